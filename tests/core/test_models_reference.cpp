// SPDX-License-Identifier: GPL-3.0-or-later
// The predicted GB/s (core/models/prediction.cpp predictedGBs): the relative times the throughput it is
// relative to, where the profile measured it. A launch-timed prediction is relative to the measured DRAM
// bandwidth whatever its space; a bank-only local one to the measured bandwidth of the space that carries most
// of its trace's bytes (the banks', or the DRAM's); constant and atomics are relative only. The device's peak
// stands in only for a global prediction's ideal stream. Each case worked by hand.
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/prediction.h"
#include "tests/core/modelprofile.h"
#include "tests/core/modeltrace.h"
#include "tests/core/pocl.h"

#include <gtest/gtest.h>

using namespace coalesce;
using coalesce::test::twoPassTrace;
using coalesce::test::withFigures;

namespace {

// A GPU geometry (32 banks x 4 B, SIMD groups of 32) whose datasheet peak is 5000 GB/s.
GeometryProfile profileWith(const std::map<std::string, double>& figures)
{
    GeometryProfile p = withFigures(coalesce::test::gpuProfile(), figures);
    p.peakBandwidth.value = 5'000'000; // MB/s
    return p;
}

// One SIMD group of 32 lanes: step 0 reads global word l (128 B, one line); steps 1..localSteps read local
// words l x localStride (128 B each; a stride of 2 words puts two lanes in each of 16 banks: 2 passes).
Trace mixedTrace(uint32_t localSteps, uint64_t localStride)
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = 1;
    t.bufferNames = {"in", "tile"};
    for (uint32_t l = 0; l < 32; ++l)
        t.records.push_back(hostRecordAt(l, 32, 0, Space::Global, 0, AccessKind::Read, l));
    for (uint32_t step = 1; step <= localSteps; ++step)
        for (uint32_t l = 0; l < 32; ++l)
            t.records.push_back(hostRecordAt(l, 32, step, Space::Local, 1, AccessKind::Read, l * localStride));
    return t;
}

Trace localOnlyTrace(uint64_t stride)
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = 1;
    t.bufferNames = {"tile"};
    for (uint32_t l = 0; l < 32; ++l)
        t.records.push_back(hostRecordAt(l, 32, 0, Space::Local, 0, AccessKind::Read, l * stride));
    return t;
}

} // namespace

TEST(ModelsReference, BankOnlyLocalIsRelativeToTheMeasuredLocalBandwidth)
{
    // 32 lanes, stride 2 words: 2 passes, relative 1/2; 128 local bytes and nothing else: the reference is the
    // local bandwidth itself, 1000 GB/s: 500 GB/s predicted. The peak (5000) plays no part.
    const GeometryProfile p = profileWith({{"local_read_gbs", 1000}, {"dram_read_gbs", 400}});
    const ModelSummary s = analyseTrace(localOnlyTrace(2), p, "local");
    ASSERT_EQ(s.space, "local");
    EXPECT_DOUBLE_EQ(s.predictedRelative, 0.5);
    EXPECT_DOUBLE_EQ(s.referenceGBs, 1000);
    ASSERT_TRUE(predictedGBs(s, p));
    EXPECT_DOUBLE_EQ(*predictedGBs(s, p), 500);
    const Prediction made = makePrediction(s, p);
    ASSERT_TRUE(made.predictedGBs);
    EXPECT_DOUBLE_EQ(*made.predictedGBs, 500);
    EXPECT_DOUBLE_EQ(summaryToJson(s, p)["predicted_eb_gbs"].get<double>(), 500);
}

TEST(ModelsReference, TheSpaceOfMostBytesSetsTheReference)
{
    // 128 global bytes + 3 x 128 local bytes, conflict-free (relative 1): the banks carry most, their
    // measured 1000 GB/s is the reference whatever the DRAM's.
    GeometryProfile p = profileWith({{"local_read_gbs", 1000}, {"dram_read_gbs", 100}});
    ModelSummary s = analyseTrace(mixedTrace(3, 1), p, "local");
    ASSERT_EQ(s.space, "local");
    EXPECT_DOUBLE_EQ(s.predictedRelative, 1.0);
    EXPECT_DOUBLE_EQ(s.referenceGBs, 1000);
    // Stride 2 in the banks: 2 passes, relative 1/2 of it.
    s = analyseTrace(mixedTrace(3, 2), p, "local");
    EXPECT_DOUBLE_EQ(s.predictedRelative, 0.5);
    EXPECT_DOUBLE_EQ(*predictedGBs(s, p), 500);
    // As many local bytes as global ones (one local step): still the banks'.
    EXPECT_DOUBLE_EQ(analyseTrace(mixedTrace(1, 1), p, "local").referenceGBs, 1000);
    // A stream with a little local memory: 2 x 128 global bytes (one read, one write) to 128 local ones
    // sets the DRAM's 100 GB/s.
    Trace stream = mixedTrace(1, 1);
    for (uint32_t l = 0; l < 32; ++l)
        stream.records.push_back(hostRecordAt(l, 32, 2, Space::Global, 0, AccessKind::Write, 32 + l));
    s = analyseTrace(stream, p, "local");
    ASSERT_EQ(s.space, "local");
    EXPECT_DOUBLE_EQ(s.referenceGBs, 100);
    EXPECT_DOUBLE_EQ(*predictedGBs(s, p), 100);
}

