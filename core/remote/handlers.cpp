// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/remote/handlers.h"

#include "core/context.h"
#include "core/errors.h"
#include "core/lesson.h"
#include "core/models.h"
#include "core/predict.h"
#include "core/prediction.h"
#include "core/remote/wire.h"
#include "core/results.h"
#include "core/sweepfit.h"

namespace coalesce::remote {

namespace {

// As coalesce-cli: a run point gets 0.2 s of device time, a sweep point 0.05 s.
constexpr double kRunBudgetSeconds = 0.2;
constexpr double kSweepBudgetSeconds = 0.05;

std::string textParam(const Json& params, const char* key, bool required)
{
    const auto it = params.find(key);
    if (it == params.end() || it->is_null()) {
        if (required)
            throw Error(ErrorKind::InvalidParameter, std::string("this method needs \"") + key + "\"");
        return {};
    }
    if (!it->is_string())
        throw Error(ErrorKind::InvalidParameter, std::string("\"") + key + "\" must be a string");
    return it->get<std::string>();
}

bool boolParam(const Json& params, const char* key, bool fallback)
{
    const auto it = params.find(key);
    if (it == params.end() || it->is_null())
        return fallback;
    if (!it->is_boolean())
        throw Error(ErrorKind::InvalidParameter, std::string("\"") + key + "\" must be true or false");
    return it->get<bool>();
}

// The profile this request works with: the device's own, replaced by "profile" or changed by "overrides".
void applyRequestProfile(DeviceContext& device, const GeometryProfile& base, const Json& params)
{
    GeometryProfile profile = base;
    if (const auto it = params.find("profile"); it != params.end() && !it->is_null()) {
        try {
            profile = profileFromJson(*it);
        } catch (const Error& e) {
            throw Error(ErrorKind::InvalidParameter,
                        std::string("\"profile\" is not a geometry profile: ") + e.what());
        }
    }
    const std::string overrides = textParam(params, "overrides", false);
    if (!overrides.empty())
        applyOverrides(profile, overrides);
    device.setProfile(profile);
}

const Lesson& lessonParam(const Json& params)
{
    return lessonOrThrow(textParam(params, "lesson", true));
}

ParamSet lessonParams(const Lesson& lesson, DeviceContext& device, const Json& params)
{
    const auto it = params.find("params");
    return applyParams(lesson.params(), lesson.defaults(&device),
                       assignmentsFromWire(it == params.end() ? Json() : *it));
}

Json infoResult(DeviceContext& device)
{
    Json lessons = Json::array();
    for (const Lesson* lesson : allLessons())
        lessons.push_back({{"id", lesson->info().id}, {"defaults", paramsToWire(lesson->defaults(&device))}});
    return Json{{"device", entryToWire(device.entry())},
                {"info", infoToWire(device.info())},
                {"profile", profileToJson(device.profile())},
                {"buffer_limit", device.bufferLimit()},
                {"lessons", std::move(lessons)}};
}

Json traceResult(DeviceContext& device, const Json& params, const CancelToken& cancel)
{
    const Lesson& lesson = lessonParam(params);
    const ParamSet values = lessonParams(lesson, device, params);
    uint32_t groups = lesson.info().traceGroups;
    if (const auto it = params.find("trace_groups"); it != params.end() && !it->is_null()) {
        if (!it->is_number_integer() || it->get<int64_t>() < 1 || it->get<int64_t>() > 64)
            throw Error(ErrorKind::InvalidParameter, "\"trace_groups\" must be a whole number from 1 to 64");
        groups = it->get<uint32_t>();
    }
    if (cancel.cancelled())
        throw Error(ErrorKind::Cancelled, "trace cancelled");
    const GeometryProfile profile = device.profile();
    const TracedConfiguration traced = traceConfiguration(device, lesson, values, profile, groups);
    return Json{{"lesson", lesson.info().id},
                {"params", paramsToWire(values)},
                {"profile", profileToJson(profile)},
                {"validation",
                 {{"passed", traced.validation.passed},
                  {"checked", traced.validation.checked},
                  {"mismatches", traced.validation.mismatches},
                  {"first_mismatch", traced.validation.firstMismatch}}},
                {"trace_ms", traced.traceMs},
                {"model_ms", traced.modelMs},
                {"trace", traceToWire(traced.trace)},
                // The traced launch's info: what the lesson declares about its whole launch (working set, a
                // complete trace, a declared loop), which a client needs to model the trace as the server does.
                {"launch", traced.launch},
                {"summary", summaryToJson(traced.summary, profile)},
                {"prediction", predictionToJson(traced.summary, profile)}};
}

Json measureResult(DeviceContext& device, const Json& params, const CancelToken& cancel, const EventFn& event,
                   bool sweep)
{
    const Lesson& lesson = lessonParam(params);
    const auto specs = lesson.params();
    SweepRequest request;
    request.lesson = &lesson;
    request.fixed = lessonParams(lesson, device, params);
    if (sweep) {
        const std::string range = textParam(params, "sweep", false);
        request.range = range.empty()
                            ? fitDefaultSweep(lesson, parseSweep(specs, lesson.defaultSweep()), request.fixed)
                            : parseSweep(specs, range);
    }
    MeasureOptions defaults;
    defaults.budgetSeconds = sweep ? kSweepBudgetSeconds : kRunBudgetSeconds;
    const auto options = params.find("options");
    request.options = optionsFromWire(options == params.end() ? Json() : *options, defaults);
    if (boolParam(params, "predict", true))
        request.predictor = makeTracePredictor();

    SweepOutcome partial;
    size_t sent = 0;
    // runSweep reports progress before each point: the points finished since the last report go out first, so
    // the client's chart grows as the sweep runs.
    auto sendPoints = [&](const SweepOutcome& outcome) {
        for (; sent < outcome.points.size(); ++sent)
            event("point", {{"index", sent}, {"point", pointToJson(outcome.points[sent], specs)}});
    };
    auto progress = [&](const Progress& p) {
        if (!sweep)
            return;
        sendPoints(partial);
        event("progress",
              {{"point", p.point}, {"points", p.points}, {"fraction", p.fraction}, {"message", p.message}});
    };
    SweepOutcome outcome;
    try {
        outcome = runSweep(device, request, &cancel, progress, &partial);
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::Cancelled || !sweep)
            throw;
        outcome = partial;
        outcome.cancelled = true;
    }
    if (outcome.cancelled && !sweep)
        throw Error(ErrorKind::Cancelled, "run cancelled");
    if (sweep)
        sendPoints(outcome);
    return resultToJson(makeResultFile(device, lesson, request, outcome));
}

} // namespace

bool isDeviceMethod(const std::string& method)
{
    return method == "info" || method == "profile" || method == "trace" || method == "run" ||
           method == "sweep" || method == "probe";
}

Json handleDeviceMethod(const std::string& method, const Json& params, DeviceContext& device,
                        const GeometryProfile& baseProfile, const CancelToken& cancel, const EventFn& event)
{
    applyRequestProfile(device, baseProfile, params);
    if (method == "info")
        return infoResult(device);
    if (method == "profile")
        return Json{{"profile", profileToJson(device.profile())}};
    if (method == "trace")
        return traceResult(device, params, cancel);
    if (method == "run" || method == "sweep")
        return measureResult(device, params, cancel, event, method == "sweep");
    if (method == "probe")
        return probeResult(device, params, cancel, event);
    throw Error(ErrorKind::InvalidParameter, "not a device method: " + method);
}

} // namespace coalesce::remote
