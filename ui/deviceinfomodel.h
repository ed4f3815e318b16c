// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The device explorer's tree: groups ("memory", "local", "cache", ...) with their fields below.
// Columns: field, value (units made readable), unit, source. Filter it with a QSortFilterProxyModel
// (recursive filtering keeps a group whose field matches).
#include "core/deviceinfo.h"

#include <QAbstractItemModel>

#include <string>
#include <vector>

namespace coalesce::ui {

class DeviceInfoModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { Field, Value, Unit, Source, ColumnCount };

    explicit DeviceInfoModel(QObject* parent = nullptr);

    void setInfo(const std::vector<InfoField>& fields);
    const std::vector<InfoField>& info() const { return m_fields; }
    /// "group / key: value unit" lines, for the clipboard.
    QString toText() const;
    /// The info as JSON text (infoToJson), for the clipboard.
    QString toJsonText() const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Group {
        std::string name;
        std::vector<size_t> fields; // indices into m_fields
    };
    std::vector<InfoField> m_fields;
    std::vector<Group> m_groups;
};

/// A value as a person reads it: 65536 bytes -> "64 KiB", arrays joined, booleans yes/no.
QString formatInfoValue(const Json& value, const std::string& unit);

} // namespace coalesce::ui
