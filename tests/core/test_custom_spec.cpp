// SPDX-License-Identifier: GPL-3.0-or-later
// Kernel specs (core/custom/kernelspec.h): round trip, expressions, and hostile files refused with one clear
// message naming the key.
#include "core/custom/kernelspec.h"
#include "core/custom/resolved.h"
#include "core/errors.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <limits>
#include <string>

using namespace coalesce;
using namespace coalesce::custom;

namespace {

Json goodSpec()
{
    return Json::parse(R"({
      "format": "coalesce-kernel", "version": 1, "kernel": "scale",
      "params": [{"name": "N", "default": 1024, "min": 64, "max": 65536, "define": false},
                 {"name": "STRIDE", "default": 1, "min": 1, "max": 8, "sweep": "1..8:*2"}],
      "buffers": [{"name": "in", "type": "float", "count": "N * STRIDE", "init": {"random": 7}},
                  {"name": "out", "type": "float", "count": "N", "output": true},
                  {"name": "tile", "space": "local", "type": "float", "count": 64}],
      "args": ["in", "out", {"name": "a", "type": "float", "value": 2.5}, {"name": "n", "type": "uint", "value": "N"}, "tile"],
      "global": ["N"], "local": [64]
    })");
}

// The message of the Error(InvalidParameter) that parsing `j` throws.
std::string refusal(const Json& j)
{
    try {
        specFromJson(j, "spec");
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter) << e.what();
        return e.what();
    }
    ADD_FAILURE() << "accepted: " << j.dump();
    return {};
}

} // namespace

TEST(CustomSpec, ParsesAndRoundTrips)
{
    const KernelSpec s = specFromJson(goodSpec());
    ASSERT_EQ(s.buffers.size(), 3u);
    EXPECT_EQ(s.buffers[0].init, InitKind::Random);
    EXPECT_EQ(s.buffers[0].seed, 7u);
    EXPECT_EQ(s.buffers[1].init, InitKind::None); // an output without init is poisoned
    EXPECT_EQ(s.buffers[2].space, BufferSpace::Local);
    EXPECT_EQ(s.check, CheckMethod::Device);
    const Json again = specToJson(s);
    const KernelSpec t = specFromJson(again);
    EXPECT_EQ(specToJson(t), again);
    EXPECT_EQ(t.buffers[0].count.text(), "N * STRIDE");
    EXPECT_DOUBLE_EQ(*t.args[2].floatValue, 2.5);
}

TEST(CustomSpec, ResolvesExpressionsAndArguments)
{
    const KernelSpec s = specFromJson(goodSpec());
    const Resolved r = resolve(s, {{"N", 256}, {"STRIDE", 4}});
    EXPECT_EQ(r.buffers[0].count, 1024u);
    EXPECT_EQ(r.buffers[0].bytes, 4096u);
    EXPECT_EQ(r.global[0], 256u);
    EXPECT_EQ(r.groups(), 4u);
    EXPECT_EQ(r.defines, " -DSTRIDE=4"); // N has define: false
    ASSERT_EQ(r.args[3].value.size(), 4u);
    EXPECT_EQ(r.args[3].value[1], 1); // 256 little-endian
}

TEST(CustomSpec, ExpressionErrors)
{
    EXPECT_EQ(Expr::parse("(N + 63) / 64 * 64", "x").eval({{"N", 65}}), 128);
    EXPECT_EQ(Expr::parse("-3 % 2", "x").eval({}), -1);
    EXPECT_THROW(Expr::parse("N +", "x"), Error);
    EXPECT_THROW(Expr::parse("N $ 2", "x"), Error);
    EXPECT_THROW(Expr::parse("((N)", "x"), Error);
    EXPECT_THROW(Expr::parse("N / 0", "x").eval({{"N", 1}}), Error);
    EXPECT_THROW(Expr::parse("N * N", "x").eval({{"N", int64_t(1) << 40}}), Error);
    EXPECT_THROW(Expr::parse("99999999999999999999", "x"), Error);
    EXPECT_THROW(Expr::parse(std::string(300, '('), "x"), Error);
}

