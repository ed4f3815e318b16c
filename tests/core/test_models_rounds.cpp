// SPDX-License-Identifier: GPL-3.0-or-later
// Arithmetic rounds, sub-group shuffles and exchange phases in the launch-time model
// (core/models/launchtime.cpp), hand-worked; subgroup.shuffle's declarations traced on PoCL. The probes that
// measure them: tests/core/test_probes.cpp (compute.rounds, local.phases).
#include "core/lesson.h"
#include "core/lessons/kernelrun.h"
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/predict.h"
#include "tests/core/modelprofile.h"
#include "tests/core/modeltrace.h"
#include "tests/core/pocl.h"

#include <gtest/gtest.h>

using namespace coalesce;

namespace {

using coalesce::test::twoPassTrace;

// 1000 groups of 32 work-items, 1000 counted bytes per traced group.
WorkingSet launch()
{
    WorkingSet w;
    w.traceComplete = true;
    w.countedBytes = 1000;
    w.launchGroups = 1000;
    w.groupSize = 32;
    return w;
}

// DRAM 1000 B/ns; local memory 128 GB/s: one pass of 32 banks x 4 B is 1 ns, the traced group's two passes
// 2 ns, the launch's 1000 groups 2 us of memory work; floor 5 us.
GeometryProfile profile(std::map<std::string, double> more)
{
    std::map<std::string, double> figures{
        {"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"launch_floor_ns", 5000}};
    figures.insert(more.begin(), more.end());
    return coalesce::test::withFigures(coalesce::test::gpuProfile(), figures);
}

} // namespace

TEST(ModelsRounds, ArithmeticTakesTheLaunchWhenItIsLonger)
{
    // 1000 x 32 work-items x 100 rounds x 0.05 ns = 160 us > 2 us of memory work: 160 + 5 = 165 us, each
    // traced group's 1000 bytes over 165 ns of it: relative 1000 / 165 / 1000.
    WorkingSet w = launch();
    w.aluRounds = 100;
    const GeometryProfile p = profile({{"alu_round_ns", 0.05}});
    const LaunchTime t = launchTime(analyseTrace(twoPassTrace(), p, "local", w).requests, modelGeometry(p),
                                    ceilingsFromProfile(p), w);
    EXPECT_NEAR(t.aluNs, 160000, 1e-6);
    EXPECT_TRUE(t.aluBound);
    EXPECT_FALSE(t.phaseBound);
    EXPECT_NEAR(t.launchNs, 165000, 1e-6);
    const ModelSummary s = analyseTrace(twoPassTrace(), p, "local", w);
    EXPECT_TRUE(s.launchTimed);
    EXPECT_TRUE(s.aluBound);
    EXPECT_NEAR(s.predictedRelative, 1000.0 / 165.0 / 1000.0, 1e-12);
    EXPECT_EQ(s.note,
              "launch time 165.0 us: arithmetic 160.0 us (100 rounds per work-item at the measured 0.05 "
              "ns per round), longer than the memory work 2.0 us; + launch 5.0 us");
    EXPECT_EQ(summaryToJson(s, p).at("ceiling"), "arithmetic");

    // One round: 1.6 us < 2 us: the memory work binds (2 + 5 = 7 us).
    w.aluRounds = 1;
    const ModelSummary one = analyseTrace(twoPassTrace(), p, "local", w);
    EXPECT_FALSE(one.aluBound);
    EXPECT_NEAR(one.predictedRelative, 1000.0 / 7.0 / 1000.0, 1e-12);
    EXPECT_EQ(summaryToJson(one, p).at("ceiling"), "launch time");
}

TEST(ModelsRounds, DeclaredWorkWithoutItsRateIsNotLaunchTimed)
{
    // Without the probe's rate the launch would look as short as its memory work: not predicted, and why.
    WorkingSet w = launch();
    w.aluRounds = 100;
    const GeometryProfile p = profile({});
    const LaunchTime t = launchTime(analyseTrace(twoPassTrace(), p, "local", w).requests, modelGeometry(p),
                                    ceilingsFromProfile(p), w);
    EXPECT_LT(t.relative, 0);
    EXPECT_NE(t.why.find("arithmetic rounds is not measured"), std::string::npos) << t.why;
    EXPECT_FALSE(analyseTrace(twoPassTrace(), p, "local", w).launchTimed);
    w.aluRounds = 0;
    w.shuffles = 4;
    const LaunchTime s = launchTime(analyseTrace(twoPassTrace(), p, "local", w).requests, modelGeometry(p),
                                    ceilingsFromProfile(p), w);
    EXPECT_NE(s.why.find("sub-group shuffles is not measured"), std::string::npos) << s.why;
}

TEST(ModelsRounds, ShufflesAddToTheMemoryWork)
{
    // 1000 x 32 work-items = 1000 SIMD groups of 32 x 10 shuffles x 2 ns = 20 us, added to the 2 us of memory
    // work: 22 us; the arithmetic (32000 x 100 x 0.001 ns = 3.2 us) is shorter: 22 + 5 = 27 us.
    WorkingSet w = launch();
    w.shuffles = 10;
    w.aluRounds = 100;
    const GeometryProfile p = profile({{"shuffle_ns", 2}, {"alu_round_ns", 0.001}});
    const ModelSummary s = analyseTrace(twoPassTrace(), p, "local", w);
    EXPECT_TRUE(s.launchTimed);
    EXPECT_FALSE(s.aluBound);
    EXPECT_NEAR(s.predictedRelative, 1000.0 / 27.0 / 1000.0, 1e-12);
    EXPECT_EQ(s.note, "launch time 27.0 us: sub-group shuffles 20.0 us (10 per work-item at the measured 2 ns "
                      "per SIMD group's shuffle) + global memory 0.0 us + local memory 2.0 us + load/store "
                      "slots 0.0 us + launch 5.0 us");
}

TEST(ModelsRounds, ExchangePhasesTakeTheExchangeCurve)
{
    // 100 phases per group x 1000 groups: a tree level's 1 ns per phase gives 100 us, an exchange's 0.25 ns
    // 25 us (+ 5 us floor; both longer than the 2 us of work).
    WorkingSet w = launch();
    w.barrierPhases = 100;
    const GeometryProfile p = profile({{"phase_ns_32", 1}, {"exchange_ns_32", 0.25}});
    EXPECT_NEAR(analyseTrace(twoPassTrace(), p, "local", w).predictedRelative, 1000.0 / 105.0 / 1000.0, 1e-12);
    w.exchangePhases = true;
    const ModelSummary s = analyseTrace(twoPassTrace(), p, "local", w);
    EXPECT_TRUE(s.phaseBound);
    EXPECT_NEAR(s.predictedRelative, 1000.0 / 30.0 / 1000.0, 1e-12);
    // No exchange figure at the group size: no phases (the work alone, 7 us), not the tree's.
    const GeometryProfile treeOnly = profile({{"phase_ns_32", 1}});
    EXPECT_NEAR(analyseTrace(twoPassTrace(), treeOnly, "local", w).predictedRelative, 1000.0 / 7.0 / 1000.0,
                1e-12);
}

TEST(ModelsRounds, TheDeclarationsNeedTheGroupSize)
{
    const WorkingSet w = workingSetFromLaunch(Json{{"alu_rounds", 256},
                                                   {"shuffles", 256},
                                                   {"barrier_phases", 512},
                                                   {"phase_shape", "exchange"},
                                                   {"local_size", 256}});
    EXPECT_EQ(w.aluRounds, 256u);
    EXPECT_EQ(w.shuffles, 256u);
    EXPECT_TRUE(w.exchangePhases);
    const WorkingSet none = workingSetFromLaunch(Json{{"alu_rounds", 256}, {"shuffles", 256}});
    EXPECT_EQ(none.aluRounds, 0u);
    EXPECT_EQ(none.shuffles, 0u);
    const WorkingSet crafted = workingSetFromLaunch(
        Json{{"alu_rounds", "many"}, {"shuffles", -4}, {"phase_shape", 3}, {"local_size", 256}});
    EXPECT_EQ(crafted.aluRounds, 0u);
    EXPECT_EQ(crafted.shuffles, 0u);
    EXPECT_FALSE(crafted.exchangePhases);
    EXPECT_FALSE(workingSetFromLaunch(Json{{"phase_shape", "tree"}, {"local_size", 256}}).exchangePhases);
}

TEST(ModelsRounds, SubgroupShuffleDeclaresItsRoundsAndItsExchange)
{
    // Traced on PoCL (8 of the 256 rounds, the loop's 16 local steps scaled 32 times); the prediction with a
    // hand-made GPU profile: without an exchange the rounds bind, with one its 512 phases do.
    const Lesson& lesson = lessonOrThrow("subgroup.shuffle");
    const GeometryProfile p = profile({{"alu_round_ns", 0.001}, {"exchange_ns_256", 100}});
    std::map<std::string, ModelSummary> by;
    for (const std::string mode : {"local", "none"}) {
        const auto traced = traceConfiguration(coalesce::test::device(), lesson,
                                               makeParams(lesson.params(), {"mode=" + mode}), p, 2);
        ASSERT_TRUE(traced.validation.passed);
        const Json& l = traced.launch.at("loop");
        EXPECT_EQ(l.at("first_step"), 1);
        EXPECT_EQ(l.at("end_step"), 17);
        EXPECT_EQ(l.at("scale"), 32);
        EXPECT_EQ(traced.launch.at("alu_rounds"), 256);
        EXPECT_EQ(traced.launch.at("counted_bytes"), 2 * 256 * 8);
        EXPECT_EQ(traced.launch.at("local_size"), 256);
        const WorkingSet w = workingSetFromLaunch(traced.launch);
        ASSERT_TRUE(w.timed());
        EXPECT_EQ(w.barrierPhases, mode == "local" ? 512u : 0u);
        EXPECT_EQ(w.exchangePhases, mode == "local");
        EXPECT_EQ(w.shuffles, 0u);
        by[mode] = analyseTrace(traced.trace, p, lesson.info().space, w);
        EXPECT_TRUE(by[mode].launchTimed) << mode;
    }
    EXPECT_TRUE(by["local"].phaseBound);
    EXPECT_TRUE(by["none"].aluBound);
    EXPECT_LT(by["local"].predictedRelative, by["none"].predictedRelative);
}
