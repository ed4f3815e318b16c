// SPDX-License-Identifier: GPL-3.0-or-later
// End to end on PoCL: every lesson traced on the real device for a spread of parameters. The traced addresses
// equal the lesson's pattern formula, the models' counts equal hand-computed values (with a GPU-like profile,
// so that they do not depend on the CPU's), the traced output still validates, and `coalesce-cli trace`
// prints the same models.
#include "core/context.h"
#include "core/devices.h"
#include "core/errors.h"
#include "core/geometry.h"
#include "core/lesson.h"
#include "core/predict.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <numeric>
#include <set>
#include <sstream>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::gpuProfile;

namespace {

TracedConfiguration trace(const std::string& lessonId, const std::vector<std::string>& assignments,
                          const GeometryProfile& profile = gpuProfile())
{
    const Lesson& lesson = lessonOrThrow(lessonId);
    const ParamSet params = applyParams(lesson.params(), lesson.defaults(&device()), assignments);
    TracedConfiguration t = traceConfiguration(device(), lesson, params, profile);
    EXPECT_TRUE(t.validation.passed) << lessonId
                                     << ": the traced output differs: " << t.validation.firstMismatch;
    EXPECT_GT(t.validation.checked, 0u);
    return t;
}

std::string label(const std::string& lessonId, const std::vector<std::string>& assignments)
{
    std::string out = lessonId;
    for (const auto& a : assignments)
        out += " " + a;
    return out;
}

uint64_t gcd(uint64_t a, uint64_t b)
{
    return std::gcd(a, b);
}

// Requests of the summary by (space, kind).
std::vector<const Request*> requestsOf(const ModelSummary& s, Space space, AccessKind kind)
{
    std::vector<const Request*> out;
    for (const auto& r : s.requests)
        if (r.space == space && r.kind == kind)
            out.push_back(&r);
    return out;
}

} // namespace

TEST(TraceLessons, GlobalStrideAddressesAndTransactions)
{
    for (uint64_t stride : {1, 2, 3, 8, 33}) {
        const std::vector<std::string> a = {"stride=" + std::to_string(stride), "type=float", "vector=1",
                                            "wg=64", "size=1M"};
        SCOPED_TRACE(label("global.stride", a));
        const auto t = trace("global.stride", a);
        const uint64_t pitch = t.launch.at("pitch_items").get<uint64_t>();
        const uint32_t steps = t.launch.at("steps").get<uint32_t>();
        ASSERT_EQ(t.trace.workGroupSize, 64u);
        ASSERT_EQ(t.trace.groups, 2u);
        ASSERT_EQ(t.trace.records.size(), 128u * (steps + 1));
        for (const auto& r : t.trace.records) {
            const uint64_t g = uint64_t(r.groupId) * 64 + r.localId;
            ASSERT_EQ(r.globalId, g);
            ASSERT_EQ(r.size, 4u);
            ASSERT_EQ(r.space, Space::Global);
            if (r.step < steps) { // in[s * pitch + g * stride]
                ASSERT_EQ(r.kind, AccessKind::Read);
                ASSERT_EQ(r.buffer, 0);
                ASSERT_EQ(r.byteOffset, 4 * (r.step * pitch + g * stride)) << "step " << r.step << " g " << g;
            } else { // out[g]
                ASSERT_EQ(r.step, steps);
                ASSERT_EQ(r.kind, AccessKind::Write);
                ASSERT_EQ(r.buffer, 1);
                ASSERT_EQ(r.byteOffset, 4 * g);
            }
        }
        // 32 lanes x 4 B at 4 * stride bytes apart, from a 32 B-aligned start: 4 * stride sectors up to stride
        // 8, then one sector per lane. The write of out[] is 4 sectors.
        const uint32_t expected = stride >= 8 ? 32 : uint32_t(4 * stride);
        const auto reads = requestsOf(t.summary, Space::Global, AccessKind::Read);
        ASSERT_EQ(reads.size(), 4u * steps); // 4 SIMD groups of 32
        for (const Request* r : reads) {
            EXPECT_EQ(r->lanes.size(), 32u);
            EXPECT_EQ(r->transactions, expected);
            EXPECT_EQ(r->bytesRequested, 128u);
            EXPECT_EQ(r->bytesMoved, 32u * expected);
        }
        for (const Request* r : requestsOf(t.summary, Space::Global, AccessKind::Write))
            EXPECT_EQ(r->transactions, 4u);
        const double requested = steps * 128.0 + 128.0;
        const double moved = steps * 32.0 * expected + 128.0;
        EXPECT_DOUBLE_EQ(t.summary.efficiency, requested / moved);
        EXPECT_DOUBLE_EQ(t.summary.transactionFactor, (steps * 4.0 + 4.0) / (steps * expected + 4.0));
        EXPECT_DOUBLE_EQ(t.summary.channelFactor, 1.0); // strides up to 64 floats spread over the channels
        EXPECT_EQ(t.summary.space, "global");
    }
}

