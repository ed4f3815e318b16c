// SPDX-License-Identifier: GPL-3.0-or-later
// The atomic tail (core/models/unitceilings.cpp atomicTail): the atomics each work-item makes after its work
// begin when the first wave of work-groups is done and take the longer of all of them at the one-shot rate and
// the busiest bin's at the one-address rate; what outlasts the other work is added. Hand-worked cases, the
// groups a compute unit keeps, the declaration, and the histograms'.
#include "core/lesson.h"
#include "core/lessons/kernelrun.h"
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/predict.h"
#include "tests/core/modelprofile.h"
#include "tests/core/pocl.h"

#include <gtest/gtest.h>

using namespace coalesce;
using coalesce::test::withFigures;

namespace {

// 1000 atomics on 8 bins by 4 groups of 64 on 2 compute units, 1 MB counted.
WorkingSet tail(uint64_t groups)
{
    WorkingSet w;
    w.tailAtomics = 1000;
    w.tailBins = 8;
    w.tailGroups = groups;
    w.tailGroupSize = 64;
    w.tailLocalBytes = 0;
    w.tailUnits = 2;
    w.tailCountedBytes = 1000000;
    return w;
}

Ceilings tailCeilings()
{
    Ceilings g;
    g.dramGBs = 100;
    g.residentItems = 128; // 2 groups of 64 per unit
    g.atomicOnce = {{4, 2.0}, {16, 8.0}};
    return g;
}

} // namespace

TEST(AtomicTail, OneWavesAtomicsAddTheirOneShotTime)
{
    // 2 units x 2 groups hold all 4 groups: one wave. 8 bins between the probe's 4 (2 G/s) and 16 (8 G/s):
    // log-log halfway, 4 G/s: 1000 / 4 = 250 ns. Before it the launch took 1 MB / (0.5 x 100 B/ns) = 20000 ns:
    // relative 1e6 / 20250 / 100.
    const AtomicTail t = atomicTail(tail(4), tailCeilings(), 0.5);
    EXPECT_DOUBLE_EQ(t.waves, 1);
    EXPECT_NEAR(t.rateGps, 4, 1e-12);
    EXPECT_NEAR(t.tailNs, 250, 1e-9);
    EXPECT_NEAR(t.launchNs, 20000, 1e-9);
    EXPECT_NEAR(t.relative, 1e6 / 20250.0 / 100.0, 1e-12);
    // Past the curve's ends the nearest point: 2 bins at 2 G/s (500 ns), 64 bins at 8 G/s (125 ns).
    WorkingSet few = tail(4);
    few.tailBins = 2;
    EXPECT_NEAR(atomicTail(few, tailCeilings(), 0.5).tailNs, 500, 1e-9);
    WorkingSet many = tail(4);
    many.tailBins = 64;
    EXPECT_NEAR(atomicTail(many, tailCeilings(), 0.5).tailNs, 125, 1e-9);
}

TEST(AtomicTail, LaterWavesHideTheAtomicsUnlessTheyOutlastTheWork)
{
    // 8 groups on 2 units of 2: two waves. The launch took 20000 ns; the first wave's work is half of it,
    // 10000. 1000 atomics at 4 G/s (250 ns) end long before the second wave does: nothing added, and why.
    const AtomicTail two = atomicTail(tail(8), tailCeilings(), 0.5);
    EXPECT_DOUBLE_EQ(two.waves, 2);
    EXPECT_NEAR(two.firstWaveNs, 10000, 1e-9);
    EXPECT_DOUBLE_EQ(two.tailNs, 0);
    EXPECT_NEAR(two.relative, 0.5, 1e-12);
    EXPECT_NE(two.why.find("2.0 waves"), std::string::npos) << two.why;
    EXPECT_NE(two.why.find("its atomics ("), std::string::npos) << two.why;
    // 60000 atomics take 15000 ns: they begin at 10000 and end at 25000, 5000 after the work: relative
    // 1e6 / 25000 / 100 = 0.4.
    WorkingSet many = tail(8);
    many.tailAtomics = 60000;
    const AtomicTail late = atomicTail(many, tailCeilings(), 0.5);
    EXPECT_NEAR(late.atomicsNs, 15000, 1e-9);
    EXPECT_NEAR(late.tailNs, 5000, 1e-9);
    EXPECT_DOUBLE_EQ(late.exposed, 1);
    EXPECT_NEAR(late.relative, 0.4, 1e-12);
    EXPECT_TRUE(late.why.empty()) << late.why;
}

