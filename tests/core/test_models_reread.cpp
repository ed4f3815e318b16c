// SPDX-License-Identifier: GPL-3.0-or-later
// A declared re-read loop (reread_loop: histogram GPU1-3's centroids) through the global model, hand-worked:
// the loop's requests counted as often as they stand for, and the L1 misses of the bytes the resident groups
// re-read coming from DRAM once those bytes pass the L2's capacity for bytes each unit reads alone
// (core/models/l1.cpp rereadL2Hit, core/models/hierarchy.cpp).
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/models/l1.h"
#include "core/predict.h"
#include "tests/core/modelaccount.h"
#include "tests/core/modelprofile.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>
#include <utility>
#include <vector>

using namespace coalesce;

namespace {

constexpr uint32_t kGroups = 4, kK = 16, kN = 128;

// Histogram GPU2's pattern, small (as in ResidentGroupsShareTheL1; tests/core/modelaccount.h): 4 work-groups
// of 32 work-items, K = 16 features, two centroids; each group's descriptors its own (4 sectors a request, 64 a
// group), the table's 4 sectors read by all. The second centroid's steps, [2 K, 4 K), are the loop.
WorkingSet loop(double scale, uint64_t groups, uint32_t units)
{
    WorkingSet w;
    w.rereadLoop = true;
    w.loopFirstStep = 2 * kK;
    w.loopEndStep = 4 * kK;
    w.loopScale = scale;
    w.rereadGroups = groups;
    w.rereadUnits = units;
    w.groupSize = 32;
    return w;
}

struct Outcome {
    ModelSummary s;
    Hierarchy h;
};

Outcome run(const std::map<std::string, double>& figures, const WorkingSet& w, bool cpu = false)
{
    GeometryProfile p = coalesce::test::withFigures(defaultProfile(), figures);
    if (cpu)
        p.localPhysical.value = 0;
    Outcome r;
    r.s = analyseTrace(coalesce::test::histogramTrace(kGroups, kK, kN), p, "global", w);
    r.h = explainSummary(r.s, modelGeometry(p), ceilingsFromProfile(p), w);
    return r;
}

// DRAM 1000 B/ns, L2 8 x that, 100 requests per ns (10 B a request at DRAM bandwidth), a 4 KiB L1 (1.25 x 128
// = 160 sectors) shared by the groups a unit holds (32 of 32 at most; the launches below put 4 on one unit): a
// descriptor sector is re-read after the other 15 features' 4 sectors of each of the 4 groups, 240 > 160, so
// every descriptor re-read misses it, the table's hit. The L2: a partition knee of 4096 B.
std::map<std::string, double> figures(double l2Bytes)
{
    return {{"dram_granule", 64},      {"dram_read_gbs", 1000},      {"l2_read_gbs", 8000},
            {"request_rate_gps", 100}, {"l1_bytes", 4096},           {"resident_items", 1024},
            {"resident_groups", 32},   {"l2_partition_bytes", 4096}, {"l2_bytes", l2Bytes}};
}

} // namespace

