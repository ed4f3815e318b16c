// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson global.random (kernels/global_random.cl): a random gather inside a locality window against the
// contiguous read of the same items.
#include "core/lessons/lessons.h"
#include "core/lessons/streamcommon.h"

namespace coalesce {

namespace {

constexpr uint32_t kSteps = 4;
constexpr uint64_t kSeed = 0x2A1D0Bull;
constexpr uint32_t kKey = 0x3C6EF372u;
constexpr uint64_t kGpuSize = 1024 * stream::kMiB;
constexpr uint64_t kCpuSize = 16 * stream::kMiB;
constexpr uint32_t kMaxBits = 30;

// kernels/global_random.cl gather_index: position p permuted within its aligned window of 2^bits items.
uint64_t gatherIndex(uint64_t p, uint32_t bits)
{
    const uint32_t mask = (uint32_t(1) << bits) - 1u;
    const uint64_t base = p & ~uint64_t(mask);
    const uint32_t sh = (bits + 1u) / 2u;
    uint32_t x = (uint32_t(p) & mask) ^ ((uint32_t(base >> bits) * 0x27D4EB2Fu + kKey) & mask);
    x = (x * 0x9E3779B1u) & mask;
    x ^= x >> sh;
    x = (x * 0x85EBCA6Bu) & mask;
    x ^= x >> sh;
    return base | x;
}

uint64_t pow2Floor(uint64_t v)
{
    uint64_t p = 1;
    while (p <= v / 2)
        p *= 2;
    return p;
}

struct RandomConfig {
    ElementType type;
    uint64_t window = 1; // items
    uint32_t bits = 0;   // log2(window)
    uint64_t wg = 256;
    uint64_t size = 0; // input bytes
    uint64_t span = 0; // items read from: the largest power of two the buffer holds
    uint64_t n = 0;
    bool wideIndex = false;
    std::string options;
};

RandomConfig makeConfig(const ParamSet& params)
{
    RandomConfig c;
    c.type = elementType(params.text("type"));
    c.window = uint64_t(params.integer("window"));
    c.wg = uint64_t(params.integer("wg"));
    c.size = uint64_t(params.integer("size"));
    if (c.window == 0 || (c.window & (c.window - 1)) != 0 || c.window > (uint64_t(1) << kMaxBits))
        throw Error(ErrorKind::InvalidParameter,
                    "window=" + std::to_string(c.window) + " must be a power of two from 1 to 2^30 elements");
    while ((uint64_t(1) << c.bits) < c.window)
        ++c.bits;
    const uint64_t elements = c.size / c.type.bytes;
    c.span = elements > 0 ? pow2Floor(elements) : 0;
    if (c.window > c.span)
        throw Error(ErrorKind::InvalidParameter,
                    "window=" + std::to_string(c.window) + " is larger than the " + std::to_string(c.span) +
                        " elements of size=" + bytesText(c.size) + " (type=" + c.type.name +
                        "); use a larger size or a smaller window");
    c.n = c.span / kSteps / c.wg * c.wg;
    if (c.n == 0)
        throw Error(ErrorKind::InvalidParameter, "size=" + bytesText(c.size) +
                                                     " is too small for type=" + c.type.name +
                                                     " wg=" + std::to_string(c.wg) + ": it needs at least " +
                                                     bytesText(uint64_t(kSteps) * c.wg * c.type.bytes) + " (" +
                                                     std::to_string(kSteps) + " steps of wg elements)");
    c.wideIndex = c.span >= (uint64_t(1) << 32);
    const std::string u = c.type.unsignedName;
    c.options = "-DVTYPE=" + c.type.name + " -DUTYPE=" + u + " -DAS_U=" + (c.type.isFloat ? "as_" + u : "") +
                " -DIDX=" + (c.wideIndex ? "ulong" : "uint") + " -DSEED=" + std::to_string(kKey) +
                "u -DSTEPS=" + std::to_string(kSteps) + (c.type.fp64 ? " -DFP64" : "");
    return c;
}

class RandomRun : public PreparedRun {
public:
    RandomRun(DeviceContext& device, RandomConfig config, const PrepareOptions& options)
        : m_device(device), m_config(std::move(config))
    {
        const RandomConfig& c = m_config;
        m_items = options.trace ? stream::traceItems(c.n, c.wg, options.traceGroups) : c.n;
        m_kernel = buildKernel(device, "global_random.cl", "window_gather", c.options, options.trace);
        checkKernelWorkGroup(device, m_kernel, "window_gather", c.wg);
        m_input = sharedInput(device, c.size, kSeed);
        m_output = makeBuffer(device, CL_MEM_WRITE_ONLY, outputBytes(), "output");
        clCall("setting the arguments of window_gather", device.label(), [&] {
            m_kernel.setArg(0, m_input->buffer);
            m_kernel.setArg(1, m_output);
            if (c.wideIndex)
                m_kernel.setArg(2, cl_ulong(c.n));
            else
                m_kernel.setArg(2, cl_uint(c.n));
            m_kernel.setArg(3, cl_uint(c.bits));
        });
        if (options.trace) {
            m_trace = TraceCapture(device, m_items * (kSteps + 1) + 64);
            m_trace.attach(m_kernel, 4);
        }
    }

