// SPDX-License-Identifier: GPL-3.0-or-later
// coalesce-cli as a user meets it: runs the built binary on PoCL and checks exit codes, one-line errors, that
// no output file appears on errors, JSON output, result files that reload, "no platform". Outputs: see
// test_clioutputs.cpp; signals: test_clisignals.cpp.
#include "tests/core/clifixture.h"

#include "core/errors.h"
#include "core/json.h"
#include "core/results.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace coalesce;
using namespace coalesce::clitest;

TEST_F(Cli, VersionAndHelp)
{
    CliResult r = run("--version");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out.rfind("coalesce-cli ", 0), 0u) << r.out;
    r = run("--help");
    EXPECT_EQ(r.code, 0);
    for (const char* word : {"devices", "info", "lessons", "run", "sweep", "trace", "Exit codes"})
        EXPECT_NE(r.out.find(word), std::string::npos) << word;
    r = run("sweep --help");
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("--param"), std::string::npos);
}

TEST_F(Cli, DevicesInfoLessonsAsJson)
{
    CliResult r = run("devices --json");
    ASSERT_EQ(r.code, 0) << r.err;
    const Json devices = Json::parse(r.out);
    ASSERT_FALSE(devices["devices"].empty());
    EXPECT_TRUE(devices["devices"][0]["name"].is_string());
    EXPECT_TRUE(devices["problem"].is_null());

    r = run("info --device pocl --json");
    ASSERT_EQ(r.code, 0) << r.err;
    const Json info = Json::parse(r.out);
    EXPECT_TRUE(info["info"]["global_mem_size"].is_number());
    EXPECT_TRUE(info["profile"].is_object());

    r = run("lessons --json");
    ASSERT_EQ(r.code, 0) << r.err;
    const Json lessons = Json::parse(r.out)["lessons"];
    ASSERT_GE(lessons.size(), 7u);
    bool found = false;
    for (const auto& l : lessons)
        if (l["id"] == "global.stride") {
            found = true;
            EXPECT_FALSE(l["params"].empty());
            EXPECT_FALSE(l["default_sweep"].get<std::string>().empty());
        }
    EXPECT_TRUE(found);
}