TEST(TraceLessons, GlobalOffsetStraddlesOneMoreSegment)
{
    for (uint64_t offset : {0, 1, 7, 8, 9}) {
        const std::vector<std::string> a = {"offset=" + std::to_string(offset), "type=float", "wg=64",
                                            "size=1M"};
        SCOPED_TRACE(label("global.offset", a));
        const auto t = trace("global.offset", a);
        const uint64_t pitch = t.launch.at("pitch_items").get<uint64_t>();
        for (const auto& r : t.trace.records)
            if (r.kind == AccessKind::Read) {
                ASSERT_EQ(r.byteOffset, 4 * (r.step * pitch + r.globalId + offset));
            }
        // 128 B starting 4 * offset bytes past a sector boundary: 4 sectors when aligned, else 5.
        const uint32_t expected = (4 * offset) % 32 == 0 ? 4 : 5;
        for (const Request* r : requestsOf(t.summary, Space::Global, AccessKind::Read))
            EXPECT_EQ(r->transactions, expected);
    }
}

TEST(TraceLessons, GlobalVectorWidths)
{
    for (uint32_t vec : {1, 2, 4, 16}) {
        const std::vector<std::string> a = {"vector=" + std::to_string(vec), "type=float", "wg=64", "size=4M"};
        SCOPED_TRACE(label("global.vector", a));
        const auto t = trace("global.vector", a);
        const uint64_t pitch = t.launch.at("pitch_items").get<uint64_t>();
        for (const auto& r : t.trace.records) {
            ASSERT_EQ(r.size, 4 * vec);
            if (r.kind == AccessKind::Read) {
                ASSERT_EQ(r.byteOffset, 4ull * vec * (r.step * pitch + r.globalId));
            }
        }
        // 32 lanes x 4 * vec contiguous bytes: 4 * vec sectors, every byte used.
        for (const Request* r : requestsOf(t.summary, Space::Global, AccessKind::Read)) {
            EXPECT_EQ(r->transactions, 4 * vec);
            EXPECT_DOUBLE_EQ(r->efficiency, 1.0);
        }
        EXPECT_DOUBLE_EQ(t.summary.predictedRelative, 1.0);
    }
    // uchar: 32 lanes x 1 B fill one 32 B sector.
    const auto t = trace("global.vector", {"vector=1", "type=uchar", "wg=64", "size=1M"});
    for (const Request* r : requestsOf(t.summary, Space::Global, AccessKind::Read))
        EXPECT_EQ(r->transactions, 1u);
}

