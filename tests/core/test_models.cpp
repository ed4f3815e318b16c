// SPDX-License-Identifier: GPL-3.0-or-later
// The memory models against hand-worked examples, most of them from the seeds:
//  000: prefix sum on 8 LDS banks (positions 3, 7, 11, 15 -> two 2-way conflicts; padding removes them),
//       a 64-item wavefront of 32-bit reads inside one 256-byte channel block
//  001: HD 5870, 16 work-items reading 4-byte words from 0x1232 over 32-byte segments -> 3 transactions
//  004: odd strides are conflict-free with an even bank count
#include "core/errors.h"
#include "core/models.h"

#include <gtest/gtest.h>

#include <numeric>
#include <set>
#include <tuple>

using namespace coalesce;

namespace {

GeometryProfile makeProfile(int64_t simd = 32, int64_t banks = 32, int64_t conflictGroup = 32,
                            int64_t segment = 32, int64_t channels = 8, int64_t interleave = 256)
{
    GeometryProfile p;
    p.family = "test";
    p.simd.value = simd;
    p.banks.value = banks;
    p.bankWidth.value = 4;
    p.conflictGroup.value = conflictGroup;
    p.broadcast.value = 1;
    p.segment.value = segment;
    p.line.value = 128;
    p.channels.value = channels;
    p.interleave.value = interleave;
    p.localPhysical.value = 1;
    p.peakBandwidth.value = 0;
    return p;
}

// One record per work-item of `groups` work-groups of `wgSize`: item (g, l) accesses offsetOf(g, l).
template <class F>
Trace makeTrace(uint32_t groups, uint32_t wgSize, Space space, uint32_t size, F offsetOf, uint32_t step = 0)
{
    Trace t;
    t.workGroupSize = wgSize;
    t.groups = groups;
    t.bufferNames = {"in"};
    for (uint32_t g = 0; g < groups; ++g) {
        for (uint32_t l = 0; l < wgSize; ++l) {
            TraceRecord r;
            r.globalId = g * wgSize + l;
            r.localId = l;
            r.groupId = g;
            r.step = step;
            r.space = space;
            r.byteOffset = offsetOf(g, l);
            r.size = size;
            t.records.push_back(r);
        }
    }
    return t;
}

std::vector<uint64_t> words(std::initializer_list<uint64_t> indices, uint64_t width = 4)
{
    std::vector<uint64_t> out;
    for (uint64_t i : indices) {
        out.push_back(i * width);
    }
    return out;
}

} // namespace

// --- Seed 001: coalescing on the HD 5870 (32-byte bus, quarter-wavefront of 16) ---------------------------

TEST(ModelsCoalescing, Seed001SixteenReadsFrom0x1232TouchThreeSegments)
{
    std::vector<uint64_t> offsets;
    for (uint64_t i = 0; i < 16; ++i) {
        offsets.push_back(0x1232 + 4 * i); // 0x1232 .. 0x1271
    }
    const std::vector<uint32_t> sizes(16, 4);
    EXPECT_EQ(countSegments(offsets, sizes, 32), 3u); // 0x1220, 0x1240, 0x1260

    // The same through the whole model: one request of a 16-lane quarter-wavefront.
    auto trace = makeTrace(1, 16, Space::Global, 4, [](uint32_t, uint32_t l) { return 0x1232 + 4 * l; });
    const auto s = analyseTrace(trace, makeProfile(16, 32, 16, 32));
    ASSERT_EQ(s.requests.size(), 1u);
    const Request& r = s.requests[0];
    EXPECT_EQ(r.transactions, 3u);
    EXPECT_EQ(r.bytesRequested, 64u);
    EXPECT_EQ(r.bytesMoved, 96u);
    EXPECT_DOUBLE_EQ(r.efficiency, 64.0 / 96.0);
    EXPECT_EQ(r.lanes[0].segment * 32, 0x1220); // X[0] is fetched with 0x1220..0x123F
    EXPECT_EQ(r.lanes[15].segment * 32, 0x1260);
}

