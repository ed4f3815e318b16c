// SPDX-License-Identifier: GPL-3.0-or-later
// The streaming global lessons global.dtype, global.store, global.random and global.footprint on PoCL: every
// option validates against the host reference, bad values are refused before the device is touched, the
// traced addresses follow the pattern, and the models count what was worked out by hand (with the NVIDIA-like
// test profile: warps of 32, 32 B sectors, 128 B lines, so nothing depends on the host CPU).
#include "core/context.h"
#include "core/errors.h"
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/models.h"
#include "core/params.h"
#include "core/predict.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::gpuProfile;

namespace {

ParamSet paramsFor(const std::string& lessonId, const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow(lessonId);
    return applyParams(lesson.params(), lesson.defaults(&device()), assignments);
}

std::string label(const std::string& lessonId, const std::vector<std::string>& assignments)
{
    std::string out = lessonId;
    for (const auto& a : assignments)
        out += " " + a;
    return out;
}

// Prepares, poisons, launches and validates; returns the run for its byte counts.
std::unique_ptr<PreparedRun> expectValid(const std::string& lessonId,
                                         const std::vector<std::string>& assignments)
{
    SCOPED_TRACE(label(lessonId, assignments));
    std::unique_ptr<PreparedRun> run =
        lessonOrThrow(lessonId).prepare(device(), paramsFor(lessonId, assignments), PrepareOptions{});
    cl::CommandQueue& q = device().queue();
    run->poison(q);
    run->launch(q).wait();
    const Validation v = run->validate(q);
    EXPECT_TRUE(v.passed) << v.firstMismatch << " (" << v.mismatches << " of " << v.checked << ")";
    EXPECT_GT(v.checked, 0u);
    return run;
}

// A run that was poisoned but never launched must fail validation.
void expectPoisonFails(const std::string& lessonId, const std::vector<std::string>& assignments)
{
    SCOPED_TRACE(label(lessonId, assignments));
    std::unique_ptr<PreparedRun> run =
        lessonOrThrow(lessonId).prepare(device(), paramsFor(lessonId, assignments), PrepareOptions{});
    cl::CommandQueue& q = device().queue();
    run->poison(q);
    const Validation v = run->validate(q);
    EXPECT_FALSE(v.passed);
    EXPECT_GT(v.mismatches, 0u);
    EXPECT_FALSE(v.firstMismatch.empty());
}

template <class F>
void expectError(ErrorKind kind, const std::string& needle, F&& f)
{
    try {
        f();
        ADD_FAILURE() << "no error thrown; expected one mentioning '" << needle << "'";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), kind) << e.what();
        EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
    }
}

// The model of the host trace (no device needed), about global memory.
ModelSummary modelOf(const std::string& lessonId, const std::vector<std::string>& assignments,
                     uint32_t groups = 1)
{
    const Lesson& lesson = lessonOrThrow(lessonId);
    return hostModel(lesson, applyParams(lesson.params(), lesson.defaults(nullptr), assignments), gpuProfile(),
                     groups);
}

// The global requests of one kind.
std::vector<const Request*> requestsOf(const ModelSummary& s, AccessKind kind)
{
    std::vector<const Request*> out;
    for (const auto& r : s.requests)
        if (r.space == Space::Global && r.kind == kind)
            out.push_back(&r);
    return out;
}

} // namespace

// --- global.dtype ----------------------------------------------------------------------------------------

TEST(GlobalDtype, EveryTypeValidatesOrIsSkippedWithAReason)
{
    const std::vector<std::string> small = {"elements=65536"};
    for (const std::string type :
         {"uchar", "ushort", "half", "uint", "float", "ulong", "double", "uchar4", "uchar16"}) {
        std::vector<std::string> a = small;
        a.push_back("type=" + type);
        const bool half = type == "half" && !device().supportsHalf();
        const bool fp64 = type == "double" && !device().supportsDouble();
        if (half || fp64) {
            expectError(ErrorKind::Unsupported, half ? "cl_khr_fp16" : "cl_khr_fp64",
                        [&] { expectValid("global.dtype", a); });
            continue;
        }
        expectValid("global.dtype", a);
    }
    expectPoisonFails("global.dtype", {"elements=65536", "type=uchar16"});
}

TEST(GlobalDtype, EqualElementCountAndPackedEqualBytes)
{
    // 65536 elements, 4 steps: every type reads all of them; packed uchar reads the same bytes as scalar uchar.
    const auto uchar = expectValid("global.dtype", {"elements=65536", "type=uchar"});
    const auto packed = expectValid("global.dtype", {"elements=65536", "type=uchar16"});
    const auto ulong = expectValid("global.dtype", {"elements=65536", "type=ulong"});
    EXPECT_EQ(uchar->bytesRead(), 65536u);
    EXPECT_EQ(packed->bytesRead(), 65536u);
    EXPECT_EQ(ulong->bytesRead(), 65536u * 8);
    EXPECT_EQ(packed->launchInfo().at("global_size").get<uint64_t>() * 16,
              uchar->launchInfo().at("global_size").get<uint64_t>());
}

TEST(GlobalDtype, RequestBytesAndSectorsPerType)
{
    // Hand-worked, 32 lanes per warp, 32 B sectors: bytes per read request = 32 x item bytes, sectors = that
    // / 32 (contiguous, aligned): uchar 32 B in 1 sector (seed 002's small loads); half 64 B in 2; double
    // 256 B in 8; packed uchar16 512 B in 16, i.e. 16 times the bytes of one uchar request per load.
    const std::vector<std::pair<std::string, uint32_t>> cases = {{"uchar", 1},  {"half", 2},   {"float", 4},
                                                                 {"double", 8}, {"uchar4", 4}, {"uchar16", 16}};
    for (const auto& [type, itemBytes] : cases) {
        SCOPED_TRACE(type);
        const ModelSummary s = modelOf("global.dtype", {"type=" + type, "wg=64"});
        const auto reads = requestsOf(s, AccessKind::Read);
        ASSERT_EQ(reads.size(), 2u * 4u); // 2 warps x 4 steps
        for (const Request* r : reads) {
            EXPECT_EQ(r->bytesRequested, 32u * itemBytes);
            EXPECT_EQ(r->transactions, itemBytes);
            EXPECT_EQ(r->bytesMoved, 32u * itemBytes);
            EXPECT_EQ(r->lanes.front().byteOffset % (32u * itemBytes), 0u);
        }
        EXPECT_DOUBLE_EQ(s.efficiency, 1.0);
        EXPECT_EQ(requestsOf(s, AccessKind::Write).size(), 2u);
    }
}

TEST(GlobalDtype, BadValuesAreRefusedBeforeTheDevice)
{
    const Lesson& lesson = lessonOrThrow("global.dtype");
    EXPECT_THROW(applyParams(lesson.params(), lesson.defaults(nullptr), {"type=int3"}), Error);
    EXPECT_THROW(applyParams(lesson.params(), lesson.defaults(nullptr), {"elements=12"}), Error);
    // 4096 elements of uchar16 with wg=256 is one sixteenth of a work-group's four steps.
    expectError(ErrorKind::InvalidParameter, "too few", [&] {
        lesson.prepare(device(), paramsFor("global.dtype", {"type=uchar16", "elements=4096"}), {});
    });
    expectError(ErrorKind::InvalidParameter, "buffer limit", [&] {
        const uint64_t elements = device().bufferLimit() / 8 + 4096;
        lesson.prepare(device(),
                       paramsFor("global.dtype", {"type=ulong", "elements=" + std::to_string(elements)}), {});
    });
}
