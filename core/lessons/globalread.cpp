// SPDX-License-Identifier: GPL-3.0-or-later
// The global-memory read lessons global.stride, global.offset and global.vector: one kernel family
// (kernels/global_read.cl), one prepared run, three parameter sets.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/lessons/lessons.h"

#include <algorithm>
#include <cstring>
#include <mutex>
#include <type_traits>

namespace coalesce {

namespace {

// Access steps per work-item. Few steps and many work-items stream best: on the H100 (512 MiB, float4)
// 4 steps reach 3.06 TB/s, 8 steps 3.03, 16 steps 2.97 (the final write per work-item counted in EB).
constexpr uint32_t kSteps = 4;
constexpr uint64_t kSeed = 0xC0A1E5CEull;
constexpr uint64_t kMiB = uint64_t(1) << 20;
constexpr uint64_t kGpuDefaultSize = 1024 * kMiB;
constexpr uint64_t kCpuDefaultSize = 16 * kMiB;
constexpr int64_t kMaxSize = int64_t(1) << 40;

enum class GlobalVariant { Stride, Offset, Vector };

// The host reference fused with the comparison (no expected buffer: on a GPU the output is hundreds of MiB):
// expected out[g] = XOR over s of the N-byte item at byte (s * pitch + g * stride + offset) of `in`.
struct XorPattern {
    const uint8_t* in = nullptr;
    uint64_t items = 0;
    uint64_t pitchB = 0;
    uint64_t strideB = 0;
    uint64_t offsetB = 0;
    uint32_t steps = 0;
};

template <uint32_t N>
void expectedItem(const XorPattern& p, uint64_t g, uint8_t* out)
{
    using Word = std::conditional_t<
        (N >= 8), uint64_t,
        std::conditional_t<(N >= 4), uint32_t, std::conditional_t<(N >= 2), uint16_t, uint8_t>>>;
    constexpr uint32_t kWords = N / sizeof(Word);
    Word acc[kWords] = {};
    const uint8_t* q = p.in + g * p.strideB + p.offsetB;
    for (uint32_t s = 0; s < p.steps; ++s, q += p.pitchB) {
        for (uint32_t w = 0; w < kWords; ++w) {
            Word v;
            std::memcpy(&v, q + w * sizeof(Word), sizeof(Word));
            acc[w] ^= v;
        }
    }
    std::memcpy(out, acc, N);
}

template <uint32_t N>
Validation validateXor(const XorPattern& p, const uint8_t* got, uint32_t elemBytes, uint32_t vec)
{
    std::mutex mutex;
    uint64_t mismatches = 0;
    uint64_t first = p.items;
    parallelFor(p.items, 1 << 14, [&](uint64_t begin, uint64_t end) {
        uint64_t bad = 0;
        uint64_t firstBad = p.items;
        uint8_t expected[N];
        for (uint64_t g = begin; g < end; ++g) {
            expectedItem<N>(p, g, expected);
            if (std::memcmp(expected, got + g * N, N) != 0) {
                if (bad++ == 0)
                    firstBad = g;
            }
        }
        std::lock_guard<std::mutex> lock(mutex);
        mismatches += bad;
        first = std::min(first, firstBad);
    });
    Validation v;
    v.checked = p.items;
    v.mismatches = mismatches;
    v.passed = mismatches == 0;
    if (!v.passed) {
        uint8_t expected[N];
        expectedItem<N>(p, first, expected);
        v.firstMismatch = mismatchText(first, got + first * N, expected, elemBytes, vec);
    }
    return v;
}

Validation validateXorItems(uint32_t itemBytes, const XorPattern& p, const uint8_t* got, uint32_t elemBytes,
                            uint32_t vec)
{
    switch (itemBytes) {
    case 1:
        return validateXor<1>(p, got, elemBytes, vec);
    case 2:
        return validateXor<2>(p, got, elemBytes, vec);
    case 4:
        return validateXor<4>(p, got, elemBytes, vec);
    case 8:
        return validateXor<8>(p, got, elemBytes, vec);
    case 16:
        return validateXor<16>(p, got, elemBytes, vec);
    case 32:
        return validateXor<32>(p, got, elemBytes, vec);
    case 64:
        return validateXor<64>(p, got, elemBytes, vec);
    case 128:
        return validateXor<128>(p, got, elemBytes, vec);
    default:
        throw Error(ErrorKind::Unsupported,
                    "no host reference for " + std::to_string(itemBytes) + "-byte items");
    }
}

std::string vectorName(const std::string& scalar, uint32_t vec)
{
    return vec == 1 ? scalar : scalar + std::to_string(vec);
}

struct GlobalConfig {
    std::string lessonId;
    ElementType type;
    uint32_t vec = 1;
    uint64_t stride = 1; // items
    uint64_t offset = 0; // items (= elements: the offset lesson reads scalars)
    uint64_t wg = 256;
    uint64_t size = 0;      // input bytes
    uint64_t itemBytes = 0; // type.bytes * vec
    uint32_t steps = kSteps;
    uint64_t n = 0;     // timed global size
    uint64_t pitch = 0; // items between steps: n * stride
    bool wideIndex = false;
    std::string options;
};

class GlobalReadRun : public PreparedRun {
public:
    GlobalReadRun(DeviceContext& device, GlobalConfig config, const PrepareOptions& options)
        : m_device(device), m_config(std::move(config))
    {
        const GlobalConfig& c = m_config;
        m_launchItems = c.n;
        if (options.trace)
            m_launchItems = std::min<uint64_t>(c.n, uint64_t(std::max(1u, options.traceGroups)) * c.wg);
        m_kernel = buildKernel(device, "global_read.cl", "strided_read", c.options, options.trace);
        checkKernelWorkGroup(device, m_kernel, "strided_read", c.wg);
        m_input = sharedInput(device, c.size, kSeed);
        m_output = makeBuffer(device, CL_MEM_WRITE_ONLY, outputBytes(), "output");
        clCall("setting the arguments of strided_read", device.label(), [&] {
            m_kernel.setArg(0, m_input->buffer);
            m_kernel.setArg(1, m_output);
            if (c.wideIndex) {
                m_kernel.setArg(2, cl_ulong(c.pitch));
                m_kernel.setArg(3, cl_ulong(c.stride));
                m_kernel.setArg(4, cl_ulong(c.offset));
            } else {
                m_kernel.setArg(2, cl_uint(c.pitch));
                m_kernel.setArg(3, cl_uint(c.stride));
                m_kernel.setArg(4, cl_uint(c.offset));
            }
        });
        if (options.trace) {
            m_trace = TraceCapture(device, m_launchItems * (m_config.steps + 1) + 64);
            m_trace.attach(m_kernel, 5);
        }
    }

