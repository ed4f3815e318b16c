// SPDX-License-Identifier: GPL-3.0-or-later
// The streaming global lessons global.dtype, global.store, global.random and global.footprint on PoCL: every
// option validates against the host reference, bad values are refused before the device is touched, the
// traced addresses follow the pattern, and the models count what was worked out by hand (with the NVIDIA-like
// test profile: warps of 32, 32 B sectors, 128 B lines, so nothing depends on the host CPU).
#include "core/context.h"
#include "core/errors.h"
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/models.h"
#include "core/params.h"
#include "core/predict.h"
#include "core/sweepfit.h"

#include "tests/core/lessontesting.h"
#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::expectErrorKind;
using coalesce::test::gpuProfile;
using coalesce::test::lessonParams;

namespace {

std::string label(const std::string& lessonId, const std::vector<std::string>& assignments)
{
    std::string out = lessonId;
    for (const auto& a : assignments)
        out += " " + a;
    return out;
}

// Prepares, poisons, launches and validates; returns the run for its byte counts.
std::unique_ptr<PreparedRun> expectValid(const std::string& lessonId,
                                         const std::vector<std::string>& assignments)
{
    SCOPED_TRACE(label(lessonId, assignments));
    std::unique_ptr<PreparedRun> run =
        lessonOrThrow(lessonId).prepare(device(), lessonParams(lessonId, assignments), PrepareOptions{});
    cl::CommandQueue& q = device().queue();
    run->poison(q);
    run->launch(q).wait();
    const Validation v = run->validate(q);
    EXPECT_TRUE(v.passed) << v.firstMismatch << " (" << v.mismatches << " of " << v.checked << ")";
    EXPECT_GT(v.checked, 0u);
    return run;
}

// A run that was poisoned but never launched must fail validation.
void expectPoisonFails(const std::string& lessonId, const std::vector<std::string>& assignments)
{
    SCOPED_TRACE(label(lessonId, assignments));
    std::unique_ptr<PreparedRun> run =
        lessonOrThrow(lessonId).prepare(device(), lessonParams(lessonId, assignments), PrepareOptions{});
    cl::CommandQueue& q = device().queue();
    run->poison(q);
    const Validation v = run->validate(q);
    EXPECT_FALSE(v.passed);
    EXPECT_GT(v.mismatches, 0u);
    EXPECT_FALSE(v.firstMismatch.empty());
}

// The model of the host trace (no device needed), about global memory.
ModelSummary modelOf(const std::string& lessonId, const std::vector<std::string>& assignments,
                     uint32_t groups = 1)
{
    const Lesson& lesson = lessonOrThrow(lessonId);
    return hostModel(lesson, applyParams(lesson.params(), lesson.defaults(nullptr), assignments), gpuProfile(),
                     groups);
}

// The global requests of one kind.
std::vector<const Request*> requestsOf(const ModelSummary& s, AccessKind kind)
{
    std::vector<const Request*> out;
    for (const auto& r : s.requests)
        if (r.space == Space::Global && r.kind == kind)
            out.push_back(&r);
    return out;
}

} // namespace

// --- global.dtype ----------------------------------------------------------------------------------------

TEST(GlobalDtype, EveryTypeValidatesOrIsSkippedWithAReason)
{
    const std::vector<std::string> small = {"elements=65536"};
    for (const std::string type :
         {"uchar", "ushort", "half", "uint", "float", "ulong", "double", "uchar4", "uchar16"}) {
        std::vector<std::string> a = small;
        a.push_back("type=" + type);
        const bool half = type == "half" && !device().supportsHalf();
        const bool fp64 = type == "double" && !device().supportsDouble();
        if (half || fp64) {
            expectErrorKind(ErrorKind::Unsupported, half ? "cl_khr_fp16" : "cl_khr_fp64",
                            [&] { expectValid("global.dtype", a); });
            continue;
        }
        expectValid("global.dtype", a);
    }
    expectPoisonFails("global.dtype", {"elements=65536", "type=uchar16"});
}

