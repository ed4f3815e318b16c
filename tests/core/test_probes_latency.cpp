// SPDX-License-Identifier: GPL-3.0-or-later
// The load-latency probe compute.latency: its five figures on PoCL (decided or explained, validated, a curve
// of two chase lengths each; no timing asserted), the slope it reads them from and the footprints of its L2 and
// DRAM chases (hand-made numbers), and the host walk its kernels are checked against (a hand-worked cycle).
#include "pocl.h"
#include "probeoptions.h"

#include "core/probes/probe.h"
#include "core/probes/probekit.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

using namespace coalesce;

TEST(ProbesLatency, IsListedAfterTheRoundsProbe)
{
    const auto& list = probeList();
    for (size_t i = 0; i + 1 < list.size(); ++i)
        if (list[i].name == "compute.rounds") {
            EXPECT_EQ(list[i + 1].name, "compute.latency");
            return;
        }
    FAIL() << "compute.rounds is not listed";
}

TEST(ProbesLatency, RunsValidatedKernelsAndGivesTheLatencies)
{
    // 16 MiB buffers: the DRAM chase is cut to 16 MiB, the L2 one keeps its 4 MiB or what the profile says.
    ProbeOptions options = test::quickProbeOptions();
    options.maxBufferBytes = 16 << 20;
    const auto results = runProbes(test::device(), {"compute.latency"}, options, nullptr, nullptr);
    ASSERT_EQ(results.size(), 1u);
    const ProbeResult& r = results[0];
    EXPECT_TRUE(r.error.empty()) << r.error;
    EXPECT_TRUE(r.skipped.empty()) << r.skipped;
    EXPECT_TRUE(r.validated) << r.validation;
    const char* keys[] = {"local_latency_ns", "l1_latency_ns", "constant_latency_ns", "l2_latency_ns",
                          "dram_latency_ns"};
    const char* curves[] = {"local", "l1", "constant", "l2", "dram"};
    // Five latencies, then the L1's under load: on a CPU with 1 and 2 SIMD groups a compute unit.
    ASSERT_EQ(r.values.size(), 7u);
    ASSERT_EQ(r.curves.size(), 6u);
    for (size_t i = 0; i < 5; ++i) {
        const ProbeValue& v = r.values[i];
        EXPECT_EQ(v.key, keys[i]);
        EXPECT_EQ(v.unit, "ns");
        EXPECT_FALSE(v.method.empty()) << v.key;
        EXPECT_TRUE(v.decided) << v.key << ": " << v.reason;
        EXPECT_GT(v.value, 0) << v.key;
        EXPECT_TRUE(std::isfinite(v.value)) << v.key;
        EXPECT_GT(v.confidence, 0) << v.key;
        EXPECT_LE(v.confidence, 1) << v.key;
        const ProbeCurve& c = r.curves[i];
        EXPECT_EQ(c.name, curves[i]);
        ASSERT_EQ(c.points.size(), 2u) << c.name;
        EXPECT_LT(c.points[0].x, c.points[1].x) << c.name;
        for (const auto& p : c.points)
            EXPECT_GT(p.y, 0) << c.name << " at " << p.x;
        // The figure is the curve's slope.
        EXPECT_DOUBLE_EQ(v.value, (c.points[1].y - c.points[0].y) / (c.points[1].x - c.points[0].x)) << v.key;
    }
    const ProbeCurve& loaded = r.curves[5];
    EXPECT_EQ(loaded.name, "l1 loaded");
    for (size_t i = 0; i < 2; ++i) {
        const ProbeValue& v = r.values[5 + i];
        EXPECT_EQ(v.key, "l1_loaded_ns_" + std::to_string(i + 1));
        EXPECT_EQ(v.unit, "ns");
        EXPECT_TRUE(v.decided) << v.key << ": " << v.reason;
        EXPECT_GT(v.value, 0) << v.key;
        EXPECT_NE(v.method.find(" on each of the "), std::string::npos) << v.method;
        ASSERT_GT(loaded.points.size(), i);
        EXPECT_EQ(loaded.points[i].x, double(i + 1));
        EXPECT_DOUBLE_EQ(loaded.points[i].y, v.value);
    }
    // The methods say the footprints and the line.
    EXPECT_NE(r.values[3].method.find(" lines of "), std::string::npos) << r.values[3].method;
    EXPECT_NE(r.values[4].method.find("16 MiB of global memory"), std::string::npos) << r.values[4].method;
    // Decided figures enter a profile as figures.
    GeometryProfile profile;
    const auto set = applyProbeResults(results, profile);
    EXPECT_EQ(set.size(), 7u);
    for (const char* key : keys)
        EXPECT_GT(profile.figure(key, 0), 0) << key;
    EXPECT_GT(profile.figure("l1_loaded_ns_2", 0), 0);
}

