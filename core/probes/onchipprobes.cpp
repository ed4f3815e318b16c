// SPDX-License-Identifier: GPL-3.0-or-later
// The on-chip probes: local-memory banks, bank width and broadcast (a stride sweep), the conflict group (a
// period sweep), barrier phases and arithmetic rounds. Constant memory and atomics: constantprobes.cpp.
// Kernels: kernels/probe_onchip.cl.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/probes/probekit.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace coalesce {

namespace {

constexpr uint32_t kMaxTileWords = 8192;

struct BankLaunch {
    uint64_t wg = 256;
    uint64_t groups = 1;
    uint32_t iters = 0;
    uint32_t tileWords = kMaxTileWords;
};

BankLaunch bankLaunch(ProbeKit& kit)
{
    DeviceContext& d = kit.device();
    BankLaunch l;
    l.wg = std::min<uint64_t>(256, d.maxWorkGroupSize());
    const auto units = uint32_t(d.computeUnits());
    l.groups = kit.isCpu() ? 2 : uint64_t(units) * 4;
    l.iters = kit.isCpu() ? 64 : 4096; // multiples of 32: probe_banks unrolls its loop by 32
    while (uint64_t(l.tileWords) * 4 > d.localMemSize() && l.tileWords > 256)
        l.tileWords /= 2;
    return l;
}

// Times probe_banks at (stride, period) and checks every work-item's output against the host reference.
double timeBanks(ProbeKit& kit, ProbeResult& result, const BankLaunch& l, uint32_t stride, uint32_t period)
{
    cl::Kernel k = kit.kernel("probe_onchip.cl", "probe_banks", "-DLWORDS=" + std::to_string(l.tileWords));
    cl::Buffer out = kit.buffer(l.wg * l.groups * 4);
    k.setArg(0, out);
    k.setArg(1, cl_uint(stride));
    k.setArg(2, cl_uint(period));
    k.setArg(3, cl_uint(l.iters));
    const double ns = kit.timeNs([&] { return kit.enqueue(k, l.wg * l.groups, l.wg); }, "probe_banks");
    const std::vector<uint32_t> got = kit.read(out, l.wg * l.groups);
    std::vector<uint32_t> expected(l.wg);
    for (uint32_t lid = 0; lid < l.wg; ++lid) {
        const uint32_t w = lid % period == 0 ? lid * stride : lid % 31 + 1;
        uint32_t acc = 0;
        for (uint32_t j = 0; j < l.iters; ++j)
            acc ^= probeHash((w + j) & (l.tileWords - 1));
        expected[lid] = acc;
    }
    for (uint64_t g = 0; g < got.size(); ++g)
        if (!ProbeKit::check(result, got[g] == expected[g % l.wg],
                             "probe_banks stride " + std::to_string(stride) + ": out[" + std::to_string(g) +
                                 "] wrong"))
            break;
    return ns;
}

} // namespace