    cl::Event launch(cl::CommandQueue& queue) override
    {
        if (m_trace.active())
            m_trace.reset(queue);
        cl::Event event;
        clCall("launching strided_read", m_device.label(), [&] {
            queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, cl::NDRange(size_t(m_launchItems)),
                                       cl::NDRange(size_t(m_config.wg)), nullptr, &event);
        });
        return event;
    }

    void poison(cl::CommandQueue& queue) override { poisonBuffer(m_device, queue, m_output, outputBytes()); }

    Validation validate(cl::CommandQueue& queue) override
    {
        const GlobalConfig& c = m_config;
        const std::shared_ptr<const uint8_t> staged = readToStaging(m_device, queue, m_output, outputBytes());
        const uint8_t* got = staged.get();
        XorPattern p;
        p.in = m_input->host();
        p.items = m_launchItems;
        p.pitchB = c.pitch * c.itemBytes;
        p.strideB = c.stride * c.itemBytes;
        p.offsetB = c.offset * c.itemBytes;
        p.steps = c.steps;
        return validateXorItems(uint32_t(c.itemBytes), p, got, c.type.bytes, c.vec);
    }

    uint64_t bytesRead() const override { return m_launchItems * m_config.steps * m_config.itemBytes; }
    uint64_t bytesWritten() const override { return outputBytes(); }

    Json launchInfo() const override
    {
        const GlobalConfig& c = m_config;
        return Json{
            {"kernel", "strided_read"},
            {"file", "global_read.cl"},
            {"build_options", c.options},
            {"global_size", m_launchItems},
            {"local_size", c.wg},
            {"groups", m_launchItems / c.wg},
            {"steps", c.steps},
            {"element_type", c.type.name},
            {"vector", c.vec},
            {"item_bytes", c.itemBytes},
            {"stride_items", c.stride},
            {"offset_items", c.offset},
            {"pitch_items", c.pitch},
            {"input_bytes", c.size},
            {"output_bytes", outputBytes()},
            {"traced", m_trace.active()},
            {"pattern", "step s, work-item g reads in[s*pitch + g*stride + offset]; writes out[g] at step " +
                            std::to_string(c.steps)}};
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        if (!m_trace.active())
            throwNotTraced(m_config.lessonId);
        return m_trace.read(queue, {"in", "out"}, uint32_t(m_config.wg), uint32_t(m_launchItems / m_config.wg));
    }

private:
    uint64_t outputBytes() const { return m_launchItems * m_config.itemBytes; }

