// SPDX-License-Identifier: GPL-3.0-or-later
// Measurement: statistics by hand, measurePoint and runSweep with a small fake lesson built from source on PoCL
// (validation first, calibration, cancellation, skipped points, predictor errors), and one real lesson.
#include "core/context.h"
#include "core/devices.h"
#include "core/errors.h"
#include "core/lesson.h"
#include "core/measure.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstring>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::gpuProfile;

namespace {

const char* kFakeSource = R"CL(
__kernel void twice_plus_one(__global const uint* in, __global uint* out, uint broken)
{
    size_t i = get_global_id(0);
    if (!broken)
        out[i] = in[i] * 2u + 1u;
}
)CL";

constexpr uint32_t kItems = 16384;

// Counts launches and can cancel a token after a number of them (to test cancellation inside a timed batch).
struct LaunchHook {
    int launches = 0;
    int cancelAfter = -1;
    CancelToken* token = nullptr;
};

class FakeRun : public PreparedRun {
public:
    FakeRun(DeviceContext& dev, bool broken, LaunchHook* hook) : m_hook(hook)
    {
        cl::Program program(dev.context(), kFakeSource);
        program.build(std::vector<cl::Device>{dev.device()});
        m_kernel = cl::Kernel(program, "twice_plus_one");
        m_input.resize(kItems);
        uint32_t x = 2463534242u; // xorshift32: pseudo-random, never zero
        for (auto& v : m_input) {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            v = x;
        }
        m_in = cl::Buffer(dev.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, kItems * 4, m_input.data());
        m_out = cl::Buffer(dev.context(), CL_MEM_READ_WRITE, kItems * 4);
        m_kernel.setArg(0, m_in);
        m_kernel.setArg(1, m_out);
        m_kernel.setArg(2, cl_uint(broken ? 1 : 0));
    }
    cl::Event launch(cl::CommandQueue& queue) override
    {
        if (m_hook) {
            ++m_hook->launches;
            if (m_hook->token && m_hook->cancelAfter >= 0 && m_hook->launches >= m_hook->cancelAfter)
                m_hook->token->cancel();
        }
        cl::Event event;
        queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, cl::NDRange(kItems), cl::NDRange(64), nullptr,
                                   &event);
        return event;
    }
    void poison(cl::CommandQueue& queue) override
    {
        queue.enqueueFillBuffer(m_out, cl_uint(0xDEADBEEF), 0, kItems * 4);
        queue.finish();
    }
    Validation validate(cl::CommandQueue& queue) override
    {
        std::vector<uint32_t> out(kItems);
        queue.enqueueReadBuffer(m_out, CL_TRUE, 0, kItems * 4, out.data());
        Validation v;
        for (uint32_t i = 0; i < kItems; ++i) {
            ++v.checked;
            const uint32_t expected = m_input[i] * 2u + 1u;
            if (out[i] != expected) {
                if (v.mismatches++ == 0)
                    v.firstMismatch = "out[" + std::to_string(i) + "] = " + std::to_string(out[i]) +
                                      " expected " + std::to_string(expected);
            }
        }
        v.passed = v.mismatches == 0;
        return v;
    }
    uint64_t bytesRead() const override { return kItems * 4; }
    uint64_t bytesWritten() const override { return kItems * 4; }
    Json launchInfo() const override { return Json{{"global_size", kItems}, {"local_size", 64}}; }
    Trace readTrace(cl::CommandQueue&) override { throw Error(ErrorKind::Unsupported, "no trace"); }

private:
    LaunchHook* m_hook;
    cl::Kernel m_kernel;
    cl::Buffer m_in, m_out;
    std::vector<uint32_t> m_input;
};

class FakeLesson : public Lesson {
public:
    LaunchHook* hook = nullptr;

    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo{"test.fake",
                                      "Fake",
                                      "global",
                                      "A test lesson",
                                      "",
                                      "",
                                      1,
                                      false,
                                      TimingMethod::KernelEvents,
                                      ValidationMethod::HostReference};
        return kInfo;
    }
    std::vector<ParamSpec> params() const override
    {
        ParamSpec mode;
        mode.name = "mode";
        mode.kind = ParamKind::Choice;
        mode.choices = {"good", "broken", "unsupported", "invalid", "lost"};
        mode.defChoice = "good";
        return {mode};
    }
    std::string defaultSweep() const override { return "mode=good,broken"; }
    std::unique_ptr<PreparedRun> prepare(DeviceContext& dev, const ParamSet& params,
                                         const PrepareOptions&) const override
    {
        const std::string& mode = params.text("mode");
        if (mode == "unsupported")
            throw Error(ErrorKind::Unsupported, "fake mode not supported on purpose");
        if (mode == "invalid")
            throw Error(ErrorKind::InvalidParameter, "fake mode refused on purpose");
        if (mode == "lost")
            throw Error(ErrorKind::OpenCL, "fake device lost on purpose");
        return std::make_unique<FakeRun>(dev, mode == "broken", hook);
    }
};