TEST(AtomicTail, TheBusiestBinTakesItsUpdatesOneAfterAnother)
{
    // One wave: 1000 atomics, 500 of them on one bin at 1 G/s: 500 ns, longer than all 1000 at the one-shot
    // 4 G/s (250 ns): a 500 ns tail, relative 1e6 / 20500 / 100.
    Ceilings g = tailCeilings();
    g.atomicSameGops = 1;
    WorkingSet w = tail(4);
    w.tailHotAtomics = 500;
    const AtomicTail one = atomicTail(w, g, 0.5);
    EXPECT_NEAR(one.onceNs, 250, 1e-9);
    EXPECT_NEAR(one.hotNs, 500, 1e-9);
    EXPECT_NEAR(one.tailNs, 500, 1e-9);
    EXPECT_NEAR(one.relative, 1e6 / 20500.0 / 100.0, 1e-12);
    // An even spread's busiest bin (125 of 1000 on 8 bins, 125 ns) is faster than the one-shot time: 250 ns.
    w.tailHotAtomics = 125;
    EXPECT_NEAR(atomicTail(w, g, 0.5).tailNs, 250, 1e-9);
    // Not measured: the one-shot time alone.
    w.tailHotAtomics = 500;
    EXPECT_NEAR(atomicTail(w, tailCeilings(), 0.5).tailNs, 250, 1e-9);
    // Two waves (first 10000 ns of 20000): 12000 on the busiest bin at 1 G/s end at 22000, 2000 past the work,
    // though all 20000 at 4 G/s (5000 ns) would not.
    WorkingSet two = tail(8);
    two.tailAtomics = 20000;
    two.tailHotAtomics = 12000;
    const AtomicTail late = atomicTail(two, g, 0.5);
    EXPECT_NEAR(late.onceNs, 5000, 1e-9);
    EXPECT_NEAR(late.tailNs, 2000, 1e-9);
    EXPECT_NEAR(late.relative, 1e6 / 22000.0 / 100.0, 1e-12);
}

TEST(AtomicTail, MissingFiguresCountNoTail)
{
    Ceilings noRate = tailCeilings();
    noRate.atomicOnce.clear();
    EXPECT_NE(atomicTail(tail(4), noRate, 0.5).why.find("atomics.once"), std::string::npos);
    Ceilings noResidency = tailCeilings();
    noResidency.residentItems = 0;
    EXPECT_NE(atomicTail(tail(4), noResidency, 0.5).why.find("compute.residency"), std::string::npos);
    EXPECT_NE(atomicTail(WorkingSet{}, tailCeilings(), 0.5).why.find("declares no atomic tail"),
              std::string::npos);
    EXPECT_LT(atomicTail(tail(4), tailCeilings(), 0).relative, 0);
}

