// SPDX-License-Identifier: GPL-3.0-or-later
// The global-memory granule and cache probes: stride sweeps at an L1-, an L2- and a DRAM-sized footprint
// (sector/segment and line from the knees of ns per access over the byte stride) and a footprint sweep
// (cache sizes from the knees of bandwidth over footprint). Kernels: kernels/probe_global.cl.
#include "core/context.h"
#include "core/probes/probekit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace coalesce {

namespace {

uint64_t pow2Below(uint64_t v)
{
    uint64_t p = 1;
    while (p * 2 <= v)
        p *= 2;
    return p;
}

// Checks the first `items` work-items of a stride launch: access j of item g reads word index(g, j).
template <typename Index>
void checkItems(ProbeResult& r, const std::vector<uint32_t>& got, uint64_t items, uint32_t count, Index index,
                const std::string& what)
{
    for (uint64_t g = 0; g < std::min<uint64_t>(items, got.size()); ++g) {
        uint32_t acc = 0;
        for (uint32_t j = 0; j < count; ++j)
            acc ^= probeHash(index(uint32_t(g), j));
        if (!ProbeKit::check(r, got[g] == acc, what + ": out[" + std::to_string(g) + "] wrong"))
            return;
    }
}

struct StrideLevel {
    std::string name;
    uint64_t words = 0; ///< footprint, a power of two
    bool perGroup = false;
};

ProbeCurve strideCurve(ProbeKit& kit, ProbeResult& r, const StrideLevel& level)
{
    ProbeCurve curve{level.name, "stride bytes", "ns per access", {}};
    cl::Buffer& in = kit.input(level.words);
    const bool cpu = kit.isCpu();
    const uint64_t wg = std::min<uint64_t>(256, kit.device().maxWorkGroupSize());
    const uint64_t groups = level.perGroup ? (cpu ? 2 : kit.device().computeUnits() * 2) : 0;
    const uint64_t items = level.perGroup ? wg * groups : (cpu ? 4096 : 1 << 16);
    cl::Buffer out = kit.buffer(items * 4);
    cl::Kernel k = kit.kernel("probe_global.cl", level.perGroup ? "probe_stride_group" : "probe_stride");
    const uint32_t mask = uint32_t(level.words - 1);
    for (uint32_t s = 1; s <= 128; s *= 2) {
        kit.step("global stride " + level.name + ": " + std::to_string(s * 4) + " B");
        // Accesses per work-item: one pass over the footprint (words / s accesses) or more, at least 16.
        const uint64_t walkers = level.perGroup ? wg : items;
        const uint64_t perPass = std::max<uint64_t>(1, level.words / s / walkers);
        const uint32_t count = uint32_t(std::max<uint64_t>(cpu ? 8 : 32, perPass));
        k.setArg(0, in);
        k.setArg(1, out);
        k.setArg(2, cl_uint(mask));
        k.setArg(3, cl_uint(s));
        k.setArg(4, cl_uint(count));
        const double ns = kit.timeNs([&] { return kit.enqueue(k, items, wg); }, "probe_stride");
        curve.points.push_back({double(s) * 4, ns / double(items * count)});
        const std::vector<uint32_t> got = kit.read(out, items);
        const uint32_t l = uint32_t(wg), t = uint32_t(items);
        if (level.perGroup)
            checkItems(
                r, got, 64, count, [&](uint32_t g, uint32_t j) { return ((g % l + j * l) * s) & mask; },
                "probe_stride_group");
        else
            checkItems(
                r, got, 64, count, [&](uint32_t g, uint32_t j) { return ((g + j * t) * s) & mask; },
                "probe_stride");
    }
    return curve;
}

// A CPU's line by a pair chase: one work-item walks a random cycle of 512 B slots in a 512 KiB region (past
// any CPU's L1, inside most L2s), two dependent loads a step: word 0 of the slot, then the word `d` bytes on.
// While d stays inside the line the second load hits the line the first just brought in; past it, it misses
// like the first (or finds a neighbour line an adjacent-line prefetcher brought into the L2, still slower
// than the L1). ns per step over d = 4 .. 256 B, the fastest launch of three rounds.
constexpr uint32_t kPairSlotWords = 128;             // 512 B
constexpr uint32_t kPairSlots = 1024;                // 512 KiB
constexpr uint32_t kPairSkipWords = (64u << 10) / 4; // the chain starts 64 KiB into its buffer (chaseCurve)
constexpr uint64_t kPairBytes = uint64_t(kPairSkipWords + kPairSlots * kPairSlotWords) * 4;

ProbeCurve pairChaseCurve(ProbeKit& kit, ProbeResult& r)
{
    ProbeCurve curve{"pair chase",
                     "bytes between a step's two loads",
                     "ns per step (one work-item, two dependent loads, random cycle of 512 B slots)",
                     {}};
    constexpr uint32_t kSteps = 1u << 18;
    const std::vector<uint32_t> order = chaseOrder(kPairSlots, kPairSlots, 0x9a1c0de5);
    cl::Buffer next = kit.buffer(kPairBytes);
    cl::Buffer out = kit.buffer(4);
    cl::Kernel k = kit.kernel("probe_global.cl", "probe_pair_chase");
    std::vector<uint32_t> apart;
    for (uint32_t bytes = 4; bytes <= 256; bytes *= 2)
        apart.push_back(bytes / 4);
    std::vector<double> best(apart.size(), 0);
    std::vector<uint32_t> chain(kPairBytes / 4);
    for (int round = 0; round < 3; ++round) {
        for (size_t q = 0; q < apart.size(); ++q) {
            kit.step("cache line: two loads " + std::to_string(apart[q] * 4) + " B apart");
            std::fill(chain.begin(), chain.end(), 0u);
            auto slotStart = [&](uint32_t slot) { return kPairSkipWords + slot * kPairSlotWords; };
            for (uint32_t i = 0; i < kPairSlots; ++i)
                chain[slotStart(order[i]) + apart[q]] = slotStart(order[i + 1 < kPairSlots ? i + 1 : 0]);
            kit.write(next, chain, chain.size());
            k.setArg(0, next);
            k.setArg(1, out);
            k.setArg(2, cl_uint(slotStart(order[0])));
            k.setArg(3, cl_uint(kSteps));
            k.setArg(4, cl_uint(apart[q]));
            const double ns = kit.fastestNs([&] { return kit.enqueue(k, 1, 1); }, "probe_pair_chase") / kSteps;
            best[q] = round == 0 ? ns : std::min(best[q], ns);
            const std::vector<uint32_t> got = kit.read(out, 1);
            if (!ProbeKit::check(r, got[0] == slotStart(order[kSteps % kPairSlots]),
                                 "probe_pair_chase: ended at word " + std::to_string(got[0]) + " after " +
                                     std::to_string(kSteps) + " steps, loads " + std::to_string(apart[q] * 4) +
                                     " B apart"))
                return curve;
        }
    }
    for (size_t q = 0; q < apart.size(); ++q)
        curve.points.push_back({double(apart[q]) * 4, best[q]});
    return curve;
}

} // namespace

