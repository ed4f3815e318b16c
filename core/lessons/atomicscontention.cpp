// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson atomics.contention (kernels/atomics_contention.cl): a histogram of pseudo-random words built with
// global atomics on few or many bins, or pre-reduced in local memory with one global atomic per bin per group.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/lessons/lessons.h"

#include <algorithm>
#include <cstring>

namespace coalesce {

namespace {

constexpr uint32_t kItems = 32;     // input words per work-item in a timed launch
constexpr uint32_t kTraceItems = 8; // ... in a traced launch
constexpr int64_t kMaxBins = 65536;
constexpr uint64_t kSeed = 0xA70C1C5ull;

// The launch: everything the kernel, the reference and the host trace share.
struct AtomicsConfig {
    uint64_t bins = 256;
    bool local = false;
    uint64_t wg = 256;
    uint64_t groups = 1;
    uint32_t items = kItems;

    uint64_t globalSize() const { return groups * wg; }
    uint64_t inputWords() const { return globalSize() * items; }
    uint64_t zeroSteps() const { return local ? (bins + wg - 1) / wg : 0; }
    std::string kernelName() const { return local ? "atomic_local" : "atomic_global"; }
    std::string options() const
    {
        return "-DBINS=" + std::to_string(bins) + " -DITEMS=" + std::to_string(items) +
               (local ? " -DLOCAL_HIST" : "");
    }
};

uint32_t binOf(uint32_t x, uint64_t bins)
{
    return uint32_t((uint64_t(x) * bins) >> 32); // mul_hi(x, bins)
}

AtomicsConfig makeConfig(const ParamSet& params, uint32_t items)
{
    const std::string method = params.text("method");
    if (method != "global" && method != "local")
        throw Error(ErrorKind::InvalidParameter,
                    "method=" + method + " is not allowed; allowed: global, local");
    AtomicsConfig c;
    c.bins = uint64_t(params.integer("bins"));
    c.local = method == "local";
    c.wg = uint64_t(params.integer("wg"));
    c.items = items;
    return c;
}

void checkLocalBins(const AtomicsConfig& c, uint64_t localMem, const std::string& where)
{
    if (c.local && c.bins * 4 > localMem)
        throw Error(ErrorKind::Unsupported, "method=local with " + std::to_string(c.bins) + " bins needs " +
                                                bytesText(c.bins * 4) + " of local memory per work-group but " +
                                                where + " has " + bytesText(localMem));
}

class AtomicsRun : public PreparedRun {
public:
    AtomicsRun(DeviceContext& device, AtomicsConfig config, const PrepareOptions& options)
        : m_device(device), m_c(config)
    {
        m_kernel = buildKernel(device, "atomics_contention.cl", m_c.kernelName(), m_c.options(), options.trace);
        checkKernelWorkGroup(device, m_kernel, m_c.kernelName(), m_c.wg);
        m_input = options.trace ? makeInput(device, m_c.inputWords() * 4, kSeed)
                                : sharedInput(device, m_c.inputWords() * 4, kSeed);
        m_hist = makeBuffer(device, CL_MEM_READ_WRITE, m_c.bins * 4, "histogram");
        clCall("setting the arguments of " + m_c.kernelName(), device.label(), [&] {
            m_kernel.setArg(0, m_input->buffer);
            m_kernel.setArg(1, m_hist);
        });
        if (options.trace) {
            const uint64_t perGroup = 2 * m_c.wg * m_c.items + 3 * m_c.bins;
            m_trace = TraceCapture(device, m_c.groups * perGroup + 64);
            m_trace.attach(m_kernel, 2);
        }
    }

    cl::Event launch(cl::CommandQueue& queue) override
    {
        if (m_trace.active())
            m_trace.reset(queue);
        cl::Event event;
        clCall("launching " + m_c.kernelName(), m_device.label(), [&] {
            // The bins accumulate: every launch starts from zero (the fill is not part of the kernel's time).
            queue.enqueueFillBuffer(m_hist, cl_uint(0), 0, size_t(m_c.bins * 4));
            queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, cl::NDRange(size_t(m_c.globalSize())),
                                       cl::NDRange(size_t(m_c.wg)), nullptr, &event);
        });
        return event;
    }

    void poison(cl::CommandQueue& queue) override { poisonBuffer(m_device, queue, m_hist, m_c.bins * 4); }

    Validation validate(cl::CommandQueue& queue) override
    {
        const std::vector<uint8_t> got = readBuffer(m_device, queue, m_hist, m_c.bins * 4);
        if (m_expected.empty()) {
            std::vector<uint32_t> counts(m_c.bins, 0);
            const uint8_t* in = m_input->host();
            for (uint64_t i = 0; i < m_c.inputWords(); ++i) {
                uint32_t x;
                std::memcpy(&x, in + i * 4, 4);
                ++counts[binOf(x, m_c.bins)];
            }
            m_expected.resize(m_c.bins * 4);
            std::memcpy(m_expected.data(), counts.data(), m_expected.size());
        }
        return compareItems(got.data(), m_expected.data(), m_c.bins, 4, 1);
    }

    uint64_t bytesRead() const override { return m_c.inputWords() * 4; }
    uint64_t bytesWritten() const override { return m_c.bins * 4; }