TEST(GlobalDtype, EqualElementCountAndPackedEqualBytes)
{
    // 65536 elements, 4 steps: every type reads all of them; packed uchar reads the same bytes as scalar uchar.
    const auto uchar = expectValid("global.dtype", {"elements=65536", "type=uchar"});
    const auto packed = expectValid("global.dtype", {"elements=65536", "type=uchar16"});
    const auto ulong = expectValid("global.dtype", {"elements=65536", "type=ulong"});
    EXPECT_EQ(uchar->bytesRead(), 65536u);
    EXPECT_EQ(packed->bytesRead(), 65536u);
    EXPECT_EQ(ulong->bytesRead(), 65536u * 8);
    EXPECT_EQ(packed->launchInfo().at("global_size").get<uint64_t>() * 16,
              uchar->launchInfo().at("global_size").get<uint64_t>());
}

TEST(GlobalDtype, RequestBytesAndSectorsPerType)
{
    // Hand-worked, 32 lanes per warp, 32 B sectors: bytes per read request = 32 x item bytes, sectors = that
    // / 32 (contiguous, aligned): uchar 32 B in 1 sector (seed 002's small loads); half 64 B in 2; double
    // 256 B in 8; packed uchar16 512 B in 16, i.e. 16 times the bytes of one uchar request per load.
    const std::vector<std::pair<std::string, uint32_t>> cases = {{"uchar", 1},  {"half", 2},   {"float", 4},
                                                                 {"double", 8}, {"uchar4", 4}, {"uchar16", 16}};
    for (const auto& [type, itemBytes] : cases) {
        SCOPED_TRACE(type);
        const ModelSummary s = modelOf("global.dtype", {"type=" + type, "wg=64"});
        const auto reads = requestsOf(s, AccessKind::Read);
        ASSERT_EQ(reads.size(), 2u * 4u); // 2 warps x 4 steps
        for (const Request* r : reads) {
            EXPECT_EQ(r->bytesRequested, 32u * itemBytes);
            EXPECT_EQ(r->transactions, itemBytes);
            EXPECT_EQ(r->bytesMoved, 32u * itemBytes);
            EXPECT_EQ(r->lanes.front().byteOffset % (32u * itemBytes), 0u);
        }
        EXPECT_DOUBLE_EQ(s.efficiency, 1.0);
        EXPECT_EQ(requestsOf(s, AccessKind::Write).size(), 2u);
    }
}

TEST(GlobalDtype, BadValuesAreRefusedBeforeTheDevice)
{
    const Lesson& lesson = lessonOrThrow("global.dtype");
    EXPECT_THROW(applyParams(lesson.params(), lesson.defaults(nullptr), {"type=int3"}), Error);
    EXPECT_THROW(applyParams(lesson.params(), lesson.defaults(nullptr), {"elements=12"}), Error);
    // 4096 elements of uchar16 with wg=256 is one sixteenth of a work-group's four steps.
    expectErrorKind(ErrorKind::InvalidParameter, "too few", [&] {
        lesson.prepare(device(), lessonParams("global.dtype", {"type=uchar16", "elements=4096"}), {});
    });
    expectErrorKind(ErrorKind::InvalidParameter, "buffer limit", [&] {
        const uint64_t elements = device().bufferLimit() / 8 + 4096;
        lesson.prepare(
            device(), lessonParams("global.dtype", {"type=ulong", "elements=" + std::to_string(elements)}), {});
    });
}

// --- global.store ----------------------------------------------------------------------------------------

TEST(GlobalStore, StridesOffsetsAndTypesValidate)
{
    // stride and offset are kernel arguments: one build per type.
    const std::vector<std::vector<std::string>> cases = {{"stride=1"},
                                                         {"stride=7", "offset=3"},
                                                         {"stride=33", "type=uchar", "offset=1"},
                                                         {"stride=2", "type=ulong"}};
    for (std::vector<std::string> a : cases) {
        a.push_back("size=1M");
        const auto run = expectValid("global.store", a);
        EXPECT_EQ(run->bytesRead(), 0u);
        EXPECT_GT(run->bytesWritten(), 0u);
    }
    // Poisoned and not launched: every written element still holds the poison.
    expectPoisonFails("global.store", {"stride=3", "size=1M"});
}

