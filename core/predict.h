// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Predictions from traces: runs a lesson's real kernel in trace mode on a device (a small launch of a few
// work-groups), checks its output against the host reference, groups its accesses into requests with a
// geometry profile and applies the memory models (core/models.h). makeTracePredictor() plugs this into
// SweepRequest::predictor so `run` and `sweep` results carry the prediction beside the measurement.
#include "core/geometry.h"
#include "core/json.h"
#include "core/lesson.h"
#include "core/measure.h"
#include "core/models.h"
#include "core/params.h"
#include "core/prediction.h"
#include "core/trace.h"

#include <cstdint>

namespace coalesce {

class DeviceContext;

/// One configuration traced and modelled.
struct TracedConfiguration {
    Trace trace;
    Validation validation; ///< the traced launch's output against the host reference
    Json launch;           ///< PreparedRun::launchInfo() of the trace launch
    ModelSummary summary;
    double traceMs = 0; ///< prepare (build, cached) + launch + read back
    double modelMs = 0; ///< grouping and models
};

/// Traces `params` on `device` with PrepareOptions{trace = true, traceGroups} and models the trace with
/// `profile` (usually device.profile(), with user overrides). The prediction is about the lesson's space.
/// Throws Error (invalid parameter, unsupported, OpenCL, trace overflow).
TracedConfiguration traceConfiguration(DeviceContext& device, const Lesson& lesson, const ParamSet& params,
                                       const GeometryProfile& profile, uint32_t traceGroups = 2);

/// A Predictor for SweepRequest::predictor: traces each point with the device's profile. A point whose trace
/// fails gets failedPrediction(reason) instead of a prediction (the measurement is still made); cancellation is
/// passed on.
Predictor makeTracePredictor();

} // namespace coalesce
