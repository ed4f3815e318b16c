// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/geometrymodel.h"

#include "ui/coretexts.h"
#include "ui/datasize.h"

#include "core/errors.h"

#include <QColor>
#include <QFont>

#include <iterator>

namespace coalesce::ui {

GeometryModel::GeometryModel(QObject* parent) : QAbstractTableModel(parent), m_profile(defaultProfile()) {}

void GeometryModel::setProfile(const GeometryProfile& profile)
{
    beginResetModel();
    m_profile = profile;
    endResetModel();
}

int GeometryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(geometryKeys().size() + m_profile.figures.size());
}

// The measured figures (cache sizes, bandwidths, ratios) follow the geometry keys, read-only.
static const std::pair<const std::string, MeasuredFigure>* figureAt(const GeometryProfile& p, int row)
{
    int i = row - int(geometryKeys().size());
    if (i < 0 || i >= int(p.figures.size()))
        return nullptr;
    auto it = p.figures.begin();
    std::advance(it, i);
    return &*it;
}

static QString figureText(const MeasuredFigure& f)
{
    if (f.unit == "B" && f.value >= 1024)
        return dataSizeText(uint64_t(f.value));
    const QString number = f.value == double(qint64(f.value)) ? QString::number(qint64(f.value))
                                                              : QString::number(f.value, 'g', 4);
    return f.unit.empty() || f.unit == "ratio" ? number
                                               : number + QLatin1Char(' ') + QString::fromStdString(f.unit);
}

int GeometryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString GeometryModel::describe(const std::string& key)
{
    if (key == "simd")
        return tr("Work-items per SIMD group (warp / wavefront)");
    if (key == "banks")
        return tr("Local-memory banks");
    if (key == "bank_width")
        return tr("Bytes per bank word");
    if (key == "conflict_group")
        return tr("Work-items judged together for bank conflicts");
    if (key == "broadcast")
        return tr("Same word read by several work-items is served once (1 = yes)");
    if (key == "segment")
        return tr("Global-memory transaction size (bytes)");
    if (key == "line")
        return tr("Cache line (bytes)");
    if (key == "channels")
        return tr("Global-memory channels");
    if (key == "interleave")
        return tr("Bytes per channel before the next (interleave)");
    if (key == "local_physical")
        return tr("Dedicated on-chip local memory (1 = yes)");
    if (key == "peak_bandwidth")
        return tr("Peak global bandwidth (MB/s, 0 = unknown)");
    return QString::fromStdString(key);
}

static QString sourceText(ValueSource source)
{
    switch (source) {
    case ValueSource::Queried:
        return GeometryModel::tr("queried");
    case ValueSource::VendorTable:
        return GeometryModel::tr("vendor table");
    case ValueSource::UserOverride:
        return GeometryModel::tr("user override");
    case ValueSource::Measured:
        return GeometryModel::tr("measured");
    case ValueSource::Default:
        return GeometryModel::tr("default");
    }
    return {};
}

QVariant GeometryModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (const auto* figure = figureAt(m_profile, index.row())) {
        if (role == Qt::DisplayRole) {
            switch (Column(index.column())) {
            case Key:
                return QString::fromStdString(figure->first);
            case Value:
                return figureText(figure->second);
            case Source:
                return tr("measured");
            case Note:
                return CoreTexts::translate(figure->second.method);
            case ColumnCount:
                break;
            }
        } else if (role == Qt::ToolTipRole) {
            return tr("Measured by a probe (read-only): %1").arg(CoreTexts::translate(figure->second.method));
        } else if (role == Qt::TextAlignmentRole && index.column() == Value) {
            return int(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    }
    const std::string& key = geometryKeys()[size_t(index.row())];
    const GeometryValue& v = geometryField(m_profile, key);
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (Column(index.column())) {
        case Key:
            return QString::fromStdString(key);
        case Value:
            return role == Qt::EditRole ? QVariant(qlonglong(v.value)) : QVariant(QString::number(v.value));
        case Source:
            return sourceText(v.source);
        case Note:
            return CoreTexts::translate(v.note);
        case ColumnCount:
            break;
        }
    } else if (role == Qt::ToolTipRole) {
        return describe(key);
    } else if (role == Qt::FontRole && index.column() == Source && v.source == ValueSource::UserOverride) {
        QFont font;
        font.setBold(true);
        return font;
    } else if (role == Qt::TextAlignmentRole && index.column() == Value) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

bool GeometryModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || index.column() != Value ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        figureAt(m_profile, index.row()))
        return false;
    const std::string& key = geometryKeys()[size_t(index.row())];
    GeometryProfile next = m_profile;
    try {
        applyOverrides(next, key + "=" + value.toString().trimmed().toStdString());
    } catch (const Error& e) {
        emit editRejected(QString::fromStdString(e.what()));
        return false;
    }
    m_profile = next;
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    emit profileEdited(m_profile);
    return true;
}

Qt::ItemFlags GeometryModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Value && !figureAt(m_profile, index.row()))
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant GeometryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Key:
        return tr("Property");
    case Value:
        return tr("Value");
    case Source:
        return tr("Source");
    case Note:
        return tr("Note");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace coalesce::ui
