// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/interactiveseries.h"

#include <algorithm>

namespace coalesce::ui {

void InteractiveSeries::add(const PointResult& point, const std::string& main, const ParamSpec* spec)
{
    if (main.empty() || !point.params.has(main))
        return;
    ParamSet fixed = point.params;
    fixed.setRaw(main, "");
    if (!(fixed == m_fixed))
        m_points.clear();
    m_fixed = fixed;
    PointResult p = point;
    p.sweptValue = point.params.text(main);
    auto same = std::find_if(m_points.begin(), m_points.end(),
                             [&](const PointResult& q) { return q.sweptValue == p.sweptValue; });
    if (same != m_points.end())
        *same = p;
    else
        m_points.push_back(p);
    auto order = [&](const PointResult& a, const PointResult& b) {
        if (spec && spec->kind == ParamKind::Choice) {
            const auto ia = std::find(spec->choices.begin(), spec->choices.end(), a.sweptValue);
            const auto ib = std::find(spec->choices.begin(), spec->choices.end(), b.sweptValue);
            return ia < ib;
        }
        return a.params.integer(main) < b.params.integer(main);
    };
    std::sort(m_points.begin(), m_points.end(), order);
}

void InteractiveSeries::clear()
{
    m_points.clear();
    m_fixed = ParamSet{};
}

} // namespace coalesce::ui
