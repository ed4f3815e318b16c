// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/geometrymodel.h"

#include "ui/coretexts.h"
#include "ui/datasize.h"

#include "core/errors.h"

#include <QColor>
#include <QFont>

#include <algorithm>
#include <cctype>

namespace coalesce::ui {

namespace {

// Natural order: runs of digits compare as numbers (atomic_n_2 < atomic_n_16), the rest as text.
bool naturalLess(const std::string& a, const std::string& b)
{
    size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        const bool da = std::isdigit(static_cast<unsigned char>(a[i])) != 0;
        const bool db = std::isdigit(static_cast<unsigned char>(b[j])) != 0;
        if (da && db) {
            size_t ei = i, ej = j;
            while (ei < a.size() && std::isdigit(static_cast<unsigned char>(a[ei])))
                ++ei;
            while (ej < b.size() && std::isdigit(static_cast<unsigned char>(b[ej])))
                ++ej;
            std::string na = a.substr(i, ei - i), nb = b.substr(j, ej - j);
            na.erase(0, std::min(na.find_first_not_of('0'), na.size()));
            nb.erase(0, std::min(nb.find_first_not_of('0'), nb.size()));
            if (na.size() != nb.size())
                return na.size() < nb.size();
            if (na != nb)
                return na < nb;
            i = ei;
            j = ej;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

std::vector<std::string> naturalOrder(const GeometryProfile& p)
{
    std::vector<std::string> keys;
    keys.reserve(p.figures.size());
    for (const auto& [key, figure] : p.figures)
        keys.push_back(key);
    std::stable_sort(keys.begin(), keys.end(), naturalLess);
    return keys;
}

} // namespace

GeometryModel::GeometryModel(QObject* parent)
    : QAbstractTableModel(parent), m_profile(defaultProfile()), m_figureOrder(naturalOrder(m_profile))
{
}

void GeometryModel::setProfile(const GeometryProfile& profile)
{
    beginResetModel();
    m_profile = profile;
    m_figureOrder = naturalOrder(m_profile);
    endResetModel();
}

int GeometryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(geometryKeys().size() + m_profile.figures.size());
}

// The measured figures (cache sizes, bandwidths, ratios) follow the geometry keys, read-only.
static const std::pair<const std::string, MeasuredFigure>*
figureAt(const GeometryProfile& p, const std::vector<std::string>& order, int row)
{
    const int i = row - int(geometryKeys().size());
    if (i < 0 || i >= int(order.size()))
        return nullptr;
    const auto it = p.figures.find(order[size_t(i)]);
    return it == p.figures.end() ? nullptr : &*it;
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
    if (const auto* figure = figureAt(m_profile, m_figureOrder, index.row())) {
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
        figureAt(m_profile, m_figureOrder, index.row()))
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
    if (index.isValid() && index.column() == Value && !figureAt(m_profile, m_figureOrder, index.row()))
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