TEST(ModelsReference, WithoutTheFiguresNoAbsoluteLocalPrediction)
{
    // The old reading took the peak (5000 GB/s) for the local banks' ideal: 2500 GB/s for relative 1/2.
    EXPECT_FALSE(predictedGBs(analyseTrace(localOnlyTrace(2), profileWith({}), "local"), profileWith({})));
    // Mostly global bytes but no DRAM figure: unknown.
    const GeometryProfile localOnly = profileWith({{"local_read_gbs", 1000}});
    Trace stream = mixedTrace(1, 1);
    for (uint32_t l = 0; l < 32; ++l)
        stream.records.push_back(hostRecordAt(l, 32, 2, Space::Global, 0, AccessKind::Write, 32 + l));
    const ModelSummary s = analyseTrace(stream, localOnly, "local");
    EXPECT_EQ(s.referenceGBs, 0);
    EXPECT_FALSE(makePrediction(s, localOnly).predictedGBs);
    EXPECT_FALSE(summaryToJson(s, localOnly).contains("predicted_eb_gbs"));
    // Local memory the device emulates in its caches: no bank model, no reference.
    GeometryProfile cpu = profileWith({{"local_read_gbs", 1000}});
    cpu.localPhysical.value = 0;
    EXPECT_FALSE(predictedGBs(analyseTrace(localOnlyTrace(2), cpu, "local"), cpu));
}

TEST(ModelsReference, ALaunchTimedLocalPredictionIsRelativeToTheDram)
{
    // twoPassTrace declared as a launch of 1000 groups: two 1 ns passes a group at 128 GB/s (2 us) + the 5 us
    // floor = 7 us, the traced group's share 7 ns; its 1000 counted bytes in 7 ns: 142.857 GB/s, relative 1/7
    // of the 1000 GB/s DRAM. The peak would have said 5000 / 7 = 714.3 GB/s.
    const GeometryProfile p =
        profileWith({{"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"launch_floor_ns", 5000}});
    WorkingSet w;
    w.traceComplete = true;
    w.countedBytes = 1000;
    w.launchGroups = 1000;
    w.groupSize = 32;
    const ModelSummary s = analyseTrace(twoPassTrace(), p, "local", w);
    ASSERT_TRUE(s.launchTimed);
    EXPECT_NEAR(s.predictedRelative, 1.0 / 7.0, 1e-12);
    EXPECT_DOUBLE_EQ(s.referenceGBs, 1000);
    EXPECT_NEAR(*predictedGBs(s, p), 1000.0 / 7.0, 1e-9);
}

TEST(ModelsReference, GlobalTakesTheMeasuredDramElseThePeak)
{
    // 32 lanes reading consecutive words: one line, relative 1 (the ideal stream).
    Trace t = localOnlyTrace(1);
    for (auto& r : t.records)
        r.space = Space::Global;
    const GeometryProfile measured = profileWith({{"dram_read_gbs", 3000}});
    const ModelSummary s = analyseTrace(t, measured, "global");
    EXPECT_DOUBLE_EQ(s.predictedRelative, 1.0);
    EXPECT_DOUBLE_EQ(*predictedGBs(s, measured), 3000);
    // No figure measured: the datasheet's 5000 GB/s stands for the ideal stream.
    const ModelSummary unmeasured = analyseTrace(t, profileWith({}), "global");
    EXPECT_EQ(unmeasured.referenceGBs, 0);
    EXPECT_DOUBLE_EQ(*predictedGBs(unmeasured, profileWith({})), 5000);
}

TEST(ModelsReference, ConstantAndAtomicsAreRelativeOnly)
{
    Trace constant = localOnlyTrace(1);
    for (auto& r : constant.records)
        r.space = Space::Constant;
    const GeometryProfile p = profileWith({{"dram_read_gbs", 3000}, {"local_read_gbs", 1000}});
    const ModelSummary c = analyseTrace(constant, p, "constant");
    ASSERT_EQ(c.space, "constant");
    EXPECT_FALSE(predictedGBs(c, p));
    Trace atomics; // every lane increments word 0
    atomics.workGroupSize = 32;
    atomics.groups = 1;
    atomics.bufferNames = {"hist"};
    for (uint32_t l = 0; l < 32; ++l)
        atomics.records.push_back(
            hostRecordAt(l, 32, 0, Space::Global, 0, AccessKind::Atomic, 0, AtomicOp::Inc));
    const ModelSummary a = analyseTrace(atomics, p, "atomics");
    ASSERT_EQ(a.space, "atomics");
    EXPECT_FALSE(predictedGBs(a, p));
    EXPECT_FALSE(makePrediction(a, p).predictedGBs);
}
