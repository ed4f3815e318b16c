// SPDX-License-Identifier: GPL-3.0-or-later
// transfer.zerocopy on PoCL: every mode (PoCL has coarse- and fine-grain SVM) fills, launches and validates the
// data the kernel saw; a run never filled fails validation; the measurement carries the host wall time beside
// the kernel events and the result file keeps both; the model's counts for the kernel's reads equal hand-worked
// cases.
#include "core/context.h"
#include "core/errors.h"
#include "core/geometry.h"
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/measure.h"
#include "core/results.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::gpuProfile;

namespace {

const Lesson& transferLesson()
{
    return lessonOrThrow("transfer.zerocopy");
}

ParamSet transferParams(const std::vector<std::string>& assignments)
{
    return applyParams(transferLesson().params(), transferLesson().defaults(&device()), assignments);
}

} // namespace

TEST(TransferLesson, EveryModeDeliversThisCyclesData)
{
    cl::CommandQueue& q = device().queue();
    for (const std::string mode : {"copy", "map", "use_host_ptr", "copy_host_ptr", "svm_coarse", "svm_fine"}) {
        SCOPED_TRACE(mode);
        std::unique_ptr<PreparedRun> run;
        try {
            run = transferLesson().prepare(device(), transferParams({"mode=" + mode, "size=1M"}), {});
        } catch (const Error& e) {
            // A device without SVM skips; PoCL has both kinds, so only another device may land here.
            ASSERT_EQ(e.kind(), ErrorKind::Unsupported) << e.what();
            continue;
        }
        // Two cycles: the second fills with a new key, so a device still holding the first cycle's input fails.
        for (int cycle = 0; cycle < 2; ++cycle) {
            run->poison(q);
            run->launch(q).wait();
            const Validation v = run->validate(q);
            EXPECT_TRUE(v.passed) << "cycle " << cycle << ": " << v.firstMismatch;
            EXPECT_EQ(v.checked, 4096u); // 1 MiB / (16 uint4 of 16 B per work-item)
        }
        EXPECT_EQ(run->bytesRead(), 1u << 20);
        EXPECT_EQ(run->bytesWritten(), 1u << 16);
    }
}

TEST(TransferLesson, NeverFilledFailsAndBadValuesAreRefused)
{
    auto run = transferLesson().prepare(device(), transferParams({"size=64K"}), {});
    run->poison(device().queue());
    const Validation v = run->validate(device().queue());
    EXPECT_FALSE(v.passed);
    EXPECT_NE(v.firstMismatch.find("never filled"), std::string::npos) << v.firstMismatch;

    EXPECT_THROW(transferParams({"mode=dma"}), Error);
    EXPECT_THROW(transferParams({"size=0"}), Error);
    try {
        transferLesson().prepare(device(), transferParams({"size=8K", "wg=256"}), {});
        ADD_FAILURE() << "size=8K was accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter) << e.what();
        EXPECT_NE(std::string(e.what()).find("64 KiB"), std::string::npos) << e.what();
    }
}