TEST(ModelsCoalescing, Seed001NothingCoalescedIsSixteenRequestsAnd448BytesWasted)
{
    // Each access its own request (a SIMD group of one). The seed counts 16 requests x (32 - 4) = 448 wasted
    // bytes: true for the int-aligned start 0x1230, where each word lies inside one 32-byte segment.
    auto aligned = makeTrace(1, 16, Space::Global, 4, [](uint32_t, uint32_t l) { return 0x1230 + 4 * l; });
    auto s = analyseTrace(aligned, makeProfile(1, 32, 1, 32));
    ASSERT_EQ(s.requests.size(), 16u);
    uint64_t moved = 0, requested = 0;
    for (const auto& r : s.requests) {
        EXPECT_EQ(r.transactions, 1u);
        moved += r.bytesMoved;
        requested += r.bytesRequested;
    }
    EXPECT_EQ(requested, 64u);
    EXPECT_EQ(moved - requested, 448u);
    // Coalesced, the aligned start still needs 3 transactions (0x1230..0x126F).
    EXPECT_EQ(analyseTrace(aligned, makeProfile(16, 32, 16, 32)).requests[0].transactions, 3u);

    // Literally at 0x1232 (not int-aligned, which OpenCL would not allow), words 3 and 11 start at byte 30 of
    // a segment and straddle into the next: 16 requests, 18 transactions, 512 bytes wasted.
    auto literal = makeTrace(1, 16, Space::Global, 4, [](uint32_t, uint32_t l) { return 0x1232 + 4 * l; });
    s = analyseTrace(literal, makeProfile(1, 32, 1, 32));
    ASSERT_EQ(s.requests.size(), 16u);
    uint32_t transactions = 0;
    moved = 0;
    for (const auto& r : s.requests) {
        transactions += r.transactions;
        moved += r.bytesMoved;
    }
    EXPECT_EQ(transactions, 18u);
    EXPECT_EQ(s.requests[3].transactions, 2u);
    EXPECT_EQ(s.requests[11].transactions, 2u);
    EXPECT_EQ(moved - 64, 512u);
}

TEST(ModelsCoalescing, StridedFloatsOverSectors)
{
    // 32 lanes reading floats at lane * stride on 32-byte sectors: 128 useful bytes over min(32, 4 * stride)
    // sectors, since 8 floats share a sector.
    for (uint64_t stride : {1, 2, 3, 4, 8, 9, 16, 64}) {
        auto t = makeTrace(1, 32, Space::Global, 4, [&](uint32_t, uint32_t l) { return 4 * stride * l; });
        const auto s = analyseTrace(t, makeProfile());
        const uint32_t expected = stride >= 8 ? 32 : static_cast<uint32_t>((32 * stride + 7) / 8);
        ASSERT_EQ(s.requests.size(), 1u);
        EXPECT_EQ(s.requests[0].transactions, expected) << "stride " << stride;
        EXPECT_DOUBLE_EQ(s.efficiency, 128.0 / (expected * 32.0)) << "stride " << stride;
        EXPECT_DOUBLE_EQ(s.transactionFactor, s.efficiency); // 128 B fill whole sectors
        EXPECT_DOUBLE_EQ(s.predictedRelative, s.efficiency * s.channelFactor);
    }
}

