// SPDX-License-Identifier: GPL-3.0-or-later
// The hierarchical throughput model (core/models/hierarchy.cpp), one hand-worked case per ceiling: DRAM
// granules shared by neighbouring requests, the L2, the request rate of narrow accesses, the L1's line slots,
// atomics, and the constant cache's measured curves. Every expected number is worked out in the comment above
// it.
#include "core/lesson.h"
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/predict.h"
#include "tests/core/modelaccount.h"
#include "tests/core/modelprofile.h"
#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace coalesce;
using coalesce::test::account;
using coalesce::test::Account;
using coalesce::test::stepTrace;
using coalesce::test::trace;

namespace {

// 32 lanes, 32 B sectors, 128 B lines, no channel factor, the given figures.
GeometryProfile profile(const std::map<std::string, double>& figures = {})
{
    return coalesce::test::withFigures(defaultProfile(), figures);
}

} // namespace

TEST(ModelsHierarchy, NeighbouringRequestsShareDramGranules)
{
    // global.offset: 8 SIMD groups read 32 floats each, contiguous, 4 B past an aligned base: [4, 1028).
    // Per request 5 sectors for 4 sectors' worth (0.8); DRAM moves the launch's granules once, and a dense run
    // (all of its span requested) is a piece of the stream whose partial end granules its neighbours share:
    // 1024 B for 1024 requested -> 1.
    const auto t = trace(8, 4, [](uint32_t g, uint32_t l) { return 4 + 128 * g + 4 * l; });
    const auto [s, h] = account(t, profile({{"dram_granule", 64}}));
    EXPECT_DOUBLE_EQ(s.transactionFactor, 0.8);
    EXPECT_EQ(h.l2Bytes, 8u * 5 * 32);
    EXPECT_EQ(h.dramBytes, 1024u);
    EXPECT_EQ(h.ceiling, "dram");
    EXPECT_DOUBLE_EQ(s.predictedRelative, 1.0);
    // Lanes 8 B apart from the same base: half of the span is requested (not dense), so every granule it
    // touches moves: [4, 2044) covers granules 0..31 = 2048 B for 1024 requested -> 1/2.
    const auto [s2, h2] = account(trace(8, 4, [](uint32_t g, uint32_t l) { return 4 + 256 * g + 8 * l; }),
                                  profile({{"dram_granule", 64}}));
    EXPECT_EQ(h2.dramBytes, 2048u);
    EXPECT_DOUBLE_EQ(s2.predictedRelative, 0.5);
}

TEST(ModelsHierarchy, DramGranuleSetsTheFloorOfLargeStrides)
{
    // Lanes 64 B apart (stride 16 floats): every lane its own 32 B sector and its own 64 B DRAM granule.
    // With 32 B granules (not measured: the segment) 4 of 32 bytes are used -> 1/8; with a measured 64 B
    // granule 4 of 64 -> 1/16.
    const auto t = trace(4, 4, [](uint32_t g, uint32_t l) { return 64 * (32 * g + l); });
    EXPECT_DOUBLE_EQ(analyseTrace(t, profile()).predictedRelative, 1.0 / 8);
    EXPECT_DOUBLE_EQ(analyseTrace(t, profile({{"dram_granule", 64}})).predictedRelative, 1.0 / 16);
}

TEST(ModelsHierarchy, SparseGranulesMoveAtTheMeasuredSpeed)
{
    // The curve between its points: log2-interpolated from (1, 1.0); past its end its last value.
    const std::map<uint32_t, double> curve{{2, 0.9}, {4, 0.7}};
    EXPECT_DOUBLE_EQ(sparseDramSpeed(curve, 1), 1.0);
    EXPECT_DOUBLE_EQ(sparseDramSpeed(curve, 2), 0.9);
    EXPECT_NEAR(sparseDramSpeed(curve, std::sqrt(8.0)), 0.8, 1e-12); // log2 = 1.5: half way from 0.9 to 0.7
    EXPECT_DOUBLE_EQ(sparseDramSpeed(curve, 16), 0.7);
    EXPECT_DOUBLE_EQ(sparseDramSpeed({}, 16), 1.0);

    // Stride 64 floats (256 B): each lane one 64 B granule, the touched granules 4 apart. Without the curve
    // 4 of 64 bytes are used -> 1/16; moving those granules at 0.7 of the adjacent ones' rate -> 0.7/16.
    const auto strided = trace(4, 4, [](uint32_t g, uint32_t l) { return 256 * (32 * g + l); });
    const std::map<std::string, double> measured{
        {"dram_granule", 64}, {"dram_sparse_2", 0.9}, {"dram_sparse_4", 0.7}};
    EXPECT_DOUBLE_EQ(analyseTrace(strided, profile({{"dram_granule", 64}})).predictedRelative, 1.0 / 16);
    const auto [s, h] = account(strided, profile(measured));
    EXPECT_DOUBLE_EQ(h.sparseReadCost, 1 / 0.7);
    EXPECT_EQ(h.dramBytes, 4u * 32 * 64); // the bytes themselves do not change
    EXPECT_NEAR(s.predictedRelative, 0.7 / 16, 1e-12);
    // Stride 96 B (not from the seeds): granules 0, 1, 3, 4, 6, ... - gaps of 1 and 2, regular. Over the
    // trace's 128 lanes they span granules 0..190 (lane 127 at 12192 B), 128 of them: 190/127 apart -> a speed
    // between 1.0 and 0.9 at log2(190/127).
    const auto s96 =
        account(trace(4, 4, [](uint32_t g, uint32_t l) { return 96 * (32 * g + l); }), profile(measured));
    const double speed = 1.0 - 0.1 * std::log2(190.0 / 127.0);
    EXPECT_NEAR(s96.h.sparseReadCost, 1 / speed, 1e-9);
    // global.stride's steps: the same pattern again a pitch (far) further on; the long gap between the steps is
    // one of many, the spacing still 4.
    EXPECT_DOUBLE_EQ(account(trace(4, 4,
                                   [](uint32_t g, uint32_t l) {
                                       return uint64_t(256) * (32 * (g % 2) + l) +
                                              (g / 2) * (uint64_t(1) << 30);
                                   }),
                             profile(measured))
                         .h.sparseReadCost,
                     1 / 0.7);
    // Adjacent granules (stride 16 floats) and a gather (granule 37 l^2 mod 4093: 15 of its 31 gaps within a
    // factor of 2 of the median) move at the adjacent granules' speed.
    EXPECT_DOUBLE_EQ(
        account(trace(4, 4, [](uint32_t g, uint32_t l) { return 64 * (32 * g + l); }), profile(measured))
            .h.sparseReadCost,
        1.0);
    EXPECT_DOUBLE_EQ(account(trace(1, 4, [](uint32_t, uint32_t l) { return 64 * uint64_t(37 * l * l % 4093); }),
                             profile(measured))
                         .h.sparseReadCost,
                     1.0);
}

