// SPDX-License-Identifier: GPL-3.0-or-later
// The lessons on PoCL: the registry's properties for every registered lesson, then each option value prepared,
// poisoned, launched and validated against the host reference; failing validation when the kernel did not run;
// invalid parameters refused before allocation; traced addresses equal the lessons' pattern formulas, and the
// traced output still validates. Through coalesce-cli: a bad value of every parameter the lessons of issues 9
// and 10 added exits 2 with one line naming it, before anything is measured or written.
#include "core/context.h"
#include "core/devices.h"
#include "core/errors.h"
#include "core/lesson.h"
#include "core/lessons/common.h"
#include "core/lessons/lessons.h"
#include "core/params.h"

#include "tests/core/clifixture.h"
#include "tests/core/lessontesting.h"
#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::expectErrorKind;
using coalesce::test::gpuProfile;
using coalesce::test::lessonParams;

namespace {

std::unique_ptr<PreparedRun> prepareRun(const std::string& lessonId,
                                        const std::vector<std::string>& assignments,
                                        PrepareOptions options = {})
{
    return lessonOrThrow(lessonId).prepare(device(), lessonParams(lessonId, assignments), options);
}

Validation launchAndValidate(PreparedRun& run)
{
    cl::CommandQueue& q = device().queue();
    run.poison(q);
    run.launch(q).wait();
    return run.validate(q);
}

void expectValid(const std::string& lessonId, const std::vector<std::string>& assignments)
{
    std::string label = lessonId;
    for (const std::string& a : assignments)
        label += " " + a;
    SCOPED_TRACE(label);
    std::unique_ptr<PreparedRun> run = prepareRun(lessonId, assignments);
    const Validation v = launchAndValidate(*run);
    EXPECT_TRUE(v.passed) << v.firstMismatch << " (" << v.mismatches << " of " << v.checked << ")";
    EXPECT_GT(v.checked, 0u);
    EXPECT_EQ(v.mismatches, 0u);
    EXPECT_GE(run->bytesRead(), 0u); // a write-only lesson (global.store) reads nothing
    EXPECT_GT(run->bytesWritten(), 0u);
}

} // namespace

TEST(LessonRegistryTest, EveryRegisteredLessonInMenuOrder)
{
    // The registry is generated from the lesson files: every lesson once, grouped by space in menu order.
    const auto& lessons = allLessons();
    ASSERT_FALSE(lessons.empty());
    EXPECT_EQ(lessons.size(), registeredLessons().size());
    std::set<std::string> ids;
    const std::vector<std::string> order = {"global", "local", "constant"};
    size_t rank = 0;
    for (const Lesson* lesson : lessons) {
        const LessonInfo& info = lesson->info();
        EXPECT_TRUE(ids.insert(info.id).second) << "twice: " << info.id;
        EXPECT_EQ(findLesson(info.id), lesson);
        // A memory lesson is named by its space; an algorithm lesson (scan.padding) by its algorithm.
        const std::string family = info.id.substr(0, info.id.find('.'));
        if (std::find(order.begin(), order.end(), family) != order.end()) {
            EXPECT_EQ(family, info.space) << info.id << " is not named by its space";
        }
        // Lessons of other spaces (atomics, histogram, ...) come after the three memory spaces.
        const auto at = std::find(order.begin(), order.end(), info.space);
        EXPECT_FALSE(info.space.empty()) << info.id;
        EXPECT_GE(size_t(at - order.begin()), rank) << info.id << " is out of menu order";
        rank = size_t(at - order.begin());
    }
    // The first lesson the GUI opens, whatever the file name of a lesson added later (core/lesson.cpp).
    EXPECT_EQ(lessons.front()->info().id, "global.stride");
    EXPECT_EQ(lessons.front()->info().space, "global");
    EXPECT_EQ(findLesson("local.nothing"), nullptr);
    expectErrorKind(ErrorKind::InvalidParameter, lessons.back()->info().id,
                    [] { lessonOrThrow("global.strid"); });
}

