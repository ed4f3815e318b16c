// SPDX-License-Identifier: GPL-3.0-or-later
// The load-latency probe compute.latency: one work-item's pointer chase through local memory, through global
// memory whose footprint fits the L1, and through constant memory; ns per dependent load from the slope of two
// chase lengths (the launch's overhead cancels). Kernels: kernels/probe_latency.cl.
#include "core/context.h"
#include "core/errors.h"
#include "core/probes/probekit.h"

#include <cmath>
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

namespace {

// One memory to chase through: a cycle of `elements` elements `strideWords` words apart in a buffer of
// `elements x strideWords` words.
struct LatencyTarget {
    std::string key;    ///< the figure
    std::string curve;  ///< the curve's name
    std::string kernel; ///< in probe_latency.cl
    uint32_t elements = 0;
    uint32_t strideWords = 1;
    std::string what; ///< the method's description of the cycle
};

// The cache line to spread the L1 chase over: the profile's where it is known, else 128 B (NVIDIA's).
uint32_t chaseLineBytes(ProbeKit& kit)
{
    const GeometryValue& line = kit.device().profile().line;
    const int64_t bytes = line.value;
    if (line.source == ValueSource::Default || bytes < 4 || bytes > 4096 || (bytes & (bytes - 1)) != 0)
        return 128;
    return uint32_t(bytes);
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
    if (d.localMemSize() < kLocalWords * 4)
        throw Error(ErrorKind::Unsupported, "local memory smaller than 1 KiB");
    if (d.maxConstantBufferSize() < kConstantWords * 4)
        throw Error(ErrorKind::Unsupported, "constant buffers smaller than 2 KiB");
    const uint32_t lineBytes = chaseLineBytes(kit);
    const uint32_t lineWords = lineBytes / 4;
    const std::vector<LatencyTarget> targets = {
        {"local_latency_ns", "local", "probe_latency_local", kLocalWords, 1,
         "a random cycle of " + std::to_string(kLocalWords) +
             " words in a local array (copied from global memory first)"},
        {"l1_latency_ns", "l1", "probe_latency_global", kL1Bytes / lineBytes, lineWords,
         "a random cycle of " + std::to_string(kL1Bytes / lineBytes) + " lines of " +
             std::to_string(lineBytes) + " B (" + std::to_string(kL1Bytes >> 10) +
             " KiB of global memory, inside the L1 after the first pass)"},
        {"constant_latency_ns", "constant", "probe_latency_constant", kConstantWords, 1,
         "a random cycle of " + std::to_string(kConstantWords) + " words (" +
             std::to_string(kConstantWords * 4 >> 10) + " KiB) of a constant buffer"},
    };
    // A GPU's L1 hit takes some 20-40 ns: 65536 loads are 2-3 ms a launch, the whole probe well under a second.
    // A CPU's takes about 1 ns and PoCL's launch varies by tens of us: its longer chase is 2^20 loads (1 ms),
    // so that the difference stands above the launches' noise.
    const uint32_t lengths[2] = {4096, kit.isCpu() ? (1u << 20) : (1u << 16)};
    cl::Buffer out = kit.buffer(4);
    for (size_t t = 0; t < targets.size(); ++t) {
        const LatencyTarget& target = targets[t];
        const uint32_t words = target.elements * target.strideWords;
        const std::vector<uint32_t> order = chaseOrder(target.elements, target.elements, 0x1a7e1c7 + t);
        std::vector<uint32_t> next(words, 0);
        for (uint32_t i = 0; i < target.elements; ++i)
            next[size_t(order[i]) * target.strideWords] =
                order[i + 1 < target.elements ? i + 1 : 0] * target.strideWords;
        cl::Buffer chain = kit.buffer(uint64_t(words) * 4);
        kit.write(chain, next, words);
        cl::Kernel k = kit.kernel("probe_latency.cl", target.kernel,
                                  t == 0 ? "-DLWORDS=" + std::to_string(kLocalWords) : std::string());
        const uint32_t start = order[0] * target.strideWords;
        ProbeCurve curve{target.curve, "loads", "ns per launch (fastest)", {}};
        for (const uint32_t steps : lengths) {
            kit.step("latency " + target.curve + ": " + std::to_string(steps) + " loads");
            k.setArg(0, chain);
            k.setArg(1, out);
            k.setArg(2, cl_uint(start));
            k.setArg(3, cl_uint(steps));
            const double ns = kit.fastestNs([&] { return kit.enqueue(k, 1, 1); }, target.kernel);
            curve.points.push_back({double(steps), ns});
            const uint32_t want = chaseWalk(next, start, steps);
            const uint32_t got = kit.read(out, 1)[0];
            ProbeKit::check(r, got == want,
                            target.kernel + ": ended at word " + std::to_string(got) + " after " +
                                std::to_string(steps) + " loads, the host's walk of the same cycle at word " +
                                std::to_string(want));
        }
        const Decision slope = chaseSlope(curve.points[0], curve.points[1]);
        char times[96];
        std::snprintf(times, sizeof times, " (%.0f and %.0f ns)", curve.points[0].y, curve.points[1].y);
        r.values.push_back(probeValue(
            target.key, slope, "ns",
            "one work-item's pointer chase around " + target.what + ": (time of " + std::to_string(lengths[1]) +
                " dependent loads - time of " + std::to_string(lengths[0]) + ") / " +
                std::to_string(lengths[1] - lengths[0]) + times + ", the fastest launch of each"));
        r.curves.push_back(std::move(curve));
    }
    return r;
}

} // namespace coalesce