TEST(ProbesLatency, SlopeCancelsTheLaunchOverhead)
{
    // 5000 ns of overhead, 2 ns per load.
    const Decision d = chaseSlope({4096, 5000 + 2 * 4096}, {65536, 5000 + 2 * 65536});
    ASSERT_TRUE(d.decided) << d.reason;
    EXPECT_DOUBLE_EQ(d.value, 2.0);
    EXPECT_DOUBLE_EQ(d.confidence, 0.7);
    EXPECT_TRUE(d.reason.empty());
    // 100 loads more took 50 ns more.
    EXPECT_DOUBLE_EQ(chaseSlope({100, 1000}, {200, 1050}).value, 0.5);
}

TEST(ProbesLatency, ShorterLaunchBelowItsLoadsShareLowersTheConfidence)
{
    // Slope 3 ns, but the shorter launch took 10000 ns, less than 0.9 x 4096 x 3 ns: one time is off.
    const Decision d = chaseSlope({4096, 10000}, {65536, 10000 + 3 * 61440});
    ASSERT_TRUE(d.decided);
    EXPECT_DOUBLE_EQ(d.value, 3.0);
    EXPECT_DOUBLE_EQ(d.confidence, 0.4);
    // A launch whose events leave the overhead out lands about on the slope's line: slightly below is fine.
    EXPECT_DOUBLE_EQ(chaseSlope({4096, 4000}, {65536, 4000 + 61440}).confidence, 0.7);
}

TEST(ProbesLatency, NonPositiveSlopeIsUndecided)
{
    for (const double longer : {9000.0, 10000.0}) {
        const Decision d = chaseSlope({4096, 10000}, {65536, longer});
        EXPECT_FALSE(d.decided) << longer;
        EXPECT_FALSE(d.reason.empty()) << longer;
    }
    // Equal or reversed lengths decide nothing either.
    EXPECT_FALSE(chaseSlope({4096, 1000}, {4096, 2000}).decided);
    EXPECT_FALSE(chaseSlope({65536, 2000}, {4096, 1000}).decided);
    EXPECT_FALSE(chaseSlope({4096, 1000}, {65536, std::numeric_limits<double>::quiet_NaN()}).decided);
}

TEST(ProbesLatency, FootprintsWithNothingMeasured)
{
    constexpr uint64_t kMiB = 1 << 20;
    const ChaseFootprints f = chaseFootprints(0, 0, 1024 * kMiB, false);
    EXPECT_EQ(f.l2Bytes, 4 * kMiB);
    EXPECT_EQ(f.dramBytes, 256 * kMiB);
}

TEST(ProbesLatency, FootprintsFollowTheMeasuredCaches)
{
    constexpr uint64_t kMiB = 1 << 20;
    // An H100-like L1 of 256 KiB and L2 of 50 MiB: 16 L1s are the 4 MiB already, inside a quarter of the L2;
    // DRAM past 8 L2s.
    ChaseFootprints f = chaseFootprints(256 << 10, 50 * kMiB, 1024 * kMiB, false);
    EXPECT_EQ(f.l2Bytes, 4 * kMiB);
    EXPECT_EQ(f.dramBytes, 400 * kMiB);
    // A larger L1 raises the L2 chase to 16 L1s; a buffer limit caps the DRAM one.
    f = chaseFootprints(512 << 10, 50 * kMiB, 256 * kMiB, false);
    EXPECT_EQ(f.l2Bytes, 8 * kMiB);
    EXPECT_EQ(f.dramBytes, 256 * kMiB);
    // A small L2 alone lowers it to a quarter of the L2.
    f = chaseFootprints(0, 8 * kMiB, 1024 * kMiB, false);
    EXPECT_EQ(f.l2Bytes, 2 * kMiB);
    EXPECT_EQ(f.dramBytes, 64 * kMiB);
}