ProbeResult probeLocalBanks(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    const BankLaunch l = bankLaunch(kit);
    ProbeCurve curve{"stride", "word stride (4 B words)", "ns per launch", {}};
    double sameWord = 0;
    for (uint32_t s : {0u, 1u, 2u, 3u, 4u, 8u, 16u, 32u, 64u, 128u}) {
        kit.step("local banks: stride " + std::to_string(s));
        const double ns = timeBanks(kit, r, l, s, 1);
        if (s == 0)
            sameWord = ns;
        else
            curve.points.push_back({double(s), ns});
    }
    r.curves.push_back(curve);
    const int lanes = int(kit.device().profile().conflictGroup.value);
    const BankDecision banks = decideBanks(curve.points, lanes);
    const std::string method =
        "local-memory stride sweep (uint words, strides 1..128): first 2-way conflict at "
        "stride W/2 words, time levels off at B*W/4 words";
    r.values.push_back(probeValue("banks", banks.banks, "banks", method));
    r.values.push_back(probeValue("bank_width", banks.width, "B", method));
    double stride1 = 0, worst = 0;
    for (const auto& p : curve.points) {
        if (p.x == 1)
            stride1 = p.y;
        worst = std::max(worst, p.y);
    }
    r.values.push_back(probeValue("broadcast", decideBroadcast(sameWord, stride1, worst), "0/1",
                                  "one word read by every lane vs stride 1 and the worst stride (" +
                                      std::to_string(int(std::lround(sameWord))) + " ns vs " +
                                      std::to_string(int(std::lround(stride1))) + " ns)"));
    // The local bandwidth: stride 1 (no conflict) with a 4 KiB tile, so that as many work-groups as the compute
    // units hold run at once, and 16 per compute unit on a GPU.
    BankLaunch full = l;
    full.tileWords = std::min<uint32_t>(1024, l.tileWords);
    if (!kit.isCpu())
        full.groups = kit.device().computeUnits() * 16;
    kit.step("local bandwidth");
    const double fullNs = timeBanks(kit, r, full, 1, 1);
    const double localBytes = double(full.wg * full.groups) * full.iters * 4;
    r.values.push_back(figureValue("local_read_gbs", fullNs > 0 ? localBytes / fullNs : 0, "GB/s",
                                   "conflict-free local reads (stride 1) of " + std::to_string(full.groups) +
                                       " work-groups of " + std::to_string(full.wg) + ", " +
                                       std::to_string(full.iters) + " reads each",
                                   0.8));
    // The same reads by work-groups of one SIMD group, 64 per compute unit: a GPU keeps fewer groups than its
    // work-items allow (32 on NVIDIA: half the SIMD groups of the groups of 256), and with fewer SIMD groups in
    // flight the banks may wait on their latency. (A CPU's local memory has no banks to time.)
    const uint64_t simd = uint64_t(kit.device().profile().simd.value);
    if (!kit.isCpu() && simd >= 1 && simd < full.wg) {
        BankLaunch narrow = full;
        narrow.wg = simd;
        narrow.groups = kit.device().computeUnits() * 64;
        kit.step("local bandwidth: work-groups of one SIMD group");
        const double narrowNs = timeBanks(kit, r, narrow, 1, 1);
        const double narrowBytes = double(narrow.wg * narrow.groups) * narrow.iters * 4;
        r.values.push_back(figureValue("local_read_gbs_simd", narrowNs > 0 ? narrowBytes / narrowNs : 0, "GB/s",
                                       "conflict-free local reads (stride 1) of " +
                                           std::to_string(narrow.groups) + " work-groups of " +
                                           std::to_string(narrow.wg) + " (one SIMD group each), " +
                                           std::to_string(narrow.iters) + " reads each",
                                       0.8));
    }
    return r;
}

ProbeResult probeConflictGroup(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    const BankLaunch l = bankLaunch(kit);
    // Stride 64 words (256 B) puts every active lane in one bank for any B * W up to 256 B.
    ProbeCurve curve{"period", "active lane period", "launches per ms (1 / time)", {}};
    for (uint32_t period = 1; period <= l.wg; period *= 2) {
        kit.step("conflict group: period " + std::to_string(period));
        const double ns = timeBanks(kit, r, l, 64, period);
        curve.points.push_back({double(period), ns > 0 ? 1e6 / ns : 0});
    }
    r.curves.push_back(curve);
    Decision group = growthKnee(curve.points, 1.3, 1.25);
    double first = curve.points.front().y, last = curve.points.back().y;
    if (group.decided && last < 1.5 * first) {
        group.decided = false;
        group.reason = "no conflicts seen (the time hardly changes with the active lanes)";
    } else if (!group.decided && last < 1.5 * first) {
        group.reason = "no conflicts seen (the time hardly changes with the active lanes)";
    }
    const std::string method = "lanes lid % period == 0 read one bank at stride 64 words: the time halves with "
                               "each doubling of the period until it reaches the conflict group";
    r.values.push_back(probeValue("conflict_group", group, "lanes", method));
    const GeometryValue& simd = kit.device().profile().simd;
    ProbeValue sv = probeValue("simd", group, "lanes", "conflict-group boundary (" + method + ")");
    if (simd.source == ValueSource::Queried && sv.decided) {
        sv.decided = false;
        sv.reason = "queried (" + simd.note + " = " + std::to_string(simd.value) + "); the conflict group " +
                    (int64_t(group.value) == simd.value ? "agrees" : "differs");
    }
    r.values.push_back(sv);
    return r;
}

