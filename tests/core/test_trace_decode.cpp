// SPDX-License-Identifier: GPL-3.0-or-later
// decodeTrace: field layout, ordering, overflow and corrupt buffers; and a real kernel overflowing a trace
// buffer that is too small (never silent).
#include "core/context.h"
#include "core/devices.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/trace.h"

#include <gtest/gtest.h>

using namespace coalesce;

namespace {

void pushRecord(std::vector<uint32_t>& raw, uint32_t gid, uint32_t lid, uint32_t group, uint32_t step,
                uint32_t space, uint32_t buffer, uint32_t kind, uint64_t offset, uint32_t size, uint32_t op = 0,
                uint32_t line = 0, uint32_t dimYZ = 0)
{
    // Dimensions 1 and 2: global dimYZ + 1 / + 2, local + 10, group + 20 (all 0 when dimYZ is 0: 1-D records).
    const uint32_t y = dimYZ ? dimYZ + 1 : 0, z = dimYZ ? dimYZ + 2 : 0;
    uint32_t rec[kTraceWords] = {gid,
                                 y,
                                 z,
                                 lid,
                                 y + 10,
                                 z + 10,
                                 group,
                                 y + 20,
                                 z + 20,
                                 step,
                                 space | (buffer << 8) | (kind << 16) | (op << 24),
                                 uint32_t(offset & 0xffffffffu),
                                 uint32_t(offset >> 32),
                                 size,
                                 line,
                                 0};
    if (!dimYZ) {
        for (int w : {4, 5, 7, 8})
            rec[w] = 0;
    }
    raw.insert(raw.end(), rec, rec + kTraceWords);
    ++raw[0];
}

std::vector<uint32_t> header()
{
    return std::vector<uint32_t>(kTraceHeaderWords, 0);
}

} // namespace

TEST(TraceDecodeTest, NamesOfSpacesAndKinds)
{
    EXPECT_STREQ(spaceName(Space::Global), "global");
    EXPECT_STREQ(spaceName(Space::Local), "local");
    EXPECT_STREQ(spaceName(Space::Constant), "constant");
    EXPECT_STREQ(spaceName(Space::Private), "private");
    EXPECT_STREQ(accessKindName(AccessKind::Read), "read");
    EXPECT_STREQ(accessKindName(AccessKind::Write), "write");
    EXPECT_STREQ(accessKindName(AccessKind::Atomic), "atomic");
    EXPECT_STREQ(atomicOpName(AtomicOp::None), "none");
    EXPECT_STREQ(atomicOpName(AtomicOp::Add), "add");
    EXPECT_STREQ(atomicOpName(AtomicOp::Cmpxchg), "cmpxchg");
    EXPECT_STREQ(atomicOpName(AtomicOp::Xor), "xor");
}

TEST(TraceDecodeTest, DecodesAtomicRecordWithDimsAndLine)
{
    std::vector<uint32_t> raw = header();
    pushRecord(raw, 7, 3, 1, 2, 1, 4, 2, 12, 4, uint32_t(AtomicOp::Inc), 42, 5);
    const std::vector<TraceRecord> r = decodeTrace(raw, 1);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].kind, AccessKind::Atomic);
    EXPECT_EQ(r[0].op, AtomicOp::Inc);
    EXPECT_EQ(r[0].space, Space::Local);
    EXPECT_EQ(r[0].buffer, 4);
    EXPECT_EQ(r[0].line, 42u);
    EXPECT_EQ(r[0].globalId, 7u);
    EXPECT_EQ(r[0].globalIdY, 6u);
    EXPECT_EQ(r[0].globalIdZ, 7u);
    EXPECT_EQ(r[0].localId, 3u);
    EXPECT_EQ(r[0].localIdY, 16u);
    EXPECT_EQ(r[0].localIdZ, 17u);
    EXPECT_EQ(r[0].groupId, 1u);
    EXPECT_EQ(r[0].groupIdY, 26u);
    EXPECT_EQ(r[0].groupIdZ, 27u);
    EXPECT_EQ(r[0].step, 2u);
    EXPECT_EQ(r[0].byteOffset, 12u);
    EXPECT_EQ(r[0].size, 4u);
    EXPECT_EQ(linearLocalId(r[0], 4, 32), 3u + 16u * 4 + 17u * 4 * 32);
}

TEST(TraceDecodeTest, AtomicOpMustMatchKind)
{
    std::vector<uint32_t> noOp = header();
    pushRecord(noOp, 0, 0, 0, 0, 0, 0, 2, 0, 4); // atomic without an operation
    EXPECT_THROW(decodeTrace(noOp, 1), Error);
    std::vector<uint32_t> readOp = header();
    pushRecord(readOp, 0, 0, 0, 0, 0, 0, 0, 0, 4, uint32_t(AtomicOp::Add)); // a read with an operation
    EXPECT_THROW(decodeTrace(readOp, 1), Error);
    std::vector<uint32_t> badOp = header();
    pushRecord(badOp, 0, 0, 0, 0, 0, 0, 2, 0, 4, 12); // no such operation
    EXPECT_THROW(decodeTrace(badOp, 1), Error);
}

TEST(TraceDecodeTest, SortsByHigherDimensionsFirst)
{
    std::vector<TraceRecord> records(3);
    records[0].groupIdY = 1; // group (0, 1) comes after group (5, 0)
    records[1].groupId = 5;
    records[2].groupId = 5;
    records[2].localIdY = 1; // local (0, 1) after local (9, 0) at the same step
    records[1].localId = 9;
    sortTraceRecords(records);
    EXPECT_EQ(records[0].localId, 9u);
    EXPECT_EQ(records[1].localIdY, 1u);
    EXPECT_EQ(records[2].groupIdY, 1u);
}

