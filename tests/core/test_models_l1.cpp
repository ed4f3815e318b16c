// SPDX-License-Identifier: GPL-3.0-or-later
// The global model's caches (core/models/hierarchy.cpp), hand-worked: the L2 ceiling of re-fetched and
// scattered sectors, the L1's line slots, re-reads served by the caches up to the request rate, the reuse
// window each work-group's re-reads must fit (l1Reads) and the work-groups a compute unit keeps sharing it.
// Split from test_models_hierarchy.cpp (same suite name).
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/predict.h"
#include "tests/core/modelaccount.h"
#include "tests/core/modelprofile.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>

using namespace coalesce;
using coalesce::test::account;
using coalesce::test::stepTrace;
using coalesce::test::trace;

namespace {

// 32 lanes, 32 B sectors, 128 B lines, no channel factor, the given figures.
GeometryProfile profile(const std::map<std::string, double>& figures = {})
{
    return coalesce::test::withFigures(defaultProfile(), figures);
}

} // namespace

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

TEST(ModelsHierarchy, L1LineSlotsOfLanesInTheirOwnLines)
{
    // Histogram GPU1's row-major descriptors: 8 requests, lane l of request k reads 4 B at 256 l + 4 k, so
    // every request has its 32 lanes in 32 lines (the same 32 sectors each time). 1024 B requested; DRAM 32
    // granules of 64 B = 2048 B; L2 8 x 32 sectors x 32 B = 8192 B at 8 x the DRAM: 1024 B. Request rate 1 per
    // ns at 1000 B/ns: 8000 B. The L1's slots: a line a slot, 128 B (32 banks x 4 B) at 128 GB/s = 1 ns, 256
    // lines = 256 ns = 256000 B: they bind, relative 1024 / 256000 = 0.004.
    const auto gather = trace(8, 4, [](uint32_t g, uint32_t l) { return 256 * l + 4 * g; });
    const std::map<std::string, double> f = {{"dram_granule", 64},
                                             {"dram_read_gbs", 1000},
                                             {"l2_read_gbs", 8000},
                                             {"request_rate_gps", 1},
                                             {"local_read_gbs", 128}};
    auto a = account(gather, profile(f));
    EXPECT_EQ(a.h.ceiling, "L1 line slots");
    EXPECT_TRUE(a.h.lineSlots);
    EXPECT_DOUBLE_EQ(a.h.issueBytes, 256000);
    EXPECT_DOUBLE_EQ(a.h.linesPerRequest, 32);
    EXPECT_NE(a.s.note.find("the L1 looks up 32.0 lines per request"), std::string::npos) << a.s.note;
    EXPECT_NEAR(a.s.predictedRelative, 1024.0 / 256000.0, 1e-15);
    // Without the local bandwidth the request rate binds: 1024 / 8000.
    auto noLocal = f;
    noLocal.erase("local_read_gbs");
    a = account(gather, profile(noLocal));
    EXPECT_EQ(a.h.ceiling, "request rate");
    EXPECT_NEAR(a.s.predictedRelative, 0.128, 1e-15);
    // A stream, one line a request: 8 slots = 8 ns, no more than the 8 requests at 1 per ns; DRAM's 1024 B
    // of 8000: the request rate binds (these figures make it slow), not the slots.
    a = account(trace(8, 4, [](uint32_t g, uint32_t l) { return 128 * g + 4 * l; }), profile(f));
    EXPECT_FALSE(a.h.lineSlots);
    EXPECT_EQ(a.h.ceiling, "request rate");
    EXPECT_NEAR(a.s.predictedRelative, 0.128, 1e-15);
    // Local memory emulated in the caches (a CPU): its bandwidth says nothing of the L1's lines.
    GeometryProfile cpu = profile(f);
    cpu.localPhysical.value = 0;
    EXPECT_FALSE(account(gather, cpu).h.lineSlots);
}

TEST(ModelsHierarchy, ScatteredSectorsCostTheL2More)
{
    // One SIMD group, lanes 128 B apart: 32 sectors in 32 lines (one sector per line, the gather probe's
    // pattern). DRAM: 32 sectors of 32 B = 1024 B (a regular spacing of 4 granules, no sparse curve: speed 1).
    // L2 at 1.5 x DRAM: 1024 / 1.5 = 683 < 1024, so DRAM binds: 128 / 1024 = 0.125.
    // Scattered sectors measured at half the streaming rate (l2_gather_gbs 93.75 useful GB/s x 32 B / 4 B =
    // 750 = 0.5 x 1500): the L2 costs 1024 / 0.5 / 1.5 = 1365.33 and binds: 128 / 1365.33 = 0.09375.
    const auto t = trace(1, 4, [](uint32_t, uint32_t l) { return 128 * l; });
    const auto plain = account(t, profile({{"dram_read_gbs", 1000}, {"l2_read_gbs", 1500}}));
    EXPECT_EQ(plain.h.ceiling, "dram");
    EXPECT_DOUBLE_EQ(plain.s.predictedRelative, 0.125);
    const auto scattered =
        account(t, profile({{"dram_read_gbs", 1000}, {"l2_read_gbs", 1500}, {"l2_gather_gbs", 93.75}}));
    EXPECT_EQ(scattered.h.ceiling, "l2");
    EXPECT_NEAR(scattered.s.predictedRelative, 0.09375, 1e-12);
    // Contiguous lanes fill every sector of their lines (4 sectors to a line): streamed, no scatter cost.
    const auto stream = trace(4, 4, [](uint32_t g, uint32_t l) { return 128 * g + 4 * l; });
    EXPECT_DOUBLE_EQ(
        account(stream, profile({{"dram_read_gbs", 1000}, {"l2_read_gbs", 1500}, {"l2_gather_gbs", 93.75}}))
            .s.predictedRelative,
        1.0);
}