namespace {

// Device-wide ns per unit of work from two launches of `items` work-items doing `few` and `more` units each:
// (time(more) - time(few)) / (items x (more - few)); the launch and the load and store cancel out.
double perUnitNs(double fewNs, double moreNs, uint64_t items, uint32_t few, uint32_t more)
{
    return (moreNs - fewNs) / double(items) / double(more - few);
}

// One group's words after `phases` tree levels (probe_phases) or its values after `phases` exchange phases
// (probe_exchange), from the hashes of its work-items' global ids base .. base + wg - 1.
std::vector<uint32_t> phasesOnHost(bool exchange, uint64_t base, uint64_t wg, uint32_t phases)
{
    std::vector<uint32_t> words(wg), values(wg);
    for (uint64_t l = 0; l < wg; ++l)
        values[l] = probeHash(uint32_t(base + l));
    uint32_t levels = 1; // wg >= 2 (the probe's sizes start at 32)
    while ((uint64_t(1) << levels) < wg)
        ++levels;
    if (!exchange)
        words = values;
    for (uint32_t p = 0; p < phases; ++p) {
        if (!exchange) {
            const uint64_t level = wg >> (1 + p % levels);
            for (uint64_t l = 0; l < level; ++l)
                words[l] += words[l + level];
        } else if (p & 1) {
            for (uint64_t l = 0; l < wg; ++l)
                values[l] = values[l] * 3u + (words[(l + 1) % wg] ^ p);
        } else {
            words = values;
        }
    }
    return exchange ? values : words;
}

// One group's 2 wg words after `scans` exclusive scans (probe_scan), from the hashes of base .. base + 2 wg
// - 1.
std::vector<uint32_t> scansOnHost(uint64_t base, uint64_t wg, uint32_t scans)
{
    std::vector<uint32_t> words(2 * wg);
    for (uint64_t e = 0; e < words.size(); ++e)
        words[e] = probeHash(uint32_t(base + e));
    for (uint32_t s = 0; s < scans; ++s) {
        uint32_t sum = 0;
        for (uint32_t& w : words) {
            const uint32_t v = w;
            w = sum;
            sum += v;
        }
    }
    return words;
}

// Barrier phases of one Blelloch scan of 2 wg words: log2(2 wg) up-sweep levels, the clear, the down-sweep.
uint32_t blellochPhases(uint64_t wg)
{
    uint32_t levels = 0;
    while ((uint64_t(1) << levels) < 2 * wg)
        ++levels;
    return 2 * levels + 1;
}

} // namespace

