// SPDX-License-Identifier: GPL-3.0-or-later
// matmul.order: both orders validate on PoCL against the host product; the 2-D device trace equals the host
// trace; the coalescing model counts the segments of seed 004's fig 15-17 and 15-19 by hand.
#include "core/models/hierarchy.h"
#include "tests/core/lessontesting.h"

using namespace coalesce;
using namespace coalesce::test;

namespace {

// The model's requests of buffer `buffer` ("A" = 0, "B" = 2) at trace step `step` of SIMD group 0.
const Request& requestAt(const ModelSummary& s, uint8_t buffer, uint32_t step)
{
    for (const Request& r : s.requests)
        if (r.group == 0 && r.step == step && r.buffer == buffer)
            return r;
    throw std::runtime_error("no request");
}

ModelSummary model(const std::vector<std::string>& assignments, const std::string& profile = {})
{
    const Lesson& lesson = lessonOrThrow("matmul.order");
    const ParamSet params = applyParams(lesson.params(), lesson.defaults(nullptr), assignments);
    return hostModel(lesson, params, profile.empty() ? gpuProfile() : profileWith(profile), 1);
}

} // namespace

TEST(MatmulOrder, RowsReadASegmentPerLaneAndOneWordOfB)
{
    // Fig 15-17: lanes m = 0..31 read A[m][k], 64 words = 256 B apart: 32 sectors of 32 B for 128 B used.
    // B[k][0] is one word for all 32 lanes: one sector.
    const ModelSummary s = model({"order=rows", "matrix=64", "wg=64"});
    for (uint32_t k : {0u, 5u, 63u}) {
        const Request& a = requestAt(s, 0, 2 * k);
        EXPECT_EQ(a.lanes.size(), 32u);
        EXPECT_EQ(a.transactions, 32u);
        EXPECT_EQ(a.bytesMoved, 32u * 32);
        EXPECT_DOUBLE_EQ(a.efficiency, 128.0 / 1024);
        EXPECT_EQ(a.lanes[1].byteOffset - a.lanes[0].byteOffset, 64u * 4);
        const Request& b = requestAt(s, 2, 2 * k + 1);
        EXPECT_EQ(b.transactions, 1u);
        EXPECT_EQ(b.distinctAddresses, 1u);
    }
}

TEST(MatmulOrder, ColumnsReadOneWordOfAAndContiguousB)
{
    // Fig 15-19: lanes n = 0..31 read B[k][n], 32 consecutive words = 4 sectors, all used; A[0][k] once.
    const ModelSummary s = model({"order=columns", "matrix=64", "wg=64"});
    for (uint32_t k : {0u, 7u}) {
        const Request& a = requestAt(s, 0, 2 * k);
        EXPECT_EQ(a.transactions, 1u);
        EXPECT_EQ(a.distinctAddresses, 1u);
        const Request& b = requestAt(s, 2, 2 * k + 1);
        EXPECT_EQ(b.transactions, 4u);
        EXPECT_DOUBLE_EQ(b.efficiency, 1.0);
        EXPECT_EQ(b.lanes[0].byteOffset, uint64_t(k) * 64 * 4);
    }
    EXPECT_GT(s.efficiency, model({"order=rows", "matrix=64", "wg=64"}).efficiency);
}

TEST(MatmulOrder, SixteenLanesOfSixtyFourByteLines)
{
    // Not from the seed: a CPU-like geometry, 16 lanes and 64 B segments, size 16. Rows: A[m][k] 16 words
    // = 64 B apart, one segment per lane: 16. Columns: B[k][0..15] = 64 B = exactly one segment.
    const std::string cpu = "simd=16,segment=64,line=64";
    EXPECT_EQ(requestAt(model({"order=rows", "matrix=16", "wg=16"}, cpu), 0, 6).transactions, 16u);
    EXPECT_EQ(requestAt(model({"order=columns", "matrix=16", "wg=16"}, cpu), 2, 7).transactions, 1u);
    // The write of C: rows write a column of C (16 segments), columns a row (one segment).
    EXPECT_EQ(requestAt(model({"order=rows", "matrix=16", "wg=16"}, cpu), 1, 32).transactions, 16u);
    EXPECT_EQ(requestAt(model({"order=columns", "matrix=16", "wg=16"}, cpu), 1, 32).transactions, 1u);
}