    Json launchInfo() const override
    {
        const uint64_t updates = m_c.local ? m_c.groups * m_c.bins : m_c.inputWords();
        return {{"kernel", m_c.kernelName()},
                {"file", "atomics_contention.cl"},
                {"build_options", m_c.options()},
                {"global_size", m_c.globalSize()},
                {"local_size", m_c.wg},
                {"groups", m_c.groups},
                {"items_per_work_item", m_c.items},
                {"bins", m_c.bins},
                {"method", m_c.local ? "local" : "global"},
                {"global_atomics", updates},
                {"local_atomics", m_c.local ? m_c.inputWords() : 0},
                {"traced", m_trace.active()},
                {"bytes_counted", "read: the input words; written: the histogram (the atomics' traffic is not "
                                  "counted, so GB/s compares the methods by input processed)"},
                {"pattern", "step t: x = in[t*global_size + gid], bin = mul_hi(x, bins); global: "
                            "atomic_inc(hist[bin]); local: zero steps 0..Z-1, atomic_inc(lh[bin]) at Z+t, then "
                            "hist[i] += lh[i] for i = lid, lid+wg, ... at Z+items+f"}};
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        if (!m_trace.active())
            throwNotTraced("atomics.contention");
        return m_trace.read(queue, {"in", "hist", "lh"}, uint32_t(m_c.wg), uint32_t(m_c.groups));
    }

private:
    DeviceContext& m_device;
    AtomicsConfig m_c;
    cl::Kernel m_kernel;
    std::shared_ptr<const DeviceInput> m_input;
    cl::Buffer m_hist;
    TraceCapture m_trace;
    std::vector<uint8_t> m_expected;
};

TraceRecord record(uint64_t gid, uint64_t lid, uint64_t group, uint64_t step, Space space, uint8_t buffer,
                   AccessKind kind, AtomicOp op, uint64_t word)
{
    TraceRecord r;
    r.globalId = uint32_t(gid);
    r.localId = uint32_t(lid);
    r.groupId = uint32_t(group);
    r.step = uint32_t(step);
    r.space = space;
    r.buffer = buffer;
    r.kind = kind;
    r.op = op;
    r.byteOffset = word * 4;
    r.size = 4;
    return r;
}

class AtomicsContentionLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "atomics.contention",
            "Atomic contention",
            "atomics",
            "A histogram of pseudo-random words: every work-item adds its words to `bins` global counters with "
            "atomic_inc, or first to a sub-histogram in local memory, then one global atomic_add per bin per "
            "work-group. Atomics on one address are served one after another: with one bin the whole device "
            "waits on one counter; more bins, or the local pre-reduction, spread the updates.",
            "002 §7.3, 003",
            "atomics.contention",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {integerParam("bins", 1, kMaxBins, 256, "histogram bins (distinct addresses the atomics hit)",
                             "bins", true),
                choiceParam("method", {"global", "local"}, "global",
                            "global: one global atomic per word; local: a local sub-histogram, then one global "
                            "atomic per bin per work-group"),
                workGroupParam()};
    }

    std::string defaultSweep() const override { return "bins=1..4096:*4"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        AtomicsConfig c = makeConfig(params, options.trace ? kTraceItems : kItems);
        checkDeviceWorkGroup(device, c.wg);
        checkLocalBins(c, device.localMemSize(), device.label());
        c.groups = options.trace ? std::max(1u, options.traceGroups) : onChipGroups(device);
        checkBufferSize(device, c.inputWords() * 4, "the input");
        return std::make_unique<AtomicsRun>(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        AtomicsConfig c = makeConfig(params, kTraceItems);
        checkLocalBins(c, kHostLocalMemBytes, "a typical GPU");
        c.groups = std::max(1u, groups);
        std::vector<uint8_t> input(c.inputWords() * 4);
        fillPseudoRandom(input.data(), input.size(), kSeed);
        auto word = [&](uint64_t i) {
            uint32_t x;
            std::memcpy(&x, input.data() + i * 4, 4);
            return x;
        };
        const uint64_t z = c.zeroSteps();
        Trace trace;
        for (uint64_t g = 0; g < c.groups; ++g) {
            for (uint64_t lid = 0; lid < c.wg; ++lid) {
                const uint64_t gid = g * c.wg + lid;
                uint64_t step = 0;
                for (uint64_t i = lid; c.local && i < c.bins; i += c.wg, ++step)
                    trace.records.push_back(
                        record(gid, lid, g, step, Space::Local, 2, AccessKind::Write, AtomicOp::None, i));
                for (uint64_t t = 0; t < c.items; ++t) {
                    const uint64_t at = t * c.globalSize() + gid;
                    trace.records.push_back(
                        record(gid, lid, g, z + t, Space::Global, 0, AccessKind::Read, AtomicOp::None, at));
                    trace.records.push_back(record(gid, lid, g, z + t, c.local ? Space::Local : Space::Global,
                                                   c.local ? 2 : 1, AccessKind::Atomic, AtomicOp::Inc,
                                                   binOf(word(at), c.bins)));
                }
                step = z + c.items;
                for (uint64_t i = lid; c.local && i < c.bins; i += c.wg, ++step) {
                    trace.records.push_back(
                        record(gid, lid, g, step, Space::Local, 2, AccessKind::Read, AtomicOp::None, i));
                    trace.records.push_back(
                        record(gid, lid, g, step, Space::Global, 1, AccessKind::Atomic, AtomicOp::Add, i));
                }
            }
        }
        sortTraceRecords(trace.records);
        trace.bufferNames = {"in", "hist", "lh"};
        trace.workGroupSize = uint32_t(c.wg);
        trace.groups = uint32_t(c.groups);
        trace.baseAddrAlign = kHostBaseAddrAlign;
        return trace;
    }
};

} // namespace

COALESCE_LESSON(atomicsContentionLesson)
{
    static const AtomicsContentionLesson kLesson;
    return kLesson;
}

} // namespace coalesce