TEST(TraceLessons, LocalStrideConflictDegreeIsGcdWithTheBanks)
{
    for (uint64_t stride : {1, 2, 3, 16, 32, 33, 64}) {
        const std::vector<std::string> a = {"stride=" + std::to_string(stride), "wg=64"};
        SCOPED_TRACE(label("local.stride", a));
        const auto t = trace("local.stride", a);
        const uint64_t window = t.launch.at("window_words").get<uint64_t>();
        const uint32_t iters = t.launch.at("loop_steps").get<uint32_t>();
        const uint64_t total = window + 32;
        const uint32_t fill = uint32_t((total + 63) / 64);
        std::map<Space, size_t> counts;
        for (const auto& r : t.trace.records) {
            ++counts[r.space];
            if (r.space == Space::Local && r.kind == AccessKind::Write) { // fill: lds[lid + f * wg]
                ASSERT_LT(r.step, fill);
                ASSERT_EQ(r.byteOffset, 4 * (r.localId + uint64_t(r.step) * 64));
            } else if (r.space == Space::Local) { // loop step F + t
                ASSERT_GE(r.step, fill);
                const uint64_t s = r.step - fill;
                const uint64_t word = ((r.localId * stride + (s & ~uint64_t(31))) & (window - 1)) + (s & 31);
                ASSERT_EQ(r.byteOffset, 4 * word) << "lid " << r.localId << " loop step " << s;
            }
        }
        EXPECT_EQ(counts[Space::Local], 2 * total + 128u * iters); // the fill of 2 groups + the loop

        const uint32_t degree = uint32_t(gcd(stride, 32));
        uint64_t fillRequests = 0, loopRequests = 0;
        for (const auto& r : t.summary.requests) {
            if (r.space != Space::Local)
                continue;
            if (r.kind == AccessKind::Write) {
                EXPECT_EQ(r.conflictDegree, 1u) << "fill step " << r.step;
                ++fillRequests;
            } else {
                EXPECT_EQ(r.conflictDegree, degree) << "loop step " << r.step;
                ++loopRequests;
            }
        }
        EXPECT_EQ(loopRequests, 4u * iters);
        EXPECT_EQ(t.summary.maxConflictDegree, degree);
        EXPECT_GT(fillRequests, 0u);
        EXPECT_DOUBLE_EQ(t.summary.meanConflictDegree, degree); // the loop's reads; the fill is conflict-free
        EXPECT_DOUBLE_EQ(t.summary.predictedRelative, 1.0 / t.summary.meanConflictDegree);
    }
}

TEST(TraceLessons, LocalStrideOnTheCpuProfileIsFlat)
{
    GeometryProfile cpu = gpuProfile();
    cpu.localPhysical.value = 0;
    const auto t = trace("local.stride", {"stride=32", "wg=64"}, cpu);
    EXPECT_EQ(t.summary.maxConflictDegree, 32u);
    EXPECT_DOUBLE_EQ(t.summary.predictedRelative, 1.0);
    EXPECT_FALSE(t.summary.note.empty());
}

TEST(TraceLessons, LocalPaddingColumnConflicts)
{
    for (uint64_t pad : {0, 1, 2, 8, 31, 32}) {
        const std::vector<std::string> a = {"pad=" + std::to_string(pad), "wg=64"};
        SCOPED_TRACE(label("local.padding", a));
        const auto t = trace("local.padding", a);
        const uint64_t w = t.launch.at("tile_width").get<uint64_t>();
        ASSERT_EQ(w, 32u) << "the profile's banks set the tile width";
        const uint64_t pitch = w + pad;
        const uint32_t fill = uint32_t((w * pitch + 63) / 64);
        for (const auto& r : t.trace.records) {
            if (r.space != Space::Local || r.kind != AccessKind::Read)
                continue;
            const uint64_t s = r.step - fill, row = (r.localId + s / w) % w, j = s % w;
            ASSERT_EQ(r.byteOffset, 4 * (row * pitch + j)) << "lid " << r.localId << " loop step " << s;
        }
        // A column of 32 rows pitch words apart: gcd(pitch, 32) rows per bank (pad 0 and 32: all in one bank).
        const uint32_t degree = uint32_t(gcd(pitch, 32));
        for (const Request* r : requestsOf(t.summary, Space::Local, AccessKind::Read))
            EXPECT_EQ(r->conflictDegree, degree) << "step " << r->step;
    }
}