TEST(ModelsCoalescing, PredictionIsRelativeToTheIdealRequest)
{
    // A CPU-like profile: 8 lanes x 4 B = 32 B never fill a 64 B segment, so stride 1 moves twice what it
    // requests per request (efficiency 1/2) and is still the ideal pattern. Per request (transactionFactor):
    // stride 2 spans 64 B, one segment: still 1; stride 4 needs 2 segments where 1 would do: 1/2.
    // The hierarchy counts DRAM granules (here the 64 B segment) once for the launch: 4 groups x 8 lanes at
    // 4 * stride bytes span 128 * stride bytes, all of it fetched until a lane has a granule of its own, so
    // stride 1: 128 of 128 B -> 1; stride 2: 128 of 256 -> 1/2; stride 4: 128 of 512 -> 1/4; stride 16: every
    // lane its own 64 B granule, 128 of 32 x 64 = 2048 -> 1/16.
    auto profile = makeProfile(8, 32, 8, 64);
    for (auto [stride, perRequest, relative] : {std::tuple<uint64_t, double, double>{1, 1.0, 1.0},
                                                {2, 1.0, 0.5},
                                                {4, 0.5, 0.25},
                                                {16, 0.125, 0.0625}}) {
        auto t =
            makeTrace(4, 8, Space::Global, 4, [&](uint32_t g, uint32_t l) { return 4 * stride * (8 * g + l); });
        const auto s = analyseTrace(t, profile);
        EXPECT_DOUBLE_EQ(s.transactionFactor, perRequest) << "stride " << stride;
        EXPECT_DOUBLE_EQ(s.predictedRelative, relative * s.channelFactor) << "stride " << stride;
        EXPECT_EQ(summaryToJson(s, profile)["dram_bytes"], uint64_t(128 / relative)) << "stride " << stride;
        EXPECT_EQ(summaryToJson(s, profile)["ceiling"], "dram");
    }
    auto t = makeTrace(1, 8, Space::Global, 4, [](uint32_t, uint32_t l) { return 4 * l; });
    EXPECT_DOUBLE_EQ(analyseTrace(t, profile).efficiency, 0.5);
}

TEST(ModelsCoalescing, LinesAndWideAccessesAndSameAddress)
{
    // float4 per lane: 32 x 16 B = 512 B = 16 sectors = 4 lines of 128 B.
    auto t = makeTrace(1, 32, Space::Global, 16, [](uint32_t, uint32_t l) { return 16 * l; });
    auto r = analyseTrace(t, makeProfile()).requests.at(0);
    EXPECT_EQ(r.transactions, 16u);
    EXPECT_EQ(r.lines, 4u);
    EXPECT_DOUBLE_EQ(r.efficiency, 1.0);
    // Every lane the same word: one sector; efficiency is capped at 1.
    t = makeTrace(1, 32, Space::Global, 4, [](uint32_t, uint32_t) { return 64; });
    r = analyseTrace(t, makeProfile()).requests.at(0);
    EXPECT_EQ(r.transactions, 1u);
    EXPECT_EQ(r.bytesRequested, 128u);
    EXPECT_EQ(r.bytesMoved, 32u);
    EXPECT_DOUBLE_EQ(r.efficiency, 1.0);
    EXPECT_EQ(r.distinctAddresses, 1u);
}

// --- Seed 000: the prefix sum's step on 8 LDS banks (figures 8.14 and 8.15) -------------------------------

TEST(ModelsBanks, Seed000PrefixSumStepOnEightBanks)
{
    // Figure 8.14: the step reads prefixSums at positions 3, 7, 11, 15; with 8 banks of 32 bits, 3 and 11 are
    // both in bank 3 and 7 and 15 both in bank 7: two 2-way conflicts.
    EXPECT_EQ(bankConflictDegree(words({3, 7, 11, 15}), 8, 4, true), 2u);
    auto t = makeTrace(1, 4, Space::Local, 4, [](uint32_t, uint32_t l) { return 4 * (4 * l + 3); });
    auto s = analyseTrace(t, makeProfile(8, 8, 8));
    const Request& r = s.requests.at(0);
    EXPECT_EQ(r.conflictDegree, 2u);
    std::vector<int> banks, passes;
    for (const auto& lane : r.lanes) {
        banks.push_back(lane.bank);
        passes.push_back(lane.pass);
    }
    EXPECT_EQ(banks, (std::vector<int>{3, 7, 3, 7}));
    EXPECT_EQ(passes, (std::vector<int>{0, 0, 1, 1})); // 11 and 15 wait for the second pass
    EXPECT_DOUBLE_EQ(s.predictedRelative, 0.5);
    // The same step's other operand, positions 1, 5, 9, 13: banks 1, 5, 1, 5, again 2-way.
    EXPECT_EQ(bankConflictDegree(words({1, 5, 9, 13}), 8, 4, true), 2u);

    // Figure 8.15: one padding word after every 8 (index + index / 8) moves 11 -> 12 (bank 4) and
    // 15 -> 16 (bank 0): the next bank over, and no conflict left.
    auto padded = [](uint64_t i) { return i + i / 8; };
    EXPECT_EQ(bankConflictDegree(words({padded(3), padded(7), padded(11), padded(15)}), 8, 4, true), 1u);
    EXPECT_EQ(bankConflictDegree(words({padded(1), padded(5), padded(9), padded(13)}), 8, 4, true), 1u);
    t = makeTrace(1, 4, Space::Local, 4, [&](uint32_t, uint32_t l) { return 4 * padded(4 * l + 3); });
    s = analyseTrace(t, makeProfile(8, 8, 8));
    banks.clear();
    for (const auto& lane : s.requests.at(0).lanes) {
        banks.push_back(lane.bank);
    }
    EXPECT_EQ(banks, (std::vector<int>{3, 7, 4, 0}));
    EXPECT_EQ(s.requests[0].conflictDegree, 1u);
    EXPECT_DOUBLE_EQ(s.predictedRelative, 1.0);
}

