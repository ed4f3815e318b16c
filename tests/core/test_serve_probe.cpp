// SPDX-License-Identifier: GPL-3.0-or-later
// `probe` over `coalesce-cli serve` (docs/PROTOCOL.md): the report of `coalesce-cli probe --json` (the same
// top-level fields, each probe with its values and curves, the profile with the decided values applied,
// "stored" null: the server keeps nothing), progress events carrying the request id, cancel between points,
// and bad parameters refused as values before the device is touched. Small options keep it quick on PoCL.
#include "tests/core/test_serveclient.h"

#include "core/geometry.h"

#include <gtest/gtest.h>

using namespace coalesce;
using namespace coalesce::servetest;

namespace {

Json smallProbe(Json only)
{
    return Json{{"device", "pocl"},
                {"only", std::move(only)},
                {"options",
                 {{"point_seconds", 0},
                  {"warmup", 1},
                  {"min_reps", 1},
                  {"max_reps", 1},
                  {"max_buffer_bytes", 1 << 20},
                  {"max_footprint_bytes", 64 << 10}}}};
}

std::string errorKind(const Json& reply)
{
    return reply.value("ok", true) ? std::string("(ok)") : reply["error"].value("kind", std::string());
}

} // namespace

TEST(ServeProbe, AnswersTheCliReportWithProgress)
{
    ServeProcess serve;
    serve.send(serve.request("p", "probe", smallProbe({"local.banks"})));
    std::vector<Json> events;
    const Json r = serve.replyTo("p", &events);
    ASSERT_TRUE(r.value("ok", false)) << r.dump().substr(0, 400);
    const Json& report = r["result"];
    // The fields of `coalesce-cli probe --json` (app/cli/probecommand.cpp), in its order.
    std::vector<std::string> keys;
    for (auto it = report.begin(); it != report.end(); ++it)
        keys.push_back(it.key());
    EXPECT_EQ(keys,
              (std::vector<std::string>{"schema_version", "device", "seconds", "stored", "profile", "probes"}));
    EXPECT_TRUE(report["stored"].is_null());
    EXPECT_NO_THROW(profileFromJson(report["profile"]));
    ASSERT_EQ(report["probes"].size(), 1u);
    const Json& probe = report["probes"][0];
    EXPECT_EQ(probe["name"], "local.banks");
    EXPECT_FALSE(probe["values"].empty());
    ASSERT_FALSE(events.empty());
    for (const auto& e : events) {
        EXPECT_EQ(e["event"], "progress");
        EXPECT_TRUE(e["message"].is_string());
        EXPECT_GE(e["fraction"].get<double>(), 0.0);
        EXPECT_LE(e["fraction"].get<double>(), 1.0);
    }
    EXPECT_EQ(serve.waitExit(), 0);
}

TEST(ServeProbe, BadParametersAreErrorValues)
{
    ServeProcess serve;
    const Json unknown = serve.call(1, "probe", smallProbe({"no.such.probe"}));
    EXPECT_EQ(errorKind(unknown), "invalid_parameter");
    EXPECT_NE(unknown["error"]["message"].get<std::string>().find("local.banks"), std::string::npos)
        << unknown.dump(); // names the known probes
    Json notArray = smallProbe({"local.banks"});
    notArray["only"] = "local.banks";
    EXPECT_EQ(errorKind(serve.call(2, "probe", notArray)), "invalid_parameter");
    Json badOption = smallProbe({"local.banks"});
    badOption["options"]["max_reps"] = -3;
    EXPECT_EQ(errorKind(serve.call(3, "probe", badOption)), "invalid_parameter");
    // The server is still there.
    EXPECT_TRUE(serve.call(4, "hello")["ok"].get<bool>());
}

TEST(ServeProbe, CancelEndsAProbeWithACancelledError)
{
    ServeProcess serve;
    Json p = smallProbe(Json::array()); // every probe: long enough to be cancelled after its first point
    serve.send(serve.request("all", "probe", p));
    for (;;) {
        const Json e = serve.next();
        ASSERT_FALSE(e.is_null());
        if (e.value("event", std::string()) == "progress")
            break;
    }
    serve.send(serve.request("c", "cancel", {{"request", "all"}}));
    Json cancelReply, probeReply;
    while (cancelReply.is_null() || probeReply.is_null()) {
        const Json m = serve.next();
        ASSERT_FALSE(m.is_null());
        if (m.contains("event"))
            continue;
        (m["id"] == "c" ? cancelReply : probeReply) = m;
    }
    EXPECT_TRUE(cancelReply["result"]["cancelled"].get<bool>());
    EXPECT_EQ(errorKind(probeReply), "cancelled") << probeReply.dump().substr(0, 400);
}
