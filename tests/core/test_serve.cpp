// SPDX-License-Identifier: GPL-3.0-or-later
// `coalesce-cli serve` as a client meets it (docs/PROTOCOL.md): the binary is spawned on pipes on PoCL;
// requests get replies carrying their id, errors are values, malformed and over-long lines get an error reply
// and the server goes on, a sweep sends progress and point events, cancel stops it, end of input ends the
// server.
#include "tests/core/test_serveclient.h"

#include "core/models/hierarchy.h"
#include "core/remote/protocol.h"
#include "core/remote/wire.h"
#include "core/results.h"

#include <gtest/gtest.h>

using namespace coalesce;
using namespace coalesce::servetest;

namespace {

// Small and quick on PoCL: a 64 KiB buffer, a millisecond per point, no prediction traces.
Json quick(Json params)
{
    params["device"] = "pocl";
    params["predict"] = false;
    params["options"] = {{"warmup", 1}, {"budget_seconds", 0.001}, {"min_reps", 2}, {"max_reps", 20}};
    if (!params.contains("params"))
        params["params"] = {{"size", "64K"}};
    return params;
}

std::string errorKind(const Json& reply)
{
    return reply.value("ok", true) ? std::string("(ok)") : reply["error"].value("kind", std::string());
}

} // namespace

TEST(Serve, HelloDevicesLessonsCarryTheirIds)
{
    ServeProcess serve;
    Json r = serve.call("first", "hello", {{"protocol", remote::kProtocolVersion}, {"client", "test"}});
    ASSERT_EQ(r["id"], "first");
    ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
    EXPECT_EQ(r["result"]["protocol"], remote::kProtocolVersion);
    EXPECT_EQ(r["result"]["max_line_bytes"], remote::kMaxLineBytes);

    r = serve.call(7, "devices");
    ASSERT_EQ(r["id"], 7);
    ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
    ASSERT_FALSE(r["result"]["devices"].empty());
    EXPECT_EQ(r["result"]["devices"][0]["selector"], "0:0");

    r = serve.call(8, "lessons");
    ASSERT_TRUE(r["ok"].get<bool>());
    bool stride = false;
    for (const auto& l : r["result"]["lessons"])
        stride = stride || l["id"] == "global.stride";
    EXPECT_TRUE(stride);
    EXPECT_EQ(serve.waitExit(), 0);
}

TEST(Serve, AnotherProtocolVersionIsRefusedNamingBoth)
{
    ServeProcess serve;
    const Json r = serve.call(1, "hello", {{"protocol", 99}});
    EXPECT_EQ(errorKind(r), remote::kProtocolMismatch);
    const std::string message = r["error"]["message"];
    EXPECT_NE(message.find("99"), std::string::npos) << message;
    EXPECT_NE(message.find("version " + std::to_string(remote::kProtocolVersion)), std::string::npos)
        << message;
}

TEST(Serve, MalformedLinesGetErrorRepliesAndTheServerGoesOn)
{
    ServeProcess serve;
    const std::pair<std::string, Json> cases[] = {
        {"this is not json", nullptr},
        {"[1, 2, 3]", nullptr},
        {"{\"method\": \"hello\"}", nullptr},
        {"{\"id\": true, \"method\": \"hello\"}", nullptr},
        {"{\"id\": 3}", 3},
        {"{\"id\": 4, \"method\": \"hello\", \"params\": [1]}", 4},
        {"{\"id\": \"x\", \"method\": \"format_disk\"}", "x"},
        {"{\"id\": 5, \"method\": \"run\", \"params\": {\"lesson\": \"no.such.lesson\"}}", 5},
        {"{\"id\": 6, \"method\": \"run\", \"params\": {\"lesson\": \"global.stride\", \"params\": "
         "{\"stride\": 0}}}",
         6},
        {"{\"id\": 7, \"method\": \"run\", \"params\": {\"device\": \"no-such-device\"}}", 7},
        {"{\"id\": 8, \"method\": \"cancel\", \"params\": {}}", 8},
        {"{\"id\": 9, \"method\": \"probe\", \"params\": {\"only\": \"local.banks\"}}", 9},
    };
    const char* kinds[] = {"bad_request",       "bad_request",       "bad_request",       "bad_request",
                           "bad_request",       "bad_request",       "unknown_method",    "invalid_parameter",
                           "invalid_parameter", "invalid_parameter", "invalid_parameter", "invalid_parameter"};
    for (size_t i = 0; i < std::size(cases); ++i) {
        ASSERT_TRUE(serve.sendLine(cases[i].first));
        const Json r = serve.next();
        ASSERT_FALSE(r.is_null()) << cases[i].first;
        EXPECT_EQ(r["id"], cases[i].second) << cases[i].first;
        EXPECT_EQ(errorKind(r), kinds[i]) << cases[i].first << "\n" << r.dump();
        EXPECT_FALSE(r["error"]["message"].get<std::string>().empty());
    }
    ASSERT_TRUE(serve.sendLine("   "));       // blank lines are skipped
    ASSERT_TRUE(serve.sendLine("\x01\xff{")); // not UTF-8, not JSON
    EXPECT_EQ(errorKind(serve.next()), "bad_request");
    const Json alive = serve.call(10, "hello");
    EXPECT_TRUE(alive["ok"].get<bool>()) << alive.dump();
    EXPECT_EQ(serve.waitExit(), 0);
}