TEST(LessonRegistryTest, EveryLessonDeclaresHowItIsTracedTimedAndChecked)
{
    for (const Lesson* lesson : allLessons()) {
        const LessonInfo& info = lesson->info();
        SCOPED_TRACE(info.id);
        EXPECT_FALSE(info.texts().empty());
        EXPECT_FALSE(info.seeds.empty());
        EXPECT_GE(info.traceGroups, 1u);
        EXPECT_STRNE(timingMethodName(info.timing), "?");
        EXPECT_STRNE(validationMethodName(info.validation), "?");
    }
    EXPECT_STREQ(validationMethodName(ValidationMethod::NotChecked), "not checked");
    EXPECT_STREQ(timingMethodName(TimingMethod::HostWall), "host wall time");
}

TEST(LessonRegistryTest, EveryLessonValidatesWithItsDefaults)
{
    for (const Lesson* lesson : allLessons()) {
        if (lesson->info().validation != ValidationMethod::HostReference)
            continue;
        expectValid(lesson->info().id, {});
    }
}

TEST(LessonRegistryTest, DefaultsAndSweepsAreValid)
{
    for (const Lesson* lesson : allLessons()) {
        SCOPED_TRACE(lesson->info().id);
        const std::vector<ParamSpec> specs = lesson->params();
        const ParamSet generic = lesson->defaults(nullptr);
        EXPECT_EQ(generic, makeParams(specs, {}));
        const ParamSet onDevice = lesson->defaults(&device());
        for (const ParamSpec& spec : specs)
            EXPECT_TRUE(onDevice.has(spec.name)) << spec.name;
        const SweepRange sweep = parseSweep(specs, lesson->defaultSweep());
        EXPECT_GE(sweep.values.size(), 3u);
        EXPECT_FALSE(lesson->info().title.empty());
        EXPECT_FALSE(lesson->info().summary.empty());
    }
    // A CPU device gets a small buffer.
    EXPECT_EQ(lessonOrThrow("global.stride").defaults(&device()).integer("size"), int64_t(16) << 20);
    EXPECT_EQ(findLesson("local.padding")->info().space, "local");
}

// --- Every option value runs and validates ---------------------------------------------------------------

TEST(GlobalLessonsTest, EveryTypeValidates)
{
    for (const char* type : {"uchar", "ushort", "uint", "float", "ulong", "double"}) {
        if (std::string(type) == "double" && !device().supportsDouble())
            continue;
        expectValid("global.stride", {std::string("type=") + type, "stride=3", "size=1M", "wg=64"});
    }
}

TEST(GlobalLessonsTest, EveryVectorValidates)
{
    for (const char* vec : {"1", "2", "4", "8", "16"})
        expectValid("global.stride",
                    {std::string("vector=") + vec, "type=uint", "stride=2", "size=2M", "wg=32"});
    expectValid("global.stride", {"vector=16", "type=uchar", "stride=5", "size=1M", "wg=16"});
    if (device().supportsDouble())
        expectValid("global.stride", {"vector=16", "type=double", "stride=1", "size=2M", "wg=32"});
}

TEST(GlobalLessonsTest, StridesValidate)
{
    for (const char* stride : {"1", "2", "7", "32", "64", "4096"})
        expectValid("global.stride", {std::string("stride=") + stride, "type=float", "size=4M", "wg=16"});
}

TEST(GlobalLessonsTest, OffsetsValidate)
{
    for (const char* offset : {"0", "1", "3", "17", "4096"})
        expectValid("global.offset", {std::string("offset=") + offset, "type=float", "size=1M", "wg=64"});
    expectValid("global.offset", {"offset=5", "type=uchar", "size=1M", "wg=128"});
    expectValid("global.offset", {"offset=3", "type=ushort", "size=1M", "wg=128"});
    if (device().supportsDouble())
        expectValid("global.offset", {"offset=7", "type=double", "size=1M", "wg=64"});
}

