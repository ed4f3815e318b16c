// SPDX-License-Identifier: GPL-3.0-or-later
// The probes' decisions on hand-made curves: each curve is what a known geometry would produce, and the
// decision must recover that geometry (or say it cannot).
#include "core/probes/decide.h"
#include "core/probes/probekit.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace coalesce;

namespace {

// ns per access over the byte stride for a memory that moves `granule`-byte pieces: each access costs its
// share of a granule until it has one of its own.
std::vector<CurvePoint> granuleCurve(double granule, double noise = 0)
{
    std::vector<CurvePoint> c;
    int i = 0;
    for (double s = 4; s <= 512; s *= 2, ++i)
        c.push_back({s, std::min(s, granule) * (1 + ((i % 2) ? noise : -noise))});
    return c;
}

// Time of a local stride sweep for B banks of W bytes judged over `lanes` lanes: the conflict degree
// (distinct words of one bank among the lanes), plus a fixed cost.
std::vector<CurvePoint> bankCurve(int banks, int width, int lanes)
{
    std::vector<CurvePoint> c;
    for (int s : {1, 2, 3, 4, 8, 16, 32, 64, 128}) {
        std::vector<int> words(banks, 0);
        std::vector<std::vector<long>> seen(banks);
        int degree = 1;
        for (int l = 0; l < lanes; ++l) {
            const long word = long(l) * s * 4 / width;
            auto& bankWords = seen[word % banks];
            if (std::find(bankWords.begin(), bankWords.end(), word) == bankWords.end())
                bankWords.push_back(word);
            degree = std::max(degree, int(bankWords.size()));
        }
        c.push_back({double(s), 100.0 * degree + 20});
    }
    return c;
}

} // namespace

TEST(ProbeDecide, GrowthKneeFindsTheGranule)
{
    for (double g : {32.0, 64.0, 128.0}) {
        const Decision d = growthKnee(granuleCurve(g));
        ASSERT_TRUE(d.decided) << g << ": " << d.reason;
        EXPECT_EQ(d.value, g);
        EXPECT_GT(d.confidence, 0.9);
    }
    const Decision noisy = growthKnee(granuleCurve(64, 0.05));
    ASSERT_TRUE(noisy.decided);
    EXPECT_EQ(noisy.value, 64);
}

TEST(ProbeDecide, GrowthKneeRefusesFlatAndEndlessCurves)
{
    std::vector<CurvePoint> flat = {{4, 10}, {8, 10.5}, {16, 9.8}, {32, 10.1}};
    Decision d = growthKnee(flat);
    EXPECT_FALSE(d.decided);
    EXPECT_NE(d.reason.find("flat"), std::string::npos);
    std::vector<CurvePoint> growing = {{4, 1}, {8, 2}, {16, 4}, {32, 8}};
    d = growthKnee(growing);
    EXPECT_FALSE(d.decided);
    EXPECT_NE(d.reason.find("still grows"), std::string::npos);
    EXPECT_FALSE(growthKnee({{4, 1}, {8, 2}}).decided);
}

TEST(ProbeDecide, PairLineIsWhereTheSecondLoadStopsHittingTheFirstOnesLine)
{
    // A pair chase's step: the first load from the L2 (5 ns), the second an L1 hit (1.4 ns) inside the line and
    // an L2 hit past it (5 ns): 6.4 ns below the line, 10 ns from it on (the EPYC here: 6.6 and 9.5).
    auto pairCurve = [](double lineBytes, double hitNs, double missNs) {
        std::vector<CurvePoint> c;
        for (double d = 4; d <= 256; d *= 2)
            c.push_back({d, 5.0 + (d < lineBytes ? hitNs : missNs)});
        return c;
    };
    for (double line : {32.0, 64.0, 128.0}) {
        const Decision d = pairLine(pairCurve(line, 1.4, 5.0));
        ASSERT_TRUE(d.decided) << line << ": " << d.reason;
        EXPECT_EQ(d.value, line);
        // 10 / 6.4 = 1.56: half-way between the 1.25 threshold and a doubled step, plus a half.
        EXPECT_NEAR(d.confidence, 0.5 + 0.5 * (10.0 / 6.4 - 1.25) / 0.75, 1e-9);
    }
    // Past the line the second load misses to memory (100 ns): the step doubles, full confidence.
    const Decision memory = pairLine(pairCurve(64, 1.4, 100));
    ASSERT_TRUE(memory.decided);
    EXPECT_EQ(memory.value, 64);
    EXPECT_DOUBLE_EQ(memory.confidence, 1.0);
    // An adjacent-line prefetcher makes 64 B a little slower and 128 B slower still: the line is the first
    // rise.
    std::vector<CurvePoint> prefetched = pairCurve(64, 1.4, 3.5);
    prefetched[5].y = prefetched[6].y = 5.0 + 12.0;
    EXPECT_EQ(pairLine(prefetched).value, 64);
    // Unordered points are sorted first.
    std::vector<CurvePoint> shuffled = pairCurve(128, 1.4, 5.0);
    std::reverse(shuffled.begin(), shuffled.end());
    EXPECT_EQ(pairLine(shuffled).value, 128);
}