TEST(Serve, OverlongLinesAreRefusedWithoutBeingKept)
{
    ServeProcess serve;
    // Twice the limit, in one write: refused as one line, and the next request still works.
    std::string line = "{\"id\": 1, \"method\": \"hello\", \"params\": {\"pad\": \"";
    line += std::string(2 * remote::kMaxLineBytes, 'a');
    line += "\"}}";
    ASSERT_TRUE(serve.sendLine(line));
    const Json r = serve.next();
    EXPECT_TRUE(r["id"].is_null());
    EXPECT_EQ(errorKind(r), remote::kLineTooLong);
    EXPECT_TRUE(serve.call(2, "hello")["ok"].get<bool>());
    // A line just under the limit is read (and refused for what it says, not for its length).
    std::string fits = "{\"id\": 3, \"method\": \"nope\", \"params\": {\"pad\": \"";
    fits += std::string(remote::kMaxLineBytes - fits.size() - 10, 'b') + "\"}}";
    ASSERT_LE(fits.size(), remote::kMaxLineBytes);
    ASSERT_TRUE(serve.sendLine(fits));
    EXPECT_EQ(errorKind(serve.replyTo(3)), remote::kUnknownMethod);
}

TEST(Serve, InfoAndProfileApplyOverridesPerRequest)
{
    ServeProcess serve;
    Json r = serve.call("i", "info", {{"device", "pocl"}, {"overrides", "banks=16"}});
    ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
    const auto info = remote::infoFromWire(r["result"]["info"]);
    EXPECT_FALSE(info.empty());
    const GeometryProfile profile = profileFromJson(r["result"]["profile"]);
    EXPECT_EQ(profile.banks.value, 16);
    EXPECT_EQ(profile.banks.source, ValueSource::UserOverride);
    EXPECT_FALSE(r["result"]["lessons"].empty());

    // The overrides of one request do not stay for the next.
    r = serve.call("p", "profile", {{"device", "pocl"}});
    ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
    EXPECT_NE(profileFromJson(r["result"]["profile"]).banks.source, ValueSource::UserOverride);
    EXPECT_EQ(serve.waitExit(), 0);
}

TEST(Serve, RunAndTraceAnswerWithValuesCoreReadsBack)
{
    ServeProcess serve;
    Json r = serve.call("r", "run",
                        quick({{"lesson", "global.stride"}, {"params", {{"size", "64K"}, {"stride", 2}}}}));
    ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
    const ResultFile file = resultFromJson(r["result"]);
    ASSERT_EQ(file.points.size(), 1u);
    EXPECT_TRUE(file.points[0].validation.passed);
    EXPECT_EQ(file.points[0].params.text("stride"), "2");
    EXPECT_GT(file.points[0].timing.reps, 0);

    r = serve.call("t", "trace",
                   {{"device", "pocl"},
                    {"lesson", "global.stride"},
                    {"params", {{"stride", 2}, {"size", "64K"}}},
                    {"trace_groups", 1}});
    ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
    const Trace trace = remote::traceFromWire(r["result"]["trace"]);
    EXPECT_FALSE(trace.records.empty());
    EXPECT_GT(trace.workGroupSize, 0u);
    EXPECT_TRUE(r["result"]["validation"]["passed"].get<bool>());
    EXPECT_TRUE(r["result"]["summary"].is_object());

    // The traced launch's info comes along: local.reuse declares a complete trace (its counted bytes and the
    // measured launch's groups), which the client needs to model the trace as the server did.
    r = serve.call("u", "trace",
                   {{"device", "pocl"},
                    {"lesson", "local.reuse"},
                    {"params", {{"reuse", 2}, {"size", "1M"}, {"wg", 256}}},
                    {"trace_groups", 2}});
    ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
    const WorkingSet declared = workingSetFromLaunch(r["result"]["launch"]);
    EXPECT_TRUE(declared.timed()) << r["result"]["launch"].dump();
    EXPECT_EQ(declared.countedBytes, 6144u);
    EXPECT_EQ(declared.launchGroups, 1024u);
    EXPECT_EQ(serve.waitExit(), 0);
}

