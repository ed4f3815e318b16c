// SPDX-License-Identifier: GPL-3.0-or-later
// Progress, table rows and the single-point report of coalesce-cli.
#include "app/cli/pointprinter.h"

#include "app/cli/clicommon.h"

#include "core/compilerreport.h"
#include "core/custom/validationstatus.h"
#include "core/params.h"
#include "core/prediction.h"

#include <cstdio>
#include <iomanip>
#include <iostream>

namespace coalesce::cli {

namespace {

// "stride=1 type=float size=16M": the lesson's order, sizes with their suffix.
std::string paramsText(const ParamSet& params, const std::vector<ParamSpec>& specs)
{
    std::string out;
    const Json json = params.toJson(specs);
    for (const auto& [name, value] : json.items()) {
        const ParamSpec* spec = findSpec(specs, name);
        const std::string text = spec && spec->kind == ParamKind::Size ? formatSize(value.get<int64_t>())
                                 : value.is_string()                   ? value.get<std::string>()
                                                                       : value.dump();
        out += (out.empty() ? "" : " ") + name + "=" + text;
    }
    return out;
}

// The model's relative throughput, "0.25", or "-" when there is none.
std::string predictionText(const std::optional<Prediction>& prediction)
{
    if (!prediction || prediction->failed())
        return "-";
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", prediction->relative);
    return text;
}

// The validation column: "ok", "not checked" (a lesson without a reference) or "FAILED: ...".
std::string validationText(const Validation& v)
{
    if (notChecked(v))
        return "not checked";
    return v.passed ? "ok" : "FAILED: " + v.firstMismatch;
}

} // namespace

PointPrinter::PointPrinter(const Lesson& lesson, const DeviceContext& device, const SweepRequest& request,
                           bool quiet)
    : m_lesson(lesson), m_device(device), m_request(request), m_quiet(quiet), m_terminal(stderrIsTerminal())
{
    if (!m_quiet) {
        std::cout << m_lesson.info().id << " on " << m_device.label() << "\n";
        std::cout << "parameters: " << paramsText(m_request.fixed, m_lesson.params());
        if (!m_request.range.param.empty())
            std::cout << "  (sweeping " << m_request.range.param << " over " << m_request.range.values.size()
                      << " values)";
        std::cout << "\n";
        std::cout.flush();
    }
}

void PointPrinter::clearLine()
{
    if (m_terminal && m_lineShown) {
        std::cerr << "\r\033[K" << std::flush;
        m_lineShown = false;
    }
}

void PointPrinter::progress(const Progress& progress, const SweepOutcome& partial)
{
    const bool sweep = !m_request.range.param.empty();
    while (m_printed < partial.points.size()) {
        const PointResult& point = partial.points[m_printed++];
        clearLine();
        if (sweep && !m_quiet)
            printRow(point);
        else if (!m_terminal && sweep)
            std::cerr << "[" << m_printed << "/" << progress.points << "] " << progress.message << "\n";
    }
    if (m_terminal) {
        std::cerr << "\r\033[K[" << (progress.point + 1) << "/" << progress.points << "] " << progress.message
                  << std::flush;
        m_lineShown = true;
    }
}

void PointPrinter::finish()
{
    clearLine();
}

void PointPrinter::printHeader()
{
    const std::string& param = m_request.range.param;
    std::cout << std::left << std::setw(12) << param << std::right << std::setw(12) << "EB GB/s"
              << std::setw(12) << "median" << std::setw(12) << "p10" << std::setw(12) << "p90" << std::setw(12)
              << "min" << std::setw(7) << "reps" << (m_request.predictor ? "   model" : "") << "  validation\n";
    m_headerShown = true;
}

void PointPrinter::printRow(const PointResult& point)
{
    if (!m_headerShown)
        printHeader();
    std::cout << std::left << std::setw(12) << point.sweptValue << std::right;
    if (!point.skipped.empty()) {
        std::cout << "  skipped: " << point.skipped << "\n";
    } else if (point.timing.reps == 0) {
        std::cout << "  validation FAILED: " << point.validation.firstMismatch << "\n";
    } else {
        char eb[32];
        std::snprintf(eb, sizeof eb, "%.2f", point.ebGBs);
        const TimingStats& t = point.timing;
        std::cout << std::setw(12) << eb << std::setw(12) << formatNs(t.medianNs) << std::setw(12)
                  << formatNs(t.p10Ns) << std::setw(12) << formatNs(t.p90Ns) << std::setw(12)
                  << formatNs(t.minNs) << std::setw(7) << t.reps;
        if (m_request.predictor)
            std::cout << ' ' << std::setw(7) << predictionText(point.prediction); // apart when wider
        std::cout << "  " << validationText(point.validation);
        if (point.wall.reps > 0) // a host-timed lesson: the whole cycle's wall time beside the kernel's
            std::cout << "  host wall " << formatNs(point.wall.medianNs);
        std::cout << "\n";
    }
    std::cout.flush();
}

void PointPrinter::printDetails(const PointResult& point) const
{
    const TimingStats& t = point.timing;
    auto row = [](const char* label) -> std::ostream& {
        return std::cout << "  " << std::left << std::setw(12) << label;
    };
    if (t.reps > 0) {
        row("EB") << formatGBs(point.ebGBs) << "  (p10..p90 " << formatGBs(point.ebP10GBs) << " .. "
                  << formatGBs(point.ebP90GBs) << ", best " << formatGBs(point.ebMaxGBs) << ")\n";
        row("time") << "median " << formatNs(t.medianNs) << ", min " << formatNs(t.minNs) << ", p10 "
                    << formatNs(t.p10Ns) << ", p90 " << formatNs(t.p90Ns) << ", max " << formatNs(t.maxNs)
                    << "\n";
        row("reps") << t.reps << " timed launches (profiling events), host timer "
                    << formatNs(t.hostNsPerLaunch) << " per launch"
                    << (t.hostDisagrees ? " - DISAGREES with the events by more than 10 %" : "") << "\n";
    }
    if (point.wall.reps > 0)
        row("host wall") << "median " << formatNs(point.wall.medianNs) << ", min " << formatNs(point.wall.minNs)
                         << " per cycle (" << point.wall.reps << " cycles: fill, transfer, kernel, wait), "
                         << formatGBs(point.wallGBs) << "; the times above are the kernel's\n";
    row("bytes") << "read " << formatBytes(point.bytesRead) << ", written " << formatBytes(point.bytesWritten)
                 << " per launch\n";
    if (notChecked(point.validation)) {
        row("validation") << "not checked (no reference to compare with)\n";
    } else {
        row("validation") << (point.validation.passed ? "passed" : "FAILED") << " (" << point.validation.checked
                          << " values checked";
        if (!point.validation.passed)
            std::cout << ", " << point.validation.mismatches << " differ; first "
                      << point.validation.firstMismatch;
        std::cout << ")\n";
    }
    if (point.prediction)
        row("model") << predictionToJson(*point.prediction).dump() << "\n";
    if (point.launch.is_object() && point.launch.contains("compiler"))
        if (const std::string text = describeCompilerReport(point.launch["compiler"]); !text.empty())
            row("compiler") << text << "\n";
    if (point.launch.is_object() && !point.launch.empty())
        row("launch") << point.launch.dump() << "\n";
    std::cout.flush();
}

} // namespace coalesce::cli
