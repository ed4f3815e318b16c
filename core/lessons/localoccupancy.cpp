// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson local.occupancy (kernels/local_occupancy.cl): one streaming kernel whose work-groups allocate 0
// to 48 KiB of local memory, so fewer of them fit a compute unit at once.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/kernelrun.h"
#include "core/lessons/lessons.h"
#include "core/lessons/occupancy.h"
#include "core/lessons/onchiprun.h"
#include "core/lessons/streamcommon.h"

#include <algorithm>

namespace coalesce {

namespace {

constexpr uint64_t kSteps = 16;
constexpr uint64_t kMiB = 1024 * 1024;
constexpr uint64_t kCpuDefaultSize = 4 * kMiB;
constexpr uint64_t kGpuDefaultSize = 256 * kMiB;
constexpr uint64_t kSeed = 0x0CC0000ull;

class LocalOccupancyLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "local.occupancy",
            "Local memory per group limits resident groups",
            "local",
            "The same coalesced streaming kernel, but each work-group allocates local_kib KiB of local memory. "
            "A compute unit holds only the groups whose local arrays fit its local memory together (64 KiB / "
            "16 "
            "KiB = 4 groups in seed 000), and fewer resident groups hide less memory latency: from some size "
            "on "
            "the throughput falls in steps. The run reports how many groups the device's local memory allows.",
            "000 (8.3.2), 003 (9.3.4)",
            "local.occupancy",
            1,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {
            integerParam("local_kib", 0, 48, 0,
                         "KiB of local memory each work-group allocates (at least the wg words it exchanges)",
                         "KiB", false, {0, 1, 2, 4, 8, 12, 16, 20, 24, 32, 40, 48}),
            sizeParam("size", 64 * 1024, int64_t(4096) * int64_t(kMiB), int64_t(kCpuDefaultSize),
                      "bytes the kernel reads"),
            workGroupParam()};
    }

    ParamSet defaults(const DeviceContext* device) const override
    {
        // At most half the buffer limit on a GPU.
        return stream::scaledDefaults(*this, device, "size", kGpuDefaultSize, kCpuDefaultSize, 2);
    }

    std::string defaultSweep() const override { return "local_kib=0..48"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        const Shape s = shape(params);
        checkDeviceWorkGroup(device, s.wg);
        checkBufferSize(device, s.items * kSteps * 4, "size");
        checkLocalMemory(device, s.localBytes, "local.occupancy (local_kib = " + std::to_string(s.kib) + ")");
        const uint64_t groups =
            options.trace ? traceGroupCount(s.items / s.wg, options.traceGroups) : s.items / s.wg;
        KernelRunConfig c;
        c.lessonId = "local.occupancy";
        c.file = "local_occupancy.cl";
        c.kernelName = "occupancy_stream";
        c.options = "-DEXTRA_WORDS=" + std::to_string(s.kib * 256) + " -DWG=" + std::to_string(s.wg) +
                    " -DSTEPS=" + std::to_string(kSteps);
        c.global[0] = groups * s.wg;
        c.local[0] = s.wg;
        c.inputBytes = s.items * kSteps * 4;
        c.inputSeed = kSeed + c.inputBytes / 4;
        c.outputBytes = (groups * s.wg) * 4;
        c.args = {cl_uint(s.items)};
        c.bufferNames = {"in", "out", "lds"};
        c.traceRecords = groups * s.wg * (kSteps + 3);
        c.bytesRead = groups * s.wg * kSteps * 4;
        c.bytesWritten = groups * s.wg * 4;
        const uint64_t items = s.items, wg = s.wg;
        c.reference = [=](const uint32_t* in, uint32_t* out) {
            const uint64_t n = groups * wg;
            std::vector<uint32_t> acc(n, 0);
            parallelFor(n, 4096, [&](uint64_t begin, uint64_t end) {
                for (uint64_t i = begin; i < end; ++i)
                    for (uint64_t step = 0; step < kSteps; ++step)
                        acc[i] ^= in[step * items + i];
            });
            for (uint64_t i = 0; i < n; ++i)
                out[i] = acc[i] + acc[i / wg * wg + (i % wg + 1) % wg];
        };
        const uint64_t localMem = device.localMemSize();
        c.info = {{"local_bytes_per_group", s.localBytes},
                  {"device_local_bytes", localMem},
                  {"resident_groups_by_local_memory", residentGroupsByLocalMemory(localMem, s.localBytes)},
                  {"resident_note",
                   "device local memory / local bytes per group (OpenCL reports what one group "
                   "may use; a compute unit may hold more)"}};
        return prepareKernelRun(device, std::move(c), options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        const Shape s = shape(params);
        if (s.localBytes > kHostLocalMemBytes)
            throw Error(ErrorKind::InvalidParameter,
                        "local.occupancy needs more local memory than a typical GPU");
        const uint64_t g = traceGroupCount(s.items / s.wg, groups);
        const uint64_t words = s.localBytes / 4;
        std::vector<TraceRecord> records;
        records.reserve(g * s.wg * (kSteps + 3));
        for (uint64_t group = 0; group < g; ++group)
            for (uint64_t lid = 0; lid < s.wg; ++lid) {
                const uint64_t gid = group * s.wg + lid;
                for (uint64_t step = 0; step < kSteps; ++step)
                    records.push_back(hostRecord(group, lid, s.wg, step, Space::Global, 0, AccessKind::Read,
                                                 step * s.items + gid));
                records.push_back(
                    hostRecord(group, lid, s.wg, kSteps, Space::Local, 2, AccessKind::Write, words - 1 - lid));
                records.push_back(hostRecord(group, lid, s.wg, kSteps + 1, Space::Local, 2, AccessKind::Read,
                                             words - 1 - (lid + 1) % s.wg));
                records.push_back(
                    hostRecord(group, lid, s.wg, kSteps + 2, Space::Global, 1, AccessKind::Write, gid));
            }
        return finishHostTrace(std::move(records), {"in", "out", "lds"}, uint32_t(s.wg), 0, uint32_t(g));
    }

private:
    struct Shape {
        uint64_t kib, wg, items, localBytes;
    };

    static Shape shape(const ParamSet& params)
    {
        Shape s;
        s.kib = uint64_t(params.integer("local_kib"));
        s.wg = uint64_t(params.integer("wg"));
        s.items = uint64_t(params.integer("size")) / 4 / kSteps / s.wg * s.wg;
        s.localBytes = std::max(s.kib * 1024, s.wg * 4);
        if (s.items == 0)
            throw Error(ErrorKind::InvalidParameter, "size " + std::to_string(params.integer("size")) +
                                                         " bytes is less than " + std::to_string(kSteps) +
                                                         " reads by one work-group of " + std::to_string(s.wg));
        return s;
    }
};

} // namespace

COALESCE_LESSON_OF(localOccupancyLesson, LocalOccupancyLesson())

} // namespace coalesce
