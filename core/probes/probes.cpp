// SPDX-License-Identifier: GPL-3.0-or-later
// The probe registry: which probes exist, running a selection of them (each one's errors kept on its result,
// so one failing probe does not lose the others), copying their values into a profile, and their JSON.
#include "core/context.h"
#include "core/errors.h"
#include "core/probes/probekit.h"

#include <chrono>
#include <cmath>
#include <map>

namespace coalesce {

namespace {

using ProbeFn = ProbeResult (*)(ProbeKit&);

struct Entry {
    ProbeInfo info;
    ProbeFn fn;
};

const std::vector<Entry>& entries()
{
    static const std::vector<Entry> kEntries = {
        {{"local.banks", "local-memory bank count, bank width and broadcast rule (conflict stride sweep)"},
         probeLocalBanks},
        {{"local.group", "conflict group and SIMD width (period sweep of conflicting lanes)"},
         probeConflictGroup},
        {{"local.phases",
          "time of a barrier phase per work-group, over work-group sizes (latency and occupancy)"},
         probePhases},
        {{"global.granules", "segment (sector) and cache line (stride sweeps at L1, L2 and DRAM footprints)"},
         probeGlobalGranules},
        {{"global.caches",
          "cache sizes (GPU: bandwidth knees over footprints; CPU: pointer-chase latency rises)"},
         probeCacheSizes},
        {{"global.bandwidth", "DRAM read, write and copy bandwidth; L2 read bandwidth"}, probeBandwidth},
        {{"global.requests", "request rate of narrow accesses (uchar, ushort vs uint) and of L1 and L2 hits"},
         probeRequestRate},
        {{"global.channels", "channel camping over pitches (channels x interleave, where visible)"},
         probeChannels},
        {{"constant.addresses", "constant-memory cost of n distinct addresses per request"}, probeConstant},
        {{"atomics.addresses", "atomic throughput over distinct addresses"}, probeAtomics},
        {{"compute.rounds", "rate of arithmetic rounds and of sub-group shuffles (what is not memory)"},
         probeRounds},
        {{"compute.latency",
          "load latency of local memory, of global memory in the L1 and of constant memory (one work-item's "
          "pointer chase)"},
         probeLatency},
        {{"image.texels", "texture unit: texels fetched and bilinear samples filtered per ns (a cached image)"},
         probeImageTexels},
        {{"compute.residency",
          "work-items and work-groups resident at once per compute unit, and the local memory they share "
          "(groups that spin)"},
         probeResidency},
        {{"atomics.once", "one atomic per work-item over 2 .. 256 adjacent counters (a histogram's last step)"},
         probeAtomicsOnce},
        {{"private.misses",
          "cost of a spilled private array's L1 misses (an array past the L1 against one inside it)"},
         probeSpillMisses},
        {{"transfer.copy",
          "a kernel right after a write-buffer copy of its input against the same kernel after a map"},
         probeAfterCopy},
    };
    return kEntries;
}

// The keys that are geometry fields (the others become figures).
bool isGeometryKey(const std::string& key)
{
    for (const auto& k : geometryKeys())
        if (k == key)
            return true;
    return false;
}

} // namespace

const std::vector<ProbeInfo>& probeList()
{
    static const std::vector<ProbeInfo> kList = [] {
        std::vector<ProbeInfo> list;
        for (const auto& e : entries())
            list.push_back(e.info);
        return list;
    }();
    return kList;
}

std::vector<ProbeResult> runProbes(DeviceContext& device, const std::vector<std::string>& only,
                                   const ProbeOptions& options, const CancelToken* cancel,
                                   const ProgressFn& progress)
{
    std::vector<const Entry*> chosen;
    for (const auto& name : only) {
        const Entry* found = nullptr;
        for (const auto& e : entries())
            if (e.info.name == name)
                found = &e;
        if (!found) {
            std::string names;
            for (const auto& e : entries())
                names += (names.empty() ? "" : ", ") + e.info.name;
            throw Error(ErrorKind::InvalidParameter, "unknown probe \"" + name + "\": probes are " + names);
        }
        chosen.push_back(found);
    }
    if (only.empty())
        for (const auto& e : entries())
            chosen.push_back(&e);

    std::vector<ProbeResult> results;
    // Figures decided so far in this run: a later probe may build on them (private.misses on l1_bytes).
    std::map<std::string, double> decided;
    int index = 0;
    const int total = int(chosen.size());
    for (const Entry* e : chosen) {
        auto step = [&](const std::string& message) {
            if (progress) {
                Progress p;
                p.point = index;
                p.points = total;
                p.fraction = double(index) / total;
                p.message = message;
                progress(p);
            }
        };
        ProbeKit kit(device, options, cancel, step);
        kit.setEarlier(decided);
        const auto start = std::chrono::steady_clock::now();
        ProbeResult r;
        try {
            kit.step(e->info.name);
            r = e->fn(kit);
        } catch (const Error& error) {
            if (error.kind() == ErrorKind::Cancelled)
                throw;
            if (error.kind() == ErrorKind::Unsupported)
                r.skipped = error.what();
            else
                r.error = error.what();
        } catch (const cl::Error& error) {
            r.error = std::string(error.what()) + " (" + std::to_string(error.err()) + ")";
        }
        r.name = e->info.name;
        r.summary = e->info.summary;
        r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        // A value read from a kernel that computed the wrong thing is no measurement.
        if (!r.validated && r.skipped.empty() && r.error.empty()) {
            for (auto& v : r.values) {
                v.decided = false;
                v.reason = "validation failed: " + r.validation;
            }
        }
        for (const auto& v : r.values)
            if (v.decided)
                decided[v.key] = v.value;
        results.push_back(std::move(r));
        ++index;
    }
    return results;
}

std::vector<std::string> applyProbeResults(const std::vector<ProbeResult>& results, GeometryProfile& profile)
{
    std::vector<std::string> set;
    for (const auto& r : results) {
        for (const auto& v : r.values) {
            if (!v.decided)
                continue;
            const std::string note = v.method + " (probe " + r.name + ", confidence " +
                                     std::to_string(int(std::lround(v.confidence * 100))) + " %)";
            if (isGeometryKey(v.key)) {
                const GeometryRange range = geometryRange(v.key);
                const auto value = int64_t(std::llround(v.value));
                if (value < range.min || value > range.max)
                    continue;
                GeometryValue& field = geometryField(profile, v.key);
                field.value = value;
                field.source = ValueSource::Measured;
                field.note = note;
                field.derivedFrom.clear();
            } else {
                profile.figures[v.key] = MeasuredFigure{v.value, v.unit, note, v.confidence};
            }
            set.push_back(v.key);
        }
    }
    return set;
}

Json probeResultToJson(const ProbeResult& r)
{
    Json j;
    j["name"] = r.name;
    j["summary"] = r.summary;
    j["seconds"] = std::round(r.seconds * 1000) / 1000;
    j["validated"] = r.validated;
    if (!r.validation.empty())
        j["validation"] = r.validation;
    if (!r.skipped.empty())
        j["skipped"] = r.skipped;
    if (!r.error.empty())
        j["error"] = r.error;
    Json values = Json::array();
    for (const auto& v : r.values) {
        Json vj{{"key", v.key}, {"decided", v.decided}, {"unit", v.unit}, {"method", v.method}};
        if (v.decided) {
            vj["value"] = v.value;
            vj["confidence"] = v.confidence;
        }
        if (!v.reason.empty())
            vj[v.decided ? "note" : "reason"] = v.reason;
        values.push_back(std::move(vj));
    }
    j["values"] = std::move(values);
    Json curves = Json::array();
    for (const auto& c : r.curves) {
        Json pts = Json::array();
        for (const auto& p : c.points)
            pts.push_back(Json::array({p.x, p.y}));
        curves.push_back(Json{{"name", c.name}, {"x", c.x}, {"y", c.y}, {"points", std::move(pts)}});
    }
    j["curves"] = std::move(curves);
    return j;
}

} // namespace coalesce
