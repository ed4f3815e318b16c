// SPDX-License-Identifier: GPL-3.0-or-later
// Host-generated traces (core/hosttrace.h) against the real kernels on PoCL: for every lesson and a spread of
// parameters the host trace equals the device trace record for record, and the models count the same.
// Without a device the host trace still gives the textbook pictures (local.stride stride 32: 32-way).
#include "core/context.h"
#include "core/devices.h"
#include "core/errors.h"
#include "core/geometry.h"
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/predict.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::gpuProfile;

namespace {

std::string ids(uint32_t x, uint32_t y, uint32_t z)
{
    return std::to_string(x) + "," + std::to_string(y) + "," + std::to_string(z);
}

std::string text(const TraceRecord& r)
{
    return "gid " + ids(r.globalId, r.globalIdY, r.globalIdZ) + " lid " +
           ids(r.localId, r.localIdY, r.localIdZ) + " group " + ids(r.groupId, r.groupIdY, r.groupIdZ) +
           " step " + std::to_string(r.step) + " " + spaceName(r.space) + " buf " + std::to_string(r.buffer) +
           " " + accessKindName(r.kind) + " " + atomicOpName(r.op) + " @" + std::to_string(r.byteOffset) +
           " +" + std::to_string(r.size) + " line " + std::to_string(r.line);
}

// Every field but the source line: host traces carry line 0 (core/trace.h).
bool same(const TraceRecord& a, const TraceRecord& b)
{
    return a.globalId == b.globalId && a.globalIdY == b.globalIdY && a.globalIdZ == b.globalIdZ &&
           a.localId == b.localId && a.localIdY == b.localIdY && a.localIdZ == b.localIdZ &&
           a.groupId == b.groupId && a.groupIdY == b.groupIdY && a.groupIdZ == b.groupIdZ && a.step == b.step &&
           a.space == b.space && a.buffer == b.buffer && a.kind == b.kind && a.op == b.op &&
           a.byteOffset == b.byteOffset && a.size == b.size;
}

// Traces on PoCL and generates on the host; both must agree exactly, and so must the models.
void expectSameAsDevice(const std::string& lessonId, const std::vector<std::string>& assignments,
                        uint32_t groups = 2)
{
    std::string label = lessonId + " groups=" + std::to_string(groups);
    for (const auto& a : assignments)
        label += " " + a;
    SCOPED_TRACE(label);
    const Lesson& lesson = lessonOrThrow(lessonId);
    const ParamSet params = applyParams(lesson.params(), lesson.defaults(&device()), assignments);
    const GeometryProfile profile = gpuProfile();
    const TracedConfiguration real = traceConfiguration(device(), lesson, params, profile, groups);
    ASSERT_TRUE(real.validation.passed) << real.validation.firstMismatch;
    const Trace host = hostTrace(lesson, params, device().profile(), groups);

    EXPECT_EQ(host.bufferNames, real.trace.bufferNames);
    EXPECT_EQ(host.workGroupSize, real.trace.workGroupSize);
    EXPECT_EQ(host.groups, real.trace.groups);
    ASSERT_EQ(host.records.size(), real.trace.records.size());
    for (size_t i = 0; i < host.records.size(); ++i) {
        ASSERT_TRUE(same(host.records[i], real.trace.records[i]))
            << "record " << i << ": host " << text(host.records[i]) << ", device "
            << text(real.trace.records[i]);
        ASSERT_EQ(host.records[i].line, 0u);
        ASSERT_GT(real.trace.records[i].line, 0u) << "record " << i << ": " << text(real.trace.records[i]);
    }

    const ModelSummary modelled = analyseTrace(host, profile, lesson.info().space);
    EXPECT_EQ(summaryToJson(modelled, profile).dump(), summaryToJson(real.summary, profile).dump());
    ASSERT_EQ(modelled.requests.size(), real.summary.requests.size());
    for (size_t i = 0; i < modelled.requests.size(); ++i) {
        const Request& h = modelled.requests[i];
        const Request& d = real.summary.requests[i];
        ASSERT_EQ(h.transactions, d.transactions) << "request " << i;
        ASSERT_EQ(h.conflictDegree, d.conflictDegree) << "request " << i;
        ASSERT_EQ(h.distinctAddresses, d.distinctAddresses) << "request " << i;
        ASSERT_EQ(h.bytesMoved, d.bytesMoved) << "request " << i;
    }
}

} // namespace

TEST(HostTrace, EveryTraceableLessonMatchesItsKernel)
{
    // The registry, not a list: a new lesson is checked with its defaults and its own trace size.
    for (const Lesson* lesson : allLessons())
        if (lesson->info().traceable)
            expectSameAsDevice(lesson->info().id, {}, lesson->info().traceGroups);
}