TEST(ModelsReread, TheLoopCountsForItsPassesAndTheL2HoldsWhatFits)
{
    // The loop stands for 7 more centroids (8 in all). A group's requests: 32 outside the loop, 32 x 7 in it
    // (256); 4 groups: 1024 requests of 128 B = 131072 B requested, at 10 B each 10240 B of issue. Sectors
    // reaching the L2 (first reads and L1 misses, the loop's x 7): 64 descriptor + T0, T1 first, then T2, T3
    // first and the 64 descriptor re-reads missing, x 7: 66 + 66 x 7 = 528 a group, 4 x 528 x 32 B = 67584 B,
    // at 8 x DRAM 8448 B. DRAM: the distinct bytes, 16 x 512 B of descriptors + 2 granules of the table = 8320.
    // The 4 groups resident on one unit re-read 4 x 64 sectors = 8192 B; the L2 holds 2 partitions of 4096 B
    // (floor(10000 / 4096) = 2): they fit, the misses come from the L2 and the request rate binds: relative
    // 131072 / 10240 = 12.8.
    const Outcome fits = run(figures(10000), loop(7, 4, 1));
    EXPECT_EQ(fits.h.bytesRequested, 131072u);
    EXPECT_EQ(fits.h.l1.missed, 4u * 64);
    EXPECT_DOUBLE_EQ(fits.h.l1.fetchedWeight, 4.0 * 528);
    EXPECT_DOUBLE_EQ(fits.h.l1.ownMissedWeight, 4.0 * 64 * 7);
    EXPECT_EQ(fits.h.l1.ownSectors, 4u * 64);
    EXPECT_EQ(fits.h.l2Bytes, 67584u);
    EXPECT_DOUBLE_EQ(fits.h.issueBytes, 10240);
    EXPECT_DOUBLE_EQ(fits.h.rereadL2Hit, 1);
    EXPECT_DOUBLE_EQ(fits.h.rereadBytes, 8192);
    EXPECT_EQ(fits.h.dramBytes, 8320u);
    EXPECT_EQ(fits.h.ceiling, "request rate");
    EXPECT_DOUBLE_EQ(fits.h.relative, 12.8);
    EXPECT_EQ(fits.s.note.find("come from DRAM"), std::string::npos) << fits.s.note;
    EXPECT_FALSE(fits.h.onChipRate); // request_l1_gps not measured

    // The L1's request rate measured (400 per ns: 2.5 B a request): while the caches hold the loop's re-reads
    // its 1024 requests issue at that rate, 2560 B, and the L2 (8448 B) binds: relative 131072 / 8448.
    std::map<std::string, double> l1Rate = figures(10000);
    l1Rate["request_l1_gps"] = 400;
    const Outcome onChip = run(l1Rate, loop(7, 4, 1));
    EXPECT_TRUE(onChip.h.onChipRate);
    EXPECT_DOUBLE_EQ(onChip.h.issueBytes, 2560);
    EXPECT_EQ(onChip.h.ceiling, "l2");
    EXPECT_DOUBLE_EQ(onChip.h.relative, 131072.0 / 8448.0);
    EXPECT_NE(onChip.s.note.find("fit the L2 (0.0 MB measured for bytes each compute unit reads alone): the "
                                 "loop's requests at the L1's measured 400 G/s"),
              std::string::npos)
        << onChip.s.note;

    // An L2 of 6000 B: one partition (floor(6000 / 4096) = 1), 4096 B < 8192: each pass finds none of them
    // (the same order each time), so the 4 x 64 x 7 missed sectors come from DRAM: 8320 + 57344 = 65664 B,
    // longer than the rest: relative 131072 / 65664.
    const Outcome past = run(figures(6000), loop(7, 4, 1));
    EXPECT_DOUBLE_EQ(past.h.rereadL2Hit, 0);
    EXPECT_EQ(past.h.dramBytes, 65664u);
    EXPECT_DOUBLE_EQ(past.h.dramCost, 65664);
    EXPECT_EQ(past.h.ceiling, "dram");
    EXPECT_DOUBLE_EQ(past.h.relative, 131072.0 / 65664.0);
    EXPECT_NE(past.s.note.find("the 0.0 MB the resident work-groups re-read exceed the L2 (0.0 MB measured for "
                               "bytes each compute unit reads alone): their L1 misses come from DRAM"),
              std::string::npos)
        << past.s.note;
    // Past the L2 the loop waits on DRAM: the L1's rate does not apply.
    l1Rate["l2_bytes"] = 6000;
    const Outcome pastOnChip = run(l1Rate, loop(7, 4, 1));
    EXPECT_FALSE(pastOnChip.h.onChipRate);
    EXPECT_DOUBLE_EQ(pastOnChip.h.issueBytes, 10240);
    EXPECT_DOUBLE_EQ(pastOnChip.h.relative, past.h.relative);

    // Residency bounds the bytes: a launch of 2 groups (fewer than the 4 traced stand for) re-reads 2 x 2048 =
    // 4096 B, which one partition holds.
    const Outcome two = run(figures(6000), loop(7, 2, 1));
    EXPECT_DOUBLE_EQ(two.h.rereadBytes, 4096);
    EXPECT_DOUBLE_EQ(two.h.rereadL2Hit, 1);
    EXPECT_EQ(two.h.dramBytes, 8320u);
}