ParamSet fakeParams(const FakeLesson& lesson, const std::string& mode)
{
    return makeParams(lesson.params(), {"mode=" + mode});
}

MeasureOptions quickOptions()
{
    MeasureOptions o;
    o.warmup = 2;
    o.budgetSeconds = 0.005;
    o.minReps = 5;
    o.maxReps = 200;
    return o;
}

} // namespace

TEST(Percentile, LinearInterpolation)
{
    const std::vector<double> v{1, 2, 3, 4, 5};
    EXPECT_DOUBLE_EQ(percentile(v, 50), 3);
    EXPECT_DOUBLE_EQ(percentile(v, 10), 1.4);
    EXPECT_DOUBLE_EQ(percentile(v, 90), 4.6);
    EXPECT_DOUBLE_EQ(percentile(v, 0), 1);
    EXPECT_DOUBLE_EQ(percentile(v, 100), 5);
    EXPECT_DOUBLE_EQ(percentile({10, 20}, 25), 12.5);
    EXPECT_DOUBLE_EQ(percentile({7}, 90), 7);
    EXPECT_DOUBLE_EQ(percentile({}, 50), 0);
    EXPECT_DOUBLE_EQ(percentile({5, 1, 4, 2, 3}, 90), 4.6); // sorts when given unsorted values
}

TEST(TimingStats, HandNumbers)
{
    const TimingStats s = timingStats({40, 10, 30, 20}, 26);
    EXPECT_EQ(s.reps, 4);
    EXPECT_DOUBLE_EQ(s.medianNs, 25);
    EXPECT_DOUBLE_EQ(s.meanNs, 25);
    EXPECT_DOUBLE_EQ(s.minNs, 10);
    EXPECT_DOUBLE_EQ(s.maxNs, 40);
    EXPECT_DOUBLE_EQ(s.p10Ns, 13);
    EXPECT_DOUBLE_EQ(s.p90Ns, 37);
    EXPECT_DOUBLE_EQ(s.hostNsPerLaunch, 26);
    EXPECT_FALSE(s.hostDisagrees);                                // 4 % off
    EXPECT_TRUE(timingStats({40, 10, 30, 20}, 28).hostDisagrees); // 12 % slower
    EXPECT_TRUE(timingStats({40, 10, 30, 20}, 22).hostDisagrees); // 12 % faster
    EXPECT_FALSE(timingStats({40, 10, 30, 20}, 0).hostDisagrees); // no host time: nothing to compare
    EXPECT_EQ(timingStats({}, 5).reps, 0);
}

TEST(MeasurePoint, ValidatesCalibratesAndTimes)
{
    LaunchHook hook;
    FakeLesson lesson;
    lesson.hook = &hook;
    const MeasureOptions options = quickOptions();
    const PointResult p = measurePoint(device(), lesson, fakeParams(lesson, "good"), options);
    EXPECT_TRUE(p.validation.passed) << p.validation.firstMismatch;
    EXPECT_EQ(p.validation.checked, 2u * kItems); // before and after timing
    EXPECT_GE(p.timing.reps, options.minReps);
    EXPECT_LE(p.timing.reps, options.maxReps);
    EXPECT_EQ(hook.launches, 1 + options.warmup + p.timing.reps);
    EXPECT_GT(p.timing.minNs, 0);
    EXPECT_LE(p.timing.minNs, p.timing.p10Ns);
    EXPECT_LE(p.timing.p10Ns, p.timing.medianNs);
    EXPECT_LE(p.timing.medianNs, p.timing.p90Ns);
    EXPECT_LE(p.timing.p90Ns, p.timing.maxNs);
    EXPECT_GT(p.timing.hostNsPerLaunch, 0);
    EXPECT_EQ(p.bytesRead, kItems * 4u);
    EXPECT_DOUBLE_EQ(p.ebGBs, double(2 * kItems * 4) / p.timing.medianNs);
    EXPECT_DOUBLE_EQ(p.ebMaxGBs, double(2 * kItems * 4) / p.timing.minNs);
    EXPECT_DOUBLE_EQ(p.ebP90GBs, double(2 * kItems * 4) / p.timing.p10Ns);
    EXPECT_DOUBLE_EQ(p.ebP10GBs, double(2 * kItems * 4) / p.timing.p90Ns);
    EXPECT_EQ(p.launch["global_size"], kItems);
}