TEST(GlobalLessonsTest, VectorLessonMovesEqualBytes)
{
    uint64_t first = 0;
    for (const char* vec : {"1", "2", "4", "8", "16"}) {
        std::unique_ptr<PreparedRun> run =
            prepareRun("global.vector", {std::string("vector=") + vec, "type=float", "size=2M", "wg=32"});
        const Validation v = launchAndValidate(*run);
        EXPECT_TRUE(v.passed) << vec << ": " << v.firstMismatch;
        if (first == 0)
            first = run->bytesRead();
        EXPECT_EQ(run->bytesRead(), first) << "vector=" << vec;
        EXPECT_EQ(run->bytesRead(), run->launchInfo()["steps"].get<uint64_t>() * run->bytesWritten());
    }
    EXPECT_EQ(first, uint64_t(2) << 20); // the whole buffer, read once
}

TEST(LocalLessonsTest, StridesValidate)
{
    for (const char* stride : {"1", "2", "7", "32", "33", "64", "128"})
        expectValid("local.stride", {std::string("stride=") + stride, "wg=128"});
    expectValid("local.stride", {"stride=3", "wg=100"}); // a work-group size that does not divide the fill
    expectValid("local.stride", {"stride=1", "wg=1"});
}

TEST(LocalLessonsTest, PaddingsValidate)
{
    for (const char* pad : {"0", "1", "2", "5", "32", "64"})
        expectValid("local.padding", {std::string("pad=") + pad, "wg=128"});
    expectValid("local.padding", {"pad=1", "wg=48"});
}

TEST(LocalLessonsTest, BroadcastValidates)
{
    for (const char* wg : {"1", "32", "256", "1000"})
        expectValid("local.broadcast", {std::string("wg=") + wg});
}

TEST(ConstantLessonTest, EveryModeAndSpaceValidates)
{
    for (const char* mode : {"uniform", "divergent", "random"})
        for (const char* space : {"constant", "global"})
            expectValid("constant.index",
                        {std::string("mode=") + mode, std::string("space=") + space, "wg=64"});
}

// --- Validation fails when it must ------------------------------------------------------------------------

TEST(LessonValidationTest, PoisonWithoutLaunchFails)
{
    for (const std::string id : {"global.stride", "local.stride", "constant.index"}) {
        SCOPED_TRACE(id);
        std::unique_ptr<PreparedRun> run = prepareRun(
            id, id == "global.stride" ? std::vector<std::string>{"size=1M"} : std::vector<std::string>{});
        cl::CommandQueue& q = device().queue();
        run->launch(q).wait();
        EXPECT_TRUE(run->validate(q).passed);
        run->poison(q);
        const Validation v = run->validate(q);
        EXPECT_FALSE(v.passed);
        EXPECT_EQ(v.mismatches, v.checked);
        EXPECT_EQ(v.firstMismatch.rfind("out[0] = 0xa5", 0), 0u) << v.firstMismatch;
        EXPECT_NE(v.firstMismatch.find("expected 0x"), std::string::npos) << v.firstMismatch;
    }
}

TEST(LessonValidationTest, MismatchNamesTheComponent)
{
    std::vector<uint8_t> expected(64);
    std::iota(expected.begin(), expected.end(), uint8_t(1));
    std::vector<uint8_t> got = expected;
    got[2 * 16 + 3 * 4 + 1] ^= 0x40; // item 2, component 3 of a uint4
    got[3 * 16] ^= 1;
    const Validation v = compareItems(got.data(), expected.data(), 4, 4, 4);
    EXPECT_FALSE(v.passed);
    EXPECT_EQ(v.checked, 4u);
    EXPECT_EQ(v.mismatches, 2u);
    EXPECT_EQ(v.firstMismatch, "out[2].s3 = 0x302f6e2d expected 0x302f2e2d");
    EXPECT_TRUE(compareItems(expected.data(), expected.data(), 16, 4, 1).passed);
}

// --- Invalid parameters -----------------------------------------------------------------------------------

TEST(LessonParamsTest, SizeAboveTheBufferLimitIsRefused)
{
    const uint64_t limit = device().bufferLimit();
    const std::string size = "size=" + std::to_string((limit / (1 << 20) + 1) << 20);
    expectErrorKind(ErrorKind::InvalidParameter, bytesText(limit),
                    [&] { prepareRun("global.stride", {size}); });
    expectErrorKind(ErrorKind::InvalidParameter, "buffer limit", [&] { prepareRun("global.offset", {size}); });
}

