// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/resultsmodel.h"

#include "core/custom/validationstatus.h"
#include "ui/coretexts.h"

#include <QColor>
#include <QLocale>

namespace coalesce::ui {

QString paramsText(const ParamSet& params)
{
    QStringList parts;
    for (const auto& [name, value] : params.values())
        parts << QString::fromStdString(name + "=" + value);
    return parts.join(QLatin1Char(' '));
}

double predictedRelative(const PointResult& point)
{
    return point.prediction && !point.prediction->failed() ? point.prediction->relative : -1;
}

ResultsModel::ResultsModel(QObject* parent) : QAbstractTableModel(parent) {}

void ResultsModel::setResult(const ResultFile& result)
{
    beginResetModel();
    m_points = result.points;
    m_param = QString::fromStdString(result.sweptParam);
    endResetModel();
}

void ResultsModel::setSweptParam(const QString& param)
{
    m_param = param;
    emit headerDataChanged(Qt::Horizontal, Value, Value);
}

void ResultsModel::appendPoint(const PointResult& point)
{
    const int row = int(m_points.size());
    beginInsertRows({}, row, row);
    m_points.push_back(point);
    endInsertRows();
}

void ResultsModel::clear()
{
    beginResetModel();
    m_points.clear();
    endResetModel();
}

int ResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_points.size());
}

int ResultsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ResultsModel::status(const PointResult& point) const
{
    if (!point.error.empty())
        return tr("error: %1").arg(CoreTexts::translate(point.error));
    if (!point.skipped.empty())
        return tr("skipped: %1").arg(CoreTexts::translate(point.skipped));
    if (!point.validation.passed)
        return tr("wrong result: %1").arg(QString::fromStdString(point.validation.firstMismatch));
    if (notChecked(point)) // measured, but its outputs were compared with nothing (issue 13)
        return point.timing.hostDisagrees ? tr("not checked; host timer disagrees > 10 %") : tr("not checked");
    if (point.timing.hostDisagrees)
        return tr("valid; host timer disagrees > 10 %");
    return tr("valid");
}

QVariant ResultsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PointResult& p = m_points[size_t(index.row())];
    const bool measured = p.error.empty() && p.skipped.empty() && p.validation.passed && p.timing.reps > 0;
    const QLocale locale;
    if (role == Qt::DisplayRole) {
        switch (Column(index.column())) {
        case Value:
            return p.sweptValue.empty() ? paramsText(p.params) : QString::fromStdString(p.sweptValue);
        case Median:
            return measured ? locale.toString(p.ebGBs, 'f', 2) : QString();
        case P10:
            return measured ? locale.toString(p.ebP10GBs, 'f', 2) : QString();
        case P90:
            return measured ? locale.toString(p.ebP90GBs, 'f', 2) : QString();
        case Max:
            return measured ? locale.toString(p.ebMaxGBs, 'f', 2) : QString();
        case Time:
            return measured ? locale.toString(p.timing.medianNs / 1000.0, 'f', 1) : QString();
        case Reps:
            return measured ? QVariant(p.timing.reps) : QVariant();
        case Predicted: {
            const double r = predictedRelative(p);
            return r >= 0 ? locale.toString(r * 100.0, 'f', 0) + QLatin1String(" %") : QString();
        }
        case Status:
            return status(p);
        case ColumnCount:
            break;
        }
    } else if (role == Qt::TextAlignmentRole) {
        if (index.column() != Status && index.column() != Value)
            return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::ForegroundRole && index.column() == Status) {
        if (!p.error.empty() || (!p.validation.passed && p.skipped.empty()))
            return QColor(0xb0, 0x30, 0x20);
        if (notChecked(p))
            return QColor(0x9a, 0x60, 0x00);
    } else if (role == Qt::ToolTipRole) {
        if (index.column() == Status && notChecked(p))
            return tr("Not checked: there was nothing to compare this point's outputs with (no PoCL device, no "
                      "expected file, or \"check\": \"none\"); its time is real, its result unverified.");
        return paramsText(p.params);
    } else if (role == Qt::UserRole) { // sortable numbers
        return p.ebGBs;
    }
    return {};
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Value:
        return m_param.isEmpty() ? tr("Parameters") : m_param;
    case Median:
        return tr("GB/s (median)");
    case P10:
        return tr("p10");
    case P90:
        return tr("p90");
    case Max:
        return tr("max");
    case Time:
        return tr("time (µs)");
    case Reps:
        return tr("runs");
    case Predicted:
        return tr("model");
    case Status:
        return tr("check");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace coalesce::ui
