// SPDX-License-Identifier: GPL-3.0-or-later
// Result files, the writing side: the metadata of a run, points and files as JSON (schema in docs/RESULTS.md),
// saved atomically. Reading them back is resultread.cpp; CSV is resultcsv.cpp.
#include "core/results.h"

#include "core/context.h"
#include "core/custom/validationstatus.h"

#include "coalesce_version.h"

#include <ctime>

namespace coalesce {

namespace {

std::string nowUtc()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buffer;
}

bool isInteger(const std::string& text)
{
    if (text.empty() || text.size() > 18)
        return false;
    const size_t start = text[0] == '-' ? 1 : 0;
    if (start == text.size())
        return false;
    for (size_t i = start; i < text.size(); ++i)
        if (text[i] < '0' || text[i] > '9')
            return false;
    return true;
}

Json timingToJson(const TimingStats& t)
{
    return {{"reps", t.reps},
            {"median_ns", t.medianNs},
            {"min_ns", t.minNs},
            {"max_ns", t.maxNs},
            {"p10_ns", t.p10Ns},
            {"p90_ns", t.p90Ns},
            {"mean_ns", t.meanNs},
            {"host_ns_per_launch", t.hostNsPerLaunch},
            {"host_disagrees", t.hostDisagrees}};
}

} // namespace

ResultFile makeResultFile(const DeviceContext& device, const Lesson& lesson, const SweepRequest& request,
                          const SweepOutcome& outcome)
{
    ResultFile file;
    file.appVersion = COALESCE_VERSION;
    file.createdUtc = nowUtc();

    const DeviceEntry& e = device.entry();
    Json dev = Json::object();
    dev["name"] = e.name;
    dev["vendor"] = e.vendor;
    dev["platform"] = e.platformName;
    dev["platform_version"] = e.platformVersion;
    dev["driver_version"] = e.driverVersion;
    dev["device_version"] = e.deviceVersion;
    dev["type"] = e.type;
    for (const char* key : {"global_mem_size", "max_mem_alloc_size", "local_mem_size", "local_mem_type",
                            "max_constant_buffer_size", "global_mem_cache_size", "global_mem_cacheline_size",
                            "max_compute_units", "max_clock_frequency", "mem_base_addr_align"}) {
        const Json& v = infoValue(device.info(), key);
        if (!v.is_null())
            dev[key] = v;
    }
    file.device = dev;
    file.profile = profileToJson(device.profile());

    const auto specs = lesson.params();
    file.lesson = lesson.info().id;
    file.fixedParams = request.fixed.toJson(specs);
    if (!request.range.param.empty())
        file.fixedParams.erase(request.range.param);
    file.sweptParam = request.range.param;
    file.options = request.options;
    file.cancelled = outcome.cancelled;
    file.points = outcome.points;
    return file;
}

Json pointToJson(const PointResult& point, const std::vector<ParamSpec>& specs)
{
    Json j = Json::object();
    j["params"] = point.params.toJson(specs);
    if (point.sweptValue.empty())
        j["swept_value"] = nullptr;
    else if (isInteger(point.sweptValue))
        j["swept_value"] = std::stoll(point.sweptValue);
    else
        j["swept_value"] = point.sweptValue;
    j["bytes_read"] = point.bytesRead;
    j["bytes_written"] = point.bytesWritten;
    j["timing"] = timingToJson(point.timing);
    if (point.wall.reps > 0) {
        j["host_wall"] = timingToJson(point.wall);
        j["wall_gbs"] = point.wallGBs;
    }
    j["eb_gbs"] = point.ebGBs;
    j["eb_p10_gbs"] = point.ebP10GBs;
    j["eb_p90_gbs"] = point.ebP90GBs;
    j["eb_max_gbs"] = point.ebMaxGBs;
    j["validation"] = {{"passed", point.validation.passed},
                       {"checked", point.validation.checked},
                       {"mismatches", point.validation.mismatches},
                       {"first_mismatch", point.validation.firstMismatch},
                       {"method", validationMethodName(notChecked(point) ? ValidationMethod::NotChecked
                                                                         : point.validation.method)}};
    if (!point.validation.reference.empty())
        j["validation"]["reference"] = point.validation.reference;
    j["launch"] = point.launch;
    j["prediction"] = point.prediction ? predictionToJson(*point.prediction) : Json();
    j["skipped"] = point.skipped;
    j["error"] = point.error;
    return j;
}

Json resultToJson(const ResultFile& file)
{
    // Specs are not needed to write parameters back: ParamSet::toJson without specs keeps text, so numbers are
    // restored from the canonical text here.
    auto paramsJson = [](const ParamSet& params) {
        Json j = Json::object();
        for (const auto& [name, value] : params.values())
            j[name] = isInteger(value) ? Json(std::stoll(value)) : Json(value);
        return j;
    };
    Json j = Json::object();
    j["format"] = kResultFormat;
    j["schema_version"] = 1; // 2 with `compared`, below
    j["app_version"] = file.appVersion;
    j["created_utc"] = file.createdUtc;
    // Objects left unset (a file assembled by hand, all parameters swept) are written as {}: the reader needs
    // objects.
    const auto object = [](const Json& value) { return value.is_null() ? Json::object() : value; };
    j["device"] = object(file.device);
    j["profile"] = object(file.profile);
    j["lesson"] = file.lesson;
    j["fixed_params"] = object(file.fixedParams);
    j["swept_param"] = file.sweptParam.empty() ? Json(nullptr) : Json(file.sweptParam);
    j["options"] = {{"warmup", file.options.warmup},
                    {"budget_seconds", file.options.budgetSeconds},
                    {"min_reps", file.options.minReps},
                    {"max_reps", file.options.maxReps}};
    j["cancelled"] = file.cancelled;
    const auto pointsJson = [&](const std::vector<PointResult>& list) {
        Json points = Json::array();
        for (const auto& p : list) {
            Json pj = pointToJson(p, {});
            pj["params"] = paramsJson(p.params);
            points.push_back(std::move(pj));
        }
        return points;
    };
    j["points"] = pointsJson(file.points);
    if (!file.compared.empty()) {
        j["schema_version"] = 2;
        j["measured"] = file.measured;
        Json compared = Json::array();
        for (const auto& s : file.compared)
            compared.push_back({{"device", object(s.device)},
                                {"profile", object(s.profile)},
                                {"cancelled", s.cancelled},
                                {"points", pointsJson(s.points)}});
        j["compared"] = std::move(compared);
    }
    return j;
}

void saveResultJson(const std::string& path, const ResultFile& file)
{
    writeFileAtomic(path, resultToJson(file).dump(2) + "\n");
}

} // namespace coalesce
