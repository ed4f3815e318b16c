// SPDX-License-Identifier: GPL-3.0-or-later
// Parameter parsing: sizes, integers, choices, assignments and sweeps, good values and every kind of bad one.
#include "core/errors.h"
#include "core/params.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace coalesce;

namespace {

std::vector<ParamSpec> testSpecs()
{
    ParamSpec stride;
    stride.name = "stride";
    stride.min = 1;
    stride.max = 4096;
    stride.def = 1;
    ParamSpec vector;
    vector.name = "vector";
    vector.min = 1;
    vector.max = 16;
    vector.def = 1;
    vector.allowed = {1, 2, 4, 8, 16};
    ParamSpec type;
    type.name = "type";
    type.kind = ParamKind::Choice;
    type.choices = {"uchar", "ushort", "uint", "float", "ulong", "double"};
    type.defChoice = "float";
    ParamSpec size;
    size.name = "size";
    size.kind = ParamKind::Size;
    size.min = 4096;
    size.max = int64_t(1) << 32;
    size.def = int64_t(16) << 20;
    ParamSpec pad;
    pad.name = "pad";
    pad.min = 0;
    pad.max = 64;
    pad.def = 1;
    return {stride, vector, type, size, pad};
}

// Runs f, expects Error(InvalidParameter), and returns its message.
template <class F>
std::string invalidMessage(F&& f)
{
    try {
        f();
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter) << e.what();
        const std::string message = e.what();
        EXPECT_EQ(message.find('\n'), std::string::npos) << "not one line: " << message;
        return message;
    }
    ADD_FAILURE() << "no error thrown";
    return {};
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(ParseSize, AcceptsSuffixes)
{
    EXPECT_EQ(parseSize("4096"), 4096);
    EXPECT_EQ(parseSize("64K"), 64 * 1024);
    EXPECT_EQ(parseSize("256M"), int64_t(256) << 20);
    EXPECT_EQ(parseSize("1G"), int64_t(1) << 30);
    EXPECT_EQ(parseSize("1GiB"), int64_t(1) << 30);
    EXPECT_EQ(parseSize("2gb"), int64_t(2) << 30);
    EXPECT_EQ(parseSize("3m"), int64_t(3) << 20);
    EXPECT_EQ(parseSize("1T"), int64_t(1) << 40);
    EXPECT_EQ(parseSize("512B"), 512);
    EXPECT_EQ(parseSize(" 8 K "), 8192);
    EXPECT_EQ(parseSize("9223372036854775807"), INT64_MAX);
}

TEST(ParseSize, RefusesBadText)
{
    std::string m = invalidMessage([] { parseSize("abc"); });
    EXPECT_EQ(
        m, "invalid size \"abc\" for size: expected a positive number of bytes with optional K, M or G suffix");
    m = invalidMessage([] { parseSize("0"); });
    EXPECT_TRUE(contains(m, "\"0\"") && contains(m, "greater than zero")) << m;
    m = invalidMessage([] { parseSize("0M"); });
    EXPECT_TRUE(contains(m, "greater than zero")) << m;
    m = invalidMessage([] { parseSize("-5M", "buffer"); });
    EXPECT_TRUE(contains(m, "\"-5M\" for buffer") && contains(m, "negative")) << m;
    m = invalidMessage([] { parseSize("99999999999999999999"); });
    EXPECT_TRUE(contains(m, "too large")) << m;
    m = invalidMessage([] { parseSize("9000000000G"); });
    EXPECT_TRUE(contains(m, "too large")) << m;
    m = invalidMessage([] { parseSize("8388608T"); });
    EXPECT_TRUE(contains(m, "too large")) << m;
    for (const char* bad : {"", "M", "1.5G", "12Q", "1KK", "1Mi", "0x100", "1 2", "+-1"})
        invalidMessage([&] { parseSize(bad); });
}

TEST(ParseInteger, StrictDecimal)
{
    EXPECT_EQ(parseInteger("42", "n"), 42);
    EXPECT_EQ(parseInteger("-7", "n"), -7);
    EXPECT_EQ(parseInteger("+7", "n"), 7);
    EXPECT_EQ(parseInteger("9223372036854775807", "n"), INT64_MAX);
    std::string m = invalidMessage([] { parseInteger("4x", "stride"); });
    EXPECT_EQ(m, "invalid value \"4x\" for stride: expected a whole number");
    m = invalidMessage([] { parseInteger("9223372036854775808", "stride"); });
    EXPECT_TRUE(contains(m, "too large")) << m;
    for (const char* bad : {"", "-", "1.0", "1e3", "0x10", " ", "--1"})
        invalidMessage([&] { parseInteger(bad, "n"); });
}

TEST(FormatSize, ExactUnitsOnly)
{
    EXPECT_EQ(formatSize(int64_t(256) << 20), "256M");
    EXPECT_EQ(formatSize(4096), "4K");
    EXPECT_EQ(formatSize(int64_t(3) << 30), "3G");
    EXPECT_EQ(formatSize(1000), "1000");
    EXPECT_EQ(formatSize(0), "0");
}

TEST(CanonicalValue, IntegersChoicesSizes)
{
    const auto specs = testSpecs();
    EXPECT_EQ(canonicalValue(specs[0], "008"), "8");
    EXPECT_EQ(canonicalValue(specs[1], "16"), "16");
    EXPECT_EQ(canonicalValue(specs[2], "FLOAT"), "float");
    EXPECT_EQ(canonicalValue(specs[3], "1M"), "1048576");
    EXPECT_EQ(canonicalValue(specs[4], "0"), "0");

    std::string m = invalidMessage([&] { canonicalValue(specs[0], "0"); });
    EXPECT_EQ(m, "invalid value \"0\" for stride: expected a whole number from 1 to 4096");
    m = invalidMessage([&] { canonicalValue(specs[0], "-3"); });
    EXPECT_TRUE(contains(m, "from 1 to 4096")) << m;
    m = invalidMessage([&] { canonicalValue(specs[0], "4097"); });
    EXPECT_TRUE(contains(m, "\"4097\"")) << m;
    m = invalidMessage([&] { canonicalValue(specs[0], "two"); });
    EXPECT_TRUE(contains(m, "\"two\" for stride")) << m;
    m = invalidMessage([&] { canonicalValue(specs[0], "99999999999999999999999"); });
    EXPECT_TRUE(contains(m, "stride")) << m;
    m = invalidMessage([&] { canonicalValue(specs[1], "3"); });
    EXPECT_EQ(m, "invalid value \"3\" for vector: expected one of 1, 2, 4, 8, 16");
    m = invalidMessage([&] { canonicalValue(specs[2], "half"); });
    EXPECT_EQ(m, "invalid value \"half\" for type: expected one of uchar, ushort, uint, float, ulong, double");
    m = invalidMessage([&] { canonicalValue(specs[3], "1K"); });
    EXPECT_TRUE(contains(m, "from 4K to 4G")) << m;
    m = invalidMessage([&] { canonicalValue(specs[3], "8G"); });
    EXPECT_TRUE(contains(m, "\"8G\" for size")) << m;
    m = invalidMessage([&] { canonicalValue(specs[3], "lots"); });
    EXPECT_TRUE(contains(m, "\"lots\" for size")) << m;
}

TEST(MakeParams, DefaultsThenAssignments)
{
    const auto specs = testSpecs();
    ParamSet p = makeParams(specs, {});
    EXPECT_EQ(p.integer("stride"), 1);
    EXPECT_EQ(p.text("type"), "float");
    EXPECT_EQ(p.integer("size"), int64_t(16) << 20);
    EXPECT_EQ(p.values().size(), specs.size());

    p = makeParams(specs, {"stride=8", "type=uchar", "size=1M", "stride=16", " pad = 3 "});
    EXPECT_EQ(p.integer("stride"), 16); // later wins
    EXPECT_EQ(p.text("type"), "uchar");
    EXPECT_EQ(p.integer("size"), 1 << 20);
    EXPECT_EQ(p.integer("pad"), 3);

    const ParamSet q = applyParams(specs, p, {"vector=4"});
    EXPECT_EQ(q.integer("vector"), 4);
    EXPECT_EQ(q.integer("stride"), 16);
    EXPECT_FALSE(q == p);
}

TEST(MakeParams, RefusesUnknownAndBad)
{
    const auto specs = testSpecs();
    std::string m = invalidMessage([&] { makeParams(specs, {"strid=4"}); });
    EXPECT_EQ(m, "unknown parameter \"strid\": this lesson's parameters are stride, vector, type, size, pad");
    m = invalidMessage([&] { makeParams(specs, {"stride"}); });
    EXPECT_TRUE(contains(m, "expected name=value")) << m;
    m = invalidMessage([&] { makeParams(specs, {"stride=0"}); });
    EXPECT_TRUE(contains(m, "stride")) << m;
    m = invalidMessage([&] { makeParams(specs, {"size=abc"}); });
    EXPECT_TRUE(contains(m, "\"abc\" for size")) << m;
    m = invalidMessage([&] { makeParams({}, {"x=1"}); });
    EXPECT_TRUE(contains(m, "no parameters")) << m;
    m = invalidMessage([&] { makeParams(specs, {}).integer("nope"); });
    EXPECT_TRUE(contains(m, "nope")) << m;
}

TEST(ParamSet, ToJsonTypesAndOrder)
{
    const auto specs = testSpecs();
    const Json json = makeParams(specs, {"stride=3", "size=64K"}).toJson(specs);
    ASSERT_TRUE(json.is_object());
    EXPECT_EQ(json.begin().key(), "stride");
    EXPECT_EQ(json["stride"], 3);
    EXPECT_EQ(json["size"], 65536);
    EXPECT_EQ(json["type"], "float");
    EXPECT_TRUE(json["vector"].is_number_integer());
}

TEST(ParseSweep, RangesStepsGeometricLists)
{
    const auto specs = testSpecs();
    SweepRange r = parseSweep(specs, "stride=1..64");
    EXPECT_EQ(r.param, "stride");
    ASSERT_EQ(r.values.size(), 64u);
    EXPECT_EQ(r.values.front(), "1");
    EXPECT_EQ(r.values.back(), "64");

    r = parseSweep(specs, "stride=1..64:2");
    ASSERT_EQ(r.values.size(), 32u);
    EXPECT_EQ(r.values[1], "3");
    EXPECT_EQ(r.values.back(), "63");

    r = parseSweep(specs, "stride=1..1024:*2");
    EXPECT_EQ(r.values,
              (std::vector<std::string>{"1", "2", "4", "8", "16", "32", "64", "128", "256", "512", "1024"}));
    r = parseSweep(specs, "stride=3..100:*3");
    EXPECT_EQ(r.values, (std::vector<std::string>{"3", "9", "27", "81"}));

    r = parseSweep(specs, "vector=1..16");
    EXPECT_EQ(r.values, (std::vector<std::string>{"1", "2", "4", "8", "16"}));
    r = parseSweep(specs, "vector=2..8");
    EXPECT_EQ(r.values, (std::vector<std::string>{"2", "4", "8"}));
    r = parseSweep(specs, "vector=1..16:*2");
    EXPECT_EQ(r.values.size(), 5u);

    r = parseSweep(specs, "type=uchar,float");
    EXPECT_EQ(r.param, "type");
    EXPECT_EQ(r.values, (std::vector<std::string>{"uchar", "float"}));
    r = parseSweep(specs, "stride=1,7,32");
    EXPECT_EQ(r.values, (std::vector<std::string>{"1", "7", "32"}));
    r = parseSweep(specs, "stride=5");
    EXPECT_EQ(r.values, (std::vector<std::string>{"5"}));
    r = parseSweep(specs, "pad=0..4");
    EXPECT_EQ(r.values.size(), 5u);

    r = parseSweep(specs, "size=64K..1M:*2");
    EXPECT_EQ(r.values, (std::vector<std::string>{"65536", "131072", "262144", "524288", "1048576"}));
    r = parseSweep(specs, "size=1M..4M:1M");
    EXPECT_EQ(r.values.size(), 4u);
    r = parseSweep(specs, "stride=4096..4096");
    EXPECT_EQ(r.values.size(), 1u);
}

TEST(ParseSweep, RefusesBadSweeps)
{
    const auto specs = testSpecs();
    std::string m = invalidMessage([&] { parseSweep(specs, "stride=64..1"); });
    EXPECT_TRUE(contains(m, "reversed")) << m;
    m = invalidMessage([&] { parseSweep(specs, "stride=1..64:0"); });
    EXPECT_TRUE(contains(m, "step must be positive")) << m;
    m = invalidMessage([&] { parseSweep(specs, "stride=1..64:-2"); });
    EXPECT_TRUE(contains(m, "step must be positive")) << m;
    m = invalidMessage([&] { parseSweep(specs, "stride=1..64:*1"); });
    EXPECT_TRUE(contains(m, "at least 2")) << m;
    m = invalidMessage([&] { parseSweep(specs, "pad=0..64:*2"); });
    EXPECT_TRUE(contains(m, "start above 0")) << m;
    m = invalidMessage([&] { parseSweep(specs, "stride=0..64"); });
    EXPECT_TRUE(contains(m, "\"0\" for stride")) << m;
    m = invalidMessage([&] { parseSweep(specs, "stride=1..5000"); });
    EXPECT_TRUE(contains(m, "\"5000\" for stride") && contains(m, "from 1 to 4096")) << m;
    m = invalidMessage([&] { parseSweep(specs, "size=4K..4G"); });
    EXPECT_TRUE(contains(m, "at most 4096")) << m;
    m = invalidMessage([&] { parseSweep(specs, "vector=1..16:2"); });
    EXPECT_TRUE(contains(m, "\"3\" for vector")) << m;
    m = invalidMessage([&] { parseSweep(specs, "vector=9..15"); });
    EXPECT_TRUE(contains(m, "no allowed value")) << m;
    m = invalidMessage([&] { parseSweep(specs, "type=uchar..float"); });
    EXPECT_TRUE(contains(m, "not a range")) << m;
    m = invalidMessage([&] { parseSweep(specs, "type=uchar,half"); });
    EXPECT_TRUE(contains(m, "\"half\" for type")) << m;
    m = invalidMessage([&] { parseSweep(specs, "strde=1..4"); });
    EXPECT_TRUE(contains(m, "unknown parameter \"strde\"") && contains(m, "stride, vector")) << m;
    m = invalidMessage([&] { parseSweep(specs, "1..64"); });
    EXPECT_TRUE(contains(m, "expected name=A..B")) << m;
    // Ends of opposite sign near the int64 limits: refused by count or by value, never a signed overflow
    // (UBSan found end - start overflowing here).
    m = invalidMessage([&] { parseSweep(specs, "vector=-9223372036854775807..9223372036854775807:1"); });
    EXPECT_TRUE(contains(m, "vector")) << m;
    m = invalidMessage([&] { parseSweep(specs, "vector=-9223372036854775807..9223372036854775807:2"); });
    EXPECT_TRUE(contains(m, "vector")) << m;
    m = invalidMessage([&] { parseSweep(specs, "stride=-9223372036854775807..9223372036854775807:3"); });
    EXPECT_TRUE(contains(m, "stride")) << m;
    for (const char* bad :
         {"stride=", "stride=1..", "stride=..64", "stride=1...64", "stride=1..64:", "stride=1..64:x",
          "stride=1..64:*", "stride=a..b", "stride=1,,2", "stride=1,2,", "stride=1..2..3"})
        invalidMessage([&] { parseSweep(specs, bad); });
}
