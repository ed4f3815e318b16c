// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson global.store (kernels/global_store.cl): global.stride and global.offset on writes. The kernel
// only writes, so the picture and the model are about write requests alone.
#include "core/lessons/lessons.h"
#include "core/lessons/streamcommon.h"

namespace coalesce {

namespace {

constexpr uint32_t kSteps = 4;
constexpr uint32_t kSeed = 0x5702Eu;
constexpr uint64_t kGpuSize = 1024 * stream::kMiB;
constexpr uint64_t kCpuSize = 16 * stream::kMiB;
constexpr uint8_t kPoison = 0xA5;

struct StoreConfig {
    ElementType type;
    uint64_t stride = 1; // elements
    uint64_t offset = 0; // elements
    uint64_t wg = 256;
    uint64_t size = 0; // output bytes
    uint64_t n = 0;
    uint64_t pitch = 0; // elements between steps: n * stride
    bool wideIndex = false;
    std::string options;
};

// The value work-item g writes at step s (kernels/global_store.cl store_value), as its low `bytes` bytes.
uint64_t storeValue(uint64_t g, uint32_t s)
{
    uint32_t h = uint32_t(g) * kSteps + s;
    h = h * 0x9E3779B1u + kSeed;
    h ^= h >> 16;
    h *= 0x85EBCA6Bu;
    h ^= h >> 13;
    h *= 0xC2B2AE35u;
    h ^= h >> 16;
    return (uint64_t(h) << 32) | uint64_t(h ^ 0x5BD1E995u);
}

StoreConfig makeConfig(const ParamSet& params)
{
    StoreConfig c;
    c.type = elementType(params.text("type"));
    c.stride = uint64_t(params.integer("stride"));
    c.offset = uint64_t(params.integer("offset"));
    c.wg = uint64_t(params.integer("wg"));
    c.size = uint64_t(params.integer("size"));
    const uint64_t elements = c.size / c.type.bytes;
    const uint64_t perItem = uint64_t(kSteps) * c.stride;
    c.n = elements > c.offset ? (elements - c.offset) / perItem / c.wg * c.wg : 0;
    if (c.n == 0)
        throw Error(ErrorKind::InvalidParameter,
                    "size=" + bytesText(c.size) + " is too small for type=" + c.type.name +
                        " stride=" + std::to_string(c.stride) + " offset=" + std::to_string(c.offset) +
                        " wg=" + std::to_string(c.wg) + ": it needs at least " +
                        bytesText((perItem * c.wg + c.offset) * c.type.bytes) + " (" + std::to_string(kSteps) +
                        " steps of wg*stride elements)");
    c.pitch = c.n * c.stride;
    c.wideIndex = elements >= (uint64_t(1) << 32);
    c.options = "-DUTYPE=" + c.type.name + " -DIDX=" + (c.wideIndex ? "ulong" : "uint") +
                " -DSTEPS=" + std::to_string(kSteps);
    return c;
}

class StoreRun : public PreparedRun {
public:
    StoreRun(DeviceContext& device, StoreConfig config, const PrepareOptions& options)
        : m_device(device), m_config(std::move(config))
    {
        const StoreConfig& c = m_config;
        m_items = options.trace ? stream::traceItems(c.n, c.wg, options.traceGroups) : c.n;
        m_kernel = buildKernel(device, "global_store.cl", "strided_write", c.options, options.trace);
        checkKernelWorkGroup(device, m_kernel, "strided_write", c.wg);
        m_output = makeBuffer(device, CL_MEM_WRITE_ONLY, c.size, "output");
        clCall("setting the arguments of strided_write", device.label(), [&] {
            m_kernel.setArg(0, m_output);
            if (c.wideIndex) {
                m_kernel.setArg(1, cl_ulong(c.pitch));
                m_kernel.setArg(2, cl_ulong(c.stride));
                m_kernel.setArg(3, cl_ulong(c.offset));
            } else {
                m_kernel.setArg(1, cl_uint(c.pitch));
                m_kernel.setArg(2, cl_uint(c.stride));
                m_kernel.setArg(3, cl_uint(c.offset));
            }
            m_kernel.setArg(4, cl_uint(kSeed));
        });
        if (options.trace) {
            m_trace = TraceCapture(device, m_items * kSteps + 64);
            m_trace.attach(m_kernel, 5);
        }
    }

    cl::Event launch(cl::CommandQueue& queue) override
    {
        if (m_trace.active())
            m_trace.reset(queue);
        cl::Event event;
        clCall("launching strided_write", m_device.label(), [&] {
            queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, cl::NDRange(size_t(m_items)),
                                       cl::NDRange(size_t(m_config.wg)), nullptr, &event);
        });
        return event;
    }

    void poison(cl::CommandQueue& queue) override
    {
        clCall("poisoning the output", m_device.label(), [&] {
            queue.enqueueFillBuffer(m_output, cl_uchar(kPoison), 0, size_t(m_config.size));
            queue.finish();
        });
    }

