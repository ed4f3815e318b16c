// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chartaxes.h"

#include <algorithm>
#include <cmath>

namespace coalesce::ui {

void ChartRange::add(double v, double limit)
{
    if (!std::isfinite(v))
        return;
    v = std::clamp(v, -limit, limit);
    lo = any ? std::min(lo, v) : v;
    hi = any ? std::max(hi, v) : v;
    any = true;
}

double ChartAxes::clamp(double v, double limit)
{
    if (std::isnan(v))
        return 0;
    return std::clamp(v, -limit, limit);
}

std::pair<double, int> ChartAxes::niceMaximum(double hi)
{
    if (!std::isfinite(hi) || hi <= 0)
        return {1.0, 2};
    hi = std::min(hi, 2 * kMaxY); // the round-up of anything larger could overflow
    const double raw = hi / 5.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double norm = raw / magnitude;
    const double step = (norm <= 1.0   ? 1.0
                         : norm <= 2.0 ? 2.0
                         : norm <= 2.5 ? 2.5
                         : norm <= 5.0 ? 5.0
                                       : 10.0) *
                        magnitude;
    const int intervals = std::clamp(static_cast<int>(std::ceil(hi / step - 1e-9)), 1, kMaxTicks - 1);
    return {intervals * step, intervals + 1};
}

double ChartAxes::tickCount(double lo, double hi, double step)
{
    return step > 0 ? std::floor((hi - lo) / step) + 1 : 0;
}

double ChartAxes::integerStep(double lo, double hi, int maxTicks)
{
    maxTicks = std::clamp(maxTicks, 2, kMaxTicks);
    const double span = std::isfinite(hi - lo) ? std::max(0.0, hi - lo) : 2 * kMaxX;
    // Multiplying up from 1 reaches any finite span; the bound only guards against a span that is not one.
    double magnitude = 1;
    for (int decade = 0; decade < 320; ++decade, magnitude *= 10)
        for (double m : {1.0, 2.0, 5.0})
            if (span / (m * magnitude) + 1 <= maxTicks)
                return m * magnitude;
    return magnitude;
}

ChartAxes ChartAxes::compute(const ChartAxesInput& in)
{
    ChartRange xs = in.xs;
    if (!xs.any) {
        xs.add(0, kMaxX);
        xs.add(1, kMaxX);
    }
    ChartAxes a;
    a.log2 = in.numeric && in.log2 && xs.lo > 0 && std::log2(xs.hi / xs.lo) <= kMaxLog2Span;
    if (!in.numeric) {
        a.xlo = -0.5;
        a.xhi = std::max(0.5, double(in.categories) - 0.5);
    } else if (a.log2) {
        a.xlo = xs.lo / 1.25;
        a.xhi = xs.hi * 1.25;
    } else if (in.integers) { // ticks on whole values only, the range padded by half a step
        a.xStep = integerStep(xs.lo, xs.hi, kMaxXTicks);
        a.xlo = xs.lo - 0.5 * a.xStep;
        a.xhi = xs.hi + 0.5 * a.xStep;
    } else {
        const double pad = xs.hi > xs.lo ? 0.04 * (xs.hi - xs.lo) : 1.0;
        a.xlo = xs.lo - pad;
        a.xhi = xs.hi + pad;
    }
    const double yhi = in.ys.any ? in.ys.hi : 0;
    const auto [ymax, ticks] = niceMaximum(yhi > 0 ? yhi * 1.04 : 1.0);
    a.ymax = ymax;
    a.yTicks = ticks;
    return a;
}

} // namespace coalesce::ui