TEST(LessonParamsTest, SizeTooSmallForThePatternIsRefused)
{
    expectErrorKind(ErrorKind::InvalidParameter, "too small", [] {
        prepareRun("global.stride", {"stride=4096", "type=ulong", "vector=16", "size=1M"});
    });
}

TEST(LessonParamsTest, BadValuesAreRefusedBeforeTheDevice)
{
    expectErrorKind(ErrorKind::InvalidParameter, "stride", [] { lessonParams("global.stride", {"stride=0"}); });
    expectErrorKind(ErrorKind::InvalidParameter, "stride", [] { lessonParams("local.stride", {"stride=0"}); });
    expectErrorKind(ErrorKind::InvalidParameter, "vector", [] { lessonParams("global.stride", {"vector=3"}); });
    expectErrorKind(ErrorKind::InvalidParameter, "type", [] { lessonParams("global.stride", {"type=half"}); });
    expectErrorKind(ErrorKind::InvalidParameter, "mode",
                    [] { lessonParams("constant.index", {"mode=sometimes"}); });
    expectErrorKind(ErrorKind::InvalidParameter, "pad", [] { lessonParams("local.padding", {"pad=-1"}); });
}

TEST(LessonParamsTest, WorkGroupAboveTheKernelLimitIsRefused)
{
    std::unique_ptr<PreparedRun> run = prepareRun("global.stride", {"size=1M"});
    cl::Kernel kernel = buildKernel(device(), "global_read.cl", "strided_read",
                                    run->launchInfo()["build_options"].get<std::string>(), false);
    const size_t limit = kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(device().device());
    // Without a compiler report (PoCL) the limit is the driver's, unchanged.
    const WorkGroupLimit enforced = device().kernelWorkGroupLimit(kernel);
    EXPECT_EQ(enforced.limit, limit);
    EXPECT_EQ(enforced.reported, limit);
    EXPECT_FALSE(enforced.byRegisters);
    expectErrorKind(ErrorKind::InvalidParameter, "CL_KERNEL_WORK_GROUP_SIZE",
                    [&] { checkKernelWorkGroup(device(), kernel, "strided_read", limit + 1); });
    expectErrorKind(ErrorKind::InvalidParameter, std::to_string(limit),
                    [&] { checkKernelWorkGroup(device(), kernel, "strided_read", limit + 1); });
    checkKernelWorkGroup(device(), kernel, "strided_read", limit);
    expectErrorKind(ErrorKind::InvalidParameter, "CL_DEVICE_MAX_WORK_GROUP_SIZE",
                    [&] { checkDeviceWorkGroup(device(), device().maxWorkGroupSize() + 1); });
}

TEST(LessonParamsTest, ReadTraceWithoutTraceModeIsUnsupported)
{
    std::unique_ptr<PreparedRun> run = prepareRun("local.broadcast", {});
    expectErrorKind(ErrorKind::Unsupported, "trace", [&] { run->readTrace(device().queue()); });
}

// --- Traces: the recorded addresses are the lesson's pattern ---------------------------------------------

