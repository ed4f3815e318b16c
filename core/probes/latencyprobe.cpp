// SPDX-License-Identifier: GPL-3.0-or-later
// The load-latency probe compute.latency: one work-item's pointer chase through local memory, through global
// memory whose footprint fits the L1, through constant memory, and through global memory past the L1 (inside
// the L2) and past the L2 (DRAM); ns per dependent load from the slope of two chase lengths (the launch's
// overhead cancels). Kernels: kernels/probe_latency.cl.
#include "core/context.h"
#include "core/errors.h"
#include "core/probes/probekit.h"
#include "core/units.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

namespace coalesce {

Decision chaseSlope(const CurvePoint& shorter, const CurvePoint& longer)
{
    Decision d;
    const double loads = longer.x - shorter.x;
    const double slope = loads > 0 ? (longer.y - shorter.y) / loads : 0.0;
    if (!(loads > 0)) {
        d.reason = "the longer chase has no more loads than the shorter";
        return d;
    }
    if (!(slope > 0) || !std::isfinite(slope)) {
        d.reason = "the longer chase did not take longer (the timing is noise on this device)";
        return d;
    }
    d.decided = true;
    d.value = slope;
    // The shorter launch takes its loads' share and the overhead: well below that share (a tenth), one of the
    // two times is off. (PoCL's events leave the launch out: the share alone, within a few per cent.)
    d.confidence = shorter.y >= 0.9 * slope * shorter.x ? 0.7 : 0.4;
    return d;
}

uint32_t chaseWalk(const std::vector<uint32_t>& next, uint32_t start, uint64_t steps)
{
    uint32_t i = start;
    for (uint64_t s = 0; s < steps; ++s) {
        if (i >= next.size())
            return std::numeric_limits<uint32_t>::max();
        i = next[i];
    }
    return i;
}

ChaseFootprints chaseFootprints(double l1Bytes, double l2Bytes, uint64_t bufferLimit, bool cpu)
{
    constexpr double kMiB = 1 << 20;
    // 4 MiB: 16 of the H100's 256 KiB L1s, a twelfth of its 50 MB L2. The bounds move it where the caches
    // were measured; where they contradict each other (an L1 a sixty-fourth of the L2 or more) neither is
    // trusted.
    const double low = l1Bytes > 0 ? 16 * l1Bytes : 0;
    const double high = l2Bytes > 0 ? l2Bytes / 4 : std::numeric_limits<double>::infinity();
    double l2 = 4 * kMiB;
    if (low <= high)
        l2 = std::min(std::max(l2, low), high);
    // 8 L2s: a random cycle finds at most an eighth of its lines there. A CPU's l2_bytes is not its last level
    // (an L3 follows, 32 MiB on the VM the tests run on): 64 MiB there, whatever was measured.
    double dram = l2Bytes > 0 ? 8 * l2Bytes : 256 * kMiB;
    if (cpu)
        dram = 64 * kMiB;
    ChaseFootprints f;
    f.l2Bytes = std::min(uint64_t(l2), bufferLimit);
    f.dramBytes = std::min(uint64_t(dram), bufferLimit);
    return f;
}

namespace {

// One memory to chase through: a cycle of `elements` elements `strideWords` words apart in a buffer of
// `elements x strideWords` words.
struct LatencyTarget {
    std::string key;    ///< the figure
    std::string curve;  ///< the curve's name
    std::string kernel; ///< in probe_latency.cl
    uint32_t elements = 0;
    uint32_t strideWords = 1;
    uint32_t blockElements = 0; ///< chaseOrder's blocks (0: one block)
    uint32_t longer = 0;        ///< loads of the longer chase (the shorter: 4096)
    bool firstPass = false;     ///< one untimed pass over the whole cycle first (to bring it into the L2)
    std::string what;           ///< the method's description of the cycle
};

// The cache line to spread the global chases over: the profile's where it is known, else 128 B (NVIDIA's).
uint32_t chaseLineBytes(ProbeKit& kit)
{
    const GeometryValue& line = kit.device().profile().line;
    const int64_t bytes = line.value;
    if (line.source == ValueSource::Default || bytes < 4 || bytes > 4096 || (bytes & (bytes - 1)) != 0)
        return 128;
    return uint32_t(bytes);
}

// A figure this run measured before, else the stored profile's; 0 where neither has one.
double measured(ProbeKit& kit, const std::string& key)
{
    const double now = kit.earlier(key);
    return now > 0 ? now : kit.device().profile().figure(key, 0);
}

// "a random cycle of 32768 lines of 128 B (4 MiB of global memory, one word used per line[, in blocks ...])".
std::string linesText(uint32_t lines, uint32_t lineBytes, uint32_t blockBytes)
{
    return "a random cycle of " + std::to_string(lines) + " lines of " + std::to_string(lineBytes) + " B (" +
           formatBytes(uint64_t(lines) * lineBytes) + " of global memory, one word used per line" +
           (blockBytes ? ", in blocks of " + formatBytes(blockBytes) +
                             " so that the pages in use at once stay in the first-level TLB)"
                       : std::string(")"));
}

std::string sizeText(const char* what, double bytes)
{
    return bytes > 0 ? std::string(what) + " " + formatBytes(uint64_t(bytes)) : std::string(what) + " unknown";
}

// Why the DRAM chase has the footprint it has.
std::string dramText(double l2Bytes, bool cpu, bool cut)
{
    std::string s = cpu           ? "64 MiB on a CPU, past its L3"
                    : l2Bytes > 0 ? "8 L2s of " + formatBytes(uint64_t(l2Bytes))
                                  : std::string("256 MiB (the L2 not measured)");
    return cut ? s + ", cut to the largest buffer" : s;
}

// The L1 chase under load (`l1_loaded_ns_<n>`): n SIMD groups on every compute unit (one a work-group) chase
// the same cycle of `bytes` of lines, each group from its own start, a group's lanes reading one line a step
// (one request, as a coalesced load): ns per dependent load from the slope of two lengths. A work-item's chain
// of L1 hits meets this latency when n SIMD groups share its unit (core/models/l1.cpp, launchtime.cpp). On a
// CPU 1 and 2 only (its cores run their work-groups one after another).
void loadedL1Latency(ProbeKit& kit, ProbeResult& r, uint32_t bytes, uint32_t lineBytes)
{
    DeviceContext& d = kit.device();
    const uint64_t units = d.computeUnits();
    const double resident = measured(kit, "resident_groups");
    const uint32_t most = kit.isCpu() ? 2 : uint32_t(std::clamp(resident > 0 ? resident : 32.0, 1.0, 64.0));
    const uint32_t lineWords = lineBytes / 4;
    const uint32_t n = bytes / lineBytes;
    const std::vector<uint32_t> order = chaseOrder(n, n, 0x10ade);
    std::vector<uint32_t> next(size_t(n) * lineWords, 0);
    std::vector<uint32_t> position(n, 0);
    for (uint32_t k = 0; k < n; ++k) {
        position[order[k]] = k;
        std::fill_n(next.begin() + ptrdiff_t(order[k]) * lineWords, lineWords, order[(k + 1) % n] * lineWords);
    }
    const uint64_t maxGroups = units * most;
    cl::Buffer chain = kit.buffer(next.size() * 4);
    kit.write(chain, next, next.size());
    cl::Buffer starts = kit.buffer(maxGroups * 4);
    cl::Kernel k =
        kit.kernel("probe_latency.cl", "probe_latency_loaded", "-DLINE_WORDS=" + std::to_string(lineWords));
    // A work-group of one SIMD group: the profile's width, within what the kernel and the device allow.
    const auto simd = uint32_t(std::clamp<uint64_t>(
        std::min<uint64_t>({uint64_t(std::max<int64_t>(1, d.profile().simd.value)), d.maxWorkGroupSize(),
                            k.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(d.device())}),
        1, 1024));
    cl::Buffer out = kit.buffer(maxGroups * simd * 4);
    k.setArg(0, chain);
    k.setArg(1, out);
    k.setArg(2, starts);
    ProbeCurve curve{"l1 loaded", "SIMD groups per compute unit", "ns per dependent load", {}};
    for (uint32_t per = 1; per <= most; per *= 2) {
        const uint64_t groups = units * per;
        std::vector<uint32_t> first(groups);
        for (uint64_t g = 0; g < groups; ++g)
            first[g] = order[(g * 7919) % n] * lineWords; // spread over the cycle
        kit.write(starts, first, groups);
        const uint32_t lengths[2] = {4096, kit.isCpu() ? (1u << 18) : (1u << 16)};
        CurvePoint at[2];
        for (int l = 0; l < 2; ++l) {
            const uint32_t steps = lengths[l];
            kit.step("latency l1 loaded: " + std::to_string(per) + " SIMD groups a unit, " +
                     std::to_string(steps) + " loads");
            k.setArg(3, cl_uint(steps));
            at[l] = {double(steps), kit.fastestNs([&] { return kit.enqueue(k, groups * simd, simd); },
                                                  "probe_latency_loaded")};
            const std::vector<uint32_t> got = kit.read(out, groups * simd);
            bool same = true; // the first mismatch is enough
            for (uint64_t g = 0; g < groups && same; ++g) {
                const uint32_t want = order[(position[first[g] / lineWords] + steps) % n] * lineWords;
                for (uint64_t i = g * simd; i < (g + 1) * simd && same; ++i)
                    if (got[i] != want)
                        same = ProbeKit::check(r, false,
                                               "probe_latency_loaded: work-item " + std::to_string(i) +
                                                   " ended at word " + std::to_string(got[i]) + " after " +
                                                   std::to_string(steps) + " loads, the host's walk at word " +
                                                   std::to_string(want));
            }
        }
        const Decision slope = chaseSlope(at[0], at[1]);
        if (slope.decided)
            curve.points.push_back({double(per), slope.value});
        char times[96];
        std::snprintf(times, sizeof times, " (%.0f and %.0f ns)", at[0].y, at[1].y);
        r.values.push_back(probeValue(
            "l1_loaded_ns_" + std::to_string(per), slope, "ns",
            std::to_string(per) + " SIMD group" + (per > 1 ? "s" : "") + " on each of the " +
                std::to_string(units) + " compute units chasing a random cycle of " + std::to_string(n) +
                " lines of " + std::to_string(lineBytes) + " B (" + formatBytes(uint64_t(n) * lineBytes) +
                " of global memory, inside the L1), each group from its own start, its lanes reading one line "
                "a "
                "step (every word of a line holds the next line's start): (time of " +
                std::to_string(lengths[1]) + " dependent loads - time of " + std::to_string(lengths[0]) +
                ") / " + std::to_string(lengths[1] - lengths[0]) + times));
    }
    r.curves.push_back(std::move(curve));
}

} // namespace

ProbeResult probeLatency(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    DeviceContext& d = kit.device();
    constexpr uint32_t kLocalWords = 256;    // 1 KiB of local memory
    constexpr uint32_t kL1Bytes = 8 << 10;   // well inside any L1 (the H100's: up to 256 KiB)
    constexpr uint32_t kConstantWords = 512; // 2 KiB, inside the constant cache
    constexpr uint32_t kBlockBytes = 256 << 10;
    if (d.localMemSize() < kLocalWords * 4)
        throw Error(ErrorKind::Unsupported, "local memory smaller than 1 KiB");
    if (d.maxConstantBufferSize() < kConstantWords * 4)
        throw Error(ErrorKind::Unsupported, "constant buffers smaller than 2 KiB");
    const uint32_t lineBytes = chaseLineBytes(kit);
    const uint32_t lineWords = lineBytes / 4;
    const double l1Bytes = measured(kit, "l1_bytes");
    const double l2Bytes = measured(kit, "l2_bytes");
    const ChaseFootprints far = chaseFootprints(l1Bytes, l2Bytes, kit.bufferLimit(), kit.isCpu());
    const uint32_t l2Lines = uint32_t(std::max<uint64_t>(2, far.l2Bytes / lineBytes));
    const uint32_t dramLines = uint32_t(std::max<uint64_t>(2, far.dramBytes / lineBytes));
    const uint32_t blockLines = kBlockBytes / lineBytes;
    // A GPU's L1 hit takes some 20-40 ns: 65536 loads are 2-3 ms a launch; its L2 hit 100-250 ns (7-16 ms),
    // its DRAM load about 0.5 us: 32768 loads (16 ms) suffice. A CPU's L1 hit takes about 1 ns and PoCL's
    // launch varies by tens of us: its longer chase is 2^20 loads (1 ms); 65536 past its L2 (10-100 ns a load:
    // 1-7 ms), where a longer launch only meets more of what else runs on the core.
    const uint32_t longer = kit.isCpu() ? (1u << 20) : (1u << 16);
    const uint32_t l2Longer = 1u << 16;
    const uint32_t dramLonger = kit.isCpu() ? (1u << 16) : (1u << 15);
    const bool dramCut = far.dramBytes < chaseFootprints(l1Bytes, l2Bytes, UINT64_MAX, kit.isCpu()).dramBytes;
    const std::vector<LatencyTarget> targets = {
        {"local_latency_ns", "local", "probe_latency_local", kLocalWords, 1, 0, longer, false,
         "a random cycle of " + std::to_string(kLocalWords) +
             " words in a local array (copied from global memory first)"},
        {"l1_latency_ns", "l1", "probe_latency_global", kL1Bytes / lineBytes, lineWords, 0, longer, false,
         linesText(kL1Bytes / lineBytes, lineBytes, 0) + ", inside the L1 after the first pass"},
        {"constant_latency_ns", "constant", "probe_latency_constant", kConstantWords, 1, 0, longer, false,
         "a random cycle of " + std::to_string(kConstantWords) + " words (" +
             std::to_string(kConstantWords * 4 >> 10) + " KiB) of a constant buffer"},
        {"l2_latency_ns", "l2", "probe_latency_global", l2Lines, lineWords, blockLines, l2Longer, true,
         linesText(l2Lines, lineBytes, kBlockBytes) +
             ", past the L1 and inside the L2 (4 MiB, at least 16 L1s, at most a quarter of the L2; " +
             sizeText("L1", l1Bytes) + ", " + sizeText("L2", l2Bytes) + "), brought there by one untimed pass"},
        {"dram_latency_ns", "dram", "probe_latency_global", dramLines, lineWords, blockLines, dramLonger, false,
         linesText(dramLines, lineBytes, kBlockBytes) + ", past the last cache (" +
             dramText(l2Bytes, kit.isCpu(), dramCut) + ")"},
    };
    cl::Buffer out = kit.buffer(4);
    for (size_t t = 0; t < targets.size(); ++t) {
        const LatencyTarget& target = targets[t];
        const uint32_t n = target.elements;
        const uint32_t stride = target.strideWords;
        const uint64_t words = uint64_t(n) * stride;
        kit.step("latency " + target.curve + ": a cycle over " + formatBytes(words * 4));
        const std::vector<uint32_t> order =
            chaseOrder(n, target.blockElements ? target.blockElements : n, 0x1a7e1c7 + t);
        std::vector<uint32_t> next(size_t(words), 0);
        for (uint32_t i = 0; i < n; ++i)
            next[size_t(order[i]) * stride] = order[i + 1 < n ? i + 1 : 0] * stride;
        cl::Buffer chain = kit.buffer(words * 4);
        kit.write(chain, next, words);
        cl::Kernel k = kit.kernel("probe_latency.cl", target.kernel,
                                  t == 0 ? "-DLWORDS=" + std::to_string(kLocalWords) : std::string());
        k.setArg(0, chain);
        k.setArg(1, out);
        // Every launch starts where the one before ended (order[at]): a cycle past a cache's size finds no line
        // of it there, each was loaded a whole footprint before; a smaller one is resident after the first.
        uint64_t at = 0;
        uint32_t start = 0;
        const auto launch = [&](uint32_t steps) {
            start = order[at] * stride;
            at = (at + steps) % n;
            k.setArg(2, cl_uint(start));
            k.setArg(3, cl_uint(steps));
            return kit.enqueue(k, 1, 1);
        };
        auto checkEnd = [&](uint32_t steps) {
            const uint32_t want = chaseWalk(next, start, steps);
            const uint32_t got = kit.read(out, 1)[0];
            ProbeKit::check(r, got == want,
                            target.kernel + ": ended at word " + std::to_string(got) + " after " +
                                std::to_string(steps) + " loads from word " + std::to_string(start) +
                                ", the host's walk of the same cycle at word " + std::to_string(want));
        };
        if (target.firstPass) {
            kit.step("latency " + target.curve + ": one pass over the cycle");
            launch(n).wait();
            checkEnd(n);
        }
        const uint32_t lengths[2] = {4096, target.longer};
        ProbeCurve curve{target.curve, "loads", "ns per launch (fastest)", {}};
        for (const uint32_t steps : lengths) {
            kit.step("latency " + target.curve + ": " + std::to_string(steps) + " loads");
            const double ns = kit.fastestNs([&] { return launch(steps); }, target.kernel);
            curve.points.push_back({double(steps), ns});
            checkEnd(steps); // the last launch's
        }
        const Decision slope = chaseSlope(curve.points[0], curve.points[1]);
        char times[96];
        std::snprintf(times, sizeof times, " (%.0f and %.0f ns)", curve.points[0].y, curve.points[1].y);
        r.values.push_back(probeValue(
            target.key, slope, "ns",
            "one work-item's pointer chase around " + target.what + ": (time of " + std::to_string(lengths[1]) +
                " dependent loads - time of " + std::to_string(lengths[0]) + ") / " +
                std::to_string(lengths[1] - lengths[0]) + times +
                ", the fastest launch of each, each launch continuing where the last ended"));
        r.curves.push_back(std::move(curve));
    }
    // The chase under load adds to the five: where the device refuses its launch, its figures stay undecided
    // with the reason and the five above stand.
    const auto failed = [&r](const std::string& why) {
        for (const ProbeValue& v : r.values)
            if (v.key.rfind("l1_loaded_ns_", 0) == 0)
                return; // the ones measured before it failed stand
        Decision d;
        d.reason = "the L1 chase under load failed: " + why;
        r.values.push_back(probeValue("l1_loaded_ns_1", d, "ns", "the L1 chase by many SIMD groups at once"));
    };
    try {
        loadedL1Latency(kit, r, kL1Bytes, lineBytes);
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Cancelled)
            throw;
        failed(e.what());
    } catch (const cl::Error& e) {
        failed(std::string(e.what()) + " (" + std::to_string(e.err()) + ")");
    }
    return r;
}

} // namespace coalesce
