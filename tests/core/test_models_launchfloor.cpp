// SPDX-License-Identifier: GPL-3.0-or-later
// The launch floor of a short global launch (core/models/prediction.cpp withLaunchFloor): the measured floor
// (launch_floor_ns, probe global.bandwidth) added to the time of the measured launch's bytes at the predicted
// rate. Hand-worked cases, and a sweep on PoCL whose predictor receives each point's bytes.
#include "core/lesson.h"
#include "core/measure.h"
#include "core/models.h"
#include "core/predict.h"
#include "tests/core/modelprofile.h"
#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace coalesce;
using coalesce::test::withFigures;

namespace {

// One SIMD group of 32 lanes reading 4 B each, contiguous: one dense 128 B request, relative 1.
Trace streamTrace()
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = 1;
    t.bufferNames = {"in"};
    for (uint32_t l = 0; l < 32; ++l) {
        TraceRecord r;
        r.globalId = l;
        r.localId = l;
        r.space = Space::Global;
        r.kind = AccessKind::Read;
        r.byteOffset = 4 * l;
        r.size = 4;
        t.records.push_back(r);
    }
    return t;
}

} // namespace

TEST(LaunchFloor, AddsTheMeasuredFloorToAShortLaunch)
{
    // 3 MB at relative 1 on 3000 GB/s (3000 B/ns): 1000 ns; + a 500 ns floor: 3e6 / 1500 / 3000 = 2/3.
    const GeometryProfile p =
        withFigures(test::gpuProfile(), {{"dram_read_gbs", 3000}, {"launch_floor_ns", 500}});
    const ModelSummary s = analyseTrace(streamTrace(), p, "global");
    ASSERT_DOUBLE_EQ(s.predictedRelative, 1.0);
    ModelSummary f = withLaunchFloor(s, 3000000, p);
    EXPECT_NEAR(f.predictedRelative, 2.0 / 3.0, 1e-12);
    EXPECT_NE(f.note.find("+ 0.5 us launch floor"), std::string::npos) << f.note;
    // A launch 1000 times longer barely notices it: 3e9 B, 1e6 ns + 500 -> 1 / 1.0005.
    EXPECT_NEAR(withLaunchFloor(s, 3000000000, p).predictedRelative, 1.0 / 1.0005, 1e-12);
    // At relative 0.5 the 3 MB take 2000 ns: 3e6 / 2500 / 3000 = 0.4.
    ModelSummary half = s;
    half.predictedRelative = 0.5;
    EXPECT_NEAR(withLaunchFloor(half, 3000000, p).predictedRelative, 0.4, 1e-12);
    // No bytes measured, no floor or no DRAM bandwidth measured: unchanged, no note.
    EXPECT_DOUBLE_EQ(withLaunchFloor(s, 0, p).predictedRelative, 1.0);
    const GeometryProfile noFloor = withFigures(test::gpuProfile(), {{"dram_read_gbs", 3000}});
    EXPECT_DOUBLE_EQ(withLaunchFloor(s, 3000000, noFloor).predictedRelative, 1.0);
    const GeometryProfile noDram = withFigures(test::gpuProfile(), {{"launch_floor_ns", 500}});
    EXPECT_EQ(withLaunchFloor(s, 3000000, noDram).note.find("launch floor"), std::string::npos);
    // A launch-timed prediction has the floor already; a local one is not in DRAM units: unchanged.
    ModelSummary timed = s;
    timed.launchTimed = true;
    EXPECT_DOUBLE_EQ(withLaunchFloor(timed, 3000000, p).predictedRelative, 1.0);
    ModelSummary local = s;
    local.space = "local";
    EXPECT_DOUBLE_EQ(withLaunchFloor(local, 3000000, p).predictedRelative, 1.0);
}

TEST(LaunchFloor, ALaunchOfManyWorkGroupsTakesAtLeastTheirStarts)
{
    // 3 MB at relative 1 on 3000 B/ns: 1000 ns of traffic. The device starts 2 work-groups per ns: 4000 groups
    // take 2000 ns, longer: 2000 + a 500 ns floor, 3e6 / 2500 / 3000 = 0.4.
    const GeometryProfile p = withFigures(
        test::gpuProfile(), {{"dram_read_gbs", 3000}, {"launch_floor_ns", 500}, {"group_rate_gps", 2}});
    const ModelSummary s = analyseTrace(streamTrace(), p, "global");
    const ModelSummary many = withLaunchFloor(s, 3000000, p, 4000);
    EXPECT_NEAR(many.predictedRelative, 0.4, 1e-12);
    EXPECT_EQ(many.note,
              "the launch's 4000 work-groups take 2.0 us at the measured 2 G work-groups/s, longer than "
              "its memory traffic (1.0 us); + 0.5 us launch floor (a launch of one small work-group, "
              "measured)");
    // 1000 groups take 500 ns, less than the traffic: the floor alone, 3e6 / 1500 / 3000.
    const ModelSummary few = withLaunchFloor(s, 3000000, p, 1000);
    EXPECT_NEAR(few.predictedRelative, 2.0 / 3.0, 1e-12);
    EXPECT_EQ(few.note.find("work-groups"), std::string::npos);
    // Groups unknown (0) or the rate not measured: the floor alone.
    EXPECT_NEAR(withLaunchFloor(s, 3000000, p).predictedRelative, 2.0 / 3.0, 1e-12);
    const GeometryProfile noRate =
        withFigures(test::gpuProfile(), {{"dram_read_gbs", 3000}, {"launch_floor_ns", 500}});
    EXPECT_NEAR(withLaunchFloor(s, 3000000, noRate, 4000).predictedRelative, 2.0 / 3.0, 1e-12);
    // The rate without a floor: 3e6 / 2000 / 3000 = 0.5.
    const GeometryProfile noFloor =
        withFigures(test::gpuProfile(), {{"dram_read_gbs", 3000}, {"group_rate_gps", 2}});
    EXPECT_NEAR(withLaunchFloor(s, 3000000, noFloor, 4000).predictedRelative, 0.5, 1e-12);
    // A rate out of bounds is not read.
    const GeometryProfile silly =
        withFigures(test::gpuProfile(), {{"dram_read_gbs", 3000}, {"group_rate_gps", -1}});
    EXPECT_DOUBLE_EQ(withLaunchFloor(s, 3000000, silly, 4000).predictedRelative, 1.0);
}