namespace {

struct Traced {
    std::unique_ptr<PreparedRun> run;
    Trace trace;
};

Traced traceRun(const std::string& lessonId, const std::vector<std::string>& assignments, uint32_t groups = 2)
{
    PrepareOptions options;
    options.trace = true;
    options.traceGroups = groups;
    Traced t;
    t.run = prepareRun(lessonId, assignments, options);
    const Validation v = launchAndValidate(*t.run);
    EXPECT_TRUE(v.passed) << lessonId << " traced output: " << v.firstMismatch;
    t.trace = t.run->readTrace(device().queue());
    EXPECT_EQ(t.trace.groups, groups);
    EXPECT_EQ(t.trace.baseAddrAlign, device().baseAddrAlignBytes());
    EXPECT_TRUE(std::is_sorted(
        t.trace.records.begin(), t.trace.records.end(), [](const TraceRecord& a, const TraceRecord& b) {
            return std::tie(a.groupId, a.step, a.localId) < std::tie(b.groupId, b.step, b.localId);
        }));
    return t;
}

// Checks every record of one space/buffer against formula(group, lid, step) -> byte offset, and that every
// (work-item, step) in `steps` appears exactly once.
template <class F>
void expectPattern(const Trace& trace, Space space, uint8_t buffer, AccessKind kind, uint32_t firstStep,
                   uint32_t steps, uint32_t size, F&& formula)
{
    std::map<std::tuple<uint32_t, uint32_t, uint32_t>, int> seen;
    for (const TraceRecord& r : trace.records) {
        if (r.space != space || r.buffer != buffer || r.kind != kind || r.step < firstStep ||
            r.step >= firstStep + steps)
            continue;
        EXPECT_EQ(r.globalId, r.groupId * trace.workGroupSize + r.localId);
        EXPECT_EQ(r.size, size);
        ASSERT_EQ(r.byteOffset, formula(r.groupId, r.localId, r.step - firstStep))
            << "group " << r.groupId << " lid " << r.localId << " step " << r.step;
        ++seen[{r.groupId, r.localId, r.step}];
    }
    EXPECT_EQ(seen.size(), size_t(trace.groups) * trace.workGroupSize * steps);
    for (const auto& entry : seen)
        EXPECT_EQ(entry.second, 1);
}

} // namespace

TEST(LessonTraceTest, GlobalStrideAddresses)
{
    for (const auto& [type, vec, elem, stride] : std::vector<std::tuple<std::string, int, int, uint64_t>>{
             {"float", 4, 4, 3}, {"uchar", 1, 1, 1}, {"ushort", 2, 2, 64}}) {
        SCOPED_TRACE(type + std::to_string(vec) + " stride " + std::to_string(stride));
        const uint64_t size = 1 << 20;
        const uint64_t wg = 32;
        const uint64_t item = uint64_t(elem) * vec;
        Traced t = traceRun("global.stride", {"type=" + type, "vector=" + std::to_string(vec),
                                              "stride=" + std::to_string(stride), "size=1M", "wg=32"});
        const uint32_t steps = t.run->launchInfo()["steps"].get<uint32_t>();
        const uint64_t n = size / item / (steps * stride) / wg * wg; // the timed launch's global size
        const uint64_t pitch = n * stride;
        EXPECT_EQ(t.run->launchInfo()["pitch_items"].get<uint64_t>(), pitch);
        EXPECT_EQ(t.trace.workGroupSize, wg);
        EXPECT_EQ(t.trace.records.size(), 2 * wg * (steps + 1));
        EXPECT_EQ(t.trace.bufferNames, (std::vector<std::string>{"in", "out"}));
        expectPattern(
            t.trace, Space::Global, 0, AccessKind::Read, 0, steps, uint32_t(item),
            [&](uint64_t g, uint64_t lid, uint64_t s) { return (s * pitch + (g * wg + lid) * stride) * item; });
        expectPattern(t.trace, Space::Global, 1, AccessKind::Write, steps, 1, uint32_t(item),
                      [&](uint64_t g, uint64_t lid, uint64_t) { return (g * wg + lid) * item; });
    }
}

TEST(LessonTraceTest, GlobalOffsetAddresses)
{
    Traced t = traceRun("global.offset", {"offset=17", "type=float", "size=1M", "wg=64"}, 3);
    const uint32_t steps = t.run->launchInfo()["steps"].get<uint32_t>();
    const uint64_t n = (1 << 20) / 4;
    const uint64_t nItems = (n - 17) / steps / 64 * 64;
    expectPattern(t.trace, Space::Global, 0, AccessKind::Read, 0, steps, 4,
                  [&](uint64_t g, uint64_t lid, uint64_t s) { return (s * nItems + g * 64 + lid + 17) * 4; });
    // The first request of seed 001's kind: 16 work-items starting at element 17 = byte 0x44.
    EXPECT_EQ(t.trace.records.front().byteOffset, 17u * 4);
}

