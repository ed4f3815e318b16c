// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The numbers behind the chart: one row per measured point of the current sweep (or the current point).
#include "core/measure.h"
#include "core/results.h"

#include <QAbstractTableModel>

#include <vector>

namespace coalesce::ui {

class ResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Value, Median, P10, P90, Max, Time, Reps, Predicted, Status, ColumnCount };

    explicit ResultsModel(QObject* parent = nullptr);

    void setResult(const ResultFile& result);
    void setSweptParam(const QString& param);
    void appendPoint(const PointResult& point);
    void clear();
    const std::vector<PointResult>& points() const { return m_points; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString status(const PointResult& point) const;
    std::vector<PointResult> m_points;
    QString m_param;
};

/// "stride=8 type=float" for a point without a swept value.
QString paramsText(const ParamSet& params);
/// The relative prediction of a point; < 0 when it has none (or its prediction failed).
double predictedRelative(const PointResult& point);

} // namespace coalesce::ui