TEST(Serve, SweepSendsProgressAndEveryPoint)
{
    ServeProcess serve;
    serve.send(serve.request(42, "sweep", quick({{"lesson", "global.stride"}, {"sweep", "stride=1..3"}})));
    std::vector<Json> events;
    const Json r = serve.replyTo(42, &events);
    ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
    const ResultFile file = resultFromJson(r["result"]);
    ASSERT_EQ(file.points.size(), 3u);
    EXPECT_FALSE(file.cancelled);
    EXPECT_EQ(file.sweptParam, "stride");
    size_t progress = 0, points = 0;
    for (const auto& e : events) {
        EXPECT_EQ(e["id"], 42);
        if (e["event"] == "progress") {
            ++progress;
            EXPECT_EQ(e["points"], 3);
            EXPECT_TRUE(e["message"].is_string());
        } else if (e["event"] == "point") {
            EXPECT_EQ(e["index"], points);
            EXPECT_EQ(e["point"]["swept_value"], points + 1);
            ++points;
        }
    }
    EXPECT_EQ(points, 3u);
    EXPECT_GE(progress, 3u);
}

TEST(Serve, CancelStopsASweepWhichEndsWithItsPointsSoFar)
{
    ServeProcess serve;
    Json sweep = quick({{"lesson", "global.stride"}, {"sweep", "stride=1..64"}});
    sweep["options"]["budget_seconds"] = 0.01;
    serve.send(serve.request("s", "sweep", sweep));
    // Wait for the first point, then cancel; the cancel's reply and the sweep's come in either order.
    for (;;) {
        const Json e = serve.next();
        ASSERT_FALSE(e.is_null());
        if (e.value("event", std::string()) == "point")
            break;
    }
    serve.send(serve.request("c", "cancel", {{"request", "s"}}));
    Json cancelReply, sweepReply;
    while (cancelReply.is_null() || sweepReply.is_null()) {
        const Json m = serve.next();
        ASSERT_FALSE(m.is_null());
        if (m.contains("event"))
            continue;
        (m["id"] == "c" ? cancelReply : sweepReply) = m;
    }
    EXPECT_TRUE(cancelReply["result"]["cancelled"].get<bool>()) << cancelReply.dump();
    ASSERT_TRUE(sweepReply["ok"].get<bool>()) << sweepReply.dump();
    const ResultFile file = resultFromJson(sweepReply["result"]);
    EXPECT_TRUE(file.cancelled);
    EXPECT_GE(file.points.size(), 1u);
    EXPECT_LT(file.points.size(), 64u);
    // The id is free again, and cancelling what is finished says so.
    EXPECT_FALSE(serve.call("c2", "cancel", {{"request", "s"}})["result"]["cancelled"].get<bool>());
    EXPECT_EQ(serve.waitExit(), 0);
}

TEST(Serve, EndOfInputAnswersWhatWasAskedThenExits)
{
    ServeProcess serve;
    serve.send(serve.request(1, "run", quick({{"lesson", "global.stride"}})));
    serve.send(serve.request(2, "hello"));
    serve.closeInput();
    bool sawRun = false, sawHello = false;
    for (Json m = serve.next(); !m.is_null(); m = serve.next()) {
        sawRun = sawRun || (m["id"] == 1 && m.value("ok", false));
        sawHello = sawHello || (m["id"] == 2 && m.value("ok", false));
    }
    EXPECT_TRUE(sawRun);
    EXPECT_TRUE(sawHello);
    EXPECT_EQ(serve.waitExit(), 0);
}

TEST(Serve, DuplicatePendingIdIsRefused)
{
    ServeProcess serve;
    Json sweep = quick({{"lesson", "global.stride"}, {"sweep", "stride=1..64"}});
    sweep["options"]["budget_seconds"] = 0.01;
    serve.send(serve.request(5, "sweep", sweep));
    serve.send(serve.request(5, "run", quick({{"lesson", "global.stride"}})));
    // The second request with id 5 is refused at once, before the sweep's reply.
    for (;;) {
        const Json m = serve.next();
        ASSERT_FALSE(m.is_null());
        if (m.contains("event"))
            continue;
        EXPECT_EQ(errorKind(m), remote::kBadRequest) << m.dump();
        break;
    }
    serve.send(serve.request(6, "cancel", {{"request", 5}}));
    EXPECT_EQ(serve.waitExit(), 0);
}