TEST(ModelsHierarchy, RequestRateOfNarrowAccesses)
{
    // uchar at stride 1: 8 x 32 B contiguous, DRAM moves exactly that (256 B); each byte costs 1 / 0.55 at the
    // request-rate ceiling: relative 0.55. ushort: 0.84. float: the request rate does not bind.
    const std::map<std::string, double> f = {{"narrow_uchar", 0.55}, {"narrow_ushort", 0.84}};
    auto a = account(trace(8, 1, [](uint32_t g, uint32_t l) { return 32 * g + l; }), profile(f));
    EXPECT_EQ(a.h.dramBytes, 256u);
    EXPECT_EQ(a.h.ceiling, "request rate");
    EXPECT_NEAR(a.s.predictedRelative, 0.55, 1e-12);
    a = account(trace(8, 2, [](uint32_t g, uint32_t l) { return 64 * g + 2 * l; }), profile(f));
    EXPECT_NEAR(a.s.predictedRelative, 0.84, 1e-12);
    a = account(trace(8, 4, [](uint32_t g, uint32_t l) { return 128 * g + 4 * l; }), profile(f));
    EXPECT_EQ(a.h.ceiling, "dram");
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0);
    // uchar at stride 4 (lanes 4 B apart): DRAM moves 4 x what is asked (1024 of 256 B) and binds before the
    // request rate (256 / 0.55 = 465 B): 1/4.
    a = account(trace(8, 1, [](uint32_t g, uint32_t l) { return 128 * g + 4 * l; }), profile(f));
    EXPECT_EQ(a.h.ceiling, "dram");
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 0.25);
    // Not measured: narrow accesses cost like wide ones, and the model says so.
    a = account(trace(8, 1, [](uint32_t g, uint32_t l) { return 32 * g + l; }), profile());
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0);
    EXPECT_NE(a.h.notModelled.find("request rate"), std::string::npos);
}

TEST(ModelsHierarchy, AtomicsOnOneAddress)
{
    // 8 requests of 32 atomic adds on one word: 1024 B requested. At 0.5 atomics per ns on one address the 256
    // atomics take 512 ns = 512 x 3000 B at DRAM bandwidth (3000 B/ns): relative 1024 / 1536000.
    const auto t = trace(
        8, 4, [](uint32_t, uint32_t) { return 0; }, Space::Global, AccessKind::Atomic);
    const auto a =
        account(t, profile({{"dram_read_gbs", 3000}, {"atomic_same_gops", 0.5}, {"atomic_distinct_gops", 50}}));
    EXPECT_EQ(a.h.ceiling, "atomics");
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1024.0 / 1536000.0);
    EXPECT_NE(account(t, profile()).h.notModelled.find("atomic rate"), std::string::npos);
}