// --- Seed 004: strides over 32 banks ----------------------------------------------------------------------

TEST(ModelsBanks, Seed004OddStridesAreConflictFree)
{
    for (uint64_t stride = 1; stride <= 63; stride += 2) {
        std::vector<uint64_t> offsets;
        for (uint64_t lane = 0; lane < 32; ++lane) {
            offsets.push_back(4 * lane * stride);
        }
        EXPECT_EQ(bankConflictDegree(offsets, 32, 4, true), 1u) << "stride " << stride;
    }
}

TEST(ModelsBanks, EvenStridesConflictByTheirCommonFactorWithTheBanks)
{
    for (uint64_t stride = 1; stride <= 64; ++stride) {
        auto t = makeTrace(1, 32, Space::Local, 4, [&](uint32_t, uint32_t l) { return 4 * l * stride; });
        const auto s = analyseTrace(t, makeProfile());
        const uint32_t expected = static_cast<uint32_t>(std::gcd<uint64_t>(stride, 32));
        EXPECT_EQ(s.requests.at(0).conflictDegree, expected) << "stride " << stride;
        EXPECT_DOUBLE_EQ(s.predictedRelative, 1.0 / expected);
    }
    auto degree = [](uint64_t stride) {
        std::vector<uint64_t> offsets;
        for (uint64_t lane = 0; lane < 32; ++lane) {
            offsets.push_back(4 * lane * stride);
        }
        return bankConflictDegree(offsets, 32, 4, true);
    };
    EXPECT_EQ(degree(2), 2u);
    EXPECT_EQ(degree(16), 16u);
    EXPECT_EQ(degree(32), 32u);
}

TEST(ModelsBanks, SameWordIsABroadcast)
{
    const std::vector<uint64_t> same(32, 4 * 5);
    EXPECT_EQ(bankConflictDegree(same, 32, 4, true), 1u);
    EXPECT_EQ(bankConflictDegree(same, 32, 4, false), 32u); // a device without broadcast serialises them

    auto t = makeTrace(1, 32, Space::Local, 4, [](uint32_t, uint32_t) { return 20; });
    auto r = analyseTrace(t, makeProfile()).requests.at(0);
    EXPECT_EQ(r.conflictDegree, 1u);
    for (const auto& lane : r.lanes) {
        EXPECT_TRUE(lane.broadcast);
        EXPECT_EQ(lane.pass, 0);
        EXPECT_EQ(lane.bank, 5);
    }
    // Half the lanes on word 0, half on word 32: both in bank 0, two distinct words -> 2 passes.
    t = makeTrace(1, 32, Space::Local, 4, [](uint32_t, uint32_t l) { return l < 16 ? 0 : 128; });
    r = analyseTrace(t, makeProfile()).requests.at(0);
    EXPECT_EQ(r.conflictDegree, 2u);
    EXPECT_EQ(r.lanes[0].pass, 0);
    EXPECT_EQ(r.lanes[31].pass, 1);
    EXPECT_TRUE(r.lanes[31].broadcast);
}

