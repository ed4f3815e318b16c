// SPDX-License-Identifier: GPL-3.0-or-later
// Custom kernels on PoCL (core/custom/customkernel.h): the templates build, pass the checked launch, validate
// against PoCL and measure; an out-of-bounds kernel is refused with its work-item and line and never runs
// unchecked; a build error carries its log line; floats validate within the stated tolerance; a wrong kernel
// fails against a reference kernel or an expected file; a launch past its time limit is reported.
#include "core/context.h"
#include "core/custom/customkernel.h"
#include "core/custom/customsource.h"
#include "core/custom/templates.h"
#include "core/errors.h"
#include "core/measure.h"
#include "core/predict.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

using namespace coalesce;
using namespace coalesce::custom;
using coalesce::test::device;

namespace {

constexpr const char* kCopySpec = R"({
  "format": "coalesce-kernel", "version": 1, "kernel": "copy",
  "params": [{"name": "N", "default": 256, "min": 64, "max": 4096, "define": false}],
  "buffers": [{"name": "in", "type": "int", "count": "N", "init": "index"},
              {"name": "out", "type": "int", "count": "N", "output": true}],
  "args": ["in", "out"], "global": ["N"], "local": [64], "check": "device"
})";

CustomKernel kernelOf(const std::string& source, const std::string& specText, const std::string& dir = ".")
{
    return CustomKernel(source, parseSpec(specText), "test.cl", dir);
}

ParamSet defaults(const Lesson& k, std::vector<std::string> assignments = {})
{
    return makeParams(k.params(), assignments);
}

std::string tempPath(const std::string& name)
{
    return (std::filesystem::temp_directory_path() / ("coalesce_custom_" + name)).string();
}

} // namespace

TEST(CustomRun, TemplatesCheckValidateTraceAndMeasure)
{
    ASSERT_EQ(kernelTemplates().size(), 3u);
    const std::map<std::string, std::vector<std::string>> small = {
        {"read_1d", {"n=256", "stride=4"}},
        {"tile_2d", {"w=32", "tile=8"}},
        {"local_exchange", {"n=1024", "wg=64", "stride=2"}}};
    for (const auto& t : kernelTemplates()) {
        SCOPED_TRACE(t.id);
        CustomKernel k = kernelOf(t.source, t.spec);
        const ParamSet p = defaults(k, small.at(t.id));
        const CheckReport rep = k.check(device(), p);
        EXPECT_TRUE(rep.passed()) << (rep.violations.empty() ? "" : rep.violations.front());
        EXPECT_FALSE(rep.trace.records.empty());
        EXPECT_GT(rep.bytesRead, 0u);
        const PointResult point = measurePoint(device(), k, p, test::quickMeasure());
        EXPECT_TRUE(point.validation.passed) << point.validation.firstMismatch;
        EXPECT_EQ(point.validation.method, ValidationMethod::CompareDevices);
        EXPECT_EQ(point.validation.reference, device().entry().name); // PoCL compared with itself here
        EXPECT_GT(point.validation.checked, 0u);
        EXPECT_GT(point.timing.reps, 0);
        const TracedConfiguration traced = traceConfiguration(device(), k, p, test::gpuProfile(), 2);
        EXPECT_TRUE(traced.validation.passed);
        EXPECT_FALSE(traced.summary.requests.empty());
    }
}

TEST(CustomRun, ReadTemplateTraceHasTheStrideAndLines)
{
    const KernelTemplate& t = kernelTemplates().front();
    CustomKernel k = kernelOf(t.source, t.spec);
    const CheckReport rep = k.check(device(), defaults(k, {"n=128", "stride=4"}));
    EXPECT_TRUE(rep.bytesExact); // 128 / 64 = 2 groups, both traced
    EXPECT_EQ(rep.bytesRead, 128u * 4u);
    EXPECT_EQ(rep.trace.records.size(), 256u);
    for (const auto& r : rep.trace.records) {
        if (r.buffer == 0) {
            EXPECT_EQ(r.byteOffset, uint64_t(r.globalId) * 4 * 4);
            EXPECT_EQ(r.line, 9u); // the GLOAD line of template_read_1d.cl
        } else {
            EXPECT_EQ(r.line, 10u);
        }
    }
}

