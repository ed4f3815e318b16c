// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The list of overlays (result files opened beside the chart, shipped reference measurements): one row per
// Controller::overlays() entry, checkable to show or hide it on the chart, removable; each row labelled with
// what differs from the chart (OverlayInfo) and marked when it answers another question (lesson, unit). The
// controller keeps the files; this model keeps what only the chart needs (shown or hidden, labels).
#include "ui/chartdata.h"
#include "ui/overlayinfo.h"

#include <QAbstractListModel>

#include <vector>

namespace coalesce::ui {

class Controller;

class OverlayModel : public QAbstractListModel {
    Q_OBJECT
public:
    explicit OverlayModel(Controller* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    /// What the chart shows now; labels and warnings are made against it.
    void setContext(const ChartContext& context);
    const ChartContext& context() const { return m_context; }

    bool isShown(int row) const;
    void setShown(int row, bool shown);
    /// Closes the overlay (the controller forgets the file).
    void remove(int row);
    void removeAll();
    const OverlayInfo& info(int row) const { return m_rows.at(size_t(row)).info; }
    /// The row of the overlay opened from `path`, or -1.
    int find(const QString& path) const;
    /// The shown overlays as chart series, labelled.
    std::vector<ChartSeries> shownSeries() const;
    /// One sentence per shown overlay that answers another question; empty when none does.
    QString warnings() const;
    /// An overlay's short name: "H100 reference" for a shipped one, else the file's base name.
    static QString overlayName(const QString& path);

signals:
    /// Rows, their visibility or their labels changed (the chart redraws).
    void overlaysChanged();

private:
    struct Row {
        QString path;
        bool shown = true;
        OverlayInfo info;
    };
    void sync();
    void describe();

    Controller* m_controller;
    ChartContext m_context;
    std::vector<Row> m_rows;
};

} // namespace coalesce::ui
