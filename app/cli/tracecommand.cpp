// SPDX-License-Identifier: GPL-3.0-or-later
// `coalesce-cli trace LESSON`: runs the lesson's real kernel in trace mode on the device (a small launch),
// checks its output, models the accesses with the device's geometry profile (plus --profile overrides) and
// prints either every request as JSON or a terminal picture of one request.
#include "app/cli/tracecommand.h"

#include "app/cli/clicommon.h"
#include "app/cli/tracepicture.h"

#include "core/geometry.h"
#include "core/lesson.h"
#include "core/predict.h"

#include <algorithm>
#include <iostream>
#include <memory>
#include <sstream>

namespace coalesce::cli {

namespace {

struct TraceOptions {
    std::string lesson;
    std::string selector;
    std::vector<std::string> sets;
    std::string profile;
    int64_t group = -1;  // SIMD group to show (-1: the first)
    int64_t step = -1;   // step to show (-1: the first timed-loop request)
    uint32_t groups = 0; // work-groups to trace (0: the lesson's LessonInfo::traceGroups)
    bool json = false;
    bool lanes = false;
};

Json validationJson(const Validation& v)
{
    Json j{{"passed", v.passed}, {"checked", v.checked}, {"mismatches", v.mismatches}};
    if (!v.firstMismatch.empty())
        j["first_mismatch"] = v.firstMismatch;
    return j;
}

// The request to draw: SIMD group `group` (at `step` when given, else at any step); among those, the first read
// in the lesson's space (the timed loop's first access: local lessons fill local memory with writes before
// it), else the first request in that space, else the first request. The lesson's space is the one its info
// names where the trace has requests there (private.spill: its private array, which no prediction includes),
// else the summary's (the space the prediction is about).
const Request* pickRequest(const ModelSummary& s, const std::string& lessonSpace, uint32_t group, int64_t step)
{
    for (const std::string& space : {lessonSpace, s.space}) {
        const Request* read = nullptr;
        const Request* inSpace = nullptr;
        for (const auto& r : s.requests) {
            if (r.group != group || (step >= 0 && r.step != uint64_t(step)) || space != spaceName(r.space))
                continue;
            if (!read && r.kind == AccessKind::Read)
                read = &r;
            if (!inSpace)
                inSpace = &r;
        }
        if (read || inSpace)
            return read ? read : inSpace;
    }
    for (const auto& r : s.requests)
        if (r.group == group && (step < 0 || r.step == uint64_t(step)))
            return &r;
    return nullptr;
}

std::string rangeText(uint32_t lo, uint32_t hi)
{
    return lo == hi ? std::to_string(lo) : std::to_string(lo) + "-" + std::to_string(hi);
}

int execute(const TraceOptions& o)
{
    // Everything that can be checked without a device first.
    const Lesson& lesson = lessonOrThrow(o.lesson);
    const auto specs = lesson.params();
    makeParams(specs, o.sets);
    checkProfileSpec(o.profile);
    const int64_t group = o.group;
    const int64_t step = o.step;
    const uint32_t traceGroups = o.groups > 0 ? o.groups : lesson.info().traceGroups;

    auto device = openDevice(o.selector);
    applyProfileSpec(*device, o.profile);
    const GeometryProfile& profile = device->profile();
    const ModelGeometry geometry = modelGeometry(profile);
    const ParamSet params = applyParams(specs, lesson.defaults(device.get()), o.sets);
    const TracedConfiguration traced = traceConfiguration(*device, lesson, params, profile, traceGroups);
    const ModelSummary& s = traced.summary;

    uint32_t maxGroup = 0, maxStep = 0;
    for (const auto& r : s.requests) {
        maxGroup = std::max(maxGroup, r.group);
        maxStep = std::max(maxStep, r.step);
    }
    const bool filtered = group >= 0 || step >= 0;
    auto selected = [&](const Request& r) {
        return (group < 0 || r.group == uint64_t(group)) && (step < 0 || r.step == uint64_t(step));
    };
    const Request* shown = pickRequest(s, lesson.info().space, uint32_t(std::max<int64_t>(group, 0)), step);
    if (!shown && (filtered || !s.requests.empty()))
        throw Error(ErrorKind::InvalidParameter,
                    "no request for SIMD group " + std::to_string(std::max<int64_t>(group, 0)) +
                        (step >= 0 ? " at step " + std::to_string(step) : std::string()) +
                        ": the trace has SIMD groups " + rangeText(0, maxGroup) + " and steps " +
                        rangeText(0, maxStep));

    if (o.json) {
        Json j;
        j["schema_version"] = kJsonSchemaVersion;
        j["lesson"] = lesson.info().id;
        j["device"] = device->label();
        j["params"] = params.toJson(specs);
        j["profile"] = profileToJson(profile);
        j["trace"] = {{"work_groups", traced.trace.groups},
                      {"work_group_size", traced.trace.workGroupSize},
                      {"records", traced.trace.records.size()},
                      {"buffers", traced.trace.bufferNames},
                      {"trace_ms", traced.traceMs},
                      {"model_ms", traced.modelMs},
                      {"validation", validationJson(traced.validation)}};
        j["summary"] = summaryToJson(s, profile);
        j["prediction"] = predictionToJson(s, profile);
        Json requests = Json::array();
        for (const auto& r : s.requests)
            if (selected(r))
                requests.push_back(requestToJson(r, o.lanes));
        j["requests"] = std::move(requests);
        std::cout << j.dump(2) << "\n";
    } else {
        std::vector<std::string> words;
        for (const auto& [name, value] : params.values())
            words.push_back(name + "=" + value);
        // The device's name wrapped like the rest (PoCL's names run past 80 columns: "pthread-skylake-avx512-
        // Intel(R) Xeon(R) Processor (Portable Computing Language)").
        std::cout << wrapText(lesson.info().id + " on ", device->label());
        std::cout << wrapWords("parameters: ", words);
        std::cout << "profile: " << profile.family << ", SIMD groups of " << geometry.simd << "\n\n";
        if (shown)
            std::cout << drawRequest(*shown, geometry);
        else
            std::cout << "the trace holds no accesses\n";
        std::ostringstream summary;
        summary << "\ntrace: " << traced.trace.groups << " work-groups of " << traced.trace.workGroupSize
                << ", " << traced.trace.records.size() << " accesses -> " << s.requests.size() << " requests\n"
                << "SIMD groups " << rangeText(0, maxGroup) << ", steps " << rangeText(0, maxStep)
                << "; traced in " << formatNs(traced.traceMs * 1e6) << ", modelled in "
                << formatNs(traced.modelMs * 1e6) << "\n";
        const Prediction p = makePrediction(s, profile);
        std::ostringstream relative;
        relative << p.relative;
        std::vector<std::string> model{"predicted", relative.str(), "of",        "the",
                                       "ideal",     "pattern's",    "throughput"};
        if (p.predictedGBs) {
            model.back() += ",";
            model.push_back("about");
            model.push_back(formatGBs(*p.predictedGBs));
        }
        summary << wrapWords("model (" + s.space + "): ", model);
        if (!s.note.empty())
            summary << wrapText("note: ", s.note);
        summary << "another request: --group N --step N; every request: --json\n";
        std::cout << summary.str();
    }

    if (!traced.validation.passed) {
        std::cerr << "coalesce-cli: error: the traced kernel's output differs from the host reference: "
                  << traced.validation.mismatches << " of " << traced.validation.checked << " values, first "
                  << traced.validation.firstMismatch << "\n";
        return exitCodeFor(ErrorKind::Validation);
    }
    return kExitOk;
}

} // namespace

void setupTraceCommand(CLI::App& app, int& exitCode)
{
    auto o = std::make_shared<TraceOptions>();
    auto* cmd = app.add_subcommand("trace", "Trace a lesson kernel's accesses on the device and model them");
    cmd->add_option("lesson", o->lesson, "Lesson id, e.g. local.stride (see `coalesce-cli lessons`)")
        ->required();
    addDeviceOption(*cmd, o->selector);
    cmd->add_option("-s,--set", o->sets, "Parameter value name=value (repeatable), e.g. --set stride=2")
        ->allow_extra_args(false);
    cmd->add_option("--profile", o->profile,
                    "Geometry overrides key=value,... (simd, banks, bank_width, conflict_group, broadcast, "
                    "segment, line, channels, interleave, local_physical, peak_bandwidth)");
    cmd->add_flag("--json", o->json, "Print the profile, the model summary and every request as JSON");
    cmd->add_option("--group", o->group, "SIMD group to show (0 first; with --json: only its requests)")
        ->check(wholeNumber(0, int64_t(1) << 20));
    cmd->add_option("--step", o->step,
                    "Access step to show (default: the first step of the timed loop; with --json: only it)")
        ->check(wholeNumber(0, int64_t(1) << 31));
    cmd->add_flag("--lanes", o->lanes, "With --json: list every lane of each request");
    cmd->add_option(
           "--trace-groups", o->groups,
           "Work-groups in the traced launch (1-64, default: the lesson's, e.g. 2; global.channels 16)")
        ->check(wholeNumber(1, 64));
    cmd->callback([o, &exitCode] { exitCode = guarded([&] { return execute(*o); }); });
}

} // namespace coalesce::cli
