// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The memory geometry profile as an editable table: one row per key (simd, banks, bank_width, ...), with
// its value, where it came from and a note, then one read-only row per measured figure (cache sizes,
// bandwidths, ratios a probe found, with its method). Editing a value validates it like --profile does
// (applyOverrides); an accepted edit marks the value "user override" and emits profileEdited.
#include "core/geometry.h"

#include <QAbstractTableModel>

#include <string>
#include <vector>

namespace coalesce::ui {

class GeometryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Key, Value, Source, Note, ColumnCount };

    explicit GeometryModel(QObject* parent = nullptr);

    void setProfile(const GeometryProfile& profile);
    const GeometryProfile& profile() const { return m_profile; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// A translated one-line description of a key ("Local-memory banks").
    static QString describe(const std::string& key);

signals:
    void profileEdited(const coalesce::GeometryProfile& profile);
    void editRejected(const QString& message);

private:
    GeometryProfile m_profile;
    /// The figures' keys in natural order (constant_line_2 before constant_line_16), the rows after the keys.
    std::vector<std::string> m_figureOrder;
};

} // namespace coalesce::ui