TEST(MatmulOrder, ValidatesOnPoclAndTracesLikeTheHost)
{
    for (const std::string order : {"rows", "columns"}) {
        const Validation v = runOnPocl("matmul.order", {"order=" + order, "matrix=128", "wg=32"});
        EXPECT_TRUE(v.passed) << order << ": " << v.firstMismatch;
        EXPECT_EQ(v.checked, 128u * 128);
    }
    expectHostTraceMatchesDevice("matmul.order", {"order=columns", "matrix=32", "wg=16"}, 2);
}

TEST(MatmulOrder, BadValuesAreRefused)
{
    const Lesson& lesson = lessonOrThrow("matmul.order");
    expectErrorKind(ErrorKind::InvalidParameter, "matrix",
                    [&] { makeParams(lesson.params(), {"matrix=100"}); });
    expectErrorKind(ErrorKind::InvalidParameter, "order", [&] { makeParams(lesson.params(), {"order=diag"}); });
    // wg must divide size: refused before the device is touched (hostTrace checks the same).
    const ParamSet bad = makeParams(lesson.params(), {"matrix=16", "wg=32"});
    expectErrorKind(ErrorKind::InvalidParameter, "divide", [&] { lesson.prepare(device(), bad, {}); });
    expectErrorKind(ErrorKind::InvalidParameter, "divide", [&] { hostTrace(lesson, bad, gpuProfile(), 1); });
}

TEST(MatmulOrder, DeclaresItsLaunchForTheLaunchTimeModel)
{
    // matrix 64, wg 32, one traced group (32 work-items: one SIMD group) on PoCL with a GPU-like profile: DRAM
    // 1000 GB/s, local memory 10000 GB/s (a load/store slot: 128 B / 10000 B/ns = 0.0128 ns). The trace is the
    // whole kernel, so the launch is timed: 64 x 64 / 32 = 128 groups, counted bytes of the traced group 32 x
    // (2 x 64 + 1) x 4, working set A and B (2 x 64 x 64 x 4 B) read 64 times over.
    // Slots, rows: per k, A's 32 lanes in 32 rows 256 B apart (32 lines) and B's one word (1 line); C's store
    // 32 lines: 64 x 33 + 32 = 2144 slots = 27.4432 ns. Columns: A one word, B 32 adjacent words (1 line each),
    // the store 1 line: 64 x 2 + 1 = 129 slots = 1.6512 ns.
    GeometryProfile p = gpuProfile();
    p.channels.value = 1;
    for (const auto& [key, value] :
         std::map<std::string, double>{{"dram_read_gbs", 1000}, {"local_read_gbs", 10000}})
        p.figures[key] = MeasuredFigure{value, "", "hand-made", 1.0};
    const Lesson& lesson = lessonOrThrow("matmul.order");
    for (const std::string order : {"rows", "columns"}) {
        const auto traced = traceConfiguration(
            device(), lesson, makeParams(lesson.params(), {"order=" + order, "matrix=64", "wg=32"}), p, 1);
        ASSERT_TRUE(traced.validation.passed) << order;
        const WorkingSet ws = workingSetFromLaunch(traced.launch);
        EXPECT_TRUE(ws.timed()) << order;
        EXPECT_EQ(ws.countedBytes, 32u * 129 * 4);
        EXPECT_EQ(ws.launchGroups, 128u);
        EXPECT_EQ(ws.bytes, 2u * 64 * 64 * 4);
        EXPECT_EQ(ws.launchReadBytes, 2u * 64 * 64 * 64 * 4);
        EXPECT_TRUE(traced.summary.launchTimed) << order << ": " << traced.summary.note;
        const LaunchTime t = launchTime(traced.summary.requests, modelGeometry(p), ceilingsFromProfile(p), ws);
        EXPECT_NEAR(t.issueNs, order == "rows" ? 2144 * 0.0128 : 129 * 0.0128, 1e-9) << order;
    }
}