TEST(ModelsReread, NothingChangesWithoutTheDeclarationOrTheMeasurements)
{
    // Undeclared: the trace as it is (64 requests a group, 256 in all: 32768 B requested).
    const Outcome plain = run(figures(6000), WorkingSet{});
    EXPECT_EQ(plain.h.bytesRequested, 32768u);
    EXPECT_DOUBLE_EQ(plain.h.rereadL2Hit, -1);
    EXPECT_DOUBLE_EQ(plain.h.l1.fetchedWeight, 4.0 * 132); // each sector once: 66 + 66
    EXPECT_EQ(plain.h.dramBytes, 8320u);
    // Declared, but no L2 size measured: the loop still counts, the L2 is taken to hold its re-reads.
    std::map<std::string, double> f = figures(6000);
    f.erase("l2_bytes");
    f.erase("l2_partition_bytes");
    const Outcome unmeasured = run(f, loop(7, 4, 1));
    EXPECT_EQ(unmeasured.h.bytesRequested, 131072u);
    EXPECT_DOUBLE_EQ(unmeasured.h.rereadL2Hit, -1);
    EXPECT_EQ(unmeasured.h.dramBytes, 8320u);
    // Only l2_bytes: its whole size holds them (9000 >= 8192) or not (8000).
    f["l2_bytes"] = 9000;
    EXPECT_DOUBLE_EQ(run(f, loop(7, 4, 1)).h.rereadL2Hit, 1);
    f["l2_bytes"] = 8000;
    EXPECT_DOUBLE_EQ(run(f, loop(7, 4, 1)).h.rereadL2Hit, 0);
    // A CPU (local memory not physical): a core runs its work-groups one after another, none resident at once.
    EXPECT_DOUBLE_EQ(run(f, loop(7, 4, 1), true).h.rereadL2Hit, -1);
}

TEST(ModelsReread, LaunchInfoDeclaresTheLoop)
{
    Json launch = {
        {"local_size", 64},
        {"reread_loop",
         {{"first_step", 64}, {"end_step", 128}, {"scale", 63.0}, {"groups", 4096}, {"units", 132}}}};
    WorkingSet w = workingSetFromLaunch(launch);
    EXPECT_TRUE(w.rereadLoop);
    EXPECT_EQ(w.loopFirstStep, 64u);
    EXPECT_EQ(w.loopEndStep, 128u);
    EXPECT_DOUBLE_EQ(w.loopScale, 63);
    EXPECT_EQ(w.rereadGroups, 4096u);
    EXPECT_EQ(w.rereadUnits, 132u);
    EXPECT_DOUBLE_EQ(w.loopWeight(64), 63);
    EXPECT_DOUBLE_EQ(w.loopWeight(128), 1);
    EXPECT_EQ(w.rereadBatch, 1u); // not declared: each step waits for its own load
    for (const auto& [batch, expected] :
         std::vector<std::pair<Json, uint32_t>>{{4, 4}, {0, 1}, {2.5, 1}, {"x", 1}}) {
        Json batched = launch;
        batched["reread_loop"]["batch"] = batch;
        EXPECT_EQ(workingSetFromLaunch(batched).rereadBatch, expected) << batch.dump();
    }
    // Anything missing or insane: nothing declared.
    for (const char* key : {"groups", "units", "scale", "end_step"}) {
        Json bad = launch;
        bad["reread_loop"].erase(key);
        EXPECT_FALSE(workingSetFromLaunch(bad).rereadLoop) << key;
    }
    Json bad = launch;
    bad["reread_loop"]["units"] = -3;
    EXPECT_FALSE(workingSetFromLaunch(bad).rereadLoop);
    bad = launch;
    bad["reread_loop"]["groups"] = "many";
    EXPECT_FALSE(workingSetFromLaunch(bad).rereadLoop);
    bad = launch;
    bad["reread_loop"] = 7;
    EXPECT_FALSE(workingSetFromLaunch(bad).rereadLoop);
}

