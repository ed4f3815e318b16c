// SPDX-License-Identifier: GPL-3.0-or-later
// global.channels: the kernel validates on PoCL for camping and staggered pitches; bad values are refused
// before the device; the channel model's counts for 16 concurrently active groups equal hand-worked cases on a
// 16-channel x 256 B profile (seed 000 fig 8.11: the R9 290X), host trace and device trace alike.
#include "core/context.h"
#include "core/errors.h"
#include "core/geometry.h"
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/predict.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::gpuProfile;

namespace {

// 16 channels of 256 B as on the R9 290X; 32 lanes, 32-byte segments.
GeometryProfile amdProfile()
{
    GeometryProfile p = gpuProfile();
    applyOverrides(p, "channels=16,interleave=256");
    return p;
}

ParamSet channelParams(const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow("global.channels");
    return applyParams(lesson.params(), lesson.defaults(&device()), assignments);
}

ModelSummary model(const std::vector<std::string>& assignments, uint32_t groups = 16)
{
    return hostModel(lessonOrThrow("global.channels"), channelParams(assignments), amdProfile(), groups);
}

// The busiest channel's segment count among the read requests of one step.
uint64_t busiestAtStep(const ModelSummary& s, uint32_t step, uint32_t channels)
{
    std::vector<uint64_t> load(channels, 0);
    for (const Request& r : s.requests)
        if (r.step == step && r.kind == AccessKind::Read)
            for (uint32_t c = 0; c < channels && c < r.channels.size(); ++c)
                load[c] += r.channels[c];
    return *std::max_element(load.begin(), load.end());
}

uint32_t channelsUsedAtStep(const ModelSummary& s, uint32_t step, uint32_t channels)
{
    std::vector<uint64_t> load(channels, 0);
    for (const Request& r : s.requests)
        if (r.step == step && r.kind == AccessKind::Read)
            for (uint32_t c = 0; c < channels && c < r.channels.size(); ++c)
                load[c] += r.channels[c];
    return uint32_t(std::count_if(load.begin(), load.end(), [](uint64_t n) { return n > 0; }));
}

void expectValid(const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow("global.channels");
    auto run = lesson.prepare(device(), channelParams(assignments), {});
    cl::CommandQueue& q = device().queue();
    run->poison(q);
    run->launch(q).wait();
    const Validation v = run->validate(q);
    EXPECT_TRUE(v.passed) << v.firstMismatch;
    EXPECT_GT(v.checked, 0u);
}

} // namespace

TEST(ChannelsLesson, CampingAndStaggeredPitchesValidate)
{
    expectValid({"size=1M"});
    expectValid({"size=1M", "pitch=6K", "stagger=256"});
    expectValid({"size=1M", "pitch=1K", "stagger=12", "wg=48"}); // overlapping blocks, a rotation mid-row
    expectValid({"size=256K", "pitch=64K", "wg=256", "stagger=65540"});
}

TEST(ChannelsLesson, BadValuesAreRefusedBeforeTheDevice)
{
    const Lesson& lesson = lessonOrThrow("global.channels");
    for (const std::vector<std::string>& bad : std::vector<std::vector<std::string>>{
             {"pitch=6"}, {"stagger=2"}, {"size=4K", "wg=256"}, {"size=512M", "pitch=1G"}}) {
        try {
            lesson.prepare(device(), channelParams(bad), {});
            ADD_FAILURE() << bad.front() << " was accepted";
        } catch (const Error& e) {
            EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter) << e.what();
        }
    }
    EXPECT_THROW(channelParams({"stagger=-1"}), Error);
    EXPECT_THROW(channelParams({"pitch=0"}), Error);
}

TEST(ChannelsModel, PitchOfChannelsTimesInterleaveCampsOnOneChannel)
{
    // Seed 000 fig 8.11: pitch 4 KiB = 16 channels x 256 B. At step s every group reads its row s, 256 B at
    // w * 4096 + s * 256: all 16 groups x 8 segments = 128 segments on channel s, the other 15 idle.
    const ModelSummary s = model({"pitch=4K"});
    for (uint32_t step = 0; step < 16; ++step) {
        EXPECT_EQ(busiestAtStep(s, step, 16), 128u) << "step " << step;
        EXPECT_EQ(channelsUsedAtStep(s, step, 16), 1u) << "step " << step;
    }
    // Ideal per step: 128 contiguous segments = 8 per channel. 16 read steps plus the contiguous write step:
    // (16 * 8 + 8) / (16 * 128 + 8).
    EXPECT_DOUBLE_EQ(s.channelFactor, 136.0 / 2056.0);
}

TEST(ChannelsModel, StaggeringByOneInterleaveSpreadsTheGroups)
{
    // Group w starts at row w: at step s it reads channel (s + w) mod 16, so 16 groups use all 16 channels.
    const ModelSummary s = model({"pitch=4K", "stagger=256"});
    for (uint32_t step = 0; step < 16; ++step) {
        EXPECT_EQ(busiestAtStep(s, step, 16), 8u) << "step " << step;
        EXPECT_EQ(channelsUsedAtStep(s, step, 16), 16u) << "step " << step;
    }
    EXPECT_DOUBLE_EQ(s.channelFactor, 1.0);
    // A pitch one interleave past 4 KiB spreads them the same way without staggering.
    EXPECT_DOUBLE_EQ(model({"pitch=4352"}).channelFactor, 1.0);
}

TEST(ChannelsModel, PitchSharingAFactorWithTheChannelsUsesSome)
{
    // Not from the seeds: pitch 6 KiB = 24 interleaves; group w starts on channel 24w mod 16 = 0 or 8, so each
    // step loads two channels with 8 groups x 8 segments = 64 segments each.
    const ModelSummary s = model({"pitch=6K"});
    for (uint32_t step = 0; step < 16; ++step) {
        EXPECT_EQ(busiestAtStep(s, step, 16), 64u) << "step " << step;
        EXPECT_EQ(channelsUsedAtStep(s, step, 16), 2u) << "step " << step;
    }
    EXPECT_DOUBLE_EQ(s.channelFactor, 136.0 / 1032.0);
    // With 2 groups (the old trace size) the camping would barely show: 2 groups on one channel.
    EXPECT_EQ(busiestAtStep(model({"pitch=4K"}, 2), 0, 16), 16u);
}

TEST(ChannelsModel, DeviceTraceShowsSixteenGroupsCamping)
{
    const Lesson& lesson = lessonOrThrow("global.channels");
    EXPECT_GT(lesson.info().traceGroups, 2u);
    const TracedConfiguration t = traceConfiguration(device(), lesson, channelParams({"pitch=4K"}),
                                                     amdProfile(), lesson.info().traceGroups);
    ASSERT_TRUE(t.validation.passed) << t.validation.firstMismatch;
    EXPECT_EQ(t.trace.groups, 16u);
    EXPECT_EQ(busiestAtStep(t.summary, 3, 16), 128u);
    EXPECT_EQ(channelsUsedAtStep(t.summary, 3, 16), 1u);
    EXPECT_DOUBLE_EQ(t.summary.channelFactor, 136.0 / 2056.0);
}