TEST(ModelsHierarchy, ConstantCurvesMeasuredAndDocumented)
{
    Ceilings g;
    // Not measured: one pass per distinct address, lines cost nothing more.
    EXPECT_DOUBLE_EQ(constantCost(32, 2, g), 32.0);
    EXPECT_DOUBLE_EQ(constantCost(1, 1, g), 1.0);
    // Measured: 2 adjacent addresses at 1/2, 8 at 1/8: 4 lies halfway in log space -> cost 4; 32 beyond the
    // curve scales like n: 8 x 32 / 8 = 32.
    g.constantAddr = {{2, 0.5}, {8, 0.125}};
    EXPECT_NEAR(constantCost(4, 1, g), 4.0, 1e-12);
    EXPECT_NEAR(constantCost(32, 1, g), 32.0, 1e-12);
    // H100-like: 32 adjacent addresses at 0.67 of one; 2 lines cost like 2 addresses (no extra), 32 lines at
    // 0.11. Divergent (32 addresses in 2 lines): 1 / 0.67. Random (32 addresses in 32 lines):
    // 1/0.67 + (1/0.11 - 1/0.67) = 1/0.11.
    g.constantAddr = {{2, 0.9}, {32, 0.67}};
    g.constantLine = {{2, 0.9}, {32, 0.11}};
    EXPECT_NEAR(constantCost(32, 2, g), 1 / 0.67, 1e-12);
    EXPECT_NEAR(constantCost(32, 32, g), 1 / 0.11, 1e-12);
    // A line curve measured with 32 words in n lines (a point at 1 line, 32 words in it at 0.67): the lines'
    // extra is over that point. 2 words in 8 lines: 1/0.9 + (1/0.33 - 1/0.67) = 2.6489; 32 words in 32
    // lines: 1/0.1 = 10; 32 words in 1 line: 1/0.67.
    {
        Ceilings h = g;
        h.constantLine = {{1, 0.67}, {8, 0.33}, {32, 0.1}};
        EXPECT_NEAR(constantCost(2, 8, h), 1 / 0.9 + 1 / 0.33 - 1 / 0.67, 1e-12);
        EXPECT_NEAR(constantCost(32, 32, h), 10.0, 1e-12);
        EXPECT_NEAR(constantCost(32, 1, h), 1 / 0.67, 1e-12);
    }
    // Through a trace: one request of 32 lanes reading words 8..39 (bytes 32..159: 2 lines) -> 0.67.
    auto p = profile({{"constant_addr_2", 0.9},
                      {"constant_addr_32", 0.67},
                      {"constant_line_2", 0.9},
                      {"constant_line_32", 0.11}});
    const auto a = account(trace(
                               1, 4, [](uint32_t, uint32_t l) { return 32 + 4 * l; }, Space::Constant),
                           p);
    EXPECT_EQ(a.s.requests.at(0).lines, 2u);
    EXPECT_NEAR(a.s.predictedRelative, 0.67, 1e-12);
    EXPECT_EQ(a.h.ceiling, "constant serialisation");
    // Without measured curves: one pass per distinct address, 1/32.
    EXPECT_DOUBLE_EQ(account(trace(
                                 1, 4, [](uint32_t, uint32_t l) { return 32 + 4 * l; }, Space::Constant),
                             profile())
                         .s.predictedRelative,
                     1.0 / 32);
}

TEST(ModelsHierarchy, SummaryJsonNamesTheCeilingAndWhatIsNotModelled)
{
    const auto s = analyseTrace(trace(2, 4, [](uint32_t g, uint32_t l) { return 128 * g + 4 * l; }), profile());
    const Json j = summaryToJson(s, profile());
    EXPECT_EQ(j["ceiling"], "dram");
    EXPECT_EQ(j["dram_bytes"], 256u);
    EXPECT_NE(j["not_modelled"].get<std::string>().find("occupancy"), std::string::npos);
    EXPECT_EQ(j["not_modelled"].get<std::string>().find("keeps in flight"), std::string::npos);
    // A work-item's access past 32 B (a double8: 64 B) is coalesced like any other, and the summary says that
    // how many the compiler keeps in flight is not modelled; 32 B (a float8) is not flagged.
    const auto wide =
        analyseTrace(trace(2, 64, [](uint32_t g, uint32_t l) { return 2048 * g + 64 * l; }), profile());
    const Json w = summaryToJson(wide, profile());
    EXPECT_NE(w["not_modelled"].get<std::string>().find("64 B accesses the compiler keeps in flight"),
              std::string::npos)
        << w["not_modelled"];
    const auto narrow =
        analyseTrace(trace(2, 32, [](uint32_t g, uint32_t l) { return 1024 * g + 32 * l; }), profile());
    EXPECT_EQ(summaryToJson(narrow, profile())["not_modelled"].get<std::string>().find("keeps in flight"),
              std::string::npos);
}

TEST(ModelsHierarchy, PartialSectorWritesReadTheirLine)
{
    // global.store at stride 2 words: lane l of group g writes 4 B at 8 (32 g + l), g = 0..3: 128 stores, 512 B
    // over [0, 1020) - half of the span, not a dense stream. Every one of the 32 sectors gets 16 of its 32
    // bytes (partial), so each of the 8 lines is read from DRAM before its sectors are merged:
    // 8 x 128 B read + 32 x 32 B written = 2048 B for 512 requested -> 1/4 (the same bytes at stride 1: 1).
    const auto write = [](auto offset) { return trace(4, 4, offset, Space::Global, AccessKind::Write); };
    auto a = account(write([](uint32_t g, uint32_t l) { return 8 * (32 * g + l); }), profile());
    EXPECT_EQ(a.h.dramBytes, 2048u);
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 0.25);
    a = account(write([](uint32_t g, uint32_t l) { return 4 * (32 * g + l); }), profile());
    EXPECT_EQ(a.h.dramBytes, 512u);
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0);
    // Stride 32 words (128 B): each of the 128 stores is alone in its line: 128 B read + one 32 B sector
    // written = 160 B per 4 B store -> 4 / 160 = 1/40. Stride 16 words (64 B, measured 64 B granules): two
    // stores share each line, which is read once: 64 lines x (128 + 2 x 32) = 12288 B for 512 -> 1/24.
    a = account(write([](uint32_t g, uint32_t l) { return 128 * (32 * g + l); }), profile());
    EXPECT_EQ(a.h.dramBytes, 128u * 160);
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0 / 40);
    a = account(write([](uint32_t g, uint32_t l) { return 64 * (32 * g + l); }),
                profile({{"dram_granule", 64}}));
    EXPECT_EQ(a.h.dramBytes, 12288u);
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0 / 24);
    // A fully written sector needs no read, even beside an untouched one: lanes 8 j .. 8 j + 7 of group g fill
    // [64 (4 g + j), + 32): 16 full sectors with a 32 B gap after each (half the span: sparse), 16 x 32 B
    // written, nothing read -> 512 B for 512 requested: relative 1.
    a = account(write([](uint32_t g, uint32_t l) { return 64 * (4 * g + l / 8) + 4 * (l % 8); }), profile());
    EXPECT_EQ(a.h.dramBytes, 16u * 32);
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0);
}

