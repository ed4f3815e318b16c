// SPDX-License-Identifier: GPL-3.0-or-later
// The serve protocol's `probe`: the probes of core/probes/ on the request's device, with a progress event per
// probe point and the cancel token checked between points; the reply is the report `coalesce-cli probe --json`
// prints. The server keeps nothing: "stored" is always null (it writes no file, docs/PROTOCOL.md); the client
// decides what to do with the measured profile.
#include "core/remote/handlers.h"

#include "core/context.h"
#include "core/errors.h"
#include "core/probes/probe.h"

#include <chrono>
#include <cmath>

namespace coalesce::remote {

namespace {

// As app/cli/clicommon.h's kJsonSchemaVersion: the report is the CLI's.
constexpr int kProbeReportSchema = 1;

std::vector<std::string> onlyParam(const Json& params)
{
    std::vector<std::string> only;
    const auto it = params.find("only");
    if (it == params.end() || it->is_null())
        return only;
    if (!it->is_array())
        throw Error(ErrorKind::InvalidParameter, "\"only\" must be an array of probe names");
    for (const auto& name : *it) {
        if (!name.is_string())
            throw Error(ErrorKind::InvalidParameter, "\"only\" must be an array of probe names");
        only.push_back(name.get<std::string>());
    }
    return only; // runProbes refuses an unknown name, naming the known ones
}

double numberOption(const Json& options, const char* key, double fallback, double lo, double hi)
{
    const auto it = options.find(key);
    if (it == options.end() || it->is_null())
        return fallback;
    if (!it->is_number() || it->get<double>() < lo || it->get<double>() > hi)
        throw Error(ErrorKind::InvalidParameter, std::string("\"options.") + key + "\" must be a number from " +
                                                     std::to_string(int64_t(lo)) + " to " +
                                                     std::to_string(int64_t(hi)));
    return it->get<double>();
}

ProbeOptions probeOptions(const Json& params)
{
    ProbeOptions o;
    const auto it = params.find("options");
    if (it == params.end() || it->is_null())
        return o;
    if (!it->is_object())
        throw Error(ErrorKind::InvalidParameter, "\"options\" must be an object");
    const Json& j = *it;
    o.pointSeconds = numberOption(j, "point_seconds", o.pointSeconds, 0, 10);
    o.warmup = int(numberOption(j, "warmup", o.warmup, 0, 100));
    o.minReps = int(numberOption(j, "min_reps", o.minReps, 1, 100000));
    o.maxReps = int(numberOption(j, "max_reps", o.maxReps, 1, 100000));
    if (o.maxReps < o.minReps)
        throw Error(ErrorKind::InvalidParameter, "\"options.max_reps\" must not be below \"min_reps\"");
    o.maxBufferBytes = uint64_t(
        numberOption(j, "max_buffer_bytes", double(o.maxBufferBytes), 4096, double(uint64_t(1) << 40)));
    o.maxFootprintBytes = uint64_t(
        numberOption(j, "max_footprint_bytes", double(o.maxFootprintBytes), 4096, double(uint64_t(1) << 40)));
    return o;
}

} // namespace

Json probeResult(DeviceContext& device, const Json& params, const CancelToken& cancel, const EventFn& event)
{
    const std::vector<std::string> only = onlyParam(params);
    const ProbeOptions options = probeOptions(params);
    const auto start = std::chrono::steady_clock::now();
    const std::vector<ProbeResult> results = runProbes(device, only, options, &cancel, [&](const Progress& p) {
        event("progress",
              {{"point", p.point}, {"points", p.points}, {"fraction", p.fraction}, {"message", p.message}});
    });
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    GeometryProfile profile = device.profile();
    applyProbeResults(results, profile);
    Json list = Json::array();
    for (const auto& r : results)
        list.push_back(probeResultToJson(r));
    return Json{{"schema_version", kProbeReportSchema},       {"device", device.label()},
                {"seconds", std::round(seconds * 100) / 100}, {"stored", nullptr},
                {"profile", profileToJson(profile)},          {"probes", std::move(list)}};
}

} // namespace coalesce::remote
