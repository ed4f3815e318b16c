// SPDX-License-Identifier: GPL-3.0-or-later
// The launch-time model with a declared loop (core/models/launchtime.cpp): a shortened loop's local passes and
// load/store slots scaled up, constant requests as slots, atomics left untimed; and histogram GPU4/GPU5's
// declaration traced on PoCL.
#include "core/errors.h"
#include "core/lesson.h"
#include "core/lessons/kernelrun.h"
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/predict.h"
#include "tests/core/modelprofile.h"
#include "tests/core/pocl.h"

#include <gtest/gtest.h>

using namespace coalesce;

namespace {

// 32 lanes, 32 banks x 4 B (physical), 32 B sectors, 128 B lines, no channel factor, the given figures.
GeometryProfile withFigures(const std::map<std::string, double>& figures)
{
    return coalesce::test::withFigures(coalesce::test::gpuProfile(), figures);
}

// One work-group of 32 lanes: step 0 reads in[l] (global) and writes tile[l] (local); the loop, steps 1 and 2,
// reads tile[l] (local) and c[0] (constant, every lane the same word); step 3 adds 1 to bins[0] (atomic).
Trace loopTrace()
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = 1;
    t.bufferNames = {"in", "c", "bins", "tile"};
    for (uint32_t l = 0; l < 32; ++l) {
        t.records.push_back(hostRecordAt(l, 32, 0, Space::Global, 0, AccessKind::Read, l));
        t.records.push_back(hostRecordAt(l, 32, 0, Space::Local, 3, AccessKind::Write, l));
        t.records.push_back(hostRecordAt(l, 32, 1, Space::Local, 3, AccessKind::Read, l));
        t.records.push_back(hostRecordAt(l, 32, 2, Space::Constant, 1, AccessKind::Read, 0));
        t.records.push_back(hostRecordAt(l, 32, 3, Space::Global, 2, AccessKind::Atomic, 0, AtomicOp::Add));
    }
    return t;
}

WorkingSet loop(double scale)
{
    WorkingSet w;
    w.traceComplete = true;
    w.countedBytes = 1000;
    w.launchGroups = 1;
    w.loopFirstStep = 1;
    w.loopEndStep = 3;
    w.loopScale = scale;
    return w;
}

} // namespace

TEST(ModelsLaunchLoop, TheLoopsPassesAndSlotsScaledUp)
{
    // Local memory 128 GB/s: one pass or slot (32 banks x 4 B) is 1 ns. DRAM 1000 B/ns.
    const GeometryProfile p = withFigures({{"dram_read_gbs", 1000}, {"local_read_gbs", 128}});
    // Global: the hierarchy's bytes at DRAM speed, the coalesced 128 B read and the atomic's 32 x 4 B (its
    // traffic; its serialisation on one word is not timed): 0.256 ns; the read's one line: 1 slot. Local: the
    // fill's store (1 pass) + the loop's read (1 pass) x 5 = 6 ns. Constant: the loop's uniform read, one
    // address: 1 slot x 5. 0.256 + 6 + 1 + 5 = 12.256 ns; one group, no floor: counted 1000 B / 12.256 ns /
    // 1000 B/ns.
    const ModelSummary s = analyseTrace(loopTrace(), p, "local", loop(5));
    const LaunchTime t = launchTime(s.requests, modelGeometry(p), ceilingsFromProfile(p), loop(5));
    EXPECT_NEAR(t.globalNs, 0.256, 1e-12);
    EXPECT_NEAR(t.localNs, 6, 1e-12);
    EXPECT_NEAR(t.issueNs, 6, 1e-12);
    EXPECT_EQ(t.atomicRequests, 1u);
    EXPECT_NEAR(t.launchNs, 12.256, 1e-9);
    EXPECT_NEAR(s.predictedRelative, 1000.0 / 12.256 / 1000.0, 1e-12);
    EXPECT_NE(s.note.find("+ load/store slots 0.0 us +"), std::string::npos) << s.note; // 6 ns in us
    // The summary names the launch time as what binds, and what it leaves out.
    const Json summary = summaryToJson(s, p);
    EXPECT_EQ(summary.at("ceiling"), "launch time");
    EXPECT_NE(summary.at("not_modelled").get<std::string>().find("atomics"), std::string::npos);
    // Without the loop declared (scale 0): every step once, 0.256 + 2 + 2 = 4.256 ns.
    EXPECT_NEAR(analyseTrace(loopTrace(), p, "local", loop(0)).predictedRelative, 1000.0 / 4.256 / 1000.0,
                1e-12);
}