TEST(TraceLessons, LocalBroadcastIsOnePass)
{
    const auto t = trace("local.broadcast", {"wg=64"});
    const auto reads = requestsOf(t.summary, Space::Local, AccessKind::Read);
    ASSERT_FALSE(reads.empty());
    for (const Request* r : reads) {
        EXPECT_EQ(r->conflictDegree, 1u);
        EXPECT_EQ(r->distinctAddresses, 1u);
        for (const auto& lane : r->lanes)
            EXPECT_TRUE(lane.broadcast);
    }
    // Without broadcast every lane would wait its turn.
    GeometryProfile noBroadcast = gpuProfile();
    noBroadcast.broadcast.value = 0;
    const ModelSummary s = analyseTrace(t.trace, noBroadcast, "local");
    EXPECT_EQ(s.maxConflictDegree, 32u);
}

TEST(TraceLessons, ConstantIndexSerialisation)
{
    struct Case {
        const char* mode;
        const char* space;
    };
    for (const Case c : {Case{"uniform", "constant"}, Case{"divergent", "constant"}, Case{"random", "constant"},
                         Case{"divergent", "global"}}) {
        const std::vector<std::string> a = {std::string("mode=") + c.mode, std::string("space=") + c.space,
                                            "wg=64"};
        SCOPED_TRACE(label("constant.index", a));
        const auto t = trace("constant.index", a);
        const uint64_t words = t.launch.at("table_words").get<uint64_t>();
        const Space tableSpace = std::string(c.space) == "constant" ? Space::Constant : Space::Global;
        // Distinct addresses per (SIMD group, step), straight from the records.
        std::map<std::pair<uint32_t, uint32_t>, std::set<uint64_t>> distinct;
        for (const auto& r : t.trace.records) {
            if (r.buffer != 0)
                continue;
            ASSERT_EQ(r.space, tableSpace);
            if (std::string(c.mode) == "uniform") {
                ASSERT_EQ(r.byteOffset, 4 * (r.step % words));
            } else if (std::string(c.mode) == "divergent") {
                ASSERT_EQ(r.byteOffset, 4 * ((r.localId + r.step) % words));
            } else {
                ASSERT_LT(r.byteOffset, 4 * words);
            }
            distinct[{r.groupId * 2 + r.localId / 32, r.step}].insert(r.byteOffset);
        }
        const auto reads = requestsOf(t.summary, tableSpace, AccessKind::Read);
        ASSERT_EQ(reads.size(), distinct.size());
        double sum = 0;
        for (const Request* r : reads) {
            EXPECT_EQ(r->distinctAddresses, (distinct[{r->group, r->step}].size()));
            if (std::string(c.mode) == "uniform") {
                EXPECT_EQ(r->distinctAddresses, 1u);
            }
            if (std::string(c.mode) == "divergent") {
                EXPECT_EQ(r->distinctAddresses, 32u);
            }
            sum += r->distinctAddresses;
        }
        if (tableSpace == Space::Constant) {
            EXPECT_EQ(t.summary.space, "constant");
            EXPECT_DOUBLE_EQ(t.summary.meanSerialisation, sum / reads.size());
            EXPECT_DOUBLE_EQ(t.summary.predictedRelative, reads.size() / sum);
        } else {
            EXPECT_EQ(t.summary.space, "global"); // no constant accesses: the prediction is about global
        }
    }
}