TEST(ModelsReread, EachWaveWaitsForAWorkItemsChainOfLoads)
{
    // The loop standing for 7 more centroids, as above (the request rate binds: 10.24 ns for the 4 groups),
    // with load latencies L1 1 ns, L2 10 ns, DRAM 100 ns. A group's chain, its steps one after the other: the
    // first centroid (outside the loop) fetches its 16 descriptor words and 2 of its 16 table words from DRAM
    // (18 x 100) and finds 14 table words in the L1 (14 x 1): 1814 ns; the loop's 16 descriptor words and 2
    // table words fetched from the L2 while it holds the re-reads (18 x 10 + 14 x 1 = 194 ns), x 7: 1358 ns.
    // 3172 ns. The 4 groups are one partial wave (32 groups a unit): the launch lasts the chain, 3172 ns, far
    // more than its 10.24 ns of requests: relative 131072 / (3172 x 1000) B.
    std::map<std::string, double> f = figures(10000);
    f["l1_latency_ns"] = 1;
    f["l2_latency_ns"] = 10;
    f["dram_latency_ns"] = 100;
    const Outcome fits = run(f, loop(7, 4, 1));
    EXPECT_NEAR(fits.h.chainNs, 3172, 1e-9);
    EXPECT_NEAR(fits.h.chainWaves, 4.0 / 32, 1e-12);
    EXPECT_EQ(fits.h.ceiling, "chain of loads");
    EXPECT_NEAR(fits.h.relative, 131072.0 / 3172000.0, 1e-12);
    EXPECT_NE(fits.s.note.find("a work-item waits for each step's load before the next: a chain of 3.2 us at "
                               "the measured load latencies (L1 1.0, L2 10.0, DRAM 100.0 ns), at least once "
                               "per wave of work-groups (0.12 waves)"),
              std::string::npos)
        << fits.s.note;
    // Past the L2 (one partition of 4096 B holds less than the 8192 B re-read): the loop's fetches from DRAM,
    // (18 x 100 + 14) x 7 = 12698 ns more: 14512 ns.
    std::map<std::string, double> small = f;
    small["l2_bytes"] = 4096;
    EXPECT_NEAR(run(small, loop(7, 4, 1)).h.chainNs, 14512, 1e-9);
    // Loads issued two steps together (a feature's descriptor and table words) wait once, for the slower: the
    // first centroid's 16 pairs each for a descriptor from DRAM (1600 ns), the loop's for one from the L2 (16 x
    // 10 ns, x 7: 1120 ns): 2720 ns. A pair whose loads all hit the L1 would wait 1 ns.
    WorkingSet batched = loop(7, 4, 1);
    batched.rereadBatch = 2;
    EXPECT_NEAR(run(f, batched).h.chainNs, 2720, 1e-9);
    // 8192 groups on 64 units of 32: 4 whole waves, whose 2048 resident groups re-read 4 MiB, past the L2:
    // DRAM binds as in the first test (65664 B for the traced 4 groups: 65.664 ns, x 2048 = 134479.872 ns,
    // 33619.968 a wave), longer than the chain (14512 ns): no chain.
    const Outcome many = run(f, loop(7, 8192, 64));
    EXPECT_NEAR(many.h.chainNs, 14512, 1e-9);
    EXPECT_NEAR(many.h.chainWaves, 4, 1e-12);
    EXPECT_EQ(many.h.ceiling, "dram");
    EXPECT_NEAR(many.h.relative, 131072.0 / 65664.0, 1e-9);
    // Without the L2's or DRAM's latency, or on a CPU: no chain.
    for (const char* key : {"l2_latency_ns", "dram_latency_ns", "l1_latency_ns"}) {
        std::map<std::string, double> without = f;
        without.erase(key);
        const Outcome r = run(without, loop(7, 4, 1));
        EXPECT_EQ(r.h.chainNs, 0) << key;
        EXPECT_NEAR(r.h.relative, 12.8, 1e-9) << key;
    }
    EXPECT_EQ(run(f, loop(7, 4, 1), true).h.chainNs, 0);
}

