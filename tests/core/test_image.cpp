// SPDX-License-Identifier: GPL-3.0-or-later
// image.vs.buffer on PoCL (which has images): every access from an image and from a buffer validates bit for
// bit; bad values are refused before the device; the model's counts for the first request of a 16 x 16
// work-group (32 lanes = two rows of 16 work-items) equal hand-worked cases for a 64 x 64 float4 picture.
#include "core/context.h"
#include "core/errors.h"
#include "core/geometry.h"
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/predict.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <map>

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

namespace {

// analyseTrace of the host trace (2 groups of 16 x 16, side 64) with a texture declaration or none.
ModelSummary textureModel(const std::string& access, const GeometryProfile& p, const WorkingSet& w)
{
    const Trace t = hostTrace(imageLesson(), imageParams({"access=" + access, "side=64"}), p, 2);
    return analyseTrace(t, p, "global", w);
}

WorkingSet texture(bool filtered)
{
    WorkingSet w;
    w.textureBuffer = 0;
    w.textureFiltered = filtered;
    return w;
}

GeometryProfile textureProfile(double texelGps, double filteredGps)
{
    GeometryProfile p = gpuProfile();
    for (const auto& [key, value] : std::map<std::string, double>{
             {"dram_read_gbs", 1000}, {"texel_gps", texelGps}, {"filtered_gps", filteredGps}})
        p.figures[key] = MeasuredFigure{value, "", "hand-made", 1.0};
    return p;
}

} // namespace

TEST(ImageModel, TheTextureUnitTimesAnImagesTexels)
{
    // Each work-item reads 4 steps x a 2 x 2 block = 16 texels of 16 B and writes one float4: 272 B, 0.272 ns
    // at 1000 GB/s. At 10 G texels/s its 16 texels take 1.6 ns: relative 0.272 / 1.6 = 0.17.
    const GeometryProfile p = textureProfile(10, 1);
    const ModelSummary block = textureModel("block", p, texture(false));
    EXPECT_TRUE(block.textureBound);
    EXPECT_NEAR(block.predictedRelative, 0.17, 1e-12);
    EXPECT_EQ(block.note, "texture unit: the image's texels at the measured 10 G texels/s take longer than its "
                          "memory traffic");
    EXPECT_EQ(summaryToJson(block, p).at("ceiling"), "texture unit");
    // Bilinear samples (traced as their four texels): the 16 texels take 1.6 ns, the 4 samples 4 ns at
    // 1 G samples/s: 0.272 / 4 = 0.068. Filtering at 100 G samples/s, the texels bind again: 0.17.
    EXPECT_NEAR(textureModel("bilinear", p, texture(true)).predictedRelative, 0.068, 1e-12);
    EXPECT_NEAR(textureModel("bilinear", textureProfile(10, 100), texture(true)).predictedRelative, 0.17,
                1e-12);
    // A fast texture unit does not bind; nothing declared (a buffer), nothing timed there either.
    EXPECT_FALSE(textureModel("block", textureProfile(1e6, 1e6), texture(false)).textureBound);
    EXPECT_FALSE(textureModel("block", p, WorkingSet{}).textureBound);
}

TEST(ImageModel, AnImagesTexelIndexesCampNoChannel)
{
    // A column of the row-major picture puts a request's rows 1 KiB apart, on 2 of the 8 channels of 256 B;
    // an image's texels are laid out by the driver, so declared as one its reads camp no channel: what is left
    // is the writes' (the same out[y * n + x] for every access: 2 groups' rows of 256 B, 1 KiB apart, on 4 of
    // the 8 channels).
    const GeometryProfile p = gpuProfile();
    const ModelSummary asBuffer = textureModel("column", p, WorkingSet{});
    const ModelSummary asImage = textureModel("column", p, texture(false));
    EXPECT_DOUBLE_EQ(asImage.channelFactor, 0.5);
    EXPECT_DOUBLE_EQ(textureModel("row", p, texture(false)).channelFactor, 0.5);
    EXPECT_LT(asBuffer.channelFactor, asImage.channelFactor);
    EXPECT_GT(asImage.predictedRelative, asBuffer.predictedRelative);
}

TEST(ImageModel, TheLessonDeclaresAnImageAndItsFilter)
{
    for (const std::string access : {"row", "bilinear"}) {
        for (const std::string source : {"image", "buffer"}) {
            SCOPED_TRACE(source + " " + access);
            const ParamSet params = imageParams({"source=" + source, "access=" + access, "side=64"});
            TracedConfiguration traced;
            try {
                traced = traceConfiguration(device(), imageLesson(), params, gpuProfile(), 2);
            } catch (const Error& e) {
                ASSERT_EQ(e.kind(), ErrorKind::Unsupported) << e.what(); // a device without images
                continue;
            }
            const WorkingSet w = workingSetFromLaunch(traced.launch);
            EXPECT_EQ(w.textureBuffer, source == "image" ? 0 : -1);
            EXPECT_EQ(w.textureFiltered, source == "image" && access == "bilinear");
        }
    }
    // The declaration as read: a buffer index 0..255 and a boolean, else nothing.
    EXPECT_EQ(workingSetFromLaunch(Json{{"texture", {{"buffer", 2}}}}).textureBuffer, 2);
    EXPECT_FALSE(workingSetFromLaunch(Json{{"texture", {{"buffer", 2}, {"filtered", "yes"}}}}).textureFiltered);
    EXPECT_EQ(workingSetFromLaunch(Json{{"texture", {{"buffer", -1}}}}).textureBuffer, -1);
    EXPECT_EQ(workingSetFromLaunch(Json{{"texture", {{"buffer", 256}}}}).textureBuffer, -1);
    EXPECT_EQ(workingSetFromLaunch(Json{{"texture", {{"buffer", 0.5}}}}).textureBuffer, -1);
    EXPECT_EQ(workingSetFromLaunch(Json{{"texture", 0}}).textureBuffer, -1);
}
