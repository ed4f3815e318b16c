// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson private.spill (kernels/private_spill.cl): a private array indexed at run time (spilled to off-chip
// memory on a GPU) against the same array indexed with constants (kept in registers while they last). The trace
// shows the array's accesses at the interleaved address a GPU gives a spilled array (kernels/access.h): word i
// of work-item w at (i x work-items + w) x 4 bytes.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/kernelrun.h"
#include "core/lessons/lessons.h"

#include <algorithm>

namespace coalesce {

namespace {

constexpr uint32_t kIters = 1024;
constexpr uint64_t kSeed = 0x5B111ull;
constexpr uint32_t kLcgSeed = 0x7F4A7C15u;
/// Loop steps a trace build records (TRACED_ITERS in the kernel); the rest of the ITERS steps run untraced.
constexpr uint32_t kTracedIters = 8;
constexpr uint8_t kArrayBuffer = 2; ///< the buffer index of the private array a[] in the trace

struct SpillConfig {
    uint64_t words = 16;
    uint32_t log2 = 4;
    bool dynamic = true;
    uint64_t wg = 256;
    uint64_t groups = 1;

    uint64_t items() const { return groups * wg; }
    /// Trace records per work-item: in, the fill, two per traced loop step, the fold, out.
    uint64_t recordsPerItem() const { return 2 + 2 * words + 2 * kTracedIters; }
    std::string options() const
    {
        return "-DWORDS=" + std::to_string(words) + " -DLOG2WORDS=" + std::to_string(log2) +
               " -DITERS=" + std::to_string(kIters) + (dynamic ? "" : " -DSTATIC");
    }
};

SpillConfig makeConfig(const ParamSet& params)
{
    const std::string mode = params.text("mode");
    if (mode != "dynamic" && mode != "static")
        throw Error(ErrorKind::InvalidParameter, "mode=" + mode + " is not allowed; allowed: dynamic, static");
    SpillConfig c;
    c.words = uint64_t(params.integer("words"));
    if (c.words < 4 || c.words > 256 || (c.words & (c.words - 1)) != 0)
        throw Error(ErrorKind::InvalidParameter, "words=" + std::to_string(c.words) +
                                                     " is not allowed; allowed: 4, 8, 16, 32, 64, 128, 256");
    c.log2 = 0;
    while ((uint64_t(1) << c.log2) < c.words)
        ++c.log2;
    c.dynamic = mode == "dynamic";
    c.wg = uint64_t(params.integer("wg"));
    return c;
}

// out[gid] of the kernel, from the work-item's WORDS input words.
uint32_t reference(const SpillConfig& c, const uint32_t* in, uint64_t gid)
{
    if (c.words == 0 || c.words > 256)
        throw Error(ErrorKind::InvalidParameter, "words=" + std::to_string(c.words) + ": expected 4 to 256");
    uint32_t a[256];
    const uint32_t x = in[gid];
    for (uint64_t i = 0; i < c.words; ++i)
        a[i] = x ^ (uint32_t(i) * 0x9E3779B9u);
    uint32_t acc = 0;
    if (c.dynamic) {
        uint32_t h = (uint32_t(gid) * 0x9E3779B9u) ^ kLcgSeed;
        for (uint32_t t = 0; t < kIters; ++t) {
            h = h * 1664525u + 1013904223u;
            const uint32_t idx = h >> (32 - c.log2);
            acc += a[idx];
            a[idx] ^= acc;
        }
    } else {
        for (uint32_t t = 0; t < kIters; ++t) {
            acc += a[t % c.words];
            a[t % c.words] ^= acc;
        }
    }
    for (uint64_t i = 0; i < c.words; ++i)
        acc ^= a[i];
    return acc;
}

// Queries the kernel's private memory; refuses a GPU build that keeps even the dynamically indexed array in
// registers (nothing to learn). Not a trace build: its recording changes the code the compiler sees (the H100
// keeps the traced 4..16-word arrays in registers while the measured build spills them), and what it records
// is the same either way.
Json checkSpill(const SpillConfig& c, DeviceContext& device, const cl::Kernel& kernel, bool traceBuild)
{
    uint64_t privateBytes = 0;
    clCall("querying the private memory of private_array", device.label(),
           [&] { privateBytes = kernel.getWorkGroupInfo<CL_KERNEL_PRIVATE_MEM_SIZE>(device.device()); });
    if (c.dynamic && !device.isCpu() && privateBytes == 0 && !traceBuild)
        throw Error(ErrorKind::Unsupported,
                    "the compiler keeps the dynamically indexed " + std::to_string(c.words) +
                        "-word array in registers on " + device.label() +
                        " (CL_KERNEL_PRIVATE_MEM_SIZE = 0): nothing spills at this size");
    return {{"private_mem_bytes", privateBytes}};
}

std::unique_ptr<PreparedRun> prepareRun(DeviceContext& device, const SpillConfig& c,
                                        const PrepareOptions& options)
{
    KernelRunConfig run =
        kernelRun1d("private.spill", "private_spill.cl", "private_array", c.options(), c.items(), c.wg);
    run.inputBytes = c.items() * 4;
    run.inputSeed = kSeed;
    run.outputBytes = c.items() * 4;
    run.outputFlags = CL_MEM_WRITE_ONLY;
    run.args = {cl_uint(kLcgSeed)};
    run.bufferNames = {"in", "out", "a"};
    run.traceRecords = c.items() * c.recordsPerItem();
    run.bytesRead = c.items() * 4;
    run.bytesWritten = c.items() * 4;
    run.reference = [c](const uint32_t* in, uint32_t* out) {
        parallelFor(c.items(), 64, [&](uint64_t begin, uint64_t end) {
            for (uint64_t gid = begin; gid < end; ++gid)
                out[gid] = reference(c, in, gid);
        });
    };
    run.inspect = [c, trace = options.trace](DeviceContext& d, const cl::Kernel& kernel) {
        return checkSpill(c, d, kernel, trace);
    };
    run.info = {{"words", c.words},
                {"mode", c.dynamic ? "dynamic" : "static"},
                {"loop_steps", kIters},
                {"traced_loop_steps", kTracedIters},
                {"bytes_counted",
                 "read: in (one word per work-item); written: out (the private accesses, "
                 "1024 per work-item, are not counted; a trace shows the fill, the first 8 loop "
                 "steps and the fold)"},
                // For the spill model (core/models/spill.cpp): a dynamically indexed array spills on a GPU
                // (checkSpill refuses a measured build that keeps it in registers); the traced loop steps
                // stand for all ITERS.
                {"spill_loop",
                 {{"spilled", c.dynamic && !device.isCpu()},
                  {"first_step", c.words + 1},
                  {"end_step", c.words + 1 + 2 * kTracedIters},
                  {"scale", kIters / kTracedIters},
                  {"bytes_per_item", c.words * 4}}},
                {"counted_bytes", run.bytesRead + run.bytesWritten},
                {"launch_groups", onChipGroups(device)}};
    return prepareKernelRun(device, std::move(run), options);
}

class PrivateSpillLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "private.spill",
            "Private arrays that spill",
            "private",
            "Each work-item keeps an array of `words` words in private memory and updates it 1024 times. "
            "Indexed "
            "with run-time values (mode=dynamic) the array cannot live in registers: a GPU compiler puts it in "
            "off-chip memory behind the L1 cache. Indexed with constants (mode=static, a fully unrolled loop) "
            "it "
            "stays in registers until they run out.",
            "002 §7.1.4",
            "private.spill",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {
            integerParam("words", 4, 256, 16, "words in each work-item's private array", "words", true,
                         {4, 8, 16, 32, 64, 128, 256}),
            choiceParam("mode", {"dynamic", "static"}, "dynamic",
                        "dynamic: indices computed at run time (spills); static: constant indices (registers)"),
            workGroupParam()};
    }