TEST(ModelsLaunchLoop, TheLoopAsALessonDeclaresIt)
{
    const WorkingSet w =
        workingSetFromLaunch(Json{{"trace_complete", true},
                                  {"counted_bytes", 4096},
                                  {"launch_groups", 64},
                                  {"loop", {{"first_step", 64}, {"end_step", 192}, {"scale", 4}}}});
    EXPECT_TRUE(w.timed());
    EXPECT_FALSE(w.privateSpilled);
    EXPECT_EQ(w.loopFirstStep, 64u);
    EXPECT_EQ(w.loopEndStep, 192u);
    EXPECT_DOUBLE_EQ(w.loopScale, 4);
    const WorkingSet bad =
        workingSetFromLaunch(Json{{"loop", {{"first_step", 64}, {"end_step", 64}, {"scale", 4}}}});
    EXPECT_EQ(bad.loopScale, 0);
}

TEST(ModelsLaunchLoop, HistogramGpu4AndGpu5DeclareTheirCentroidLoop)
{
    // Traced on PoCL with 2 groups of 64 (4096 descriptors on a CPU: 64 groups measured): the trace compares
    // with 2 centroids, its loop steps 64..191 (after the tile's fill at 0..63) stand for centroids / 2.
    const GeometryProfile p =
        withFigures({{"dram_read_gbs", 1000}, {"local_read_gbs", 20000}, {"launch_floor_ns", 5000}});
    std::map<int, double> relative;
    for (const char* id : {"histogram.gpu4", "histogram.gpu5"}) {
        const Lesson& lesson = lessonOrThrow(id);
        for (int centroids : {8, 32}) {
            const auto traced = traceConfiguration(
                coalesce::test::device(), lesson,
                makeParams(lesson.params(), {"centroids=" + std::to_string(centroids), "wg=64"}), p, 2);
            ASSERT_TRUE(traced.validation.passed);
            const Json& l = traced.launch.at("loop");
            EXPECT_EQ(l.at("first_step"), 64);
            EXPECT_EQ(l.at("end_step"), 64 + 2 * 64);
            EXPECT_DOUBLE_EQ(l.at("scale").get<double>(), centroids / 2.0);
            EXPECT_EQ(traced.launch.at("counted_bytes"), uint64_t(128) * centroids * 64 * 8) << id;
            EXPECT_EQ(traced.launch.at("launch_groups"), 4096 / 64);
            // gpuProfile has physical local memory: the launch-time model predicts, its loop scaled up.
            const WorkingSet w = workingSetFromLaunch(traced.launch);
            ASSERT_TRUE(w.timed());
            const ModelSummary s = analyseTrace(traced.trace, p, lesson.info().space, w);
            EXPECT_NE(s.note.find("launch time"), std::string::npos) << id << ": " << s.note;
            relative[centroids] = s.predictedRelative;
        }
        // More centroids: the same tile fill and launch floor under more counted bytes, so a higher throughput.
        EXPECT_GT(relative[32], relative[8] * 1.2) << id;
    }
    // GPU1-3 re-read the descriptors from global memory in their loop: no launch-time loop, but a re-read loop
    // for the global model: the trace's second centroid (steps 64..127) stands for all but the first, so the
    // hierarchy counts what the traced groups' work-items read in the measured launch (a descriptor and a
    // centroid word per feature and centroid: 128 x 8 x 64 x 8 B), and each work-item's one atomic on its bin
    // after the loop, 4 B, once.
    for (const char* id : {"histogram.gpu1", "histogram.gpu2", "histogram.gpu3"}) {
        const Lesson& lesson = lessonOrThrow(id);
        const auto traced = traceConfiguration(coalesce::test::device(), lesson,
                                               makeParams(lesson.params(), {"centroids=8"}), p, 2);
        ASSERT_TRUE(traced.validation.passed);
        EXPECT_FALSE(traced.launch.contains("loop"));
        const WorkingSet w = workingSetFromLaunch(traced.launch);
        EXPECT_FALSE(w.timed());
        const Json& r = traced.launch.at("reread_loop");
        EXPECT_EQ(r.at("first_step"), 64);
        EXPECT_EQ(r.at("end_step"), 128);
        EXPECT_DOUBLE_EQ(r.at("scale").get<double>(), 7.0);
        EXPECT_EQ(r.at("groups"), 4096 / 64); // the measured launch's
        EXPECT_EQ(r.at("units"), coalesce::test::device().device().getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>());
        // GPU3 loads four descriptor words into a float4 before using any: one step of its chain of loads.
        EXPECT_EQ(w.rereadBatch, std::string(id) == "histogram.gpu3" ? 4u : 1u) << id;
        ASSERT_TRUE(w.rereadLoop);
        const ModelSummary s = analyseTrace(traced.trace, p, lesson.info().space, w);
        const Hierarchy h = explainSummary(s, modelGeometry(p), ceilingsFromProfile(p), w);
        EXPECT_EQ(h.bytesRequested, uint64_t(128) * 8 * 64 * 8 + 128 * 4) << id;
    }
    for (const char* id : {"histogram.gpu4", "histogram.gpu5"}) {
        const Lesson& lesson = lessonOrThrow(id);
        const auto traced = traceConfiguration(coalesce::test::device(), lesson,
                                               makeParams(lesson.params(), {"centroids=8"}), p, 2);
        EXPECT_FALSE(traced.launch.contains("reread_loop")) << id;
        // The launch's waves: the device's compute units and the group's local memory.
        const WorkingSet w = workingSetFromLaunch(traced.launch);
        EXPECT_EQ(w.launchUnits, coalesce::test::device().device().getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>())
            << id;
        EXPECT_EQ(w.groupLocalBytes, uint64_t(64) * 64 * 4) << id; // 64 features of the group's 64 descriptors
    }
}