TEST(ProbeDecide, PairLineRefusesFlatNoisyAndShortCurves)
{
    // No distance costs 1.25 x the 4 B step: every second load hits (a line past 256 B, or a cache that keeps
    // the whole slot), nothing to decide.
    const std::vector<CurvePoint> flat = {{4, 6.5}, {8, 6.6}, {16, 6.4}, {32, 6.7}, {64, 7.9}, {128, 7.0}};
    Decision d = pairLine(flat);
    EXPECT_FALSE(d.decided);
    EXPECT_NE(d.reason.find("never misses"), std::string::npos) << d.reason;
    // One slow distance that the larger ones fall back from is noise, not a line.
    const std::vector<CurvePoint> spike = {{4, 6.5}, {8, 6.6}, {16, 9.9}, {32, 6.7}, {64, 9.6}, {128, 9.5}};
    d = pairLine(spike);
    EXPECT_FALSE(d.decided);
    EXPECT_NE(d.reason.find("rises at 16 B and falls back at 32 B"), std::string::npos) << d.reason;
    EXPECT_FALSE(pairLine({{4, 6}, {64, 9}}).decided);
    EXPECT_FALSE(pairLine({{4, 0}, {8, 6}, {64, 9}}).decided);
    EXPECT_EQ(pairLine({{4, 0}, {8, 6}, {64, 9}}).reason, "no time at the smallest distance");
}

TEST(ProbeDecide, BanksAndWidthFromAConflictSweep)
{
    // NVIDIA: 32 banks x 4 B over a warp of 32.
    BankDecision d = decideBanks(bankCurve(32, 4, 32), 32);
    ASSERT_TRUE(d.width.decided);
    EXPECT_EQ(d.width.value, 4);
    ASSERT_TRUE(d.banks.decided) << d.banks.reason;
    EXPECT_EQ(d.banks.value, 32);
    // 16 banks of 4 B judged over 32 lanes (a half-warp machine seen with full warps): the time levels off at
    // stride 16.
    d = decideBanks(bankCurve(16, 4, 32), 32);
    ASSERT_TRUE(d.banks.decided) << d.banks.reason;
    EXPECT_EQ(d.banks.value, 16);
    EXPECT_EQ(d.width.value, 4);
    // 32 banks of 8 B over 32 lanes: the first conflict waits for stride 4 words, the plateau for stride 64.
    d = decideBanks(bankCurve(32, 8, 32), 32);
    ASSERT_TRUE(d.width.decided);
    EXPECT_EQ(d.width.value, 8);
    ASSERT_TRUE(d.banks.decided) << d.banks.reason;
    EXPECT_EQ(d.banks.value, 32);
}

TEST(ProbeDecide, NoConflictsLeavesBanksUndecided)
{
    std::vector<CurvePoint> flat;
    for (int s : {1, 2, 4, 8, 16, 32, 64})
        flat.push_back({double(s), 100.0 + s % 3});
    const BankDecision d = decideBanks(flat, 16);
    EXPECT_FALSE(d.banks.decided);
    EXPECT_FALSE(d.width.decided);
    EXPECT_NE(d.banks.reason.find("no bank conflicts"), std::string::npos);
}