    std::string defaultSweep() const override { return "words=4..256:*2"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        SpillConfig c = makeConfig(params);
        checkDeviceWorkGroup(device, c.wg);
        c.groups = options.trace ? std::max(1u, options.traceGroups) : onChipGroups(device);
        checkBufferSize(device, c.items() * 4, "the input");
        return prepareRun(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        SpillConfig c = makeConfig(params);
        c.groups = std::max(1u, groups);
        const uint64_t n = c.items();
        const uint32_t loopStep = uint32_t(c.words) + 1;
        const uint32_t foldStep = loopStep + 2 * kTracedIters;
        std::vector<TraceRecord> records;
        records.reserve(n * c.recordsPerItem());
        // a[i] of work-item gid at its spill address: element i * n + gid (kernels/access.h).
        auto privateRecord = [&](uint64_t gid, uint32_t step, AccessKind kind, uint64_t i) {
            return hostRecordAt(gid, c.wg, step, Space::Private, kArrayBuffer, kind, i * n + gid);
        };
        for (uint64_t gid = 0; gid < n; ++gid) {
            records.push_back(hostRecordAt(gid, c.wg, 0, Space::Global, 0, AccessKind::Read, gid));
            for (uint32_t i = 0; i < c.words; ++i) // the fill
                records.push_back(privateRecord(gid, 1 + i, AccessKind::Write, i));
            uint32_t h = (uint32_t(gid) * 0x9E3779B9u) ^ kLcgSeed;
            for (uint32_t t = 0; t < kTracedIters; ++t) { // the traced loop steps: read, then write a[k]
                uint64_t k = t % c.words;
                if (c.dynamic) {
                    h = h * 1664525u + 1013904223u;
                    k = h >> (32 - c.log2);
                }
                records.push_back(privateRecord(gid, loopStep + 2 * t, AccessKind::Read, k));
                records.push_back(privateRecord(gid, loopStep + 2 * t + 1, AccessKind::Write, k));
            }
            for (uint32_t i = 0; i < c.words; ++i) // the fold
                records.push_back(privateRecord(gid, foldStep + i, AccessKind::Read, i));
            records.push_back(
                hostRecordAt(gid, c.wg, foldStep + c.words, Space::Global, 1, AccessKind::Write, gid));
        }
        return finishHostTrace(std::move(records), {"in", "out", "a"}, uint32_t(c.wg), 0, uint32_t(c.groups));
    }
};

} // namespace

COALESCE_LESSON_OF(privateSpillLesson, PrivateSpillLesson())

} // namespace coalesce