ProbeResult probeGlobalGranules(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    const uint64_t limitWords = kit.bufferLimit() / 4;
    const bool cpu = kit.isCpu();
    std::vector<StrideLevel> levels = {
        {"l1", std::min<uint64_t>(limitWords, 4096), true},
        {"l2", std::min<uint64_t>(limitWords, cpu ? (uint64_t(1) << 17) : (uint64_t(1) << 21)), true},
        {"dram", limitWords, false}};
    // Runs of doubling cost per access, per level: the first ends at the granule the level moves (the L2: its
    // sector), the last at the coarsest (the L2 seen through the L1: its line; DRAM: its burst).
    std::vector<std::vector<Decision>> runs;
    for (const auto& level : levels) {
        r.curves.push_back(strideCurve(kit, r, level));
        runs.push_back(growthRuns(r.curves.back().points, 1.5));
    }
    auto first = [](const std::vector<Decision>& v) { return v.empty() ? Decision{} : v.front(); };
    auto last = [](const std::vector<Decision>& v) { return v.empty() ? Decision{} : v.back(); };
    std::string levelsText;
    for (size_t i = 0; i < levels.size(); ++i) {
        std::string knees;
        for (const auto& d : runs[i])
            knees += (knees.empty() ? "" : "/") + std::to_string(int(d.value)) + (d.decided ? "" : "+");
        levelsText +=
            (i ? ", " : "") + levels[i].name + " " + (knees.empty() ? std::string("none") : knees) + " B";
    }
    Decision segment = first(runs[1]);
    std::string segmentFrom = "l2";
    if (!segment.decided) {
        segment = first(runs[2]);
        segmentFrom = "dram";
    }
    Decision line = last(runs[1]);
    std::string lineFrom = "l2";
    if (!line.decided || line.value < last(runs[0]).value) {
        if (last(runs[0]).decided) {
            line = last(runs[0]);
            lineFrom = "l1";
        }
    }
    // A CPU's line comes from the pair chase: the stride sweeps time the vector unit's gathers at the
    // cache-sized footprints (PoCL on a 2-core EPYC: runs ending at 8 or 16 B), and at the DRAM-sized one
    // the prefetchers (the same EPYC's DRAM run ended at 64 B in some sessions, at 128 B in others).
    std::string pairText;
    if (cpu && kit.bufferLimit() < kPairBytes) {
        segment = line = Decision{};
        segment.reason = line.reason = "the buffer limit (" + std::to_string(kit.bufferLimit()) +
                                       " B) is below the pair chase's " + std::to_string(kPairBytes >> 10) +
                                       " KiB: a CPU's line is not measured";
    } else if (cpu) {
        r.curves.push_back(pairChaseCurve(kit, r));
        for (const CurvePoint& p : r.curves.back().points) {
            char one[48];
            std::snprintf(one, sizeof one, "%s%d B %.2f", pairText.empty() ? "" : ", ", int(p.x), p.y);
            pairText += one;
        }
        segment = line = pairLine(r.curves.back().points);
        segmentFrom = lineFrom = "pair";
        if (!line.decided)
            segment.reason = line.reason = "pair chase (ns per step at " + pairText + "): " + line.reason;
    }
    if (!segment.decided && segment.reason.empty())
        segment.reason = "no run of doubling cost ends at the L2- or DRAM-sized footprint (" + levelsText + ")";
    if (!line.decided && line.reason.empty())
        line.reason = "no run of doubling cost ends at the L1- or L2-sized footprint (" + levelsText + ")";
    Decision dram = last(runs[2]);
    if (!dram.decided)
        dram.reason = "no run of doubling cost ends at the DRAM-sized footprint (" + levelsText + ")";
    // Where a CPU reports its cache line, a sweep that disagrees with it decides nothing: the reported line
    // stays.
    const uint64_t reported =
        cpu ? uint64_t(kit.device().device().getInfo<CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE>()) : 0;
    if (reported > 0) {
        for (Decision* d : {&segment, &line}) {
            if (!d->decided || uint64_t(d->value) == reported)
                continue;
            d->decided = false;
            d->reason = "the pair chase (ns per step at " + pairText + ") rises at " +
                        std::to_string(int64_t(d->value)) + " B, the device reports a line of " +
                        std::to_string(reported) + " B (CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE), which stays";
        }
    }
    const std::string pairMethod =
        "pair chase: a CPU's line, the first distance between a step's two dependent loads at which the step "
        "takes 1.25 x the 4 B step (ns per step at " +
        pairText + "; stride sweeps' runs end at: " + levelsText + ")";
    r.values.push_back(probeValue("segment", segment, "B",
                                  cpu ? pairMethod
                                      : "stride sweep: the first run of doubling ns per access ends at the " +
                                            segmentFrom + "-sized footprint; runs end at: " + levelsText));
    r.values.push_back(probeValue("line", line, "B",
                                  cpu ? pairMethod
                                      : "stride sweep: the last run of doubling ns per access at the " +
                                            lineFrom + "-sized footprint; runs end at: " + levelsText));
    // What DRAM moves per access (HBM: 64 B, two sectors), for the model's DRAM bytes.
    r.values.push_back(
        probeValue("dram_granule", dram, "B",
                   "stride sweep: the last run of doubling ns per access at the DRAM-sized footprint"));
    // Past the granule every access moves one granule; how fast DRAM moves granules that lie k granules apart,
    // relative to adjacent ones (the H100: 0.90 at 2, 0.69 at 4), for the model's sparse reads.
    if (dram.decided && dram.value >= 1 && r.curves.size() == 3) {
        const auto& points = r.curves[2].points;
        const auto at =
            std::find_if(points.begin(), points.end(), [&](const CurvePoint& p) { return p.x == dram.value; });
        if (at != points.end() && at->y > 0)
            for (auto p = at + 1; p != points.end(); ++p) {
                const auto apart = uint32_t(std::llround(p->x / dram.value));
                if (p->y <= 0 || apart < 2)
                    continue;
                r.values.push_back(figureValue(
                    "dram_sparse_" + std::to_string(apart), std::min(1.0, at->y / p->y), "ratio",
                    "stride sweep at the DRAM-sized footprint: ns per access at a stride of the granule / at " +
                        std::to_string(apart) + " granules (one granule per access either way)",
                    0.7));
            }
    }
    return r;
}