TEST(LessonTraceTest, LocalStrideAddresses)
{
    for (uint64_t stride : {1, 2, 33, 64}) {
        SCOPED_TRACE("stride " + std::to_string(stride));
        const uint64_t wg = 64;
        Traced t = traceRun("local.stride", {"stride=" + std::to_string(stride), "wg=64"});
        const uint64_t words = t.run->launchInfo()["window_words"].get<uint64_t>();
        ASSERT_EQ(words, 4096u);
        const uint64_t total = words + 32;
        const uint32_t fill = uint32_t((total + wg - 1) / wg);
        const uint32_t iters = t.run->launchInfo()["loop_steps"].get<uint32_t>();
        EXPECT_EQ(t.trace.bufferNames.at(2), "lds");
        expectPattern(t.trace, Space::Local, 2, AccessKind::Read, fill, iters, 4,
                      [&](uint64_t, uint64_t lid, uint64_t s) {
                          return (((lid * stride + (s & ~uint64_t(31))) & (words - 1)) + (s & 31)) * 4;
                      });
        // Step `fill` is the lesson's picture: lane i at word i*stride (within the window).
        for (const TraceRecord& r : t.trace.records)
            if (r.space == Space::Local && r.kind == AccessKind::Read && r.step == fill) {
                EXPECT_EQ(r.byteOffset, ((r.localId * stride) & (words - 1)) * 4);
            }
        // The fill: each group's slice of `in`, copied word for word.
        uint64_t fillReads = 0;
        for (const TraceRecord& r : t.trace.records) {
            if (r.space == Space::Global && r.kind == AccessKind::Read) {
                ++fillReads;
                EXPECT_LT(r.step, fill);
                EXPECT_EQ(r.byteOffset, (r.groupId * total + r.localId + uint64_t(r.step) * wg) * 4);
            }
        }
        EXPECT_EQ(fillReads, 2 * total);
        expectPattern(t.trace, Space::Global, 1, AccessKind::Write, fill + iters, 1, 4,
                      [&](uint64_t g, uint64_t lid, uint64_t) { return (g * wg + lid) * 4; });
    }
}

TEST(LessonTraceTest, LocalPaddingAddresses)
{
    for (uint64_t pad : {0, 1, 4}) {
        SCOPED_TRACE("pad " + std::to_string(pad));
        const uint64_t wg = 64;
        Traced t = traceRun("local.padding", {"pad=" + std::to_string(pad), "wg=64"});
        const uint64_t w = t.run->launchInfo()["tile_width"].get<uint64_t>();
        const int64_t banks = device().profile().banks.value;
        EXPECT_EQ(w, uint64_t(banks > 0 ? banks : 32));
        const uint64_t pitch = w + pad;
        const uint32_t fill = uint32_t((w * pitch + wg - 1) / wg);
        const uint32_t iters = t.run->launchInfo()["loop_steps"].get<uint32_t>();
        EXPECT_EQ(iters % w, 0u);
        expectPattern(
            t.trace, Space::Local, 2, AccessKind::Read, fill, iters, 4,
            [&](uint64_t, uint64_t lid, uint64_t s) { return (((lid + s / w) % w) * pitch + s % w) * 4; });
        // At the first loop step lanes 0..w-1 read column 0: rows 0..w-1, pitch words apart.
        for (const TraceRecord& r : t.trace.records)
            if (r.space == Space::Local && r.kind == AccessKind::Read && r.step == fill && r.localId < w) {
                EXPECT_EQ(r.byteOffset, r.localId * pitch * 4);
            }
    }
}

TEST(LessonTraceTest, LocalBroadcastAddresses)
{
    const uint64_t wg = 128;
    Traced t = traceRun("local.broadcast", {"wg=128"});
    const uint32_t iters = t.run->launchInfo()["loop_steps"].get<uint32_t>();
    const uint32_t fill = uint32_t((iters + wg - 1) / wg);
    expectPattern(t.trace, Space::Local, 2, AccessKind::Read, fill, iters, 4,
                  [&](uint64_t, uint64_t, uint64_t s) { return s * 4; });
}