TEST(ProbeDecide, BroadcastRule)
{
    Decision d = decideBroadcast(105, 100, 3200);
    ASSERT_TRUE(d.decided);
    EXPECT_EQ(d.value, 1);
    d = decideBroadcast(3000, 100, 3200);
    ASSERT_TRUE(d.decided);
    EXPECT_EQ(d.value, 0);
    EXPECT_FALSE(decideBroadcast(1000, 100, 3200).decided); // in between
    EXPECT_FALSE(decideBroadcast(100, 100, 110).decided);   // no conflicts at all
}

TEST(ProbeDecide, FootprintKneesOfAThreeLevelCache)
{
    // 32 KiB at 400 GB/s, 1 MiB at 200, 32 MiB at 80, then 20 (a CPU's L1, L2, L3 and DRAM).
    std::vector<CurvePoint> c;
    for (int k = 0; k <= 64; ++k) {
        const double f = 4096 * std::pow(2.0, k / 4.0);
        const double bw = f <= 32768 ? 400 : f <= 1 << 20 ? 200 : f <= 32 << 20 ? 80 : 20;
        c.push_back({f, bw});
    }
    const std::vector<Knee> knees = footprintKnees(c);
    ASSERT_EQ(knees.size(), 3u);
    const double expected[] = {32768, 1 << 20, 32 << 20};
    for (int i = 0; i < 3; ++i) {
        EXPECT_GE(knees[i].x, expected[i]) << i;
        EXPECT_LE(knees[i].x, expected[i] * 1.19) << i; // within one step of the sweep
        EXPECT_GT(knees[i].confidence, 0.5);
    }
    EXPECT_EQ(knees[1].before, 200);
    EXPECT_EQ(knees[1].after, 80);
}

TEST(ProbeDecide, FootprintKneeOfAGradualDrop)
{
    // A hashed cache: bandwidth falls over two steps around 50 MB, from 6000 to 3000 GB/s.
    std::vector<CurvePoint> c = {{8e6, 6000},  {16e6, 6050}, {32e6, 5900},  {45e6, 5200},
                                 {64e6, 3400}, {90e6, 3050}, {128e6, 3000}, {256e6, 3010}};
    const std::vector<Knee> knees = footprintKnees(c);
    ASSERT_EQ(knees.size(), 1u);
    EXPECT_GT(knees[0].x, 45e6);
    EXPECT_LT(knees[0].x, 64e6);
    EXPECT_TRUE(footprintKnees({{1, 5}, {2, 5.1}, {4, 4.9}, {8, 5}}).empty());
}

TEST(ProbeDecide, OneSlowPointIsNoKnee)
{
    // The H100's L1 sweep with one launch slowed inside the L1 (4.6 TB/s between two at 7.2): the knee is the
    // L1's end at 256 KiB, not the dip at 78 KiB.
    const std::vector<CurvePoint> c = {{55168, 7176},  {65536, 7179},  {77952, 4621},  {92672, 7157},
                                       {110208, 7028}, {131072, 6965}, {220416, 6453}, {262144, 4438},
                                       {311680, 2917}, {370688, 2781}, {440832, 2770}};
    const std::vector<Knee> knees = footprintKnees(c);
    ASSERT_EQ(knees.size(), 1u);
    EXPECT_GT(knees[0].x, 220416);
    EXPECT_LT(knees[0].x, 311680);
    // A drop into the last point stays a knee (nothing after it to recover).
    EXPECT_EQ(footprintKnees({{1, 10}, {2, 10}, {4, 10}, {8, 4}}).size(), 1u);
}

