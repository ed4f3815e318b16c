// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chartdata.h"

#include "core/custom/validationstatus.h"
#include "ui/coretexts.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace coalesce::ui {

std::optional<double> numericValue(const QString& text)
{
    const QString t = text.trimmed();
    bool ok = false;
    const double plain = t.toDouble(&ok);
    if (ok)
        return plain;
    if (t.size() < 2)
        return std::nullopt;
    QString body = t.toUpper();
    if (body.endsWith(QLatin1String("IB")))
        body.chop(2);
    else if (body.endsWith(QLatin1Char('B')))
        body.chop(1);
    static const QString kSuffixes = QStringLiteral("KMGT");
    const int power = kSuffixes.indexOf(body.right(1));
    if (power < 0)
        return std::nullopt;
    const double number = body.left(body.size() - 1).toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return number * std::pow(1024.0, power + 1);
}

ChartPoint chartPoint(const PointResult& point)
{
    ChartPoint c;
    c.label = QString::fromStdString(point.sweptValue);
    if (c.label.isEmpty()) // a single run, not a sweep
        c.label = QCoreApplication::translate("coalesce::ui::ThroughputChart", "this run");
    c.x = numericValue(c.label).value_or(0.0);
    c.validated = point.validation.passed;
    c.checked = point.validation.checked;
    if (!point.skipped.empty())
        c.status = QStringLiteral("skipped: ") + QString::fromStdString(point.skipped);
    else if (!point.error.empty())
        c.status = QStringLiteral("error: ") + QString::fromStdString(point.error);
    else if (!point.validation.passed)
        c.status =
            QStringLiteral("validation failed: ") + QString::fromStdString(point.validation.firstMismatch);
    c.measured = c.status.isEmpty() && point.timing.reps > 0 && point.ebGBs > 0;
    c.notChecked = coalesce::notChecked(point);
    if (c.measured) {
        c.median = point.ebGBs;
        c.p10 = point.ebP10GBs > 0 ? point.ebP10GBs : point.ebGBs;
        c.p90 = point.ebP90GBs > 0 ? point.ebP90GBs : point.ebGBs;
        if (point.wall.reps > 0 && std::isfinite(point.wall.medianNs) && point.wall.medianNs > 0 &&
            std::isfinite(point.timing.medianNs) && point.timing.medianNs >= 0) {
            c.kernelMs = point.timing.medianNs / 1e6;
            c.wallMs = point.wall.medianNs / 1e6;
            c.wallGBs = point.wallGBs;
        }
    }
    if (point.prediction && !point.prediction->failed()) {
        c.relative = point.prediction->relative;
        if (!point.prediction->note.empty())
            c.modelNote = CoreTexts::translate(point.prediction->note);
        if (point.prediction->predictedGBs)
            c.predicted = *point.prediction->predictedGBs;
    }
    return c;
}

void finishSeries(ChartSeries& series)
{
    series.numeric = std::all_of(series.points.begin(), series.points.end(),
                                 [](const ChartPoint& p) { return numericValue(p.label).has_value(); });
    for (size_t i = 0; i < series.points.size(); ++i)
        series.points[i].x = series.numeric ? *numericValue(series.points[i].label) : double(i);
    series.timed = std::any_of(series.points.begin(), series.points.end(),
                               [](const ChartPoint& p) { return p.measured && !std::isnan(p.wallMs); });

    // Relative-only predictions (peak unknown): anchor the model at the measured point it rates best.
    const bool anyAbsolute = std::any_of(series.points.begin(), series.points.end(),
                                         [](const ChartPoint& p) { return !std::isnan(p.predicted); });
    if (anyAbsolute && series.peakGBs > 0) {
        series.absolutePrediction = true;
        return;
    }
    const ChartPoint* anchor = nullptr;
    for (const ChartPoint& p : series.points)
        if (p.measured && !std::isnan(p.relative) && p.relative > 0 &&
            (!anchor || p.relative > anchor->relative))
            anchor = &p;
    if (anyAbsolute || !anchor) {
        series.absolutePrediction = anyAbsolute;
        return;
    }
    const double scale = anchor->median / anchor->relative;
    for (ChartPoint& p : series.points)
        p.predicted = std::isnan(p.relative) ? p.relative : p.relative * scale;
    series.absolutePrediction = false;
}

ChartSeries chartSeries(const ResultFile& file, const QString& label)
{
    ChartSeries s;
    s.param = QString::fromStdString(file.sweptParam);
    if (const std::optional<double> peak = resultPeakGBs(file.profile))
        s.peakGBs = *peak;
    s.label = label;
    if (s.label.isEmpty())
        s.label = QString::fromStdString(resultDeviceName(file.device));
    for (const PointResult& p : file.points)
        s.points.push_back(chartPoint(p));
    finishSeries(s);
    return s;
}

bool suitsLog2(const ChartSeries& series)
{
    if (!series.numeric || series.points.size() < 2)
        return false;
    double lo = series.points.front().x;
    double hi = lo;
    for (const ChartPoint& p : series.points) {
        if (p.x <= 0)
            return false;
        lo = std::min(lo, p.x);
        hi = std::max(hi, p.x);
    }
    return hi / lo >= 8.0;
}

} // namespace coalesce::ui
