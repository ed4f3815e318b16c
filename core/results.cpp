// SPDX-License-Identifier: GPL-3.0-or-later
// Result files: JSON (schema in docs/RESULTS.md), CSV, and atomic writes.
#include "core/results.h"

#include "core/context.h"
#include "core/errors.h"
#include "core/resultlimits.h"

#include "coalesce_version.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <fstream>
#include <limits>
#include <sys/stat.h>
#include <unistd.h>

namespace coalesce {

namespace {

constexpr const char* kFormat = "coalesce-result";

[[noreturn]] void ioError(const std::string& message)
{
    throw Error(ErrorKind::Io, message);
}

std::string nowUtc()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buffer;
}

void checkName(const std::string& text, const std::string& path)
{
    const std::string shown = path.size() > 80 ? path.substr(0, 77) + "..." : path;
    if (text.size() > kMaxResultName)
        ioError("result file is refused: \"" + shown + "\" is " + std::to_string(text.size()) +
                " bytes long; names are limited to " + std::to_string(kMaxResultName) + " bytes");
}

// A parameter value read back: a string name or a whole number exact as a double (charts plot it).
std::string paramValue(const Json& value, const std::string& path)
{
    if (value.is_string()) {
        checkName(value.get_ref<const std::string&>(), path);
        return value.get<std::string>();
    }
    if (!value.is_number_integer())
        ioError("result file is malformed: \"" + path + "\" should be a number or a string");
    const bool inRange = value.is_number_unsigned() ? value.get<uint64_t>() <= uint64_t(kMaxResultInteger)
                                                    : value.get<int64_t>() <= kMaxResultInteger &&
                                                          value.get<int64_t>() >= -kMaxResultInteger;
    if (!inRange)
        ioError("result file is refused: \"" + path + "\" is " + value.dump() +
                "; parameter values must be from -2^53 to 2^53");
    return std::to_string(value.get<int64_t>());
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

// Reading a result: every access names the path of the value, so a damaged file says what is wrong.
class Reader {
public:
    Reader(const Json& json, std::string path) : m_json(json), m_path(std::move(path)) {}

    const Json& at(const std::string& key) const
    {
        if (!m_json.is_object())
            ioError("result file is malformed: \"" + m_path + "\" is not an object");
        const auto it = m_json.find(key);
        if (it == m_json.end())
            ioError("result file is missing \"" + name(key) + "\"");
        return *it;
    }
    Reader child(const std::string& key) const { return Reader(at(key), name(key)); }
    const Json& optional(const std::string& key) const
    {
        static const Json kNull;
        const auto it = m_json.find(key);
        return it == m_json.end() ? kNull : *it;
    }

    // Times, bandwidths and budgets: finite, not negative, at most kMaxResultNumber.
    double number(const std::string& key) const
    {
        const Json& v = at(key);
        if (!v.is_number())
            wrongType(key, "a number");
        const double d = v.get<double>();
        if (!std::isfinite(d) || d < 0 || d > kMaxResultNumber)
            ioError("result file is refused: \"" + name(key) + "\" is " + v.dump() +
                    "; numbers must be finite, from 0 to 1e18");
        return d;
    }
    int64_t integer(const std::string& key, int64_t most = kMaxResultInteger) const
    {
        const Json& v = at(key);
        if (!v.is_number_integer())
            wrongType(key, "a whole number");
        if (v.is_number_unsigned() ? v.get<uint64_t>() > uint64_t(most)
                                   : v.get<int64_t>() > most || v.get<int64_t>() < -most)
            ioError("result file is refused: \"" + name(key) + "\" is " + v.dump() + "; it must be from " +
                    std::to_string(-most) + " to " + std::to_string(most));
        return v.get<int64_t>();
    }
    // Counts that become an int (repetitions, warm-up launches).
    int smallInteger(const std::string& key) const
    {
        return int(integer(key, std::numeric_limits<int>::max()));
    }
    uint64_t count(const std::string& key) const
    {
        const int64_t v = integer(key);
        if (v < 0)
            wrongType(key, "a non-negative number");
        return uint64_t(v);
    }
    bool boolean(const std::string& key) const
    {
        const Json& v = at(key);
        if (!v.is_boolean())
            wrongType(key, "true or false");
        return v.get<bool>();
    }
    std::string text(const std::string& key) const
    {
        const Json& v = at(key);
        if (!v.is_string())
            wrongType(key, "a string");
        return v.get<std::string>();
    }
    // A name shown in titles, legends and tables: at most kMaxResultName bytes.
    std::string shortText(const std::string& key) const
    {
        std::string t = text(key);
        checkName(t, name(key));
        return t;
    }
    const Json& object(const std::string& key) const
    {
        const Json& v = at(key);
        if (!v.is_object())
            wrongType(key, "an object");
        return v;
    }

private:
    std::string name(const std::string& key) const { return m_path.empty() ? key : m_path + "." + key; }
    [[noreturn]] void wrongType(const std::string& key, const char* expected) const
    {
        ioError("result file is malformed: \"" + name(key) + "\" should be " + expected);
    }

    const Json& m_json;
    std::string m_path;
};

ParamSet paramsFromJson(const Json& json, const std::string& path)
{
    if (!json.is_object())
        ioError("result file is malformed: \"" + path + "\" is not an object");
    ParamSet params;
    for (const auto& [name, value] : json.items()) {
        checkName(name, path + "." + name);
        params.setRaw(name, paramValue(value, path + "." + name));
    }
    return params;
}

TimingStats timingFromJson(const Reader& t)
{
    TimingStats stats;
    stats.reps = t.smallInteger("reps");
    stats.medianNs = t.number("median_ns");
    stats.minNs = t.number("min_ns");
    stats.maxNs = t.number("max_ns");
    stats.p10Ns = t.number("p10_ns");
    stats.p90Ns = t.number("p90_ns");
    stats.meanNs = t.number("mean_ns");
    stats.hostNsPerLaunch = t.number("host_ns_per_launch");
    stats.hostDisagrees = t.boolean("host_disagrees");
    return stats;
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

PointResult pointFromJson(const Json& json, const std::string& path)
{
    const Reader r(json, path);
    PointResult point;
    point.params = paramsFromJson(r.at("params"), path + ".params");
    const Json& swept = r.at("swept_value");
    if (!swept.is_null())
        point.sweptValue = paramValue(swept, path + ".swept_value");
    point.bytesRead = r.count("bytes_read");
    point.bytesWritten = r.count("bytes_written");

    point.timing = timingFromJson(r.child("timing"));
    // Added for host-timed lessons (transfer.zerocopy); absent in older files and for kernel-timed lessons.
    if (!r.optional("host_wall").is_null()) {
        point.wall = timingFromJson(r.child("host_wall"));
        point.wallGBs = r.number("wall_gbs");
    }

    point.ebGBs = r.number("eb_gbs");
    point.ebP10GBs = r.number("eb_p10_gbs");
    point.ebP90GBs = r.number("eb_p90_gbs");
    point.ebMaxGBs = r.number("eb_max_gbs");

    const Reader v = r.child("validation");
    point.validation.passed = v.boolean("passed");
    point.validation.checked = v.count("checked");
    point.validation.mismatches = v.count("mismatches");
    point.validation.firstMismatch = v.text("first_mismatch");

    point.launch = r.optional("launch");
    point.prediction = predictionFromJson(r.optional("prediction"), path + ".prediction");
    point.skipped = r.text("skipped");
    point.error = r.text("error");
    return point;
}

// Devices in one file beyond the first (a comparison of two is the use; a handful is plenty).
constexpr size_t kMaxResultSeries = 15;

// Schema 2: the other devices' series; each as the file's own device, profile, cancelled and points.
void readCompared(const Reader& r, ResultFile& file)
{
    file.measured = r.shortText("measured");
    const Json& compared = r.at("compared");
    if (!compared.is_array())
        ioError("result file is malformed: \"compared\" should be an array");
    if (compared.size() > kMaxResultSeries)
        ioError("result file is refused: it compares " + std::to_string(compared.size() + 1) +
                " devices; at most " + std::to_string(kMaxResultSeries + 1) + " are read");
    size_t total = file.points.size();
    for (size_t i = 0; i < compared.size(); ++i) {
        const std::string path = "compared[" + std::to_string(i) + "]";
        const Reader s(compared[i], path);
        ResultSeries series;
        series.device = s.object("device");
        if (const auto it = series.device.find("name"); it != series.device.end() && it->is_string())
            checkName(it->get<std::string>(), path + ".device.name");
        series.profile = s.object("profile");
        series.cancelled = s.boolean("cancelled");
        const Json& points = s.at("points");
        if (!points.is_array())
            ioError("result file is malformed: \"" + path + ".points\" should be an array");
        total += points.size();
        if (total > kMaxResultPoints)
            ioError("result file is refused: it has more than " + std::to_string(kMaxResultPoints) +
                    " points in all");
        for (size_t k = 0; k < points.size(); ++k)
            series.points.push_back(pointFromJson(points[k], path + ".points[" + std::to_string(k) + "]"));
        file.compared.push_back(std::move(series));
    }
}

std::string errnoText()
{
    return std::strerror(errno);
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
                       {"first_mismatch", point.validation.firstMismatch}};
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
    j["format"] = kFormat;
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

ResultFile resultFromJson(const Json& json)
{
    if (!json.is_object() || !json.contains("format") || json["format"] != kFormat)
        ioError("not a Coalesce result file (no \"format\": \"" + std::string(kFormat) + "\")");
    const Reader r(json, "");
    const int64_t version = r.integer("schema_version");
    if (version > kResultSchemaVersion)
        ioError("result file has schema version " + std::to_string(version) + "; this Coalesce " +
                COALESCE_VERSION + " reads up to version " + std::to_string(kResultSchemaVersion) +
                " (use a newer Coalesce)");
    if (version < 1)
        ioError("result file has an invalid schema version " + std::to_string(version));

    ResultFile file;
    file.schemaVersion = int(version);
    file.appVersion = r.shortText("app_version");
    file.createdUtc = r.shortText("created_utc");
    file.device = r.object("device");
    for (const char* key :
         {"name", "vendor", "platform", "platform_version", "driver_version", "device_version", "type"})
        if (const auto it = file.device.find(key); it != file.device.end() && it->is_string())
            checkName(it->get<std::string>(), std::string("device.") + key);
    file.profile = r.object("profile");
    if (const auto it = file.profile.find("family"); it != file.profile.end() && it->is_string())
        checkName(it->get<std::string>(), "profile.family");
    file.lesson = r.shortText("lesson");
    file.fixedParams = r.object("fixed_params");
    const Json& swept = r.at("swept_param");
    if (swept.is_string())
        file.sweptParam = r.shortText("swept_param");
    else if (!swept.is_null())
        ioError("result file is malformed: \"swept_param\" should be a string or null");
    const Reader o = r.child("options");
    file.options.warmup = o.smallInteger("warmup");
    file.options.budgetSeconds = o.number("budget_seconds");
    file.options.minReps = o.smallInteger("min_reps");
    file.options.maxReps = o.smallInteger("max_reps");
    file.cancelled = r.boolean("cancelled");
    const Json& points = r.at("points");
    if (!points.is_array())
        ioError("result file is malformed: \"points\" should be an array");
    if (points.size() > kMaxResultPoints)
        ioError("result file is refused: it has " + std::to_string(points.size()) + " points; at most " +
                std::to_string(kMaxResultPoints) + " are read");
    for (size_t i = 0; i < points.size(); ++i)
        file.points.push_back(pointFromJson(points[i], "points[" + std::to_string(i) + "]"));
    if (version >= 2 && json.contains("compared"))
        readCompared(r, file);
    return file;
}

void saveResultJson(const std::string& path, const ResultFile& file)
{
    writeFileAtomic(path, resultToJson(file).dump(2) + "\n");
}

ResultFile loadResultFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        ioError("cannot open \"" + path + "\": " + errnoText());
    // The size first, so a huge file is refused before it is read (a FIFO reads up to the limit).
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && uint64_t(st.st_size) > kMaxResultFileBytes)
        ioError("\"" + path + "\" is refused: it has " + std::to_string(st.st_size) +
                " bytes; result files are limited to " + std::to_string(kMaxResultFileBytes >> 20) + " MiB");
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, size_t(in.gcount()));
        if (text.size() > kMaxResultFileBytes)
            ioError("\"" + path + "\" is refused: it has more than " +
                    std::to_string(kMaxResultFileBytes >> 20) + " MiB; result files are limited to that");
    }
    if (in.bad())
        ioError("cannot read \"" + path + "\": " + errnoText());
    return resultFromText(text, path);
}

ResultFile resultFromText(const std::string& text, const std::string& what)
{
    if (text.size() > kMaxResultFileBytes)
        ioError("\"" + what + "\" is refused: it has " + std::to_string(text.size()) +
                " bytes; result files are limited to " + std::to_string(kMaxResultFileBytes >> 20) + " MiB");
    checkResultText(text, "\"" + what + "\"");
    Json json;
    try {
        json = Json::parse(text);
    } catch (const Json::exception& e) { // parse_error, and out_of_range for numbers like 1e400
        ioError("\"" + what + "\" is not a valid JSON file (" + std::string(e.what()) + ")");
    }
    try {
        return resultFromJson(json);
    } catch (const Error& e) {
        ioError("\"" + what + "\": " + e.what());
    }
}

} // namespace coalesce
