// SPDX-License-Identifier: GPL-3.0-or-later
// The spill model (core/models/spill.cpp): a spilled private array's requests cost the load/store pipeline one
// slot per line and one per sector, the shortened loop scaled up. A hand-worked trace, the declaration as a
// lesson writes it, and private.spill's own declaration traced on PoCL.
#include "core/compilerreport.h"
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

// One work-group of 32 lanes: step 0 reads in[l] (global), step 1 writes a[l] (private, coalesced), step 2
// reads the array scattered over 4 rows 4 KiB apart (lane l at row l % 4, byte 4 l of it), step 3 writes
// out[l].
Trace spillTrace()
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = 1;
    t.bufferNames = {"in", "out", "a"};
    auto add = [&](uint32_t l, uint32_t step, Space space, uint8_t buffer, AccessKind kind, uint64_t word) {
        t.records.push_back(hostRecordAt(l, 32, step, space, buffer, kind, word));
    };
    for (uint32_t l = 0; l < 32; ++l) {
        add(l, 0, Space::Global, 0, AccessKind::Read, l);
        add(l, 1, Space::Private, 2, AccessKind::Write, l);
        add(l, 2, Space::Private, 2, AccessKind::Read, (l % 4) * 1024 + l); // rows 4 KiB apart
        add(l, 3, Space::Global, 1, AccessKind::Write, l);
    }
    return t;
}

WorkingSet spilled(uint32_t first, uint32_t end, double scale)
{
    WorkingSet w;
    w.privateSpilled = true;
    w.loopFirstStep = first;
    w.loopEndStep = end;
    w.loopScale = scale;
    w.countedBytes = 256;
    w.launchGroups = 4;
    return w;
}

} // namespace