TEST(ModelsHierarchy, APartlyWrittenLineCostsAtLeastTheMeasuredRatio)
{
    // partial_line_ratio 1.5 (probe global.bandwidth: one store per line takes 1.5 x a write stream's time per
    // line). Stride 32 words: each of the 128 lines has one 4 B store: line + sector = 160 B, less than
    // 1.5 x 128 = 192 B, so 192 B per 4 B -> 1/48 (1/40 without the figure).
    const auto write = [](auto offset) { return trace(4, 4, offset, Space::Global, AccessKind::Write); };
    const auto ratio = [](double r) { return profile({{"partial_line_ratio", r}}); };
    auto a = account(write([](uint32_t g, uint32_t l) { return 128 * (32 * g + l); }), ratio(1.5));
    EXPECT_EQ(a.h.dramBytes, 128u * 192);
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0 / 48);
    // A ratio below line + sector (1.2 x 128 = 153.6 < 160) changes nothing.
    a = account(write([](uint32_t g, uint32_t l) { return 128 * (32 * g + l); }), ratio(1.2));
    EXPECT_EQ(a.h.dramBytes, 128u * 160);
    // Stride 2 words: each line read and all 4 sectors written back, 256 B > 192 B: unchanged, 1/4.
    a = account(write([](uint32_t g, uint32_t l) { return 8 * (32 * g + l); }), ratio(1.5));
    EXPECT_EQ(a.h.dramBytes, 2048u);
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 0.25);
    // Fully written sectors are no partly written line: 16 full sectors with gaps stay 512 B.
    a = account(write([](uint32_t g, uint32_t l) { return 64 * (4 * g + l / 8) + 4 * (l % 8); }), ratio(1.5));
    EXPECT_EQ(a.h.dramBytes, 16u * 32);
    // Not measured: zero, negative or absurd.
    EXPECT_EQ(ceilingsFromProfile(ratio(0)).partialLine, 0);
    EXPECT_EQ(ceilingsFromProfile(ratio(-1)).partialLine, 0);
    EXPECT_EQ(ceilingsFromProfile(ratio(1e9)).partialLine, 0);
    EXPECT_EQ(ceilingsFromProfile(ratio(1.47)).partialLine, 1.47);
}

TEST(ModelsHierarchy, MeasuredChannelFloor)
{
    // 8 channels interleaved every 256 B; SIMD group g reads 32 floats at 2048 g (8 x 256 B apart): all 32 of
    // the step's sectors in channel 0, where 32 contiguous sectors would put 8 in each of 4 channels: channel
    // factor 8 / 32 = 1/4. DRAM: 8 dense runs of 128 B = requested -> 1 x 1/4. A device whose pitch sweep lost
    // at most 10 % (channel_worst_ratio 0.9: addresses hashed) cannot camp worse: 0.9.
    GeometryProfile p = profile({{"dram_granule", 64}});
    p.channels.value = 8;
    p.interleave.value = 256;
    const auto t = trace(8, 4, [](uint32_t g, uint32_t l) { return 2048 * g + 4 * l; });
    EXPECT_DOUBLE_EQ(analyseTrace(t, p).channelFactor, 0.25);
    EXPECT_DOUBLE_EQ(analyseTrace(t, p).predictedRelative, 0.25);
    p.figures["channel_worst_ratio"] = MeasuredFigure{0.9, "", "hand-made", 1.0};
    const auto [s, h] = account(t, p);
    EXPECT_DOUBLE_EQ(s.predictedRelative, 0.9);
    EXPECT_EQ(h.ceiling, "channels");
}

