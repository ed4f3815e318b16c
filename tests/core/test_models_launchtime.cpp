// SPDX-License-Identifier: GPL-3.0-or-later
// The launch-time model (core/models/launchtime.cpp) on hand-worked traces and on local.reuse traced on PoCL:
// global and local parts and load/store slots added, the one-shot factor, what it needs. Split from
// test_models_hierarchy.cpp (same suite name).
#include "core/lesson.h"
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/predict.h"
#include "tests/core/modelprofile.h"
#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace coalesce;

namespace {

// 32 lanes, 32 B sectors, 128 B lines, no channel factor, the given figures.
GeometryProfile profile(const std::map<std::string, double>& figures = {})
{
    return coalesce::test::withFigures(defaultProfile(), figures);
}

} // namespace

namespace {

// One work-group of 32 work-items: each loads one word of `in` (step 0) into a local tile, reads the tile at
// stride 1 and at stride 2 words (steps 1, 2), and stores one word of `out` (step 3): local.reuse's shape.
Trace tileTrace(uint32_t readBytes = 4)
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = 1;
    t.bufferNames = {"in", "out", "tile"};
    auto add = [&](uint32_t l, uint32_t step, Space space, uint8_t buffer, AccessKind kind, uint64_t offset,
                   uint32_t size) {
        TraceRecord r;
        r.globalId = l;
        r.localId = l;
        r.step = step;
        r.space = space;
        r.buffer = buffer;
        r.kind = kind;
        r.byteOffset = offset;
        r.size = size;
        t.records.push_back(r);
    };
    for (uint32_t l = 0; l < 32; ++l) {
        add(l, 0, Space::Global, 0, AccessKind::Read, uint64_t(readBytes) * l, readBytes);
        add(l, 0, Space::Local, 2, AccessKind::Write, 4 * l, 4);
        add(l, 1, Space::Local, 2, AccessKind::Read, 4 * l, 4);
        add(l, 2, Space::Local, 2, AccessKind::Read, 8 * l, 4);
        add(l, 3, Space::Global, 1, AccessKind::Write, 4 * l, 4);
    }
    return t;
}

// One work-group of 32 work-items reading buffer "in" (0) for `reads` steps and writing one word of "out" (1)
// at step `reads`: lane l reads 4 B at readByte(l, step).
Trace readThenWrite(uint32_t reads, uint64_t (*readByte)(uint32_t lane, uint32_t step))
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = 1;
    t.bufferNames = {"in", "out"};
    for (uint32_t l = 0; l < 32; ++l)
        for (uint32_t step = 0; step <= reads; ++step) {
            TraceRecord r;
            r.globalId = l;
            r.localId = l;
            r.step = step;
            r.buffer = step < reads ? 0 : 1;
            r.kind = step < reads ? AccessKind::Read : AccessKind::Write;
            r.byteOffset = step < reads ? readByte(l, step) : 4 * uint64_t(l);
            r.size = 4;
            t.records.push_back(r);
        }
    return t;
}

WorkingSet completeTrace(uint64_t counted, uint64_t launchGroups)
{
    WorkingSet w;
    w.traceComplete = true;
    w.countedBytes = counted;
    w.launchGroups = launchGroups;
    return w;
}

} // namespace

