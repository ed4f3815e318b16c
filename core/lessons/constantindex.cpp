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
constexpr uint64_t kTableWords = 4096; // 16 KiB, well inside the 64 KiB of NVIDIA and AMD constant buffers
constexpr uint32_t kSeed = 0x5EEDC0DEu;

class ConstantIndexLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "constant.index", "Indexing constant memory", "constant",
            "Work-items read a table in __constant memory with a uniform index (all lanes the same word), a "
            "divergent one (each lane its own word) or a random one, or the same table from __global memory. "
            "The constant cache broadcasts one address per request; different addresses are served one after "
            "another.",
            "002, 003"};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {
            choiceParam("mode", {"uniform", "divergent", "random"}, "uniform",
                        "index per step: uniform (t), divergent (lid + t) or random (a hash per work-item)"),
            choiceParam("space", {"constant", "global"}, "constant", "where the table lives"),
            workGroupParam()};
    }

    std::string defaultSweep() const override { return "mode=uniform,divergent,random"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
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
        checkDeviceWorkGroup(device, c.wg);

        uint64_t words = kTableWords;
        uint32_t log2 = 12;
        const uint64_t limit = device.maxConstantBufferSize();
        while (words > 64 && words * 4 > limit) {
            words /= 2;
            --log2;
        }
        if (space == "constant" && words * 4 > limit)
            throw Error(ErrorKind::Unsupported, "constant.index needs a " + bytesText(words * 4) +
                                                    " constant buffer but " + device.label() + " allows " +
                                                    bytesText(limit));
        c.file = "constant_read.cl";
        c.kernelName = "indexed_table_read";
        c.iters = options.trace ? kTraceIters : kIters;
        c.options = "-DMODE=" + std::to_string(modeIndex) + " -DCWORDS=" + std::to_string(words) +
                    " -DCLOG2=" + std::to_string(log2) + " -DITERS=" + std::to_string(c.iters) +
                    " -DSLICES=" + std::to_string(kSlices) + (space == "global" ? " -DSPACE_GLOBAL" : "");
        c.groups = onChipGroups(device);
        c.slices = kSlices;
        c.inputWords = words;
        c.fillWords = 0;
        c.args = {cl_uint(kSeed)};
        c.bufferNames = {"table", "out"};
        const uint32_t iters = c.iters;
        const uint64_t wg = c.wg;
        c.reference = [=](const uint32_t* table, uint64_t slice, uint64_t lid) {
            uint32_t h = (uint32_t(slice * wg + lid) * 0x9E3779B9u) ^ kSeed;
            uint32_t acc = 0;
            for (uint32_t t = 0; t < iters; ++t) {
                uint64_t idx = 0;
                if (modeIndex == 0) {
                    idx = t & (words - 1);
                } else if (modeIndex == 1) {
                    idx = (lid + t) & (words - 1);
                } else {
                    h = h * 1664525u + 1013904223u;
                    idx = h >> (32 - log2);
                }
                acc ^= table[idx];
            }
            return acc;
        };
        c.info = {{"mode", mode},
                  {"space", space},
                  {"table_words", words},
                  {"pattern", "step t: uniform reads table[t], divergent table[(lid + t) mod words], random "
                              "table[h >> (32 - log2 words)] with an LCG h per work-item"}};
        return prepareOnChipRun(device, std::move(c), options);
    }
};

} // namespace

const Lesson& constantIndexLesson()
{
    static const ConstantIndexLesson kLesson;
    return kLesson;
}

} // namespace coalesce
