// SPDX-License-Identifier: GPL-3.0-or-later
// DRAM writes at the measured write speed (core/models/hierarchy.cpp, Ceilings::dramWriteCost and dramMixCost):
// a written byte costs dram_read_gbs / dram_write_gbs of a read one, and a launch that reads and writes pays
// the turns the measured copy shows. Every expected number is worked out in the comment above it.
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/predict.h"
#include "tests/core/modelaccount.h"
#include "tests/core/modelprofile.h"

#include <gtest/gtest.h>

using namespace coalesce;
using coalesce::test::account;
using coalesce::test::trace;

namespace {

GeometryProfile profile(const std::map<std::string, double>& figures)
{
    return coalesce::test::withFigures(defaultProfile(), figures);
}

// 8 SIMD groups of 32 lanes: each lane reads 4 B of "in" at 4 (32 g + l) and writes 4 B of "out" at the same
// offset (a copy: 1024 B read, 1024 B written, both dense streams).
Trace copyTrace()
{
    Trace t = trace(8, 4, [](uint32_t g, uint32_t l) { return 4 * (32 * g + l); });
    const Trace w = trace(
        8, 4, [](uint32_t g, uint32_t l) { return 4 * (32 * g + l); }, Space::Global, AccessKind::Write);
    for (auto r : w.records) {
        r.buffer = 1;
        r.step = 1;
        t.records.push_back(r);
    }
    t.bufferNames = {"in", "out"};
    return t;
}

} // namespace

TEST(ModelsWrite, AWriteStreamRunsAtTheMeasuredWriteSpeed)
{
    // Reads stream at 100 GB/s, writes at 125: a written byte costs 100 / 125 = 0.8 of a read one. A dense
    // write stream of 1024 B (8 SIMD groups, 4 B a lane) costs 819.2 read bytes: relative 1024 / 819.2 = 1.25.
    const auto stream = trace(
        8, 4, [](uint32_t g, uint32_t l) { return 4 * (32 * g + l); }, Space::Global, AccessKind::Write);
    const auto p = profile({{"dram_read_gbs", 100}, {"dram_write_gbs", 125}});
    EXPECT_DOUBLE_EQ(ceilingsFromProfile(p).dramWriteCost, 0.8);
    auto a = account(stream, p);
    EXPECT_EQ(a.h.dramBytes, 1024u);
    EXPECT_NEAR(a.s.predictedRelative, 1.25, 1e-9);
    // A read stream of the same bytes is unchanged: relative 1.
    a = account(trace(8, 4, [](uint32_t g, uint32_t l) { return 4 * (32 * g + l); }), p);
    EXPECT_NEAR(a.s.predictedRelative, 1.0, 1e-9);
    // Without the write figure (or with a write speed past reason) writes cost what reads do: relative 1.
    EXPECT_NEAR(account(stream, profile({{"dram_read_gbs", 100}})).s.predictedRelative, 1.0, 1e-9);
    EXPECT_EQ(ceilingsFromProfile(profile({{"dram_read_gbs", 100}, {"dram_write_gbs", 1e9}})).dramWriteCost, 1);
    EXPECT_EQ(ceilingsFromProfile(profile({{"dram_read_gbs", 100}, {"dram_write_gbs", -5}})).dramWriteCost, 1);
}

TEST(ModelsWrite, APartlyWrittenLineAtTheWriteSpeed)
{
    // Stride 32 words: each 4 B store alone in its 128 B line, partial_line_ratio 1.5 against a write stream:
    // 192 B per store in write bytes (APartlyWrittenLineCostsAtLeastTheMeasuredRatio), x 0.8 = 153.6 read
    // bytes: relative 4 / 153.6 = 1 / 38.4 (1 / 48 at equal speeds).
    const auto sparse = trace(
        4, 4, [](uint32_t g, uint32_t l) { return 128 * (32 * g + l); }, Space::Global, AccessKind::Write);
    const auto a = account(
        sparse, profile({{"dram_read_gbs", 100}, {"dram_write_gbs", 125}, {"partial_line_ratio", 1.5}}));
    EXPECT_EQ(a.h.dramBytes, 128u * 192);
    EXPECT_NEAR(a.s.predictedRelative, 1.0 / 38.4, 1e-12);
}

TEST(ModelsWrite, ACopyRunsAtTheMeasuredCopySpeed)
{
    // Read 100, write 125, copy 90 GB/s: the turns cost 2 x 100 / 90 - 1 - 0.8 = 0.4222 read bytes per byte of
    // the smaller side. The copy's 1024 B read + 1024 B written cost 1024 (1 + 0.8 + 0.4222) = 2275.6 read
    // bytes: relative 2048 / 2275.6 = 0.9, the measured copy over the read speed.
    const auto p = profile({{"dram_read_gbs", 100}, {"dram_write_gbs", 125}, {"dram_copy_gbs", 90}});
    EXPECT_NEAR(ceilingsFromProfile(p).dramMixCost, 2.0 * 100 / 90 - 1.8, 1e-12);
    const auto a = account(copyTrace(), p);
    EXPECT_EQ(a.h.dramBytes, 2048u);
    EXPECT_NEAR(a.s.predictedRelative, 0.9, 1e-9);
    // A copy faster than its parts apart would need (read 100, write 100, copy 120: 2 x 100 / 120 - 2 < 0)
    // pays no turns: relative 2048 / 2048 = 1.
    const auto fast = profile({{"dram_read_gbs", 100}, {"dram_write_gbs", 100}, {"dram_copy_gbs", 120}});
    EXPECT_EQ(ceilingsFromProfile(fast).dramMixCost, 0);
    EXPECT_NEAR(account(copyTrace(), fast).s.predictedRelative, 1.0, 1e-9);
    // Without the write figure the copy figure alone says nothing: the old account, relative 1.
    EXPECT_NEAR(
        account(copyTrace(), profile({{"dram_read_gbs", 100}, {"dram_copy_gbs", 90}})).s.predictedRelative, 1.0,
        1e-9);
}