TEST(CustomSpec, HostileFilesAreRefusedWithTheKey)
{
    Json j = goodSpec();
    j["buffers"][0]["cuont"] = 3;
    EXPECT_NE(refusal(j).find("spec.buffers[0]: unknown key \"cuont\""), std::string::npos);

    j = goodSpec();
    j["buffers"][1]["type"] = "float3x";
    EXPECT_NE(refusal(j).find("spec.buffers[1].type: unknown type \"float3x\""), std::string::npos);

    j = goodSpec();
    j["buffers"][0]["count"] = true;
    EXPECT_NE(refusal(j).find("spec.buffers[0].count: expected a whole number or an expression"),
              std::string::npos);

    j = goodSpec();
    j["version"] = 2;
    EXPECT_NE(refusal(j).find("version 2 is not supported"), std::string::npos);

    j = goodSpec();
    j["args"][0] = "missing";
    EXPECT_NE(refusal(j).find("no buffer named \"missing\""), std::string::npos);

    j = goodSpec();
    j["args"].erase(1);
    EXPECT_NE(refusal(j).find("buffer \"out\" is never passed"), std::string::npos);

    j = goodSpec();
    j["local"] = Json::array({64, 1});
    EXPECT_NE(refusal(j).find("spec.local: has 2 dimensions, global has 1"), std::string::npos);

    j = goodSpec();
    j["global"] = Json::array({1, 1, 1, 1});
    EXPECT_NE(refusal(j).find("at most 3"), std::string::npos);

    j = goodSpec();
    j["kernel"] = "bad name";
    EXPECT_NE(refusal(j).find("spec.kernel: \"bad name\" is not a name"), std::string::npos);

    j = goodSpec();
    j["buffers"][0]["count"] = "N * Q";
    EXPECT_NE(refusal(j).find("\"Q\" is not a parameter"), std::string::npos);

    j = goodSpec();
    j["params"][0]["default"] = 1;
    EXPECT_NE(refusal(j).find("spec.params[0].default: 1 is outside 64..65536"), std::string::npos);

    j = goodSpec();
    for (auto& b : j["buffers"])
        b.erase("output");
    EXPECT_NE(refusal(j).find("no buffer is marked"), std::string::npos);

    j = goodSpec();
    j["buffers"][2]["init"] = "index";
    EXPECT_NE(refusal(j).find("a local buffer has no init"), std::string::npos);

    j = goodSpec();
    j["tolerance"] = "small";
    EXPECT_NE(refusal(j).find("spec.tolerance: expected a number, found text"), std::string::npos);

    j = goodSpec();
    j["buffers"] = Json::array();
    for (int i = 0; i < 20; ++i)
        j["buffers"].push_back(goodSpec()["buffers"][0]);
    EXPECT_NE(refusal(j).find("20 entries, at most 16"), std::string::npos);

    j = goodSpec();
    j["args"][3]["value"] = std::numeric_limits<int64_t>::min();
    EXPECT_NE(refusal(j).find("spec.args[3].value: too large"), std::string::npos);

    EXPECT_THROW(parseSpec("{\"format\": "), Error);
    EXPECT_THROW(parseSpec(std::string(kMaxSpecFileBytes + 1, ' ')), Error);
    EXPECT_THROW(parseSpec("[1, 2]"), Error);
}

TEST(CustomSpec, SizesPastTheLimitsAreRefusedWhenResolved)
{
    const KernelSpec s = specFromJson(goodSpec());
    auto message = [&](std::map<std::string, int64_t> v) -> std::string {
        try {
            resolve(s, v);
        } catch (const Error& e) {
            return e.what();
        }
        return "accepted";
    };
    EXPECT_NE(message({{"N", 100}, {"STRIDE", 1}}).find("local[0] = 64 does not divide global[0] = 100"),
              std::string::npos);
    EXPECT_NE(message({{"N", 1 << 20}, {"STRIDE", 1}}).find("outside 64..65536"), std::string::npos);

    Json j = goodSpec();
    j["params"][0]["max"] = int64_t(1) << 40;
    const KernelSpec big = specFromJson(j);
    try {
        resolve(big, {{"N", int64_t(1) << 36}, {"STRIDE", 8}});
        ADD_FAILURE() << "a 2^39-element buffer was accepted";
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("buffer in: count N * STRIDE"), std::string::npos) << e.what();
    }
    j = goodSpec();
    j["local"] = Json::array({2048});
    j["global"] = Json::array({4096});
    EXPECT_THROW(resolve(specFromJson(j), {{"N", 1024}, {"STRIDE", 1}}), Error);
}

TEST(CustomSpec, FileRoundTripAndSpecPath)
{
    const std::string path = ::testing::TempDir() + "coalesce_spec_roundtrip.json";
    const KernelSpec s = specFromJson(goodSpec());
    saveSpec(s, path);
    const KernelSpec back = loadSpec(path);
    EXPECT_EQ(specToJson(back), specToJson(s));
    std::remove(path.c_str());
    EXPECT_THROW(loadSpec(path), Error);
    EXPECT_EQ(specPathFor("/a/b/saxpy.cl"), "/a/b/saxpy.json");
    EXPECT_EQ(specPathFor("/a.b/saxpy"), "/a.b/saxpy.json");
}
