// SPDX-License-Identifier: GPL-3.0-or-later
// atomics.contention: the atomic counting of the request model against hand-worked requests (seed 002 §7.3's
// "many work-items on one address", a histogram's few bins, a spread over segments), and the lesson on PoCL:
// both methods validate against the host histogram, traces count one atomic per word (global) or one per bin
// per group (local), and bad parameters or local arrays past local memory are refused.
#include "core/errors.h"
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/models.h"
#include "core/predict.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::gpuProfile;

namespace {

// One SIMD group of 32 work-items: lane l does an atomic add on the word wordOf(l) of a global buffer.
template <class F>
ModelSummary atomicRequest(F wordOf, AccessKind kind = AccessKind::Atomic)
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = 1;
    t.bufferNames = {"hist"};
    for (uint32_t l = 0; l < 32; ++l) {
        TraceRecord r;
        r.globalId = l;
        r.localId = l;
        r.kind = kind;
        r.op = kind == AccessKind::Atomic ? AtomicOp::Add : AtomicOp::None;
        r.byteOffset = uint64_t(wordOf(l)) * 4;
        r.size = 4;
        t.records.push_back(r);
    }
    return analyseTrace(t, gpuProfile(), "atomics");
}

ParamSet paramsFor(const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow("atomics.contention");
    return applyParams(lesson.params(), lesson.defaults(&device()), assignments);
}

uint64_t countAtomics(const Trace& trace, Space space)
{
    uint64_t n = 0;
    for (const TraceRecord& r : trace.records)
        n += r.kind == AccessKind::Atomic && r.space == space ? 1 : 0;
    return n;
}

} // namespace

TEST(AtomicsModel, Seed002AllLanesOnOneAddressSerialise)
{
    // Seed 002 §7.3: 32 work-items incrementing one counter: one address, 32 updates one after another.
    const ModelSummary s = atomicRequest([](uint32_t) { return 0; });
    ASSERT_EQ(s.requests.size(), 1u);
    EXPECT_EQ(s.requests[0].distinctAddresses, 1u);
    EXPECT_EQ(s.requests[0].sameAddressLanes, 32u);
    EXPECT_EQ(s.atomicRequests, 1u);
    EXPECT_EQ(s.space, "atomics");
    EXPECT_DOUBLE_EQ(s.predictedRelative, 1.0 / 32.0);
    EXPECT_EQ(requestToJson(s.requests[0])["same_address_lanes"], 32);
}

TEST(AtomicsModel, FourBinsAreFourAddressesOfEightLanes)
{
    // A 4-bin histogram, lane l in bin l mod 4: 4 distinct addresses, 8 lanes each, all in one 32 B sector.
    const ModelSummary s = atomicRequest([](uint32_t l) { return l % 4; });
    EXPECT_EQ(s.requests[0].distinctAddresses, 4u);
    EXPECT_EQ(s.requests[0].sameAddressLanes, 8u);
    EXPECT_EQ(s.requests[0].transactions, 1u);
    EXPECT_DOUBLE_EQ(s.meanAtomicAddresses, 4.0);
    EXPECT_DOUBLE_EQ(s.predictedRelative, 1.0 / 8.0);
}

TEST(AtomicsModel, UnevenBinsAcrossSegmentsCountTheBusiestAddress)
{
    // Not from the seeds: lanes 0..19 on word 0, lanes 20..31 each on its own word 64 apart (256 B): 13
    // distinct addresses in 13 sectors, the busiest address has 20 lanes.
    const ModelSummary s = atomicRequest([](uint32_t l) { return l < 20 ? 0u : (l - 19) * 64; });
    EXPECT_EQ(s.requests[0].distinctAddresses, 13u);
    EXPECT_EQ(s.requests[0].sameAddressLanes, 20u);
    EXPECT_EQ(s.requests[0].transactions, 13u);
    EXPECT_DOUBLE_EQ(s.predictedRelative, 1.0 / 20.0);
}

