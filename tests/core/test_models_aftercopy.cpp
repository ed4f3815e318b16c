// SPDX-License-Identifier: GPL-3.0-or-later
// A kernel right after the host's write-buffer copy of its input (core/models/unitceilings.cpp
// afterCopyRelative, probe transfer.copy): the measured fixed cost added to the launch's time. Hand-worked
// cases, the declaration, the probe's decision and its figure in a profile file, and transfer.zerocopy's modes
// traced on PoCL (the probe's kernels: tests/core/test_probes.cpp).
#include "core/lesson.h"
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/predict.h"
#include "core/probes/probekit.h"
#include "tests/core/modelprofile.h"
#include "tests/core/pocl.h"

#include <gtest/gtest.h>

using namespace coalesce;
using coalesce::test::withFigures;

TEST(AfterCopy, AddsTheMeasuredCostToTheLaunch)
{
    // 3 MB counted at relative 1 on 3000 GB/s (3000 B/ns): 1000 ns; + 500 ns: 3e6 / 1500 / 3000 = 2/3. At
    // relative 0.5 the launch takes 2000 ns: 3e6 / 2500 / 3000 = 0.4.
    WorkingSet w;
    w.hostCopyCountedBytes = 3000000;
    Ceilings g;
    g.dramGBs = 3000;
    g.afterCopyNs = 500;
    EXPECT_NEAR(afterCopyRelative(w, g, 1.0), 2.0 / 3.0, 1e-12);
    EXPECT_NEAR(afterCopyRelative(w, g, 0.5), 0.4, 1e-12);
    // Measured as no cost: nothing changes.
    g.afterCopyNs = 0;
    EXPECT_DOUBLE_EQ(afterCopyRelative(w, g, 0.5), 0.5);
    // Not measured, no DRAM bandwidth, nothing declared, or no prediction: nothing to add (-1).
    g.afterCopyNs = -1;
    EXPECT_EQ(afterCopyRelative(w, g, 0.5), -1);
    g.afterCopyNs = 500;
    g.dramGBs = 0;
    EXPECT_EQ(afterCopyRelative(w, g, 0.5), -1);
    g.dramGBs = 3000;
    EXPECT_EQ(afterCopyRelative(WorkingSet{}, g, 0.5), -1);
    EXPECT_EQ(afterCopyRelative(w, g, 0), -1);
}

TEST(AfterCopy, TheDeclarationAndTheFigureAreReadStrictly)
{
    EXPECT_EQ(workingSetFromLaunch(Json{{"host_copy", {{"counted_bytes", 4096}}}}).hostCopyCountedBytes, 4096u);
    for (const Json& bad :
         {Json{{"host_copy", {{"counted_bytes", -1}}}}, Json{{"host_copy", {{"counted_bytes", 0}}}},
          Json{{"host_copy", {{"counted_bytes", "4096"}}}}, Json{{"host_copy", 4096}},
          Json{{"host_copy", {{"counted_bytes", 1e30}}}}, Json{{"host_copy", Json::object()}}})
        EXPECT_EQ(workingSetFromLaunch(bad).hostCopyCountedBytes, 0u) << bad.dump();
    // after_copy_ns: 0 is a measured "no cost"; a negative or absurd value is not measured.
    EXPECT_EQ(ceilingsFromProfile(withFigures(test::gpuProfile(), {{"after_copy_ns", 0}})).afterCopyNs, 0);
    EXPECT_EQ(ceilingsFromProfile(withFigures(test::gpuProfile(), {{"after_copy_ns", 17168}})).afterCopyNs,
              17168);
    EXPECT_EQ(ceilingsFromProfile(withFigures(test::gpuProfile(), {{"after_copy_ns", -5}})).afterCopyNs, -1);
    EXPECT_EQ(ceilingsFromProfile(withFigures(test::gpuProfile(), {{"after_copy_ns", 1e12}})).afterCopyNs, -1);
    EXPECT_EQ(ceilingsFromProfile(test::gpuProfile()).afterCopyNs, -1);
}