ProbeResult probePhases(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    DeviceContext& d = kit.device();
    const uint64_t units = d.computeUnits();
    // Enough work-groups for two full waves of the smallest groups a GPU keeps resident (32 per compute unit
    // on NVIDIA); the difference of two phase counts leaves out the launch, the first fill and the last store.
    const uint64_t groupsPerUnit = kit.isCpu() ? 2 : 64;
    const uint32_t fewPhases = kit.isCpu() ? 4 : 16;
    const uint32_t morePhases = fewPhases + (kit.isCpu() ? 16 : 128);
    // Three shapes: a tree level (a reduction's: two reads, an add and a write between barriers), an exchange
    // (one store or one load between barriers) and a Blelloch scan's levels (unrolled, constant offsets: the
    // instructions between two barriers are what a phase costs, 1.3 x a tree level on the H100).
    enum class Kind { Tree, Exchange, Scan };
    struct Shape {
        Kind kind;
        const char* kernel;
        const char* figure;
        const char* method;
        ProbeCurve curve;
    };
    Shape shapes[3] = {
        {Kind::Tree,
         "probe_phases",
         "phase_ns_",
         "barrier phases of a tree level (the lower half of the active work-items adds the upper half's local "
         "words), ",
         {"phases", "work-group size (work-items)", "ns per work-group phase, whole device", {}}},
        {Kind::Exchange,
         "probe_exchange",
         "exchange_ns_",
         "barrier phases of a neighbour exchange (a store of the work-item's value, then a load of its "
         "neighbour's), ",
         {"exchange phases", "work-group size (work-items)", "ns per work-group phase, whole device", {}}},
        {Kind::Scan,
         "probe_scan",
         "scan_phase_ns_",
         "barrier phases of Blelloch exclusive scans of 2 x wg local words (up-sweep and down-sweep levels "
         "unrolled, indexes padded one word in 32), ",
         {"scan phases", "work-group size (work-items)", "ns per work-group phase, whole device", {}}}};
    for (uint64_t wg = 32; wg <= std::min<uint64_t>(1024, d.maxWorkGroupSize()); wg *= 2) {
        if (wg * 4 > d.localMemSize())
            break;
        // Past 256 work-items a group (NVIDIA's lift past its reported kernel limit) the same 64 x 256
        // work-items a unit: as many waves as groups of 256 make, and the host's check of every work-item no
        // longer (groups of 1024 at 64 a unit took the H200's probe from 8 to 35 s).
        const uint64_t groups =
            units * (kit.isCpu() ? groupsPerUnit
                                 : std::max<uint64_t>(1, groupsPerUnit * std::min<uint64_t>(wg, 256) / wg));
        const uint64_t items = groups * wg;
        bool any = false;
        for (Shape& shape : shapes) {
            const bool scan = shape.kind == Kind::Scan;
            // The scan's tile is 2 wg words and one in 32 more (its padding); the others' wg words.
            if ((scan ? 2 * wg + 2 * wg / 32 : wg) * 4 > d.localMemSize())
                continue;
            cl::Kernel k = kit.kernel("probe_onchip.cl", shape.kernel, "-DPWG=" + std::to_string(wg));
            if (d.kernelWorkGroupLimit(k).limit < wg)
                continue; // this shape's kernel allows fewer work-items (the others may still fit)
            any = true;
            // A scan counts whole scans (blellochPhases each); the other shapes count phases.
            const uint32_t perCount = scan ? blellochPhases(wg) : 1;
            const uint32_t counts[2] = {scan ? 1u : fewPhases, scan ? (kit.isCpu() ? 4u : 8u) : morePhases};
            kit.step(std::string(shape.kind == Kind::Exchange ? "exchange"
                                 : scan                       ? "scan"
                                                              : "barrier") +
                     " phases: work-groups of " + std::to_string(wg));
            const uint64_t words = scan ? 2 * items : items;
            cl::Buffer out = kit.buffer(words * 4);
            double ns[2] = {0, 0};
            for (int i = 0; i < 2; ++i) {
                k.setArg(0, out);
                k.setArg(1, cl_uint(counts[i]));
                ns[i] = kit.timeNs([&] { return kit.enqueue(k, items, wg); }, shape.kernel);
                // Validate every work-item of the last launch: the host repeats each group's phases (on its
                // cores in parallel: one core took 10-20 s of the H200's probe for 2.2 M work-items a launch).
                const std::vector<uint32_t> got = kit.read(out, words);
                const uint64_t wrong = ProbeKit::firstMismatch(got, scan ? 2 * wg : wg, [&](uint64_t base) {
                    return scan ? scansOnHost(base, wg, counts[i])
                                : phasesOnHost(shape.kind == Kind::Exchange, base, wg, counts[i]);
                });
                ProbeKit::check(r, wrong == words,
                                std::string(shape.kernel) + " (" + std::to_string(wg) + " work-items, " +
                                    std::to_string(counts[i]) + (scan ? " scans" : " phases") + "): out[" +
                                    std::to_string(wrong) + "] wrong");
            }
            const uint32_t few = counts[0] * perCount, more = counts[1] * perCount;
            const double perPhase = perUnitNs(ns[0], ns[1], groups, few, more);
            shape.curve.points.push_back({double(wg), perPhase});
            if (perPhase > 0)
                r.values.push_back(figureValue(shape.figure + std::to_string(wg), perPhase, "ns",
                                               shape.method + std::to_string(groups) + " work-groups of " +
                                                   std::to_string(wg) + ": (time of " + std::to_string(more) +
                                                   " phases - time of " + std::to_string(few) +
                                                   ") / (work-groups x " + std::to_string(more - few) + ")",
                                               0.7));
        }
        if (!any)
            break;
    }
    if (shapes[0].curve.points.empty())
        r.skipped = "no work-group size of 32 or more fits the device's limits";
    for (Shape& shape : shapes)
        r.curves.push_back(std::move(shape.curve));
    return r;
}

