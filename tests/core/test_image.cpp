// SPDX-License-Identifier: GPL-3.0-or-later
// image.vs.buffer on PoCL (which has images): every access from an image and from a buffer validates bit for
// bit; bad values are refused before the device; the model's counts for the first request of a 16 x 16
// work-group (32 lanes = two rows of 16 work-items) equal hand-worked cases for a 64 x 64 float4 picture.
#include "core/context.h"
#include "core/errors.h"
#include "core/geometry.h"
#include "core/hosttrace.h"
#include "core/lesson.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::gpuProfile;

namespace {

const Lesson& imageLesson()
{
    return lessonOrThrow("image.vs.buffer");
}

ParamSet imageParams(const std::vector<std::string>& assignments)
{
    return applyParams(imageLesson().params(), imageLesson().defaults(&device()), assignments);
}

// The first read request: SIMD group 0 at step 0.
Request firstRead(const std::string& access)
{
    const ModelSummary s =
        hostModel(imageLesson(), imageParams({"access=" + access, "side=64"}), gpuProfile(), 2);
    for (const Request& r : s.requests)
        if (r.kind == AccessKind::Read && r.group == 0 && r.step == 0)
            return r;
    ADD_FAILURE() << "no read request";
    return {};
}

} // namespace

namespace {

void expectEveryAccessValidates(const std::string& source)
{
    cl::CommandQueue& q = device().queue();
    for (const std::string access : {"row", "column", "block", "bilinear"}) {
        SCOPED_TRACE(source + " " + access);
        std::unique_ptr<PreparedRun> run;
        try {
            run = imageLesson().prepare(device(),
                                        imageParams({"source=" + source, "access=" + access, "side=128"}), {});
        } catch (const Error& e) {
            // A device without images skips with the reason; PoCL has them.
            ASSERT_EQ(e.kind(), ErrorKind::Unsupported) << e.what();
            ASSERT_EQ(source, "image");
            continue;
        }
        run->poison(q);
        run->launch(q).wait();
        const Validation v = run->validate(q);
        EXPECT_TRUE(v.passed) << v.firstMismatch;
        EXPECT_EQ(v.checked, 128u * 32u);
    }
}

} // namespace

TEST(ImageLesson, EveryAccessValidatesFromAnImage)
{
    expectEveryAccessValidates("image");
}

TEST(ImageLesson, EveryAccessValidatesFromABuffer)
{
    expectEveryAccessValidates("buffer");
}

TEST(ImageLesson, BadValuesAreRefusedBeforeTheDevice)
{
    EXPECT_THROW(imageParams({"side=32"}), Error);
    EXPECT_THROW(imageParams({"access=diagonal"}), Error);
    EXPECT_THROW(imageParams({"source=texture"}), Error);
    try {
        imageLesson().prepare(device(), imageParams({"side=100"}), {});
        ADD_FAILURE() << "side=100 was accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter) << e.what();
        EXPECT_NE(std::string(e.what()).find("multiple of 64"), std::string::npos) << e.what();
    }
}

TEST(ImageModel, RowOfA16By16GroupIsTwoCoalescedRuns)
{
    // Lanes 0-15 read pixels 0-15 of row 0, lanes 16-31 those of row 1: two runs of 256 B (row pitch 1 KiB)
    // = 16 segments of 32 B, 4 lines of 128 B, nothing wasted.
    const Request r = firstRead("row");
    EXPECT_EQ(r.lanes.size(), 32u);
    EXPECT_EQ(r.transactions, 16u);
    EXPECT_EQ(r.lines, 4u);
    EXPECT_DOUBLE_EQ(r.efficiency, 1.0);
}

TEST(ImageModel, ColumnFromABufferTouchesALinePerLanePair)
{
    // Seed 000 section 8.3: a column of row-major data. Lane (x, y) reads pixel (y, x): 16 rows 1 KiB apart,
    // two neighbouring pixels (32 B) in each: 16 segments but 16 lines, where the row needed 4.
    const Request r = firstRead("column");
    EXPECT_EQ(r.transactions, 16u);
    EXPECT_EQ(r.lines, 16u);
    EXPECT_EQ(r.distinctAddresses, 32u);
}

TEST(ImageModel, BlockAndBilinearReadThreeRowsOfSeventeenPixels)
{
    // Not from the seeds: each lane reads its 2 x 2 block, so the group covers rows 0-2, pixels 0-16 of each
    // (17 x 16 B = 272 B = 9 segments, 3 lines): 27 segments, 9 lines, 51 distinct pixels for 128 reads.
    for (const std::string access : {"block", "bilinear"}) {
        SCOPED_TRACE(access);
        const Request r = firstRead(access);
        EXPECT_EQ(r.lanes.size(), 128u);
        EXPECT_EQ(r.transactions, 27u);
        EXPECT_EQ(r.lines, 9u);
        EXPECT_EQ(r.distinctAddresses, 51u);
    }
}