TEST(LessonTraceTest, ConstantIndexAddresses)
{
    const uint64_t wg = 64;
    for (const char* space : {"constant", "global"}) {
        SCOPED_TRACE(space);
        const Space expectedSpace = std::string(space) == "constant" ? Space::Constant : Space::Global;
        Traced uniform = traceRun("constant.index", {"mode=uniform", std::string("space=") + space, "wg=64"});
        const uint64_t words = uniform.run->launchInfo()["table_words"].get<uint64_t>();
        const uint32_t iters = uniform.run->launchInfo()["loop_steps"].get<uint32_t>();
        EXPECT_EQ(uniform.trace.bufferNames.at(0), "table");
        expectPattern(uniform.trace, expectedSpace, 0, AccessKind::Read, 0, iters, 4,
                      [&](uint64_t, uint64_t, uint64_t s) { return (s & (words - 1)) * 4; });
        Traced divergent =
            traceRun("constant.index", {"mode=divergent", std::string("space=") + space, "wg=64"});
        expectPattern(divergent.trace, expectedSpace, 0, AccessKind::Read, 0, iters, 4,
                      [&](uint64_t, uint64_t lid, uint64_t s) { return ((lid + s) & (words - 1)) * 4; });
        if (expectedSpace == Space::Global)
            continue; // the random formula is the same in both spaces: traced once (keeps the suite fast)
        Traced random = traceRun("constant.index", {"mode=random", std::string("space=") + space, "wg=64"});
        uint32_t log2 = 0;
        while ((uint64_t(1) << log2) < words)
            ++log2;
        expectPattern(random.trace, expectedSpace, 0, AccessKind::Read, 0, iters, 4,
                      [&](uint64_t g, uint64_t lid, uint64_t s) {
                          uint32_t h = (uint32_t((g % 64) * wg + lid) * 0x9E3779B9u) ^ 0x5EEDC0DEu;
                          for (uint64_t k = 0; k <= s; ++k)
                              h = h * 1664525u + 1013904223u;
                          return uint64_t(h >> (32 - log2)) * 4;
                      });
    }
}

// --- the lessons of issues 9 and 10 through coalesce-cli: bad values exit 2 -------------------------------

namespace {

class LessonCli : public coalesce::clitest::Cli {};

} // namespace

TEST_F(LessonCli, GlobalAndTransferLessonsRefuseBadValues)
{
    expectRefused("run global.dtype --set type=int8", 2, "\"int8\" for type");
    expectRefused("run global.store --set stride=0", 2, "\"0\" for stride");
    expectRefused("run global.random --set window=3", 2, "\"3\" for window");
    expectRefused("run global.channels --set pitch=6", 2, "pitch=6 is not a multiple of 4 bytes");
    expectRefused("run global.footprint --set footprint=12288", 2, "\"12288\" for footprint");
    expectRefused("run image.vs.buffer --set side=100", 2, "side=100 is not a multiple of 64");
    expectRefused("run transfer.zerocopy --set mode=dma", 2, "\"dma\" for mode");
}

TEST_F(LessonCli, AlgorithmLessonsRefuseBadValues)
{
    expectRefused("run scan.padding --set pad=3", 2, "\"3\" for pad");
    expectRefused("run matmul.order --set matrix=100", 2, "\"100\" for matrix");
    expectRefused("run matmul.order --set wg=48", 2, "wg 48 must divide matrix 256");
    expectRefused("run histogram.gpu3 --set centroids=0", 2, "\"0\" for centroids");
    expectRefused("run histogram.gpu4 --set descriptors=100", 2, "descriptors=100 is not a multiple of wg=64");
}

TEST_F(LessonCli, LocalAtomicAndPrivateLessonsRefuseBadValues)
{
    expectRefused("run atomics.contention --set bins=0", 2, "\"0\" for bins");
    expectRefused("run local.reuse --set reuse=17", 2, "\"17\" for reuse");
    expectRefused("run local.occupancy --set local_kib=64", 2, "\"64\" for local_kib");
    expectRefused("run private.spill --set words=48", 2, "\"48\" for words");
    expectRefused("run subgroup.shuffle --set width=12", 2, "\"12\" for width");
}