TEST(TraceLessons, PredictorAndTiming)
{
    const Lesson& lesson = lessonOrThrow("local.stride");
    const ParamSet params = applyParams(lesson.params(), lesson.defaults(&device()), {"stride=2", "wg=64"});
    DeviceContext& ctx = device();
    const GeometryProfile saved = ctx.profile();
    ctx.setProfile(gpuProfile());
    const Prediction p = makeTracePredictor()(ctx, lesson, params, 0, 0);
    ctx.setProfile(saved);
    EXPECT_FALSE(p.failed()) << p.error;
    EXPECT_EQ(p.space, "local");
    EXPECT_DOUBLE_EQ(p.conflictDegree, 2.0);
    EXPECT_NEAR(p.relative, 1.0 / p.conflictDegree, 1e-5);
    EXPECT_EQ(p.traceValidation, ""); // the traced launch validated
    const Json j = predictionToJson(p);
    for (const char* key : {"transactions_per_request", "efficiency", "serialisation", "channel_imbalance"})
        EXPECT_TRUE(j.contains(key)) << key;
    EXPECT_EQ(predictionFromJson(j), p); // written and read in one place

    // A bad parameter is a prediction error, not a crash; the measurement would still be made.
    ParamSet bad = params;
    bad.setRaw("wg", "100000");
    const Prediction failed = makeTracePredictor()(ctx, lesson, bad, 0, 0);
    EXPECT_TRUE(failed.failed());
    EXPECT_EQ(predictionToJson(failed), (Json{{"error", failed.error}}));

    // The program is cached now: one more trace + model is what the GUI pays per parameter change.
    const auto t = trace("local.stride", {"stride=2", "wg=64"});
    std::printf("[ timing ] local.stride trace %.1f ms + model %.1f ms (%zu accesses)\n", t.traceMs, t.modelMs,
                t.trace.records.size());
    ::testing::Test::RecordProperty("trace_ms", std::to_string(t.traceMs));
    ::testing::Test::RecordProperty("model_ms", std::to_string(t.modelMs));
    EXPECT_LT(t.modelMs, 2000.0); // generous: Debug and ASan builds on a busy 2-core machine
}

// --- coalesce-cli trace ------------------------------------------------------------------------------------