TEST(ModelsBanks, ConflictGroupsAreJudgedSeparately)
{
    // A 64-lane wavefront reading word lid * 32: every access in bank 0. Judged per quarter wavefront (HD 5870,
    // 16 lanes) that is 16 passes; per half wavefront (GCN) 32; NVIDIA-style whole group of 32 on a simd of 32.
    auto t = makeTrace(1, 64, Space::Local, 4, [](uint32_t, uint32_t l) { return 128 * l; });
    EXPECT_EQ(analyseTrace(t, makeProfile(64, 32, 16)).requests.at(0).conflictDegree, 16u);
    EXPECT_EQ(analyseTrace(t, makeProfile(64, 32, 32)).requests.at(0).conflictDegree, 32u);
    const auto nv = analyseTrace(t, makeProfile(32, 32, 32));
    ASSERT_EQ(nv.requests.size(), 2u); // two warps
    EXPECT_EQ(nv.requests[0].conflictDegree, 32u);
    EXPECT_EQ(nv.requests[1].lanes.front().localId, 32u);
    EXPECT_EQ(nv.requests[1].lanes.front().lane, 0u);
}

TEST(ModelsBanks, WideAccessesSpanConsecutiveBanks)
{
    // Contiguous doubles: 32 lanes x 8 B = 64 words over 32 banks -> 2 passes; float4: 4 passes.
    auto t = makeTrace(1, 32, Space::Local, 8, [](uint32_t, uint32_t l) { return 8 * l; });
    EXPECT_EQ(analyseTrace(t, makeProfile()).requests.at(0).conflictDegree, 2u);
    t = makeTrace(1, 32, Space::Local, 16, [](uint32_t, uint32_t l) { return 16 * l; });
    EXPECT_EQ(analyseTrace(t, makeProfile()).requests.at(0).conflictDegree, 4u);
}

TEST(ModelsBanks, PredictionFollowsTheLocalReads)
{
    // A conflict-free fill (writes, step 0) and a 4-way conflicted read (step 1): the prediction is about the
    // reads, whose share a shortened trace understates.
    Trace t = makeTrace(1, 32, Space::Local, 4, [](uint32_t, uint32_t l) { return 4 * l; });
    for (auto& r : t.records) {
        r.kind = AccessKind::Write;
    }
    const Trace reads = makeTrace(
        1, 32, Space::Local, 4, [](uint32_t, uint32_t l) { return 16 * l; }, 1);
    t.records.insert(t.records.end(), reads.records.begin(), reads.records.end());
    const auto s = analyseTrace(t, makeProfile());
    EXPECT_EQ(s.localRequests, 2u);
    EXPECT_EQ(s.maxConflictDegree, 4u);
    EXPECT_DOUBLE_EQ(s.meanConflictDegree, 4.0);
    EXPECT_DOUBLE_EQ(s.predictedRelative, 0.25);
}

TEST(ModelsBanks, CpuLocalMemoryPredictsFlat)
{
    auto t = makeTrace(1, 32, Space::Local, 4, [](uint32_t, uint32_t l) { return 128 * l; });
    auto profile = makeProfile();
    profile.localPhysical.value = 0;
    const auto s = analyseTrace(t, profile);
    EXPECT_EQ(s.requests.at(0).conflictDegree, 32u); // what banked hardware would do ...
    EXPECT_DOUBLE_EQ(s.predictedRelative, 1.0);      // ... but this device has no banks
    EXPECT_NE(s.note.find("not physical"), std::string::npos);
}

// --- Channels (seed 000, section 8.3.1) --------------------------------------------------------------------

TEST(ModelsChannels, WavefrontOf32BitReadsFillsOneChannelBlock)
{
    // 64 work-items x 4 bytes = 256 bytes = one interleave block: every access in one channel.
    std::vector<uint64_t> offsets;
    for (uint64_t i = 0; i < 64; ++i) {
        offsets.push_back(5 * 256 + 4 * i);
    }
    const auto load = channelLoad(offsets, 8, 256);
    ASSERT_EQ(load.perChannel.size(), 8u);
    EXPECT_EQ(load.perChannel[5], 64u);
    EXPECT_EQ(std::accumulate(load.perChannel.begin(), load.perChannel.end(), uint64_t(0)), 64u);
    EXPECT_DOUBLE_EQ(load.imbalance, 8.0);

    // Through the model with GCN-like 64-byte segments: one request, 4 segments, all in channel 5.
    auto t = makeTrace(1, 64, Space::Global, 4, [](uint32_t, uint32_t l) { return 5 * 256 + 4 * l; });
    const auto s = analyseTrace(t, makeProfile(64, 32, 32, 64, 8, 256));
    const Request& r = s.requests.at(0);
    EXPECT_EQ(r.transactions, 4u);
    EXPECT_EQ(r.channels, (std::vector<uint32_t>{0, 0, 0, 0, 0, 4, 0, 0}));
    for (const auto& lane : r.lanes) {
        EXPECT_EQ(lane.channel, 5);
    }
}

