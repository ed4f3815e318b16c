// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/deviceinfomodel.h"

#include "ui/coretexts.h"
#include "ui/datasize.h"

#include <QStringList>

#include <algorithm>

namespace coalesce::ui {

namespace {
// Children carry their group's index + 1 in internalId; groups carry 0.
constexpr quintptr kGroupId = 0;
} // namespace

QString formatInfoValue(const Json& value, const std::string& unit)
{
    if (value.is_boolean())
        return value.get<bool>() ? QObject::tr("yes") : QObject::tr("no");
    if (value.is_array()) {
        QStringList parts;
        for (const auto& v : value)
            parts << formatInfoValue(v, {});
        return parts.join(QStringLiteral(", "));
    }
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_number_integer() || value.is_number_unsigned()) {
        const auto n = value.get<uint64_t>();
        if (unit == "bytes" && n >= 1024)
            return dataSizeText(n) + QStringLiteral("  (") + QString::number(n) + QLatin1Char(')');
        return QString::number(n);
    }
    if (value.is_number_float())
        return QString::number(value.get<double>(), 'g', 6);
    if (value.is_null())
        return {};
    return QString::fromStdString(value.dump());
}

DeviceInfoModel::DeviceInfoModel(QObject* parent) : QAbstractItemModel(parent) {}

void DeviceInfoModel::setInfo(const std::vector<InfoField>& fields)
{
    beginResetModel();
    m_fields = fields;
    m_groups.clear();
    for (size_t i = 0; i < m_fields.size(); ++i) {
        const std::string& name = m_fields[i].group.empty() ? std::string("device") : m_fields[i].group;
        auto it =
            std::find_if(m_groups.begin(), m_groups.end(), [&](const Group& g) { return g.name == name; });
        if (it == m_groups.end()) {
            m_groups.push_back({name, {}});
            it = m_groups.end() - 1;
        }
        it->fields.push_back(i);
    }
    endResetModel();
}

QString DeviceInfoModel::toText() const
{
    QStringList lines;
    for (const Group& group : m_groups) {
        lines << QString::fromStdString(group.name);
        for (size_t i : group.fields) {
            const InfoField& f = m_fields[i];
            lines << QStringLiteral("  %1: %2%3")
                         .arg(QString::fromStdString(f.key), formatInfoValue(f.value, f.unit),
                              f.unit.empty() || f.unit == "bytes"
                                  ? QString()
                                  : QLatin1Char(' ') + QString::fromStdString(f.unit));
        }
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString DeviceInfoModel::toJsonText() const
{
    return QString::fromStdString(infoToJson(m_fields).dump(2));
}

QModelIndex DeviceInfoModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_groups.size()) ? createIndex(row, column, kGroupId) : QModelIndex();
    if (parent.internalId() != kGroupId || parent.row() >= int(m_groups.size()))
        return {};
    const Group& group = m_groups[size_t(parent.row())];
    return row < int(group.fields.size()) ? createIndex(row, column, quintptr(parent.row()) + 1)
                                          : QModelIndex();
}

QModelIndex DeviceInfoModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == kGroupId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kGroupId);
}

int DeviceInfoModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() != kGroupId || parent.column() != 0)
        return 0;
    return int(m_groups[size_t(parent.row())].fields.size());
}

int DeviceInfoModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

QVariant DeviceInfoModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kGroupId) {
        if (role == Qt::DisplayRole && index.column() == Field)
            return CoreTexts::translate(m_groups[size_t(index.row())].name);
        return {};
    }
    const Group& group = m_groups[size_t(index.internalId() - 1)];
    const InfoField& f = m_fields[group.fields[size_t(index.row())]];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (Column(index.column())) {
        case Field:
            return QString::fromStdString(f.key);
        case Value:
            return formatInfoValue(f.value, f.unit);
        case Unit:
            return QString::fromStdString(f.unit);
        case Source:
            return QString::fromStdString(f.source);
        case ColumnCount:
            break;
        }
    }
    return {};
}

QVariant DeviceInfoModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (Column(section)) {
    case Field:
        return tr("Field");
    case Value:
        return tr("Value");
    case Unit:
        return tr("Unit");
    case Source:
        return tr("Source");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace coalesce::ui