TEST(ProbeDecide, FirstWaveAndSpillRequestsByHand)
{
    // Groups that saw no finished group when they started: the first wave.
    EXPECT_EQ(firstWaveGroups({0, 0, 0, 1, 2, 0, 3}), 4u);
    EXPECT_EQ(firstWaveGroups({}), 0u);
    // One lane per SIMD group: every read one line and one sector; the loop's read and write 2 slots each, the
    // fill and the fold 1 line + 1 sector each: 4 x 16 + 4 x 8 slots, 16 + 8 lines read.
    const SpillRequests one = spillRequests(8, 1, 16, 7, 4);
    EXPECT_DOUBLE_EQ(one.loadLines, 16 + 8);
    EXPECT_DOUBLE_EQ(one.slots, 4 * 16 + 4 * 8);
    // A one-word array: 8 lanes on one line and one sector; the fill and fold 1 + 1 slots.
    const SpillRequests same = spillRequests(1, 8, 16, 7, 64);
    EXPECT_DOUBLE_EQ(same.loadLines, 16 + 1);
    EXPECT_DOUBLE_EQ(same.slots, 4 * 16 + 4 * 1);
    // 512 words over 32 lanes: 512 (1 - (511/512)^32) = 31.04 lines per loop read, as drawn.
    const SpillRequests wide = spillRequests(512, 32, 1024, 0x2545F491u, 32 * 64);
    const double lines = 512 * (1 - std::pow(511.0 / 512.0, 32));
    EXPECT_NEAR(wide.loadLines, 1024 * lines + 512, 0.01 * 1024 * lines);
    EXPECT_EQ(wide.simd, 32u);
    EXPECT_EQ(spillRequests(8, 32, 16, 7, 16).slots, 0); // fewer work-items than one SIMD group
}

TEST(ProbeDecide, MedianOfACurve)
{
    EXPECT_EQ(medianY({{1, 3}, {2, 1}, {3, 2}}), 2);
    EXPECT_EQ(medianY({{1, 4}, {2, 1}, {3, 2}, {4, 3}}), 2.5);
    EXPECT_EQ(medianY({}), 0);
}

TEST(ProbeDecide, BanksBehindAFloor)
{
    // The H100's curve: time = max(floor, degree x unit) with the floor above one unit, so a 2-way conflict
    // shows as 1.42 x, not 2 x. 32 banks of 4 B must still be found.
    std::vector<CurvePoint> c;
    for (const auto& p : bankCurve(32, 4, 32))
        c.push_back({p.x, std::max(100000.0, (p.y - 20) / 100 * 70900)});
    const BankDecision d = decideBanks(c, 32);
    ASSERT_TRUE(d.width.decided);
    EXPECT_EQ(d.width.value, 4);
    ASSERT_TRUE(d.banks.decided) << d.banks.reason;
    EXPECT_EQ(d.banks.value, 32);
}

TEST(ProbeDecide, GrowthRunsFindSectorLineAndBurst)
{
    // ns per access over the byte stride, as the H100 measured them: through the L1 at an L2-sized footprint
    // the cost doubles up to the 32 B sector and again up to the 128 B line; at a DRAM-sized footprint up to
    // the 64 B burst, then bumps (pages) that are no granule.
    const std::vector<CurvePoint> l2 = {{4, 0.7},  {8, 0.7},   {16, 0.9},  {32, 1.6},
                                        {64, 2.0}, {128, 4.1}, {256, 4.4}, {512, 4.9}};
    auto runs = growthRuns(l2);
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_EQ(runs[0].value, 32);
    EXPECT_EQ(runs[1].value, 128);
    EXPECT_TRUE(runs[0].decided && runs[1].decided);
    const std::vector<CurvePoint> dram = {{4, 2.1},   {8, 2.9},    {16, 5.3},   {32, 10.3},
                                          {64, 20.6}, {128, 22.8}, {256, 30.1}, {512, 31.8}};
    runs = growthRuns(dram);
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].value, 64);
    EXPECT_GT(runs[0].confidence, 0.8);
    // Growing to the end: undecided; flat: no run.
    runs = growthRuns({{4, 1}, {8, 1}, {16, 2}, {32, 4}});
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_FALSE(runs[0].decided);
    EXPECT_TRUE(growthRuns({{4, 1}, {8, 1.1}, {16, 1.2}}).empty());
}

namespace {

// ns per dependent load of a random-cycle chase over footprints 4 KiB .. 256 MiB in steps of 2^(1/4), for
// caches of the given capacities and latencies (the last latency: memory). An LRU cache thrashes on a cycle one
// line larger than itself, so each level's latency holds up to its capacity and jumps right after it.
std::vector<CurvePoint> chaseCurve(const std::vector<double>& capacities, const std::vector<double>& ns)
{
    std::vector<CurvePoint> c;
    for (int q = 0; q <= 4 * 16; ++q) {
        const double x = 4096 * std::pow(2.0, q / 4.0);
        size_t level = 0;
        while (level < capacities.size() && x > capacities[level] * 1.0001)
            ++level;
        c.push_back({x, ns[level]});
    }
    return c;
}

} // namespace

