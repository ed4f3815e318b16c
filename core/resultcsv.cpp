// SPDX-License-Identifier: GPL-3.0-or-later
// Result files as CSV: one row per point, the parameters as columns, numbers independent of the C locale.
#include "core/outputfile.h"
#include "core/prediction.h"
#include "core/results.h"

#include <algorithm>
#include <charconv>
#include <sstream>
#include <string>
#include <vector>

namespace coalesce {

namespace {

// Ten significant digits (plenty for ns and GB/s), independent of the C locale.
std::string number(double value)
{
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 10);
    return std::string(buffer, result.ptr);
}

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string out = "\"";
    for (char c : text)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

} // namespace

std::string resultToCsv(const ResultFile& file)
{
    // One table; a file of several devices gets a leading `device` column and each device's rows in turn.
    struct Series {
        std::string device;
        const std::vector<PointResult>* points;
    };
    const auto deviceName = [](const Json& device) { return device.value("name", std::string()); };
    std::vector<Series> series{{deviceName(file.device), &file.points}};
    for (const auto& s : file.compared)
        series.push_back({deviceName(s.device), &s.points});
    const bool several = series.size() > 1;

    // Parameter columns: every parameter name of any point, in the order first seen.
    std::vector<std::string> names;
    bool anyPrediction = false;
    for (const auto& s : series)
        for (const auto& p : *s.points) {
            for (const auto& [name, value] : p.params.values())
                if (std::find(names.begin(), names.end(), name) == names.end())
                    names.push_back(name);
            anyPrediction = anyPrediction || p.prediction.has_value();
        }
    std::ostringstream out;
    out << (several ? "device," : "") << "point,lesson,swept_param,swept_value";
    for (const auto& n : names)
        out << "," << csvField(n);
    out << ",bytes_read,bytes_written,reps,median_ns,min_ns,max_ns,p10_ns,p90_ns,mean_ns,host_ns_per_launch,"
           "host_disagrees,eb_gbs,eb_p10_gbs,eb_p90_gbs,eb_max_gbs,validation_passed,mismatches,skipped,error";
    if (anyPrediction)
        out << ",prediction";
    out << "\n";
    for (const auto& s : series)
        for (size_t i = 0; i < s.points->size(); ++i) {
            const PointResult& p = (*s.points)[i];
            const TimingStats& t = p.timing;
            if (several)
                out << csvField(s.device) << ",";
            out << i << "," << csvField(file.lesson) << "," << csvField(file.sweptParam) << ","
                << csvField(p.sweptValue);
            for (const auto& n : names)
                out << "," << (p.params.has(n) ? csvField(p.params.text(n)) : std::string());
            out << "," << p.bytesRead << "," << p.bytesWritten << "," << t.reps << "," << number(t.medianNs)
                << "," << number(t.minNs) << "," << number(t.maxNs) << "," << number(t.p10Ns) << ","
                << number(t.p90Ns) << "," << number(t.meanNs) << "," << number(t.hostNsPerLaunch) << ","
                << (t.hostDisagrees ? "true" : "false") << "," << number(p.ebGBs) << "," << number(p.ebP10GBs)
                << "," << number(p.ebP90GBs) << "," << number(p.ebMaxGBs) << ","
                << (p.validation.passed ? "true" : "false") << "," << p.validation.mismatches << ","
                << csvField(p.skipped) << "," << csvField(p.error);
            if (anyPrediction)
                out << "," << (p.prediction ? csvField(predictionToJson(*p.prediction).dump()) : std::string());
            out << "\n";
        }
    return out.str();
}

void saveResultCsv(const std::string& path, const ResultFile& file)
{
    writeFileAtomic(path, resultToCsv(file));
}

} // namespace coalesce