TEST(ModelsHierarchy, ACompleteTraceAddsUpTheLaunchTime)
{
    // DRAM 1000 GB/s (1000 B/ns), local memory 10000 GB/s, one word per work-item at half speed, launch 2 ns.
    const GeometryProfile p = profile(
        {{"dram_read_gbs", 1000}, {"local_read_gbs", 10000}, {"oneshot_4", 0.5}, {"launch_floor_ns", 2}});
    // Global: 128 B read + 128 B written, contiguous: DRAM moves 256 B, 0.256 ns; 4 B per work-item, so at half
    // speed: 0.512 ns. Local: the store (1 pass), the stride-1 read (1 pass), the stride-2 read (2 passes: 32
    // banks of 4 B, lanes l and l + 16 share a bank) = 4 passes of 128 B at 10000 B/ns = 0.0512 ns.
    // Load/store slots: the two global requests, one line each, a slot being one local request: 2 x 0.0128 ns.
    // 10 work-groups in the launch: 10 x 0.5888 + 2 = 7.888 ns. Counted 512 B (the local.reuse way: 3 x 128 B
    // read + 128 B written) over the traced group's share 0.7888 ns, at 1000 B/ns: 0.649087.
    const ModelSummary s = analyseTrace(tileTrace(), p, "local", completeTrace(512, 10));
    EXPECT_NEAR(s.predictedRelative, 512.0 / 0.7888 / 1000.0, 1e-9);
    const LaunchTime t =
        launchTime(s.requests, modelGeometry(p), ceilingsFromProfile(p), completeTrace(512, 10));
    EXPECT_NEAR(t.globalNs, 0.512, 1e-12);
    EXPECT_NEAR(t.localNs, 0.0512, 1e-12);
    EXPECT_NEAR(t.issueNs, 0.0256, 1e-12);
    EXPECT_DOUBLE_EQ(t.oneShot, 0.5);
    EXPECT_DOUBLE_EQ(t.requestFactor, 1);
    EXPECT_FALSE(t.slotsOverlap); // a barrier separates the tile's fill from its reads: the parts add
    EXPECT_NEAR(t.workNs, 5.888, 1e-9);
    EXPECT_NEAR(t.launchNs, 7.888, 1e-9);
    EXPECT_EQ(t.tracedGroups, 1u);
    EXPECT_NE(s.note.find("launch time"), std::string::npos) << s.note;

    // 8 B per work-item: halfway (in log2) from 4 B (0.5) to 16 B (1): 0.75. The read is 256 B: DRAM 384 B,
    // 0.384 / 0.75 = 0.512 ns again.
    const LaunchTime wide = launchTime(analyseTrace(tileTrace(8), p, "local", completeTrace(512, 10)).requests,
                                       modelGeometry(p), ceilingsFromProfile(p), completeTrace(512, 10));
    EXPECT_DOUBLE_EQ(wide.oneShot, 0.75);
    EXPECT_NEAR(wide.globalNs, 0.512, 1e-12);
}

// A launch that fills a local tile takes the one-shot speed through a tile at its group size
// (oneshot_tile_<wg>, probe global.bandwidth) where the probe measured it: the case above with groups of 32 at
// 0.25 (oneshot_4 0.5 stays for launches without local memory or of unknown group size). The read's 128 B + the
// write's 128 B at 1000 B/ns: 0.256 ns, at a quarter speed 1.024 ns.
TEST(ModelsHierarchy, ATileFillTakesTheOneShotSpeedAtItsGroupSize)
{
    const GeometryProfile p = profile({{"dram_read_gbs", 1000},
                                       {"local_read_gbs", 10000},
                                       {"oneshot_4", 0.5},
                                       {"oneshot_tile_32", 0.25},
                                       {"oneshot_tile_128", 0.4},
                                       {"launch_floor_ns", 2}});
    WorkingSet facts = completeTrace(512, 10);
    facts.groupSize = 32;
    const LaunchTime t = launchTime(analyseTrace(tileTrace(), p, "local", facts).requests, modelGeometry(p),
                                    ceilingsFromProfile(p), facts);
    EXPECT_DOUBLE_EQ(t.oneShot, 0.25);
    EXPECT_NEAR(t.globalNs, 1.024, 1e-12);
    // Unknown group size: oneshot_4.
    const WorkingSet unknown = completeTrace(512, 10);
    EXPECT_DOUBLE_EQ(launchTime(analyseTrace(tileTrace(), p, "local", unknown).requests, modelGeometry(p),
                                ceilingsFromProfile(p), unknown)
                         .oneShot,
                     0.5);
    // No local memory in the trace (one read, then one write, as one-shot as the tile's fill): oneshot_4.
    const LaunchTime plain = launchTime(
        analyseTrace(readThenWrite(1, [](uint32_t l, uint32_t) { return 4 * uint64_t(l); }), p, "global", facts)
            .requests,
        modelGeometry(p), ceilingsFromProfile(p), facts);
    EXPECT_DOUBLE_EQ(plain.oneShot, 0.5);

    // Between the measured sizes log-log, outside them the nearest end's value: curve {64: 0.2, 256: 0.625,
    // 1024: 0.5}; at 512 (halfway in log2 from 256 to 1024) sqrt(0.625 x 0.5) = 0.559017.
    const std::map<uint32_t, double> curve = {{64, 0.2}, {256, 0.625}, {1024, 0.5}};
    EXPECT_DOUBLE_EQ(tileShotAt(curve, 256), 0.625);
    EXPECT_NEAR(tileShotAt(curve, 512), std::sqrt(0.625 * 0.5), 1e-12);
    EXPECT_DOUBLE_EQ(tileShotAt(curve, 32), 0.2);
    EXPECT_DOUBLE_EQ(tileShotAt(curve, 2048), 0.5);
    EXPECT_DOUBLE_EQ(tileShotAt(curve, 0), 0);
    EXPECT_DOUBLE_EQ(tileShotAt({}, 256), 0);
}

