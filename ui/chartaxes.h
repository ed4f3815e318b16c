// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The throughput chart's axis arithmetic, without any widget or Qt Charts type (like hotspot's TimeLineData
// under its delegate): the x and y ranges, log 2 or linear, the whole-number tick step of an integer
// parameter, the y axis' round maximum and tick count, the padding. Hard limits keep a crafted or corrupt
// result file from hurting the chart: values that are not finite are ignored, values past kMaxX / kMaxY are
// clamped to them, a log 2 axis spans at most kMaxLog2Span octaves (a wider sweep is drawn linearly), and no
// axis ever asks for more than kMaxTicks ticks.
#include <cstddef>
#include <utility>

namespace coalesce::ui {

struct ChartRange {
    double lo = 0;
    double hi = 0;
    bool any = false;
    /// Ignores NaN and infinities; clamps to [-limit, limit].
    void add(double v, double limit);
};

/// What the chart's data asks of its axes.
struct ChartAxesInput {
    bool numeric = true;   ///< false: the x axis is categories 0..categories-1
    size_t categories = 0; ///< points of a categorical series
    bool log2 = false;     ///< the series wants a log 2 x axis (every x > 0)
    bool integers = true;  ///< every x is a whole number
    ChartRange xs;         ///< the x values (ChartRange::add with kMaxX)
    ChartRange ys;         ///< the y values in GB/s, the peak included (ChartRange::add with kMaxY)
};

struct ChartAxes {
    static constexpr double kMaxX = 1e15;      ///< below 2^53: half steps stay exact
    static constexpr double kMaxY = 1e9;       ///< GB/s; a million times any memory today
    static constexpr int kMaxXTicks = 9;       ///< whole-number ticks on a linear integer axis
    static constexpr int kMaxTicks = 12;       ///< any axis
    static constexpr double kMaxLog2Span = 48; ///< octaves on a log 2 axis

    double xlo = 0, xhi = 1;
    double ymax = 1;  ///< a round number
    int yTicks = 2;   ///< ticks at 0, ymax / (yTicks - 1), ... ymax
    double xStep = 0; ///< whole-number tick step on a linear axis of integers, 0 otherwise
    bool log2 = false;

    static ChartAxes compute(const ChartAxesInput& in);
    /// A value as the axes draw it: finite and within [-limit, limit] (NaN becomes 0).
    static double clamp(double v, double limit);
    /// A round maximum at or above `hi` and its tick count: steps of 1, 2, 2.5 or 5 times a power of 10, at
    /// most 6 intervals. A `hi` that is not positive and finite gives (1, 2).
    static std::pair<double, int> niceMaximum(double hi);
    /// A whole-number tick step (1, 2, 5, 10, 20, 50 ...) giving at most `maxTicks` ticks over [lo, hi].
    static double integerStep(double lo, double hi, int maxTicks);
    /// Ticks a step puts on [lo, hi] (for tests and checks).
    static double tickCount(double lo, double hi, double step);
};

} // namespace coalesce::ui
