// SPDX-License-Identifier: GPL-3.0-or-later
// scan.padding: the work-group exclusive scan validates on PoCL for every padding and size; its device trace
// equals the host trace; the bank model gives each up-sweep and down-sweep level the conflict degree worked
// out by hand (seed 000 fig 8.14 on 8 banks, the errata's 32-bank case, and a 16-bank case of our own).
#include "core/lessons/scan.h"

#include "tests/core/lessontesting.h"

using namespace coalesce;
using namespace coalesce::test;

namespace {

// The conflict degree of every level of one kind (up- or down-sweep), in trace order.
std::vector<uint32_t> levelDegrees(const std::string& assignments, const std::string& profile,
                                   ScanPhase::Kind kind)
{
    std::vector<std::string> list;
    for (size_t begin = 0; begin < assignments.size();) {
        const size_t end = std::min(assignments.find(' ', begin), assignments.size());
        list.push_back(assignments.substr(begin, end - begin));
        begin = end + 1;
    }
    const Lesson& lesson = lessonOrThrow("scan.padding");
    const ParamSet params = applyParams(lesson.params(), lesson.defaults(nullptr), list);
    const ModelSummary s = hostModel(lesson, params, profileWith(profile), 1);
    const std::map<uint32_t, uint32_t> byStep = degreeByStep(s);
    std::vector<uint32_t> out;
    for (const ScanPhase& phase : scanPhases(uint64_t(params.integer("n")), uint64_t(params.integer("wg")))) {
        if (phase.kind != kind)
            continue;
        uint32_t degree = 0;
        for (uint32_t step = phase.firstStep; step < phase.firstStep + phase.steps; ++step)
            degree = std::max(degree, byStep.count(step) ? byStep.at(step) : 0u);
        out.push_back(degree);
    }
    return out;
}

using Degrees = std::vector<uint32_t>;

} // namespace

TEST(ScanPadding, Seed000Fig814OnEightBanks)
{
    // Fig 8.13/8.14: 16 elements, 8 work-items, 8 banks. Level 1 reads 0,2,..,14 (banks 0,2,4,6 twice), level
    // 2 reads bi = 3,7,11,15 (banks 3,7,3,7), level 3 reads 7 and 15 (bank 7): 2-way each, the last level
    // one lane. Padding i + i/8 (fig 8.15) moves 11 -> 12 and 15 -> 17: every level conflict-free.
    const std::string eight = "banks=8,conflict_group=8,simd=8";
    EXPECT_EQ(levelDegrees("n=16 wg=8 pad=0", eight, ScanPhase::Kind::UpSweep), (Degrees{2, 2, 2, 1}));
    EXPECT_EQ(levelDegrees("n=16 wg=8 pad=0", eight, ScanPhase::Kind::DownSweep), (Degrees{1, 2, 2, 2}));
    EXPECT_EQ(levelDegrees("n=16 wg=8 pad=8", eight, ScanPhase::Kind::UpSweep), (Degrees{1, 1, 1, 1}));
    EXPECT_EQ(levelDegrees("n=16 wg=8 pad=8", eight, ScanPhase::Kind::DownSweep), (Degrees{1, 1, 1, 1}));

    // The step of fig 8.14 itself: the second up-sweep level's bi reads positions 3, 7, 11, 15.
    const Lesson& lesson = lessonOrThrow("scan.padding");
    const ParamSet params = applyParams(lesson.params(), lesson.defaults(nullptr), {"n=16", "wg=8"});
    const Trace trace = hostTrace(lesson, params, profileWith(eight), 1);
    const ScanPhase level2 = scanPhases(16, 8).at(2);
    ASSERT_EQ(level2.kind, ScanPhase::Kind::UpSweep);
    ASSERT_EQ(level2.offset, 2u);
    std::vector<uint64_t> positions;
    for (const TraceRecord& r : trace.records)
        if (r.space == Space::Local && r.step == level2.firstStep + 1)
            positions.push_back(r.byteOffset / 4);
    EXPECT_EQ(positions, (std::vector<uint64_t>{3, 7, 11, 15}));
}

TEST(ScanPadding, ErrataThirtyTwoBanks)
{
    // 32 banks, n = 512, 256 work-items, 32-lane conflict group: lanes touch words 2k apart at offset k;
    // offset 16 and beyond have fewer active lanes (16, 8, 4, 2, 1) than the stride would conflict.
    const std::string gpu = "banks=32,conflict_group=32,simd=32";
    EXPECT_EQ(levelDegrees("n=512 wg=256 pad=0", gpu, ScanPhase::Kind::UpSweep),
              (Degrees{2, 4, 8, 16, 16, 8, 4, 2, 1}));
    EXPECT_EQ(levelDegrees("n=512 wg=256 pad=0", gpu, ScanPhase::Kind::DownSweep),
              (Degrees{1, 2, 4, 8, 16, 16, 8, 4, 2}));
    EXPECT_EQ(levelDegrees("n=512 wg=256 pad=32", gpu, ScanPhase::Kind::UpSweep), Degrees(9, 1));
    EXPECT_EQ(levelDegrees("n=512 wg=256 pad=32", gpu, ScanPhase::Kind::DownSweep), Degrees(9, 1));
}

