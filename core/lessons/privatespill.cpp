// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson private.spill (kernels/private_spill.cl): a private array indexed at run time (spilled to off-chip
// memory on a GPU) against the same array indexed with constants (kept in registers while they last).
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/lessons/lessons.h"

#include <algorithm>
#include <cstring>

namespace coalesce {

namespace {

constexpr uint32_t kIters = 1024;
constexpr uint64_t kSeed = 0x5B111ull;
constexpr uint32_t kLcgSeed = 0x7F4A7C15u;

struct SpillConfig {
    uint64_t words = 16;
    uint32_t log2 = 4;
    bool dynamic = true;
    uint64_t wg = 256;
    uint64_t groups = 1;

    uint64_t items() const { return groups * wg; }
    std::string options() const
    {
        return "-DWORDS=" + std::to_string(words) + " -DLOG2WORDS=" + std::to_string(log2) +
               " -DITERS=" + std::to_string(kIters) + (dynamic ? "" : " -DSTATIC");
    }
};

SpillConfig makeConfig(const ParamSet& params)
{
    const std::string mode = params.text("mode");
    if (mode != "dynamic" && mode != "static")
        throw Error(ErrorKind::InvalidParameter, "mode=" + mode + " is not allowed; allowed: dynamic, static");
    SpillConfig c;
    c.words = uint64_t(params.integer("words"));
    if (c.words < 4 || c.words > 256 || (c.words & (c.words - 1)) != 0)
        throw Error(ErrorKind::InvalidParameter, "words=" + std::to_string(c.words) +
                                                     " is not allowed; allowed: 4, 8, 16, 32, 64, 128, 256");
    c.log2 = 0;
    while ((uint64_t(1) << c.log2) < c.words)
        ++c.log2;
    c.dynamic = mode == "dynamic";
    c.wg = uint64_t(params.integer("wg"));
    return c;
}

// out[gid] of the kernel, from the work-item's WORDS input words.
uint32_t reference(const SpillConfig& c, const uint8_t* in, uint64_t gid)
{
    if (c.words == 0 || c.words > 256)
        throw Error(ErrorKind::InvalidParameter, "words=" + std::to_string(c.words) + ": expected 4 to 256");
    uint32_t a[256];
    uint32_t x;
    std::memcpy(&x, in + gid * 4, 4);
    for (uint64_t i = 0; i < c.words; ++i)
        a[i] = x ^ (uint32_t(i) * 0x9E3779B9u);
    uint32_t acc = 0;
    if (c.dynamic) {
        uint32_t h = (uint32_t(gid) * 0x9E3779B9u) ^ kLcgSeed;
        for (uint32_t t = 0; t < kIters; ++t) {
            h = h * 1664525u + 1013904223u;
            const uint32_t idx = h >> (32 - c.log2);
            acc += a[idx];
            a[idx] ^= acc;
        }
    } else {
        for (uint32_t t = 0; t < kIters; ++t) {
            acc += a[t % c.words];
            a[t % c.words] ^= acc;
        }
    }
    for (uint64_t i = 0; i < c.words; ++i)
        acc ^= a[i];
    return acc;
}

class SpillRun : public PreparedRun {
public:
    SpillRun(DeviceContext& device, const SpillConfig& config, const PrepareOptions& options)
        : m_device(device), m_c(config)
    {
        m_kernel = buildKernel(device, "private_spill.cl", "private_array", m_c.options(), options.trace);
        checkKernelWorkGroup(device, m_kernel, "private_array", m_c.wg);
        clCall("querying the private memory of private_array", device.label(), [&] {
            m_privateBytes = m_kernel.getWorkGroupInfo<CL_KERNEL_PRIVATE_MEM_SIZE>(device.device());
        });
        // A GPU compiler that keeps even the dynamically indexed array in registers shows nothing to learn.
        if (m_c.dynamic && !device.isCpu() && m_privateBytes == 0)
            throw Error(ErrorKind::Unsupported,
                        "the compiler keeps the dynamically indexed " + std::to_string(m_c.words) +
                            "-word array in registers on " + device.label() +
                            " (CL_KERNEL_PRIVATE_MEM_SIZE = 0): nothing spills at this size");
        m_input = makeInput(device, m_c.items() * 4, kSeed);
        m_output = makeBuffer(device, CL_MEM_WRITE_ONLY, m_c.items() * 4, "output");
        clCall("setting the arguments of private_array", device.label(), [&] {
            m_kernel.setArg(0, m_input->buffer);
            m_kernel.setArg(1, m_output);
            m_kernel.setArg(2, cl_uint(kLcgSeed));
        });
        if (options.trace) {
            m_trace = TraceCapture(device, m_c.items() * 2 + 64);
            m_trace.attach(m_kernel, 3);
        }
    }