TEST(AfterCopy, TransferDeclaresItsCopyAndThePredictionAddsIt)
{
    // transfer.zerocopy traced on PoCL (2 work-groups of the full launch): copy and copy_host_ptr declare the
    // full launch's bytes (the whole input read, one uint4 per work-item written), map does not. With a
    // measured cost the copy's prediction is lower than the map's and says why; without, it says the probe.
    const Lesson& lesson = lessonOrThrow("transfer.zerocopy");
    const GeometryProfile measured =
        withFigures(test::gpuProfile(), {{"dram_read_gbs", 1000}, {"after_copy_ns", 100000}});
    const GeometryProfile bare = withFigures(test::gpuProfile(), {{"dram_read_gbs", 1000}});
    double mapRelative = 0;
    for (const char* mode : {"map", "copy", "copy_host_ptr"}) {
        SCOPED_TRACE(mode);
        const auto traced = traceConfiguration(
            test::device(), lesson,
            makeParams(lesson.params(), {std::string("mode=") + mode, "size=1M", "wg=64"}), measured, 2);
        ASSERT_TRUE(traced.validation.passed) << traced.validation.firstMismatch;
        const WorkingSet w = workingSetFromLaunch(traced.launch);
        const ModelSummary s = analyseTrace(traced.trace, measured, lesson.info().space, w);
        ASSERT_GT(s.predictedRelative, 0) << s.note;
        if (std::string(mode) == "map") {
            EXPECT_FALSE(traced.launch.contains("host_copy"));
            EXPECT_EQ(s.note.find("host's"), std::string::npos) << s.note;
            mapRelative = s.predictedRelative;
            continue;
        }
        // 1 MiB input read by 4096 work-items (16 uint4 each), one uint4 written by each: 1048576 + 65536 B.
        EXPECT_EQ(traced.launch.at("host_copy").at("counted_bytes"), 1048576u + 65536u);
        EXPECT_EQ(w.hostCopyCountedBytes, 1048576u + 65536u);
        // The map's prediction at 1000 B/ns: 1114112 B in 1114.112 ns / relative; + 100000 ns.
        const double launchNs = 1114112.0 / (mapRelative * 1000);
        EXPECT_NEAR(s.predictedRelative, mapRelative * launchNs / (launchNs + 100000), 1e-9);
        EXPECT_NE(s.note.find("+ 100.0 us: the kernel runs right after the host's write-buffer copy"),
                  std::string::npos)
            << s.note;
        const ModelSummary none = analyseTrace(traced.trace, bare, lesson.info().space, w);
        EXPECT_NEAR(none.predictedRelative, mapRelative, 1e-12);
        EXPECT_NE(none.note.find("not measured (probe transfer.copy)"), std::string::npos) << none.note;
    }
}

TEST(AfterCopy, TheProbeDecidesByTheMiddleHalves)
{
    // Eight cycles each. After a map 100..106 us and one slow cycle of 180 (a page fault); after a copy
    // 117..123: the map's upper quartile (nearest rank 6 of 8: 105) is below the copy's lower one (rank 3:
    // 119), the medians 103.5 and 120.5: 17 us. The max / min spread (80 %) would have called it noise.
    const std::vector<double> map = {100, 101, 102, 103, 104, 105, 106, 180};
    const std::vector<double> copy = {117, 118, 119, 120, 121, 122, 123, 124};
    EXPECT_DOUBLE_EQ(afterCopyCost(map, copy), 17);
    // The order of the cycles does not matter.
    EXPECT_DOUBLE_EQ(
        afterCopyCost({180, 103, 100, 106, 101, 105, 102, 104}, {124, 117, 123, 118, 122, 119, 121, 120}), 17);
    // Overlapping middle halves: a copy of 103..110, its lower quartile (rank 3) 105, not above the map's 105.
    EXPECT_DOUBLE_EQ(afterCopyCost(map, {103, 104, 105, 106, 107, 108, 109, 110}), 0);
    // Apart but within 2 % of the map's median (103.5 -> at most 105.57): no cost.
    EXPECT_DOUBLE_EQ(
        afterCopyCost({100, 100, 100, 100, 101, 101, 101, 101}, {102, 102, 102, 102, 102, 102, 102, 102}), 0);
    // Too few cycles to tell.
    EXPECT_DOUBLE_EQ(afterCopyCost({100}, {200}), 0);
    EXPECT_DOUBLE_EQ(afterCopyCost({}, {}), 0);
}

TEST(AfterCopy, AMeasuredZeroSurvivesTheProfileFile)
{
    // The probe stores 0 where a copied input costs nothing (a CPU, whose buffers are host memory); reading
    // the file back keeps it (it once warned and dropped it, so the model said "not measured").
    const GeometryProfile p = withFigures(test::gpuProfile(), {{"after_copy_ns", 0}});
    const GeometryProfile back = profileFromJson(profileToJson(p));
    ASSERT_EQ(back.figures.count("after_copy_ns"), 1u);
    EXPECT_EQ(back.figure("after_copy_ns", -1), 0);
    EXPECT_EQ(ceilingsFromProfile(back).afterCopyNs, 0);
    // A negative one is still refused.
    Json bad = profileToJson(p);
    bad["measured"]["after_copy_ns"]["value"] = -5;
    EXPECT_EQ(profileFromJson(bad).figures.count("after_copy_ns"), 0u);
}
