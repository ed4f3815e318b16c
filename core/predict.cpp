// SPDX-License-Identifier: GPL-3.0-or-later
// Tracing one configuration on a device and modelling it (see predict.h).
#include "core/predict.h"

#include "core/context.h"
#include "core/errors.h"
#include "core/models/hierarchy.h"

#include <spdlog/spdlog.h>

#include <chrono>

namespace coalesce {

namespace {

double msSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

TracedConfiguration traceConfiguration(DeviceContext& device, const Lesson& lesson, const ParamSet& params,
                                       const GeometryProfile& profile, uint32_t traceGroups)
{
    if (traceGroups == 0) {
        throw Error(ErrorKind::InvalidParameter, "trace groups = 0; must be at least 1");
    }
    TracedConfiguration out;
    const auto start = std::chrono::steady_clock::now();
    PrepareOptions options;
    options.trace = true;
    options.traceGroups = traceGroups;
    auto run = lesson.prepare(device, params, options);
    cl::CommandQueue& queue = device.queue();
    run->poison(queue);
    clCall("running the traced kernel", device.label(), [&] {
        run->launch(queue);
        queue.finish();
    });
    out.validation = run->validate(queue);
    out.trace = run->readTrace(queue);
    out.launch = run->launchInfo();
    out.traceMs = msSince(start);

    const auto modelStart = std::chrono::steady_clock::now();
    // The lesson's declared working set (launch info), which a trace of a few groups cannot see.
    out.summary = analyseTrace(out.trace, profile, lesson.info().space, workingSetFromLaunch(out.launch));
    out.modelMs = msSince(modelStart);
    spdlog::debug("traced {}: {} records, {} requests, trace {:.1f} ms, model {:.1f} ms", lesson.info().id,
                  out.trace.records.size(), out.summary.requests.size(), out.traceMs, out.modelMs);
    return out;
}

Predictor makeTracePredictor()
{
    return [](DeviceContext& device, const Lesson& lesson, const ParamSet& params, uint64_t launchBytes,
              uint64_t launchGroups) -> Prediction {
        if (!lesson.info().traceable)
            return failedPrediction(lesson.info().id + " records no trace; the models cannot predict it");
        try {
            const auto traced =
                traceConfiguration(device, lesson, params, device.profile(), lesson.info().traceGroups);
            Prediction p = makePrediction(
                withLaunchFloor(traced.summary, launchBytes, device.profile(), launchGroups), device.profile());
            if (!traced.validation.passed) {
                p.traceValidation = traced.validation.firstMismatch;
            }
            return p;
        } catch (const Error& e) {
            if (e.kind() == ErrorKind::Cancelled) {
                throw;
            }
            spdlog::warn("no prediction for {}: {}", lesson.info().id, e.what());
            return failedPrediction(e.what());
        }
    };
}

} // namespace coalesce