namespace {

// Bandwidth over footprints 4 KiB .. maxBytes (steps of 2^(1/4)), every group re-reading the footprint.
ProbeCurve footprintCurve(ProbeKit& kit, ProbeResult& r, uint64_t maxBytes)
{
    const bool cpu = kit.isCpu();
    const uint64_t wg = std::min<uint64_t>(cpu ? 64 : 1024, kit.device().maxWorkGroupSize());
    const uint64_t groups = kit.device().computeUnits(); // one per compute unit
    cl::Buffer& in = kit.input(pow2Below(maxBytes / 4));
    cl::Buffer out = kit.buffer(wg * groups * 4);
    cl::Kernel k = kit.kernel("probe_global.cl", "probe_footprint");
    ProbeCurve curve{"footprint", "footprint bytes", "GB/s (every group re-reads the footprint)", {}};
    // Footprints 4 KiB .. max in steps of 2^(1/4), whole multiples of 32 words.
    for (int quarter = 0;; ++quarter) {
        const double f = 4096.0 * std::pow(2.0, quarter / 4.0);
        if (f > double(maxBytes) * 1.0001)
            break;
        const uint32_t words = uint32_t(std::llround(f / 128) * 32);
        kit.step("cache sizes: footprint " + std::to_string(uint64_t(words) * 4 / 1024) + " KiB");
        // Small footprints are read many times per launch (at least 2 MiB per group on a GPU), large ones once
        // (twice on a CPU); every group reads them all, so a launch moves groups x footprint x passes.
        const double target = std::max((cpu ? 2.0 : 1.0) * words, double(cpu ? (1 << 17) : (1 << 19)));
        const uint32_t passes = uint32_t(std::max(1.0, std::min(target / words, 4096.0)));
        k.setArg(0, in);
        k.setArg(1, out);
        k.setArg(2, cl_uint(words));
        k.setArg(3, cl_uint(passes));
        const double ns = kit.timeNs([&] { return kit.enqueue(k, wg * groups, wg); }, "probe_footprint");
        curve.points.push_back({double(words) * 4, double(groups) * words * 4 * passes / ns});
        const std::vector<uint32_t> got = kit.read(out, std::min<uint64_t>(16, wg));
        for (uint32_t lid = 0; lid < got.size(); ++lid) {
            uint32_t sum = 0;
            for (uint32_t i = lid; i < words; i += uint32_t(wg))
                sum += probeHash(i); // group 0 starts at offset 0
            if (!ProbeKit::check(r, got[lid] == sum * passes,
                                 "probe_footprint: out[" + std::to_string(lid) + "]"))
                break;
        }
    }
    return curve;
}

// ns per dependent load over footprints 4 KiB .. maxBytes (steps of 2^(1/4)): one work-item follows a random
// cycle with one element per cache line, so each load waits for the one before and touches a new line. A
// footprint past a level's capacity misses that level on (nearly) every load: the cycle repeats in the same
// order, so an LRU-like cache evicts each line just before it is wanted again, and the rise is sharp.
ProbeCurve chaseCurve(ProbeKit& kit, ProbeResult& r, uint64_t maxBytes)
{
    ProbeCurve curve{
        "chase", "footprint bytes", "ns per dependent load (one work-item, random cycle over lines)", {}};
    uint64_t lineBytes = kit.device().device().getInfo<CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE>();
    if (lineBytes < 4 || (lineBytes & (lineBytes - 1)) != 0)
        lineBytes = 64;
    const uint32_t lineWords = uint32_t(lineBytes / 4);
    // Blocks of 256 KiB (64 pages of 4 KiB): the pages in use at once stay in the first-level TLB.
    const uint32_t blockLines = uint32_t(std::max<uint64_t>(1, (uint64_t(256) << 10) / lineBytes));
    // The chain starts `skip` bytes into the buffer: on PoCL the first pages of a large buffer lost the L1 to
    // something else (ns per load rose past 8 KiB, not 32 KiB, at offset 0 of a 128 MiB buffer and nowhere
    // else).
    const uint64_t skip = std::min<uint64_t>(uint64_t(1) << 20, maxBytes / 16);
    const uint32_t skipWords = uint32_t(skip / 4);
    cl::Buffer next = kit.buffer(maxBytes);
    cl::Buffer out = kit.buffer(4);
    cl::Kernel k = kit.kernel("probe_global.cl", "probe_chase");
    std::vector<uint32_t> chain(size_t(maxBytes / 4), 0);
    std::vector<uint32_t> sizes; // lines per footprint
    for (int quarter = 0;; ++quarter) {
        const double f = 4096.0 * std::pow(2.0, quarter / 4.0);
        if (f > double(maxBytes - skip) * 1.0001)
            break;
        sizes.push_back(uint32_t(std::max<int64_t>(2, std::llround(f / double(lineBytes)))));
    }
    // Three rounds over the footprints whose launch is short (below 20 ms: the caches), the fastest of each
    // point kept: a neighbour that takes the core or its caches for a few seconds slows one round, not all.
    std::vector<double> best(sizes.size(), 0), launchNs(sizes.size(), 0);
    for (int round = 0; round < 3; ++round) {
        for (size_t q = 0; q < sizes.size(); ++q) {
            if (round > 0 && launchNs[q] > 20e6)
                continue;
            const uint32_t lines = sizes[q];
            kit.step("cache sizes: chase over " + std::to_string(uint64_t(lines) * lineBytes / 1024) + " KiB");
            const std::vector<uint32_t> order = chaseOrder(lines, blockLines, 0xc0a1e5ce + q);
            for (uint32_t i = 0; i < lines; ++i)
                chain[skipWords + size_t(order[i]) * lineWords] =
                    skipWords + order[i + 1 < lines ? i + 1 : 0] * lineWords;
            kit.write(next, chain, skipWords + uint64_t(lines) * lineWords);
            // At least 2^18 loads per launch (0.35 ms at an L1's 1.35 ns: launch overhead below 1 %) and at
            // least one pass over the cycle (every launch starts at order[0]: fewer loads would walk a smaller
            // footprint); the warm-up launch leaves the footprint in whichever level holds it. Short launches
            // (3 ms at an L3's 12 ns) fit between the time slices of a process sharing the core, and the
            // fastest launch counts (see fastestNs).
            const uint32_t steps = std::max<uint32_t>(1u << 18, lines);
            k.setArg(0, next);
            k.setArg(1, out);
            k.setArg(2, cl_uint(skipWords + order[0] * lineWords));
            k.setArg(3, cl_uint(steps));
            launchNs[q] = kit.fastestNs([&] { return kit.enqueue(k, 1, 1); }, "probe_chase");
            const double ns = launchNs[q] / steps;
            best[q] = round == 0 ? ns : std::min(best[q], ns);
            // The host's walk of the same cycle: `steps` loads from order[0] end at order[steps mod lines].
            const std::vector<uint32_t> got = kit.read(out, 1);
            ProbeKit::check(r, got[0] == skipWords + order[steps % lines] * lineWords,
                            "probe_chase: ended at word " + std::to_string(got[0]) + " after " +
                                std::to_string(steps) + " loads over " + std::to_string(lines) + " lines");
        }
    }
    for (size_t q = 0; q < sizes.size(); ++q)
        curve.points.push_back({double(uint64_t(sizes[q]) * lineBytes), best[q]});
    return curve;
}

// A CPU's caches from the chase's latency rises (bandwidth knees mislead there: PoCL's per-work-item overhead
// and vectorisation, not the caches, shape the bandwidth curve). The bandwidth curve is kept, shown only.
ProbeResult cpuCacheSizes(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    const uint64_t chaseMax = kit.bufferLimit();
    r.curves.push_back(chaseCurve(kit, r, chaseMax));
    const std::vector<CurvePoint>& chase = r.curves.back().points;
    const std::vector<Knee> knees = latencyKnees(chase, 1.6);
    const uint64_t largest = chase.empty() ? 0 : uint64_t(chase.back().x);
    r.curves.push_back(footprintCurve(kit, r, std::min(kit.options().maxFootprintBytes, kit.bufferLimit())));
    const std::vector<std::string> names = {"l1_bytes", "l2_bytes", "l3_bytes"};
    const std::vector<Decision> sizes = cacheLevels(knees, names.size(),
                                                    "rise of over 1.6 x in the latency over footprints up to " +
                                                        std::to_string(largest >> 10) + " KiB");
    std::string levels;
    for (const auto& knee : knees)
        levels += (levels.empty() ? "" : ", ") + std::to_string(int(std::round(knee.x / 1024))) + " KiB";
    for (size_t i = 0; i < names.size(); ++i) {
        std::string text =
            "pointer chase (one load per line, random cycle, footprints in steps of 2^(1/4)), knee "
            "at the geometric mid-level of a latency rise of over 1.6 x";
        if (i < knees.size()) {
            char from[96];
            std::snprintf(from, sizeof from, " from %.1f to %.1f ns per load", knees[i].before, knees[i].after);
            text += from;
        }
        if (knees.size() > names.size())
            text += "; " + std::to_string(knees.size()) + " rises, at " + levels;
        r.values.push_back(probeValue(names[i], sizes[i], "B", text));
    }
    return r;
}

} // namespace