TEST(MeasurePoint, RepsFollowTheBudgetWithinLimits)
{
    FakeLesson lesson;
    MeasureOptions options = quickOptions();
    options.budgetSeconds = 0; // nothing wanted: the minimum
    options.minReps = 7;
    EXPECT_EQ(measurePoint(device(), lesson, fakeParams(lesson, "good"), options).timing.reps, 7);
    options.budgetSeconds = 100; // far too much wanted: the maximum
    options.maxReps = 12;
    EXPECT_EQ(measurePoint(device(), lesson, fakeParams(lesson, "good"), options).timing.reps, 12);
}

TEST(MeasurePoint, FailedValidationMeansNoTiming)
{
    LaunchHook hook;
    FakeLesson lesson;
    lesson.hook = &hook;
    const PointResult p = measurePoint(device(), lesson, fakeParams(lesson, "broken"), quickOptions());
    EXPECT_FALSE(p.validation.passed);
    EXPECT_EQ(p.validation.mismatches, kItems); // the poison stayed everywhere
    EXPECT_NE(p.validation.firstMismatch.find("out[0] = 3735928559"), std::string::npos)
        << p.validation.firstMismatch;
    EXPECT_EQ(p.timing.reps, 0);
    EXPECT_EQ(p.ebGBs, 0);
    EXPECT_EQ(hook.launches, 1); // validated once, never timed
}

TEST(MeasurePoint, CancelledBeforeAndDuringTiming)
{
    FakeLesson lesson;
    CancelToken token;
    token.cancel();
    try {
        measurePoint(device(), lesson, fakeParams(lesson, "good"), quickOptions(), &token);
        ADD_FAILURE() << "no error";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Cancelled);
    }

    // A budget of minutes, cancelled after 20 launches: must stop within a fraction of a second.
    token.reset();
    LaunchHook hook;
    hook.token = &token;
    hook.cancelAfter = 20;
    lesson.hook = &hook;
    MeasureOptions options = quickOptions();
    options.budgetSeconds = 600;
    options.maxReps = 100000000;
    const auto start = std::chrono::steady_clock::now();
    try {
        measurePoint(device(), lesson, fakeParams(lesson, "good"), options, &token);
        ADD_FAILURE() << "no error";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Cancelled);
    }
    // Ordering, not speed: the 600 s budget was cut short (the time includes building the kernel, which takes
    // seconds on a loaded machine or a cold PoCL cache; scripts/test.sh's perf label holds the timed tests).
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, 60.0);
}

TEST(RunSweep, SkipsUnsupportedPointsAndReportsProgress)
{
    FakeLesson lesson;
    SweepRequest request;
    request.lesson = &lesson;
    request.fixed = makeParams(lesson.params(), {});
    request.range = parseSweep(lesson.params(), "mode=good,unsupported,broken");
    request.options = quickOptions();
    int predictions = 0;
    request.predictor = [&](DeviceContext&, const Lesson&, const ParamSet& p, uint64_t,
                            uint64_t) -> Prediction {
        ++predictions;
        if (p.text("mode") == "broken")
            throw Error(ErrorKind::Unsupported, "model failed on purpose");
        Prediction prediction;
        prediction.space = "global";
        prediction.relative = 0.5;
        return prediction;
    };
    std::vector<Progress> seen;
    SweepOutcome partial;
    const SweepOutcome out = runSweep(
        device(), request, nullptr, [&](const Progress& p) { seen.push_back(p); }, &partial);
    ASSERT_EQ(out.points.size(), 3u);
    EXPECT_FALSE(out.cancelled);
    EXPECT_EQ(out.points[0].sweptValue, "good");
    EXPECT_TRUE(out.points[0].validation.passed);
    ASSERT_TRUE(out.points[0].prediction.has_value());
    EXPECT_EQ(out.points[0].prediction->relative, 0.5);
    EXPECT_EQ(out.points[1].skipped, "fake mode not supported on purpose");
    EXPECT_EQ(out.points[1].params.text("mode"), "unsupported");
    EXPECT_FALSE(out.points[2].validation.passed);
    EXPECT_FALSE(out.points[2].prediction.has_value()); // the predictor's error was logged, not thrown
    EXPECT_EQ(predictions, 2);                          // not asked for the skipped point
    EXPECT_EQ(partial.points.size(), 3u);
    EXPECT_GT(out.wallSeconds, 0);
    ASSERT_EQ(seen.size(), 6u); // before and after each point
    EXPECT_EQ(seen.front().points, 3);
    EXPECT_DOUBLE_EQ(seen.back().fraction, 1.0);
    EXPECT_NE(seen[3].message.find("skipped"), std::string::npos) << seen[3].message;
}

