// SPDX-License-Identifier: GPL-3.0-or-later
// Crafted result files are refused with a message naming the limit (docs/RESULTS.md, core/resultlimits.h),
// never a crash, a hang or a file the GUI cannot draw. A small corpus lives in tests/data/bad-results/; the big
// cases (10^6-deep nesting, a 100 000-character device name, a file past 64 MiB, 5000 points) are made here at
// run time, not committed.
#include "core/errors.h"
#include "core/resultlimits.h"
#include "core/results.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace coalesce;

namespace {

const std::string kCorpus = std::string(COALESCE_SOURCE_DIR) + "/tests/data/bad-results/";

std::string readText(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// A file of the test's own, removed with the fixture.
class BadResults : public ::testing::Test {
protected:
    void SetUp() override
    {
        char name[] = "/tmp/coalesce-bad-results-XXXXXX";
        m_dir = ::mkdtemp(name);
    }
    void TearDown() override { EXPECT_EQ(std::system(("rm -rf '" + m_dir + "'").c_str()), 0); }

    std::string write(const std::string& name, const std::string& text) const
    {
        const std::string path = m_dir + "/" + name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

    std::string m_dir;
};

// Loads path expecting Error(Io) whose message contains every fragment; returns the message.
std::string refused(const std::string& path, const std::vector<std::string>& fragments)
{
    try {
        loadResultFile(path);
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Io) << e.what();
        const std::string message = e.what();
        for (const auto& f : fragments)
            EXPECT_NE(message.find(f), std::string::npos) << path << ": " << message;
        EXPECT_LT(message.size(), 600u) << "the message must stay one readable line";
        return message;
    }
    ADD_FAILURE() << path << " was accepted";
    return {};
}

} // namespace

TEST_F(BadResults, TheCorpusBaseIsAGoodFile)
{
    const ResultFile f = loadResultFile(kCorpus + "good.json");
    EXPECT_EQ(f.lesson, "global.stride");
    EXPECT_EQ(f.points.size(), 2u);
}

TEST_F(BadResults, CommittedCorpusIsRefusedNamingTheLimit)
{
    refused(kCorpus + "swept-1e16.json", {"10000000000000000", "-2^53 to 2^53"});
    refused(kCorpus + "median-1e400.json", {"1e400"});
    refused(kCorpus + "negative-bandwidth.json", {"eb_gbs", "finite, from 0 to 1e18"});
    refused(kCorpus + "budget-1e300.json", {"budget_seconds", "from 0 to 1e18"});
    refused(kCorpus + "reps-past-int.json", {"reps", "2147483647"});
    refused(kCorpus + "long-device-name.json", {"device.name", "300 bytes", "limited to 256"});
    refused(kCorpus + "long-param-name.json", {"limited to 256"});
    refused(kCorpus + "nested-100.json", {"nested more than 64 deep"});
}

TEST_F(BadResults, DeepNestingIsRefusedBeforeParsing)
{
    // 10^6 levels overflowed the stack in the parser and the destructor (10^4 under ASan).
    const std::string deep = std::string(1000000, '[') + std::string(1000000, ']');
    refused(write("deep.json", deep), {"nested more than 64 deep"});
    // Brackets inside strings do not count.
    std::string good = readText(kCorpus + "good.json");
    const auto at = good.find("\"app_version\": \"");
    ASSERT_NE(at, std::string::npos);
    good.insert(at, "\"note\": \"" + std::string(200, '[') + "\",\n ");
    EXPECT_NO_THROW(loadResultFile(write("brackets-in-string.json", good)));
}

TEST_F(BadResults, HugeNamesPointsAndFilesAreRefused)
{
    const std::string good = readText(kCorpus + "good.json");
    Json j = Json::parse(good);
    Json name = j;
    name["device"]["name"] = std::string(100000, 'N'); // 28 s and 7.6 GB in the chart's legend
    refused(write("name.json", name.dump()), {"device.name", "100000 bytes"});

    Json many = j;
    for (int i = 0; i < 5000; ++i)
        many["points"].push_back(j["points"][0]);
    refused(write("points.json", many.dump()), {"5002 points", "at most 4096"});

    Json text = j;
    text["points"][0]["error"] = std::string((size_t(1) << 20) + 10, 'e');
    refused(write("string.json", text.dump()), {"strings are limited to 1 MiB"});

    const std::string big = write("big.json", std::string(kMaxResultFileBytes + 1, ' '));
    refused(big, {"limited to 64 MiB"});
}

TEST_F(BadResults, ParsedJsonIsCheckedToo)
{
    // resultFromJson (the GUI's path for JSON it already holds) applies the field limits as well.
    Json j = Json::parse(readText(kCorpus + "good.json"));
    j["points"][0]["timing"]["p90_ns"] = -5.0;
    EXPECT_THROW(resultFromJson(j), Error);
    j = Json::parse(readText(kCorpus + "good.json"));
    j["points"][0]["params"]["stride"] = uint64_t(1) << 63;
    EXPECT_THROW(resultFromJson(j), Error);
    j = Json::parse(readText(kCorpus + "good.json"));
    j["lesson"] = std::string(1000, 'l');
    EXPECT_THROW(resultFromJson(j), Error);
}