ProbeResult probeRounds(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    DeviceContext& d = kit.device();
    const uint64_t units = d.computeUnits();
    uint64_t wg = 256;
    while (wg > d.maxWorkGroupSize())
        wg /= 2;
    // Four waves of 2048 work-items per compute unit on a GPU (its most resident at once on NVIDIA).
    const uint64_t items = units * (kit.isCpu() ? 2 : 32) * wg;
    const uint32_t few = 64;
    // A CPU runs few work-items: many rounds, so that the difference (about 1 ms on PoCL) stands above its
    // launches' noise.
    const uint32_t more = kit.isCpu() ? 64 + 2048 : 576;
    cl::Buffer out = kit.buffer(items * 4);

    // Arithmetic: v = v * 3 + (v ^ r) per work-item, no memory between its load and its store.
    double ns[2] = {0, 0};
    const uint32_t rounds[2] = {few, more};
    for (int i = 0; i < 2; ++i) {
        kit.step("arithmetic: " + std::to_string(rounds[i]) + " rounds");
        cl::Kernel k = kit.kernel("probe_onchip.cl", "probe_rounds", "-DROUNDS=" + std::to_string(rounds[i]));
        k.setArg(0, out);
        ns[i] = kit.timeNs([&] { return kit.enqueue(k, items, wg); }, "probe_rounds");
        const std::vector<uint32_t> got = kit.read(out, items);
        for (uint64_t g = 0; g < items; ++g) {
            uint32_t v = probeHash(uint32_t(g));
            for (uint32_t j = 0; j < rounds[i]; ++j)
                v = v * 3u + (v ^ j);
            if (!ProbeKit::check(r, got[g] == v, "probe_rounds: out[" + std::to_string(g) + "] wrong"))
                break;
        }
    }
    const double roundNs = perUnitNs(ns[0], ns[1], items, few, more);
    r.curves.push_back(
        {"rounds", "rounds per work-item", "ns per launch", {{double(few), ns[0]}, {double(more), ns[1]}}});
    const std::string launch = std::to_string(items) + " work-items in groups of " + std::to_string(wg);
    if (roundNs > 0) {
        r.values.push_back(figureValue("alu_round_ns", roundNs, "ns",
                                       "arithmetic rounds v = v * 3 + (v ^ r), " + launch + ": (time of " +
                                           std::to_string(more) + " rounds - time of " + std::to_string(few) +
                                           ") / (work-items x " + std::to_string(more - few) + ")",
                                       0.7));
    } else {
        ProbeValue alu;
        alu.key = "alu_round_ns";
        alu.unit = "ns";
        alu.reason = "more rounds did not take longer (the timing is noise on this device)";
        r.values.push_back(alu);
    }

    // Sub-group shuffles: four independent values from other lanes per round, no arithmetic.
    ProbeValue shuffle;
    shuffle.key = "shuffle_ns";
    shuffle.unit = "ns";
    try {
        uint64_t width = 32;
        std::string option = subgroupShuffleOption(d, width);
        auto build = [&](uint32_t iters) {
            return kit.kernel("subgroup_shuffle.cl", "shuffle_rate",
                              "-DSHUFFLE" + option + " -DWIDTH=" + std::to_string(width) +
                                  " -DITERS=" + std::to_string(iters));
        };
        if (option != " -DPTX_SHUFFLE") {
            // cl_khr_subgroup_shuffle / cl_intel_subgroups: the lanes of one sub-group, whatever its size.
            cl::Kernel k = build(few);
            size_t sub = 0;
            clCall("querying the sub-group size", d.label(), [&] {
                sub = k.getSubGroupInfo<CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE>(d.device(), cl::NDRange(wg));
            });
            if (sub < 2 || (sub & (sub - 1)) != 0)
                throw Error(ErrorKind::Unsupported, "sub-groups of " + std::to_string(sub) + " work-items");
            width = sub;
        }
        const uint32_t counts[2] = {few / 4, more / 4};
        double shuffleNs[2] = {0, 0};
        for (int i = 0; i < 2; ++i) {
            kit.step("shuffles: " + std::to_string(counts[i]) + " rounds of 4");
            cl::Kernel k = build(counts[i]);
            k.setArg(0, out);
            shuffleNs[i] = kit.timeNs([&] { return kit.enqueue(k, items, wg); }, "shuffle_rate");
            // The values turn around their WIDTH lanes: after n rounds lane l holds the start of lane l + n x
            // k.
            const std::vector<uint32_t> got = kit.read(out, items);
            for (uint64_t g = 0; g < items; ++g) {
                const uint64_t base = g - g % width;
                auto from = [&](uint64_t step) {
                    return uint32_t(base + (g - base + step * counts[i]) % width);
                };
                const uint32_t want = from(1) ^ (from(2) * 3u) ^ (from(3) * 5u) ^ (from(5) * 7u);
                if (!ProbeKit::check(r, got[g] == want, "shuffle_rate: out[" + std::to_string(g) + "] wrong"))
                    break;
            }
        }
        // Per SIMD group: every lane's shuffle of one round is one shuffle of its sub-group.
        const double each = perUnitNs(shuffleNs[0], shuffleNs[1], items / width, 4 * counts[0], 4 * counts[1]);
        r.curves.push_back({"shuffles",
                            "shuffles per work-item",
                            "ns per launch",
                            {{4.0 * counts[0], shuffleNs[0]}, {4.0 * counts[1], shuffleNs[1]}}});
        if (each > 0)
            r.values.push_back(figureValue("shuffle_ns", each, "ns",
                                           "sub-group shuffles (" + std::to_string(width) +
                                               " lanes, four independent values a round, no "
                                               "arithmetic), " +
                                               launch + ": (time of " + std::to_string(4 * counts[1]) +
                                               " - time of " + std::to_string(4 * counts[0]) +
                                               " shuffles per work-item) / (sub-groups x " +
                                               std::to_string(4 * (counts[1] - counts[0])) + ")",
                                           0.7));
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::Unsupported && e.kind() != ErrorKind::Build)
            throw;
        shuffle.reason = std::string("no sub-group shuffle to time: ") + e.what();
        r.values.push_back(shuffle);
    }
    return r;
}

} // namespace coalesce