TEST(ModelsSpill, SlotsPerLineAndSectorTheLoopScaledUp)
{
    // Local memory 128 GB/s: one slot (32 banks x 4 B = 128 B) takes 1 ns. DRAM 1000 B/ns, launch floor 8 ns.
    const GeometryProfile p =
        withFigures(coalesce::test::gpuProfile(),
                    {{"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"launch_floor_ns", 8}});
    // Coalesced requests (in, the fill, out): 1 line + 4 sectors = 5 slots each. The scattered read: 4 rows, in
    // each the lanes l = r, r + 4, ... cover bytes 0..127 of one line, all 4 of its sectors: 4 lines + 16
    // sectors = 20 slots, and it is the loop (step 2, scale 10): 200 slots. Private 5 + 200 = 205 ns, global
    // 5 + 5 = 10 ns: the traced group 215 ns, the launch of 4 groups 4 x 215 + 8 = 868 ns. Counted 256 B over
    // the traced group's share (215 + 8 / 4 = 217 ns) at 1000 B/ns: 256 / 217 / 1000.
    const WorkingSet facts = spilled(2, 3, 10);
    const ModelSummary s = analyseTrace(spillTrace(), p, "global", facts);
    EXPECT_NEAR(s.predictedRelative, 256.0 / 217.0 / 1000.0, 1e-12);
    EXPECT_TRUE(s.privateModelled);
    EXPECT_NE(s.note.find("spilled private array: launch time 0.9 us"), std::string::npos) << s.note;
    const SpillTime t = spillTime(s.requests, modelGeometry(p), ceilingsFromProfile(p), facts);
    EXPECT_NEAR(t.privateNs, 205, 1e-9);
    EXPECT_NEAR(t.globalNs, 10, 1e-9);
    EXPECT_NEAR(t.launchNs, 868, 1e-9);
    EXPECT_DOUBLE_EQ(t.privateRequests, 11); // the fill once, the loop's read 10 times
    EXPECT_NEAR(t.slotsPerPrivate, 205.0 / 11.0, 1e-12);
    // What the summary says it leaves out: how the L1 places the area and the stores' traffic, no longer the
    // spill itself; and why it counts no misses here (the lesson's array bytes are not declared).
    const Hierarchy h = explainSummary(s, modelGeometry(p), ceilingsFromProfile(p));
    EXPECT_EQ(h.ceiling, "load/store slots");
    EXPECT_NE(h.notModelled.find("share of the area the L1 cannot hold"), std::string::npos) << h.notModelled;
    // ... and the stores' traffic past the L1, which sets a spill's time (docs/MODELS.md).
    EXPECT_NE(h.notModelled.find("the stores' own traffic"), std::string::npos) << h.notModelled;
    EXPECT_NE(s.note.find("L1 misses not counted: the lesson does not declare"), std::string::npos) << s.note;
    EXPECT_DOUBLE_EQ(t.missNs, 0);
    // The loop unscaled (scale 1): 5 + 20 + 10 = 35 ns, 256 / 37 / 1000.
    EXPECT_NEAR(analyseTrace(spillTrace(), p, "global", spilled(2, 3, 1)).predictedRelative,
                256.0 / 37.0 / 1000.0, 1e-12);
}

TEST(ModelsSpill, LinesTheL1CannotHoldCostTheMeasuredMiss)
{
    // The trace above with the area declared: 64 B per work-item, 8 resident per compute unit (512 B), an L1
    // of 128 B: 1 - 128 / 512 = 3/4 of its reads' lines miss. The reads: the loop's, 4 lines x 10, the only
    // private read (the fill writes), 40 lines per traced group, x 4 launch groups = 160 lines, 120 missed, at
    // 2 ns each (device-wide): 240 ns on the 868 ns of the slots. Counted 256 B over the traced group's share
    // (215 + (240 + 8) / 4 = 277 ns) at 1000 B/ns.
    const GeometryProfile p = withFigures(coalesce::test::gpuProfile(), {{"dram_read_gbs", 1000},
                                                                         {"local_read_gbs", 128},
                                                                         {"launch_floor_ns", 8},
                                                                         {"l1_bytes", 128},
                                                                         {"resident_items", 8},
                                                                         {"spill_miss_ns", 2}});
    WorkingSet facts = spilled(2, 3, 10);
    facts.privateBytesPerItem = 64;
    const ModelSummary s = analyseTrace(spillTrace(), p, "global", facts);
    const SpillTime t = spillTime(s.requests, modelGeometry(p), ceilingsFromProfile(p), facts);
    EXPECT_DOUBLE_EQ(t.missShare, 0.75);
    EXPECT_NEAR(t.missedLines, 120, 1e-9);
    EXPECT_NEAR(t.missNs, 240, 1e-9);
    EXPECT_NEAR(t.launchNs, 868 + 240, 1e-9);
    EXPECT_NEAR(s.predictedRelative, 256.0 / 277.0 / 1000.0, 1e-12);
    EXPECT_NE(s.note.find("+ 0.2 us for the 75 % of its reads' lines the L1 cannot keep"), std::string::npos)
        << s.note;
    // An area the L1 holds (8 resident x 16 B = 128 B) misses nothing, and the note says it fits.
    WorkingSet small = facts;
    small.privateBytesPerItem = 16;
    const ModelSummary fits = analyseTrace(spillTrace(), p, "global", small);
    EXPECT_NEAR(fits.predictedRelative, 256.0 / 217.0 / 1000.0, 1e-12);
    EXPECT_NE(fits.note.find("the spill area fits the L1"), std::string::npos) << fits.note;
    // Without the miss cost measured: the slots alone, and the note says which probe is missing.
    const GeometryProfile noCost = withFigures(coalesce::test::gpuProfile(), {{"dram_read_gbs", 1000},
                                                                              {"local_read_gbs", 128},
                                                                              {"launch_floor_ns", 8},
                                                                              {"l1_bytes", 128},
                                                                              {"resident_items", 8}});
    const ModelSummary unknown = analyseTrace(spillTrace(), noCost, "global", facts);
    EXPECT_NEAR(unknown.predictedRelative, 256.0 / 217.0 / 1000.0, 1e-12);
    EXPECT_NE(unknown.note.find("probe private.misses"), std::string::npos) << unknown.note;
    // The share itself: nothing below the L1, half at twice it, 0 when a figure is missing.
    EXPECT_DOUBLE_EQ(spillMissShare(1024, 8, 128), 0);
    EXPECT_DOUBLE_EQ(spillMissShare(1024, 16, 128), 0.5);
    EXPECT_DOUBLE_EQ(spillMissShare(0, 16, 128), 0);
    EXPECT_DOUBLE_EQ(spillMissShare(1024, 0, 128), 0);
}

TEST(ModelsSpill, TheGroupLimitBoundsTheResidentArrays)
{
    // 64 work-items resident per compute unit, 64 B each = 4096 B against an L1 of 1024 B: 3/4 of the lines
    // miss. Groups of 32 on a device that keeps one group per compute unit: 32 resident, 2048 B, 1/2 miss
    // (H200: groups of 32, 32 resident groups, 1024 of 2048 work-items).
    const std::map<std::string, double> figures = {{"dram_read_gbs", 1000}, {"local_read_gbs", 128},
                                                   {"launch_floor_ns", 8},  {"l1_bytes", 1024},
                                                   {"resident_items", 64},  {"spill_miss_ns", 2}};
    WorkingSet facts = spilled(2, 3, 10);
    facts.privateBytesPerItem = 64;
    facts.groupSize = 32;
    auto share = [&](const GeometryProfile& p) {
        const ModelSummary s = analyseTrace(spillTrace(), p, "global", facts);
        return spillTime(s.requests, modelGeometry(p), ceilingsFromProfile(p), facts).missShare;
    };
    EXPECT_DOUBLE_EQ(share(withFigures(coalesce::test::gpuProfile(), figures)), 0.75);
    auto limited = figures;
    limited["resident_groups"] = 1;
    EXPECT_DOUBLE_EQ(share(withFigures(coalesce::test::gpuProfile(), limited)), 0.5);
    // Groups of 64 under the same limit keep all 64: 3/4 again.
    facts.groupSize = 64;
    EXPECT_DOUBLE_EQ(share(withFigures(coalesce::test::gpuProfile(), limited)), 0.75);
}

TEST(ModelsSpill, TheKernelsRegistersBoundTheResidentArrays)
{
    // 64 work-items resident per compute unit (the residency probe's light kernel), 64 B each = 4096 B against
    // an L1 of 1024 B: 3/4 miss. The compiler reports 38 registers a work-item, allocated 8 at a time (40);
    // with 4096 a unit, groups of 32 take 40 x 32 = 1280 each and 3 fit (96 work-items), more than the 64
    // measured: nothing changes. With 2048 a unit 1 group fits: 32 resident, 2048 B, 1/2 miss, and the note
    // says why (H200: 38 registers, 65536 a unit, groups of 256 take 10240: 6 groups, 1536 of 2048).
    const GeometryProfile p = withFigures(coalesce::test::gpuProfile(), {{"dram_read_gbs", 1000},
                                                                         {"local_read_gbs", 128},
                                                                         {"launch_floor_ns", 8},
                                                                         {"l1_bytes", 1024},
                                                                         {"resident_items", 64},
                                                                         {"spill_miss_ns", 2}});
    WorkingSet facts = spilled(2, 3, 10);
    facts.privateBytesPerItem = 64;
    facts.groupSize = 32;
    facts.registersPerItem = 38;
    facts.registersPerUnit = 4096;
    facts.registerGranule = 8;
    auto time = [&](const WorkingSet& w) {
        const ModelSummary s = analyseTrace(spillTrace(), p, "global", w);
        return spillTime(s.requests, modelGeometry(p), ceilingsFromProfile(p), w);
    };
    const SpillTime roomy = time(facts);
    EXPECT_DOUBLE_EQ(roomy.missShare, 0.75);
    EXPECT_DOUBLE_EQ(roomy.residentItems, 64);
    EXPECT_FALSE(roomy.registerBound);
    facts.registersPerUnit = 2048;
    const SpillTime bound = time(facts);
    EXPECT_DOUBLE_EQ(bound.residentItems, 32);
    EXPECT_TRUE(bound.registerBound);
    EXPECT_DOUBLE_EQ(bound.missShare, 0.5);
    const std::string note = analyseTrace(spillTrace(), p, "global", facts).note;
    EXPECT_NE(note.find("the arrays of 32 resident work-items, as many as their 38 registers each allow"),
              std::string::npos)
        << note;
    // Fewer registers than one group needs still leave one group resident (the launch runs).
    facts.registersPerUnit = 512;
    EXPECT_DOUBLE_EQ(time(facts).residentItems, 32);
    // The allocation rule by hand: 38 -> 40 registers, groups of 256 -> 10240 each, 6 in 65536; groups of 48
    // count two whole SIMD groups of 32 (64 work-items); unknown inputs give 0.
    EXPECT_EQ(groupsByRegisters(38, 65536, 256, 32, 8), 6u);
    EXPECT_EQ(groupsByRegisters(32, 65536, 256, 32, 8), 8u);
    EXPECT_EQ(groupsByRegisters(38, 65536, 48, 32, 8), 25u);
    EXPECT_EQ(groupsByRegisters(0, 65536, 256, 32, 8), 0u);
    EXPECT_EQ(groupsByRegisters(38, 0, 256, 32, 8), 0u);
    // The declaration as kernelrun writes it; a report without the unit's registers is not used.
    const Json launch = {{"compiler",
                          {{"registers", 38},
                           {"stack_bytes", 256},
                           {"registers_per_unit", 65536},
                           {"register_granule", 8},
                           {"source", "the compiler's report (-cl-nv-verbose)"}}}};
    const WorkingSet read = workingSetFromLaunch(launch);
    EXPECT_EQ(read.registersPerItem, 38);
    EXPECT_EQ(read.registersPerUnit, 65536u);
    EXPECT_EQ(read.registerGranule, 8u);
    for (const Json& bad :
         {Json{{"registers", 38}},
          Json{{"registers", -3}, {"registers_per_unit", 65536}, {"register_granule", 8}},
          Json{{"registers", "38"}, {"registers_per_unit", 65536}, {"register_granule", 8}},
          Json{{"registers", 38.5}, {"registers_per_unit", 65536}, {"register_granule", 8}}, Json::array()}) {
        const WorkingSet ignored = workingSetFromLaunch(Json{{"compiler", bad}});
        EXPECT_EQ(ignored.registersPerItem, 0) << bad.dump();
        EXPECT_EQ(ignored.registersPerUnit, 0u) << bad.dump();
    }
}

TEST(ModelsSpill, NotPredictedWithoutTheDeclarationItsFiguresOrPhysicalLocalMemory)
{
    const GeometryProfile p =
        withFigures(coalesce::test::gpuProfile(),
                    {{"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"launch_floor_ns", 8}});
    // Not declared spilled: the global hierarchy alone, the private requests left out and said so.
    WorkingSet registers = spilled(2, 3, 10);
    registers.privateSpilled = false;
    const ModelSummary kept = analyseTrace(spillTrace(), p, "global", registers);
    EXPECT_FALSE(kept.privateModelled);
    EXPECT_NE(explainSummary(kept, modelGeometry(p), ceilingsFromProfile(p))
                  .notModelled.find("not in the prediction"),
              std::string::npos);
    // No local bandwidth measured (no slot time), or a CPU (local memory not physical: the array stays in its
    // caches): no spill prediction, and spillTime says why.
    const GeometryProfile noLocal = withFigures(coalesce::test::gpuProfile(), {{"dram_read_gbs", 1000}});
    EXPECT_FALSE(analyseTrace(spillTrace(), noLocal, "global", spilled(2, 3, 10)).privateModelled);
    GeometryProfile cpu = p;
    cpu.localPhysical.value = 0;
    const SpillTime onCpu = spillTime(analyseTrace(spillTrace(), cpu, "global", {}).requests,
                                      modelGeometry(cpu), ceilingsFromProfile(cpu), spilled(2, 3, 10));
    EXPECT_LT(onCpu.relative, 0);
    EXPECT_NE(onCpu.why.find("not physical"), std::string::npos) << onCpu.why;
}

TEST(ModelsSpill, TheDeclarationAsALessonWritesIt)
{
    const Json launch = {
        {"counted_bytes", 4096},
        {"launch_groups", 132},
        {"spill_loop",
         {{"spilled", true}, {"first_step", 17}, {"end_step", 33}, {"scale", 128}, {"bytes_per_item", 64}}}};
    const WorkingSet w = workingSetFromLaunch(launch);
    EXPECT_TRUE(w.privateSpilled);
    EXPECT_EQ(w.privateBytesPerItem, 64u);
    // A bytes_per_item that is no positive number is left out (misses then not counted), the loop kept.
    Json odd = launch;
    odd["spill_loop"]["bytes_per_item"] = "lots";
    EXPECT_EQ(workingSetFromLaunch(odd).privateBytesPerItem, 0u);
    EXPECT_TRUE(workingSetFromLaunch(odd).privateSpilled);
    EXPECT_EQ(w.loopFirstStep, 17u);
    EXPECT_EQ(w.loopEndStep, 33u);
    EXPECT_DOUBLE_EQ(w.loopScale, 128);
    EXPECT_EQ(w.countedBytes, 4096u);
    EXPECT_FALSE(w.timed()); // not a complete trace: the launch-time model stays out of it
    // A crafted or broken declaration is ignored whole: an empty loop, a scale below 1, a string for a bool.
    for (const Json& bad :
         {Json{{"spilled", true}, {"first_step", 33}, {"end_step", 17}, {"scale", 128}},
          Json{{"spilled", true}, {"first_step", 17}, {"end_step", 33}, {"scale", 0.5}},
          Json{{"spilled", "yes"}, {"first_step", 17}, {"end_step", 33}, {"scale", 128}},
          Json{{"spilled", true}, {"first_step", -1}, {"end_step", 33}, {"scale", 128}}, Json::array()}) {
        const WorkingSet ignored = workingSetFromLaunch(Json{{"spill_loop", bad}});
        EXPECT_FALSE(ignored.privateSpilled) << bad.dump();
        EXPECT_EQ(ignored.loopScale, 0) << bad.dump();
    }
}

TEST(ModelsSpill, PrivateSpillDeclaresItsLoopAndSlowsWithScatter)
{
    // private.spill traced on PoCL (2 groups of 256): its launch info declares the loop of 8 traced steps
    // standing for 1024, after the fill of `words` steps, and that nothing spills on a CPU.
    const Lesson& lesson = lessonOrThrow("private.spill");
    GeometryProfile p =
        withFigures(coalesce::test::gpuProfile(),
                    {{"dram_read_gbs", 1000}, {"local_read_gbs", 20000}, {"launch_floor_ns", 5000}});
    std::map<int, double> relative;
    for (int words : {4, 32}) {
        const auto traced =
            traceConfiguration(coalesce::test::device(), lesson,
                               makeParams(lesson.params(), {"words=" + std::to_string(words), "wg=256"}), p, 2);
        ASSERT_TRUE(traced.validation.passed);
        const Json& loop = traced.launch.at("spill_loop");
        EXPECT_EQ(loop.at("spilled"), false); // a CPU keeps the array in its caches
        EXPECT_EQ(loop.at("first_step"), words + 1);
        EXPECT_EQ(loop.at("end_step"), words + 17);
        EXPECT_EQ(loop.at("scale"), 128);
        EXPECT_EQ(loop.at("bytes_per_item"), words * 4);
        EXPECT_EQ(traced.launch.at("counted_bytes"), 512 * 8); // in and out, 4 B each, per traced work-item
        EXPECT_FALSE(traced.summary.privateModelled);
        // As on a GPU, where the lesson declares the array spilled: the model predicts it.
        WorkingSet w = workingSetFromLaunch(traced.launch);
        w.privateSpilled = true;
        const ModelSummary s = analyseTrace(traced.trace, p, lesson.info().space, w);
        ASSERT_TRUE(s.privateModelled) << s.note;
        relative[words] = s.predictedRelative;
    }
    // 32 words scatter a SIMD group's loop request over more lines and sectors than 4 words (about 20 lines and
    // 28 sectors against 4 and 14): slower.
    EXPECT_LT(relative[32], relative[4] * 0.6);
}
