// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson global.random (kernels/global_random.cl): a random gather inside a locality window against the
// contiguous read of the same items.
#include "core/lessons/lessons.h"
#include "core/lessons/streamcommon.h"

#include <algorithm>

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

    // Step s of work-item g reads element gatherIndex(s*n + g).
    auto readOffset() const
    {
        return [bytes = uint64_t(type.bytes), n = n, bits = bits](uint64_t g, uint32_t s) {
            return gatherIndex(g + s * n, bits) * bytes;
        };
    }
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

std::unique_ptr<PreparedRun> prepareRun(DeviceContext& device, const RandomConfig& c,
                                        const PrepareOptions& options)
{
    KernelRunConfig run = stream::streamRun("global.random", "global_random.cl", "window_gather", c.options,
                                            c.n, c.wg, options, kSteps + 1);
    const uint64_t items = run.global[0];
    run.inputBytes = c.size;
    run.inputSeed = kSeed;
    run.outputBytes = items * c.type.bytes;
    run.args = {KernelArg(c.n, c.wideIndex), cl_uint(c.bits)};
    run.bytesRead = items * kSteps * c.type.bytes;
    run.bytesWritten = run.outputBytes;
    run.check = stream::xorReadCheck(items, kSteps, c.type.bytes, c.type.bytes, c.readOffset());
    run.info = {{"steps", kSteps},
                {"element_type", c.type.name},
                {"window_elements", c.window},
                {"span_elements", c.span},
                {"input_bytes", c.size},
                {"output_bytes", run.outputBytes},
                // The launch reads every item of its n x steps positions once; at any time the concurrently
                // active work-items read in one window per step (fewer when a window holds several steps'
                // positions), which the L2 must hold for its granules' re-reads (the model's shared granules).
                {"working_set_bytes", c.n * kSteps * c.type.bytes},
                {"launch_read_bytes", c.n * kSteps * c.type.bytes},
                {"live_bytes", std::min<uint64_t>(kSteps * c.window, c.n * kSteps) * c.type.bytes},
                {"pattern", "step s, work-item g reads in[perm(s*n + g)], permuted within aligned windows of " +
                                std::to_string(c.window) + " elements; writes out[g] at step " +
                                std::to_string(kSteps)}};
    return prepareKernelRun(device, std::move(run), options);
}

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
        return stream::scaledDefaults(*this, device, "size", kGpuSize, kCpuSize);
    }

    std::string defaultSweep() const override { return "window=1..1073741824:*4"; }

    void checkParams(const ParamSet& params) const override { makeConfig(params); }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        const RandomConfig c = makeConfig(params);
        stream::checkTypeSupport(device, c.type.fp64, false);
        checkBufferSize(device, c.size, "size");
        checkDeviceWorkGroup(device, c.wg);
        return prepareRun(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        const RandomConfig c = makeConfig(params);
        return stream::xorReadTrace(stream::traceItems(c.n, c.wg, groups), c.wg, kSteps, c.type.bytes,
                                    c.readOffset());
    }
};

} // namespace

COALESCE_LESSON_OF(globalRandomLesson, RandomLesson())

} // namespace coalesce