TEST(ProbeDecide, LatencyKneesOfAThreeLevelCache)
{
    // 32 KiB at 1.4 ns, 1 MiB at 4.2 ns, 32 MiB at 13 ns, memory at 120 ns: the last point at or below each
    // capacity is on the grid, the next 2^(1/4) above it, so each knee lies at the geometric mid-level
    // between them, 2^(1/8) above the capacity.
    const std::vector<double> caps = {32768, 1 << 20, 32 << 20};
    const std::vector<Knee> knees = latencyKnees(chaseCurve(caps, {1.4, 4.2, 13, 120}));
    ASSERT_EQ(knees.size(), 3u);
    for (size_t i = 0; i < 3; ++i) {
        EXPECT_NEAR(knees[i].x, caps[i] * std::pow(2.0, 1.0 / 8), caps[i] * 1e-6) << i;
        EXPECT_GT(knees[i].confidence, 0.9) << i;
    }
    EXPECT_DOUBLE_EQ(knees[0].before, 1.4);
    EXPECT_DOUBLE_EQ(knees[0].after, 4.2);
    EXPECT_DOUBLE_EQ(knees[2].after, 120);
    // As cache sizes: three decided, a fourth level asked for is undecided with the reason.
    const std::vector<Decision> levels = cacheLevels(knees, 4, "rise");
    ASSERT_EQ(levels.size(), 4u);
    EXPECT_TRUE(levels[0].decided && levels[1].decided && levels[2].decided);
    EXPECT_EQ(levels[1].value, std::round(knees[1].x));
    EXPECT_FALSE(levels[3].decided);
    EXPECT_EQ(levels[3].reason, "no fourth rise (3 found)");
}

TEST(ProbeDecide, LatencyKneesIgnoreATlbStepAndACreep)
{
    // Two caches; inside the second plateau a step of 1.4 x (a page walk once the first-level TLB's reach is
    // passed) and, past it, a creep of 1.7 x over four octaves: neither is a cache.
    std::vector<CurvePoint> c = chaseCurve({32768, 1 << 20}, {1.4, 4.2, 100});
    for (auto& p : c) {
        if (p.x > 256 << 10 && p.x <= 1 << 20)
            p.y *= 1.4;
        if (p.x > 1 << 20) // memory creeping from 100 to 170 ns between 1 and 16 MiB, flat after
            p.y *= std::pow(std::min(p.x, double(16 << 20)) / double(1 << 20), std::log(1.7) / std::log(16.0));
    }
    const std::vector<Knee> knees = latencyKnees(c);
    ASSERT_EQ(knees.size(), 2u);
    EXPECT_LT(knees[0].x, 40e3);
    EXPECT_GT(knees[1].x, 1 << 20);
    EXPECT_LT(knees[1].x, 1.25 * (1 << 20));
    // The creep alone, from a flat start: no knee.
    std::vector<CurvePoint> creep;
    for (double x = 4096; x <= 64e6; x *= std::pow(2.0, 0.25))
        creep.push_back({x, 10 * std::pow(x / 4096, 0.15)}); // 4.2 x over 14 octaves
    EXPECT_TRUE(latencyKnees(creep).empty());
}

TEST(ProbeDecide, LatencyKneesSurviveNoiseAndASlowedPoint)
{
    // +-5 % noise on every point and one point slowed 2.4 x (another process took the core for a while): the
    // same two knees.
    std::vector<CurvePoint> c = chaseCurve({32768, 1 << 20}, {1.4, 4.2, 100});
    for (size_t i = 0; i < c.size(); ++i)
        c[i].y *= 1 + 0.05 * (int((i * 7) % 5) - 2) / 2.0;
    c[3].y *= 2.4; // 6.7 KiB, inside the first plateau
    const std::vector<Knee> knees = latencyKnees(c);
    ASSERT_EQ(knees.size(), 2u);
    EXPECT_GT(knees[0].x, 32768 * 0.9);
    EXPECT_LT(knees[0].x, 32768 * 1.25);
    EXPECT_GT(knees[1].x, (1 << 20) * 0.9);
    EXPECT_LT(knees[1].x, (1 << 20) * 1.25);
}