TEST(ModelsHierarchy, CacheReReadsRunFasterThanDramUpToTheRequestRate)
{
    // global.footprint's small working sets: one work-group of 32 lanes reads the same 512 B (lane l: 16 B at
    // 16 l) at each of 8 steps: 8 requests, 4096 B requested. DRAM moves [0, 512) once: 512 B. Every request
    // fetches its 16 sectors: 8 x 512 = 4096 B through the L2; with a measured 1 KiB L1 the group's 16
    // sectors (512 B) fit and only the first fetch reaches the L2: 512 B.
    const Trace t = stepTrace(8, 16, [](uint32_t, uint32_t l) { return 16 * uint64_t(l); });
    std::map<std::string, double> f = {
        {"dram_granule", 64}, {"dram_read_gbs", 3000}, {"l2_read_gbs", 6000}, {"request_rate_gps", 20}};
    // Without l1_bytes: the L2 (twice DRAM's bandwidth) costs 4096 / 2 = 2048 B; issue: 8 requests at 20 per ns
    // = 0.4 ns x 3000 B/ns = 1200 B; DRAM 512 B. The L2 binds: 4096 / 2048 = 2 (above 1: the caches serve it).
    auto a = account(t, profile(f));
    EXPECT_EQ(a.h.dramBytes, 512u);
    EXPECT_EQ(a.h.l2Bytes, 4096u);
    EXPECT_DOUBLE_EQ(a.h.issueBytes, 1200.0);
    EXPECT_EQ(a.h.ceiling, "l2");
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 2.0);
    // With a 1 KiB L1: L2 512 / 2 = 256 B, so the request rate binds: 4096 / 1200 = 3.41333...
    f["l1_bytes"] = 1024;
    a = account(t, profile(f));
    EXPECT_EQ(a.h.l2Bytes, 512u);
    EXPECT_EQ(a.h.ceiling, "request rate");
    EXPECT_DOUBLE_EQ(a.s.predictedRelative, 4096.0 / 1200);
    // A 256 B L1 cannot hold the group's 512 B: every request reaches the L2 again -> 2.
    f["l1_bytes"] = 256;
    EXPECT_DOUBLE_EQ(account(t, profile(f)).s.predictedRelative, 2.0);
    // Without a measured request rate the model does not claim more than a DRAM stream: 1.
    f.erase("request_rate_gps");
    EXPECT_DOUBLE_EQ(account(t, profile(f)).s.predictedRelative, 1.0);
}

