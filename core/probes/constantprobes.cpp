// SPDX-License-Identifier: GPL-3.0-or-later
// The constant-memory and atomics probes: constant-memory serialisation (n distinct adjacent words per
// request, n random lines per request) and atomic throughput over distinct addresses. Kernels:
// kernels/probe_onchip.cl.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/probes/probekit.h"

#include <algorithm>
#include <string>
#include <vector>

namespace coalesce {

ProbeResult probeConstant(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    DeviceContext& d = kit.device();
    constexpr uint32_t kWords = 4096;
    if (d.maxConstantBufferSize() < kWords * 4) {
        r.skipped = "constant buffers smaller than 16 KiB";
        return r;
    }
    std::vector<uint32_t> table(kWords);
    for (uint32_t i = 0; i < kWords; ++i)
        table[i] = probeHash(i);
    cl::Buffer tb = clCall("creating the constant table", d.label(), [&] {
        return cl::Buffer(d.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, kWords * 4, table.data());
    });
    const uint64_t wg = std::min<uint64_t>(256, d.maxWorkGroupSize());
    // A GPU's launch is the lesson constant.index's (onChipGroups, 1024 steps: several waves of work-groups per
    // compute unit), so the ratios are those of the launches the model predicts. At 8 groups per compute unit
    // (one wave) the H100 measured 32 adjacent words at 0.78 of uniform, the lesson's divergent mode 0.67; at
    // the lesson's launch the probe measures 0.63.
    const uint64_t groups = kit.isCpu() ? 2 : onChipGroups(d);
    const uint32_t iters = kit.isCpu() ? 64 : 1024;
    cl::Buffer out = kit.buffer(wg * groups * 4);
    cl::Kernel k = kit.kernel("probe_onchip.cl", "probe_constant", "-DCWORDS=" + std::to_string(kWords));
    // The baseline: a uniform index the compiler can see (the lessons' uniform mode).
    kit.step("constant: uniform");
    cl::Kernel u =
        kit.kernel("probe_onchip.cl", "probe_constant_uniform", "-DCWORDS=" + std::to_string(kWords));
    u.setArg(0, tb);
    u.setArg(1, out);
    u.setArg(2, cl_uint(iters));
    const double uniformNs =
        kit.timeNs([&] { return kit.enqueue(u, wg * groups, wg); }, "probe_constant_uniform");
    {
        uint32_t acc = 0;
        for (uint32_t j = 0; j < iters; ++j)
            acc ^= table[j & (kWords - 1)];
        const std::vector<uint32_t> got = kit.read(out, 64);
        for (uint32_t g = 0; g < got.size(); ++g)
            if (!ProbeKit::check(r, got[g] == acc,
                                 "probe_constant_uniform: out[" + std::to_string(g) + "] wrong"))
                break;
    }
    // Two sweeps. n distinct adjacent words (one or two lines), the same words for 32 steps: the cost of
    // addresses. n distinct lines per request, each at a random line of its own part of the table (the
    // largest the device's constant buffers take, up to 64 KiB), every lane on a random word of its line, all
    // moved by one random number of lines at every step: the cost of lines as a random index meets them
    // (random sets and banks) for the random index's arithmetic. (A first version drew every line and word
    // anew at every step: its hashing cost more than up to 16 lines, flat at 0.18 of uniform on the H100.) (The
    // H100 measured the lesson's random index at 0.11 of uniform with 28.5 lines per request from a 16 KiB
    // table, where n lines kept for 32 steps measured 0.13 at 32 lines, and the random index costs the same
    // from a 1 KiB to a 64 KiB table once its lines per request are counted.)
    uint64_t lineWords = 16384;
    while (lineWords > kWords && lineWords * 4 > d.maxConstantBufferSize())
        lineWords /= 2;
    std::vector<uint32_t> lineTable(lineWords);
    for (uint32_t i = 0; i < lineWords; ++i)
        lineTable[i] = probeHash(i ^ 0x51ED270Bu);
    cl::Buffer ltb = clCall("creating the constant table", d.label(), [&] {
        return cl::Buffer(d.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, lineWords * 4,
                          lineTable.data());
    });
    cl::Kernel lk = kit.kernel("probe_onchip.cl", "probe_constant_lines", "-DCWORDS=" + std::to_string(kWords));
    constexpr uint32_t kLineSeed = 0xC0A57EEDu;
    for (const std::string name : {"addr", "line"}) {
        const bool lines = name == "line";
        ProbeCurve curve{name,
                         lines ? "distinct random lines per 32 lanes" : "distinct adjacent words per 32 lanes",
                         "ns per launch",
                         {}};
        for (uint32_t n : {1u, 2u, 4u, 8u, 16u, 32u}) {
            kit.step("constant: " + std::to_string(n) + " " + name + "s");
            cl::Kernel& kn = lines ? lk : k;
            kn.setArg(0, lines ? ltb : tb);
            kn.setArg(1, out);
            if (lines) {
                kn.setArg(2, cl_uint(lineWords));
                kn.setArg(3, cl_uint(n));
                kn.setArg(4, cl_uint(iters));
                kn.setArg(5, cl_uint(kLineSeed));
            } else {
                kn.setArg(2, cl_uint(n));
                kn.setArg(3, cl_uint(1));
                kn.setArg(4, cl_uint(iters));
            }
            curve.points.push_back({double(n), kit.timeNs([&] { return kit.enqueue(kn, wg * groups, wg); },
                                                          lines ? "probe_constant_lines" : "probe_constant")});
            const std::vector<uint32_t> got = kit.read(out, std::min<uint64_t>(wg * groups, 1024));
            for (uint64_t g = 0; g < got.size(); ++g) {
                const uint32_t lane = uint32_t((g % wg) % 32);
                uint32_t acc = 0;
                if (lines) {
                    const uint32_t group = lane % n, part = uint32_t(lineWords / 32 / n);
                    const uint32_t offset = (group * part + probeHash(group ^ kLineSeed) % part) * 32 +
                                            probeHash(lane + kLineSeed) % 32;
                    uint32_t h = uint32_t(g / 32) * 0x9E3779B9u ^ kLineSeed;
                    for (uint32_t j = 0; j < iters; ++j) {
                        h = h * 1664525u + 1013904223u;
                        acc ^= lineTable[((h & ~31u) + offset) & (lineWords - 1)];
                    }
                } else {
                    const uint32_t w = lane % n;
                    for (uint32_t j = 0; j < iters; ++j)
                        acc ^= table[(w + j) & (kWords - 1)];
                }
                if (!ProbeKit::check(r, got[g] == acc,
                                     std::string(lines ? "probe_constant_lines" : "probe_constant") + ": out[" +
                                         std::to_string(g) + "] wrong"))
                    break;
            }
        }
        const double t1 = uniformNs;
        for (const auto& p : curve.points) {
            if (p.x == 1 && !lines)
                continue;
            r.values.push_back(figureValue(
                "constant_" + name + "_" + std::to_string(int(p.x)), p.y > 0 ? t1 / p.y : 0, "ratio",
                lines
                    ? "time of a uniform index / time of n distinct lines per request, at random lines of a " +
                          bytesText(lineWords * 4) + " table, random words in them, moving at random"
                    : "time of a uniform index / time of n distinct adjacent words per request",
                0.8));
        }
        r.curves.push_back(curve);
    }
    return r;
}

ProbeResult probeAtomics(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    DeviceContext& d = kit.device();
    const uint64_t items = kit.isCpu() ? 4096 : 1 << 18;
    const uint32_t iters = kit.isCpu() ? 4 : 16;
    const uint32_t maxDistinct = kit.isCpu() ? 1024 : 65536;
    cl::Buffer counters = kit.buffer(uint64_t(maxDistinct) * 8 * 4);
    // Every power of two: the curve bends between 8 and 64 counters on the H100 (1.3 to 5.8 G/s), where a
    // histogram of 256 bins (32 sectors) reads it. Twice: lanes on consecutive counters (work-item g on counter
    // g mod n), and on random ones (a histogram's random bins spread a request over more lines).
    for (const bool random : {false, true}) {
        cl::Kernel k = kit.kernel("probe_onchip.cl", random ? "probe_atomic_random" : "probe_atomic");
        ProbeCurve curve{random ? "random" : "distinct",
                         random ? "random counters (32 B apart)" : "distinct counters (32 B apart)",
                         "G atomics/s",
                         {}};
        for (uint32_t n = 1; n <= maxDistinct; n *= 2) {
            kit.step(std::string("atomics: ") + std::to_string(n) + (random ? " random" : "") + " addresses");
            k.setArg(0, counters);
            k.setArg(1, cl_uint(n));
            k.setArg(2, cl_uint(iters));
            const double ns = kit.timeNs([&] { return kit.enqueue(k, items, 0); },
                                         random ? "probe_atomic_random" : "probe_atomic");
            curve.points.push_back({double(n), ns > 0 ? double(items * iters) / ns : 0});
            // One exact launch: zero, run once, every counter holds its work-items' adds.
            clCall("checking the atomics probe", d.label(), [&] {
                d.queue().enqueueFillBuffer(counters, cl_uint(0), 0, uint64_t(maxDistinct) * 32);
                kit.enqueue(k, items, 0).wait();
                return 0;
            });
            std::vector<uint64_t> expected(n, 0);
            for (uint64_t g = 0; g < items; ++g)
                for (uint32_t j = 0; j < iters; ++j)
                    ++expected[random ? probeHash(uint32_t(g * iters + j)) & (n - 1) : g % n];
            const std::vector<uint32_t> got = kit.read(counters, uint64_t(n) * 8);
            for (uint32_t c = 0; c < n; ++c)
                if (!ProbeKit::check(r, got[c * 8] == expected[c],
                                     std::string(random ? "probe_atomic_random" : "probe_atomic") +
                                         ": counter " + std::to_string(c) + " = " + std::to_string(got[c * 8]) +
                                         " expected " + std::to_string(expected[c])))
                    break;
        }
        r.curves.push_back(curve);
        for (const auto& p : curve.points)
            r.values.push_back(figureValue(
                std::string(random ? "atomic_rand_n_" : "atomic_n_") + std::to_string(int(p.x)), p.y, "G/s",
                "atomic_add by every work-item on " + std::to_string(int(p.x)) + " counters 32 B apart" +
                    (random ? " (work-item g at step j on counter hash(g x steps + j) mod n: random lines)"
                            : " (work-item g on counter g mod n)"),
                0.8));
    }
    const ProbeCurve& curve = r.curves.front();
    r.values.push_back(figureValue("atomic_same_gops", curve.points.front().y, "G/s",
                                   "atomic_add by every work-item on one counter", 0.8));
    r.values.push_back(figureValue(
        "atomic_distinct_gops", curve.points.back().y, "G/s",
        "atomic_add on " + std::to_string(int(curve.points.back().x)) + " counters 32 B apart", 0.8));
    return r;
}

} // namespace coalesce
