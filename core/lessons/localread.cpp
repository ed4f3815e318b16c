// SPDX-License-Identifier: GPL-3.0-or-later
// The local-memory lessons local.stride, local.padding and local.broadcast (kernels/local_stride.cl,
// local_padding.cl, local_broadcast.cl), all run by the on-chip prepared run.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/lessons.h"
#include "core/lessons/onchiprun.h"

#include <algorithm>

namespace coalesce {

namespace {

constexpr uint64_t kSlices = 64;
constexpr uint32_t kIters = 1024;       // loop steps of a timed launch
constexpr uint32_t kTraceIters = 64;    // ... of a traced launch (the trace stays small)
constexpr uint64_t kStrideWords = 4096; // local.stride window (a multiple of 32 * 128 words)
// The gcd(stride, banks) rule needs the 32 lanes of a group on distinct words of the window: 32 * stride words
// must fit in it, so the stride stops at 4096 / 32 rather than wrapping silently (a device whose local memory
// holds a smaller window skips the strides past window / 32).
constexpr int64_t kStrideMax = int64_t(kStrideWords / 32);
constexpr uint32_t kPadMax = 64;

std::string sliceOptions()
{
    return " -DSLICES=" + std::to_string(kSlices);
}

class LocalStrideLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "local.stride",
            "Strided local-memory reads",
            "local",
            "Work-item i reads local word i*stride (+ the step). Local memory is split into banks (32 banks of "
            "4 bytes on NVIDIA and AMD); words that fall into the same bank within a conflict group are served "
            "one after another. Stride k gives a gcd(k, banks)-way conflict: odd strides are conflict-free, "
            "stride 32 is 32 times slower.",
            "000, 001, 004",
            "local.stride",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {integerParam("stride", 1, kStrideMax, 1, "words between neighbouring work-items' local reads",
                             "words"),
                workGroupParam()};
    }

