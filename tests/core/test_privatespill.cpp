// SPDX-License-Identifier: GPL-3.0-or-later
// private.spill (seed 002 §7.1.4): both modes validate against the host reference at every array size on
// PoCL; the global read and the result are coalesced (32 lanes x 4 B = 4 sectors) at any array size, and a
// 1-lane-wide work-group (not in the seed) needs one sector per request; bad sizes and modes are refused before
// the device. The private array is traced at its spill address (kernels/access.h: word i of work-item w at
// (i x work-items + w) x 4): on PoCL the trace holds private requests, worked by hand for 8 lanes at one
// index; a dynamic step's request touches as many lines as its lanes have distinct indices, a static step's is
// one contiguous run; the prediction counts them but leaves them out.
#include "core/errors.h"
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/models.h"
#include "core/predict.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <set>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::gpuProfile;

namespace {

ParamSet paramsFor(const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow("private.spill");
    return applyParams(lesson.params(), lesson.defaults(nullptr), assignments);
}

std::vector<const Request*> requestsIn(const ModelSummary& s, Space space)
{
    std::vector<const Request*> out;
    for (const Request& r : s.requests)
        if (r.space == space)
            out.push_back(&r);
    return out;
}

TracedConfiguration traceOnPocl(const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow("private.spill");
    TracedConfiguration t = traceConfiguration(device(), lesson, paramsFor(assignments), gpuProfile(), 2);
    EXPECT_TRUE(t.validation.passed) << t.validation.firstMismatch;
    EXPECT_GT(t.validation.checked, 0u);
    return t;
}

// The request of SIMD group `group` at `step` in the private space (nullptr: none).
const Request* privateRequest(const ModelSummary& s, uint32_t group, uint32_t step)
{
    for (const Request& r : s.requests)
        if (r.space == Space::Private && r.group == group && r.step == step)
            return &r;
    return nullptr;
}

// Hand-worked: words=4, static, wg=8, 2 work-groups: G = 16 work-items. The fold reads a[3] at step 5 + 16 + 3
// = 24 (fill 1..4, 8 loop steps 5..20, fold 21..24). SIMD group 1 is work-items 8..15: all at index 3, so
// exactly the bytes [(3 * 16 + 8) * 4, + 8 * 4) = [224, 256): one 32-byte sector, one line.
void expectHandWorkedRun(const ModelSummary& s)
{
    const Request* r = privateRequest(s, 1, 24);
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->kind, AccessKind::Read);
    EXPECT_EQ(r->bufferName, "a");
    ASSERT_EQ(r->lanes.size(), 8u);
    for (uint32_t j = 0; j < 8; ++j) {
        EXPECT_EQ(r->lanes[j].byteOffset, (3u * 16 + 8) * 4 + 4 * j) << "lane " << j;
        EXPECT_EQ(r->lanes[j].size, 4u);
    }
    EXPECT_EQ(r->transactions, 1u);
    EXPECT_EQ(r->lines, 1u);
    EXPECT_EQ(r->bytesRequested, 32u);
}

} // namespace

TEST(PrivateSpillLesson, BothModesValidateAtEverySize)
{
    const Lesson& lesson = lessonOrThrow("private.spill");
    for (const char* mode : {"dynamic", "static"}) {
        for (const char* words : {"4", "32", "256"}) {
            SCOPED_TRACE(std::string(mode) + " words=" + words);
            auto run = lesson.prepare(
                device(), paramsFor({std::string("mode=") + mode, std::string("words=") + words, "wg=32"}), {});
            cl::CommandQueue& q = device().queue();
            run->poison(q);
            run->launch(q).wait();
            const Validation v = run->validate(q);
            EXPECT_TRUE(v.passed) << v.firstMismatch;
            EXPECT_EQ(run->launchInfo()["words"].get<uint64_t>(), uint64_t(std::stoi(words)));
        }
    }
}

TEST(PrivateSpillModel, ReadAndResultAreCoalesced)
{
    // 2 groups of 64 work-items: the first step reads in[gid], the last writes out[gid]; each SIMD group of 32
    // covers 128 contiguous bytes = 4 sectors, whatever the array size.
    const Lesson& lesson = lessonOrThrow("private.spill");
    for (const char* words : {"words=8", "words=256"}) {
        const ModelSummary s =
            analyseTrace(hostTrace(lesson, paramsFor({words, "wg=64"}), gpuProfile(), 2), gpuProfile());
        const std::vector<const Request*> global = requestsIn(s, Space::Global);
        ASSERT_EQ(global.size(), 4u * 2u); // 4 SIMD groups x (the read, the write)
        for (const Request* r : global) {
            EXPECT_EQ(r->transactions, 4u);
            EXPECT_DOUBLE_EQ(r->efficiency, 1.0);
        }
        EXPECT_EQ(global[2]->lanes[5].byteOffset, (32u + 5) * 4); // SIMD group 1, step 0, lane 5
        EXPECT_EQ(global[3]->kind, AccessKind::Write);
    }
}

TEST(PrivateSpillModel, SingleWorkItemGroupsNeedASectorEach)
{
    // Not in the seed: wg = 1, so a request is one lane: 4 bytes in a 32-byte sector (12.5 %).
    const Lesson& lesson = lessonOrThrow("private.spill");
    const ModelSummary s =
        analyseTrace(hostTrace(lesson, paramsFor({"words=4", "wg=1"}), gpuProfile(), 2), gpuProfile());
    const std::vector<const Request*> global = requestsIn(s, Space::Global);
    ASSERT_EQ(global.size(), 2u * 2u);
    EXPECT_EQ(global[0]->transactions, 1u);
    EXPECT_DOUBLE_EQ(s.efficiency, 0.125);
}

