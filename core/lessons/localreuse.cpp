// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson local.reuse (kernels/local_reuse.cl): a sliding-window sum from global memory or from a local
// tile filled once per work-group, with each input word used by 1 to 16 work-items.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/kernelrun.h"
#include "core/lessons/lessons.h"
#include "core/lessons/onchiprun.h"
#include "core/lessons/streamcommon.h"

#include <algorithm>

namespace coalesce {

namespace {

constexpr int64_t kMaxReuse = 16;
constexpr uint64_t kMiB = 1024 * 1024;
constexpr uint64_t kCpuDefaultSize = 4 * kMiB;
constexpr uint64_t kGpuDefaultSize = 256 * kMiB;
constexpr uint64_t kSeed = 0x2E05E000ull;

class LocalReuseLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "local.reuse",
            "Reuse: global reads against a local tile",
            "local",
            "out[i] is the sum of the `reuse` words in[i] .. in[i + reuse - 1], so every input word is used by "
            "`reuse` neighbouring work-items. source=global reads them all from global memory (the caches "
            "catch "
            "the repeats, when they can); source=local copies the group's words into a local tile once, waits "
            "at a barrier and reads the window from the tile. The tile pays only when a word is reused more "
            "than about twice; on a CPU it never does.",
            "000 (8.3.2), 002 (7.1.2)",
            "local.reuse",
            1,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {choiceParam("source", {"global", "local"}, "local",
                            "read the window from global memory, or from a local tile filled once per group"),
                integerParam("reuse", 1, kMaxReuse, 4, "window length: work-items that use each input word",
                             "words"),
                sizeParam("size", 4096, int64_t(4096) * int64_t(kMiB), int64_t(kCpuDefaultSize),
                          "output bytes (one uint per work-item)"),
                workGroupParam()};
    }

    ParamSet defaults(const DeviceContext* device) const override
    {
        // At most half the buffer limit on a GPU.
        return stream::scaledDefaults(*this, device, "size", kGpuDefaultSize, kCpuDefaultSize, 2);
    }

    std::string defaultSweep() const override { return "reuse=1..16"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        const Shape s = shape(params);
        checkDeviceWorkGroup(device, s.wg);
        checkBufferSize(device, s.items * 4 + kMaxReuse * 4, "size");
        if (s.local)
            checkLocalMemory(device, (s.wg + kMaxReuse - 1) * 4, "local.reuse's tile");
        const uint64_t groups =
            options.trace ? traceGroupCount(s.items / s.wg, options.traceGroups) : s.items / s.wg;
        const uint64_t items = groups * s.wg;
        KernelRunConfig c;
        c.lessonId = "local.reuse";
        c.file = "local_reuse.cl";
        c.kernelName = "window_sum";
        c.options = "-DWG=" + std::to_string(s.wg) + " -DMAX_REUSE=" + std::to_string(kMaxReuse) +
                    (s.local ? " -DUSE_LOCAL" : "");
        c.global[0] = items;
        c.local[0] = s.wg;
        c.inputBytes = (items + kMaxReuse) * 4;
        c.inputSeed = kSeed + s.items;
        c.outputBytes = items * 4;
        c.args = {cl_uint(s.reuse)};
        c.bufferNames = {"in", "out", "tile"};
        c.traceRecords = groups * (2 * (s.wg + s.reuse) + s.wg * (s.reuse + 1));
        c.bytesRead = items * s.reuse * 4;
        c.bytesWritten = items * 4;
        const uint64_t reuse = s.reuse;
        c.reference = [=](const uint32_t* in, uint32_t* out) {
            parallelFor(items, 4096, [&](uint64_t begin, uint64_t end) {
                for (uint64_t i = begin; i < end; ++i) {
                    uint32_t sum = 0;
                    for (uint64_t j = 0; j < reuse; ++j)
                        sum += in[i + j];
                    out[i] = sum;
                }
            });
        };
        c.info = {{"source", s.local ? "local" : "global"},
                  {"reuse", s.reuse},
                  {"tile_words", s.local ? s.wg + s.reuse - 1 : 0},
                  // The trace is the kernel itself (no shortened loop): the model adds up the launch's time.
                  {"trace_complete", true},
                  {"counted_bytes", c.bytesRead + c.bytesWritten},
                  {"launch_groups", s.items / s.wg},
                  {"units", device.computeUnits()},
                  {"bytes_counted", "read: the words the windows sum (items x reuse x 4 B) in both sources, so "
                                    "the sources compare by time; the trace shows what each reads from where"}};
        return prepareKernelRun(device, std::move(c), options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        const Shape s = shape(params);
        const uint64_t g = traceGroupCount(s.items / s.wg, groups);
        const uint64_t fill = s.local ? (s.wg + s.reuse - 1 + s.wg - 1) / s.wg : 0;
        std::vector<TraceRecord> records;
        for (uint64_t group = 0; group < g; ++group)
            for (uint64_t lid = 0; lid < s.wg; ++lid) {
                const uint64_t gid = group * s.wg + lid;
                for (uint64_t f = 0; f < fill; ++f) {
                    const uint64_t i = lid + f * s.wg;
                    if (i < s.wg + s.reuse - 1) {
                        records.push_back(hostRecord(group, lid, s.wg, f, Space::Global, 0, AccessKind::Read,
                                                     group * s.wg + i));
                        records.push_back(
                            hostRecord(group, lid, s.wg, f, Space::Local, 2, AccessKind::Write, i));
                    }
                }
                for (uint64_t j = 0; j < s.reuse; ++j)
                    records.push_back(
                        s.local
                            ? hostRecord(group, lid, s.wg, fill + j, Space::Local, 2, AccessKind::Read, lid + j)
                            : hostRecord(group, lid, s.wg, j, Space::Global, 0, AccessKind::Read, gid + j));
                records.push_back(
                    hostRecord(group, lid, s.wg, fill + s.reuse, Space::Global, 1, AccessKind::Write, gid));
            }
        return finishHostTrace(std::move(records), {"in", "out", "tile"}, uint32_t(s.wg), 0, uint32_t(g));
    }

private:
    struct Shape {
        bool local;
        uint64_t reuse, wg, items;
    };

    static Shape shape(const ParamSet& params)
    {
        Shape s;
        s.local = params.text("source") == "local";
        s.reuse = uint64_t(params.integer("reuse"));
        s.wg = uint64_t(params.integer("wg"));
        s.items = uint64_t(params.integer("size")) / 4 / s.wg * s.wg;
        if (s.items == 0)
            throw Error(ErrorKind::InvalidParameter, "size " + std::to_string(params.integer("size")) +
                                                         " bytes is less than one work-group of " +
                                                         std::to_string(s.wg) + " uints");
        return s;
    }
};

} // namespace

COALESCE_LESSON_OF(localReuseLesson, LocalReuseLesson())

} // namespace coalesce