TEST(TransferLesson, HostWallAndKernelTimesAreReportedSeparately)
{
    MeasureOptions options;
    options.warmup = 1;
    options.budgetSeconds = 0.001;
    options.minReps = 3;
    options.maxReps = 3;
    const PointResult p =
        measurePoint(device(), transferLesson(), transferParams({"size=256K", "mode=map"}), options);
    ASSERT_TRUE(p.validation.passed) << p.validation.firstMismatch;
    EXPECT_EQ(p.timing.reps, 3);
    EXPECT_EQ(p.wall.reps, 3);
    EXPECT_GT(p.wall.medianNs, 0);
    EXPECT_GT(p.wallGBs, 0);
    EXPECT_DOUBLE_EQ(p.timing.hostNsPerLaunch, 0.0); // no batch timer: the wall clock is its own record

    // A kernel-timed lesson has no wall record, and its file has no host_wall.
    const PointResult k =
        measurePoint(device(), lessonOrThrow("global.stride"),
                     makeParams(lessonOrThrow("global.stride").params(), {"size=64K"}), options);
    EXPECT_EQ(k.wall.reps, 0);
    EXPECT_FALSE(pointToJson(k, lessonOrThrow("global.stride").params()).contains("host_wall"));

    // The result file carries both and reads back.
    SweepRequest request;
    request.lesson = &transferLesson();
    request.fixed = p.params;
    SweepOutcome outcome;
    outcome.points = {p};
    const Json j = resultToJson(makeResultFile(device(), transferLesson(), request, outcome));
    ASSERT_TRUE(j["points"][0].contains("host_wall"));
    EXPECT_EQ(j["points"][0]["host_wall"]["reps"], 3);
    const ResultFile file = resultFromJson(j);
    ASSERT_EQ(file.points.size(), 1u);
    const PointResult& back = file.points[0];
    EXPECT_EQ(back.wall.reps, 3);
    EXPECT_DOUBLE_EQ(back.wall.medianNs, p.wall.medianNs);
    EXPECT_DOUBLE_EQ(back.wallGBs, p.wallGBs);
    EXPECT_DOUBLE_EQ(back.timing.medianNs, p.timing.medianNs);
}

TEST(TransferModel, FullWarpOfUint4ReadsMovesSixteenSectors)
{
    // Not from the seeds: 32 lanes x 16 B contiguous = 512 B = 16 sectors of 32 B, 4 lines of 128 B, nothing
    // wasted; the next step starts n uint4 further on (size 1 MiB, wg 256: n = 4096, 64 KiB).
    const ModelSummary s = hostModel(transferLesson(), transferParams({"size=1M"}), gpuProfile(), 2);
    ASSERT_FALSE(s.requests.empty());
    uint32_t reads = 0;
    for (const Request& r : s.requests) {
        EXPECT_EQ(r.transactions, 16u);
        EXPECT_EQ(r.lines, 4u);
        EXPECT_EQ(r.bytesMoved, 512u);
        if (r.kind == AccessKind::Read) {
            EXPECT_EQ(r.lanes.front().byteOffset % (64u << 10), r.group * 512u);
            EXPECT_EQ(r.lanes.front().byteOffset / (64u << 10), r.step);
            ++reads;
        }
    }
    EXPECT_EQ(reads, 2u * 8u * 16u); // 2 groups x 8 SIMD groups x 16 steps
    EXPECT_DOUBLE_EQ(s.efficiency, 1.0);
}

TEST(TransferModel, SmallGroupsMakeSmallRequests)
{
    // wg 8 < 32 lanes: each request is 8 x 16 B = 128 B = 4 sectors, one line.
    const ModelSummary s = hostModel(transferLesson(), transferParams({"size=64K", "wg=8"}), gpuProfile(), 2);
    ASSERT_FALSE(s.requests.empty());
    for (const Request& r : s.requests) {
        EXPECT_EQ(r.lanes.size(), 8u);
        EXPECT_EQ(r.transactions, 4u);
        EXPECT_EQ(r.lines, 1u);
    }
}

TEST(TransferModel, StreamSpreadsEvenlyOverTheChannels)
{
    // 8 channels x 256 B: a 512 B request touches two neighbouring channels, 8 sectors each; 8 SIMD groups
    // of a step cover 4 KiB = every channel twice, so the stream is balanced.
    const ModelSummary s = hostModel(transferLesson(), transferParams({"size=1M"}), gpuProfile(), 1);
    const Request& r = s.requests.front();
    ASSERT_EQ(r.channels.size(), 8u);
    EXPECT_EQ(r.channels[0], 8u);
    EXPECT_EQ(r.channels[1], 8u);
    EXPECT_DOUBLE_EQ(s.channelFactor, 1.0);
    EXPECT_DOUBLE_EQ(s.channels.imbalance, 1.0);
}
