// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lesson's default sweep fitted to the parameters it runs with.
#include "core/lesson.h"
#include "core/params.h"

#include <string>
#include <vector>

namespace coalesce {

/// A lesson's default sweep fitted to the fixed parameters: the values that checkParams refuses together with
/// `fixed` (global.random's windows wider than the buffer's elements, …) are left out and named in `leftOut`,
/// so a default sweep on a CPU's small buffer measures what fits instead of listing skipped points. A range the
/// user typed is not fitted: its refused values are reported as skipped points. When no value fits, the whole
/// range is kept (every point then says why it was skipped).
SweepRange fitDefaultSweep(const Lesson& lesson, const SweepRange& range, const ParamSet& fixed,
                           std::vector<std::string>* leftOut = nullptr);

} // namespace coalesce