    DeviceContext& m_device;
    GlobalConfig m_config;
    uint64_t m_launchItems = 0;
    cl::Kernel m_kernel;
    std::shared_ptr<const DeviceInput> m_input;
    cl::Buffer m_output;
    TraceCapture m_trace;
};

class GlobalReadLesson : public Lesson {
public:
    explicit GlobalReadLesson(GlobalVariant variant) : m_variant(variant)
    {
        switch (variant) {
        case GlobalVariant::Stride:
            m_info = {"global.stride",
                      "Strided global reads",
                      "global",
                      "Work-item i of a SIMD group reads element base + i*stride. Stride 1 is coalesced: one "
                      "request covers a few contiguous segments. Larger strides spread a request over more "
                      "segments, so more bytes move than are used and the effective bandwidth falls.",
                      "000, 001, 004",
                      "global.stride",
                      2,
                      true,
                      TimingMethod::KernelEvents,
                      ValidationMethod::HostReference};
            m_sweep = "stride=1..64";
            break;
        case GlobalVariant::Offset:
            m_info = {
                "global.offset",
                "Misaligned global reads",
                "global",
                "Work-item i reads element base + offset + i from an aligned base. A misaligned start makes "
                "each request straddle one extra segment (sixteen 4-byte reads at 0x1232 need three 32-byte "
                "segments instead of two).",
                "001",
                "global.offset",
                2,
                true,
                TimingMethod::KernelEvents,
                ValidationMethod::HostReference};
            m_sweep = "offset=0..32";
            break;
        case GlobalVariant::Vector:
            m_info = {
                "global.vector",
                "Vector width of global reads",
                "global",
                "The same bytes read as float, float2, ... float16 (or another element type): wider loads "
                "mean fewer, larger requests per work-item at equal bytes moved.",
                "000, 002",
                "global.vector",
                2,
                true,
                TimingMethod::KernelEvents,
                ValidationMethod::HostReference};
            m_sweep = "vector=1..16";
            break;
        }
    }

    const LessonInfo& info() const override { return m_info; }

    std::vector<ParamSpec> params() const override
    {
        std::vector<ParamSpec> specs;
        if (m_variant == GlobalVariant::Stride)
            specs.push_back(integerParam("stride", 1, 4096, 1,
                                         "distance between neighbouring work-items' reads, in items "
                                         "(elements times vector)",
                                         "elements", true));
        if (m_variant == GlobalVariant::Offset)
            specs.push_back(integerParam("offset", 0, 4096, 0, "elements from an aligned base", "elements"));
        specs.push_back(choiceParam("type", {"uchar", "ushort", "uint", "float", "ulong", "double"}, "float",
                                    "element type (double needs cl_khr_fp64)"));
        if (m_variant != GlobalVariant::Offset)
            specs.push_back(integerParam("vector", 1, 16, 1, "elements per load: 1, 2, 4, 8 or 16", "elements",
                                         true, {1, 2, 4, 8, 16}));
        specs.push_back(workGroupParam());
        specs.push_back(
            sizeParam("size", 4096, kMaxSize, int64_t(kCpuDefaultSize),
                      "input buffer bytes (default 1G on a GPU within its buffer limit, 16M on a CPU)"));
        return specs;
    }

    ParamSet defaults(const DeviceContext* device) const override
    {
        ParamSet set = Lesson::defaults(device);
        if (device) {
            uint64_t size = kCpuDefaultSize;
            if (!device->isCpu())
                size = std::min(kGpuDefaultSize, device->bufferLimit() / kMiB * kMiB);
            setParam(set, params(), "size", int64_t(std::max(size, kMiB)));
        }
        return set;
    }

