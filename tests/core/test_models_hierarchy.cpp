// SPDX-License-Identifier: GPL-3.0-or-later
// The hierarchical throughput model (core/models/hierarchy.cpp), one hand-worked case per ceiling: DRAM
// granules shared by neighbouring requests, the L2, the request rate of narrow accesses, atomics, and the
// constant cache's measured curves. Every expected number is worked out in the comment above it.
#include "core/models.h"
#include "core/models/hierarchy.h"

#include <gtest/gtest.h>

using namespace coalesce;

namespace {

GeometryProfile profile(std::map<std::string, double> figures = {})
{
    GeometryProfile p = defaultProfile(); // 32 lanes, 32 B sectors, 128 B lines
    p.channels.value = 1;                 // no channel factor in these cases
    for (const auto& [key, value] : figures)
        p.figures[key] = MeasuredFigure{value, "", "hand-made", 1.0};
    return p;
}

// `groups` SIMD groups of 32 lanes; lane l of group g accesses offset(g, l) with `size` bytes.
template <class F>
Trace trace(uint32_t groups, uint32_t size, F offset, Space space = Space::Global,
            AccessKind kind = AccessKind::Read)
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = groups;
    t.bufferNames = {"in"};
    for (uint32_t g = 0; g < groups; ++g)
        for (uint32_t l = 0; l < 32; ++l) {
            TraceRecord r;
            r.globalId = g * 32 + l;
            r.localId = l;
            r.groupId = g;
            r.space = space;
            r.kind = kind;
            r.byteOffset = offset(g, l);
            r.size = size;
            t.records.push_back(r);
        }
    return t;
}

// The summary and the hierarchy's account of it, with the profile's figures.
struct Account {
    ModelSummary s;
    Hierarchy h;
};
Account account(const Trace& t, const GeometryProfile& p)
{
    Account a{analyseTrace(t, p), {}};
    a.h = explainSummary(a.s, modelGeometry(p), ceilingsFromProfile(p));
    return a;
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

TEST(ModelsHierarchy, L2CeilingWhenRequestsRefetchSectors)
{
    // Request k (k = 0..7) has lane l read 4 B at 32 l + 4 k: 32 sectors per request, 8 x 32 x 32 B = 8192 B
    // through the L2, but the launch touches only [0, 1024): 16 granules of 64 B = 1024 B of DRAM, all of it
    // requested. With an L2 twice as fast as DRAM (6000 vs 3000 GB/s) the L2 costs 8192 / 2 = 4096 B at DRAM
    // bandwidth: relative 1024 / 4096 = 1/4. Without a measured L2 the DRAM ceiling alone gives 1.
    const auto t = trace(8, 4, [](uint32_t g, uint32_t l) { return 32 * l + 4 * g; });
    auto a = account(t, profile({{"dram_granule", 64}, {"dram_read_gbs", 3000}, {"l2_read_gbs", 6000}}));
    EXPECT_EQ(a.h.l2Bytes, 8192u);
    EXPECT_EQ(a.h.dramBytes, 1024u);
    EXPECT_EQ(a.h.ceiling, "l2");
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 0.25);
    a = account(t, profile({{"dram_granule", 64}}));
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 1.0);
    EXPECT_NE(a.h.notModelled.find("L2 bandwidth"), std::string::npos);
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
}