ProbeResult probeCacheSizes(ProbeKit& kit)
{
    if (kit.isCpu())
        return cpuCacheSizes(kit);
    ProbeResult r;
    r.validated = true;
    const uint64_t maxBytes = std::min(kit.options().maxFootprintBytes, kit.bufferLimit());
    const ProbeCurve curve = footprintCurve(kit, r, maxBytes);
    r.curves.push_back(curve);
    const std::vector<Knee> knees = footprintKnees(curve.points, 0.75);
    const std::vector<std::string> names = {"l1_bytes", "l2_bytes"};
    const std::string method = "footprint sweep (steps of 2^(1/4)), knee at the geometric mid-level of a drop";
    // A GPU's L2 from a stream spread over every compute unit: with every group re-reading the whole footprint,
    // every L2 partition keeps its own copy of each line and the knee is one partition (the H100: 26 MiB of
    // 50 MB). The per-group sweep's second knee is kept as l2_partition_bytes.
    const uint64_t streamMax = std::min<uint64_t>(kit.bufferLimit() / 2, uint64_t(256) << 20);
    const ProbeCurve stream = streamFootprintCurve(kit, r, uint64_t(2) << 20, streamMax);
    r.curves.push_back(stream);
    const std::vector<Knee> l2Knees = footprintKnees(stream.points, 0.75);
    for (size_t i = 0; i < names.size(); ++i) {
        const bool fromStream = names[i] == "l2_bytes";
        const std::vector<Knee>& from = fromStream ? l2Knees : knees;
        const size_t at = fromStream ? 0 : i;
        Decision d;
        if (at < from.size()) {
            d.decided = true;
            d.value = std::round(from[at].x);
            d.confidence = from[at].confidence;
        } else {
            d.reason = "no " +
                       std::string(at == 0   ? "first"
                                   : at == 1 ? "second"
                                             : "third") +
                       " drop of the bandwidth over footprints up to " + std::to_string(maxBytes >> 20) +
                       " MiB";
        }
        std::string text = fromStream ? "stream over every compute unit, footprints in steps of 2 (rotated "
                                        "passes), knee at the geometric mid-level of a drop"
                                      : method;
        if (at < from.size())
            text += " from " + std::to_string(int(from[at].before)) + " to " +
                    std::to_string(int(from[at].after)) + " GB/s";
        r.values.push_back(probeValue(names[i], d, "B", text));
    }
    if (knees.size() > 1)
        r.values.push_back(probeValue(
            "l2_partition_bytes", Decision{true, std::round(knees[1].x), knees[1].confidence, {}}, "B",
            method + " from " + std::to_string(int(knees[1].before)) + " to " +
                std::to_string(int(knees[1].after)) +
                " GB/s (every group re-reads the footprint: one L2 partition's copy)"));
    return r;
}

} // namespace coalesce
