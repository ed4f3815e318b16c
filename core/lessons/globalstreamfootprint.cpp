// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson global.footprint (kernels/global_footprint.cl): repeated contiguous passes over a working set of
// 4 KiB ... 4 GiB, so that the measured bandwidth shows the cache plateaus and their knees.
#include "core/lessons/lessons.h"
#include "core/lessons/streamcommon.h"

namespace coalesce {

namespace {

constexpr uint32_t kSteps = 8;
constexpr uint64_t kItemBytes = 16; // uint4
constexpr uint64_t kSeed = 0xF007B1ull;
constexpr uint64_t kGpuVolume = 1024 * stream::kMiB;
constexpr uint64_t kCpuVolume = 32 * stream::kMiB;
// A CPU's caches are far smaller; larger sets only cost minutes of fill and host checking.
constexpr uint64_t kCpuMaxFootprint = 256 * stream::kMiB;
constexpr int64_t kMinFootprint = 4096;
constexpr int64_t kMaxFootprint = int64_t(1) << 34;

struct FootprintConfig {
    uint64_t footprint = 0; // bytes, a power of two
    uint64_t volume = 0;    // bytes read per launch (at least the footprint)
    uint64_t wg = 256;
    uint64_t mask = 0; // items - 1
    uint64_t n = 0;
    bool wideIndex = false;
    std::string options;

    // Step s of work-item g reads uint4 (s*n + g) mod items.
    auto readOffset() const
    {
        return [mask = mask, n = n](uint64_t g, uint32_t s) { return ((g + s * n) & mask) * kItemBytes; };
    }
};

FootprintConfig makeConfig(const ParamSet& params)
{
    FootprintConfig c;
    c.footprint = uint64_t(params.integer("footprint"));
    c.wg = uint64_t(params.integer("wg"));
    if ((c.footprint & (c.footprint - 1)) != 0)
        throw Error(ErrorKind::InvalidParameter,
                    "footprint=" + bytesText(c.footprint) + " must be a power of two (4K, 8K, ... 4G)");
    c.volume = std::max(uint64_t(params.integer("volume")), c.footprint);
    c.mask = c.footprint / kItemBytes - 1;
    c.n = c.volume / kItemBytes / kSteps / c.wg * c.wg;
    if (c.n == 0)
        throw Error(ErrorKind::InvalidParameter,
                    "volume=" + bytesText(c.volume) + " is too small for wg=" + std::to_string(c.wg) +
                        ": it needs at least " + bytesText(kItemBytes * kSteps * c.wg) + " (" +
                        std::to_string(kSteps) + " steps of wg 16-byte items)");
    c.wideIndex = c.n * kSteps >= (uint64_t(1) << 32);
    c.options = std::string("-DIDX=") + (c.wideIndex ? "ulong" : "uint") + " -DSTEPS=" + std::to_string(kSteps);
    return c;
}

std::unique_ptr<PreparedRun> prepareRun(DeviceContext& device, const FootprintConfig& c,
                                        const PrepareOptions& options)
{
    KernelRunConfig run = stream::streamRun("global.footprint", "global_footprint.cl", "footprint_read",
                                            c.options, c.n, c.wg, options, kSteps + 1);
    const uint64_t items = run.global[0];
    run.inputBytes = c.footprint;
    run.inputSeed = kSeed;
    run.outputBytes = items * kItemBytes;
    run.args = {KernelArg(c.n, c.wideIndex), KernelArg(c.mask, c.wideIndex)};
    run.bytesRead = items * kSteps * kItemBytes;
    run.bytesWritten = run.outputBytes;
    run.check = stream::xorReadCheck(items, kSteps, uint32_t(kItemBytes), 4, c.readOffset());
    run.info = {{"steps", kSteps},
                {"item_bytes", kItemBytes},
                {"footprint_bytes", c.footprint},
                {"read_bytes", run.bytesRead},
                {"passes", double(run.bytesRead) / double(c.footprint)},
                // The model's working set (core/models/hierarchy.h): every work-group's reads fall in the
                // footprint, which the whole launch (also when only a few groups are traced) reads this much.
                {"working_set_bytes", c.footprint},
                {"launch_read_bytes", c.n * kSteps * kItemBytes},
                {"output_bytes", run.outputBytes},
                {"pattern", "step s, work-item g reads uint4 in[(s*n + g) mod " + std::to_string(c.mask + 1) +
                                "]; writes out[g] at step " + std::to_string(kSteps)}};
    return prepareKernelRun(device, std::move(run), options);
}

std::vector<int64_t> powersOfTwo()
{
    std::vector<int64_t> values;
    for (int64_t v = kMinFootprint; v <= kMaxFootprint; v *= 2)
        values.push_back(v);
    return values;
}

class FootprintLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "global.footprint",
            "Working-set size and the caches",
            "global",
            "Work-items read a working set of `footprint` bytes over and over, contiguously. Every request is "
            "ideal, so only the size matters: while the set fits a cache the passes are served from it, and "
            "the "
            "bandwidth drops at each cache size (L1, L2, then DRAM).",
            "000 §8.3.1, 002 §7.6",
            "global.footprint",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        // An integer, not a size: a sweep up to 4 GiB must reach past a small device's buffer limit and skip
        // those points (the CLI refuses a whole sweep whose sizes pass the limit).
        return {
            integerParam("footprint", kMinFootprint, kMaxFootprint, 64 * 1024,
                         "working set bytes, a power of two from 4096 (4 KiB) to 2^34 (16 GiB)", "bytes", true,
                         powersOfTwo()),
            workGroupParam(),
            sizeParam("volume", 64 * 1024, int64_t(1) << 40, int64_t(kCpuVolume),
                      "bytes read per launch, at least the footprint (default 1G on a GPU within its buffer "
                      "limit, 32M on a CPU)")};
    }

    ParamSet defaults(const DeviceContext* device) const override
    {
        return stream::scaledDefaults(*this, device, "volume", kGpuVolume, kCpuVolume);
    }

    std::string defaultSweep() const override { return "footprint=4096..4294967296:*2"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        const FootprintConfig c = makeConfig(params);
        if (device.isCpu() && c.footprint > kCpuMaxFootprint)
            throw Error(ErrorKind::Unsupported,
                        "footprint=" + bytesText(c.footprint) + " is not run on a CPU device (at most " +
                            bytesText(kCpuMaxFootprint) +
                            ": every CPU cache is far smaller, and larger sets only add minutes of set-up)");
        checkBufferSize(device, c.footprint, "footprint");
        checkDeviceWorkGroup(device, c.wg);
        return prepareRun(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        const FootprintConfig c = makeConfig(params);
        return stream::xorReadTrace(stream::traceItems(c.n, c.wg, groups), c.wg, kSteps, uint32_t(kItemBytes),
                                    c.readOffset());
    }
};

} // namespace

COALESCE_LESSON_OF(globalFootprintLesson, FootprintLesson())

} // namespace coalesce