namespace {

struct CliResult {
    int code = -1;
    std::string out;
};

CliResult cli(const std::string& args)
{
    const std::string command = std::string("COALESCE_DEVICE=pocl ") + COALESCE_CLI_PATH + " " + args + " 2>&1";
    CliResult result;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe)
        return result;
    std::array<char, 4096> buffer{};
    size_t n = 0;
    while ((n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
        result.out.append(buffer.data(), n);
    const int status = pclose(pipe);
    result.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

const char* kGpuSpec = "--profile simd=32,banks=32,bank_width=4,conflict_group=32,segment=32,local_physical=1";

} // namespace

TEST(TraceCli, JsonRequestsCarryTheModels)
{
    const auto r = cli(std::string("trace local.stride --set stride=2 --set wg=64 --json ") + kGpuSpec);
    ASSERT_EQ(r.code, 0) << r.out;
    const Json j = Json::parse(r.out);
    for (const char* key : {"lesson", "params", "profile", "summary", "prediction", "requests"})
        EXPECT_TRUE(j.contains(key)) << key;
    EXPECT_EQ(j["lesson"], "local.stride");
    EXPECT_EQ(j["summary"]["max_conflict_degree"], 2);
    bool sawLoop = false;
    for (const auto& req : j["requests"]) {
        for (const char* key : {"group", "step", "space", "kind", "work_items", "transactions",
                                "bytes_requested", "bytes_moved", "conflict_degree", "channels"})
            ASSERT_TRUE(req.contains(key)) << key;
        if (req["space"] == "local" && req["kind"] == "read") {
            EXPECT_EQ(req["conflict_degree"], 2);
            EXPECT_EQ(req["work_items"], 32);
            sawLoop = true;
        }
    }
    EXPECT_TRUE(sawLoop);

    const auto one = cli(std::string("trace global.stride --set stride=2 --set wg=64 --set size=1M --json "
                                     "--group 1 --step 3 --lanes ") +
                         kGpuSpec);
    ASSERT_EQ(one.code, 0) << one.out;
    const Json k = Json::parse(one.out);
    ASSERT_EQ(k["requests"].size(), 1u);
    EXPECT_EQ(k["requests"][0]["group"], 1);
    EXPECT_EQ(k["requests"][0]["step"], 3);
    EXPECT_EQ(k["requests"][0]["transactions"], 8);
    EXPECT_EQ(k["requests"][0]["lanes"].size(), 32u);
}

TEST(TraceCli, PicturesFitEightyColumns)
{
    for (const std::string& args :
         {std::string("trace local.stride --set stride=2 --set wg=64 ") + kGpuSpec,
          std::string("trace local.padding --set pad=0 --set wg=64 ") + kGpuSpec,
          std::string("trace global.stride --set stride=3 --set wg=64 --set size=1M ") + kGpuSpec,
          std::string("trace constant.index --set mode=divergent --set wg=64 ") + kGpuSpec}) {
        SCOPED_TRACE(args);
        const auto r = cli(args);
        ASSERT_EQ(r.code, 0) << r.out;
        std::istringstream lines(r.out);
        std::string line;
        while (std::getline(lines, line)) {
            if (line.rfind("coalesce-cli:", 0) != 0) { // log lines aside
                EXPECT_LE(line.size(), 80u) << line;
            }
        }
    }
    const auto local = cli(std::string("trace local.stride --set stride=2 --set wg=64 ") + kGpuSpec);
    EXPECT_NE(local.out.find("conflict degree 2"), std::string::npos) << local.out;
    EXPECT_NE(local.out.find("*"), std::string::npos) << local.out;
    const auto global =
        cli(std::string("trace global.stride --set stride=3 --set wg=64 --set size=1M ") + kGpuSpec);
    EXPECT_NE(global.out.find("12 transactions"), std::string::npos) << global.out;
}

TEST(TraceCli, PrivateSpillDrawsItsPrivateArray)
{
    // The picture is the private array's first read (the dynamic loop's first step, after in and the 16-word
    // fill), named as private, with the spill layout, in 80 columns; the JSON counts the private requests.
    const auto r = cli(std::string("trace private.spill --set wg=64 ") + kGpuSpec);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("private read of \"a\""), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("step 17"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("spill address"), std::string::npos) << r.out;
    std::istringstream lines(r.out);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind("coalesce-cli:", 0) != 0) {
            EXPECT_LE(line.size(), 80u) << line;
        }
    }
    const auto j = cli(std::string("trace private.spill --set wg=64 --json ") + kGpuSpec);
    ASSERT_EQ(j.code, 0) << j.out;
    const Json k = Json::parse(j.out);
    EXPECT_EQ(k["summary"]["private_requests"], 4 * 48); // 4 SIMD groups x (16 fill + 16 loop + 16 fold)
    EXPECT_EQ(k["summary"]["space"], "global");
}

TEST(TraceCli, BadInputIsRefusedWithOneLine)
{
    struct Bad {
        std::string args;
        int code;
        std::string needle;
    };
    for (const Bad& b : {Bad{"trace no.such.lesson", 2, "no.such.lesson"},
                         Bad{"trace local.stride --set stride=0", 2, "stride"},
                         Bad{"trace local.stride --profile banks=2048", 2, "banks"},
                         Bad{"trace local.stride --profile warp=32", 2, "warp"},
                         Bad{"trace local.stride --step 999999", 2, "steps"},
                         Bad{"trace local.stride --group x", 2, "--group"},
                         Bad{"trace local.stride --trace-groups 0", 2, "--trace-groups"},
                         Bad{"trace local.stride --trace-groups 65", 2, "from 1 to 64, got \"65\""},
                         Bad{"trace local.stride --step 2.5", 2, "--step: expected a whole number"}}) {
        SCOPED_TRACE(b.args);
        const auto r = cli(b.args);
        EXPECT_EQ(r.code, b.code) << r.out;
        EXPECT_NE(r.out.find(b.needle), std::string::npos) << r.out;
        EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
    }
}