TEST(LaunchFloor, TheLaunchInfoNamesItsGroups)
{
    EXPECT_EQ(launchGroupsOf(Json{{"groups", 4224}}), 4224u);
    EXPECT_EQ(launchGroupsOf(Json{{"global_size", 64}}), 0u);
    EXPECT_EQ(launchGroupsOf(Json{{"groups", "many"}}), 0u);
    EXPECT_EQ(launchGroupsOf(Json{{"groups", -3}}), 0u);
    EXPECT_EQ(launchGroupsOf(Json{{"groups", 1.5}}), 0u);
    EXPECT_EQ(launchGroupsOf(Json::array({1, 2})), 0u);
    EXPECT_EQ(launchGroupsOf(Json()), 0u);
}

TEST(LaunchFloor, ASweepPredictsWithEachPointsMeasuredBytes)
{
    // global.stride swept on PoCL with the trace predictor and a measured 100 us floor: each point's prediction
    // is its floor-less one with 100 us added to the time of the point's measured bytes at 1000 B/ns.
    const Lesson& lesson = lessonOrThrow("global.stride");
    DeviceContext& ctx = test::device();
    const GeometryProfile saved = ctx.profile();
    const GeometryProfile bare = withFigures(test::gpuProfile(), {{"dram_read_gbs", 1000}});
    GeometryProfile floor = bare;
    floor.figures["launch_floor_ns"] = MeasuredFigure{100000, "ns", "hand-made", 1.0};
    SweepRequest request;
    request.lesson = &lesson;
    request.fixed = makeParams(lesson.params(), {"size=1M"});
    request.range = parseSweep(lesson.params(), "stride=1,4");
    request.options.warmup = 1;
    request.options.budgetSeconds = 0.001;
    request.options.minReps = 1;
    request.options.maxReps = 3;
    request.predictor = makeTracePredictor();
    ctx.setProfile(floor);
    const SweepOutcome with = runSweep(ctx, request, nullptr, nullptr);
    ctx.setProfile(bare);
    const SweepOutcome without = runSweep(ctx, request, nullptr, nullptr);
    ctx.setProfile(saved);
    ASSERT_EQ(with.points.size(), 2u);
    ASSERT_EQ(without.points.size(), 2u);
    for (size_t i = 0; i < 2; ++i) {
        ASSERT_TRUE(with.points[i].prediction && without.points[i].prediction);
        const double bytes = double(with.points[i].bytesRead + with.points[i].bytesWritten);
        ASSERT_GT(bytes, 0);
        const double r = without.points[i].prediction->relative;
        const double ns = bytes / (r * 1000);
        EXPECT_NEAR(with.points[i].prediction->relative, r * ns / (ns + 100000), 1e-5);
        EXPECT_NE(with.points[i].prediction->note.find("+ 100.0 us launch floor"), std::string::npos);
        EXPECT_EQ(without.points[i].prediction->note.find("launch floor"), std::string::npos);
    }
    // With a rate of one work-group per us the predictor receives each point's measured groups: its time is
    // at least groups x 1000 ns.
    GeometryProfile starts = bare;
    starts.figures["group_rate_gps"] = MeasuredFigure{1e-3, "G/s", "hand-made", 1.0};
    ctx.setProfile(starts);
    const SweepOutcome slow = runSweep(ctx, request, nullptr, nullptr);
    ctx.setProfile(saved);
    ASSERT_EQ(slow.points.size(), 2u);
    for (size_t i = 0; i < 2; ++i) {
        ASSERT_TRUE(slow.points[i].prediction);
        const double groups = double(launchGroupsOf(slow.points[i].launch));
        ASSERT_GT(groups, 0);
        const double bytes = double(slow.points[i].bytesRead + slow.points[i].bytesWritten);
        const double ns = bytes / (without.points[i].prediction->relative * 1000);
        EXPECT_NEAR(slow.points[i].prediction->relative, bytes / std::max(ns, groups * 1000) / 1000, 1e-9);
    }
}