TEST(PrivateSpillModel, HandWorkedSpillAddressOfEightLanesAtOneIndex)
{
    const Lesson& lesson = lessonOrThrow("private.spill");
    expectHandWorkedRun(analyseTrace(
        hostTrace(lesson, paramsFor({"words=4", "mode=static", "wg=8"}), gpuProfile(), 2), gpuProfile()));
}

TEST(PrivateSpillModel, PrivateRequestsAreCountedButNotPredicted)
{
    // The same trace with and without its private records: the same prediction, about global memory; the
    // private requests are counted and named as not modelled.
    const Lesson& lesson = lessonOrThrow("private.spill");
    Trace trace = hostTrace(lesson, paramsFor({"words=16", "wg=64"}), gpuProfile(), 2);
    const ModelSummary with = analyseTrace(trace, gpuProfile(), "private");
    std::vector<TraceRecord> global;
    for (const TraceRecord& r : trace.records)
        if (r.space == Space::Global)
            global.push_back(r);
    ASSERT_LT(global.size(), trace.records.size());
    trace.records = global;
    const ModelSummary without = analyseTrace(trace, gpuProfile(), "private");
    EXPECT_EQ(with.space, "global");
    EXPECT_DOUBLE_EQ(with.predictedRelative, without.predictedRelative);
    EXPECT_DOUBLE_EQ(with.efficiency, without.efficiency);
    EXPECT_EQ(with.globalRequests, without.globalRequests);
    // 4 SIMD groups x (16 fill + 16 loop + 16 fold steps).
    EXPECT_EQ(with.privateRequests, 4u * 48u);
    EXPECT_EQ(without.privateRequests, 0u);
    const Json j = summaryToJson(with, gpuProfile());
    EXPECT_EQ(j["private_requests"].get<uint32_t>(), 4u * 48u);
    EXPECT_NE(j["not_modelled"].get<std::string>().find("private accesses"), std::string::npos)
        << j["not_modelled"];
    EXPECT_FALSE(summaryToJson(without, gpuProfile()).contains("private_requests"));
}

TEST(PrivateSpillTrace, PoclTraceHoldsTheHandWorkedRun)
{
    // The real kernel's PLOAD records the interleaved address (access.h), not only the host trace.
    const TracedConfiguration t = traceOnPocl({"words=4", "mode=static", "wg=8"});
    expectHandWorkedRun(t.summary);
}

TEST(PrivateSpillTrace, DynamicLanesScatterOverLinesStaticLanesMakeOneRun)
{
    // Default array (16 words), 2 work-groups of 64: G = 128 work-items, so index k of a SIMD group's lanes is
    // the 128-byte run at (k * 128 + first lane) * 4, one line; indices 512 bytes apart are separate lines.
    const uint32_t loopStep = 17, loopSteps = 16; // after in (step 0) and the fill (steps 1..16)
    double staticLines = 0, dynamicLines = 0;
    uint32_t staticCount = 0, dynamicCount = 0, scattered = 0;
    for (const char* mode : {"mode=static", "mode=dynamic"}) {
        SCOPED_TRACE(mode);
        const bool dynamic = std::string(mode) == "mode=dynamic";
        const TracedConfiguration t = traceOnPocl({"words=16", mode, "wg=64"});
        EXPECT_EQ(t.trace.bufferNames, (std::vector<std::string>{"in", "out", "a"}));
        const std::vector<const Request*> priv = requestsIn(t.summary, Space::Private);
        ASSERT_EQ(priv.size(), 4u * 48u); // 4 SIMD groups x (16 fill + 16 loop + 16 fold steps)
        for (const Request* r : priv) {
            ASSERT_EQ(r->lanes.size(), 32u);
            std::set<uint64_t> indices;
            uint64_t lo = ~uint64_t(0), hi = 0;
            for (const LaneAccess& lane : r->lanes) {
                indices.insert(lane.byteOffset / (128 * 4));
                lo = std::min(lo, lane.byteOffset);
                hi = std::max(hi, lane.byteOffset + lane.size);
            }
            EXPECT_EQ(r->lines, uint32_t(indices.size())) << "step " << r->step;
            const bool loop = r->step >= loopStep && r->step < loopStep + loopSteps;
            if (!loop || !dynamic) { // one index: one contiguous run of 4 x 32 bytes
                EXPECT_EQ(indices.size(), 1u) << "step " << r->step;
                EXPECT_EQ(hi - lo, 128u) << "step " << r->step;
                EXPECT_EQ(r->transactions, 4u);
            }
            if (loop) {
                (dynamic ? dynamicLines : staticLines) += r->lines;
                ++(dynamic ? dynamicCount : staticCount);
                scattered += dynamic && r->lines > 1 ? 1 : 0;
            }
        }
    }
    ASSERT_EQ(staticCount, 4u * loopSteps);
    ASSERT_EQ(dynamicCount, 4u * loopSteps);
    EXPECT_DOUBLE_EQ(staticLines / staticCount, 1.0);
    // 32 lanes drawing among 16 indices: almost surely more than 8 distinct per request.
    EXPECT_GT(dynamicLines / dynamicCount, 8.0);
    EXPECT_EQ(scattered, dynamicCount);
}

TEST(PrivateSpillLesson, BadValuesAreRefused)
{
    EXPECT_THROW(paramsFor({"words=3"}), Error);
    EXPECT_THROW(paramsFor({"words=48"}), Error);
    EXPECT_THROW(paramsFor({"words=512"}), Error);
    EXPECT_THROW(paramsFor({"mode=registers"}), Error);
    EXPECT_THROW(paramsFor({"wg=4096"}), Error);
}
