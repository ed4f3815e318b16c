// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The device explorer: every info field as a filterable tree (copy as text or JSON) and the memory geometry
// profile with each value's source, editable (double-click a value) to override it.
#include "core/deviceinfo.h"
#include "core/geometry.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTreeView;
class QVBoxLayout;

namespace coalesce::ui {

class DeviceInfoModel;
class GeometryModel;
class ProbePanel;

class DeviceExplorer : public QWidget {
    Q_OBJECT
public:
    explicit DeviceExplorer(QWidget* parent = nullptr);

    void setDevice(const QString& label, const std::vector<InfoField>& info);
    void setProfile(const GeometryProfile& profile);
    DeviceInfoModel* infoModel() const { return m_info; }
    GeometryModel* geometryModel() const { return m_geometry; }
    QSortFilterProxyModel* filterModel() const { return m_filter; }
    QLineEdit* filterEdit() const { return m_filterEdit; }
    /// "Measure geometry" on the geometry tab (ui/probepanel.h); the window attaches it to the controller.
    ProbePanel* probePanel() const { return m_probes; }

signals:
    void profileEdited(const coalesce::GeometryProfile& profile);
    void resetProfileRequested();
    void message(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// One text line a row of the geometry table, at the current font (presentation mode enlarges it).
    void fitRows();
    void addProbePanel(QVBoxLayout* geoLayout, QWidget* geoPage);
    void showDetail(int row);

    DeviceInfoModel* m_info;
    GeometryModel* m_geometry;
    QSortFilterProxyModel* m_filter;
    QLineEdit* m_filterEdit;
    QTreeView* m_tree;
    QTableView* m_table;
    QLabel* m_title;
    QLabel* m_family;
    QLabel* m_detail; ///< the current row in full: a narrow dock cuts the note column off
    ProbePanel* m_probes = nullptr;
};

} // namespace coalesce::ui
