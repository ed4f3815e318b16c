// SPDX-License-Identifier: GPL-3.0-or-later
// private.spill (seed 002 §7.1.4): both modes validate against the host reference at every array size on
// PoCL; the trace holds only the global read and the result, and the models count them by hand: both are
// coalesced (32 lanes x 4 B = 4 sectors) at any array size, and a 1-lane-wide work-group (not in the seed)
// needs one sector per request; bad sizes and modes are refused before the device.
#include "core/errors.h"
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/models.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::gpuProfile;

namespace {

ParamSet paramsFor(const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow("private.spill");
    return applyParams(lesson.params(), lesson.defaults(nullptr), assignments);
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
    // 2 groups of 64 work-items: step 0 reads in[gid], step 1 writes out[gid]; each SIMD group of 32 covers 128
    // contiguous bytes = 4 sectors, whatever the array size (the private accesses are not traced).
    const Lesson& lesson = lessonOrThrow("private.spill");
    for (const char* words : {"words=8", "words=256"}) {
        const ModelSummary s =
            analyseTrace(hostTrace(lesson, paramsFor({words, "wg=64"}), gpuProfile(), 2), gpuProfile());
        ASSERT_EQ(s.requests.size(), 4u * 2u); // 4 SIMD groups x (the read, the write)
        for (const Request& r : s.requests) {
            EXPECT_EQ(r.transactions, 4u);
            EXPECT_DOUBLE_EQ(r.efficiency, 1.0);
        }
        EXPECT_EQ(s.requests[2].lanes[5].byteOffset, (32u + 5) * 4); // SIMD group 1, step 0, lane 5
        EXPECT_EQ(s.requests[3].kind, AccessKind::Write);
    }
}

TEST(PrivateSpillModel, SingleWorkItemGroupsNeedASectorEach)
{
    // Not in the seed: wg = 1, so a request is one lane: 4 bytes in a 32-byte sector (12.5 %).
    const Lesson& lesson = lessonOrThrow("private.spill");
    const ModelSummary s =
        analyseTrace(hostTrace(lesson, paramsFor({"words=4", "wg=1"}), gpuProfile(), 2), gpuProfile());
    ASSERT_EQ(s.requests.size(), 2u * 2u);
    EXPECT_EQ(s.requests[0].transactions, 1u);
    EXPECT_DOUBLE_EQ(s.efficiency, 0.125);
}

TEST(PrivateSpillLesson, BadValuesAreRefused)
{
    EXPECT_THROW(paramsFor({"words=3"}), Error);
    EXPECT_THROW(paramsFor({"words=48"}), Error);
    EXPECT_THROW(paramsFor({"words=512"}), Error);
    EXPECT_THROW(paramsFor({"mode=registers"}), Error);
    EXPECT_THROW(paramsFor({"wg=4096"}), Error);
}