TEST(ModelsLaunchLoop, LocalBroadcastDeclaresItsShortenedFillAndLoop)
{
    // Traced on PoCL with 2 groups: 32 words filled and read where the measured launch fills and reads 1024, so
    // every step but the store stands for 32 (the fill: ceil(32 / wg) steps). Counted: per group the measured
    // launch's wg x 1024 reads, its 1024-word fill and its wg stores, 4 B each.
    const Lesson& lesson = lessonOrThrow("local.broadcast");
    const GeometryProfile p =
        withFigures({{"dram_read_gbs", 1000}, {"local_read_gbs", 20000}, {"launch_floor_ns", 5000}});
    std::map<int, double> relative;
    for (int wg : {32, 256}) {
        const auto traced = traceConfiguration(coalesce::test::device(), lesson,
                                               makeParams(lesson.params(), {"wg=" + std::to_string(wg)}), p, 2);
        ASSERT_TRUE(traced.validation.passed);
        const Json& l = traced.launch.at("loop");
        EXPECT_EQ(l.at("first_step"), 0);
        EXPECT_EQ(l.at("end_step"), 1 + 32);
        EXPECT_DOUBLE_EQ(l.at("scale").get<double>(), 32.0);
        EXPECT_EQ(traced.launch.at("counted_bytes"), uint64_t(2) * ((wg * 1024 + 1024) * 4 + wg * 4));
        const WorkingSet w = workingSetFromLaunch(traced.launch);
        ASSERT_TRUE(w.timed());
        const ModelSummary s = analyseTrace(traced.trace, p, lesson.info().space, w);
        EXPECT_TRUE(s.launchTimed) << s.note;
        relative[wg] = s.predictedRelative;
    }
    // A group of 32 reads an eighth of what a group of 256 does after the same fill, under the same launch
    // floor: its throughput is lower (the H100 measured 0.675 of wg 256's).
    EXPECT_LT(relative[32], relative[256] * 0.95);
}

TEST(ModelsLaunchLoop, EveryLaunchTimedLessonDeclaresTheDevicesUnits)
{
    // A lesson whose trace holds every access (trace_complete: the launch-time model) declares the device's
    // compute units, so each wave of its work-groups lasts at least a work-item's chain of loads.
    const auto units = coalesce::test::device().device().getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>();
    int timed = 0;
    for (const Lesson* lesson : allLessons()) {
        if (!lesson->info().traceable)
            continue;
        TracedConfiguration traced;
        try {
            traced = traceConfiguration(coalesce::test::device(), *lesson, makeParams(lesson->params(), {}),
                                        coalesce::test::gpuProfile(), lesson->info().traceGroups);
        } catch (const Error& e) {
            ASSERT_EQ(e.kind(), ErrorKind::Unsupported) << lesson->info().id << ": " << e.what();
            continue; // PoCL has no sub-group shuffle
        }
        if (!traced.launch.value("trace_complete", false))
            continue;
        ++timed;
        ASSERT_TRUE(traced.launch.contains("units")) << lesson->info().id;
        EXPECT_EQ(traced.launch.at("units"), units) << lesson->info().id;
    }
    // histogram GPU4 and GPU5, local.broadcast, local.reuse, matmul.order, scan.padding at least.
    EXPECT_GE(timed, 6);
}
