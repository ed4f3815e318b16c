// SPDX-License-Identifier: GPL-3.0-or-later
// coalesce-cli's command-line conventions, shared with coalesce: -v means --version (--verbose is only spelled
// out), every JSON document it prints carries a schema_version, and --help lists the exit codes. Runs the
// built binary on PoCL.
#include "core/json.h"
#include "core/results.h"

#include "coalesce_version.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

using namespace coalesce;

namespace {

// The version of the JSON that devices, info, lessons and trace print (docs/CLI.md).
constexpr int kCliJsonSchemaVersion = 1;
const std::string kVersionLine = std::string("coalesce-cli ") + COALESCE_VERSION + "\n";

struct Output {
    int code = -1;
    std::string out;
    std::string err;
};

class CliConventions : public ::testing::Test {
protected:
    void SetUp() override
    {
        char name[] = "/tmp/coalesce-conventions-XXXXXX";
        ASSERT_NE(mkdtemp(name), nullptr);
        m_dir = name;
    }
    void TearDown() override
    {
        const std::string cmd = "rm -rf '" + m_dir + "'";
        if (std::system(cmd.c_str()) != 0)
            ADD_FAILURE() << "could not remove " << m_dir;
    }

    // Runs coalesce-cli with `args` (shell words) on the test ICD, or on `icd`.
    Output run(const std::string& args, const std::string& icd = COALESCE_TEST_ICD_DIR) const
    {
        const std::string out = m_dir + "/out.txt", err = m_dir + "/err.txt";
        const std::string cmd = "env OCL_ICD_VENDORS='" + icd + "' COALESCE_DEVICE= '" COALESCE_CLI_PATH "' " +
                                args + " >'" + out + "' 2>'" + err + "'";
        const int status = std::system(cmd.c_str());
        Output r;
        r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        r.out = read(out);
        r.err = read(err);
        return r;
    }

    // Runs a command that prints JSON and returns the document (an object).
    Json json(const std::string& args, const std::string& icd = COALESCE_TEST_ICD_DIR) const
    {
        const Output r = run(args, icd);
        EXPECT_EQ(r.code, 0) << args << "\n" << r.err;
        Json j = Json::parse(r.out, nullptr, false);
        EXPECT_TRUE(j.is_object()) << args << "\n" << r.out;
        return j.is_object() ? j : Json::object();
    }

    static std::string read(const std::string& path)
    {
        std::ifstream in(path);
        std::ostringstream s;
        s << in.rdbuf();
        return s.str();
    }

    std::string m_dir;
};

} // namespace

TEST_F(CliConventions, ShortVIsVersionLikeTheDesktopApplication)
{
    for (const char* flag : {"-v", "--version"}) {
        const Output r = run(flag);
        EXPECT_EQ(r.code, 0) << flag;
        EXPECT_EQ(r.out, kVersionLine) << flag;
        EXPECT_EQ(r.err, "") << flag;
    }
    // Before a command, -v still only prints the version: the command does not run.
    const Output r = run("-v devices");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out, kVersionLine);
}

TEST_F(CliConventions, VerboseIsSpelledOut)
{
    const Output help = run("--help");
    ASSERT_EQ(help.code, 0);
    EXPECT_NE(help.out.find("-v,--version"), std::string::npos) << help.out;
    EXPECT_NE(help.out.find("--verbose"), std::string::npos) << help.out;
    EXPECT_EQ(help.out.find("-v,--verbose"), std::string::npos) << help.out;

    // --verbose, before or after the command, runs the command and keeps stdout for its output.
    for (const char* args : {"--verbose lessons --json", "lessons --json --verbose"}) {
        const Output r = run(args);
        EXPECT_EQ(r.code, 0) << args << "\n" << r.err;
        EXPECT_TRUE(Json::parse(r.out, nullptr, false).contains("lessons")) << args;
    }
    // An abbreviation is not taken for it.
    EXPECT_EQ(run("--verb lessons").code, 2);
}

TEST_F(CliConventions, HelpListsTheExitCodes)
{
    for (const char* args : {"--help", "run --help", "sweep --help", "devices --help"}) {
        const Output r = run(args);
        ASSERT_EQ(r.code, 0) << args;
        EXPECT_NE(r.out.find("Exit codes:"), std::string::npos) << args;
        for (const char* code :
             {"0 ok", "2 bad usage", "3 OpenCL or device error", "4 validation failure", "130 cancelled"})
            EXPECT_NE(r.out.find(code), std::string::npos) << args << ": " << code << "\n" << r.out;
    }
}

TEST_F(CliConventions, EveryJsonCarriesASchemaVersionFirst)
{
    for (const char* args : {"devices --json", "info --device pocl --json", "lessons --json",
                             "trace global.stride --device pocl --set size=1M --set stride=2 --json"}) {
        const Json j = json(args);
        ASSERT_FALSE(j.empty()) << args;
        EXPECT_EQ(j.begin().key(), "schema_version") << args;
        EXPECT_EQ(j.value("schema_version", Json()), kCliJsonSchemaVersion) << args;
    }
    // With no OpenCL platform, the device list is still a versioned document.
    const Json none = json("devices --json", "/nonexistent-dir");
    EXPECT_EQ(none.value("schema_version", Json()), kCliJsonSchemaVersion);
    EXPECT_TRUE(none["devices"].empty());
    EXPECT_TRUE(none["problem"].is_string());

    // run and sweep print result files, versioned as docs/RESULTS.md says.
    const Json result = json("run global.stride --device pocl --set size=1M --budget-ms 5 --no-predict --json");
    EXPECT_EQ(result.value("schema_version", Json()), 1); // one device (several: version 2)
}
