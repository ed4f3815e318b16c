// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A profile for the model tests: a geometry (defaultProfile(), or test::gpuProfile() where the test needs
// physical local memory), no channel factor, and hand-made measured figures.
#include "core/geometry.h"

#include <map>
#include <string>

namespace coalesce::test {

inline GeometryProfile withFigures(GeometryProfile p, const std::map<std::string, double>& figures)
{
    p.channels.value = 1; // no channel factor in these cases
    for (const auto& [key, value] : figures)
        p.figures[key] = MeasuredFigure{value, "", "hand-made", 1.0};
    return p;
}

} // namespace coalesce::test
