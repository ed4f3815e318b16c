// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whether a point's outputs were checked. A point of a lesson or kernel that has no way to check its outputs
// (a custom kernel without PoCL to compare with and without expected files, "check": "none") is "not
// checked": it was measured, but its result was not compared with anything. Such a point carries
// Validation::method NotChecked; result files store the method ("validation.method", docs/RESULTS.md), and a
// point of an older file without it is recognised by what NotChecked leaves: passed with no value compared.
// One rule, used by the results table, the chart, the CLI and the result files alike.
#include "core/measure.h"

namespace coalesce {

/// True when the point was measured (or at least validated) without its outputs being checked.
bool notChecked(const PointResult& point);
/// The same for a bare validation.
bool notChecked(const Validation& validation);

} // namespace coalesce