TEST(ModelsReread, APartialWaveSharesTheL1AmongTheGroupsItHas)
{
    // A 16 KiB L1 (640 sectors). The unit keeps 32 groups of 32, but the launch of 4 groups on one unit puts
    // only 4 there: a descriptor sector's re-read comes after 60 x 4 = 240 sectors, which fit: every descriptor
    // re-read hits. A group fetches its 64 descriptor sectors and T0, T1 once, T2 and T3 in the loop x 7: 80; 4
    // groups 320 sectors, 10240 B reach the L2.
    std::map<std::string, double> f = figures(10000);
    f["l1_bytes"] = 16384;
    const Outcome alone = run(f, loop(7, 4, 1));
    EXPECT_DOUBLE_EQ(alone.h.l1Sharers, 4);
    EXPECT_EQ(alone.h.l1.missed, 0u);
    EXPECT_DOUBLE_EQ(alone.h.l1.fetchedWeight, 4.0 * 80);
    EXPECT_EQ(alone.h.l2Bytes, 10240u);
    // 64 groups on 2 units: 32 each, as many as a unit keeps: 60 x 32 = 1920 sectors between a sector's reads,
    // past 640: every descriptor re-read misses (4 x 64 traced), as with the 4 KiB L1 above.
    const Outcome full = run(f, loop(7, 64, 2));
    EXPECT_DOUBLE_EQ(full.h.l1Sharers, 32);
    EXPECT_EQ(full.h.l1.missed, 4u * 64);
    // 48 groups on 2 units, 24 each: fewer than the 32 a unit keeps.
    EXPECT_DOUBLE_EQ(run(f, loop(7, 48, 2)).h.l1Sharers, 24);
}

TEST(ModelsReread, AnL1HitWaitsTheLatencyWithTheSimdGroupsOnItsUnit)
{
    // The measured curve, log-log between its points, its end values past them; l1_latency_ns without one.
    Ceilings g;
    g.l1LatencyNs = 1;
    EXPECT_DOUBLE_EQ(l1LatencyAt(g, 8), 1);
    g.l1Loaded = {{1, 1}, {4, 4}, {16, 8}};
    EXPECT_DOUBLE_EQ(l1LatencyAt(g, 0.5), 1);
    EXPECT_NEAR(l1LatencyAt(g, 2), 2, 1e-12);
    EXPECT_NEAR(l1LatencyAt(g, 4), 4, 1e-12);
    EXPECT_NEAR(l1LatencyAt(g, 8), 4 * std::sqrt(2.0), 1e-12); // 4 x (8 / 4)^(log 2 / log 4)
    EXPECT_DOUBLE_EQ(l1LatencyAt(g, 64), 8);
    EXPECT_DOUBLE_EQ(l1LatencyAt(g, 0), 1); // not known: l1_latency_ns

    // The chain of EachWaveWaitsForAWorkItemsChainOfLoads with the L1 measured under load: the 4 groups of one
    // SIMD group on their unit make its hits wait 4 ns: 18 x 100 + 14 x 4 in the first pass, (18 x 10 + 14 x 4)
    // x 7 in the loop: 1856 + 1652 = 3508 ns.
    std::map<std::string, double> f = figures(10000);
    f["l1_latency_ns"] = 1;
    f["l2_latency_ns"] = 10;
    f["dram_latency_ns"] = 100;
    f["l1_loaded_ns_1"] = 1;
    f["l1_loaded_ns_4"] = 4;
    EXPECT_NEAR(run(f, loop(7, 4, 1)).h.chainNs, 3508, 1e-9);
}