TEST(GlobalStore, WriteRequestsAndPartialSegments)
{
    // Hand-worked, 32 lanes, 32 B sectors, one warp's first step (all writes; the kernel reads nothing):
    //   uint stride 1:          128 B in 4 full sectors                       -> 4, 0 partial, 100 %
    //   uint stride 2:          every other 4 B of 256 B: 8 half sectors     -> 8, 8 partial, 50 %
    //   uint offset 1:          bytes 4..131 straddle 5 sectors, 2 partial   -> 5, 2 partial, 80 %
    //   uint stride 8:          each lane alone in its sector                 -> 32, 32 partial, 12.5 %
    //   uchar stride 3 (not from the seeds): bytes 0, 3, ... 93 in sectors 0-2 -> 3, 3 partial, 32/96
    struct Case {
        std::vector<std::string> params;
        uint32_t transactions;
        uint32_t partial;
        double efficiency;
    };
    const std::vector<Case> cases = {{{"stride=1"}, 4, 0, 1.0},
                                     {{"stride=2"}, 8, 8, 0.5},
                                     {{"offset=1"}, 5, 2, 0.8},
                                     {{"stride=8"}, 32, 32, 0.125},
                                     {{"stride=3", "type=uchar"}, 3, 3, 32.0 / 96.0}};
    for (const Case& c : cases) {
        SCOPED_TRACE(label("global.store", c.params));
        const ModelSummary s = modelOf("global.store", c.params);
        EXPECT_TRUE(requestsOf(s, AccessKind::Read).empty());
        const auto writes = requestsOf(s, AccessKind::Write);
        ASSERT_EQ(writes.size(), 8u * 4u); // 8 warps of a 256-item group x 4 steps
        EXPECT_EQ(writes.front()->transactions, c.transactions);
        EXPECT_EQ(writes.front()->partialSegments, c.partial);
        EXPECT_DOUBLE_EQ(writes.front()->efficiency, c.efficiency);
    }
}

TEST(GlobalStore, DeviceTraceWritesThePattern)
{
    const Lesson& lesson = lessonOrThrow("global.store");
    const ParamSet params = lessonParams("global.store", {"stride=3", "offset=2", "size=1M", "wg=64"});
    const TracedConfiguration t = traceConfiguration(device(), lesson, params, gpuProfile(), 2);
    ASSERT_TRUE(t.validation.passed) << t.validation.firstMismatch;
    const uint64_t pitch = t.launch.at("pitch_elements").get<uint64_t>();
    ASSERT_EQ(t.trace.records.size(), 128u * 4u);
    for (const TraceRecord& r : t.trace.records) {
        EXPECT_EQ(r.kind, AccessKind::Write);
        EXPECT_EQ(r.byteOffset, (r.step * pitch + uint64_t(r.globalId) * 3 + 2) * 4);
    }
}

TEST(GlobalStore, BadValuesAreRefusedBeforeTheDevice)
{
    const Lesson& lesson = lessonOrThrow("global.store");
    EXPECT_THROW(applyParams(lesson.params(), lesson.defaults(nullptr), {"stride=0"}), Error);
    EXPECT_THROW(applyParams(lesson.params(), lesson.defaults(nullptr), {"type=double"}), Error);
    expectErrorKind(ErrorKind::InvalidParameter, "too small", [&] {
        lesson.prepare(device(), lessonParams("global.store", {"stride=4096", "size=4K"}), {});
    });
    expectErrorKind(ErrorKind::InvalidParameter, "too small", [&] {
        hostTrace(lesson, makeParams(lesson.params(), {"stride=4096", "size=4K"}), gpuProfile());
    });
}

TEST(GlobalStore, PartialSegmentsCountOverlapsOnce)
{
    // Not a lesson pattern: two lanes writing the same 16 bytes and one lane covering a whole sector.
    Request r;
    r.space = Space::Global;
    r.kind = AccessKind::Write;
    for (uint64_t offset : {0u, 0u, 64u}) {
        LaneAccess lane;
        lane.byteOffset = offset;
        lane.size = offset == 64 ? 32 : 16;
        r.lanes.push_back(lane);
    }
    ModelGeometry g;
    g.segment = 32;
    applyCoalescing(r, g);
    EXPECT_EQ(r.transactions, 2u);
    EXPECT_EQ(r.partialSegments, 1u);
}