TEST(HostTrace, GlobalLessonsMatchTheKernel)
{
    for (const char* stride : {"1", "3", "32", "100"})
        expectSameAsDevice("global.stride",
                           {std::string("stride=") + stride, "type=float", "wg=64", "size=1M"});
    expectSameAsDevice("global.stride", {"stride=2", "type=uchar", "vector=4", "wg=128", "size=1M"});
    expectSameAsDevice("global.stride", {"stride=5", "type=double", "vector=2", "wg=32", "size=1M"}, 3);
    for (const char* offset : {"0", "5", "33"})
        expectSameAsDevice("global.offset",
                           {std::string("offset=") + offset, "type=ushort", "wg=64", "size=1M"});
    expectSameAsDevice("global.vector", {"vector=16", "type=ulong", "wg=64", "size=4M"});
    expectSameAsDevice("global.vector", {"vector=2", "type=float", "wg=256", "size=1M"}, 1);
}

TEST(HostTrace, LocalLessonsMatchTheKernel)
{
    for (const char* stride : {"1", "2", "32", "33", "128"})
        expectSameAsDevice("local.stride", {std::string("stride=") + stride, "wg=64"});
    expectSameAsDevice("local.stride", {"stride=7", "wg=256"}, 3);
    for (const char* pad : {"0", "1", "17", "64"})
        expectSameAsDevice("local.padding", {std::string("pad=") + pad, "wg=64"});
    expectSameAsDevice("local.padding", {"pad=3", "wg=100"});
    expectSameAsDevice("local.broadcast", {"wg=32"});
    expectSameAsDevice("local.broadcast", {"wg=256"}, 1);
}

TEST(HostTrace, ConstantLessonMatchesTheKernel)
{
    for (const char* mode : {"uniform", "divergent", "random"})
        for (const char* space : {"constant", "global"})
            expectSameAsDevice("constant.index",
                               {std::string("mode=") + mode, std::string("space=") + space, "wg=64"});
    expectSameAsDevice("constant.index", {"mode=random", "space=constant", "wg=96"}, 3);
}

TEST(HostTrace, TextbookPicturesWithoutADevice)
{
    const Lesson& lesson = lessonOrThrow("local.stride");
    const GeometryProfile gpu = defaultProfile();
    for (int64_t stride : {1, 2, 32, 33}) {
        const ParamSet params = makeParams(lesson.params(), {"stride=" + std::to_string(stride), "wg=64"});
        const ModelSummary s = hostModel(lesson, params, gpu);
        const uint32_t expected = stride == 32 ? 32 : stride == 2 ? 2 : 1;
        EXPECT_EQ(s.maxConflictDegree, expected) << "stride " << stride;
        EXPECT_EQ(s.space, "local");
    }
    // global.stride with the generic defaults (16 MiB): stride 1 is fully coalesced, stride 8 one sector per
    // lane.
    const Lesson& global = lessonOrThrow("global.stride");
    const ModelSummary one = hostModel(global, makeParams(global.params(), {"stride=1"}), gpu);
    EXPECT_DOUBLE_EQ(one.efficiency, 1.0);
    const ModelSummary eight = hostModel(global, makeParams(global.params(), {"stride=8"}), gpu);
    EXPECT_NEAR(eight.efficiency, (4 * 128.0 + 128.0) / (4 * 32 * 32.0 + 128.0), 1e-12);
    // local.padding's tile follows the profile's banks: 16 banks, pad 0 is a 16-way conflict.
    GeometryProfile sixteen = gpu;
    applyOverrides(sixteen, "banks=16,conflict_group=16");
    const Lesson& padding = lessonOrThrow("local.padding");
    EXPECT_EQ(hostModel(padding, makeParams(padding.params(), {"pad=0"}), sixteen).maxConflictDegree, 16u);
    EXPECT_EQ(hostModel(padding, makeParams(padding.params(), {"pad=1"}), sixteen).maxConflictDegree, 1u);
}

TEST(HostTrace, BadInputIsRefused)
{
    const Lesson& lesson = lessonOrThrow("local.stride");
    const ParamSet params = makeParams(lesson.params(), {});
    const GeometryProfile gpu = defaultProfile();
    for (uint32_t groups : {0u, kMaxHostTraceGroups + 1}) {
        try {
            hostTrace(lesson, params, gpu, groups);
            FAIL() << "groups " << groups << " accepted";
        } catch (const Error& e) {
            EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter);
            EXPECT_NE(std::string(e.what()).find("groups=" + std::to_string(groups)), std::string::npos)
                << e.what();
        }
    }
    ParamSet bad = params;
    bad.setRaw("stride", "0");
    EXPECT_THROW(hostTrace(lesson, bad, gpu), Error);
    EXPECT_THROW(hostTrace(lesson, ParamSet(), gpu), Error);
    const Lesson& global = lessonOrThrow("global.stride");
    try {
        hostTrace(global, makeParams(global.params(), {"stride=4096", "size=4K"}), gpu);
        FAIL() << "a 4 KiB buffer for stride 4096 was accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter);
        EXPECT_NE(std::string(e.what()).find("too small"), std::string::npos) << e.what();
    }
}