TEST(CustomRun, OutOfBoundsIsRefusedWithWorkItemAndLineAndNeverRunsUnchecked)
{
    const std::string source = "__kernel void copy(__global const int* in, __global int* out TRACE_ARGS)\n"
                               "{\n"
                               "    const uint g = get_global_id(0);\n"
                               "    const int v = GLOAD(0, in, g + 3, 0);\n"
                               "    GSTORE(1, out, g, 1, v);\n"
                               "}\n";
    CustomKernel k = kernelOf(source, kCopySpec);
    const ParamSet p = defaults(k);
    const CheckReport rep = k.check(device(), p);
    EXPECT_EQ(rep.violationCount, 3u); // work-items 253, 254, 255 read past in[255]
    ASSERT_EQ(rep.violations.size(), 3u);
    EXPECT_EQ(rep.violationRecords[0].globalId, 253u);
    EXPECT_EQ(rep.violationRecords[0].line, 4u);
    EXPECT_EQ(rep.violations[0], "work-item (253,0,0) step 0 line 4: read in at byte 1024, outside its 256 int "
                                 "elements (1024 bytes)");

    const int built = device().programsBuilt();
    try {
        measurePoint(device(), k, p, test::quickMeasure());
        FAIL() << "an out-of-bounds kernel was measured";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Validation);
        EXPECT_NE(std::string(e.what()).find("work-item (253,0,0) step 0 line 4"), std::string::npos)
            << e.what();
    }
    EXPECT_EQ(device().programsBuilt(), built); // the plain kernel was never even built
}

TEST(CustomRun, NegativeIndexAndLocalOverflowAreCaught)
{
    const std::string source = "__kernel void copy(__global const int* in, __global int* out TRACE_ARGS)\n"
                               "{\n"
                               "    __local int tile[64];\n"
                               "    const int g = get_global_id(0);\n"
                               "    LSTORE(2, tile, get_local_id(0) + 1, 0, GLOAD(0, in, g - 1, 0));\n"
                               "    GSTORE(1, out, g, 1, 0);\n"
                               "}\n";
    Json spec = Json::parse(kCopySpec);
    spec["buffers"].push_back(Json{{"name", "tile"}, {"space", "local"}, {"type", "int"}, {"count", 64}});
    CustomKernel k = kernelOf(source, spec.dump());
    const CheckReport rep = k.check(device(), defaults(k));
    ASSERT_EQ(rep.violationCount, 5u); // in[-1] once, tile[64] in each of the 4 groups
    bool negative = false, local = false;
    for (const auto& v : rep.violations) {
        negative =
            negative || v.find("work-item (0,0,0) step 0 line 5: read in at byte -4") != std::string::npos;
        local = local || v.find("write tile at byte 256, outside its 64 int elements") != std::string::npos;
    }
    EXPECT_TRUE(negative);
    EXPECT_TRUE(local);
}

TEST(CustomRun, BuildErrorShowsTheLogLine)
{
    const std::string source = "__kernel void copy(__global const int* in, __global int* out TRACE_ARGS)\n"
                               "{\n"
                               "    out[get_global_id(0)] = undeclared_thing;\n"
                               "}\n";
    CustomKernel k = kernelOf(source, kCopySpec);
    try {
        k.build(device(), defaults(k));
        FAIL() << "built";
    } catch (const Error& e) {
        ASSERT_EQ(e.kind(), ErrorKind::Build);
        const auto messages = parseBuildLog(e.details(), "test.cl");
        ASSERT_FALSE(messages.empty()) << e.details();
        EXPECT_EQ(messages[0].line, 3);
        EXPECT_EQ(messages[0].severity, "error");
        EXPECT_NE(messages[0].text.find("undeclared_thing"), std::string::npos);
    }
}

TEST(CustomRun, MissingTraceArgsAndWrongKernelNameAreClear)
{
    CustomKernel noTrace =
        kernelOf("__kernel void copy(__global const int* in, __global int* out) {}\n", kCopySpec);
    try {
        noTrace.check(device(), defaults(noTrace));
        FAIL();
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("TRACE_ARGS"), std::string::npos) << e.what();
    }
    CustomKernel wrongName =
        kernelOf("__kernel void other(__global const int* in, __global int* out TRACE_ARGS) {}\n", kCopySpec);
    EXPECT_THROW(wrongName.check(device(), defaults(wrongName)), Error);
}

