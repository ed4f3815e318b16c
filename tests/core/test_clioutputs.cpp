// SPDX-License-Identifier: GPL-3.0-or-later
// coalesce-cli's outputs and profiles, as the issue "Holds on every machine" found them: the same file under
// two names, empty values, write errors on stdout, /dev/stdout and FIFOs as outputs, profile values past what
// the models hold (refused before a device is opened), derived values that follow an override, an unusable PoCL
// cache folder, and one host-timer warning per sweep.
#include "tests/core/clifixture.h"

#include "core/json.h"
#include "core/results.h"

#include <gtest/gtest.h>

#include <thread>

using namespace coalesce;
using namespace coalesce::clitest;

namespace {

constexpr const char* kRun = "run global.stride --set size=1M --budget-ms 2 --no-predict";
constexpr const char* kSweep =
    "sweep global.stride --param stride=1..2 --set size=1M --budget-ms 2 --no-predict";

// The conflict degree of the one request `trace ... --json` prints for --group/--step.
uint32_t traceDegree(const CliResult& r)
{
    const Json j = Json::parse(r.out);
    EXPECT_EQ(j["requests"].size(), 1u) << r.out.substr(0, 400);
    return j["requests"].empty() ? 0u : j["requests"][0]["conflict_degree"].get<uint32_t>();
}

} // namespace

TEST_F(Cli, SameFileUnderTwoNamesIsRefused)
{
    const std::string json = file("x.json");
    for (const std::string& csv : {m_dir + "/./x.json", m_dir + "/sub/../x.json"}) {
        const CliResult r = run(std::string(kSweep) + " --out '" + json + "' --csv '" + csv + "'");
        EXPECT_EQ(r.code, 2) << r.err;
        EXPECT_NE(r.err.find("name the same file"), std::string::npos) << r.err;
        EXPECT_FALSE(exists(json));
    }
    // Existing files: compared by inode (a symbolic link to the JSON file).
    std::ofstream(json) << "{}";
    ASSERT_EQ(::symlink(json.c_str(), file("alias.csv").c_str()), 0);
    const CliResult r = run(std::string(kSweep) + " --out '" + json + "' --csv '" + file("alias.csv") + "'");
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_EQ(readText(json), "{}");
}

TEST_F(Cli, EmptyOutputNamesAreRefused)
{
    for (const char* option : {"--out", "--csv"}) {
        const CliResult r = run(std::string(kRun) + " " + option + " ''");
        EXPECT_EQ(r.code, 2) << option << "\n" << r.err;
        EXPECT_NE(r.err.find(option), std::string::npos) << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        EXPECT_EQ(r.out, "");
    }
}

TEST_F(Cli, LostStdoutIsAFailure)
{
    CliResult r = run(std::string(kRun) + " --json", COALESCE_TEST_ICD_DIR, {}, "/dev/full");
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_NE(r.err.find("cannot write to standard output"), std::string::npos) << r.err;
    r = run("lessons --json", COALESCE_TEST_ICD_DIR, {}, "/dev/full");
    EXPECT_EQ(r.code, 2) << r.err;
}