TEST(AtomicTail, GroupsAUnitKeepsAreTheFewestOfItsLimits)
{
    // The H100's: 2048 work-items, 32 groups, 212992 B of local memory.
    Ceilings g;
    g.residentItems = 2048;
    g.residentGroups = 32;
    g.residentLocalBytes = 212992;
    EXPECT_DOUBLE_EQ(groupsPerUnit(g, 256, 0), 8);      // work-items
    EXPECT_DOUBLE_EQ(groupsPerUnit(g, 32, 0), 32);      // groups (64 by work-items)
    EXPECT_DOUBLE_EQ(groupsPerUnit(g, 64, 16384), 13);  // local memory: 212992 / 16384
    EXPECT_DOUBLE_EQ(groupsPerUnit(g, 64, 32768), 6);   // 6.5 whole groups
    EXPECT_DOUBLE_EQ(groupsPerUnit(g, 1024, 65536), 2); // work-items again
    EXPECT_DOUBLE_EQ(groupsPerUnit(g, 4096, 0), 1);     // at least one
    g.residentGroups = 0;                               // not measured: that limit left out
    EXPECT_DOUBLE_EQ(groupsPerUnit(g, 32, 0), 64);
    g.residentItems = 0;
    EXPECT_DOUBLE_EQ(groupsPerUnit(g, 64, 0), 0);
}

TEST(AtomicTail, TheDeclarationIsReadWholeOrNotAtAll)
{
    const Json good = {{"atomics", 262144}, {"bins", 8},    {"groups", 4096},          {"group_size", 64},
                       {"local_bytes", 0},  {"units", 132}, {"counted_bytes", 1000000}};
    const WorkingSet w = workingSetFromLaunch(Json{{"atomic_tail", good}});
    EXPECT_EQ(w.tailAtomics, 262144u);
    EXPECT_EQ(w.tailBins, 8u);
    EXPECT_EQ(w.tailGroups, 4096u);
    EXPECT_EQ(w.tailGroupSize, 64u);
    EXPECT_EQ(w.tailUnits, 132u);
    EXPECT_EQ(w.tailCountedBytes, 1000000u);
    EXPECT_EQ(w.tailHotAtomics, 0u); // optional
    Json hot = good;
    hot["hot_bin_atomics"] = 70000;
    EXPECT_EQ(workingSetFromLaunch(Json{{"atomic_tail", hot}}).tailHotAtomics, 70000u);
    for (const Json& bad : {Json(0), Json(262145), Json("most")}) {
        hot["hot_bin_atomics"] = bad;
        EXPECT_EQ(workingSetFromLaunch(Json{{"atomic_tail", hot}}).tailAtomics, 0u) << bad;
    }
    for (const char* key : {"atomics", "bins", "groups", "group_size", "units", "counted_bytes"}) {
        Json missing = good;
        missing.erase(key);
        EXPECT_EQ(workingSetFromLaunch(Json{{"atomic_tail", missing}}).tailAtomics, 0u) << key;
        Json wrong = good;
        wrong[key] = "many";
        EXPECT_EQ(workingSetFromLaunch(Json{{"atomic_tail", wrong}}).tailAtomics, 0u) << key;
    }
    Json negative = good;
    negative["local_bytes"] = -1;
    EXPECT_EQ(workingSetFromLaunch(Json{{"atomic_tail", negative}}).tailAtomics, 0u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"atomic_tail", Json::array()}}).tailAtomics, 0u);
}

