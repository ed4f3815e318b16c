// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The chart's interactive series: points measured one by one while no sweep is shown, so the chart grows as
// the teacher changes the lesson's main parameter. One point per value of the main parameter (a new
// measurement of a value replaces the old), in the parameter's order; when any other parameter changes, the
// old points answer a different question and the series starts over.
#include "core/measure.h"
#include "core/params.h"

#include <string>
#include <vector>

namespace coalesce::ui {

class InteractiveSeries {
public:
    /// Adds `point` as the value of `main` (spec: its ParamSpec, for the order of choices; may be null).
    /// Ignored when the point has no value for `main`.
    void add(const PointResult& point, const std::string& main, const ParamSpec* spec);
    void clear();
    bool empty() const { return m_points.empty(); }
    /// Sorted by the main parameter; each point's sweptValue is its main value.
    const std::vector<PointResult>& points() const { return m_points; }

private:
    std::vector<PointResult> m_points;
    ParamSet m_fixed; ///< the other parameters of m_points
};

} // namespace coalesce::ui
