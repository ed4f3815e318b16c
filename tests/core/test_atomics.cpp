// SPDX-License-Identifier: GPL-3.0-or-later
// Atomic accesses and 2-D launches in traces: a kernel from source text uses GATOMIC_ADD and LATOMIC_INC
// (kernels/access.h) on a 2-D NDRange; PoCL runs it traced and untraced, and the decoded records carry the
// kind, the operation, all three dimensions of ids and the source line of each macro call.
#include "core/context.h"
#include "core/kernelsource.h"
#include "core/lessons/common.h"
#include "core/models.h"
#include "core/trace.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

using namespace coalesce;
using coalesce::test::device;

namespace {

const char* const kKernel = R"(__kernel void atomics(__global uint* counter, __global uint* out TRACE_ARGS)
{
    __local uint hits[1];
    if (get_local_id(0) == 0 && get_local_id(1) == 0)
        hits[0] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    GATOMIC_ADD(0, counter, 0, 0, 2u);
    LATOMIC_INC(2, hits, 0, 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (get_local_id(0) == 0 && get_local_id(1) == 0)
        out[get_group_id(0) + get_group_id(1) * get_num_groups(0)] = hits[0];
}
)";

// The 1-based line of the first occurrence of `text` in the kernel (the program puts #line 1 before it).
uint32_t lineOf(const std::string& text)
{
    const std::string source = kKernel;
    const size_t at = source.find(text);
    return uint32_t(std::count(source.begin(), source.begin() + long(at), '\n') + 1);
}

struct AtomicsRun {
    uint32_t counter = 0;
    std::vector<uint32_t> out;
    Trace trace;
};

// A 4 x 4 NDRange of 2 x 2 work-groups (4 groups of 4 work-items).
AtomicsRun run(bool traced)
{
    DeviceContext& ctx = device();
    const std::string source = kernelText("access.h") + "\n#line 1\n" + kKernel;
    cl::Program program = ctx.programFromSource(source, traced ? "-DCOALESCE_TRACE" : "", "atomics test");
    cl::Kernel kernel(program, "atomics");
    cl::Buffer counter = makeBuffer(ctx, CL_MEM_READ_WRITE, 4, "counter");
    cl::Buffer out = makeBuffer(ctx, CL_MEM_READ_WRITE, 4 * 4, "out");
    const uint32_t start = 5;
    ctx.queue().enqueueWriteBuffer(counter, CL_TRUE, 0, 4, &start);
    kernel.setArg(0, counter);
    kernel.setArg(1, out);
    TraceCapture capture;
    if (traced) {
        capture = TraceCapture(ctx, 64);
        capture.attach(kernel, 2);
        capture.reset(ctx.queue());
    }
    ctx.queue().enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(4, 4), cl::NDRange(2, 2));
    ctx.queue().finish();
    AtomicsRun r;
    ctx.queue().enqueueReadBuffer(counter, CL_TRUE, 0, 4, &r.counter);
    r.out.resize(4);
    ctx.queue().enqueueReadBuffer(out, CL_TRUE, 0, 4 * 4, r.out.data());
    if (traced) {
        r.trace = capture.read(ctx.queue(), {"counter", "out", "hits"}, 4, 4);
        r.trace.localSize[0] = 2;
        r.trace.localSize[1] = 2;
    }
    return r;
}

} // namespace

TEST(TraceAtomics, AtomicResultsAreTheSameTracedAndUntraced)
{
    for (bool traced : {false, true}) {
        SCOPED_TRACE(traced ? "traced" : "untraced");
        const AtomicsRun r = run(traced);
        EXPECT_EQ(r.counter, 5u + 16u * 2u);            // 16 work-items each add 2
        EXPECT_EQ(r.out, std::vector<uint32_t>(4, 4u)); // 4 local increments per work-group
    }
}

TEST(TraceAtomics, RecordsCarryKindOpDimensionsAndLine)
{
    const AtomicsRun r = run(true);
    ASSERT_EQ(r.trace.records.size(), 32u);
    const uint32_t addLine = lineOf("GATOMIC_ADD"), incLine = lineOf("LATOMIC_INC");
    ASSERT_EQ(addLine, 7u);
    ASSERT_EQ(incLine, 8u);
    std::set<std::vector<uint32_t>> seen; // (global x, global y, op)
    for (const TraceRecord& t : r.trace.records) {
        EXPECT_EQ(t.kind, AccessKind::Atomic);
        EXPECT_EQ(t.size, 4u);
        EXPECT_EQ(t.byteOffset, 0u);
        EXPECT_EQ(t.globalId, t.groupId * 2 + t.localId);
        EXPECT_EQ(t.globalIdY, t.groupIdY * 2 + t.localIdY);
        EXPECT_EQ(t.globalIdZ, 0u);
        EXPECT_EQ(t.localIdZ, 0u);
        EXPECT_EQ(t.groupIdZ, 0u);
        EXPECT_LT(t.localId, 2u);
        EXPECT_LT(t.localIdY, 2u);
        EXPECT_LT(t.groupIdY, 2u);
        if (t.space == Space::Global) {
            EXPECT_EQ(t.op, AtomicOp::Add);
            EXPECT_EQ(t.buffer, 0);
            EXPECT_EQ(t.step, 0u);
            EXPECT_EQ(t.line, addLine);
        } else {
            EXPECT_EQ(t.space, Space::Local);
            EXPECT_EQ(t.op, AtomicOp::Inc);
            EXPECT_EQ(t.buffer, 2);
            EXPECT_EQ(t.step, 1u);
            EXPECT_EQ(t.line, incLine);
        }
        seen.insert({t.globalId, t.globalIdY, uint32_t(t.op)});
    }
    EXPECT_EQ(seen.size(), 32u); // every work-item of the 4 x 4 range, once per atomic
    // Sorted by (group y, group x, step, local y, local x).
    EXPECT_EQ(r.trace.records[0].groupIdY, 0u);
    EXPECT_EQ(r.trace.records.back().groupIdY, 1u);
    EXPECT_EQ(r.trace.records.back().groupId, 1u);
}

TEST(TraceAtomics, ModelsPutTwoDimensionalWorkGroupsIntoLinearLanes)
{
    const AtomicsRun r = run(true);
    ModelGeometry geometry;
    geometry.simd = 4;
    const std::vector<Request> requests = groupRequests(r.trace, geometry);
    ASSERT_EQ(requests.size(), 8u); // 4 work-groups x 2 atomics, 4 lanes each
    std::set<uint32_t> workGroups;
    for (const Request& q : requests) {
        EXPECT_EQ(q.kind, AccessKind::Atomic);
        workGroups.insert(q.workGroup);
        ASSERT_EQ(q.lanes.size(), 4u);
        for (uint32_t i = 0; i < 4; ++i) {
            EXPECT_EQ(q.lanes[i].lane, i); // lid0 + lid1 * 2
            EXPECT_EQ(q.lanes[i].localId, i);
        }
    }
    EXPECT_EQ(workGroups, (std::set<uint32_t>{0, 1, 2, 3}));
}
