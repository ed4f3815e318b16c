// SPDX-License-Identifier: GPL-3.0-or-later
// The serve protocol's pieces without a process: traces and options through the wire and back, damaged replies
// refused by name, request parsing, and the line reader's limit.
#include "core/errors.h"
#include "core/remote/protocol.h"
#include "core/remote/wire.h"

#include <gtest/gtest.h>

#include <thread>
#include <unistd.h>

using namespace coalesce;
using namespace coalesce::remote;

TEST(ServeWire, TraceRoundTripsAndDamageIsRefused)
{
    Trace t;
    t.groups = 2;
    t.workGroupSize = 64;
    t.localSize[0] = 8;
    t.localSize[1] = 8;
    t.baseAddrAlign = 128;
    t.bufferNames = {"in", "out"};
    TraceRecord r;
    r.globalId = 70;
    r.localIdY = 3;
    r.groupIdZ = 1;
    r.step = 5;
    r.space = Space::Local;
    r.buffer = 1;
    r.kind = AccessKind::Atomic;
    r.op = AtomicOp::Cmpxchg;
    r.byteOffset = (uint64_t(1) << 40) + 12;
    r.size = 8;
    r.line = 99;
    t.records = {r, TraceRecord{}};
    const Trace back = traceFromWire(Json::parse(traceToWire(t).dump()));
    ASSERT_EQ(back.records.size(), 2u);
    EXPECT_EQ(back.records[0].globalId, 70u);
    EXPECT_EQ(back.records[0].localIdY, 3u);
    EXPECT_EQ(back.records[0].groupIdZ, 1u);
    EXPECT_EQ(back.records[0].space, Space::Local);
    EXPECT_EQ(back.records[0].kind, AccessKind::Atomic);
    EXPECT_EQ(back.records[0].op, AtomicOp::Cmpxchg);
    EXPECT_EQ(back.records[0].byteOffset, r.byteOffset);
    EXPECT_EQ(back.records[0].line, 99u);
    EXPECT_EQ(back.localSize[1], 8u);
    EXPECT_EQ(back.bufferNames, t.bufferNames);

    Json bad = traceToWire(t);
    bad["records"][0][10] = 7; // no such space
    EXPECT_THROW(traceFromWire(bad), Error);
    bad = traceToWire(t);
    bad["records"][1] = Json::array({1, 2});
    EXPECT_THROW(traceFromWire(bad), Error);
    bad = traceToWire(t);
    bad.erase("groups");
    try {
        traceFromWire(bad);
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Io);
        EXPECT_NE(std::string(e.what()).find("groups"), std::string::npos) << e.what();
    }
}

TEST(ServeWire, OptionsAndParams)
{
    MeasureOptions o;
    o.warmup = 2;
    o.budgetSeconds = 0.5;
    const MeasureOptions back = optionsFromWire(optionsToWire(o), MeasureOptions{});
    EXPECT_EQ(back.warmup, 2);
    EXPECT_DOUBLE_EQ(back.budgetSeconds, 0.5);
    EXPECT_THROW(optionsFromWire(Json{{"budget_seconds", -1}}, o), Error);
    EXPECT_THROW(optionsFromWire(Json{{"min_reps", 10}, {"max_reps", 5}}, o), Error);
    EXPECT_THROW(optionsFromWire(Json{{"warmup", "3"}}, o), Error);

    const auto a = assignmentsFromWire(Json{{"stride", 4}, {"type", "float"}});
    EXPECT_EQ(a, (std::vector<std::string>{"stride=4", "type=float"}));
    EXPECT_THROW(assignmentsFromWire(Json{{"stride", 1.5}}), Error);
    EXPECT_THROW(assignmentsFromWire(Json::array()), Error);
    ParamSet p;
    p.setRaw("stride", "4");
    p.setRaw("type", "float");
    EXPECT_EQ(paramsFromWire(paramsToWire(p)), p);
    EXPECT_TRUE(paramsToWire(p)["stride"].is_number_integer());
}

TEST(ServeWire, RepliesAndErrors)
{
    const Reply ok = parseReply(encodeLine(makeReply(3, Json{{"x", 1}})));
    EXPECT_TRUE(ok.ok);
    EXPECT_EQ(ok.id, 3);
    EXPECT_EQ(ok.body["x"], 1);
    const Reply event = parseReply(encodeLine(makeEvent("s", "progress", {{"point", 2}})));
    EXPECT_TRUE(event.isEvent);
    EXPECT_EQ(event.event, "progress");
    EXPECT_EQ(event.body["point"], 2);
    const Reply failed = parseReply(encodeLine(makeError(4, Error(ErrorKind::Build, "no build", "the log"))));
    EXPECT_FALSE(failed.ok);
    const Error e = errorFromReply(failed.body);
    EXPECT_EQ(e.kind(), ErrorKind::Build);
    EXPECT_EQ(e.details(), "the log");
    EXPECT_EQ(errorFromReply(makeError(1, kProtocolMismatch, "v2 vs v1")["error"]).kind(), ErrorKind::Io);
    EXPECT_THROW(parseReply("not json"), Error);
    EXPECT_THROW(parseReply("{\"ok\": true}"), Error);
    EXPECT_THROW(parseReply("{\"id\": 1, \"ok\": true}"), Error);
    // A device name that is not UTF-8 still makes one valid line.
    const std::string line = encodeLine(makeReply(1, Json{{"name", std::string("GPU\xff")}}));
    EXPECT_EQ(line.find('\n'), std::string::npos);
    EXPECT_NO_THROW(Json::parse(line));
}

TEST(ServeWire, LineReaderLimitsLines)
{
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    std::thread writer([fd = fds[1]] {
        const std::string text = "short\r\n" + std::string(100, 'x') + "\nafter\nlast without newline";
        for (size_t done = 0; done < text.size();) {
            const ssize_t n = ::write(fd, text.data() + done, std::min<size_t>(7, text.size() - done));
            if (n <= 0)
                break;
            done += size_t(n);
        }
        ::close(fd);
    });
    LineReader reader(fds[0], 50);
    std::string line;
    ASSERT_EQ(reader.next(line), LineReader::Status::Line);
    EXPECT_EQ(line, "short");
    EXPECT_EQ(reader.next(line), LineReader::Status::TooLong);
    ASSERT_EQ(reader.next(line), LineReader::Status::Line);
    EXPECT_EQ(line, "after");
    ASSERT_EQ(reader.next(line), LineReader::Status::Line);
    EXPECT_EQ(line, "last without newline");
    EXPECT_EQ(reader.next(line), LineReader::Status::End);
    writer.join();
    ::close(fds[0]);
}
