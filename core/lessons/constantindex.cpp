// SPDX-License-Identifier: GPL-3.0-or-later
// The constant-memory lesson constant.index (kernels/constant_read.cl): uniform, divergent and random
// indices into a table in __constant memory, or the same table in __global memory.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/lessons.h"
#include "core/lessons/onchiprun.h"

#include <algorithm>

namespace coalesce {

namespace {

constexpr uint64_t kSlices = 64;
constexpr uint32_t kIters = 1024;
constexpr uint32_t kTraceIters = 64;
constexpr int64_t kTableBytes = 16384; // the default, well inside the 64 KiB of NVIDIA and AMD constant buffers
constexpr int64_t kMinTableBytes = 256, kMaxTableBytes = 65536;
constexpr uint32_t kSeed = 0x5EEDC0DEu;

class ConstantIndexLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "constant.index",
            "Indexing constant memory",
            "constant",
            "Work-items read a table in __constant memory with a uniform index (all lanes the same word), a "
            "divergent one (each lane its own word) or a random one, or the same table from __global memory. "
            "The constant cache broadcasts one address per request; different addresses are served one after "
            "another.",
            "002, 003",
            "constant.index",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {
            choiceParam("mode", {"uniform", "divergent", "random"}, "uniform",
                        "index per step: uniform (t), divergent (lid + t) or random (a hash per work-item)"),
            choiceParam("space", {"constant", "global"}, "constant", "where the table lives"),
            sizeParam(
                "table", kMinTableBytes, kMaxTableBytes, kTableBytes,
                "the table's size, a power of two (a random index costs by the lines it meets per request)"),
            workGroupParam()};
    }

    std::string defaultSweep() const override { return "mode=uniform,divergent,random"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        checkDeviceWorkGroup(device, uint64_t(params.integer("wg")));
        const uint64_t limit = device.maxConstantBufferSize();
        OnChipConfig c = config(params, options.trace);
        if (c.loopSpace == Space::Constant && c.inputWords * 4 > limit)
            throw Error(ErrorKind::InvalidParameter, "constant.index needs a " + bytesText(c.inputWords * 4) +
                                                         " constant buffer but " + device.label() + " allows " +
                                                         bytesText(limit));
        c.groups = onChipGroups(device);
        return prepareOnChipRun(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        return hostOnChipTrace(config(params, true), traceGroupCount(~uint64_t(0), groups));
    }

private:
    // The launch (prepare checks the table against the device's constant-buffer limit).
    static OnChipConfig config(const ParamSet& params, bool trace)
    {
        const std::string mode = params.text("mode");
        const std::string space = params.text("space");
        const int modeIndex = mode == "uniform" ? 0 : mode == "divergent" ? 1 : mode == "random" ? 2 : -1;
        if (modeIndex < 0)
            throw Error(ErrorKind::InvalidParameter,
                        "mode=" + mode + " is not allowed; allowed: uniform, divergent, random");
        if (space != "constant" && space != "global")
            throw Error(ErrorKind::InvalidParameter,
                        "space=" + space + " is not allowed; allowed: constant, global");
        OnChipConfig c;
        c.lessonId = "constant.index";
        c.wg = uint64_t(params.integer("wg"));

        const int64_t bytes = params.integer("table");
        if (bytes < kMinTableBytes || bytes > kMaxTableBytes || (bytes & (bytes - 1)) != 0)
            throw Error(ErrorKind::InvalidParameter,
                        "table=" + std::to_string(bytes) + " must be a power of two from " +
                            bytesText(uint64_t(kMinTableBytes)) + " to " + bytesText(uint64_t(kMaxTableBytes)));
        const uint64_t words = uint64_t(bytes) / 4;
        uint32_t log2 = 0;
        while ((uint64_t(1) << log2) < words)
            ++log2;
        c.file = "constant_read.cl";
        c.kernelName = "indexed_table_read";
        c.iters = trace ? kTraceIters : kIters;
        c.options = "-DMODE=" + std::to_string(modeIndex) + " -DCWORDS=" + std::to_string(words) +
                    " -DCLOG2=" + std::to_string(log2) + " -DITERS=" + std::to_string(c.iters) +
                    " -DSLICES=" + std::to_string(kSlices) + (space == "global" ? " -DSPACE_GLOBAL" : "");
        c.slices = kSlices;
        c.inputWords = words;
        c.fillWords = 0;
        c.args = {cl_uint(kSeed)};
        c.bufferNames = {"table", "out"};
        c.loopSpace = space == "global" ? Space::Global : Space::Constant;
        c.loopBuffer = 0;
        const uint32_t iters = c.iters;
        const uint64_t wg = c.wg;
        // The index of loop step t (the kernel's; `h` is the random mode's per-work-item LCG state).
        auto index = [=](uint32_t t, uint64_t lid, uint32_t& h) -> uint64_t {
            if (modeIndex == 0)
                return t & (words - 1);
            if (modeIndex == 1)
                return (lid + t) & (words - 1);
            h = h * 1664525u + 1013904223u;
            return h >> (32 - log2);
        };
        auto seedOf = [=](uint64_t slice, uint64_t lid) {
            return (uint32_t(slice * wg + lid) * 0x9E3779B9u) ^ kSeed;
        };
        c.reference = [=](const uint32_t* table, uint64_t slice, uint64_t lid) {
            uint32_t h = seedOf(slice, lid);
            uint32_t acc = 0;
            for (uint32_t t = 0; t < iters; ++t)
                acc ^= table[index(t, lid, h)];
            return acc;
        };
        c.loopWords = [=](uint64_t slice, uint64_t lid, std::vector<uint64_t>& out) {
            uint32_t h = seedOf(slice, lid);
            for (uint32_t t = 0; t < iters; ++t)
                out[t] = index(t, lid, h);
        };
        c.info = {{"mode", mode},
                  {"space", space},
                  {"table_words", words},
                  {"pattern", "step t: uniform reads table[t], divergent table[(lid + t) mod words], random "
                              "table[h >> (32 - log2 words)] with an LCG h per work-item"}};
        return c;
    }
};

} // namespace

COALESCE_LESSON_OF(constantIndexLesson, ConstantIndexLesson())

} // namespace coalesce