TEST_F(Cli, BadInputsGetOneLineAndNoFile)
{
    const std::string run1 = "run global.stride --set size=1M --budget-ms 5";
    expectRefused("run no.such.lesson", 2, "unknown lesson");
    expectRefused(run1 + " --set stride=0", 2, "\"0\" for stride");
    expectRefused(run1 + " --set stride=-4", 2, "\"-4\" for stride");
    expectRefused(run1 + " --set stride=abc", 2, "\"abc\" for stride");
    expectRefused(run1 + " --set stride=99999999999999999999999", 2, "for stride");
    expectRefused(run1 + " --set size=0", 2, "\"0\" for size");
    expectRefused(run1 + " --set size=-1M", 2, "negative");
    expectRefused(run1 + " --set size=12Q", 2, "\"12Q\" for size");
    expectRefused(run1 + " --set size=99999999999G", 2, "too large");
    expectRefused(run1 + " --set size=1T", 2, "past this device's limit");
    expectRefused(run1 + " --set type=half", 2, "\"half\" for type");
    expectRefused(run1 + " --set colour=red", 2, "unknown parameter \"colour\"");
    expectRefused(run1 + " --set stride", 2, "expected name=value");
    expectRefused(run1 + " --device no-such-device", 2, "unknown device \"no-such-device\"");
    expectRefused(run1 + " --device 9:9", 2, "unknown device \"9:9\"");
    expectRefused(run1 + " --budget-ms 0", 2, "--budget-ms");
    expectRefused(run1 + " --budget-ms -5", 2, "--budget-ms");
    expectRefused(run1 + " --budget-ms soon", 2,
                  "--budget-ms: expected a whole number from 1 to 600000, got \"soon\"");
    expectRefused(run1 + " --budget-ms 1.5", 2, "got \"1.5\"");
    expectRefused(run1 + " --budget-ms 600001", 2, "--budget-ms");
    expectRefused(run1 + " --profile banks=2048", 2, "banks must be a whole number from 1 to 1024");
    expectRefused(run1 + " --profile simd=4096", 2, "simd must be a whole number from 1 to 1024");
    expectRefused(run1 + " --profile channels=5000", 2, "from 1 to 4096");
    // Empty values are mistakes, not "use the default".
    expectRefused(run1 + " --budget-ms ''", 2, "--budget-ms");
    expectRefused(run1 + " --profile ''", 2, "--profile");
    expectRefused("sweep global.stride --param ''", 2, "--param");
    expectRefused("sweep global.stride --param stride=64..1", 2, "reversed");
    expectRefused("sweep global.stride --param stride=1..64:0", 2, "step");
    expectRefused("sweep global.stride --param strid=1..4", 2, "unknown parameter \"strid\"");
    expectRefused("sweep global.stride --param stride=1..100000", 2, "\"100000\" for stride");
    expectRefused("frobnicate", 2, "unknown command \"frobnicate\"");
    expectRefused("run", 2, "lesson");
    expectRefused(run1 + " --no-such-option", 2, "--no-such-option");

    // Unwritable output paths, checked before any measuring.
    for (const std::string& bad : {std::string("/nonexistent-dir/r.json"), m_dir}) {
        const CliResult r = run(run1 + " --out '" + bad + "'");
        EXPECT_EQ(r.code, 2) << bad;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        EXPECT_NE(r.err.find(bad), std::string::npos) << r.err;
        EXPECT_EQ(r.out, "");
    }
    const CliResult r = run(run1 + " --csv /nonexistent-dir/r.csv --out '" + file("o.json") + "'");
    EXPECT_EQ(r.code, 2);
    EXPECT_FALSE(exists(file("o.json")));
}

TEST_F(Cli, RunPrintsThePointAndJson)
{
    CliResult r = run("run global.stride --set size=1M --set stride=2 --budget-ms 5");
    ASSERT_EQ(r.code, 0) << r.err;
    for (const char* part : {"EB", "GB/s", "median", "p10", "p90", "read 512 KiB", "validation  passed"})
        EXPECT_NE(r.out.find(part), std::string::npos) << part << "\n" << r.out;

    r = run("run global.stride --set size=1M --budget-ms 5 --json");
    ASSERT_EQ(r.code, 0) << r.err;
    const ResultFile f = resultFromJson(Json::parse(r.out));
    ASSERT_EQ(f.points.size(), 1u);
    EXPECT_TRUE(f.points[0].validation.passed);
    EXPECT_EQ(f.sweptParam, "");
    EXPECT_EQ(f.fixedParams["size"], 1048576);
}

TEST_F(Cli, TinySweepWritesJsonAndCsvThatReload)
{
    const std::string json = file("s.json"), csv = file("s.csv");
    const CliResult r = run("sweep global.stride --param stride=1..3 --set size=1M --budget-ms 5 --out '" +
                            json + "' --csv '" + csv + "'");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("EB GB/s"), std::string::npos) << r.out; // the table
    const ResultFile f = loadResultFile(json);
    EXPECT_EQ(f.lesson, "global.stride");
    EXPECT_EQ(f.sweptParam, "stride");
    ASSERT_EQ(f.points.size(), 3u);
    for (size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(f.points[i].sweptValue, std::to_string(i + 1));
        EXPECT_TRUE(f.points[i].validation.passed);
        EXPECT_GT(f.points[i].timing.reps, 0);
    }
    std::istringstream lines(readText(csv));
    int count = 0;
    std::string line, header;
    std::getline(lines, header);
    while (std::getline(lines, line))
        ++count;
    EXPECT_EQ(count, 3);
    EXPECT_NE(header.find("eb_gbs"), std::string::npos);
    // Only the two result files in the folder: no temporaries.
    EXPECT_FALSE(exists(json + ".tmp"));
}