TEST(AtomicsModel, ReadsAreNotAtomics)
{
    const ModelSummary s = atomicRequest([](uint32_t) { return 0; }, AccessKind::Read);
    EXPECT_EQ(s.requests[0].sameAddressLanes, 0u);
    EXPECT_EQ(s.atomicRequests, 0u);
    EXPECT_EQ(s.space, "global"); // no atomics: the prediction falls back to the space that has accesses
    EXPECT_FALSE(summaryToJson(s, gpuProfile()).contains("atomic_requests"));
    EXPECT_FALSE(requestToJson(s.requests[0]).contains("same_address_lanes"));
}

TEST(AtomicsLesson, BothMethodsValidateAgainstTheHostHistogram)
{
    const Lesson& lesson = lessonOrThrow("atomics.contention");
    for (const char* method : {"global", "local"}) {
        for (const char* bins : {"1", "7", "256", "4096"}) {
            SCOPED_TRACE(std::string(method) + " bins=" + bins);
            auto run = lesson.prepare(
                device(), paramsFor({std::string("method=") + method, std::string("bins=") + bins, "wg=64"}),
                {});
            cl::CommandQueue& q = device().queue();
            run->poison(q);
            EXPECT_FALSE(run->validate(q).passed); // the poison is not a histogram
            run->launch(q).wait();
            run->launch(q).wait(); // a second launch starts from zero again
            const Validation v = run->validate(q);
            EXPECT_TRUE(v.passed) << v.firstMismatch;
            EXPECT_EQ(v.checked, uint64_t(std::stoi(bins)));
        }
    }
}

TEST(AtomicsLesson, TracesCountOneAtomicPerWordOrPerBinPerGroup)
{
    const Lesson& lesson = lessonOrThrow("atomics.contention");
    const GeometryProfile profile = gpuProfile();
    // Global, 1 bin: every lane of every request on the one counter.
    const TracedConfiguration one =
        traceConfiguration(device(), lesson, paramsFor({"bins=1", "wg=64"}), profile, 2);
    ASSERT_TRUE(one.validation.passed) << one.validation.firstMismatch;
    const uint64_t items = one.launch["items_per_work_item"].get<uint64_t>();
    EXPECT_EQ(countAtomics(one.trace, Space::Global), 2 * 64 * items);
    EXPECT_EQ(one.summary.space, "atomics");
    EXPECT_DOUBLE_EQ(one.summary.meanAtomicAddresses, 1.0);
    EXPECT_DOUBLE_EQ(one.summary.meanAtomicSerialisation, 32.0);
    // Local, 100 bins: the local atomics per word, then 100 global atomic adds per group on 100 addresses.
    const TracedConfiguration local =
        traceConfiguration(device(), lesson, paramsFor({"bins=100", "method=local", "wg=64"}), profile, 2);
    ASSERT_TRUE(local.validation.passed) << local.validation.firstMismatch;
    EXPECT_EQ(countAtomics(local.trace, Space::Local), 2 * 64 * items);
    EXPECT_EQ(countAtomics(local.trace, Space::Global), 2 * 100u);
    // The host trace draws the same picture without a device.
    const Trace host = hostTrace(lesson, paramsFor({"bins=100", "method=local", "wg=64"}), profile, 2);
    EXPECT_EQ(host.records.size(), local.trace.records.size());
}

TEST(AtomicsLesson, BadValuesAndLocalArraysPastLocalMemoryAreRefused)
{
    const Lesson& lesson = lessonOrThrow("atomics.contention");
    EXPECT_THROW(paramsFor({"bins=0"}), Error);
    EXPECT_THROW(paramsFor({"bins=65537"}), Error);
    EXPECT_THROW(paramsFor({"method=shared"}), Error);
    try {
        hostTrace(lesson, paramsFor({"bins=65536", "method=local"}), gpuProfile(), 2);
        ADD_FAILURE() << "64 K local bins accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter) << e.what();
        EXPECT_EQ(exitCodeFor(e.kind()), 2); // a single run past the device's limits: exit 2 (issue 10)
        EXPECT_NE(std::string(e.what()).find("local memory"), std::string::npos) << e.what();
    }
    // The global method has no local array: 64 K bins are fine.
    EXPECT_NO_THROW(hostTrace(lesson, paramsFor({"bins=65536"}), gpuProfile(), 1));
}
