// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The numbers behind the throughput chart, taken out of result files without any Qt Charts type: the swept
// value as x (numeric, or a category for choices such as type), the measured median with its p10-p90 band in
// GB/s, the model's prediction, the validation status, the device peak. Pure data, tested alone.
#include "core/measure.h"
#include "core/results.h"

#include <QString>

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace coalesce::ui {

struct ChartPoint {
    double x = 0;          ///< the swept value, or the category index when the series is categorical
    QString label;         ///< the swept value as text ("32", "float")
    bool measured = false; ///< timed and validated: median/p10/p90 are meaningful
    double median = 0;     ///< GB/s
    double p10 = 0;        ///< GB/s at the slow end (p90 time)
    double p90 = 0;        ///< GB/s at the fast end (p10 time)
    double predicted = std::numeric_limits<double>::quiet_NaN(); ///< model GB/s (absolute or anchored)
    double relative = std::numeric_limits<double>::quiet_NaN();  ///< model relative throughput (0..1]
    QString modelNote; ///< the model's note on this prediction (which account it gave), translated
    bool validated = false;
    uint64_t checked = 0; ///< values compared with the host reference
    QString status;       ///< empty when fine; "validation failed: ...", "skipped: ...", "error: ..."
    /// Measured without its outputs being checked (core/custom/validationstatus.h): drawn as a hollow ring.
    bool notChecked = false;
    /// Lessons timed on the host too (transfer.zerocopy): the kernel's median time and the host's median wall
    /// time of the whole cycle (fill, copy or map, kernel), in ms; NaN for the others.
    double kernelMs = std::numeric_limits<double>::quiet_NaN();
    double wallMs = std::numeric_limits<double>::quiet_NaN();
    double wallGBs = 0; ///< bytes / median wall time
};

struct ChartSeries {
    QString label; ///< legend text
    QString param; ///< swept parameter name ("" for single runs)
    std::vector<ChartPoint> points;
    bool numeric = true; ///< false: x are category indices 0..n-1
    double peakGBs = 0;  ///< device peak from the profile, 0 when unknown
    /// How predicted values were made: true = absolute GB/s from the model (peak known), false = relative
    /// values anchored at the measured point the model thinks is best.
    bool absolutePrediction = true;
    /// Some measured point has a host wall time beside its kernel time: the chart stacks the two.
    bool timed = false;
    /// A reference measurement shipped with the app (drawn in its own colour).
    bool reference = false;
};

/// "32" -> 32, "1.5" -> 1.5, "256M" / "64K" / "1G" (powers of 1024) -> bytes; anything else (e.g. "float"):
/// none.
std::optional<double> numericValue(const QString& text);

/// One result point; x is numericValue(sweptValue) or 0 (categories are assigned by finishSeries).
ChartPoint chartPoint(const PointResult& point);

/// A whole result file: points in file order, peak from profile.peak_bandwidth (MB/s), label from the device
/// name when `label` is empty, predictions resolved (finishSeries).
ChartSeries chartSeries(const ResultFile& file, const QString& label = QString());

/// Categorical x when any label is not a number; relative-only predictions anchored to measurements.
/// Call after appending points.
void finishSeries(ChartSeries& series);

/// The x range a log-2 axis suits: every x > 0, numeric, and a spread of at least 8x.
bool suitsLog2(const ChartSeries& series);

} // namespace coalesce::ui
