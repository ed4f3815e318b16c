// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Host-generated traces: model-only pictures without a device. hostTrace() produces, on the host, the records
// a lesson kernel's trace mode would write for a small launch (Lesson::hostTrace, implemented by each lesson
// from its own launch geometry), so that the pattern view works with no OpenCL platform, or when the device
// failed to open. tests/core/test_hosttrace.cpp checks it record for record against the PoCL trace.
#include "core/geometry.h"
#include "core/lesson.h"
#include "core/models.h"
#include "core/params.h"
#include "core/trace.h"

#include <cstdint>

namespace coalesce {

/// The largest number of work-groups hostTrace generates (a trace for a picture, not a simulation).
constexpr uint32_t kMaxHostTraceGroups = 64;

/// The trace of `lesson` for `params` (checked against the lesson's specs) and `groups` work-groups (1 to
/// kMaxHostTraceGroups). `profile` supplies what the launch takes from the device's profile (local.padding's
/// tile width = banks). Throws Error(InvalidParameter) naming a bad value.
Trace hostTrace(const Lesson& lesson, const ParamSet& params, const GeometryProfile& profile,
                uint32_t groups = 2);

/// hostTrace + analyseTrace about the lesson's space: the model-only counterpart of traceConfiguration.
ModelSummary hostModel(const Lesson& lesson, const ParamSet& params, const GeometryProfile& profile,
                       uint32_t groups = 2);

} // namespace coalesce