TEST(ModelsHierarchy, ResidentGroupsShareTheL1)
{
    // Histogram GPU2's pattern, small: 4 work-groups of 32 work-items (n = 128), K = 16 features read twice
    // (two centroids). At step 2 K j + 2 k + 0 lane l of group g reads descriptor word k n + 32 g + l (buffer
    // 0, coalesced: 128 B, 4 sectors D_k of the group's own), at + 1 the table word j K + k (buffer 1, one
    // address for all lanes: sector T0 for j = 0, k < 8, T1 for j = 0, k >= 8, T2 and T3 for j = 1; every group
    // reads them: shared). A group's own sectors: K x 4 = 64 (2048 B); the table's 4 sectors.
    // Between a descriptor sector's two reads, (0, k) and (1, k), the group reads the 3 other sectors of D_k,
    // D_k+1 .. D_15 and D_0 .. D_k-1: 63 own sectors, and 2 or 3 table sectors (T1 always, T0 for k < 8, T2 for
    // k >= 1, T3 for k >= 9). A table sector's re-read at k + 1 comes after D_k+1 alone: 4 own sectors.
    const Trace t = coalesce::test::histogramTrace(4, 16, 128);
    std::map<std::string, double> f = {{"dram_granule", 64},
                                       {"dram_read_gbs", 1000},
                                       {"l2_read_gbs", 8000},
                                       {"request_rate_gps", 1},
                                       {"l1_bytes", 16384}};
    // Residency not measured: a group alone. 63 + 3 + the sector itself = 67 sectors (2144 B) within 1.25 x
    // 16 KiB (640 sectors): every re-read hits, each group's 68 distinct sectors reach the L2.
    const auto plain = account(t, profile(f));
    EXPECT_EQ(plain.h.l2Bytes, 4u * 68 * 32);
    EXPECT_DOUBLE_EQ(plain.h.l1Sharers, 1);
    EXPECT_EQ(plain.h.l1.reReads, 4u * (64 + 28)); // 64 descriptor sectors, 4 x 7 table re-reads a group
    EXPECT_EQ(plain.h.l1.missed, 0u);
    EXPECT_EQ(plain.s.note.find("re-reads miss the L1"), std::string::npos) << plain.s.note;

    // A unit keeps 32 groups of 32 (1024 work-items, at most 32 groups), each reading its own descriptors
    // alike: 63 x 32 + 3 + 32 = 2051 sectors between a descriptor sector's reads, past 640: all 64 of a
    // group's descriptor re-reads miss (64 of 92: 70 %), its table re-reads (4 x 32 + 1 = 129) still hit. Each
    // group fetches 68 + 64 sectors.
    f["resident_items"] = 1024;
    f["resident_groups"] = 32;
    const auto many = account(t, profile(f));
    EXPECT_DOUBLE_EQ(many.h.l1Sharers, 32);
    EXPECT_EQ(many.h.l1.missed, 4u * 64);
    EXPECT_EQ(many.h.l2Bytes, 4u * 132 * 32);
    EXPECT_NE(
        many.s.note.find("70 % of the work-groups' re-reads miss the L1 (16 KiB measured, shared by the 32 "
                         "work-groups a compute unit keeps)"),
        std::string::npos)
        << many.s.note;

    // 256 resident work-items: 8 groups, 63 x 8 + 3 + 8 = 515 sectors within 640: hits again. Under a 12000 B
    // L1 (1.25 x 12000 / 32 = 468.75 sectors) they miss (k = 0 with 2 table sectors: 514, still past it).
    f["resident_items"] = 256;
    const auto eight = account(t, profile(f));
    EXPECT_DOUBLE_EQ(eight.h.l1Sharers, 8);
    EXPECT_EQ(eight.h.l1.missed, 0u);
    EXPECT_EQ(eight.h.l2Bytes, plain.h.l2Bytes);
    f["l1_bytes"] = 12000;
    const auto few = account(t, profile(f));
    EXPECT_EQ(few.h.l1.missed, 4u * 64);
    EXPECT_EQ(few.h.l2Bytes, many.h.l2Bytes);
    EXPECT_NE(
        few.s.note.find("70 % of the work-groups' re-reads miss the L1 (12 KiB measured, shared by the 8 "),
        std::string::npos)
        << few.s.note;

    // One traced group cannot tell its own sectors from shared ones: taken alone (hits, as without residency).
    Trace one = t;
    one.groups = 1;
    one.records.erase(std::remove_if(one.records.begin(), one.records.end(),
                                     [](const TraceRecord& r) { return r.groupId > 0; }),
                      one.records.end());
    const auto single = account(one, profile(f));
    EXPECT_DOUBLE_EQ(single.h.l1Sharers, 1);
    EXPECT_EQ(single.h.l1.missed, 0u);
    EXPECT_EQ(single.h.l2Bytes, 68u * 32);
    // A CPU (local memory not physical) runs a core's work-groups one after another: a group alone.
    GeometryProfile cpu = profile(f);
    cpu.localPhysical.value = 0;
    EXPECT_EQ(account(t, cpu).h.l1.missed, 0u);
}

TEST(ModelsHierarchy, L1HitsFollowTheReuseWindowNotTheFootprint)
{
    // matmul.order's rows, small: one work-group of 32 lanes, lane l walking its own 1 KiB row, word t at step
    // t (t = 0 .. 255): byte 1024 l + 4 t, sector 32 l + t / 8. Each request touches 32 sectors; the next 7
    // steps re-read them with the request's 31 other sectors in between (32 with the sector itself), within
    // 1.25 x 4 KiB (160 sectors), though the group reads 32 KiB in all (1024 sectors): every re-read hits, and
    // the L2 sees the 1024 distinct sectors once (32 KiB) where a test of the whole footprint against the L1
    // would send it every request's 32 sectors (256 x 32 x 32 B = 256 KiB).
    const Trace t = stepTrace(256, 4, [](uint32_t step, uint32_t l) { return 1024 * uint64_t(l) + 4 * step; });
    std::map<std::string, double> f = {
        {"dram_granule", 64}, {"dram_read_gbs", 1000}, {"l2_read_gbs", 8000}, {"l1_bytes", 4096}};
    const auto a = account(t, profile(f));
    EXPECT_EQ(a.h.l1.reReads, 256u * 32 - 1024);
    EXPECT_EQ(a.h.l1.missed, 0u);
    EXPECT_EQ(a.h.l2Bytes, 1024u * 32);
    // Under a 1 KiB L1 (40 sectors with the margin) the 32 sectors still fit; under 768 B (30) they do not,
    // and every re-read goes to the L2 again.
    f["l1_bytes"] = 1024;
    EXPECT_EQ(account(t, profile(f)).h.l2Bytes, 1024u * 32);
    f["l1_bytes"] = 768;
    const auto small = account(t, profile(f));
    EXPECT_EQ(small.h.l1.missed, 256u * 32 - 1024);
    EXPECT_EQ(small.h.l2Bytes, 256u * 32 * 32);
}