TEST(CustomRun, FloatsValidateWithinTheStatedTolerance)
{
    const std::string dir = tempPath("float");
    std::filesystem::create_directories(dir);
    std::ofstream(dir + "/ref.cl")
        << "__kernel void scale(__global const float* in, __global float* out TRACE_ARGS)\n"
           "{ GSTORE(1, out, get_global_id(0), 0, GLOAD(0, in, get_global_id(0), 0)); }\n";
    const std::string source =
        "__kernel void scale(__global const float* in, __global float* out TRACE_ARGS)\n"
        "{ GSTORE(1, out, get_global_id(0), 0, GLOAD(0, in, get_global_id(0), 0) * 1.000001f); }\n";
    Json spec = Json::parse(kCopySpec);
    spec["kernel"] = "scale";
    spec["buffers"][0]["type"] = "float";
    spec["buffers"][0]["init"] = "random";
    spec["buffers"][1]["type"] = "float";
    spec["reference"] = "ref.cl";
    spec["tolerance"] = 1e-5;
    CustomKernel loose = kernelOf(source, spec.dump(), dir);
    const PointResult ok = measurePoint(device(), loose, defaults(loose), test::quickMeasure());
    EXPECT_TRUE(ok.validation.passed) << ok.validation.firstMismatch;

    spec["tolerance"] = 1e-9;
    CustomKernel strict = kernelOf(source, spec.dump(), dir);
    const PointResult bad = measurePoint(device(), strict, defaults(strict), test::quickMeasure());
    EXPECT_FALSE(bad.validation.passed);
    EXPECT_EQ(bad.validation.mismatches, 256u);
    EXPECT_EQ(bad.validation.firstMismatch.rfind("out[0] = ", 0), 0u) << bad.validation.firstMismatch;
    EXPECT_EQ(bad.timing.reps, 0); // a failed validation is never timed
    std::filesystem::remove_all(dir);
}

TEST(CustomRun, WrongKernelFailsAgainstTheReferenceAndExpectedFiles)
{
    const std::string dir = tempPath("wrong");
    std::filesystem::create_directories(dir);
    std::ofstream(dir + "/ref.cl")
        << "__kernel void copy(__global const int* in, __global int* out TRACE_ARGS)\n"
           "{ GSTORE(1, out, get_global_id(0), 0, GLOAD(0, in, get_global_id(0), 0)); }\n";
    const std::string wrong =
        "__kernel void copy(__global const int* in, __global int* out TRACE_ARGS)\n"
        "{ uint g = get_global_id(0); GSTORE(1, out, g, 0, GLOAD(0, in, g, 0) + (g == 17)); }\n";
    Json spec = Json::parse(kCopySpec);
    spec["reference"] = "ref.cl";
    CustomKernel k = kernelOf(wrong, spec.dump(), dir);
    const PointResult p = measurePoint(device(), k, defaults(k), test::quickMeasure());
    EXPECT_FALSE(p.validation.passed);
    EXPECT_EQ(p.validation.mismatches, 1u);
    EXPECT_EQ(p.validation.firstMismatch, "out[17] = 18 expected 17");

    // Expected file: out[i] = i, 256 ints.
    std::vector<int32_t> want(256);
    for (int i = 0; i < 256; ++i)
        want[size_t(i)] = i;
    std::ofstream(dir + "/want.bin", std::ios::binary).write(reinterpret_cast<const char*>(want.data()), 1024);
    spec.erase("reference");
    spec["check"] = "expected";
    spec["buffers"][1]["expected"] = "want.bin";
    CustomKernel e = kernelOf(wrong, spec.dump(), dir);
    const PointResult q = measurePoint(device(), e, defaults(e), test::quickMeasure());
    EXPECT_EQ(q.validation.firstMismatch, "out[17] = 18 expected 17");
    EXPECT_EQ(q.validation.method, ValidationMethod::ExpectedFile);
    EXPECT_EQ(q.validation.reference, "want.bin");

    spec["check"] = "none";
    CustomKernel n = kernelOf(wrong, spec.dump(), dir);
    const PointResult r = measurePoint(device(), n, defaults(n), test::quickMeasure());
    EXPECT_EQ(r.validation.method, ValidationMethod::NotChecked);
    EXPECT_EQ(r.validation.checked, 0u);
    std::filesystem::remove_all(dir);
}