// --- global.random ---------------------------------------------------------------------------------------

TEST(GlobalRandom, WindowsAndTypesValidate)
{
    for (const std::string window : {"1", "64", "262144"})
        expectValid("global.random", {"window=" + window, "size=1M"});
    expectValid("global.random", {"window=1024", "type=uchar", "size=1M"});
    expectPoisonFails("global.random", {"window=16", "size=1M"});
}

TEST(GlobalRandom, EveryWindowReadsTheSameItems)
{
    // The permutation is a bijection inside each aligned window: one work-group of 256 over a window of 256
    // reads, at every step, exactly the 256 items a contiguous read would (equal bytes, other order).
    const Lesson& lesson = lessonOrThrow("global.random");
    for (const std::string window : {"1", "8", "256"}) {
        SCOPED_TRACE(window);
        const ParamSet params = lessonParams("global.random", {"window=" + window, "size=1M"});
        const TracedConfiguration t = traceConfiguration(device(), lesson, params, gpuProfile(), 1);
        ASSERT_TRUE(t.validation.passed) << t.validation.firstMismatch;
        std::vector<std::set<uint64_t>> perStep(4);
        for (const TraceRecord& r : t.trace.records)
            if (r.kind == AccessKind::Read)
                perStep[r.step].insert(r.byteOffset / 4);
        const uint64_t items = 1u << 18;  // 1 MiB of floats
        const uint64_t pitch = items / 4; // n: the contiguous position of step s starts at s * n
        for (uint32_t s = 0; s < 4; ++s) {
            ASSERT_EQ(perStep[s].size(), 256u);
            EXPECT_EQ(*perStep[s].begin(), s * pitch);
            EXPECT_EQ(*perStep[s].rbegin(), s * pitch + 255);
        }
    }
}

TEST(GlobalRandom, SectorsPerRequestGrowWithTheWindow)
{
    // Hand-worked, float, 32 lanes, 32 B sectors:
    //   window 1:  contiguous, 128 B in 4 sectors, 100 % (seed 000 fig 8.10's coalesced case)
    //   window 32: each warp's 32 positions are exactly one window, permuted: the same 4 sectors, 100 %
    //   window 2^18 (the whole 1 MiB buffer): random gather, every lane alone in its sector -> 32 sectors,
    //              12.5 % (seed 004's "one sector per lane"); a few lanes may share one by chance
    //   uchar, window 64 (not from the seeds): warps 0 and 1 read the 64 bytes of one window between them,
    //              so each touches 1 or 2 of its 2 sectors, and both together touch both
    const ModelSummary contiguous = modelOf("global.random", {"window=1", "size=1M"});
    for (const Request* r : requestsOf(contiguous, AccessKind::Read))
        EXPECT_EQ(r->transactions, 4u);
    const ModelSummary warp = modelOf("global.random", {"window=32", "size=1M"});
    for (const Request* r : requestsOf(warp, AccessKind::Read))
        EXPECT_EQ(r->transactions, 4u);
    EXPECT_DOUBLE_EQ(warp.efficiency, 1.0);

    const ModelSummary random = modelOf("global.random", {"window=262144", "size=1M"});
    const auto reads = requestsOf(random, AccessKind::Read);
    ASSERT_EQ(reads.size(), 8u * 4u);
    for (const Request* r : reads)
        EXPECT_GE(r->transactions, 30u);
    EXPECT_GE(random.meanTransactions, 16.0); // reads 31+ and the 4-sector writes averaged in
    EXPECT_NEAR(random.efficiency, (32.0 * 4 * 32 + 128.0 * 8) / (32.0 * 32 * 32 + 128.0 * 8), 0.02);
    EXPECT_LT(random.predictedRelative, 0.5 * warp.predictedRelative);

    const ModelSummary bytes = modelOf("global.random", {"window=64", "type=uchar", "size=1M"});
    const auto uchars = requestsOf(bytes, AccessKind::Read);
    std::set<int64_t> sectors;
    for (const Request* r : uchars) {
        if (r->step != 0 || r->group > 1)
            continue;
        EXPECT_GE(r->transactions, 1u);
        EXPECT_LE(r->transactions, 2u);
        for (const LaneAccess& lane : r->lanes)
            sectors.insert(lane.segment);
    }
    EXPECT_EQ(sectors, (std::set<int64_t>{0, 1}));
}