TEST(ModelsHierarchy, ALaunchTakesAtLeastItsWorkGroupsStarts)
{
    // The case above (0.5888 ns of work per group, a 2 ns floor) with the device starting 0.1 work-groups per
    // ns: 10 groups start in 100 ns, longer than their 5.888 ns of work, so the launch takes 100 + 2 ns and the
    // note says why. Counted 512 B over the traced group's share (10.2 ns) at 1000 B/ns: 0.050196.
    const GeometryProfile p = profile({{"dram_read_gbs", 1000},
                                       {"local_read_gbs", 10000},
                                       {"oneshot_4", 0.5},
                                       {"launch_floor_ns", 2},
                                       {"group_rate_gps", 0.1}});
    const LaunchTime t = launchTime(analyseTrace(tileTrace(), p, "local", completeTrace(512, 10)).requests,
                                    modelGeometry(p), ceilingsFromProfile(p), completeTrace(512, 10));
    EXPECT_NEAR(t.groupsNs, 100, 1e-9);
    EXPECT_TRUE(t.groupBound);
    EXPECT_FALSE(t.phaseBound);
    EXPECT_FALSE(t.aluBound);
    EXPECT_NEAR(t.launchNs, 102, 1e-9);
    const ModelSummary s = analyseTrace(tileTrace(), p, "local", completeTrace(512, 10));
    EXPECT_NEAR(s.predictedRelative, 512.0 / 10.2 / 1000.0, 1e-9);
    EXPECT_NE(s.note.find("launch time 0.1 us: the launch's 10 work-groups take 0.1 us at the measured 0.1 G "
                          "work-groups/s, longer than the memory work 0.0 us; + launch 0.0 us"),
              std::string::npos)
        << s.note;
    // 100 groups per ns: 0.1 ns, shorter than the work: the sum as before.
    const GeometryProfile quick = profile({{"dram_read_gbs", 1000},
                                           {"local_read_gbs", 10000},
                                           {"oneshot_4", 0.5},
                                           {"launch_floor_ns", 2},
                                           {"group_rate_gps", 100}});
    const LaunchTime q = launchTime(analyseTrace(tileTrace(), quick, "local", completeTrace(512, 10)).requests,
                                    modelGeometry(quick), ceilingsFromProfile(quick), completeTrace(512, 10));
    EXPECT_NEAR(q.groupsNs, 0.1, 1e-12);
    EXPECT_FALSE(q.groupBound);
    EXPECT_NEAR(q.launchNs, 7.888, 1e-9);
}