TEST(RunSweep, CancelStopsBetweenPoints)
{
    FakeLesson lesson;
    SweepRequest request;
    request.lesson = &lesson;
    request.fixed = makeParams(lesson.params(), {});
    request.range = parseSweep(lesson.params(), "mode=good,good,good,good");
    request.options = quickOptions();
    CancelToken token;
    SweepOutcome partial;
    const SweepOutcome out = runSweep(
        device(), request, &token,
        [&](const Progress& p) {
            if (p.fraction >= 0.5)
                token.cancel(); // after the second point
        },
        &partial);
    EXPECT_TRUE(out.cancelled);
    EXPECT_EQ(out.points.size(), 2u);
    EXPECT_EQ(partial.points.size(), 2u);
}

TEST(RunSweep, ErrorsStopTheSweepKeepingPartialPoints)
{
    FakeLesson lesson;
    SweepRequest request;
    request.lesson = &lesson;
    request.fixed = makeParams(lesson.params(), {});
    request.range = parseSweep(lesson.params(), "mode=good,lost,good");
    request.options = quickOptions();
    SweepOutcome partial;
    try {
        runSweep(device(), request, nullptr, nullptr, &partial);
        ADD_FAILURE() << "no error";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::OpenCL);
    }
    EXPECT_EQ(partial.points.size(), 1u);
}

TEST(RunSweep, SinglePointWithoutRange)
{
    const Lesson* lesson = findLesson("global.stride");
    ASSERT_NE(lesson, nullptr);
    SweepRequest request;
    request.lesson = lesson;
    request.fixed = makeParams(lesson->params(), {"size=1M", "stride=2"});
    request.options = quickOptions();
    const SweepOutcome out = runSweep(device(), request, nullptr, nullptr);
    ASSERT_EQ(out.points.size(), 1u);
    const PointResult& p = out.points[0];
    EXPECT_EQ(p.sweptValue, "");
    EXPECT_TRUE(p.validation.passed) << p.validation.firstMismatch;
    EXPECT_GT(p.validation.checked, 0u);
    EXPECT_GT(p.bytesRead, 0u);
    EXPECT_GE(p.timing.reps, request.options.minReps);
    EXPECT_GT(p.ebGBs, 0);
    EXPECT_TRUE(p.launch.is_object());
}

TEST(RunSweep, DeviceLimitSkipsThePointButASinglePointFails)
{
    // A value the sweep parser accepted but the device refuses at prepare time (e.g. wg above the kernel's
    // CL_KERNEL_WORK_GROUP_SIZE) skips that point of a sweep; the same refusal for a single run is an error.
    FakeLesson lesson;
    SweepRequest request;
    request.lesson = &lesson;
    request.fixed = makeParams(lesson.params(), {});
    request.range = parseSweep(lesson.params(), "mode=good,invalid");
    request.options = quickOptions();
    const SweepOutcome out = runSweep(device(), request, nullptr, {});
    ASSERT_EQ(out.points.size(), 2u);
    EXPECT_TRUE(out.points[0].validation.passed);
    EXPECT_EQ(out.points[1].skipped, "fake mode refused on purpose");

    request.range = parseSweep(lesson.params(), "mode=invalid");
    EXPECT_THROW(runSweep(device(), request, nullptr, {}), Error);
}
