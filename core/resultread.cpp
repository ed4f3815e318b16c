// SPDX-License-Identifier: GPL-3.0-or-later
// Result files, the reading side: every value checked against docs/RESULTS.md and the limits of
// core/resultlimits.h, so a damaged or foreign file says what is wrong and loads nothing.
#include "core/errors.h"
#include "core/resultlimits.h"
#include "core/results.h"

#include "coalesce_version.h"

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <sys/stat.h>

namespace coalesce {

namespace {

[[noreturn]] void ioError(const std::string& message)
{
    throw Error(ErrorKind::Io, message);
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
    // "method" and "reference" were added without a schema change (older files have neither): without them a
    // point is read as checked against the host reference, or "not checked" when it passed with nothing
    // compared (core/custom/validationstatus.h).
    if (v.optional("method").is_null()) {
        point.validation.method = point.validation.passed && point.validation.checked == 0
                                      ? ValidationMethod::NotChecked
                                      : ValidationMethod::HostReference;
    } else if (!validationMethodFromName(v.text("method"), point.validation.method)) {
        ioError(
            "result file is malformed: \"" + path + ".validation.method\" is \"" + v.shortText("method") +
            "\"; it should be \"host reference\", \"another device\", \"expected file\" or \"not checked\"");
    }
    if (!v.optional("reference").is_null())
        point.validation.reference = v.shortText("reference");

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

ResultFile resultFromJson(const Json& json)
{
    if (!json.is_object() || !json.contains("format") || json["format"] != kResultFormat)
        ioError("not a Coalesce result file (no \"format\": \"" + std::string(kResultFormat) + "\")");
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

std::string resultDeviceName(const Json& device)
{
    if (device.is_object() && device.contains("name") && device["name"].is_string())
        return device["name"].get<std::string>();
    return {};
}

std::optional<double> resultPeakGBs(const Json& profile)
{
    if (!profile.is_object() || !profile.contains("peak_bandwidth"))
        return std::nullopt;
    const Json& peak = profile["peak_bandwidth"];
    const Json value = peak.is_object() && peak.contains("value") ? peak["value"] : peak;
    if (!value.is_number())
        return std::nullopt;
    return value.get<double>() / 1000.0; // MB/s (10^6) -> GB/s (10^9)
}

} // namespace coalesce