TEST(ScanPadding, SixteenBanksHalfWavefront)
{
    // Not from the seeds: 16 banks judged per 16 lanes (AMD GCN's half wavefront), n = 64, 32 work-items.
    // Offset 1: lanes 0..15 read 0,2,..,30 -> 8 banks twice: 2. Offset 2: 16 lanes 4 apart -> 4 banks x 4: 4.
    // Offset 4: 8 lanes 8 apart -> banks 7 and 15, 4 each: 4. Offset 8: 4 lanes 16 apart -> one bank: 4.
    // Offset 16: 2 lanes: 2. Offset 32: 1. Padding by 16 spreads them all; padding by 4 only halves some.
    const std::string amd = "banks=16,conflict_group=16,simd=64";
    EXPECT_EQ(levelDegrees("n=64 wg=32 pad=0", amd, ScanPhase::Kind::UpSweep), (Degrees{2, 4, 4, 4, 2, 1}));
    EXPECT_EQ(levelDegrees("n=64 wg=32 pad=16", amd, ScanPhase::Kind::UpSweep), Degrees(6, 1));
    // pad 4: offset 1 reads i = 2e -> i + i/4 = 0,2,5,7,10,12,15,17,... (16 lanes): banks 0,2,5,7,10,12,15,1,
    // 4,6,9,11,14,0,3,5 -> 0 and 5 twice: 2-way.
    EXPECT_EQ(levelDegrees("n=64 wg=32 pad=4", amd, ScanPhase::Kind::UpSweep).at(0), 2u);
}

TEST(ScanPadding, PhasesCoverEveryStep)
{
    // 64 elements by 16 work-items: levels of 32 and 64 elements take two and four rounds.
    const std::vector<ScanPhase> phases = scanPhases(64, 16);
    ASSERT_EQ(phases.size(), 1u + 6 + 1 + 6 + 1);
    EXPECT_EQ(phases.front().steps, 4u); // load: 64 / 16 rounds
    EXPECT_EQ(phases[1].steps, 3u * 2);  // up-sweep, 32 elements: two rounds of 3 steps
    EXPECT_EQ(phases[7].kind, ScanPhase::Kind::Clear);
    EXPECT_EQ(phases[13].steps, 4u * 2); // down-sweep, 32 elements
    for (size_t i = 1; i < phases.size(); ++i)
        EXPECT_EQ(phases[i].firstStep, phases[i - 1].firstStep + phases[i - 1].steps);
    EXPECT_EQ(scanPhaseName(phases[2]), "up-sweep, offset 2 (16 elements)");
    EXPECT_EQ(scanPhaseAt(phases, 4), &phases[1]);
    EXPECT_EQ(scanPhaseAt(phases, 100000), nullptr);
    uint32_t data[] = {3, 1, 4, 1, 5};
    exclusiveScan(data, 5);
    EXPECT_EQ(std::vector<uint32_t>(data, data + 5), (std::vector<uint32_t>{0, 3, 4, 8, 9}));
}

TEST(ScanPadding, ValidatesOnPocl)
{
    for (const auto& a :
         std::vector<std::vector<std::string>>{{"pad=2", "n=2048", "wg=64"}, {"pad=8", "n=16", "wg=8"}}) {
        const Validation v = runOnPocl("scan.padding", a);
        EXPECT_TRUE(v.passed) << a.front() << ": " << v.firstMismatch;
        EXPECT_GT(v.checked, 0u);
    }
}

TEST(ScanPadding, DeviceTraceEqualsHostTrace)
{
    expectHostTraceMatchesDevice("scan.padding", {"n=64", "wg=16", "pad=8"}, 2);
}

TEST(ScanPadding, BadValuesAreRefused)
{
    const Lesson& lesson = lessonOrThrow("scan.padding");
    expectErrorKind(ErrorKind::InvalidParameter, "pad", [&] { makeParams(lesson.params(), {"pad=3"}); });
    expectErrorKind(ErrorKind::InvalidParameter, "n", [&] { makeParams(lesson.params(), {"n=100"}); });
    expectErrorKind(ErrorKind::InvalidParameter, "n", [&] { makeParams(lesson.params(), {"n=4096"}); });
}
