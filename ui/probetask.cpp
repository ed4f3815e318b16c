// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/probetask.h"

#include "core/context.h"
#include "core/devices.h"
#include "core/errors.h"
#include "core/geometrystore.h"
#include "ui/fakebackend.h"
#include "ui/realbackend.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <thread>

namespace coalesce::ui {

void finishProbeRun(ProbeRun& run, const DeviceEntry& entry)
{
    run.set = applyProbeResults(run.results, run.profile);
    run.stored = run.set.empty() ? std::string() : saveMeasured(entry, run.profile);
    run.measured = measuredToJson(run.profile, entry);
    Json probes = Json::array();
    for (const ProbeResult& r : run.results)
        probes.push_back(probeResultToJson(r));
    run.measured["probes"] = std::move(probes);
}

std::vector<std::string> probeNames()
{
    std::vector<std::string> names;
    for (const ProbeInfo& p : probeList())
        names.push_back(p.name);
    return names;
}

ProbeRun Backend::measureGeometry(const ProbeRequest&, const CancelToken&, const ProgressFn&)
{
    throw Error(ErrorKind::Unsupported,
                "this backend does not run the probes; open a local OpenCL device to measure its geometry");
}

// RealBackend's part: core's probes on the open device, as `coalesce-cli probe` runs them.

ProbeRun RealBackend::measureGeometry(const ProbeRequest& request, const CancelToken& cancel,
                                      const ProgressFn& progress)
{
    if (!m_device)
        throw Error(ErrorKind::NoPlatform, "no device is open: measuring the geometry needs an OpenCL device");
    ProbeRun run;
    run.device = m_device->label();
    run.results = runProbes(*m_device, request.only, request.options, &cancel, progress);
    run.profile = m_device->profile();
    finishProbeRun(run, m_device->entry());
    m_device->setProfile(run.profile);
    m_lastTrace.forget();
    spdlog::info("{}: {} probe(s), {} value(s) measured", run.device, run.results.size(), run.set.size());
    return run;
}

// FakeBackend's part: deterministic values, each probe taking pointMillis of simulated device time.

namespace {

ProbeResult fakeProbe(const std::string& name)
{
    ProbeResult r;
    r.name = name;
    r.validated = true;
    r.seconds = 0.001;
    if (name == "local.banks") {
        r.values.push_back({"banks", 32, "banks", true, "conflict sweep over strides (fake)", 0.95, ""});
        r.values.push_back({"bank_width", 4, "B", true, "conflict sweep over access widths (fake)", 0.9, ""});
    } else if (name == "global.granules") {
        r.values.push_back({"segment", 32, "B", true, "stride sweep on a DRAM-sized buffer (fake)", 0.8, ""});
        r.values.push_back({"line", 0, "B", false, "stride sweep on an L1-resident buffer (fake)", 0,
                            "the curve is flat: no knee (fake)"});
    } else if (name == "global.bandwidth") {
        r.values.push_back({"dram_read_gbs", 512, "GB/s", true, "best of the read streams (fake)", 0.9, ""});
    } else {
        r.values.push_back(
            {name, 0, "", false, "fake probe", 0, "the fake device has no curve for this probe"});
    }
    r.curves.push_back({"fake", "x", "y", {{1, 1}, {2, 2}}});
    return r;
}

} // namespace

ProbeRun FakeBackend::measureGeometry(const ProbeRequest& request, const CancelToken& cancel,
                                      const ProgressFn& progress)
{
    if (!m_open)
        throw Error(ErrorKind::NoPlatform, "no device is open (fake)");
    const std::vector<std::string> known = probeNames();
    const std::vector<std::string> names = request.only.empty() ? known : request.only;
    for (const std::string& name : names)
        if (std::find(known.begin(), known.end(), name) == known.end())
            throw Error(ErrorKind::InvalidParameter, "unknown probe \"" + name + "\"");
    ProbeRun run;
    run.device = "Fake device";
    for (size_t i = 0; i < names.size(); ++i) {
        if (progress) {
            Progress p;
            p.point = int(i);
            p.points = int(names.size());
            p.fraction = double(i) / double(names.size());
            p.message = names[i];
            progress(p);
        }
        for (int ms = 0; ms < pointMillis.load(); ++ms) {
            if (cancel.cancelled())
                throw Error(ErrorKind::Cancelled, "probe run cancelled");
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        if (cancel.cancelled())
            throw Error(ErrorKind::Cancelled, "probe run cancelled");
        run.results.push_back(fakeProbe(names[i]));
        ++probeRuns;
    }
    DeviceEntry entry;
    entry.vendor = "Fake";
    entry.name = "Fake device";
    entry.driverVersion = "1.0";
    entry.type = "gpu";
    run.profile = m_profile;
    finishProbeRun(run, entry);
    m_profile = run.profile;
    return run;
}

} // namespace coalesce::ui