TEST(ModelsHierarchy, AtomicsFollowTheMeasuredCurveOverDistinctLines)
{
    // A measured curve (G atomics/s over n counters 32 B apart): 0.25 at 1 and 4, 16 at 64 (the best rate).
    const std::map<std::string, double> f = {{"atomic_n_1", 0.25}, {"atomic_n_4", 0.25}, {"atomic_n_64", 16}};
    // The lesson's space is "atomics" (atomics.contention).
    const auto atomic = [](auto offset) { return trace(4, 4, offset, Space::Global, AccessKind::Atomic); };
    const auto account = [](const Trace& t, const GeometryProfile& p) {
        Account a{analyseTrace(t, p, "atomics"), {}};
        a.h = explainSummary(a.s, modelGeometry(p), ceilingsFromProfile(p));
        return a;
    };
    // Every lane of the 4 requests on word 0: each request is one update (aggregated): 4 updates on 1 line =
    // the probe's 4 counters -> 0.25 per ns: 16 ns, where 128 lanes at the best rate take 8 ns -> 1/2.
    auto a = account(atomic([](uint32_t, uint32_t) { return 0; }), profile(f));
    EXPECT_EQ(a.s.space, "atomics");
    EXPECT_EQ(a.h.ceiling, "atomics");
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 0.5);
    // A request's lanes on distinct words of one 32 B sector are one update; a sector costs as many updates as
    // its busiest word has lanes. Lane l on word l (32 addresses in 4 sectors of one line): 4 updates per
    // request, 16 at 0.25 per ns = 64 ns vs 8 -> 1/8.
    a = account(atomic([](uint32_t, uint32_t l) { return 4 * l; }), profile(f));
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0 / 8);
    // Lane l on word l mod 4 (4 bins packed in one sector, 8 lanes each): 8 updates per request, 32 at 0.25 =
    // 128 ns -> 1/16. The same 4 counters 32 B apart (the probe's layout, 4 sectors of 8 lanes): 32 updates
    // per request = every lane, 512 ns -> 1/64.
    a = account(atomic([](uint32_t, uint32_t l) { return 4 * (l % 4); }), profile(f));
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0 / 16);
    a = account(atomic([](uint32_t, uint32_t l) { return 32 * (l % 4); }), profile(f));
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0 / 64);
    // Lanes on 64 words in 2 lines (group g % 2 takes the second): n = 2 x 128 / 32 = 8 counters, between 4
    // and 64: t = log(8 / 4) / log(64 / 4) = 1/4, rate = 0.25 x 64^(1/4) = 0.7071 per ns; 4 sectors per
    // request, 16 updates: 22.6 ns vs 8 -> relative 8 x 0.7071 / 16 = 2^(1/2) / 4.
    a = account(atomic([](uint32_t g, uint32_t l) { return 4 * (l + 32 * (g % 2)); }), profile(f));
    EXPECT_NEAR(a.s.predictedRelative, std::sqrt(2.0) / 4, 1e-12);
    // Every lane its own line: 128 lines = 512 counters, beyond the curve: its last rate, the best -> 1.
    a = account(atomic([](uint32_t g, uint32_t l) { return 128 * (32 * g + l); }), profile(f));
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0);

    // The random-lane curve (atomic_rand_n_: lanes on random counters, so a request's sectors spread over
    // more lines than they would fill side by side): half the best rate from 64 counters.
    auto both = f;
    both.insert({{"atomic_rand_n_1", 0.25}, {"atomic_rand_n_4", 0.25}, {"atomic_rand_n_64", 8}});
    // Every lane its own line: 32 sectors in 32 lines, not the 8 they fill side by side: spread, at the random
    // curve's last rate 8 per ns: 128 updates in 16 ns vs 8 at the best rate -> 1/2.
    a = account(atomic([](uint32_t g, uint32_t l) { return 128 * (32 * g + l); }), profile(both));
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 0.5);
    // Lanes on consecutive sectors (32 B apart: 8 lines per request, the probe's layout): the regular curve,
    // 32 lines = 128 counters past its end, 16 per ns -> 1.
    a = account(atomic([](uint32_t g, uint32_t l) { return 32 * (32 * g + l); }), profile(both));
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0);
    // Mixed: even groups spread (lines 0..31, 64..95), odd groups packed (lines 8..15, 24..31): 64 lines = 256
    // counters, past both curves. 64 spread updates at 8 per ns (8 ns) + 64 packed at 16 (4 ns) = 12 ns vs 8 ->
    // 2/3.
    a = account(
        atomic([](uint32_t g, uint32_t l) { return g % 2 == 0 ? 128 * (32 * g + l) : 32 * (32 * g + l); }),
        profile(both));
    EXPECT_NEAR(a.s.predictedRelative, 2.0 / 3, 1e-12);
    // Without the random curve the spread requests take the regular one: as before, 1.
    a = account(
        atomic([](uint32_t g, uint32_t l) { return g % 2 == 0 ? 128 * (32 * g + l) : 32 * (32 * g + l); }),
        profile(f));
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0);
}

namespace {

// 4 work-groups of 32 lanes (one SIMD group each): lane l of group g reads a uint4 at 512 g + 16 l of `in`
// (step 0) and writes one at the same offset of `out` (step 1): 2048 B read, 2048 B written, all distinct.
Trace readWriteTrace()
{
    Trace t = trace(4, 16, [](uint32_t g, uint32_t l) { return 512 * g + 16 * l; });
    t.bufferNames = {"in", "out"};
    std::vector<TraceRecord> records;
    for (const auto& r : t.records) {
        records.push_back(r);
        if (r.localId == 31)
            for (uint32_t l = 0; l < 32; ++l) {
                TraceRecord w = t.records[r.groupId * 32 + l];
                w.step = 1;
                w.buffer = 1;
                w.kind = AccessKind::Write;
                records.push_back(w);
            }
    }
    t.records = records;
    return t;
}

} // namespace

