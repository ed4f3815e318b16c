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

// Every element of the buffer: a written one holds its value, every other one the poison.
Validation checkStores(const StoreConfig& c, uint64_t items, const uint8_t* got)
{
    const uint32_t bytes = c.type.bytes;
    const uint64_t elements = c.size / bytes;
    auto expected = [&](uint64_t e) {
        uint64_t v = 0;
        std::memset(&v, kPoisonByte, sizeof v);
        if (e < c.offset)
            return v;
        const uint64_t s = (e - c.offset) / c.pitch;
        const uint64_t r = (e - c.offset) % c.pitch;
        if (s < kSteps && r % c.stride == 0 && r / c.stride < items)
            v = storeValue(r / c.stride, uint32_t(s));
        return v;
    };
    return compareGenerated(got, elements, bytes, 1, 1 << 16, [&](uint64_t e, uint8_t* want) {
        const uint64_t v = expected(e);
        std::memcpy(want, &v, bytes);
    });
}

std::unique_ptr<PreparedRun> prepareRun(DeviceContext& device, const StoreConfig& c,
                                        const PrepareOptions& options)
{
    KernelRunConfig run = stream::streamRun("global.store", "global_store.cl", "strided_write", c.options, c.n,
                                            c.wg, options, kSteps);
    const uint64_t items = run.global[0];
    run.bufferNames = {"out"};
    run.outputBytes = c.size; // poisoned: the elements the kernel skips must keep the poison
    run.args = {KernelArg(c.pitch, c.wideIndex), KernelArg(c.stride, c.wideIndex),
                KernelArg(c.offset, c.wideIndex), cl_uint(kSeed)};
    run.bytesWritten = items * kSteps * c.type.bytes;
    run.check = [c, items](const uint8_t* /*in*/, const uint8_t* got) { return checkStores(c, items, got); };
    run.info = {{"steps", kSteps},
                {"element_type", c.type.name},
                {"stride_elements", c.stride},
                {"offset_elements", c.offset},
                {"pitch_elements", c.pitch},
                {"output_bytes", c.size},
                {"pattern", "step s, work-item g writes out[s*pitch + g*stride + offset]; reads nothing"}};
    return prepareKernelRun(device, std::move(run), options);
}

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
        return stream::scaledDefaults(*this, device, "size", kGpuSize, kCpuSize);
    }

    std::string defaultSweep() const override { return "stride=1..32"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        const StoreConfig c = makeConfig(params);
        checkBufferSize(device, c.size, "size");
        checkDeviceWorkGroup(device, c.wg);
        return prepareRun(device, c, options);
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

COALESCE_LESSON_OF(globalStoreLesson, StoreLesson())

} // namespace coalesce