TEST_F(Cli, StdoutAndFifosAreWrittenThrough)
{
    // --csv /dev/stdout: the CSV follows the table on stdout (appended, not renamed over the shell's file).
    CliResult r = run(std::string(kSweep) + " --csv /dev/stdout");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("EB GB/s"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("point,lesson,swept_param"), std::string::npos) << r.out;
    struct stat st {};
    ASSERT_EQ(::lstat("/dev/stdout", &st), 0);
    EXPECT_TRUE(S_ISLNK(st.st_mode));

    // --out FIFO: a reader gets the JSON, and the FIFO stays a FIFO.
    const std::string fifo = file("result.fifo");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::string received;
    std::thread reader([&] { received = readText(fifo); });
    r = run(std::string(kRun) + " --out '" + fifo + "'");
    reader.join();
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(resultFromJson(Json::parse(received)).points.size(), 1u);
    ASSERT_EQ(::stat(fifo.c_str(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode));
}

TEST_F(Cli, ModeAndLinksOfAnExistingResultSurvive)
{
    const std::string json = file("r.json");
    std::ofstream(json) << "old";
    ASSERT_EQ(::chmod(json.c_str(), 0600), 0);
    ASSERT_EQ(::link(json.c_str(), file("copy.json").c_str()), 0);
    const CliResult r = run(std::string(kRun) + " --out '" + json + "'");
    ASSERT_EQ(r.code, 0) << r.err;
    struct stat st {};
    ASSERT_EQ(::stat(json.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 07777, 0600u);
    EXPECT_EQ(st.st_nlink, 2u);
    EXPECT_EQ(readText(file("copy.json")), readText(json));
    EXPECT_EQ(loadResultFile(file("copy.json")).points.size(), 1u);
}

TEST_F(Cli, ProfilesPastTheModelsAreRefusedBeforeADevice)
{
    // No OpenCL at all (an empty ICD folder): the profile is still refused first, exit 2, naming the range.
    for (const char* spec : {"banks=2048", "simd=0", "channels=5000", "line=0", "broadcast=2"}) {
        const CliResult r = run(std::string(kRun) + " --profile " + spec, m_dir);
        EXPECT_EQ(r.code, 2) << spec << "\n" << r.err;
        EXPECT_NE(r.err.find("must be"), std::string::npos) << r.err;
    }
    // local.padding holds tiles of up to 64 banks: a larger (allowed) bank count is a parameter error.
    const CliResult r = run("run local.padding --profile banks=128 --budget-ms 1 --no-predict");
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_NE(r.err.find("1 to 64 banks"), std::string::npos) << r.err;
}

TEST_F(Cli, LocalStrideFollowsTheOverriddenSimdGroup)
{
    // The case: on any CPU (PoCL's 8 or 16 lanes) a 32-lane, 32-bank profile makes stride 32 a 32-way
    // conflict, because the conflict group follows the overridden SIMD group.
    const std::string trace = "trace local.stride --group 0 --step 17 --json --profile ";
    CliResult r = run(trace + "simd=32,banks=32,bank_width=4,segment=32 --set stride=32");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(traceDegree(r), 32u);
    EXPECT_EQ(Json::parse(r.out)["profile"]["conflict_group"]["value"], 32);
    r = run(trace + "simd=32,banks=32,bank_width=4,segment=32 --set stride=2");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(traceDegree(r), 2u);
    // Seed 004: an odd bank count makes stride 2 conflict-free (33 banks for 32 lanes).
    r = run(trace + "simd=32,banks=33,bank_width=4 --set stride=2");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(traceDegree(r), 1u);
    r = run(trace + "simd=32,banks=33,bank_width=4 --set stride=33");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(traceDegree(r), 32u);
    // The stride stops where the window would wrap (32 lanes x 128 words = the 4096-word window).
    r = run(trace + "simd=32 --set stride=129");
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_NE(r.err.find("from 1 to 128"), std::string::npos) << r.err;
}

TEST_F(Cli, UnusablePoclCacheIsNotAMissingDriver)
{
    const CliResult r = run(kRun, COALESCE_TEST_ICD_DIR, "POCL_CACHE_DIR=/etc/hostname/pocl");
    EXPECT_EQ(r.code, 3) << r.err;
    EXPECT_NE(r.err.find("POCL_CACHE_DIR"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("/etc/hostname"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("apt-get install"), std::string::npos) << r.err;
}

TEST_F(Cli, HostTimerWarnsAtMostOncePerSweep)
{
    const CliResult r =
        run("sweep global.stride --param stride=1..8 --set size=64K --budget-ms 1 --no-predict");
    ASSERT_EQ(r.code, 0) << r.err;
    size_t warnings = 0;
    for (size_t at = r.err.find("host timer"); at != std::string::npos; at = r.err.find("host timer", at + 1))
        ++warnings;
    EXPECT_LE(warnings, 1u) << r.err;
    if (warnings == 1) { // the one line says at how many points and how far apart
        EXPECT_NE(r.err.find("of 8 points"), std::string::npos) << r.err;
    }
}