TEST(TraceDecodeTest, DecodesFieldsAndSorts)
{
    std::vector<uint32_t> raw = header();
    pushRecord(raw, 33, 1, 1, 0, 0, 0, 0, 0x123456789abull, 16); // group 1
    pushRecord(raw, 2, 2, 0, 5, 1, 2, 1, 8, 4);                  // group 0, step 5, local write
    pushRecord(raw, 1, 1, 0, 5, 2, 0, 0, 4, 4);                  // group 0, step 5, lid 1
    pushRecord(raw, 0, 0, 0, 5, 0, 1, 0, 0, 4);                  // group 0, step 5, lid 0
    const std::vector<TraceRecord> r = decodeTrace(raw, 4);
    ASSERT_EQ(r.size(), 4u);
    EXPECT_EQ(r[0].localId, 0u);
    EXPECT_EQ(r[0].buffer, 1);
    EXPECT_EQ(r[1].localId, 1u);
    EXPECT_EQ(r[1].space, Space::Constant);
    EXPECT_EQ(r[2].localId, 2u);
    EXPECT_EQ(r[2].space, Space::Local);
    EXPECT_EQ(r[2].kind, AccessKind::Write);
    EXPECT_EQ(r[2].buffer, 2);
    EXPECT_EQ(r[2].step, 5u);
    EXPECT_EQ(r[3].groupId, 1u);
    EXPECT_EQ(r[3].globalId, 33u);
    EXPECT_EQ(r[3].byteOffset, 0x123456789abull); // offset high word combined
    EXPECT_EQ(r[3].size, 16u);
    EXPECT_TRUE(decodeTrace(header(), 0).empty());
}

TEST(TraceDecodeTest, OverflowThrows)
{
    std::vector<uint32_t> raw = header();
    pushRecord(raw, 0, 0, 0, 0, 0, 0, 0, 0, 4);
    pushRecord(raw, 1, 1, 0, 0, 0, 0, 0, 4, 4);
    raw[0] = 3; // the kernel tried to write 3 records into a buffer of 2
    try {
        decodeTrace(raw, 2);
        ADD_FAILURE() << "overflow was silent";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Unsupported);
        EXPECT_NE(std::string(e.what()).find("overflow"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("3"), std::string::npos) << e.what();
    }
}

TEST(TraceDecodeTest, CorruptBuffersThrow)
{
    EXPECT_THROW(decodeTrace({1, 0}, 10), Error); // shorter than the header
    std::vector<uint32_t> raw = header();
    pushRecord(raw, 0, 0, 0, 0, 0, 0, 0, 0, 4);
    raw[0] = 2; // claims two records, holds one
    EXPECT_THROW(decodeTrace(raw, 10), Error);
    std::vector<uint32_t> bad = header();
    pushRecord(bad, 0, 0, 0, 0, 7, 0, 0, 0, 4); // no such space
    EXPECT_THROW(decodeTrace(bad, 10), Error);
}

TEST(TraceDecodeTest, DecodesPrivateSpaceAndRejectsAnUnknownOne)
{
    // Space 3 is a private array's access at its spill address; space 4 is no space: refused, and named.
    std::vector<uint32_t> raw = header();
    pushRecord(raw, 5, 5, 0, 9, 3, 2, 1, (3u * 64 + 5) * 4, 4);
    const auto r = decodeTrace(raw, 10);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].space, Space::Private);
    EXPECT_EQ(r[0].buffer, 2u);
    EXPECT_EQ(r[0].kind, AccessKind::Write);
    EXPECT_EQ(r[0].byteOffset, (3u * 64 + 5) * 4);
    std::vector<uint32_t> bad = header();
    pushRecord(bad, 0, 0, 0, 0, 4, 0, 0, 0, 4);
    try {
        decodeTrace(bad, 10);
        FAIL() << "space 4 was accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Unsupported);
        EXPECT_NE(std::string(e.what()).find("unknown memory space 4"), std::string::npos) << e.what();
    }
}

TEST(TraceDecodeTest, RealKernelOverflowIsDetected)
{
    static const DeviceScan scan = scanDevices();
    DeviceContext ctx(selectDevice(scan, "pocl"));
    cl::Kernel kernel =
        buildKernel(ctx, "local_broadcast.cl", "local_broadcast_read", "-DITERS=32 -DSLICES=1", true);
    cl::Buffer in = makeBuffer(ctx, CL_MEM_READ_ONLY, 32 * 4, "input");
    cl::Buffer out = makeBuffer(ctx, CL_MEM_WRITE_ONLY, 64 * 4, "output");
    std::vector<uint32_t> words(32, 7);
    ctx.queue().enqueueWriteBuffer(in, CL_TRUE, 0, 32 * 4, words.data());
    kernel.setArg(0, in);
    kernel.setArg(1, out);
    TraceCapture capture(ctx, 100); // the launch makes 64 + 64 + 64 * 32 + 64 records
    capture.attach(kernel, 2);
    capture.reset(ctx.queue());
    ctx.queue().enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(64), cl::NDRange(64));
    ctx.queue().finish();
    try {
        capture.read(ctx.queue(), {"in", "out", "lds"}, 64, 1);
        ADD_FAILURE() << "overflow was silent";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Unsupported);
        EXPECT_NE(std::string(e.what()).find(std::to_string(32 + 32 + 64 * 32 + 64)), std::string::npos)
            << e.what();
    }
}
