// SPDX-License-Identifier: GPL-3.0-or-later
// `coalesce-cli probe [--device SEL] [--only NAME...] [--json] [--out FILE] [--no-save]`: measures the device's
// geometry with the probes of core/probes/, prints each value with its method and confidence (or why it could
// not be decided), keeps the decided values in the device's measured store (core/geometrystore.h) and writes
// the whole report, raw curves included, as JSON.
#include "app/cli/clicommon.h"
#include "app/cli/commands.h"

#include "core/geometrystore.h"
#include "core/outputfile.h"
#include "core/probes/probe.h"

#include <chrono>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace coalesce::cli {

namespace {

struct ProbeCliOptions {
    std::string selector;
    std::vector<std::string> only;
    bool json = false;
    bool noSave = false;
    bool list = false;
    std::string out;
};

std::string valueText(const ProbeValue& v)
{
    std::ostringstream s;
    if (v.unit == "B" && v.value >= 1024)
        s << formatBytes(uint64_t(std::llround(v.value)), ByteStyle::Exact);
    else if (v.unit == "ratio")
        s << std::fixed << std::setprecision(3) << v.value;
    else if (v.value != std::floor(v.value) && std::fabs(v.value) < 10)
        s << std::setprecision(3) << v.value << " " << v.unit; // 3 significant digits: 0.0821 ns, not 0.1
    else if (v.value != std::floor(v.value))
        s << std::fixed << std::setprecision(1) << v.value << " " << v.unit;
    else
        s << int64_t(v.value) << " " << v.unit;
    return s.str();
}

int execute(const ProbeCliOptions& o)
{
    if (o.list) {
        for (const auto& p : probeList())
            std::cout << std::left << std::setw(20) << p.name << p.summary << "\n";
        return kExitOk;
    }
    if (!o.out.empty())
        checkWritable(o.out);
    for (const auto& name : o.only) {
        bool known = false;
        for (const auto& p : probeList())
            known = known || p.name == name;
        if (!known) {
            std::string names;
            for (const auto& p : probeList())
                names += (names.empty() ? "" : ", ") + p.name;
            throw Error(ErrorKind::InvalidParameter, "unknown probe \"" + name + "\": probes are " + names);
        }
    }
    installCancelHandler();
    auto device = openDevice(o.selector);
    const auto start = std::chrono::steady_clock::now();
    const bool tty = stderrIsTerminal() && !o.json;
    std::vector<ProbeResult> results =
        runProbes(*device, o.only, ProbeOptions{}, &cancelToken(), [&](const Progress& p) {
            if (tty)
                std::cerr << "\r\033[K[" << p.point + 1 << "/" << p.points << "] " << p.message << std::flush;
        });
    if (tty)
        std::cerr << "\r\033[K";
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    GeometryProfile profile = device->profile();
    const std::vector<std::string> set = applyProbeResults(results, profile);
    std::string stored;
    if (!o.noSave && !set.empty())
        stored = saveMeasured(device->entry(), profile);

    Json report{{"schema_version", kJsonSchemaVersion},
                {"device", device->label()},
                {"seconds", std::round(seconds * 100) / 100},
                {"stored", stored.empty() ? Json(nullptr) : Json(stored)},
                {"profile", profileToJson(profile)}};
    Json list = Json::array();
    for (const auto& r : results)
        list.push_back(probeResultToJson(r));
    report["probes"] = std::move(list);
    if (!o.out.empty())
        writeFileAtomic(o.out, report.dump(2) + "\n");
    if (o.json) {
        std::cout << report.dump(2) << "\n";
    } else {
        std::cout << device->label() << ": " << results.size() << " probes in " << std::fixed
                  << std::setprecision(1) << seconds << " s\n";
        for (const auto& r : results) {
            std::cout << "\n" << r.name << " (" << std::setprecision(2) << r.seconds << " s)";
            if (!r.skipped.empty())
                std::cout << ": skipped: " << r.skipped;
            if (!r.error.empty())
                std::cout << ": failed: " << r.error;
            if (!r.validated && r.skipped.empty() && r.error.empty())
                std::cout << ": VALIDATION FAILED: " << r.validation;
            std::cout << "\n";
            for (const auto& v : r.values) {
                std::cout << "  " << std::left << std::setw(22) << v.key;
                if (v.decided)
                    std::cout << std::setw(14) << valueText(v) << " confidence " << std::setprecision(2)
                              << v.confidence << "  " << v.method << "\n";
                else
                    std::cout << "cannot decide: " << v.reason << "\n";
            }
        }
        if (!stored.empty())
            std::cout << "\nMeasured values kept for this device in " << stored << "\n";
    }
    bool failed = false;
    for (const auto& r : results)
        failed = failed || (!r.validated && r.skipped.empty() && r.error.empty());
    return failed ? 4 : kExitOk;
}

} // namespace

void setupProbeCommand(CLI::App& app, int& exitCode)
{
    auto o = std::make_shared<ProbeCliOptions>();
    auto* cmd = app.add_subcommand("probe", "Measure the device's memory geometry with probe kernels");
    addDeviceOption(*cmd, o->selector);
    cmd->add_option("--only", o->only, "Run only these probes (see --list)");
    cmd->add_flag("--json", o->json, "Print the report (values, methods, raw curves) as JSON");
    cmd->add_option("--out", o->out, "Write the JSON report to this file")->check(nonEmpty());
    cmd->add_flag("--no-save", o->noSave, "Do not keep the measured values for this device");
    cmd->add_flag("--list", o->list, "List the probes and exit");
    cmd->callback([o, &exitCode] { exitCode = guarded([&] { return execute(*o); }); });
}

} // namespace coalesce::cli