TEST(ModelsHierarchy, WithoutLocalMemoryTheSlotsOverlapTheGlobalPart)
{
    // One work-group of 32 reads a word each, 128 B apart (32 lines, 32 sectors), and writes 128 B. DRAM 1000
    // B/ns, 32 B granules: the read moves 32 x 32 B and the write 128 B, 1152 B for 256 requested: the global
    // part 1.152 ns. A slot (32 banks x 4 B at 1000 GB/s) is 0.128 ns: the read's 32 lines and the write's one
    // take 4.224 ns. No local memory in the trace, so nothing holds them apart: the launch takes the longer,
    // 4.224 ns a group (the sum would be 5.376). 10 groups, 2 ns floor: 44.24 ns; counted 256 B over the traced
    // group's 4.424 ns at 1000 B/ns.
    const Trace t = readThenWrite(1, [](uint32_t l, uint32_t) { return 128 * uint64_t(l); });
    const GeometryProfile p = profile(
        {{"dram_read_gbs", 1000}, {"local_read_gbs", 1000}, {"dram_granule", 32}, {"launch_floor_ns", 2}});
    const ModelSummary s = analyseTrace(t, p, "global", completeTrace(256, 10));
    const LaunchTime lt =
        launchTime(s.requests, modelGeometry(p), ceilingsFromProfile(p), completeTrace(256, 10));
    EXPECT_NEAR(lt.globalNs, 1.152, 1e-9);
    EXPECT_NEAR(lt.issueNs, 4.224, 1e-9);
    EXPECT_TRUE(lt.slotsOverlap);
    EXPECT_NEAR(lt.workNs, 42.24, 1e-9);
    EXPECT_NEAR(lt.launchNs, 44.24, 1e-9);
    EXPECT_NEAR(s.predictedRelative, 256.0 / 4.424 / 1000.0, 1e-9);
    EXPECT_EQ(s.note,
              "launch time 0.0 us: global memory 0.0 us (the hierarchy) against its load/store slots 0.0 "
              "us, the longer, + launch 0.0 us");
}

TEST(ModelsHierarchy, FewBytesInFlightSlowTheDramNotTheCaches)
{
    // local.reuse from global memory, small: 32 work-items each read 4 words, word l + k at step k (k = 0..3:
    // 128 B a request, sectors 0..4 in all), then write one word. They ask for 16 B each, but the L1 fetches 5
    // sectors for all 32 (160 B: 5 B each; the later words are in lines their neighbours fetched): one-shot
    // 0.5 + 0.5 x with x = log2(5 / 4) / 2. DRAM: the reads' dense run [0, 140) and the 128 B written, 268 B
    // at 1000 B/ns = 0.268 ns, over the one-shot factor. The L2 (1e6 GB/s) and the load/store slots (local
    // 1e6 GB/s) are nearly free; 5 requests at 100 per ns cost 50 B at DRAM bandwidth: the DRAM binds.
    const Trace t = readThenWrite(4, [](uint32_t l, uint32_t step) { return 4 * uint64_t(l + step); });
    std::map<std::string, double> f = {{"dram_read_gbs", 1000},  {"local_read_gbs", 1e6}, {"l2_read_gbs", 1e6},
                                       {"dram_granule", 32},     {"l1_bytes", 16384},     {"oneshot_4", 0.5},
                                       {"request_rate_gps", 100}};
    auto time = [&](const GeometryProfile& p) {
        return launchTime(analyseTrace(t, p, "global", completeTrace(640, 1)).requests, modelGeometry(p),
                          ceilingsFromProfile(p), completeTrace(640, 1));
    };
    const double x = std::log2(5.0 / 4) / 2;
    const LaunchTime dram = time(profile(f));
    EXPECT_NEAR(dram.oneShot, 0.5 + 0.5 * x, 1e-12);
    EXPECT_NEAR(dram.globalNs, 0.268 / dram.oneShot, 1e-9);
    // At 1 request per ns the 5 requests take 5 ns: the request rate binds, and the one-shot factor (a DRAM
    // effect) does not stretch it: 5 ns, not 5 / 0.58.
    f["request_rate_gps"] = 1;
    const LaunchTime issue = time(profile(f));
    EXPECT_NEAR(issue.globalNs, 5.0, 1e-9);
    // Without a measured L1 the bytes asked for count: 16 B each, a stream (1).
    f.erase("l1_bytes");
    f["request_rate_gps"] = 100;
    EXPECT_DOUBLE_EQ(time(profile(f)).oneShot, 1.0);
}