TEST(CustomRun, ALaunchPastItsTimeLimitIsReported)
{
    // A user event that never completes stands for a hanging kernel (no host-speed assumption).
    cl::UserEvent never(device().context());
    try {
        waitWithLimit(never, 0.1, "hang on test");
        FAIL() << "returned";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::OpenCL);
        EXPECT_NE(std::string(e.what()).find("did not finish within its time limit"), std::string::npos);
    }
    never.setStatus(CL_COMPLETE);
}

TEST(CustomRun, LoadsFromFilesAndSweeps)
{
    const std::string dir = tempPath("files");
    std::filesystem::create_directories(dir);
    const KernelTemplate& t = kernelTemplates().front();
    std::ofstream(dir + "/mine.cl") << t.source;
    std::ofstream(dir + "/mine.json") << t.spec;
    auto k = loadCustomKernel(dir + "/mine.cl");
    EXPECT_EQ(k->defaultSweep(), "stride=1..64:*2");
    SweepRequest req;
    req.lesson = k.get();
    req.fixed = defaults(*k, {"n=128"});
    req.range = parseSweep(k->params(), "stride=1,2");
    req.options = test::quickMeasure();
    const SweepOutcome out = runSweep(device(), req, nullptr, {});
    ASSERT_EQ(out.points.size(), 2u);
    for (const auto& p : out.points)
        EXPECT_TRUE(p.validation.passed);
    EXPECT_EQ(out.points[0].bytesRead, 128u * 4u);
    EXPECT_THROW(loadCustomKernel(dir + "/missing.cl"), Error);
    std::filesystem::remove_all(dir);
}

TEST(CustomRun, BytesAreCountedPastAFullTrace)
{
    // Two groups of 64 (both traced) read 4096 ints each: 524288 reads, twice the trace's room (262144
    // records). The trace keeps what fits; the bytes count every access: 128 x 4096 x 4 B read, 128 x 4 B
    // written. (Counted from the kept records alone they were half: a grid-stride stream read 1/5 of its EB.)
    const std::string source = "__kernel void copy(__global const int* in, __global int* out TRACE_ARGS)\n"
                               "{\n"
                               "    const uint g = get_global_id(0);\n"
                               "    int acc = 0;\n"
                               "    for (uint k = 0; k < 4096u; ++k)\n"
                               "        acc += GLOAD(0, in, (g + k) % 128u, k);\n"
                               "    GSTORE(1, out, g, 4096u, acc);\n"
                               "}\n";
    CustomKernel k = kernelOf(source, kCopySpec);
    const CheckReport rep = k.check(device(), defaults(k, {"n=128"}));
    EXPECT_TRUE(rep.passed());
    EXPECT_TRUE(rep.traceTruncated);
    EXPECT_EQ(rep.trace.records.size(), size_t(1) << 18);
    EXPECT_EQ(rep.tracedAccesses, 128u * 4096u + 128u); // every read and the store, kept or not
    EXPECT_TRUE(rep.bytesExact);
    EXPECT_EQ(rep.bytesRead, 128u * 4096u * 4u);
    EXPECT_EQ(rep.bytesWritten, 128u * 4u);
}

TEST(CustomRun, ByteCountsCarryPast4GiBAndAtomicsCountBothWays)
{
    // 128 work-items read 524800 int16 (64 B, the 8 of the 128-int buffer) each: 4 299 161 600 B, past 2^32, so
    // the count's low word wraps and its high word carries. Then one atomic each: 4 B read and 4 B written.
    const std::string source = "__kernel void copy(__global const int* in, __global int* out TRACE_ARGS)\n"
                               "{\n"
                               "    const uint g = get_global_id(0);\n"
                               "    __global const int16* v = (__global const int16*)in;\n"
                               "    int16 acc = (int16)(0);\n"
                               "    for (uint k = 0; k < 524800u; ++k)\n"
                               "        acc += GLOAD(0, v, (g + k) % 8u, 0);\n"
                               "    GATOMIC_ADD(1, out, g, 1, acc.s0);\n"
                               "}\n";
    CustomKernel k = kernelOf(source, kCopySpec);
    const CheckReport rep = k.check(device(), defaults(k, {"n=128"}));
    EXPECT_TRUE(rep.passed()) << (rep.violations.empty() ? "" : rep.violations.front());
    EXPECT_TRUE(rep.bytesExact);
    EXPECT_EQ(rep.bytesRead, uint64_t(128) * 524800 * 64 + 128 * 4);
    EXPECT_EQ(rep.bytesWritten, uint64_t(128) * 4);
}
