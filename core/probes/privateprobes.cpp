// SPDX-License-Identifier: GPL-3.0-or-later
// Work-groups resident at once (probe compute.residency) and the cost of a spilled private array's L1 misses
// (probe private.misses). Kernels: kernels/probe_private.cl. The spill model (core/models/spill.cpp) needs
// both: the share of a spill area's lines the L1 cannot keep is 1 - L1 / (resident work-items x array bytes),
// and every line it misses costs the measured time on top of its pipeline slots.
#include "core/context.h"
#include "core/errors.h"
#include "core/models/hierarchy.h"
#include "core/probes/probekit.h"

#include <algorithm>
#include <cmath>

namespace coalesce {

namespace {

constexpr uint32_t kSpillIters = 1024;
constexpr uint32_t kSpillSeed = 0x2545F491u;
constexpr uint32_t kSmallWords = 8;   // 8 words: 64 KiB per 2048 work-items, inside any GPU's L1
constexpr uint32_t kLargeWords = 512; // 2 KiB per work-item: 4 MiB per 2048 work-items, past any L1
constexpr uint64_t kCheckEvery = 61;  // work-items checked against the host (and the first and last)

uint32_t log2Of(uint32_t words)
{
    uint32_t l = 0;
    while ((1u << l) < words)
        ++l;
    return l;
}

// probe_spill's out[gid] on the host.
uint32_t spillOnHost(uint32_t words, uint32_t gid)
{
    std::vector<uint32_t> a(words);
    const uint32_t x = probeHash(gid);
    for (uint32_t i = 0; i < words; ++i)
        a[i] = x ^ (i * 0x9E3779B9u);
    uint32_t acc = 0;
    uint32_t h = (gid * 0x9E3779B9u) ^ kSpillSeed;
    const uint32_t shift = 32 - log2Of(words);
    for (uint32_t t = 0; t < kSpillIters; ++t) {
        h = h * 1664525u + 1013904223u;
        const uint32_t idx = h >> shift;
        acc += a[idx];
        a[idx] ^= acc;
    }
    for (uint32_t i = 0; i < words; ++i)
        acc ^= a[i];
    return acc;
}

// probe_residency's sink[gid] on the host.
uint32_t spinOnHost(uint32_t gid, uint32_t spin)
{
    uint32_t v = gid;
    for (uint32_t r = 0; r < spin; ++r)
        v = v * 3u + (v ^ r);
    return v;
}

uint64_t groupSize(DeviceContext& d)
{
    uint64_t wg = 256;
    while (wg > d.maxWorkGroupSize())
        wg /= 2;
    return wg;
}

struct Residency {
    double itemsPerUnit = 0; ///< 0: not decided (reason says why)
    uint64_t groups = 0;
    uint64_t wg = 0;
    uint32_t spin = 0;
    std::string reason;
};

// Launches probe_residency (groups of `wg`, `localWords` words of local memory each, 0: none) with longer and
// longer spins until two in a row find the same first wave.
Residency measureResidency(ProbeKit& kit, ProbeResult& r, ProbeCurve& curve, uint64_t wg, uint32_t localWords)
{
    DeviceContext& d = kit.device();
    Residency res;
    res.wg = wg;
    const uint64_t units = d.computeUnits();
    res.groups = units * (kit.isCpu() ? 4 : 64);
    const uint64_t items = res.groups * res.wg;
    cl::Kernel k = kit.kernel("probe_private.cl", "probe_residency",
                              localWords ? "-DLOCAL_WORDS=" + std::to_string(localWords) : std::string());
    cl::Buffer counters = kit.buffer(4);
    cl::Buffer seen = kit.buffer(res.groups * 4);
    cl::Buffer sink = kit.buffer(items * 4);
    const uint32_t first = kit.isCpu() ? (1u << 10) : (1u << 12);
    const uint32_t last = kit.isCpu() ? (1u << 16) : (1u << 20);
    uint64_t previous = 0;
    for (uint32_t spin = first; spin <= last; spin *= 2) {
        kit.step("residency: groups of " + std::to_string(res.wg) + ", " + std::to_string(localWords * 4) +
                 " B local, " + std::to_string(spin) + " rounds");
        kit.write(counters, {0u}, 1);
        k.setArg(0, counters);
        k.setArg(1, seen);
        k.setArg(2, sink);
        k.setArg(3, cl_uint(spin));
        clCall("running probe_residency", d.label(), [&] {
            kit.enqueue(k, items, res.wg).wait();
            return 0;
        });
        const std::vector<uint32_t> done = kit.read(counters, 1);
        const std::vector<uint32_t> before = kit.read(seen, res.groups);
        const std::vector<uint32_t> values = kit.read(sink, items);
        if (!ProbeKit::check(r, done[0] == res.groups,
                             "probe_residency: " + std::to_string(done[0]) + " groups finished of " +
                                 std::to_string(res.groups)))
            return res;
        for (uint64_t g = 0; g < items; g += (g + 1 < items ? kCheckEvery : 1)) {
            // With local memory each work-item sinks its right neighbour's value.
            const uint64_t from = localWords ? g - g % wg + (g % wg + 1) % wg : g;
            if (!ProbeKit::check(r, values[g] == spinOnHost(uint32_t(from), spin),
                                 "probe_residency: sink[" + std::to_string(g) + "] wrong"))
                return res;
        }
        const uint64_t wave = firstWaveGroups(before);
        if (!ProbeKit::check(r, wave >= 1, "probe_residency: no group started before another finished"))
            return res;
        curve.points.push_back({double(spin), double(wave) * double(res.wg) / double(units)});
        if (wave == previous) {
            if (wave >= res.groups) {
                res.reason = "all " + std::to_string(res.groups) + " groups ran at once: more may be resident";
                return res;
            }
            res.itemsPerUnit = double(wave) * double(res.wg) / double(units);
            res.spin = spin;
            return res;
        }
        previous = wave;
    }
    res.reason = "the first wave kept changing with longer spins (groups start and finish unevenly)";
    return res;
}

struct SpillRun {
    double ns = 0;
    SpillRequests requests;
};

// Times probe_spill with a `words`-word array over `items` work-items, validates every kCheckEvery-th
// work-item.
SpillRun timeSpill(ProbeKit& kit, ProbeResult& r, uint32_t words, uint64_t items, uint64_t wg)
{
    DeviceContext& d = kit.device();
    kit.step("spilled private array: " + std::to_string(words) + " words");
    cl::Kernel k =
        kit.kernel("probe_private.cl", "probe_spill",
                   "-DWORDS=" + std::to_string(words) + " -DLOG2WORDS=" + std::to_string(log2Of(words)) +
                       " -DITERS=" + std::to_string(kSpillIters));
    const uint64_t simd = clCall("querying the SIMD width of probe_spill", d.label(), [&] {
        return uint64_t(k.getWorkGroupInfo<CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE>(d.device()));
    });
    cl::Buffer& in = kit.input(items);
    cl::Buffer out = kit.buffer(items * 4);
    k.setArg(0, in);
    k.setArg(1, out);
    k.setArg(2, cl_uint(kSpillSeed));
    SpillRun run;
    run.ns = kit.timeNs([&] { return kit.enqueue(k, items, wg); }, "probe_spill");
    const std::vector<uint32_t> got = kit.read(out, items);
    for (uint64_t g = 0; g < items; g += (g + 1 < items ? kCheckEvery : 1))
        if (!ProbeKit::check(r, got[g] == spillOnHost(words, uint32_t(g)),
                             "probe_spill (" + std::to_string(words) + " words): out[" + std::to_string(g) +
                                 "] wrong"))
            break;
    run.requests = spillRequests(words, uint32_t(std::max<uint64_t>(1, simd)), kSpillIters, kSpillSeed,
                                 std::min<uint64_t>(items, 8192));
    return run;
}

} // namespace

uint64_t firstWaveGroups(const std::vector<uint32_t>& finishedBefore)
{
    return uint64_t(std::count(finishedBefore.begin(), finishedBefore.end(), 0u));
}

SpillRequests spillRequests(uint32_t words, uint32_t simd, uint32_t iters, uint32_t seed, uint64_t items)
{
    SpillRequests s;
    if (words == 0 || simd == 0 || items < simd)
        return s;
    const uint32_t shift = 32 - log2Of(words);
    const uint64_t groups = items / simd;
    const uint32_t lanesPerSector = 8; // 32 B sectors of 4 B words
    const double fillSlots = 1.0 + std::ceil(double(simd) / lanesPerSector);
    double slots = 0, loopLines = 0;
    std::vector<uint32_t> h(simd), lines(simd), sectors(simd);
    auto distinct = [](std::vector<uint32_t>& v) {
        std::sort(v.begin(), v.end());
        return double(std::unique(v.begin(), v.end()) - v.begin());
    };
    for (uint64_t group = 0; group < groups; ++group) {
        for (uint32_t lane = 0; lane < simd; ++lane)
            h[lane] = (uint32_t(group * simd + lane) * 0x9E3779B9u) ^ seed;
        for (uint32_t t = 0; t < iters; ++t) {
            for (uint32_t lane = 0; lane < simd; ++lane) {
                h[lane] = h[lane] * 1664525u + 1013904223u;
                const uint32_t idx = words > 1 ? h[lane] >> shift : 0;
                lines[lane] = idx;
                sectors[lane] = idx * 1024 + lane / lanesPerSector;
            }
            const double lineCount = distinct(lines);
            loopLines += lineCount;
            // The read and the write of the step: each its lines and its sectors.
            slots += 2.0 * (lineCount + distinct(sectors));
        }
        // The fill and the fold: every lane at one index, one line and its sectors each.
        slots += 2.0 * words * fillSlots;
    }
    s.loadLines = (loopLines + double(groups) * words) / double(groups);
    s.slots = slots / double(groups);
    s.simd = simd;
    return s;
}

ProbeResult probeResidency(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    DeviceContext& d = kit.device();
    const uint64_t wg = groupSize(d);
    const uint64_t small = std::min<uint64_t>(32, wg);
    const uint64_t tile = std::min<uint64_t>(64, wg);
    // The local memory of the histogram's tile (64 features x 64 work-items), within any device's group limit.
    const uint64_t tileBytes = std::min<uint64_t>(16384, d.localMemSize() / 2) / 4 * 4;
    struct Case {
        const char* key;
        uint64_t wg;
        uint32_t localWords;
        const char* unit;
        std::string what;
    };
    const std::vector<Case> cases = {
        {"resident_items", wg, 0, "work-items",
         std::to_string(wg) + " (no local memory, few registers): work-items of the first wave per unit"},
        {"resident_groups", small, 0, "groups",
         std::to_string(small) +
             " (no local memory): groups of the first wave per unit, the most a unit keeps"},
        {"resident_local_bytes", tile, uint32_t(tileBytes / 4), "B",
         std::to_string(tile) + " holding " + std::to_string(tileBytes) +
             " B of local memory each: groups of the first wave per unit x their local bytes"}};
    for (const Case& c : cases) {
        ProbeCurve curve{c.key, "arithmetic rounds per work-item", "work-items of the first wave per unit", {}};
        const Residency res = measureResidency(kit, r, curve, c.wg, c.localWords);
        r.curves.push_back(curve);
        ProbeValue v;
        v.key = c.key;
        v.unit = c.unit;
        v.method = std::to_string(res.groups) + " spinning groups of " + c.what;
        if (res.itemsPerUnit > 0) {
            const double groups = res.itemsPerUnit / double(c.wg);
            v.decided = true;
            const std::string key = c.key;
            v.value = key == "resident_items" ? res.itemsPerUnit
                      : c.localWords          ? groups * c.localWords * 4.0
                                              : groups;
            v.confidence = 0.8;
            v.method += " (the same at " + std::to_string(res.spin / 2) + " and " + std::to_string(res.spin) +
                        " rounds)";
        } else
            v.reason = res.reason.empty() ? "validation failed" : res.reason;
        r.values.push_back(v);
        if (!r.validated)
            break;
    }
    return r;
}

ProbeResult probeAtomicsOnce(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    DeviceContext& d = kit.device();
    const uint64_t wg = groupSize(d);
    // The histogram lessons' launch on a GPU: 262144 work-items, one update each.
    const uint64_t items = kit.isCpu() ? 16384 : uint64_t(1) << 18;
    constexpr uint32_t kMaxLog2 = 8;
    cl::Buffer counters = kit.buffer((1u << kMaxLog2) * 4);
    cl::Kernel k = kit.kernel("probe_private.cl", "probe_atomic_once");
    ProbeCurve curve{"once", "adjacent counters (bins)", "G atomics/s", {}};
    for (uint32_t log2 = 1; log2 <= kMaxLog2; ++log2) {
        const uint32_t bins = 1u << log2;
        kit.step("one atomic per work-item over " + std::to_string(bins) + " bins");
        k.setArg(0, counters);
        k.setArg(1, cl_uint(log2));
        auto launch = [&] {
            d.queue().enqueueFillBuffer(counters, cl_uint(0), 0, bins * 4);
            return kit.enqueue(k, items, wg);
        };
        const double ns = kit.timeNs(launch, "probe_atomic_once");
        clCall("checking probe_atomic_once", d.label(), [&] {
            launch().wait();
            return 0;
        });
        const std::vector<uint32_t> got = kit.read(counters, bins);
        std::vector<uint32_t> want(bins, 0);
        for (uint64_t g = 0; g < items; ++g)
            ++want[(uint32_t(g) * 0x9E3779B9u) >> (32 - log2)];
        if (!ProbeKit::check(r, got == want,
                             "probe_atomic_once: the counts over " + std::to_string(bins) +
                                 " bins differ from the host's"))
            break;
        curve.points.push_back({double(bins), ns > 0 ? double(items) / ns : 0});
    }
    r.curves.push_back(curve);
    for (const auto& p : curve.points)
        r.values.push_back(figureValue("atomic_once_" + std::to_string(int(p.x)), p.y, "G/s",
                                       "one atomic_inc by each of " + std::to_string(items) +
                                           " work-items on one of " + std::to_string(int(p.x)) +
                                           " adjacent counters (a histogram's last step)",
                                       0.7));
    return r;
}

ProbeResult probeSpillMisses(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    DeviceContext& d = kit.device();
    const uint64_t units = d.computeUnits();
    const uint64_t wg = groupSize(d);
    ProbeValue v;
    v.key = "spill_miss_ns";
    v.unit = "ns";
    if (kit.isCpu()) {
        // The kernels still run and are checked; a CPU has no spill memory whose misses the figure could time.
        timeSpill(kit, r, kSmallWords, units * 2 * wg, wg);
        timeSpill(kit, r, kLargeWords, units * 2 * wg, wg);
        v.reason =
            "a CPU keeps a private array in its own caches: there is no spill memory behind an L1 to miss";
        r.values.push_back(v);
        return r;
    }
    double resident = kit.earlier("resident_items");
    std::string residentFrom = "measured by compute.residency";
    if (resident <= 0) {
        ProbeCurve unused;
        const Residency res = measureResidency(kit, r, unused, wg, 0);
        resident = res.itemsPerUnit;
        residentFrom = "measured here";
        if (!r.validated)
            return r;
    }
    const double l1 = kit.earlier("l1_bytes");
    // Four waves of 2048 work-items per compute unit on a GPU, as the lessons launch.
    const uint64_t items = units * 32 * wg;
    const SpillRun small = timeSpill(kit, r, kSmallWords, items, wg);
    const SpillRun large = timeSpill(kit, r, kLargeWords, items, wg);
    r.curves.push_back({"spill",
                        "words per work-item",
                        "ns per launch",
                        {{double(kSmallWords), small.ns}, {double(kLargeWords), large.ns}}});
    if (!r.validated)
        return r;
    if (resident <= 0 || small.requests.slots <= 0) {
        v.reason = "the work-items resident per compute unit are not known";
        r.values.push_back(v);
        return r;
    }
    const double share = l1 > 0 ? spillMissShare(uint64_t(l1), resident, kLargeWords * 4.0) : 1.0;
    const double simdGroups = double(items) / large.requests.simd;
    const double missed = simdGroups * large.requests.loadLines * share;
    const double hitNs = small.ns * large.requests.slots / small.requests.slots;
    const double perMiss = (large.ns - hitNs) / missed;
    char text[160];
    std::snprintf(text, sizeof text, "%.0f", resident);
    v.method = "a private array of " + std::to_string(kLargeWords) + " words indexed at run time, " +
               std::to_string(items) + " work-items (" + std::string(text) + " resident per unit, " +
               residentFrom + "): (its time - the " + std::to_string(kSmallWords) +
               "-word array's scaled by pipeline slots) / the lines its reads miss";
    std::snprintf(text, sizeof text, " (%.2f of them: 1 - L1 / spill area per unit)", share);
    v.method +=
        l1 > 0 ? std::string(text) : std::string(" (all of them: the L1 size was not measured in this run)");
    if (perMiss <= 0) {
        v.reason = "the large array took no longer than its pipeline slots: no miss cost stands out";
        r.values.push_back(v);
        return r;
    }
    v.decided = true;
    v.value = perMiss;
    v.confidence = l1 > 0 ? 0.6 : 0.4;
    r.values.push_back(v);
    return r;
}

} // namespace coalesce