TEST(ProbesLatency, ConflictingBoundsKeepFourMiB)
{
    constexpr uint64_t kMiB = 1 << 20;
    // 16 L1s (4 MiB) above a quarter of the L2 (2 MiB): neither figure is trusted for the L2 chase.
    const ChaseFootprints f = chaseFootprints(256 << 10, 8 * kMiB, 1024 * kMiB, false);
    EXPECT_EQ(f.l2Bytes, 4 * kMiB);
    EXPECT_EQ(f.dramBytes, 64 * kMiB);
}

TEST(ProbesLatency, CpuFootprintsStopAt64MiBAndTheBufferLimit)
{
    constexpr uint64_t kMiB = 1 << 20;
    // A CPU's DRAM chase is 64 MiB whatever its L2 (an L3 follows it)...
    ChaseFootprints f = chaseFootprints(0, 0, 128 * kMiB, true);
    EXPECT_EQ(f.l2Bytes, 4 * kMiB);
    EXPECT_EQ(f.dramBytes, 64 * kMiB);
    f = chaseFootprints(32 << 10, 1 * kMiB, 128 * kMiB, true);
    EXPECT_EQ(f.l2Bytes, 4 * kMiB); // 512 KiB above 256 KiB: conflicting
    EXPECT_EQ(f.dramBytes, 64 * kMiB);
    // ... and both are cut to a small buffer limit.
    f = chaseFootprints(0, 0, 2 * kMiB, true);
    EXPECT_EQ(f.l2Bytes, 2 * kMiB);
    EXPECT_EQ(f.dramBytes, 2 * kMiB);
}

TEST(ProbesLatency, HostWalkFollowsAHandWorkedCycle)
{
    // The cycle 0 -> 2 -> 3 -> 1 -> 0 over four words.
    const std::vector<uint32_t> next = {2, 0, 3, 1};
    EXPECT_EQ(chaseWalk(next, 0, 0), 0u);
    EXPECT_EQ(chaseWalk(next, 0, 1), 2u);
    EXPECT_EQ(chaseWalk(next, 0, 2), 3u);
    EXPECT_EQ(chaseWalk(next, 0, 3), 1u);
    EXPECT_EQ(chaseWalk(next, 0, 4), 0u);
    EXPECT_EQ(chaseWalk(next, 0, 4097), 2u); // 4097 = 4 x 1024 + 1
    EXPECT_EQ(chaseWalk(next, 3, 2), 0u);    // 3 -> 1 -> 0
    // A chain that leaves the buffer ends at UINT32_MAX.
    EXPECT_EQ(chaseWalk({5, 0}, 0, 2), std::numeric_limits<uint32_t>::max());
}

TEST(ProbesLatency, KernelsEndWhereTheHostWalkEnds)
{
    // The three kernels on the same hand-made cycle over 256 words: 0 -> 2 -> 3 -> 1 -> 0 in the first four,
    // the rest pointing at themselves.
    ProbeKit kit(test::device(), test::quickProbeOptions(), nullptr, nullptr);
    std::vector<uint32_t> next(256);
    for (uint32_t i = 0; i < next.size(); ++i)
        next[i] = i;
    next[0] = 2;
    next[1] = 0;
    next[2] = 3;
    next[3] = 1;
    cl::Buffer chain = kit.buffer(next.size() * 4);
    kit.write(chain, next, next.size());
    cl::Buffer out = kit.buffer(4);
    for (const char* name : {"probe_latency_local", "probe_latency_global", "probe_latency_constant"}) {
        cl::Kernel k = kit.kernel("probe_latency.cl", name, "-DLWORDS=256");
        for (const uint32_t steps : {1u, 3u, 4097u}) {
            k.setArg(0, chain);
            k.setArg(1, out);
            k.setArg(2, cl_uint(0));
            k.setArg(3, cl_uint(steps));
            kit.enqueue(k, 1, 1).wait();
            EXPECT_EQ(kit.read(out, 1)[0], chaseWalk(next, 0, steps)) << name << ", " << steps << " steps";
        }
    }
}