TEST_F(Cli, DefaultSweepOfALesson)
{
    const CliResult r = run("sweep local.broadcast --budget-ms 2 --json");
    ASSERT_EQ(r.code, 0) << r.err;
    const ResultFile f = resultFromJson(Json::parse(r.out));
    EXPECT_EQ(f.sweptParam, "wg");
    EXPECT_GE(f.points.size(), 2u);
}

TEST_F(Cli, NoPlatformIsExplained)
{
    CliResult r = run("devices", "/nonexistent-dir");
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("No OpenCL platform"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("pocl-opencl-icd"), std::string::npos) << r.out;

    r = run("devices --json", "/nonexistent-dir");
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(Json::parse(r.out)["devices"].empty());

    for (const char* args : {"run global.stride --set size=1M", "info", "sweep global.stride"}) {
        r = run(args, "/nonexistent-dir");
        EXPECT_EQ(r.code, 3) << args << "\n" << r.err;
        EXPECT_EQ(r.err.rfind("coalesce-cli: error: No OpenCL platform", 0), 0u) << r.err;
        EXPECT_NE(r.err.find("pocl-opencl-icd"), std::string::npos) << r.err;
    }
    // Bad parameters are still caught first, without a device.
    r = run("run global.stride --set stride=0", "/nonexistent-dir");
    EXPECT_EQ(r.code, 2) << r.err;
}

// A copy of kernels/ whose global_read.cl gets `prefix` prepended, for COALESCE_KERNEL_DIR.
static std::string brokenKernels(const std::string& dir, const std::string& prefix)
{
    // The source tree from CMake: __FILE__ is relative under ccache's base_dir, so it cannot be used.
    const std::string source = COALESCE_SOURCE_DIR;
    const std::string kernels = dir + "/kernels";
    const std::string cmd = "mkdir -p '" + kernels + "' && cp '" + source + "'/kernels/*.cl '" + source +
                            "'/kernels/*.h '" + kernels + "'/";
    if (std::system(cmd.c_str()) != 0)
        ADD_FAILURE() << "could not copy the kernels: " << cmd;
    const std::string text = readText(kernels + "/global_read.cl");
    std::ofstream(kernels + "/global_read.cl") << prefix << "\n" << text;
    return kernels;
}

TEST_F(Cli, BuildErrorShowsTheLogAndExits3)
{
    const std::string kernels = brokenKernels(m_dir, "#error broken on purpose by test_cli");
    const std::string out = file("b.json");
    const CliResult r = run("run global.stride --set size=1M --budget-ms 5 --out '" + out + "'",
                            COALESCE_TEST_ICD_DIR, "COALESCE_KERNEL_DIR='" + kernels + "'");
    EXPECT_EQ(r.code, 3) << r.err;
    // (PoCL's compiler prints "1 error generated." on stderr itself, so the message need not be the first
    // line.)
    EXPECT_NE(r.err.find("coalesce-cli: error: kernel global_read.cl failed to build"), std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("build log:"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("broken on purpose by test_cli"), std::string::npos) << r.err;
    EXPECT_FALSE(exists(out));
}

TEST_F(Cli, ValidationFailureExits4)
{
    // The kernel stores nothing: its output keeps the poison, and validation must say so.
    const std::string kernels = brokenKernels(m_dir, "#undef GSTORE\n#define GSTORE(...) ((void)0)");
    const CliResult r = run("run global.stride --set size=1M --budget-ms 5", COALESCE_TEST_ICD_DIR,
                            "COALESCE_KERNEL_DIR='" + kernels + "'");
    EXPECT_EQ(r.code, 4) << r.err;
    EXPECT_NE(r.err.find("coalesce-cli: error: validation failed"), std::string::npos) << r.err;
    EXPECT_NE(r.out.find("FAILED"), std::string::npos) << r.out;
}