TEST(ModelsHierarchy, NoLaunchTimeWithoutItsFiguresOrACompleteTrace)
{
    // Without the local bandwidth, or without the lesson's declaration, local memory keeps its bank model:
    // 1 / mean conflict degree of the reads = 1 / 1.5.
    const GeometryProfile noLocal = profile({{"dram_read_gbs", 1000}});
    EXPECT_NEAR(analyseTrace(tileTrace(), noLocal, "local", completeTrace(512, 10)).predictedRelative, 2.0 / 3,
                1e-12);
    const GeometryProfile full = profile({{"dram_read_gbs", 1000}, {"local_read_gbs", 10000}});
    WorkingSet shortened = completeTrace(512, 10);
    shortened.traceComplete = false;
    EXPECT_NEAR(analyseTrace(tileTrace(), full, "local", shortened).predictedRelative, 2.0 / 3, 1e-12);
    EXPECT_LT(launchTime({}, modelGeometry(full), ceilingsFromProfile(full), shortened).relative, 0);
    // Nor where local memory is not physical (a CPU): its bank passes have no time of their own.
    GeometryProfile cpu = full;
    cpu.localPhysical.value = 0;
    EXPECT_NEAR(analyseTrace(tileTrace(), cpu, "local", completeTrace(512, 10)).predictedRelative, 1.0, 1e-12);
    // The declaration as a lesson writes it in its launch info.
    const WorkingSet w = workingSetFromLaunch(
        Json{{"trace_complete", true}, {"counted_bytes", 512}, {"launch_groups", 10}, {"groups", 2}});
    EXPECT_TRUE(w.timed());
    EXPECT_FALSE(w.known());
    EXPECT_FALSE(
        workingSetFromLaunch(Json{{"trace_complete", "yes"}, {"counted_bytes", 512}, {"launch_groups", 10}})
            .timed());
}

TEST(ModelsHierarchy, LocalReuseDeclaresACompleteTrace)
{
    // local.reuse traced on PoCL: 2 groups of 256 of a 1 MiB output (1024 groups), reuse 2. Each group fills
    // its tile with 257 words (8 requests of 32 lanes + lane 0 once more), reads it at offsets lid and lid + 1
    // (16 conflict-free requests) and writes 256 words. Global: the reads [0, 1028) and [1024, 2052) make one
    // dense run of 2052 B, the writes 2048 B: 4100 B moved for 4104 requested, so the hierarchy's relative is
    // 1 and the global part 4104 B / 1000 B/ns = 4.104 ns. Local: 2 x (9 + 16) passes of 128 B / 10000 B/ns =
    // 0.64 ns. Load/store slots: per group 9 read requests and 8 write requests of one line each, 2 x 17 slots
    // of 0.0128 ns = 0.4352 ns. Counted: 512 work-items x (2 reads + 1 write) x 4 B = 6144 B -> 6144 / 5.1792 /
    // 1000. (No one-shot figure here: lane 0's extra request costs nothing more.)
    GeometryProfile p = coalesce::test::gpuProfile();
    p.channels.value = 1;
    for (const auto& [key, value] :
         std::map<std::string, double>{{"dram_read_gbs", 1000}, {"local_read_gbs", 10000}})
        p.figures[key] = MeasuredFigure{value, "", "hand-made", 1.0};
    const Lesson& lesson = lessonOrThrow("local.reuse");
    const auto traced = traceConfiguration(coalesce::test::device(), lesson,
                                           makeParams(lesson.params(), {"reuse=2", "size=1M", "wg=256"}), p, 2);
    ASSERT_TRUE(traced.validation.passed);
    const WorkingSet ws = workingSetFromLaunch(traced.launch);
    EXPECT_TRUE(ws.timed());
    EXPECT_EQ(ws.countedBytes, 6144u);
    EXPECT_EQ(ws.launchGroups, 1024u);
    EXPECT_NEAR(traced.summary.predictedRelative, 6144.0 / 5.1792 / 1000.0, 1e-9);
    // With the one-shot figure at 0.5: the reads' 2 x 257 words (2056 B) over 512 reading work-items, 4.016 B
    // each: x = log2(4.016 / 4) / 2, one-shot 0.5 + 0.5 x; the 18 read requests are 16 + 2 / 32 lanes' worth:
    // the factor 1 + (18 / 16.0625 - 1) (1 - x) on top (lane 0's second word costs a request's latency). Both
    // slow the DRAM's 4100 B (not the caches' ceilings): 4.1 ns / one-shot x factor, longer than the
    // hierarchy's 4.104 ns.
    p.figures["oneshot_4"] = MeasuredFigure{0.5, "", "hand-made", 1.0};
    const LaunchTime t =
        launchTime(traceConfiguration(coalesce::test::device(), lesson,
                                      makeParams(lesson.params(), {"reuse=2", "size=1M", "wg=256"}), p, 2)
                       .summary.requests,
                   modelGeometry(p), ceilingsFromProfile(p), ws);
    const double x = std::log2(2056.0 / 512 / 4) / 2;
    EXPECT_NEAR(t.oneShot, 0.5 + 0.5 * x, 1e-12);
    EXPECT_NEAR(t.requestFactor, 1 + (18 / 16.0625 - 1) * (1 - x), 1e-12);
    EXPECT_NEAR(t.globalNs, 4.1 / t.oneShot * t.requestFactor, 1e-9);
}

