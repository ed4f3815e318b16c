// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/overlaymodel.h"

#include "ui/controller.h"
#include "ui/overlayreferences.h"
#include "ui/palette.h"

#include <QFileInfo>

namespace coalesce::ui {

OverlayModel::OverlayModel(Controller* controller, QObject* parent)
    : QAbstractListModel(parent), m_controller(controller)
{
    connect(controller, &Controller::overlaysChanged, this, &OverlayModel::sync);
    connect(controller, &Controller::lessonsChanged, this, [this] {
        describe();
        if (!m_rows.empty())
            emit dataChanged(index(0), index(rowCount() - 1));
    });
    sync();
}

QString OverlayModel::overlayName(const QString& path)
{
    if (isReferencePath(path))
        return tr("%1 reference").arg(referenceDevice(path));
    const QString base = QFileInfo(path).completeBaseName();
    return base.isEmpty() ? QFileInfo(path).fileName() : base;
}

int OverlayModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant OverlayModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& row = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return row.info.warning.isEmpty() ? row.info.label : QStringLiteral("⚠ ") + row.info.label;
    case Qt::ToolTipRole:
        return QStringLiteral("%1\n%2").arg(row.path, row.info.details);
    case Qt::CheckStateRole:
        return row.shown ? Qt::Checked : Qt::Unchecked;
    case Qt::ForegroundRole:
        if (!row.info.warning.isEmpty())
            return palette::conflict().darker(120);
        return {};
    default:
        return {};
    }
}

bool OverlayModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || index.row() >= rowCount() || role != Qt::CheckStateRole)
        return false;
    setShown(index.row(), value.toInt() == Qt::Checked);
    return true;
}

Qt::ItemFlags OverlayModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable;
}

void OverlayModel::setContext(const ChartContext& context)
{
    if (context.lesson == m_context.lesson && context.param == m_context.param &&
        context.device == m_context.device && context.params == m_context.params &&
        context.date == m_context.date)
        return;
    m_context = context;
    describe();
    if (!m_rows.empty()) {
        emit dataChanged(index(0), index(rowCount() - 1));
        emit overlaysChanged();
    }
}

bool OverlayModel::isShown(int row) const
{
    return row >= 0 && row < rowCount() && m_rows[size_t(row)].shown;
}

void OverlayModel::setShown(int row, bool shown)
{
    if (row < 0 || row >= rowCount() || m_rows[size_t(row)].shown == shown)
        return;
    m_rows[size_t(row)].shown = shown;
    emit dataChanged(index(row), index(row), {Qt::CheckStateRole});
    emit overlaysChanged();
}

void OverlayModel::remove(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    m_controller->closeOverlay(row); // overlaysChanged -> sync drops the row
}

void OverlayModel::removeAll()
{
    for (int row = rowCount() - 1; row >= 0; --row)
        m_controller->closeOverlay(row);
}

int OverlayModel::find(const QString& path) const
{
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].path == path)
            return int(i);
    return -1;
}

std::vector<ChartSeries> OverlayModel::shownSeries() const
{
    std::vector<ChartSeries> out;
    const auto& files = m_controller->overlays();
    for (size_t i = 0; i < m_rows.size() && i < files.size(); ++i)
        if (m_rows[i].shown) {
            out.push_back(chartSeries(files[i].second, m_rows[i].info.label));
            out.back().reference = isReferencePath(m_rows[i].path);
        }
    return out;
}

QString OverlayModel::warnings() const
{
    QStringList out;
    for (const Row& row : m_rows)
        if (row.shown && !row.info.warning.isEmpty())
            out << row.info.warning;
    return out.join(QLatin1Char('\n'));
}

// Rows follow the controller's list: a path still there in the same order keeps its row (and whether it is
// shown); a new one is shown; a closed one goes.
void OverlayModel::sync()
{
    const auto& files = m_controller->overlays();
    std::vector<Row> rows;
    rows.reserve(files.size());
    size_t next = 0;
    for (const auto& [path, file] : files) {
        Row row;
        row.path = path;
        for (size_t j = next; j < m_rows.size(); ++j)
            if (m_rows[j].path == path) {
                row.shown = m_rows[j].shown;
                next = j + 1;
                break;
            }
        rows.push_back(std::move(row));
    }
    beginResetModel();
    m_rows = std::move(rows);
    describe();
    endResetModel();
    emit overlaysChanged();
}

void OverlayModel::describe()
{
    const auto& files = m_controller->overlays();
    ChartContext undated = m_context; // a reference is always labelled with its date
    undated.date.clear();
    for (size_t i = 0; i < m_rows.size() && i < files.size(); ++i) {
        const bool reference = isReferencePath(m_rows[i].path);
        m_rows[i].info = describeOverlay(reference ? undated : m_context, files[i].second,
                                         overlayName(m_rows[i].path), m_controller->lessons());
    }
}

} // namespace coalesce::ui