TEST(ModelsChannels, ConcurrentGroupsAndTheChannelFactor)
{
    // 8 work-groups of one wavefront each, contiguous: groups cover channels 0..7 once -> balanced.
    auto t = makeTrace(8, 64, Space::Global, 4, [](uint32_t g, uint32_t l) { return 256 * g + 4 * l; });
    auto s = analyseTrace(t, makeProfile(64, 32, 32, 64, 8, 256));
    EXPECT_EQ(s.channels.perChannel, (std::vector<uint64_t>(8, 4)));
    EXPECT_DOUBLE_EQ(s.channels.imbalance, 1.0);
    EXPECT_DOUBLE_EQ(s.channelFactor, 1.0);
    EXPECT_DOUBLE_EQ(s.predictedRelative, 1.0);

    // Each group starting channels x interleave = 2048 bytes after the previous: all in channel 0.
    t = makeTrace(8, 64, Space::Global, 4, [](uint32_t g, uint32_t l) { return 2048 * g + 4 * l; });
    s = analyseTrace(t, makeProfile(64, 32, 32, 64, 8, 256));
    EXPECT_EQ(s.channels.perChannel[0], 32u);
    EXPECT_DOUBLE_EQ(s.channels.imbalance, 8.0);
    EXPECT_DOUBLE_EQ(s.channelFactor, 4.0 / 32.0); // contiguous 32 segments: 4 per channel
    EXPECT_DOUBLE_EQ(s.efficiency, 1.0);
    EXPECT_DOUBLE_EQ(s.predictedRelative, 0.125);
}

// --- Constant -----------------------------------------------------------------------------------------------

TEST(ModelsConstant, DistinctAddressesSerialise)
{
    auto uniform = makeTrace(1, 32, Space::Constant, 4, [](uint32_t, uint32_t) { return 12; });
    auto s = analyseTrace(uniform, makeProfile());
    EXPECT_EQ(s.requests.at(0).distinctAddresses, 1u);
    EXPECT_DOUBLE_EQ(s.meanSerialisation, 1.0);
    EXPECT_EQ(s.space, "constant");
    EXPECT_DOUBLE_EQ(s.predictedRelative, 1.0);

    auto divergent = makeTrace(1, 32, Space::Constant, 4, [](uint32_t, uint32_t l) { return 4 * l; });
    s = analyseTrace(divergent, makeProfile());
    EXPECT_EQ(s.requests.at(0).distinctAddresses, 32u);
    EXPECT_DOUBLE_EQ(s.predictedRelative, 1.0 / 32);

    auto four = makeTrace(1, 32, Space::Constant, 4, [](uint32_t, uint32_t l) { return 4 * (l % 4); });
    s = analyseTrace(four, makeProfile());
    EXPECT_DOUBLE_EQ(s.meanSerialisation, 4.0);
}

// --- Grouping, summary, profile checks, JSON ----------------------------------------------------------------