    std::string defaultSweep() const override { return m_sweep; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        GlobalConfig c = baseConfig(params);
        if (c.type.fp64 && !device.supportsDouble())
            throw Error(ErrorKind::Unsupported,
                        "type=double needs fp64 (cl_khr_fp64), which " + device.label() + " does not support");
        checkBufferSize(device, c.size, "size");
        checkDeviceWorkGroup(device, c.wg);
        finishConfig(c);
        return std::make_unique<GlobalReadRun>(device, std::move(c), options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        GlobalConfig c = baseConfig(params);
        finishConfig(c);
        // The traced launch of GlobalReadRun: min(n, groups * wg) work-items; step s < steps reads
        // in[s * pitch + g * stride + offset], step `steps` writes out[g] (kernels/global_read.cl).
        const uint64_t items = std::min<uint64_t>(c.n, uint64_t(std::max(1u, groups)) * c.wg);
        Trace trace;
        trace.records.reserve(items * (c.steps + 1));
        auto record = [&](uint64_t g, uint32_t step, uint8_t buffer, AccessKind kind, uint64_t item) {
            TraceRecord r;
            r.globalId = uint32_t(g);
            r.localId = uint32_t(g % c.wg);
            r.groupId = uint32_t(g / c.wg);
            r.step = step;
            r.space = Space::Global;
            r.buffer = buffer;
            r.kind = kind;
            r.byteOffset = item * c.itemBytes;
            r.size = uint32_t(c.itemBytes);
            trace.records.push_back(r);
        };
        for (uint64_t g = 0; g < items; ++g) {
            for (uint32_t s = 0; s < c.steps; ++s)
                record(g, s, 0, AccessKind::Read, s * c.pitch + g * c.stride + c.offset);
            record(g, c.steps, 1, AccessKind::Write, g);
        }
        sortTraceRecords(trace.records);
        trace.bufferNames = {"in", "out"};
        trace.workGroupSize = uint32_t(c.wg);
        trace.groups = uint32_t(items / c.wg);
        trace.baseAddrAlign = kHostBaseAddrAlign;
        return trace;
    }

private:
    // The parameters (throws for an unknown type).
    GlobalConfig baseConfig(const ParamSet& params) const
    {
        GlobalConfig c;
        c.lessonId = m_info.id;
        c.type = elementType(params.text("type"));
        c.vec = params.has("vector") ? uint32_t(params.integer("vector")) : 1;
        c.stride = params.has("stride") ? uint64_t(params.integer("stride")) : 1;
        c.offset = params.has("offset") ? uint64_t(params.integer("offset")) : 0;
        c.wg = uint64_t(params.integer("wg"));
        c.size = uint64_t(params.integer("size"));
        c.itemBytes = uint64_t(c.type.bytes) * c.vec;
        return c;
    }

    // The launch geometry and build options (throws when the buffer is too small for one step).
    static void finishConfig(GlobalConfig& c)
    {
        // The touched span, K * n * stride + offset items, must fit the buffer; n is a multiple of wg.
        const uint64_t items = c.size / c.itemBytes;
        const uint64_t perItem = uint64_t(c.steps) * c.stride;
        c.n = items > c.offset ? (items - c.offset) / perItem / c.wg * c.wg : 0;
        if (c.n == 0) {
            const uint64_t need = (perItem * c.wg + c.offset) * c.itemBytes;
            throw Error(ErrorKind::InvalidParameter, "size=" + bytesText(c.size) + " is too small for " +
                                                         describe(c) + ": it needs at least " +
                                                         bytesText(need) + " (" + std::to_string(c.steps) +
                                                         " steps of wg*stride items)");
        }
        c.pitch = c.n * c.stride;
        c.wideIndex = c.size / c.itemBytes >= (uint64_t(1) << 32);

        const std::string v = vectorName(c.type.name, c.vec);
        const std::string u = vectorName(c.type.unsignedName, c.vec);
        c.options = "-DVTYPE=" + v + " -DUTYPE=" + u +
                    " -DAS_U=" + (c.type.isFloat ? "as_" + u : std::string()) +
                    " -DIDX=" + (c.wideIndex ? "ulong" : "uint") + " -DSTEPS=" + std::to_string(c.steps) +
                    (c.type.fp64 ? " -DFP64" : "");
    }

    static std::string describe(const GlobalConfig& c)
    {
        std::string text =
            "type=" + c.type.name + " vector=" + std::to_string(c.vec) + " wg=" + std::to_string(c.wg);
        if (c.stride != 1)
            text += " stride=" + std::to_string(c.stride);
        if (c.offset != 0)
            text += " offset=" + std::to_string(c.offset);
        return text;
    }

    GlobalVariant m_variant;
    LessonInfo m_info;
    std::string m_sweep;
};

} // namespace

COALESCE_LESSON(globalStrideLesson)
{
    static const GlobalReadLesson kLesson(GlobalVariant::Stride);
    return kLesson;
}

COALESCE_LESSON(globalOffsetLesson)
{
    static const GlobalReadLesson kLesson(GlobalVariant::Offset);
    return kLesson;
}

COALESCE_LESSON(globalVectorLesson)
{
    static const GlobalReadLesson kLesson(GlobalVariant::Vector);
    return kLesson;
}

} // namespace coalesce
