// SPDX-License-Identifier: GPL-3.0-or-later
// Barrier phases in the launch-time model (core/models/launchtime.cpp): a lesson that declares its barrier
// phases takes at least their measured latency; scan.padding's declaration traced on PoCL. The local.phases
// probe that measures it: tests/core/test_probes.cpp.
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

WorkingSet phases(uint64_t perGroup)
{
    WorkingSet w;
    w.traceComplete = true;
    w.countedBytes = 1000;
    w.launchGroups = 1000;
    w.barrierPhases = perGroup;
    w.groupSize = 32;
    return w;
}

} // namespace

TEST(ModelsPhases, TheLongerOfThePhasesAndTheWork)
{
    // Local memory 128 GB/s: one pass (32 banks x 4 B) is 1 ns, so a group's work is 2 ns and the launch's
    // 1000 groups 2 us. Phases: 1 ns per work-group phase x 100 phases x 1000 groups = 100 us, longer: the
    // launch takes 100 + 5 (floor) = 105 us, and each traced group's 1000 counted bytes 105 ns of it:
    // relative 1000 / 105 / 1000 (DRAM 1000 B/ns).
    const GeometryProfile p = coalesce::test::withFigures(
        coalesce::test::gpuProfile(),
        {{"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"launch_floor_ns", 5000}, {"phase_ns_32", 1}});
    const ModelSummary s = analyseTrace(twoPassTrace(), p, "local", phases(100));
    const LaunchTime t = launchTime(s.requests, modelGeometry(p), ceilingsFromProfile(p), phases(100));
    EXPECT_NEAR(t.localNs, 2, 1e-12);
    EXPECT_NEAR(t.phaseNsEach, 1, 1e-12);
    EXPECT_NEAR(t.phasesNs, 100000, 1e-6);
    EXPECT_TRUE(t.phaseBound);
    EXPECT_NEAR(t.launchNs, 105000, 1e-6);
    EXPECT_NEAR(s.predictedRelative, 1000.0 / 105.0 / 1000.0, 1e-12);
    EXPECT_TRUE(s.phaseBound);
    EXPECT_EQ(s.note,
              "launch time 105.0 us: barrier phases 100.0 us (100 per work-group at the measured 1 ns per "
              "work-group phase), longer than global memory 0.0 us + local memory 2.0 us + load/store "
              "slots 0.0 us; + launch 5.0 us");
    EXPECT_EQ(summaryToJson(s, p).at("ceiling"), "barrier phases");
    // One phase per group: 1 us, shorter than the 2 us of work: 2 + 5 = 7 us, the work binds.
    const ModelSummary one = analyseTrace(twoPassTrace(), p, "local", phases(1));
    EXPECT_FALSE(one.phaseBound);
    EXPECT_NEAR(one.predictedRelative, 1000.0 / 7.0 / 1000.0, 1e-12);
    EXPECT_EQ(summaryToJson(one, p).at("ceiling"), "launch time");
    // No phase figure at the group size: the work alone.
    const GeometryProfile other = coalesce::test::withFigures(
        coalesce::test::gpuProfile(),
        {{"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"launch_floor_ns", 5000}, {"phase_ns_64", 1}});
    EXPECT_NEAR(analyseTrace(twoPassTrace(), other, "local", phases(100)).predictedRelative,
                1000.0 / 7.0 / 1000.0, 1e-12);
}

TEST(ModelsPhases, APhaseLastsAsLongAsItsOwnBankPasses)
{
    // twoPassTrace: step 0 writes (one pass, 1 ns at 128 GB/s), step 1 reads (one pass); 1000 groups. Four
    // phases of 0.5 ns per group: 2 us of latency, as long as the 2 us of work: 2 + 5 = 7 us.
    const GeometryProfile p = coalesce::test::withFigures(
        coalesce::test::gpuProfile(),
        {{"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"launch_floor_ns", 5000}, {"phase_ns_32", 0.5}});
    const auto time = [&](const WorkingSet& w) {
        return launchTime(analyseTrace(twoPassTrace(), p, "local", w).requests, modelGeometry(p),
                          ceilingsFromProfile(p), w);
    };
    const LaunchTime plain = time(phases(4));
    EXPECT_NEAR(plain.phasesNs, 2000, 1e-9);
    EXPECT_EQ(plain.phaseExcessNs, 0);
    EXPECT_NEAR(plain.launchNs, 7000, 1e-9);
    // The steps declared, one phase each: a phase's 1000 passes take 1 us where its latency is 0.5 us, so
    // each adds 0.5 us: 2 + 2 x 0.5 = 3 us, longer than the work: 3 + 5 = 8 us.
    WorkingSet both = phases(4);
    both.phaseSteps = {0, 1};
    const LaunchTime t = time(both);
    EXPECT_NEAR(t.phaseExcessNs, 1000, 1e-9);
    EXPECT_NEAR(t.phasesNs, 3000, 1e-9);
    EXPECT_TRUE(t.phaseBound);
    EXPECT_NEAR(t.launchNs, 8000, 1e-9);
    const ModelSummary s = analyseTrace(twoPassTrace(), p, "local", both);
    EXPECT_NEAR(s.predictedRelative, 1000.0 / 8.0 / 1000.0, 1e-12);
    EXPECT_EQ(s.note, "launch time 8.0 us: barrier phases 3.0 us (4 per work-group at the measured 0.5 ns per "
                      "work-group phase, + 1.0 us where a phase's bank passes outlast it), longer than global "
                      "memory 0.0 us + local memory 2.0 us + load/store slots 0.0 us; + launch 5.0 us");
    // Only the read's phase declared (step 0 precedes every phase): 2.5 + 5 us.
    WorkingSet read = phases(4);
    read.phaseSteps = {1};
    EXPECT_NEAR(time(read).launchNs, 7500, 1e-9);
    // Phases as long as their passes (1 ns each) add nothing.
    const GeometryProfile slow = coalesce::test::withFigures(
        coalesce::test::gpuProfile(),
        {{"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"launch_floor_ns", 5000}, {"phase_ns_32", 1}});
    EXPECT_EQ(launchTime(analyseTrace(twoPassTrace(), slow, "local", both).requests, modelGeometry(slow),
                         ceilingsFromProfile(slow), both)
                  .phaseExcessNs,
              0);
}

TEST(ModelsPhases, APhaseOfSeveralRoundsWaitsOncePerRound)
{
    // twoPassTrace: step 0 writes (one pass, 1 ns at 128 GB/s), step 1 reads (one pass); 1000 groups; 0.5 ns
    // per work-group phase, four phases declared, the two traced ones with their first steps. The read's phase
    // takes 3 rounds: 2 more phases' latency per group, 1000 x (4 + 2) x 0.5 = 3 us; its latency, 1000 x 3 x
    // 0.5 ns = 1.5 us, covers its 1 us of passes; the write's phase (one round, 0.5 us) does not: + 0.5 us.
    // 3.5 us of phases against 2 us of work: 3.5 + 5 = 8.5 us.
    const GeometryProfile p = coalesce::test::withFigures(
        coalesce::test::gpuProfile(),
        {{"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"launch_floor_ns", 5000}, {"phase_ns_32", 0.5}});
    WorkingSet w = phases(4);
    w.phaseSteps = {0, 1};
    w.phaseRounds = {1, 3};
    const ModelSummary s = analyseTrace(twoPassTrace(), p, "local", w);
    const LaunchTime t = launchTime(s.requests, modelGeometry(p), ceilingsFromProfile(p), w);
    EXPECT_NEAR(t.extraRounds, 2, 1e-12);
    EXPECT_NEAR(t.phaseExcessNs, 500, 1e-9);
    EXPECT_NEAR(t.phasesNs, 3500, 1e-9);
    EXPECT_NEAR(t.launchNs, 8500, 1e-9);
    EXPECT_NEAR(s.predictedRelative, 1000.0 / 8.5 / 1000.0, 1e-12);
    EXPECT_EQ(s.note,
              "launch time 8.5 us: barrier phases 3.5 us (4 + 2 (a level wider than the work-group waits "
              "once per round) per work-group at the measured 0.5 ns per work-group phase, + 0.5 us where "
              "a phase's bank passes outlast it), longer than global memory 0.0 us + local memory 2.0 us "
              "+ load/store slots 0.0 us; + launch 5.0 us");
    // Inside a declared loop a phase's rounds repeat with it: the read's phase 10 times, 2 x 10 = 20 more
    // rounds; 1000 x (4 + 20) x 0.5 = 12 us, and its latency 1000 x 10 x 3 x 0.5 = 15 us covers its 10 us of
    // passes; the write's phase still adds 0.5 us: 12.5 + 5 us.
    WorkingSet looped = w;
    looped.loopFirstStep = 1;
    looped.loopEndStep = 2;
    looped.loopScale = 10;
    const LaunchTime l = launchTime(analyseTrace(twoPassTrace(), p, "local", looped).requests, modelGeometry(p),
                                    ceilingsFromProfile(p), looped);
    EXPECT_NEAR(l.extraRounds, 20, 1e-12);
    EXPECT_NEAR(l.phasesNs, 12500, 1e-9);
    EXPECT_NEAR(l.launchNs, 17500, 1e-9);
    // Rounds of one each change nothing.
    WorkingSet ones = w;
    ones.phaseRounds = {1, 1};
    const LaunchTime o = launchTime(s.requests, modelGeometry(p), ceilingsFromProfile(p), ones);
    EXPECT_EQ(o.extraRounds, 0);
    EXPECT_NEAR(o.phasesNs, 3000, 1e-9);
}

TEST(ModelsPhases, PhaseRoundsAreReadOnePerStepOrNotAtAll)
{
    const Json base{{"barrier_phases", 3}, {"local_size", 64}, {"phase_steps", Json::array({0, 5, 9})}};
    auto rounds = [&](const Json& v) {
        Json launch = base;
        launch["phase_rounds"] = v;
        return workingSetFromLaunch(launch).phaseRounds;
    };
    EXPECT_EQ(rounds(Json::array({1, 4, 2})), (std::vector<uint32_t>{1, 4, 2}));
    EXPECT_TRUE(rounds(Json::array({1, 4})).empty());
    EXPECT_TRUE(rounds(Json::array({1, 4, 2, 1})).empty());
    EXPECT_TRUE(rounds(Json::array({1, 0, 2})).empty());
    EXPECT_TRUE(rounds(Json::array({1, 1.5, 2})).empty());
    EXPECT_TRUE(rounds(Json::array({1, -2, 2})).empty());
    EXPECT_TRUE(rounds(Json::array({1, "2", 2})).empty());
    EXPECT_TRUE(rounds(Json::array({1, 2e6, 2})).empty());
    EXPECT_TRUE(rounds("1,4,2").empty());
    // Without phase steps no rounds are read.
    Json noSteps = base;
    noSteps.erase("phase_steps");
    noSteps["phase_rounds"] = Json::array({1, 4, 2});
    EXPECT_TRUE(workingSetFromLaunch(noSteps).phaseRounds.empty());
}

TEST(ModelsPhases, PhaseStepsAreReadAscendingOrNotAtAll)
{
    const Json base{{"barrier_phases", 3}, {"local_size", 64}};
    auto steps = [&](const Json& v) {
        Json launch = base;
        launch["phase_steps"] = v;
        return workingSetFromLaunch(launch).phaseSteps;
    };
    EXPECT_EQ(steps(Json::array({0, 5, 9})), (std::vector<uint32_t>{0, 5, 9}));
    EXPECT_TRUE(steps(Json::array({0, 5, 5})).empty());
    EXPECT_TRUE(steps(Json::array({3, 1})).empty());
    EXPECT_TRUE(steps(Json::array({0, -1})).empty());
    EXPECT_TRUE(steps(Json::array({0, 1.5})).empty());
    EXPECT_TRUE(steps(Json::array({0, "2"})).empty());
    EXPECT_TRUE(steps(Json::array({0, 5e9})).empty());
    EXPECT_TRUE(steps("0,5,9").empty());
    // Without the barrier phases or the group size nothing is declared.
    EXPECT_TRUE(workingSetFromLaunch(Json{{"local_size", 64}, {"phase_steps", Json::array({0, 5})}})
                    .phaseSteps.empty());
    EXPECT_TRUE(workingSetFromLaunch(Json{{"barrier_phases", 3}, {"phase_steps", Json::array({0, 5})}})
                    .phaseSteps.empty());
}

TEST(ModelsPhases, PhaseTimeBetweenMeasuredGroupSizes)
{
    // Log-log between neighbours: 1 ns at 32, 4 ns at 128 -> 2 ns at 64; nothing outside the measured sizes.
    const std::map<uint32_t, double> curve{{32, 1.0}, {128, 4.0}};
    EXPECT_DOUBLE_EQ(phaseNsAt(curve, 32), 1.0);
    EXPECT_NEAR(phaseNsAt(curve, 64), 2.0, 1e-12);
    EXPECT_DOUBLE_EQ(phaseNsAt(curve, 128), 4.0);
    EXPECT_EQ(phaseNsAt(curve, 16), 0);
    EXPECT_EQ(phaseNsAt(curve, 256), 0);
    EXPECT_EQ(phaseNsAt({}, 64), 0);
    EXPECT_EQ(phaseNsAt(curve, 0), 0);
}

TEST(ModelsPhases, TheDeclarationNeedsTheGroupSize)
{
    const WorkingSet w = workingSetFromLaunch(Json{{"trace_complete", true},
                                                   {"counted_bytes", 64},
                                                   {"launch_groups", 8},
                                                   {"barrier_phases", 305},
                                                   {"local_size", 256}});
    EXPECT_EQ(w.barrierPhases, 305u);
    EXPECT_EQ(w.groupSize, 256u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"barrier_phases", 305}}).barrierPhases, 0u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"barrier_phases", "many"}, {"local_size", 256}}).barrierPhases, 0u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"barrier_phases", -3}, {"local_size", 256}}).barrierPhases, 0u);
}

TEST(ModelsPhases, ScanPhasesTakeTheScanCurveElseTheTreeLevels)
{
    // As above (2 us of work, 5 us floor, 100 phases x 1000 groups): declared a scan's, the phases take the
    // measured scan_phase_ns_32 = 1.5 ns: 150 + 5 = 155 us. A profile without the scan's curve (stored before
    // the probe measured it) times them as tree levels: 100 + 5 = 105 us.
    WorkingSet w = phases(100);
    w.scanPhases = true;
    const GeometryProfile p =
        coalesce::test::withFigures(coalesce::test::gpuProfile(), {{"dram_read_gbs", 1000},
                                                                   {"local_read_gbs", 128},
                                                                   {"launch_floor_ns", 5000},
                                                                   {"phase_ns_32", 1},
                                                                   {"scan_phase_ns_32", 1.5}});
    const LaunchTime t = launchTime(analyseTrace(twoPassTrace(), p, "local", w).requests, modelGeometry(p),
                                    ceilingsFromProfile(p), w);
    EXPECT_NEAR(t.phaseNsEach, 1.5, 1e-12);
    EXPECT_NEAR(t.launchNs, 155000, 1e-6);
    EXPECT_NEAR(analyseTrace(twoPassTrace(), p, "local", w).predictedRelative, 1000.0 / 155.0 / 1000.0, 1e-12);
    GeometryProfile older = p;
    older.figures.erase("scan_phase_ns_32");
    EXPECT_NEAR(analyseTrace(twoPassTrace(), older, "local", w).predictedRelative, 1000.0 / 105.0 / 1000.0,
                1e-12);
    // The tree's shape is the default: the scan's curve is not used without the declaration.
    EXPECT_NEAR(analyseTrace(twoPassTrace(), p, "local", phases(100)).predictedRelative,
                1000.0 / 105.0 / 1000.0, 1e-12);
    // The declaration as a lesson writes it.
    EXPECT_TRUE(workingSetFromLaunch(Json{{"phase_shape", "scan"}, {"local_size", 256}}).scanPhases);
    EXPECT_FALSE(workingSetFromLaunch(Json{{"phase_shape", "exchange"}, {"local_size", 256}}).scanPhases);
}

TEST(ModelsPhases, ScanPaddingDeclaresItsPhasesAndItsScans)
{
    // n 512, wg 256: the load is steps 0..1 (two elements per work-item), one scan's levels follow, the store
    // comes after; the measured launch scans 16 times: 16 x (9 + 1 + 9) + 1 barriers per work-group.
    const Lesson& lesson = lessonOrThrow("scan.padding");
    std::map<int, ModelSummary> fast, slow;
    std::map<int, LaunchTime> mid;
    for (int pad : {0, 32}) {
        const GeometryProfile quick = coalesce::test::withFigures(
            coalesce::test::gpuProfile(),
            {{"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"phase_ns_256", 1e-6}});
        const GeometryProfile latent = coalesce::test::withFigures(
            coalesce::test::gpuProfile(),
            {{"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"phase_ns_256", 1e6}});
        const auto traced =
            traceConfiguration(coalesce::test::device(), lesson,
                               makeParams(lesson.params(), {"pad=" + std::to_string(pad)}), quick, 2);
        ASSERT_TRUE(traced.validation.passed);
        const Json& l = traced.launch.at("loop");
        EXPECT_EQ(l.at("first_step"), 2);
        EXPECT_EQ(l.at("end_step"), 2 + 3 * 9 + 1 + 4 * 9); // one round per level: 512 / 2 elements <= 256
        EXPECT_EQ(l.at("scale"), 16);
        EXPECT_EQ(traced.launch.at("barrier_phases"), 16 * 19 + 1);
        EXPECT_EQ(traced.launch.at("counted_bytes"), 2 * 512 * 8);
        EXPECT_EQ(traced.launch.at("local_size"), 256);
        const WorkingSet w = workingSetFromLaunch(traced.launch);
        ASSERT_TRUE(w.timed());
        EXPECT_TRUE(w.scanPhases); // its phases are a scan's levels (scan_phase_ns, else the tree's phase_ns)
        fast[pad] = analyseTrace(traced.trace, quick, lesson.info().space, w);
        slow[pad] = analyseTrace(traced.trace, latent, lesson.info().space, w);
        // Its phases' first steps: the load (steps 0..1), 9 up-sweep levels of 3 steps, the clear, 9 down-sweep
        // levels of 4 steps, the store.
        const Json& steps = traced.launch.at("phase_steps");
        ASSERT_EQ(steps.size(), 21u);
        EXPECT_EQ(steps[0], 0);
        EXPECT_EQ(steps[1], 2);
        EXPECT_EQ(steps[9], 26);
        EXPECT_EQ(steps[10], 29);
        EXPECT_EQ(steps[11], 30);
        EXPECT_EQ(steps[20], 66);
        // n = 2 x wg: every level fits the work-group, one round each.
        EXPECT_EQ(traced.launch.at("phase_rounds"), Json(std::vector<int>(21, 1)));
        EXPECT_EQ(w.phaseRounds, std::vector<uint32_t>(21, 1));
        // 40 ns per phase with 1 ns per pass: unpadded, the levels of 48 passes (up-sweep offsets 1..16, each
        // 2 + 1 lanes' passes of degree 2..16 over 8..1 SIMD groups) and of 64 (down-sweep offsets 16..1)
        // outlast it by 8 and 24 ns, 5 of each per scan, 16 scans; padded, no phase has more than 32 passes.
        const GeometryProfile middle = coalesce::test::withFigures(
            coalesce::test::gpuProfile(),
            {{"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"phase_ns_256", 40}});
        const ModelSummary m = analyseTrace(traced.trace, middle, lesson.info().space, w);
        mid[pad] = launchTime(m.requests, modelGeometry(middle), ceilingsFromProfile(middle), w);
        if (pad == 0)
            EXPECT_NEAR(mid[pad].phaseExcessNs, double(w.launchGroups) * 16 * (5 * 8 + 5 * 24), 1e-6);
        else
            EXPECT_EQ(mid[pad].phaseExcessNs, 0);
    }
    // Phases too short to matter: the bank conflicts of pad 0 make it slower (degrees 2..16 at its levels).
    EXPECT_FALSE(fast[0].phaseBound);
    EXPECT_GT(fast[32].predictedRelative, 2 * fast[0].predictedRelative);
    // Phases longer than any work: both wait for the same barriers.
    EXPECT_TRUE(slow[0].phaseBound);
    EXPECT_TRUE(slow[32].phaseBound);
    EXPECT_DOUBLE_EQ(slow[32].predictedRelative, slow[0].predictedRelative);

    // Groups of 128 scanning 512 elements: the widest levels (the up-sweep's first, 256 elements, and the
    // down-sweep's last) take two rounds, one more phase each per scan: 16 x 2 more phases per work-group.
    const GeometryProfile latent128 =
        coalesce::test::withFigures(coalesce::test::gpuProfile(),
                                    {{"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"phase_ns_128", 1e6}});
    const auto wide = traceConfiguration(coalesce::test::device(), lesson,
                                         makeParams(lesson.params(), {"pad=32", "wg=128"}), latent128, 2);
    ASSERT_TRUE(wide.validation.passed);
    const Json& r = wide.launch.at("phase_rounds");
    ASSERT_EQ(r.size(), 21u);
    for (size_t p = 0; p < r.size(); ++p)
        EXPECT_EQ(r[p], p == 1 || p == 19 ? 2 : 1) << "phase " << p;
    const WorkingSet ww = workingSetFromLaunch(wide.launch);
    const ModelSummary ms = analyseTrace(wide.trace, latent128, lesson.info().space, ww);
    const LaunchTime lt = launchTime(ms.requests, modelGeometry(latent128), ceilingsFromProfile(latent128), ww);
    EXPECT_NEAR(lt.extraRounds, 32, 1e-12);
    EXPECT_NEAR(lt.phasesNs, double(ww.launchGroups) * (16 * 19 + 1 + 32) * 1e6, 1e-3);
}