TEST(ModelsHierarchy, DeclaredWorkingSetIsReadOnceWhileTheL2HoldsIt)
{
    // global.footprint's point: the traced groups' first reads (2048 B here, 8 requests of 512 B with the
    // writes) are, in the whole launch, re-reads of a working set W that other work-groups read too. The launch
    // reads 64 MiB; the trace's share of W is W x 2048 / 64 Mi. Occupancy = W x (1 + written 2048 / read
    // 2048) = 2 W against the L2 partition C = 4 MiB: hit 1 up to C/2, 0 from 2C, log-linear between.
    // Ceilings: L2 4x DRAM (12000 vs 3000 GB/s): 16 sectors x 8 requests = 4096 B / 4 = 1024 B; issue 8
    // requests / 100 per ns x 3000 GB/s = 240 B; neither binds below.
    const std::map<std::string, double> f = {
        {"dram_granule", 64},      {"dram_read_gbs", 3000},         {"l2_read_gbs", 12000},
        {"request_rate_gps", 100}, {"l2_partition_bytes", 4 << 20}, {"l2_bytes", 64 << 20}};
    const GeometryProfile p = profile(f);
    const Trace t = readWriteTrace();
    const uint64_t launch = uint64_t(64) << 20;
    auto run = [&](uint64_t w) {
        const WorkingSet ws{w, launch};
        const ModelSummary s = analyseTrace(t, p, "global", ws);
        return std::make_pair(s, explainSummary(s, modelGeometry(p), ceilingsFromProfile(p), ws));
    };
    // No working set: DRAM moves every traced byte, 2048 + 2048 = 4096 for 4096 requested -> 1.
    const auto plain = analyseTrace(t, p, "global");
    EXPECT_DOUBLE_EQ(plain.predictedRelative, 1.0);
    // W = 1 MiB: occupancy 2 MiB = C/2 -> hit 1. Reads' DRAM = min(2048, 1 Mi x 2048 / 64 Mi = 32) = 32 B;
    // DRAM 32 + 2048 = 2080 binds (L2 1024, issue 240): 4096 / 2080.
    auto [s1, h1] = run(1 << 20);
    EXPECT_DOUBLE_EQ(h1.workingSetHit, 1.0);
    EXPECT_EQ(h1.dramBytes, 2080u);
    EXPECT_EQ(h1.ceiling, "dram");
    EXPECT_NEAR(s1.predictedRelative, 4096.0 / 2080, 1e-12);
    EXPECT_NE(s1.note.find("serves 100 %"), std::string::npos);
    // W = 2 MiB: occupancy 4 MiB = C -> hit 1 - ln(2)/ln(4) = 1/2. Share 64 B: reads' DRAM = 0.5 x 64 +
    // 0.5 x 2048 = 1056; DRAM 1056 + 2048 = 3104: 4096 / 3104.
    auto [s2, h2] = run(2 << 20);
    EXPECT_DOUBLE_EQ(h2.workingSetHit, 0.5);
    EXPECT_EQ(h2.dramBytes, 3104u);
    EXPECT_NEAR(s2.predictedRelative, 4096.0 / 3104, 1e-12);
    // W = 4 MiB: occupancy 8 MiB = 2C -> hit 0 (the partition, not the 64 MiB l2_bytes): as without -> 1.
    auto [s3, h3] = run(4 << 20);
    EXPECT_DOUBLE_EQ(h3.workingSetHit, 0.0);
    EXPECT_EQ(h3.dramBytes, 4096u);
    EXPECT_DOUBLE_EQ(s3.predictedRelative, 1.0);
    // Only l2_bytes measured (4 MiB): the same capacity, so W = 1 MiB gives hit 1 again.
    auto only = f;
    only.erase("l2_partition_bytes");
    only["l2_bytes"] = 4 << 20;
    EXPECT_NEAR(analyseTrace(t, profile(only), "global", WorkingSet{1 << 20, launch}).predictedRelative,
                4096.0 / 2080, 1e-12);
    // No L2 size measured: the working set is not applied (hit -1), DRAM moves every traced byte.
    auto none = f;
    none.erase("l2_partition_bytes");
    none.erase("l2_bytes");
    const auto hNone = explainSummary(analyseTrace(t, profile(none)), modelGeometry(p),
                                      ceilingsFromProfile(profile(none)), WorkingSet{1 << 20, launch});
    EXPECT_DOUBLE_EQ(hNone.workingSetHit, -1.0);
    EXPECT_EQ(hNone.dramBytes, 4096u);
}

TEST(ModelsHierarchy, WorkingSetFromLaunchInfo)
{
    // Both keys positive numbers: declared; either missing, not a number or not positive: none.
    const WorkingSet w =
        workingSetFromLaunch(Json{{"working_set_bytes", 4096}, {"launch_read_bytes", 1 << 30}});
    EXPECT_EQ(w.bytes, 4096u);
    EXPECT_EQ(w.launchReadBytes, uint64_t(1) << 30);
    EXPECT_FALSE(workingSetFromLaunch(Json{{"working_set_bytes", 4096}}).known());
    EXPECT_FALSE(workingSetFromLaunch(Json{{"working_set_bytes", "4K"}, {"launch_read_bytes", 1}}).known());
    EXPECT_FALSE(workingSetFromLaunch(Json{{"working_set_bytes", -1}, {"launch_read_bytes", 1}}).known());
    EXPECT_FALSE(workingSetFromLaunch(Json()).known());
    // The hit curve itself: 1 up to C/2, 0 from 2C, 1 - log4(2 x occupancy / C) between.
    EXPECT_DOUBLE_EQ(l2WorkingSetHit(50, 100), 1.0);
    EXPECT_DOUBLE_EQ(l2WorkingSetHit(200, 100), 0.0);
    EXPECT_NEAR(l2WorkingSetHit(100 * std::sqrt(2.0), 100), 0.25, 1e-12);
}