    cl::Event launch(cl::CommandQueue& queue) override
    {
        if (m_trace.active())
            m_trace.reset(queue);
        cl::Event event;
        clCall("launching private_array", m_device.label(), [&] {
            queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, cl::NDRange(size_t(m_c.items())),
                                       cl::NDRange(size_t(m_c.wg)), nullptr, &event);
        });
        return event;
    }

    void poison(cl::CommandQueue& queue) override { poisonBuffer(m_device, queue, m_output, m_c.items() * 4); }

    Validation validate(cl::CommandQueue& queue) override
    {
        const std::vector<uint8_t> got = readBuffer(m_device, queue, m_output, m_c.items() * 4);
        if (m_expected.empty()) {
            m_expected.resize(m_c.items());
            parallelFor(m_c.items(), 64, [&](uint64_t begin, uint64_t end) {
                for (uint64_t gid = begin; gid < end; ++gid)
                    m_expected[gid] = reference(m_c, m_input->host(), gid);
            });
        }
        return compareItems(got.data(), reinterpret_cast<const uint8_t*>(m_expected.data()), m_c.items(), 4, 1);
    }

    uint64_t bytesRead() const override { return m_c.items() * 4; }
    uint64_t bytesWritten() const override { return m_c.items() * 4; }

    Json launchInfo() const override
    {
        return {{"kernel", "private_array"},
                {"file", "private_spill.cl"},
                {"build_options", m_c.options()},
                {"global_size", m_c.items()},
                {"local_size", m_c.wg},
                {"groups", m_c.groups},
                {"words", m_c.words},
                {"mode", m_c.dynamic ? "dynamic" : "static"},
                {"loop_steps", kIters},
                {"private_mem_bytes", m_privateBytes},
                {"traced", m_trace.active()},
                {"bytes_counted", "read: in (one word per work-item); written: out (the private accesses, "
                                  "1024 per work-item, are not counted and not traced)"}};
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        if (!m_trace.active())
            throwNotTraced("private.spill");
        return m_trace.read(queue, {"in", "out"}, uint32_t(m_c.wg), uint32_t(m_c.groups));
    }

private:
    DeviceContext& m_device;
    SpillConfig m_c;
    cl::Kernel m_kernel;
    uint64_t m_privateBytes = 0;
    std::shared_ptr<const DeviceInput> m_input;
    cl::Buffer m_output;
    TraceCapture m_trace;
    std::vector<uint32_t> m_expected;
};

class PrivateSpillLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "private.spill",
            "Private arrays that spill",
            "private",
            "Each work-item keeps an array of `words` words in private memory and updates it 1024 times. "
            "Indexed "
            "with run-time values (mode=dynamic) the array cannot live in registers: a GPU compiler puts it in "
            "off-chip memory behind the L1 cache. Indexed with constants (mode=static, a fully unrolled loop) "
            "it "
            "stays in registers until they run out.",
            "002 §7.1.4",
            "private.spill",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {
            integerParam("words", 4, 256, 16, "words in each work-item's private array", "words", true,
                         {4, 8, 16, 32, 64, 128, 256}),
            choiceParam("mode", {"dynamic", "static"}, "dynamic",
                        "dynamic: indices computed at run time (spills); static: constant indices (registers)"),
            workGroupParam()};
    }

    std::string defaultSweep() const override { return "words=4..256:*2"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        SpillConfig c = makeConfig(params);
        checkDeviceWorkGroup(device, c.wg);
        c.groups = options.trace ? std::max(1u, options.traceGroups) : onChipGroups(device);
        checkBufferSize(device, c.items() * 4, "the input");
        return std::make_unique<SpillRun>(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        SpillConfig c = makeConfig(params);
        c.groups = std::max(1u, groups);
        Trace trace;
        for (uint64_t gid = 0; gid < c.items(); ++gid) {
            for (uint32_t i = 0; i < 2; ++i) { // step 0: in[gid] read, step 1: out[gid] written
                TraceRecord r;
                r.globalId = uint32_t(gid);
                r.localId = uint32_t(gid % c.wg);
                r.groupId = uint32_t(gid / c.wg);
                r.step = i;
                r.buffer = uint8_t(i);
                r.kind = i == 0 ? AccessKind::Read : AccessKind::Write;
                r.byteOffset = gid * 4;
                r.size = 4;
                trace.records.push_back(r);
            }
        }
        sortTraceRecords(trace.records);
        trace.bufferNames = {"in", "out"};
        trace.workGroupSize = uint32_t(c.wg);
        trace.groups = uint32_t(c.groups);
        trace.baseAddrAlign = kHostBaseAddrAlign;
        return trace;
    }
};

} // namespace

COALESCE_LESSON(privateSpillLesson)
{
    static const PrivateSpillLesson kLesson;
    return kLesson;
}

} // namespace coalesce