// Each wave of work-groups lasts at least one work-item's chain of loads (LaunchTime::chainNs): the tile case
// above (5.888 ns of work for 10 groups, a 2 ns floor) on 2 compute units keeping 2 groups of 32 each
// (resident_items 64): 2.5 waves, 2.3552 ns of work a wave.
TEST(ModelsHierarchy, EachWaveLastsAtLeastAWorkItemsChainOfLoads)
{
    std::map<std::string, double> figures = {
        {"dram_read_gbs", 1000}, {"local_read_gbs", 10000}, {"oneshot_4", 0.5},     {"launch_floor_ns", 2},
        {"resident_items", 64},  {"l1_latency_ns", 3},      {"local_latency_ns", 2}};
    WorkingSet w = completeTrace(512, 10);
    w.groupSize = 32;
    w.launchUnits = 2;
    auto timed = [&](const std::map<std::string, double>& f, const WorkingSet& facts) {
        const GeometryProfile p = profile(f);
        return launchTime(analyseTrace(tileTrace(), p, "local", facts).requests, modelGeometry(p),
                          ceilingsFromProfile(p), facts);
    };
    // The chain reads global memory at step 0 (3 ns) and local memory at steps 1 and 2 (2 ns each): 7 ns, more
    // than a wave's work, so every wave lasts 7 ns: 2 x 7 + 7 = 21 ns, 15.112 more than the work; + 2 ns.
    const LaunchTime slow = timed(figures, w);
    EXPECT_NEAR(slow.chainNs, 7, 1e-12);
    EXPECT_NEAR(slow.chainSteps, 3, 1e-12);
    EXPECT_NEAR(slow.waves, 2.5, 1e-12);
    EXPECT_NEAR(slow.workNs, 5.888, 1e-9);
    EXPECT_NEAR(slow.latencyNs, 21 - 5.888, 1e-9);
    EXPECT_NEAR(slow.launchNs, 23, 1e-9);
    // The L1 under load measured (l1_loaded_ns_<n>): each unit holds 2 groups of one SIMD group of the launch's
    // 10, so the global read waits the L1's latency with 2 SIMD groups, 5 ns: a chain of 9 ns, 3 x 9 = 27 ns.
    std::map<std::string, double> loaded = figures;
    loaded["l1_loaded_ns_1"] = 3;
    loaded["l1_loaded_ns_2"] = 5;
    EXPECT_NEAR(timed(loaded, w).chainNs, 9, 1e-12);
    EXPECT_NEAR(timed(loaded, w).latencyNs, 27 - 5.888, 1e-9);
    // 0.6 and 0.5 ns: a chain of 1.6 ns, shorter than a full wave's 2.3552 but longer than the last half
    // wave's 1.1776: only the last wave waits, 0.4224 ns more.
    figures["l1_latency_ns"] = 0.6;
    figures["local_latency_ns"] = 0.5;
    const LaunchTime last = timed(figures, w);
    EXPECT_NEAR(last.chainNs, 1.6, 1e-12);
    EXPECT_NEAR(last.latencyNs, 1.6 - 1.1776, 1e-9);
    EXPECT_NEAR(last.launchNs, 5.888 + 1.6 - 1.1776 + 2, 1e-9);
    const GeometryProfile p = profile(figures);
    const ModelSummary s = analyseTrace(tileTrace(), p, "local", w);
    EXPECT_NEAR(s.predictedRelative, 512.0 / ((5.888 + 1.6 - 1.1776 + 2) / 10) / 1000.0, 1e-9);
    EXPECT_NE(s.note.find("; + 0.0 us: each wave of work-groups lasts at least a work-item's 3 steps at the "
                          "measured load latencies (0.0 us), and the launch runs 2.50 waves"),
              std::string::npos)
        << s.note;
    // 8 groups: two whole waves of 2.3552 ns, longer than the chain: nothing added.
    WorkingSet whole = w;
    whole.launchGroups = 8;
    EXPECT_NEAR(timed(figures, whole).latencyNs, 0, 1e-12);
    // A loop standing for 4 x steps 1 and 2: the chain 0.6 + 4 x (0.5 + 0.5) = 4.6 ns over 9 steps.
    WorkingSet loop = w;
    loop.loopFirstStep = 1, loop.loopEndStep = 3, loop.loopScale = 4;
    const LaunchTime looped = timed(figures, loop);
    EXPECT_NEAR(looped.chainNs, 4.6, 1e-12);
    EXPECT_NEAR(looped.chainSteps, 9, 1e-12);
    // Nothing without the units, the residency or a latency.
    WorkingSet noUnits = w;
    noUnits.launchUnits = 0;
    EXPECT_EQ(timed(figures, noUnits).latencyNs, 0);
    EXPECT_EQ(timed(figures, noUnits).waves, 0);
    auto without = [&](const char* key) {
        std::map<std::string, double> f = figures;
        f.erase(key);
        return f;
    };
    EXPECT_EQ(timed(without("resident_items"), w).latencyNs, 0);
    EXPECT_NEAR(timed(without("l1_latency_ns"), w).chainNs, 1.0, 1e-12); // local memory's alone
    std::map<std::string, double> none = without("l1_latency_ns");
    none.erase("local_latency_ns");
    EXPECT_EQ(timed(none, w).chainNs, 0);
    EXPECT_EQ(timed(none, w).latencyNs, 0);
    EXPECT_NEAR(timed(none, w).launchNs, 7.888, 1e-9);
}