TEST(ProbeDecide, LatencyKneeOfAGradualRise)
{
    // A cache with pseudo-random replacement: misses grow over four steps past 8 MB, from 12 to 110 ns (the
    // rise ends where neither the next step nor the next two grow by over 10 %: 110 -> 111); the knee is at the
    // geometric mid-level (36 ns), between the points either side of it.
    const std::vector<CurvePoint> c = {{2e6, 12},    {4e6, 12.2},   {8e6, 12.1}, {9.5e6, 20},
                                       {11.3e6, 60}, {13.5e6, 100}, {16e6, 110}, {32e6, 111}};
    const std::vector<Knee> knees = latencyKnees(c);
    ASSERT_EQ(knees.size(), 1u);
    EXPECT_GT(knees[0].x, 9.5e6);
    EXPECT_LT(knees[0].x, 11.3e6);
    EXPECT_DOUBLE_EQ(knees[0].before, 12); // the first point is the smaller of the first two
    EXPECT_DOUBLE_EQ(knees[0].after, 110);
}

TEST(ProbeDecide, LatencyWithoutARiseDecidesNothing)
{
    std::vector<CurvePoint> flat;
    for (double x = 4096; x <= 1e6; x *= 2)
        flat.push_back({x, 5 + 0.1 * std::sin(x)});
    const std::vector<Knee> knees = latencyKnees(flat);
    EXPECT_TRUE(knees.empty());
    const std::vector<Decision> levels = cacheLevels(knees, 3, "rise of the latency");
    for (const auto& d : levels) {
        EXPECT_FALSE(d.decided);
        EXPECT_FALSE(d.reason.empty());
    }
    EXPECT_EQ(levels[0].reason, "no first rise of the latency (0 found)");
    EXPECT_TRUE(latencyKnees({{1, 1}, {2, 9}}).empty()); // too few points
    // A rise still going at the last point: a knee, at half the confidence.
    const std::vector<Knee> end = latencyKnees({{1, 2}, {2, 2}, {4, 2}, {8, 2}, {16, 6}, {32, 18}});
    ASSERT_EQ(end.size(), 1u);
    EXPECT_LE(end[0].confidence, 0.5);
}

TEST(ProbeKit, FirstMismatchFindsTheEarliestWrongWordOfAnyChunk)
{
    // 4096 groups of 64 words, word i of the group at base = base + i: what the host expects. Checked in
    // parallel chunks, the earliest wrong word is reported wherever the others lie (later chunks too).
    const uint64_t span = 64, groups = 4096;
    auto want = [&](uint64_t base) {
        std::vector<uint32_t> w(span);
        for (uint64_t i = 0; i < span; ++i)
            w[i] = uint32_t(base + i);
        return w;
    };
    std::vector<uint32_t> got(span * groups);
    for (uint64_t i = 0; i < got.size(); ++i)
        got[i] = uint32_t(i);
    EXPECT_EQ(ProbeKit::firstMismatch(got, span, want), got.size());
    for (const uint64_t wrong : {uint64_t(0), uint64_t(63), uint64_t(64 * 2047 + 5), got.size() - 1}) {
        std::vector<uint32_t> bad = got;
        bad[wrong] ^= 1;
        bad.back() ^= 2; // a later one as well (the last word: it only counts where it is the earliest)
        EXPECT_EQ(ProbeKit::firstMismatch(bad, span, want), wrong) << wrong;
    }
    // A short expectation counts as a mismatch at the first word it lacks; no words or no span: none.
    auto shortWant = [&](uint64_t base) {
        std::vector<uint32_t> w = want(base);
        w.resize(10);
        return w;
    };
    EXPECT_EQ(ProbeKit::firstMismatch(got, span, shortWant), 10u);
    EXPECT_EQ(ProbeKit::firstMismatch({}, span, want), 0u);
    EXPECT_EQ(ProbeKit::firstMismatch(got, 0, want), got.size());
}
