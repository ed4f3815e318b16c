// SPDX-License-Identifier: GPL-3.0-or-later
// `coalesce-cli kernel check|trace|run|sweep` on PoCL: exit codes, the listed violations, the build log as
// FILE:LINE:COLUMN, result files, and hostile spec files refused with exit 2 before a device is opened.
#include "core/custom/templates.h"

#include "tests/core/clifixture.h"

using namespace coalesce::clitest;

namespace {

class KernelCli : public Cli {
protected:
    void SetUp() override
    {
        Cli::SetUp();
        const auto& t = coalesce::custom::kernelTemplates().front(); // read_1d
        std::ofstream(file("read.cl")) << t.source;
        std::ofstream(file("read.json")) << t.spec;
    }
    std::string source() const { return readText(file("read.cl")); }
    void writeKernel(const std::string& name, const std::string& text) const
    {
        std::ofstream(file(name + ".cl")) << text;
        std::ofstream(file(name + ".json")) << readText(file("read.json"));
    }
};

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    text.replace(text.find(from), from.size(), to);
    return text;
}

} // namespace

TEST_F(KernelCli, CheckTraceAndRunAGoodKernel)
{
    CliResult r = run("kernel check '" + file("read.cl") + "' -s n=128 --json");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("\"passed\": true"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\"violation_count\": 0"), std::string::npos);

    r = run("kernel trace '" + file("read.cl") + "' -s n=128 -s stride=2");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("256 accesses in 2 work-groups"), std::string::npos) << r.out;

    r = run("kernel run '" + file("read.cl") + "' -s n=128 --budget-ms 2 --no-predict -o '" + file("r.json") +
            "'");
    ASSERT_EQ(r.code, 0) << r.err;
    const std::string result = readText(file("r.json"));
    EXPECT_NE(result.find("\"custom.read_1d\""), std::string::npos) << result;
    EXPECT_NE(result.find("\"passed\": true"), std::string::npos);
}

TEST_F(KernelCli, CustomIsTheSameCommand)
{
    // `coalesce-cli custom FILE.cl …` (the name) is `kernel`.
    const CliResult r = run("custom check '" + file("read.cl") + "' -s n=128 --json");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("\"violation_count\": 0"), std::string::npos) << r.out;
}

TEST_F(KernelCli, OutOfBoundsIsListedAndNeverMeasured)
{
    writeKernel("bad", replaced(source(), "in, g * STRIDE, 0", "in, g * STRIDE + 1, 0"));
    CliResult r = run("kernel check '" + file("bad.cl") + "' -s n=128");
    EXPECT_EQ(r.code, 4) << r.err;
    EXPECT_NE(r.out.find("work-item (127,0,0) step 0 line 9: read in at byte 512"), std::string::npos) << r.out;

    r = run("kernel run '" + file("bad.cl") + "' -s n=128 --json -o '" + file("r.json") + "'");
    EXPECT_EQ(r.code, 4) << r.err;
    EXPECT_NE(r.err.find("the kernel was not run"), std::string::npos) << r.err;
    EXPECT_FALSE(exists(file("r.json")));
}

TEST_F(KernelCli, BuildErrorPrintsFileLineColumn)
{
    writeKernel("err", replaced(source(), "const float v =", "const float v = nope +"));
    const CliResult r = run("kernel check '" + file("err.cl") + "'");
    EXPECT_EQ(r.code, 3) << r.err;
    EXPECT_NE(r.err.find(file("err.cl") + ":9:"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("error: use of undeclared identifier 'nope'"), std::string::npos) << r.err;
}

TEST_F(KernelCli, HostileSpecsAreRefusedBeforeTheDevice)
{
    const std::string good = readText(file("read.json"));
    auto refuse = [&](const std::string& spec, const std::string& part) {
        std::ofstream(file("h.json")) << spec;
        // No OpenCL at all: the spec is refused before a device is looked for.
        const CliResult r =
            run("kernel run '" + file("read.cl") + "' --spec '" + file("h.json") + "'", "/nonexistent");
        EXPECT_EQ(r.code, 2) << spec << r.err;
        EXPECT_NE(r.err.find(part), std::string::npos) << r.err;
    };
    refuse(replaced(good, "\"type\": \"float\", \"count\": \"N * STRIDE\"",
                    "\"type\": \"float\", \"count\": \"N * \""),
           "buffers[0].count");
    refuse(replaced(good, "\"local\": [64]", "\"local\": [48]"),
           "local[0] = 48 does not divide global[0] = 4096");
    refuse(replaced(good, "\"check\": \"device\"", "\"check\": \"device\", \"extra\": 1"),
           "unknown key \"extra\"");
    refuse(replaced(good, "\"count\": \"N\"", "\"count\": \"N * 1099511627776\""), "is outside 1..4294967296");
    refuse("not json", "not valid JSON");
    const CliResult r = run("kernel check '" + file("missing.cl") + "'");
    EXPECT_EQ(r.code, 2) << r.err;
}
