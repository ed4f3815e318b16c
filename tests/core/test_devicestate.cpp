// SPDX-License-Identifier: GPL-3.0-or-later
// Per-device state: the input and staging caches live in each DeviceContext, so two devices used from two
// threads at once never share or free each other's buffers. Two PoCL contexts stand for two devices.
#include "core/context.h"
#include "core/errors.h"
#include "core/kernelsource.h"
#include "core/lesson.h"
#include "core/lessons/common.h"
#include "core/measure.h"
#include "core/params.h"
#include "core/predict.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <thread>
#include <vector>

using namespace coalesce;

namespace {

// A sweep on `ctx` with the trace predictor; every point must validate.
SweepOutcome sweepOn(DeviceContext& ctx, const std::string& lessonId, const std::vector<std::string>& fixed,
                     const std::string& sweep)
{
    const Lesson& lesson = lessonOrThrow(lessonId);
    SweepRequest request;
    request.lesson = &lesson;
    request.fixed = applyParams(lesson.params(), lesson.defaults(&ctx), fixed);
    request.range = parseSweep(lesson.params(), sweep);
    request.options = test::quickMeasure(4);
    request.predictor = makeTracePredictor();
    return runSweep(ctx, request, nullptr, {});
}

} // namespace

TEST(DeviceState, CachesBelongToTheirContext)
{
    auto a = test::openPocl();
    auto b = test::openPocl();
    const auto inA = sharedInput(*a, 4096, 7);
    const auto inB = sharedInput(*b, 4096, 7);
    EXPECT_NE(inA.get(), inB.get());                      // one input per device, never handed across
    EXPECT_EQ(sharedInput(*a, 4096, 7).get(), inA.get()); // kept for the next run on the same device
    EXPECT_EQ(std::memcmp(inA->host(), inB->host(), 4096), 0);

    // A staged read stays valid and unchanged while held, even after the next read on the same device.
    std::vector<uint8_t> ones(64, 1), twos(64, 2);
    cl::Buffer first(a->context(), cl_mem_flags(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR), size_t(64),
                     ones.data());
    cl::Buffer second(a->context(), cl_mem_flags(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR), size_t(64),
                      twos.data());
    const auto held = readToStaging(*a, a->queue(), first, 64);
    const auto next = readToStaging(*a, a->queue(), second, 64);
    EXPECT_NE(held.get(), next.get());
    EXPECT_EQ(std::memcmp(held.get(), ones.data(), 64), 0);
    EXPECT_EQ(std::memcmp(next.get(), twos.data(), 64), 0);
}

TEST(DeviceState, TwoDevicesOnTwoThreadsAtOnce)
{
    auto a = test::openPocl();
    auto b = test::openPocl();
    SweepOutcome outA, outB;
    std::string errorA, errorB;
    // Different sizes on the two devices: with a process-wide cache each would evict the other's input.
    auto run = [](DeviceContext& ctx, const std::string& size, SweepOutcome& out, std::string& error) {
        try {
            for (int round = 0; round < 2; ++round) {
                out = sweepOn(ctx, "global.stride", {"size=" + size, "type=uint"}, "stride=1..4");
                if (round == 0)
                    sweepOn(ctx, "local.stride", {"wg=64"}, "stride=1,2");
            }
        } catch (const std::exception& e) {
            error = e.what();
        }
    };
    std::thread ta(run, std::ref(*a), "256K", std::ref(outA), std::ref(errorA));
    std::thread tb(run, std::ref(*b), "320K", std::ref(outB), std::ref(errorB));
    ta.join();
    tb.join();
    ASSERT_EQ(errorA, "");
    ASSERT_EQ(errorB, "");
    for (const SweepOutcome* out : {&outA, &outB}) {
        ASSERT_EQ(out->points.size(), 4u);
        for (const PointResult& p : out->points) {
            EXPECT_TRUE(p.validation.passed) << p.sweptValue << ": " << p.validation.firstMismatch;
            EXPECT_GT(p.timing.reps, 0);
            ASSERT_TRUE(p.prediction.has_value());
            EXPECT_FALSE(p.prediction->failed()) << p.prediction->error;
        }
    }
}

TEST(DeviceState, ProgramsFromSourceTextShareTheCache)
{
    auto ctx = test::openPocl();
    const std::string source = "__kernel void twice(__global uint* x) { x[get_global_id(0)] *= 2u; }\n";
    ctx->programFromSource(source, "", "inline twice");
    EXPECT_EQ(ctx->programsBuilt(), 1);
    ctx->programFromSource(source, "", "the same text again");
    EXPECT_EQ(ctx->programsBuilt(), 1); // keyed by the text, not by its name
    ctx->programFromSource(source, "-DUNUSED=1", "inline twice");
    EXPECT_EQ(ctx->programsBuilt(), 2); // and by the options
    // An embedded file and its own text are one program.
    ctx->program("local_broadcast.cl", "-DITERS=64");
    const int built = ctx->programsBuilt();
    ctx->programFromSource(programSource("local_broadcast.cl"), "-DITERS=64", "local_broadcast.cl as text");
    EXPECT_EQ(ctx->programsBuilt(), built);
    try {
        ctx->programFromSource("__kernel void broken( {", "", "broken text");
        ADD_FAILURE() << "built a broken kernel";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Build);
        EXPECT_NE(std::string(e.what()).find("broken text"), std::string::npos) << e.what();
    }
}