TEST(GlobalRandom, BadValuesAreRefusedBeforeTheDevice)
{
    const Lesson& lesson = lessonOrThrow("global.random");
    EXPECT_THROW(applyParams(lesson.params(), lesson.defaults(nullptr), {"window=3"}), Error);
    EXPECT_THROW(applyParams(lesson.params(), lesson.defaults(nullptr), {"window=0"}), Error);
    expectErrorKind(ErrorKind::InvalidParameter, "larger than", [&] {
        lesson.prepare(device(), lessonParams("global.random", {"window=1048576", "size=1M"}), {});
    });
    expectErrorKind(ErrorKind::InvalidParameter, "larger than", [&] {
        hostTrace(lesson, makeParams(lesson.params(), {"window=1048576", "size=1M"}), gpuProfile());
    });
}

TEST(GlobalRandom, TheDefaultSweepFitsTheBuffer)
{
    // 16 MiB of floats: 4 Mi elements, so the default windows 1, 4, ..., 4^11 = 4Mi fit and 4^12..4^15 do not.
    const Lesson& lesson = lessonOrThrow("global.random");
    const SweepRange whole = parseSweep(lesson.params(), lesson.defaultSweep());
    ASSERT_EQ(whole.values.size(), 16u);
    std::vector<std::string> leftOut;
    const SweepRange fitted =
        fitDefaultSweep(lesson, whole, makeParams(lesson.params(), {"size=16M"}), &leftOut);
    EXPECT_EQ(fitted.param, "window");
    ASSERT_EQ(fitted.values.size(), 12u);
    EXPECT_EQ(fitted.values.back(), "4194304");
    EXPECT_EQ(leftOut, (std::vector<std::string>{"16777216", "67108864", "268435456", "1073741824"}));
    // uchar elements: 16 Mi of them, one more window fits.
    EXPECT_EQ(
        fitDefaultSweep(lesson, whole, makeParams(lesson.params(), {"size=16M", "type=uchar"})).values.size(),
        13u);
    // A buffer too small for every window keeps the whole range (every point then says why it was skipped).
    EXPECT_EQ(fitDefaultSweep(lesson, parseSweep(lesson.params(), "window=1048576..4194304:*2"),
                              makeParams(lesson.params(), {"size=1M"}))
                  .values.size(),
              3u);
}

// --- global.footprint ------------------------------------------------------------------------------------

TEST(GlobalFootprint, SetsValidate)
{
    for (const std::string f : {"4096", "1048576", "4194304"})
        expectValid("global.footprint", {"footprint=" + f, "volume=2M"});
    // A set larger than the volume is read once.
    const auto once = expectValid("global.footprint", {"footprint=4194304", "volume=1M"});
    EXPECT_EQ(once->bytesRead(), 4u << 20);
    expectPoisonFails("global.footprint", {"footprint=8192", "volume=1M"});
}