    cl::Event launch(cl::CommandQueue& queue) override
    {
        if (m_trace.active())
            m_trace.reset(queue);
        cl::Event event;
        clCall("launching window_gather", m_device.label(), [&] {
            queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, cl::NDRange(size_t(m_items)),
                                       cl::NDRange(size_t(m_config.wg)), nullptr, &event);
        });
        return event;
    }

    void poison(cl::CommandQueue& queue) override { poisonBuffer(m_device, queue, m_output, outputBytes()); }

    Validation validate(cl::CommandQueue& queue) override
    {
        const RandomConfig& c = m_config;
        const std::shared_ptr<const uint8_t> got = readToStaging(m_device, queue, m_output, outputBytes());
        const uint64_t bytes = c.type.bytes;
        const uint64_t n = c.n;
        const uint32_t bits = c.bits;
        auto offset = [=](uint64_t g, uint32_t s) { return gatherIndex(g + s * n, bits) * bytes; };
        return stream::xorCheckItems(uint32_t(bytes), m_input->host(), got.get(), m_items, kSteps, offset,
                                     c.type.bytes);
    }

    uint64_t bytesRead() const override { return m_items * kSteps * m_config.type.bytes; }
    uint64_t bytesWritten() const override { return outputBytes(); }

    Json launchInfo() const override
    {
        const RandomConfig& c = m_config;
        return Json{
            {"kernel", "window_gather"},
            {"file", "global_random.cl"},
            {"build_options", c.options},
            {"global_size", m_items},
            {"local_size", c.wg},
            {"groups", m_items / c.wg},
            {"steps", kSteps},
            {"element_type", c.type.name},
            {"window_elements", c.window},
            {"span_elements", c.span},
            {"input_bytes", c.size},
            {"output_bytes", outputBytes()},
            {"traced", m_trace.active()},
            {"pattern", "step s, work-item g reads in[perm(s*n + g)], permuted within aligned windows of " +
                            std::to_string(c.window) + " elements; writes out[g] at step " +
                            std::to_string(kSteps)}};
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        if (!m_trace.active())
            throwNotTraced("global.random");
        return m_trace.read(queue, {"in", "out"}, uint32_t(m_config.wg), uint32_t(m_items / m_config.wg));
    }

private:
    uint64_t outputBytes() const { return m_items * m_config.type.bytes; }

    DeviceContext& m_device;
    RandomConfig m_config;
    uint64_t m_items = 0;
    cl::Kernel m_kernel;
    std::shared_ptr<const DeviceInput> m_input;
    cl::Buffer m_output;
    TraceCapture m_trace;
};

std::vector<int64_t> powersOfTwo()
{
    std::vector<int64_t> values;
    for (uint32_t b = 0; b <= kMaxBits; ++b)
        values.push_back(int64_t(1) << b);
    return values;
}

class RandomLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "global.random",
            "Random gather against contiguous reads",
            "global",
            "Every work-item reads the same elements as a contiguous read, but in an order permuted within "
            "aligned windows of `window` elements. Window 1 is the contiguous read; once the window is wider "
            "than what a SIMD group reads at once, the lanes scatter over more segments, down to one segment "
            "per lane, at equal bytes requested.",
            "000 fig 8.10, 004",
            "global.random",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {integerParam("window", 1, int64_t(1) << kMaxBits, 1,
                             "locality window in elements (a power of two): reads are permuted within aligned "
                             "windows of this many elements; 1 = contiguous; at most the buffer's elements",
                             "elements", true, powersOfTwo()),
                choiceParam("type", {"uchar", "ushort", "uint", "float", "ulong", "double"}, "float",
                            "element type (double needs cl_khr_fp64)"),
                workGroupParam(),
                sizeParam("size", 4096, int64_t(1) << 40, int64_t(kCpuSize),
                          "input buffer bytes; the largest power of two of elements in it is read (default 1G "
                          "on a GPU within its buffer limit, 16M on a CPU)")};
    }

    ParamSet defaults(const DeviceContext* device) const override
    {
        ParamSet set = Lesson::defaults(device);
        if (device)
            setParam(set, params(), "size", int64_t(stream::scaledSize(device, kGpuSize, kCpuSize)));
        return set;
    }

    std::string defaultSweep() const override { return "window=1..1073741824:*4"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        RandomConfig c = makeConfig(params);
        if (c.type.fp64 && !device.supportsDouble())
            throw Error(ErrorKind::Unsupported,
                        "type=double needs fp64 (cl_khr_fp64), which " + device.label() + " does not support");
        checkBufferSize(device, c.size, "size");
        checkDeviceWorkGroup(device, c.wg);
        return std::make_unique<RandomRun>(device, std::move(c), options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        const RandomConfig c = makeConfig(params);
        const uint64_t items = stream::traceItems(c.n, c.wg, groups);
        stream::HostTraceBuilder trace(items, c.wg, {"in", "out"});
        for (uint64_t g = 0; g < items; ++g) {
            for (uint32_t s = 0; s < kSteps; ++s)
                trace.add(g, s, 0, AccessKind::Read, gatherIndex(g + s * c.n, c.bits) * c.type.bytes,
                          c.type.bytes);
            trace.add(g, kSteps, 1, AccessKind::Write, g * c.type.bytes, c.type.bytes);
        }
        return trace.finish();
    }
};

} // namespace

COALESCE_LESSON(globalRandomLesson)
{
    static const RandomLesson kLesson;
    return kLesson;
}

} // namespace coalesce