TEST(ModelsHierarchy, FootprintLessonDeclaresItsWorkingSet)
{
    // global.footprint traced on PoCL (2 groups of 256, footprint 4 KiB, volume 1 MiB: n = 1 MiB / 16 / 8 =
    // 8192 items, every step reads item g mod 256). The launch info declares W = 4096 and R = 8192 x 8 x 16 =
    // 1 MiB. Trace: 512 items x 8 x 16 B = 64 KiB read (both groups the same 4 KiB) + 8 KiB written = 72 KiB,
    // 16 warps x 9 requests = 144 requests of 512 B. Without the declaration DRAM moves 4096 + 8192 -> 6.
    // Declared: occupancy 4096 x (1 + 8192 / 4096) = 12 KiB <= C/2 = 2 MiB, hit 1, share 4096 x 64 Ki / 1 Mi =
    // 256 B: DRAM 256 + 8192 = 8448 binds (L2 73728 / 10 = 7373, issue 144 / 100 x 3000 = 4320) -> 73728 /
    // 8448.
    GeometryProfile p = coalesce::test::gpuProfile();
    p.channels.value = 1;
    for (const auto& [key, value] : std::map<std::string, double>{{"dram_granule", 64},
                                                                  {"dram_read_gbs", 3000},
                                                                  {"l2_read_gbs", 30000},
                                                                  {"request_rate_gps", 100},
                                                                  {"l2_bytes", 4 << 20}})
        p.figures[key] = MeasuredFigure{value, "", "hand-made", 1.0};
    const Lesson& lesson = lessonOrThrow("global.footprint");
    const auto traced = traceConfiguration(coalesce::test::device(), lesson,
                                           makeParams(lesson.params(), {"footprint=4096", "volume=1M"}), p, 2);
    ASSERT_TRUE(traced.validation.passed);
    const WorkingSet ws = workingSetFromLaunch(traced.launch);
    EXPECT_EQ(ws.bytes, 4096u);
    EXPECT_EQ(ws.launchReadBytes, uint64_t(1) << 20);
    EXPECT_NEAR(traced.summary.predictedRelative, 73728.0 / 8448, 1e-9);
    EXPECT_NE(traced.summary.note.find("working set 4096 B"), std::string::npos);
    EXPECT_DOUBLE_EQ(analyseTrace(traced.trace, p, "global").predictedRelative, 6.0);
}