TEST(ModelsHierarchy, LaunchInfoDeclaresUnitsAndLocalBytes)
{
    WorkingSet w = workingSetFromLaunch(Json{{"units", 132}, {"local_bytes", 16384}});
    EXPECT_EQ(w.launchUnits, 132u);
    EXPECT_EQ(w.groupLocalBytes, 16384u);
    w = workingSetFromLaunch(Json{{"units", -1}, {"local_bytes", "x"}});
    EXPECT_EQ(w.launchUnits, 0u);
    EXPECT_EQ(w.groupLocalBytes, 0u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"units", 1e12}}).launchUnits, 0u);
}

TEST(ModelsHierarchy, ATwoDimensionalGroupIsTheProductOfItsSizes)
{
    // matmul.order launches groups of [wg, 1]: its work-items per group are 64, not "not declared" (which left
    // its chain of loads out: the H100's 64 x 64 matrix, 64 groups on 132 units, measured 1.38 x slower than
    // predicted).
    EXPECT_EQ(workingSetFromLaunch(Json{{"local_size", Json::array({64, 1})}}).groupSize, 64u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"local_size", Json::array({16, 16})}}).groupSize, 256u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"local_size", Json::array({4, 4, 2})}}).groupSize, 32u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"local_size", 128}}).groupSize, 128u);
    // A dimension that is not a whole number from 1, more than three, or a group past 65536: not declared.
    EXPECT_EQ(workingSetFromLaunch(Json{{"local_size", Json::array({64, 0})}}).groupSize, 0u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"local_size", Json::array({64, "1"})}}).groupSize, 0u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"local_size", Json::array({2.5, 2})}}).groupSize, 0u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"local_size", Json::array({1, 1, 1, 1})}}).groupSize, 0u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"local_size", Json::array({1024, 1024})}}).groupSize, 0u);
    EXPECT_EQ(workingSetFromLaunch(Json{{"local_size", Json::array()}}).groupSize, 0u);
}