    // Every element of the buffer: a written one holds its value, every other one the poison.
    Validation validate(cl::CommandQueue& queue) override
    {
        const StoreConfig& c = m_config;
        const std::shared_ptr<const uint8_t> staged = readToStaging(m_device, queue, m_output, c.size);
        const uint8_t* got = staged.get();
        const uint32_t bytes = c.type.bytes;
        const uint64_t elements = c.size / bytes;
        const uint64_t items = m_items;
        auto expected = [&](uint64_t e) {
            uint64_t v = 0;
            std::memset(&v, kPoison, sizeof v);
            if (e < c.offset)
                return v;
            const uint64_t s = (e - c.offset) / c.pitch;
            const uint64_t r = (e - c.offset) % c.pitch;
            if (s < kSteps && r % c.stride == 0 && r / c.stride < items)
                v = storeValue(r / c.stride, uint32_t(s));
            return v;
        };
        std::mutex mutex;
        uint64_t mismatches = 0;
        uint64_t first = elements;
        parallelFor(elements, 1 << 16, [&](uint64_t begin, uint64_t end) {
            uint64_t bad = 0;
            uint64_t firstBad = elements;
            for (uint64_t e = begin; e < end; ++e) {
                const uint64_t want = expected(e);
                if (std::memcmp(&want, got + e * bytes, bytes) != 0 && bad++ == 0)
                    firstBad = e;
            }
            std::lock_guard<std::mutex> lock(mutex);
            mismatches += bad;
            first = std::min(first, firstBad);
        });
        Validation v;
        v.checked = elements;
        v.mismatches = mismatches;
        v.passed = mismatches == 0;
        if (!v.passed) {
            const uint64_t want = expected(first);
            v.firstMismatch =
                mismatchText(first, got + first * bytes, reinterpret_cast<const uint8_t*>(&want), bytes, 1);
        }
        return v;
    }

    uint64_t bytesRead() const override { return 0; }
    uint64_t bytesWritten() const override { return m_items * kSteps * m_config.type.bytes; }

    Json launchInfo() const override
    {
        const StoreConfig& c = m_config;
        return Json{{"kernel", "strided_write"},
                    {"file", "global_store.cl"},
                    {"build_options", c.options},
                    {"global_size", m_items},
                    {"local_size", c.wg},
                    {"groups", m_items / c.wg},
                    {"steps", kSteps},
                    {"element_type", c.type.name},
                    {"stride_elements", c.stride},
                    {"offset_elements", c.offset},
                    {"pitch_elements", c.pitch},
                    {"output_bytes", c.size},
                    {"traced", m_trace.active()},
                    {"pattern", "step s, work-item g writes out[s*pitch + g*stride + offset]; reads nothing"}};
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        if (!m_trace.active())
            throwNotTraced("global.store");
        return m_trace.read(queue, {"out"}, uint32_t(m_config.wg), uint32_t(m_items / m_config.wg));
    }

private:
    DeviceContext& m_device;
    StoreConfig m_config;
    uint64_t m_items = 0;
    cl::Kernel m_kernel;
    cl::Buffer m_output;
    TraceCapture m_trace;
};

class StoreLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "global.store",
            "Strided and misaligned global writes",
            "global",
            "Work-item i of a SIMD group writes element base + offset + i*stride and reads nothing. Stores "
            "move whole segments like loads: a stride or a misaligned start leaves segments partly written, "
            "and the memory must merge those partial writes with the old data.",
            "002 §7.2.1, §7.6",
            "global.store",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {integerParam("stride", 1, 4096, 1,
                             "distance between neighbouring work-items' writes, in elements", "elements", true),
                integerParam("offset", 0, 4096, 0, "elements from an aligned base", "elements"),
                choiceParam("type", {"uchar", "ushort", "uint", "ulong"}, "uint", "written element type"),
                workGroupParam(),
                sizeParam("size", 4096, int64_t(1) << 40, int64_t(kCpuSize),
                          "output buffer bytes (default 1G on a GPU within its buffer limit, 16M on a CPU)")};
    }

    ParamSet defaults(const DeviceContext* device) const override
    {
        ParamSet set = Lesson::defaults(device);
        if (device)
            setParam(set, params(), "size", int64_t(stream::scaledSize(device, kGpuSize, kCpuSize)));
        return set;
    }

    std::string defaultSweep() const override { return "stride=1..32"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        StoreConfig c = makeConfig(params);
        checkBufferSize(device, c.size, "size");
        checkDeviceWorkGroup(device, c.wg);
        return std::make_unique<StoreRun>(device, std::move(c), options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        const StoreConfig c = makeConfig(params);
        const uint64_t items = stream::traceItems(c.n, c.wg, groups);
        stream::HostTraceBuilder trace(items, c.wg, {"out"});
        for (uint64_t g = 0; g < items; ++g)
            for (uint32_t s = 0; s < kSteps; ++s)
                trace.add(g, s, 0, AccessKind::Write, (s * c.pitch + g * c.stride + c.offset) * c.type.bytes,
                          c.type.bytes);
        return trace.finish();
    }
};

} // namespace

COALESCE_LESSON(globalStoreLesson)
{
    static const StoreLesson kLesson;
    return kLesson;
}

} // namespace coalesce