TEST(ModelsHierarchy, RandomGranulesMoveAtTheMeasuredRandomSpeed)
{
    // 8 SIMD groups read words at pseudo-random places in 64 MiB: no regular spacing, granules far apart.
    // Random granules measured at half a stream's rate (dram_gather_gbs 62.5 useful GB/s x 32 B / 4 B = 500 =
    // 0.5 x 1000): the same DRAM bytes take twice as long.
    auto offset = [](uint32_t g, uint32_t l) {
        uint32_t x = (g * 32 + l) * 2654435761u;
        x ^= x >> 15;
        return uint64_t(x % (1u << 24)) * 4;
    };
    const auto t = trace(8, 4, offset);
    const auto plain = account(t, profile({{"dram_read_gbs", 1000}}));
    const auto random = account(t, profile({{"dram_read_gbs", 1000}, {"dram_gather_gbs", 62.5}}));
    EXPECT_EQ(random.h.dramBytes, plain.h.dramBytes);
    EXPECT_DOUBLE_EQ(random.h.sparseReadCost, 2.0);
    EXPECT_NEAR(random.s.predictedRelative, plain.s.predictedRelative / 2, 1e-12);
    // A declared working set the L2 holds (live bytes 1 MiB, L2 16 MiB: hit 1) is read once in its own order:
    // DRAM moves the trace's share of it (here all 1024 requested bytes), with no random cost: relative 1.
    WorkingSet w;
    w.bytes = 1 << 20;
    w.launchReadBytes = 1 << 20;
    w.liveBytes = 1 << 20;
    const GeometryProfile p =
        profile({{"dram_read_gbs", 1000}, {"dram_gather_gbs", 62.5}, {"l2_bytes", double(16 << 20)}});
    EXPECT_DOUBLE_EQ(analyseTrace(t, p, "global", w).predictedRelative, 1.0);
    // A live window every compute unit re-reads keeps a copy in each L2 partition, and its re-reads come in
    // random order: an LRU cache keeps capacity / live bytes of them. The capacity is a partition's share of
    // the whole L2: 59.5 MiB over floor(59.5 / 26) = 2 partitions = 29.75 MiB (the partition probe's 26 MiB
    // knee is where a sweep in order stops hitting). 64 MiB live: hit 29.75 / 64 = 0.46484375.
    w.liveBytes = uint64_t(64) << 20;
    GeometryProfile partitioned = profile({{"dram_read_gbs", 1000},
                                           {"dram_gather_gbs", 62.5},
                                           {"l2_bytes", 59.5 * (1 << 20)},
                                           {"l2_partition_bytes", double(26 << 20)}});
    EXPECT_EQ(ceilingsFromProfile(partitioned).l2RandomBytes, uint64_t(29.75 * (1 << 20)));
    EXPECT_EQ(ceilingsFromProfile(partitioned).l2Bytes, uint64_t(26) << 20);
    // A knee of 23 MiB (59.5 / 23 = 2.59, the H200's worst run): still 2 partitions (the floor; rounding said
    // 3, a share of 19.8 MiB). 3 only from a knee of 19.8 MiB or less (59.5 / 3).
    GeometryProfile lowKnee = partitioned;
    lowKnee.figures["l2_partition_bytes"].value = double(23 << 20);
    EXPECT_EQ(ceilingsFromProfile(lowKnee).l2RandomBytes, uint64_t(29.75 * (1 << 20)));
    lowKnee.figures["l2_partition_bytes"].value = 19.5 * (1 << 20);
    EXPECT_EQ(ceilingsFromProfile(lowKnee).l2RandomBytes, uint64_t(59.5 * (1 << 20) / 3));
    const ModelSummary mixed = analyseTrace(t, partitioned, "global", w);
    const Hierarchy live =
        explainSummary(mixed, modelGeometry(partitioned), ceilingsFromProfile(partitioned), w);
    const double hit = 29.75 / 64;
    EXPECT_DOUBLE_EQ(live.workingSetHit, hit);
    EXPECT_NE(mixed.note.find("a partition's share of the measured L2 (" +
                              std::to_string(uint64_t(29.75 * (1 << 20))) +
                              " B) serves 46 % of the re-reads, which come in random order"),
              std::string::npos)
        << mixed.note;
    // Hits and misses add: all hits, DRAM reads the share once (1024 B); none, 256 sectors x 32 B = 8192 B at
    // the random speed 0.5 = 16384. 0.46484375 x 1024 + 0.53515625 x 16384 = 476 + 8768 = 9244: 1024 / 9244.
    EXPECT_NEAR(mixed.predictedRelative, 1024.0 / 9244, 1e-12);
    EXPECT_NEAR(hit * 1024 + (1 - hit) * 16384, 9244, 1e-9);
    // An L2 at DRAM speed (l2_read_gbs 1000): the hits' launch is L2-bound, 8192 B through the L2 (no scatter
    // figure), the misses' DRAM-bound at 16384: 0.46484375 x 8192 + 0.53515625 x 16384 = 3808 + 8768 = 12576,
    // where the slowest ceiling over the mixed bytes (max(8192, 9244)) would have given 9244.
    GeometryProfile l2Bound = partitioned;
    l2Bound.figures["l2_read_gbs"] = MeasuredFigure{1000, "GB/s", "hand-made", 1.0};
    const ModelSummary bound = analyseTrace(t, l2Bound, "global", w);
    EXPECT_NEAR(bound.predictedRelative, 1024.0 / 12576, 1e-12);
    EXPECT_EQ(explainSummary(bound, modelGeometry(l2Bound), ceilingsFromProfile(l2Bound), w).ceiling, "dram");
    // Live bytes within that capacity: every re-read hits, as the 1 MiB case above.
    w.liveBytes = uint64_t(29) << 20;
    EXPECT_DOUBLE_EQ(analyseTrace(t, partitioned, "global", w).predictedRelative, 1.0);
    // Only the partition measured: it is the capacity (26 MiB of 64: hit 0.40625).
    w.liveBytes = uint64_t(64) << 20;
    GeometryProfile partitionOnly =
        profile({{"dram_read_gbs", 1000}, {"dram_gather_gbs", 62.5}, {"l2_partition_bytes", double(26 << 20)}});
    EXPECT_DOUBLE_EQ(explainSummary(analyseTrace(t, partitionOnly, "global", w), modelGeometry(partitionOnly),
                                    ceilingsFromProfile(partitionOnly), w)
                         .workingSetHit,
                     26.0 / 64);
    // The random hit curve itself: 1 up to the capacity, capacity / live bytes past it, 0 without one.
    EXPECT_DOUBLE_EQ(l2RandomHit(100, 100), 1.0);
    EXPECT_DOUBLE_EQ(l2RandomHit(400, 100), 0.25);
    EXPECT_DOUBLE_EQ(l2RandomHit(400, 0), 0.0);
    // The lesson declares it: global.random's launch info.
    const Lesson& lesson = lessonOrThrow("global.random");
    const auto traced = traceConfiguration(coalesce::test::device(), lesson,
                                           makeParams(lesson.params(), {"window=4096", "size=1M"}), p, 2);
    ASSERT_TRUE(traced.validation.passed);
    const WorkingSet declared = workingSetFromLaunch(traced.launch);
    // 1 MiB of floats = 262144 positions; n = 262144 / 4 steps / 256 x 256 = 65536 work-items x 4 steps x 4 B.
    EXPECT_EQ(declared.bytes, uint64_t(1) << 20);
    EXPECT_EQ(declared.launchReadBytes, uint64_t(1) << 20);
    EXPECT_EQ(declared.liveBytes, 4u * 4096 * 4);
}