TEST(AtomicTail, TheHistogramsDeclareTheirBinUpdates)
{
    // histogram.gpu2 and gpu4 traced on PoCL: one atomic per descriptor on `centroids` bins, the measured
    // launch's groups, its local tile, the device's compute units, the bytes its throughput counts. With the
    // figures of a one-wave launch the prediction adds the tail and says so.
    const uint64_t units = coalesce::test::device().device().getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>();
    const GeometryProfile p = withFigures(coalesce::test::gpuProfile(), {{"dram_read_gbs", 1000},
                                                                         {"resident_items", 2048},
                                                                         {"resident_groups", 32},
                                                                         {"resident_local_bytes", 212992},
                                                                         {"atomic_once_8", 8}});
    uint64_t firstHot = 0;
    for (const char* id : {"histogram.gpu2", "histogram.gpu4"}) {
        SCOPED_TRACE(id);
        const Lesson& lesson = lessonOrThrow(id);
        const auto traced =
            traceConfiguration(coalesce::test::device(), lesson,
                               makeParams(lesson.params(), {"descriptors=512", "centroids=8", "wg=64"}), p, 2);
        ASSERT_TRUE(traced.validation.passed) << traced.validation.firstMismatch;
        const Json& t = traced.launch.at("atomic_tail");
        EXPECT_EQ(t.at("atomics"), 512);
        EXPECT_EQ(t.at("bins"), 8);
        EXPECT_EQ(t.at("groups"), 8);
        EXPECT_EQ(t.at("group_size"), 64);
        EXPECT_EQ(t.at("local_bytes"), std::string(id) == "histogram.gpu4" ? 64 * 64 * 4 : 0);
        EXPECT_EQ(t.at("units"), units);
        EXPECT_EQ(t.at("counted_bytes"), 512 * 8 * 64 * 8 + 8 * 4);
        // The busiest of the measured launch's 8 bins (not the traced launch's 2 centroids): at least an even
        // share, the same inputs in every variant, and the same from a trace of every group.
        const uint64_t hot = t.at("hot_bin_atomics").get<uint64_t>();
        EXPECT_GE(hot, 512u / 8);
        EXPECT_LT(hot, 512u);
        const auto whole =
            traceConfiguration(coalesce::test::device(), lesson,
                               makeParams(lesson.params(), {"descriptors=512", "centroids=8", "wg=64"}), p, 8);
        EXPECT_EQ(whole.launch.at("atomic_tail").at("hot_bin_atomics"), hot);
        if (std::string(id) == "histogram.gpu4") {
            EXPECT_EQ(hot, firstHot);
        }
        firstHot = hot;
        const WorkingSet w = workingSetFromLaunch(traced.launch);
        const ModelSummary s = analyseTrace(traced.trace, p, lesson.info().space, w);
        ASSERT_GT(s.predictedRelative, 0) << s.note;
        EXPECT_NE(s.note.find("atomic tail (512 atomics on 8 bins"), std::string::npos) << s.note;
        // The same launch without the tail's figures predicts a higher throughput (no tail), and says why.
        const GeometryProfile bare = withFigures(coalesce::test::gpuProfile(), {{"dram_read_gbs", 1000}});
        const ModelSummary none = analyseTrace(traced.trace, bare, lesson.info().space, w);
        EXPECT_GT(none.predictedRelative, s.predictedRelative);
        EXPECT_NE(none.note.find("atomic tail not counted"), std::string::npos) << none.note;
    }
}

TEST(AtomicTail, ATraceAloneSamplesTheBusiestBinCloseToTheWholeCount)
{
    // Past 2^22 descriptor-centroid distances a trace alone classifies an evenly spaced sample of the launch's
    // descriptors and scales the busiest bin's count up. Against every descriptor classified, the sample it
    // takes (at least 16 descriptors a centroid) comes within 10 %; a sample of 4 a centroid (what it took
    // before) runs high, as the largest of many small counts does.
    struct Size {
        uint64_t descriptors, centroids;
    };
    for (const Size& z : {Size{131072, 64}, Size{65536, 256}, Size{65536, 512}}) {
        SCOPED_TRACE(std::to_string(z.descriptors) + " x " + std::to_string(z.centroids));
        ASSERT_GT(z.descriptors * z.centroids, uint64_t(1) << 22); // a sample, not every descriptor
        const uint64_t exact = coalesce::histogramBusiestBin(z.descriptors, z.centroids, z.descriptors);
        const uint64_t sampled = coalesce::histogramBusiestBin(z.descriptors, z.centroids, 0);
        EXPECT_GE(exact, 2 * z.descriptors / z.centroids); // these inputs have a bin twice the even share
        EXPECT_NEAR(double(sampled) / double(exact), 1.0, 0.10) << sampled << " of " << exact;
        if (z.centroids == 512) {
            const uint64_t few = coalesce::histogramBusiestBin(z.descriptors, z.centroids, 4 * z.centroids);
            EXPECT_GT(double(few) / double(exact), 1.10) << few << " of " << exact;
        }
    }
}