TEST(ModelsGrouping, SimdGroupsStepsAndSpaces)
{
    // Work-groups of 48 with SIMD 32: two SIMD groups per work-group (the second one half full).
    Trace t = makeTrace(2, 48, Space::Global, 4, [](uint32_t g, uint32_t l) { return 4 * (48 * g + l); });
    Trace local = makeTrace(
        2, 48, Space::Local, 4, [](uint32_t, uint32_t l) { return 4 * l; }, 1);
    t.records.insert(t.records.end(), local.records.begin(), local.records.end());
    const auto s = analyseTrace(t, makeProfile());
    ASSERT_EQ(s.requests.size(), 8u);
    EXPECT_EQ(s.globalRequests, 4u);
    EXPECT_EQ(s.localRequests, 4u);
    EXPECT_EQ(s.space, "local"); // a trace with local accesses is about local memory unless told otherwise
    std::vector<uint32_t> groups, items;
    for (const auto& r : s.requests) {
        groups.push_back(r.group);
        items.push_back(static_cast<uint32_t>(r.lanes.size()));
    }
    EXPECT_EQ(groups, (std::vector<uint32_t>{0, 0, 1, 1, 2, 2, 3, 3}));
    EXPECT_EQ(items, (std::vector<uint32_t>{32, 32, 16, 16, 32, 32, 16, 16}));
    EXPECT_EQ(s.requests[0].step, 0u);
    EXPECT_EQ(s.requests[1].step, 1u);
    EXPECT_EQ(s.requests[4].workGroup, 1u);
    EXPECT_EQ(s.requests[6].lanes.front().localId, 32u);
    EXPECT_EQ(s.requests[6].lanes.front().lane, 0u);
    EXPECT_EQ(s.requests[0].bufferName, "in");

    const auto g = analyseTrace(t, makeProfile(), "global");
    EXPECT_EQ(g.space, "global");
    EXPECT_DOUBLE_EQ(g.meanTransactions, (4 + 2 + 4 + 2) / 4.0);
}

TEST(ModelsGrouping, BadProfileValuesAreRefused)
{
    auto t = makeTrace(1, 32, Space::Global, 4, [](uint32_t, uint32_t l) { return 4 * l; });
    auto p = makeProfile();
    p.banks.value = 0;
    try {
        analyseTrace(t, p);
        FAIL() << "banks = 0 accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter);
        EXPECT_NE(std::string(e.what()).find("banks = 0; must be an integer from 1 to 1024"), std::string::npos)
            << e.what();
    }
    p = makeProfile();
    p.interleave.value = -256;
    EXPECT_THROW(analyseTrace(t, p), Error);
}

TEST(ModelsJson, RequestAndSummaryShape)
{
    auto t = makeTrace(1, 32, Space::Local, 4, [](uint32_t, uint32_t l) { return 8 * l; });
    auto profile = makeProfile();
    auto s = analyseTrace(t, profile);
    const Json r = requestToJson(s.requests.at(0));
    for (const char* key : {"group", "step", "space", "kind", "work_items", "transactions", "bytes_requested",
                            "bytes_moved", "conflict_degree", "channels"}) {
        EXPECT_TRUE(r.contains(key)) << key;
    }
    EXPECT_EQ(r["space"], "local");
    EXPECT_EQ(r["kind"], "read");
    EXPECT_EQ(r["work_items"], 32);
    EXPECT_EQ(r["conflict_degree"], 2);
    EXPECT_FALSE(r.contains("lanes"));
    const Json withLanes = requestToJson(s.requests.at(0), true);
    ASSERT_EQ(withLanes["lanes"].size(), 32u);
    EXPECT_EQ(withLanes["lanes"][16]["bank"], 0);
    EXPECT_EQ(withLanes["lanes"][16]["pass"], 1);

    Json sj = summaryToJson(s, profile);
    EXPECT_EQ(sj["space"], "local");
    EXPECT_DOUBLE_EQ(sj["predicted_relative"].get<double>(), 0.5);
    EXPECT_FALSE(sj.contains("predicted_eb_gbs")); // local bandwidth not measured
    profile.peakBandwidth.value = 3'350'000;       // MB/s: the DRAM's, not the banks'
    EXPECT_FALSE(summaryToJson(s, profile).contains("predicted_eb_gbs"));
    profile.figures["local_read_gbs"] = MeasuredFigure{20000, "", "hand-made", 1.0};
    sj = summaryToJson(analyseTrace(t, profile), profile);
    EXPECT_DOUBLE_EQ(sj["predicted_eb_gbs"].get<double>(), 10000.0); // 2 passes: half the banks' 20000
}