    std::string defaultSweep() const override { return "stride=1..64"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        checkDeviceWorkGroup(device, uint64_t(params.integer("wg")));
        OnChipConfig c = config(params, device.localMemSize(), options.trace);
        checkLocalMemory(device, c.localBytes, "local.stride");
        c.groups = onChipGroups(device);
        return prepareOnChipRun(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        return hostOnChipTrace(config(params, kHostLocalMemBytes, true), traceGroupCount(~uint64_t(0), groups));
    }

private:
    // The launch for a device with `localMem` bytes of local memory (the fill, the loop and the reference).
    static OnChipConfig config(const ParamSet& params, uint64_t localMem, bool trace)
    {
        const uint64_t stride = uint64_t(params.integer("stride"));
        OnChipConfig c;
        c.lessonId = "local.stride";
        c.wg = uint64_t(params.integer("wg"));
        // The window: 4096 words when local memory allows, else the largest power of two that fits.
        uint64_t words = kStrideWords;
        while (words > 64 && (words + 32) * 4 > localMem)
            words /= 2;
        if (stride * 32 > words)
            throw Error(ErrorKind::InvalidParameter,
                        "stride " + std::to_string(stride) + " would wrap the " + std::to_string(words) +
                            "-word window this device's local memory holds (strides "
                            "up to " +
                            std::to_string(words / 32) + " keep the gcd rule)");
        const uint64_t total = words + 32;
        c.file = "local_stride.cl";
        c.kernelName = "local_strided_read";
        c.iters = trace ? kTraceIters : kIters;
        c.options = "-DWORDS=" + std::to_string(words) + " -DITERS=" + std::to_string(c.iters) + sliceOptions();
        c.slices = kSlices;
        c.inputWords = kSlices * total;
        c.fillWords = total;
        c.localBytes = total * 4;
        c.args = {cl_uint(stride)};
        c.bufferNames = {"in", "out", "lds"};
        const uint32_t iters = c.iters;
        c.reference = [=](const uint32_t* in, uint64_t slice, uint64_t lid) {
            const uint32_t* lds = in + slice * total;
            const uint64_t start = lid * stride;
            uint32_t acc = 0;
            for (uint32_t r = 0; r < iters / 32; ++r) {
                const uint64_t p = (start + r * 32) & (words - 1);
                for (uint32_t j = 0; j < 32; ++j)
                    acc ^= lds[p + j];
            }
            return acc;
        };
        c.loopWords = [=](uint64_t /*slice*/, uint64_t lid, std::vector<uint64_t>& out) {
            for (uint32_t t = 0; t < iters; ++t)
                out[t] = ((lid * stride + (t & ~31u)) & (words - 1)) + (t & 31u);
        };
        c.info = {{"stride_words", stride},
                  {"window_words", words},
                  {"pattern",
                   "fill steps 0..F-1 (F = ceil((window+32)/wg)); loop step F+t: work-item lid reads "
                   "lds[((lid*stride + (t & ~31)) & (window-1)) + (t & 31)]"}};
        return c;
    }
};

class LocalPaddingLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "local.padding",
            "Padded tile column in local memory",
            "local",
            "A work-group reads one column of a W x W tile (W = the number of banks) whose rows are W + pad "
            "words "
            "apart. Without padding the whole column lies in one bank: a W-way conflict. One word of padding "
            "per "
            "row moves each row to the next bank and the column reads conflict-free.",
            "000, 004",
            "local.padding",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {integerParam("pad", 0, kPadMax, 0, "words of padding after each tile row (row pitch = W + pad)",
                             "words"),
                workGroupParam()};
    }

    std::string defaultSweep() const override { return "pad=0..32"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        checkDeviceWorkGroup(device, uint64_t(params.integer("wg")));
        OnChipConfig c = config(params, device.profile().banks.value, options.trace);
        checkLocalMemory(device, c.localBytes, "local.padding");
        c.groups = onChipGroups(device);
        return prepareOnChipRun(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& profile, uint32_t groups) const override
    {
        return hostOnChipTrace(config(params, profile.banks.value, true),
                               traceGroupCount(~uint64_t(0), groups));
    }

private:
    // The launch for a profile with `banks` banks (the tile is banks words wide).
    static OnChipConfig config(const ParamSet& params, int64_t banks, bool trace)
    {
        const uint64_t pad = uint64_t(params.integer("pad"));
        OnChipConfig c;
        c.lessonId = "local.padding";
        c.wg = uint64_t(params.integer("wg"));
        uint64_t w = uint64_t(std::max<int64_t>(0, banks));
        if (w == 0)
            w = 32;
        if (w > 64)
            throw Error(ErrorKind::InvalidParameter,
                        "local.padding supports tiles of 1 to 64 banks; the profile says " + std::to_string(w) +
                            " banks");
        const uint64_t pitch = w + pad;
        const uint64_t tileWords = w * (w + kPadMax);
        c.file = "local_padding.cl";
        c.kernelName = "padded_tile_column";
        const uint64_t rotations = trace ? std::min<uint64_t>(w, 2) : std::min<uint64_t>(w, kIters / w);
        c.iters = uint32_t(w * std::max<uint64_t>(1, rotations));
        c.options = "-DW=" + std::to_string(w) + " -DPADMAX=" + std::to_string(kPadMax) +
                    " -DITERS=" + std::to_string(c.iters) + sliceOptions();
        c.slices = kSlices;
        c.inputWords = kSlices * tileWords;
        c.fillWords = w * pitch;
        c.localBytes = tileWords * 4;
        c.args = {cl_uint(pitch)};
        c.bufferNames = {"in", "out", "tile"};
        const uint32_t iters = c.iters;
        c.reference = [=](const uint32_t* in, uint64_t slice, uint64_t lid) {
            const uint32_t* tile = in + slice * tileWords;
            uint32_t acc = 0;
            for (uint64_t r = 0; r < iters / w; ++r) {
                const uint64_t rowBase = ((lid + r) % w) * pitch;
                for (uint64_t j = 0; j < w; ++j)
                    acc ^= tile[rowBase + j];
            }
            return acc;
        };
        c.loopWords = [=](uint64_t /*slice*/, uint64_t lid, std::vector<uint64_t>& out) {
            for (uint64_t t = 0; t < iters; ++t)
                out[t] = ((lid + t / w) % w) * pitch + t % w;
        };
        c.info = {{"tile_width", w},
                  {"pad_words", pad},
                  {"row_pitch_words", pitch},
                  {"pattern", "fill steps 0..F-1 (F = ceil(W*pitch/wg)); loop step F + r*W + j: work-item lid "
                              "reads tile[((lid + r) mod W)*pitch + j] (column j)"}};
        return c;
    }
};

class LocalBroadcastLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "local.broadcast",
            "Broadcast from local memory",
            "local",
            "Every work-item of the group reads the same local word at each step. The word is read once and "
            "broadcast to all lanes, so there is no bank conflict: it runs as fast as a conflict-free read.",
            "001",
            "local.broadcast",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override { return {workGroupParam()}; }

    // Groups of 32..256 (NVIDIA's driver reported 256 as every kernel's limit before the register bound: the
    // model's runs on the H100 and H200 cover these).
    std::string defaultSweep() const override { return "wg=32..256:*2"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        checkDeviceWorkGroup(device, uint64_t(params.integer("wg")));
        OnChipConfig c = config(params, options.trace);
        checkLocalMemory(device, c.localBytes, "local.broadcast");
        c.groups = onChipGroups(device);
        // The launch-time model: a traced launch fills and reads 32 words where the measured one fills and
        // reads kIters, so every step but the last (the store of out) stands for kIters / 32 of them; its
        // counted bytes are the measured launch's per group (the loop's reads, the fill, the store).
        const uint64_t traced = options.trace ? traceGroupCount(c.groups, options.traceGroups) : c.groups;
        const uint64_t fillSteps = (c.iters + c.wg - 1) / c.wg;
        c.info["trace_complete"] = true;
        c.info["loop"] = {
            {"first_step", 0}, {"end_step", fillSteps + c.iters}, {"scale", double(kIters) / double(c.iters)}};
        c.info["counted_bytes"] = traced * ((c.wg * kIters + kIters) * 4 + c.wg * 4);
        c.info["launch_groups"] = c.groups;
        c.info["units"] = device.computeUnits();
        return prepareOnChipRun(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        return hostOnChipTrace(config(params, true), traceGroupCount(~uint64_t(0), groups));
    }

private:
    static OnChipConfig config(const ParamSet& params, bool trace)
    {
        OnChipConfig c;
        c.lessonId = "local.broadcast";
        c.wg = uint64_t(params.integer("wg"));
        c.file = "local_broadcast.cl";
        c.kernelName = "local_broadcast_read";
        c.iters = trace ? 32 : kIters;
        c.options = "-DITERS=" + std::to_string(c.iters) + sliceOptions();
        c.slices = kSlices;
        c.inputWords = kSlices * c.iters;
        c.fillWords = c.iters;
        c.localBytes = uint64_t(c.iters) * 4;
        c.bufferNames = {"in", "out", "lds"};
        const uint32_t iters = c.iters;
        c.reference = [=](const uint32_t* in, uint64_t slice, uint64_t /*lid*/) {
            uint32_t acc = 0;
            for (uint32_t t = 0; t < iters; ++t)
                acc ^= in[slice * iters + t];
            return acc;
        };
        c.loopWords = [=](uint64_t /*slice*/, uint64_t /*lid*/, std::vector<uint64_t>& out) {
            for (uint32_t t = 0; t < iters; ++t)
                out[t] = t;
        };
        c.info = {
            {"pattern", "fill steps 0..F-1 (F = ceil(ITERS/wg)); loop step F+t: every work-item reads lds[t]"}};
        return c;
    }
};

} // namespace

COALESCE_LESSON_OF(localStrideLesson, LocalStrideLesson())
COALESCE_LESSON_OF(localPaddingLesson, LocalPaddingLesson())
COALESCE_LESSON_OF(localBroadcastLesson, LocalBroadcastLesson())

} // namespace coalesce