TEST(GlobalFootprint, PassesWrapAroundTheSet)
{
    // Hand-worked, uint4 items, wg 256, volume 1 MiB: n = 1 MiB / 16 / 8 steps = 8192 work-items.
    //   4 KiB set = 256 items: work-item g reads item (g + s*8192) mod 256 = g mod 256, so work-group 1 reads
    //   exactly what work-group 0 read (reuse: 2 groups x 8 steps = 16 passes in the trace).
    //   A warp reads 32 x 16 B = 512 B = 16 sectors, 4 lines: ideal at every size.
    //   64 KiB set = 4096 items (not from the seeds): step 1 of work-item 0 reads item 8192 mod 4096 = 0 again.
    const Lesson& lesson = lessonOrThrow("global.footprint");
    const ParamSet small = lessonParams("global.footprint", {"footprint=4096", "volume=1M"});
    const TracedConfiguration t = traceConfiguration(device(), lesson, small, gpuProfile(), 2);
    ASSERT_TRUE(t.validation.passed) << t.validation.firstMismatch;
    std::set<uint64_t> touched;
    for (const TraceRecord& r : t.trace.records) {
        if (r.kind != AccessKind::Read)
            continue;
        EXPECT_EQ(r.byteOffset, (r.globalId % 256) * 16);
        touched.insert(r.byteOffset);
    }
    EXPECT_EQ(touched.size(), 256u);
    for (const Request* r : requestsOf(t.summary, AccessKind::Read)) {
        EXPECT_EQ(r->transactions, 16u);
        EXPECT_EQ(r->lines, 4u);
    }
    EXPECT_DOUBLE_EQ(t.summary.predictedRelative, 1.0);

    const Trace wide =
        hostTrace(lesson, makeParams(lesson.params(), {"footprint=65536", "volume=1M"}), gpuProfile());
    for (const TraceRecord& r : wide.records) {
        if (r.kind == AccessKind::Read && r.globalId == 0) {
            EXPECT_EQ(r.byteOffset, 0u) << "step " << r.step;
        }
    }
}

TEST(GlobalFootprint, SetLargerThanTheVolumeIsReadOnceWithoutWrapping)
{
    // Hand-worked, not from the seeds: footprint 4 MiB = 262144 uint4 items (mask 262143), volume 1 MiB is
    // smaller, so the launch reads the set once: n = 4 MiB / 16 B / 8 steps = 32768 work-items, and work-item g
    // reads item (s * 32768 + g) & 262143 = s * 32768 + g at step s (the largest, 7 * 32768 + 32767 = 262143,
    // is the mask itself: no item is read twice). Group 1's work-item 0 (g = 256) at step 7 reads item
    // 229632 (byte 3674112). A warp's 32 x 16 B = 512 B fill 16 sectors of 32 B in 4 lines of 128 B.
    const Lesson& lesson = lessonOrThrow("global.footprint");
    const Trace t =
        hostTrace(lesson, makeParams(lesson.params(), {"footprint=4194304", "volume=1M"}), gpuProfile(), 2);
    std::set<uint64_t> seen;
    bool sawGroupOneStepSeven = false;
    for (const TraceRecord& r : t.records) {
        if (r.kind != AccessKind::Read)
            continue;
        EXPECT_EQ(r.byteOffset, (uint64_t(r.step) * 32768 + r.globalId) * 16);
        EXPECT_TRUE(seen.insert(r.byteOffset).second) << "item read twice: " << r.byteOffset / 16;
        if (r.globalId == 256 && r.step == 7) {
            EXPECT_EQ(r.byteOffset, 3674112u);
            sawGroupOneStepSeven = true;
        }
    }
    EXPECT_TRUE(sawGroupOneStepSeven);
    EXPECT_EQ(seen.size(), 2u * 256 * 8); // 2 traced groups x 256 work-items x 8 steps
    const ModelSummary s = analyseTrace(t, gpuProfile());
    for (const Request* r : requestsOf(s, AccessKind::Read)) {
        EXPECT_EQ(r->transactions, 16u);
        EXPECT_EQ(r->lines, 4u);
    }
}

TEST(GlobalFootprint, BadValuesAreRefusedBeforeTheDevice)
{
    const Lesson& lesson = lessonOrThrow("global.footprint");
    EXPECT_THROW(applyParams(lesson.params(), lesson.defaults(nullptr), {"footprint=1024"}), Error);
    EXPECT_THROW(applyParams(lesson.params(), lesson.defaults(nullptr), {"footprint=12288"}), Error);
    expectErrorKind(ErrorKind::InvalidParameter, "too small", [&] {
        hostTrace(lesson, makeParams(lesson.params(), {"volume=65536", "wg=1024"}), gpuProfile());
    });
    if (device().isCpu())
        expectErrorKind(ErrorKind::Unsupported, "CPU device", [&] {
            lesson.prepare(device(), lessonParams("global.footprint", {"footprint=1073741824"}), {});
        });
}
