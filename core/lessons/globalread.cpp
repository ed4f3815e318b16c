// SPDX-License-Identifier: GPL-3.0-or-later
// The global-memory read lessons global.stride, global.offset and global.vector: one kernel family
// (kernels/global_read.cl), one prepared run, three parameter sets.
#include "core/lessons/lessons.h"
#include "core/lessons/streamcommon.h"

namespace coalesce {

namespace {

// Access steps per work-item. Few steps and many work-items stream best: on the H100 (512 MiB, float4)
// 4 steps reach 3.06 TB/s, 8 steps 3.03, 16 steps 2.97 (the final write per work-item counted in EB).
constexpr uint32_t kSteps = 4;
constexpr uint64_t kSeed = 0xC0A1E5CEull;
constexpr uint64_t kGpuDefaultSize = 1024 * stream::kMiB;
constexpr uint64_t kCpuDefaultSize = 16 * stream::kMiB;
constexpr int64_t kMaxSize = int64_t(1) << 40;

enum class GlobalVariant { Stride, Offset, Vector };

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

    // Step s of work-item g reads item s*pitch + g*stride + offset.
    auto readOffset() const
    {
        return [itemBytes = itemBytes, pitch = pitch, stride = stride, offset = offset](
                   uint64_t g, uint32_t s) { return (s * pitch + g * stride + offset) * itemBytes; };
    }
};

std::unique_ptr<PreparedRun> prepareRun(DeviceContext& device, const GlobalConfig& c,
                                        const PrepareOptions& options)
{
    KernelRunConfig run = stream::streamRun(c.lessonId, "global_read.cl", "strided_read", c.options, c.n, c.wg,
                                            options, c.steps + 1);
    const uint64_t items = run.global[0];
    run.inputBytes = c.size;
    run.inputSeed = kSeed;
    run.outputBytes = items * c.itemBytes;
    run.args = {KernelArg(c.pitch, c.wideIndex), KernelArg(c.stride, c.wideIndex),
                KernelArg(c.offset, c.wideIndex)};
    run.bytesRead = items * c.steps * c.itemBytes;
    run.bytesWritten = run.outputBytes;
    run.check = stream::xorReadCheck(items, c.steps, uint32_t(c.itemBytes), c.type.bytes, c.readOffset());
    run.info = {
        {"steps", c.steps},
        {"element_type", c.type.name},
        {"vector", c.vec},
        {"item_bytes", c.itemBytes},
        {"stride_items", c.stride},
        {"offset_items", c.offset},
        {"pitch_items", c.pitch},
        {"input_bytes", c.size},
        {"output_bytes", run.outputBytes},
        {"pattern", "step s, work-item g reads in[s*pitch + g*stride + offset]; writes out[g] at step " +
                        std::to_string(c.steps)}};
    return prepareKernelRun(device, std::move(run), options);
}

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
        return stream::scaledDefaults(*this, device, "size", kGpuDefaultSize, kCpuDefaultSize);
    }

    std::string defaultSweep() const override { return m_sweep; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        GlobalConfig c = baseConfig(params);
        stream::checkTypeSupport(device, c.type.fp64, false);
        checkBufferSize(device, c.size, "size");
        checkDeviceWorkGroup(device, c.wg);
        finishConfig(c);
        return prepareRun(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        GlobalConfig c = baseConfig(params);
        finishConfig(c);
        // The traced launch: min(n, groups * wg) work-items (kernels/global_read.cl).
        return stream::xorReadTrace(stream::traceItems(c.n, c.wg, groups), c.wg, c.steps, uint32_t(c.itemBytes),
                                    c.readOffset());
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

COALESCE_LESSON_OF(globalStrideLesson, GlobalReadLesson(GlobalVariant::Stride))
COALESCE_LESSON_OF(globalOffsetLesson, GlobalReadLesson(GlobalVariant::Offset))
COALESCE_LESSON_OF(globalVectorLesson, GlobalReadLesson(GlobalVariant::Vector))

} // namespace coalesce
