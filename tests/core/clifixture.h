// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The coalesce-cli test fixture: runs the built binary on PoCL in a fresh temporary folder and captures its
// exit code, stdout and stderr. Shared by test_cli.cpp, test_clioutputs.cpp and test_clisignals.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace coalesce::clitest {

struct CliResult {
    int code = -1; ///< exit code, or -signal when killed by a signal
    std::string out;
    std::string err;
};

inline std::string readText(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

inline bool exists(const std::string& path)
{
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0;
}

class Cli : public ::testing::Test {
protected:
    void SetUp() override
    {
        char name[] = "/tmp/coalesce-cli-test-XXXXXX";
        m_dir = mkdtemp(name);
    }
    void TearDown() override
    {
        const std::string cmd = "rm -rf '" + m_dir + "'";
        if (std::system(cmd.c_str()) != 0)
            ADD_FAILURE() << "could not remove " << m_dir;
    }

    std::string file(const std::string& name) const { return m_dir + "/" + name; }

    // Runs coalesce-cli with `args` (shell words) and the test ICD unless `icd` says otherwise.
    // stdoutPath: where stdout goes instead of a file read back (e.g. /dev/full).
    CliResult run(const std::string& args, const std::string& icd = COALESCE_TEST_ICD_DIR,
                  const std::string& env = {}, const std::string& stdoutPath = {}) const
    {
        const std::string out = stdoutPath.empty() ? file("stdout.txt") : stdoutPath, err = file("stderr.txt");
        const std::string cmd = "env OCL_ICD_VENDORS='" + icd + "' COALESCE_DEVICE= " + env +
                                " '" COALESCE_CLI_PATH "' " + args + " >'" + out + "' 2>'" + err + "'";
        const int status = std::system(cmd.c_str());
        CliResult r;
        if (WIFEXITED(status))
            r.code = WEXITSTATUS(status);
        else if (WIFSIGNALED(status))
            r.code = -WTERMSIG(status);
        r.out = stdoutPath.empty() ? readText(out) : std::string();
        r.err = readText(err);
        return r;
    }

    // A bad input: exit code `code`, exactly one line on stderr naming `part`, nothing on stdout, no file.
    void expectRefused(const std::string& args, int code, const std::string& part)
    {
        const std::string out = file("o.json");
        const CliResult r = run(args + " --out '" + out + "'");
        EXPECT_EQ(r.code, code) << args << "\n" << r.err;
        EXPECT_EQ(r.err.rfind("coalesce-cli: error: ", 0), 0u) << args << "\n" << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << "\n" << r.err;
        EXPECT_NE(r.err.find(part), std::string::npos) << args << "\n" << r.err;
        EXPECT_EQ(r.out, "") << args;
        EXPECT_FALSE(exists(out)) << args;
    }

    std::string m_dir;
};

} // namespace coalesce::clitest
