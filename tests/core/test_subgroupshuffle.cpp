// SPDX-License-Identifier: GPL-3.0-or-later
// subgroup.shuffle (seed 004): the local exchange and the no-exchange floor validate on PoCL, the shuffle is
// skipped with a reason on a device without sub-group shuffles, and the models count the exchange by hand:
// the store lds[lid] and the neighbour load lds[right] are conflict-free on 32 banks (width 32, and width 8,
// not in the seed), and the shuffle's trace has no local accesses at all.
#include "core/errors.h"
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/models.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::gpuProfile;

namespace {

ParamSet paramsFor(const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow("subgroup.shuffle");
    return applyParams(lesson.params(), lesson.defaults(nullptr), assignments);
}

ModelSummary model(const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow("subgroup.shuffle");
    return analyseTrace(hostTrace(lesson, paramsFor(assignments), gpuProfile(), 2), gpuProfile());
}

} // namespace

TEST(SubgroupShuffleModel, Seed004LocalExchangeIsConflictFree)
{
    const ModelSummary s = model({"mode=local", "width=32", "wg=64"});
    EXPECT_EQ(s.space, "local");
    EXPECT_EQ(s.maxConflictDegree, 1u);
    // Round 0's load (step 2): lane 31 reads its group's word 0, lane 0 word 1.
    const auto load = std::find_if(s.requests.begin(), s.requests.end(), [](const Request& r) {
        return r.step == 2 && r.space == Space::Local && r.kind == AccessKind::Read;
    });
    ASSERT_NE(load, s.requests.end());
    EXPECT_EQ(load->lanes[31].byteOffset, 0u);
    EXPECT_EQ(load->lanes[0].byteOffset, 4u);
    EXPECT_EQ(load->distinctAddresses, 32u);
}

TEST(SubgroupShuffleModel, NarrowGroupsRotateWithinEightWords)
{
    // Not in the seed: width 8: lane 7 reads word 0, lane 15 word 8; still 32 distinct banks.
    const ModelSummary s = model({"mode=local", "width=8", "wg=32"});
    const auto load = std::find_if(s.requests.begin(), s.requests.end(),
                                   [](const Request& r) { return r.step == 2 && r.space == Space::Local; });
    ASSERT_NE(load, s.requests.end());
    EXPECT_EQ(load->lanes[7].byteOffset, 0u);
    EXPECT_EQ(load->lanes[15].byteOffset, 8u * 4);
    EXPECT_EQ(load->conflictDegree, 1u);
}

TEST(SubgroupShuffleModel, ShuffleHasNoLocalAccesses)
{
    const ModelSummary s = model({"mode=shuffle", "wg=64"});
    EXPECT_EQ(s.localRequests, 0u);
    EXPECT_EQ(s.requests.size(), 4u * 2u); // 4 SIMD groups x (the read, the write)
    for (const Request& r : s.requests)
        EXPECT_EQ(r.transactions, 4u); // 32 lanes x 4 contiguous bytes = 4 sectors
}

TEST(SubgroupShuffleLesson, LocalAndNoneValidateAndShuffleIsSkippedWithAReason)
{
    const Lesson& lesson = lessonOrThrow("subgroup.shuffle");
    for (const char* mode : {"local", "none"}) {
        for (const char* width : {"8", "32"}) {
            SCOPED_TRACE(std::string(mode) + " width=" + width);
            auto run = lesson.prepare(
                device(), paramsFor({std::string("mode=") + mode, std::string("width=") + width, "wg=64"}), {});
            cl::CommandQueue& q = device().queue();
            run->poison(q);
            run->launch(q).wait();
            const Validation v = run->validate(q);
            EXPECT_TRUE(v.passed) << v.firstMismatch;
        }
    }
    const std::string extensions = device().device().getInfo<CL_DEVICE_EXTENSIONS>();
    if (extensions.find("subgroup") == std::string::npos) {
        try {
            lesson.prepare(device(), paramsFor({"mode=shuffle"}), {});
            ADD_FAILURE() << "shuffle accepted on a device without sub-group shuffles";
        } catch (const Error& e) {
            EXPECT_EQ(e.kind(), ErrorKind::Unsupported) << e.what();
            EXPECT_NE(std::string(e.what()).find("no sub-group shuffle"), std::string::npos) << e.what();
        }
    }
}

TEST(SubgroupShuffleLesson, BadValuesAreRefused)
{
    EXPECT_THROW(paramsFor({"width=12"}), Error);
    EXPECT_THROW(paramsFor({"mode=ballot"}), Error);
    try {
        lessonOrThrow("subgroup.shuffle").hostTrace(paramsFor({"width=64", "wg=96"}), gpuProfile(), 1);
        ADD_FAILURE() << "wg not a multiple of width accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter) << e.what();
    }
}
