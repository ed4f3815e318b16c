// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson subgroup.shuffle (kernels/subgroup_shuffle.cl): a neighbour exchange through local memory and
// barriers, through sub-group shuffles where the device has them, or no exchange at all (the cost floor).
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/kernelrun.h"
#include "core/lessons/lessons.h"

#include <algorithm>

namespace coalesce {

namespace {

constexpr uint32_t kIters = 256;
constexpr uint32_t kTraceIters = 8;
constexpr uint64_t kSeed = 0x5B6F0ull;

enum class Exchange { Local, Shuffle, None };

struct ShuffleConfig {
    Exchange exchange = Exchange::Local;
    uint64_t width = 32;
    uint64_t wg = 256;
    uint64_t groups = 1;
    uint32_t iters = kIters;
    std::string shuffleOption; ///< -DINTEL_SHUFFLE / -DPTX_SHUFFLE / empty (cl_khr_subgroup_shuffle)

    uint64_t items() const { return groups * wg; }
    std::string kernelName() const
    {
        return exchange == Exchange::Local  ? "exchange_local"
               : exchange == Exchange::None ? "exchange_none"
                                            : "exchange_shuffle";
    }
    std::string options() const
    {
        std::string o = "-DWIDTH=" + std::to_string(width) + " -DITERS=" + std::to_string(iters);
        if (exchange == Exchange::Shuffle)
            o += " -DSHUFFLE" + shuffleOption;
        if (exchange == Exchange::None)
            o += " -DNO_EXCHANGE";
        return o;
    }
};

ShuffleConfig makeConfig(const ParamSet& params, uint32_t iters)
{
    const std::string mode = params.text("mode");
    ShuffleConfig c;
    if (mode == "local")
        c.exchange = Exchange::Local;
    else if (mode == "shuffle")
        c.exchange = Exchange::Shuffle;
    else if (mode == "none")
        c.exchange = Exchange::None;
    else
        throw Error(ErrorKind::InvalidParameter,
                    "mode=" + mode + " is not allowed; allowed: local, shuffle, none");
    c.width = uint64_t(params.integer("width"));
    c.wg = uint64_t(params.integer("wg"));
    c.iters = iters;
    if (c.wg % c.width != 0)
        throw Error(ErrorKind::InvalidParameter, "wg=" + std::to_string(c.wg) + " is not a multiple of width=" +
                                                     std::to_string(c.width) + " (whole exchange groups)");
    return c;
}

// out[] of the launch: each exchange group of `width` work-items evolves together.
void reference(const ShuffleConfig& c, const uint32_t* in, uint32_t* out)
{
    std::copy(in, in + c.items(), out);
    std::vector<uint32_t> next(c.width);
    for (uint64_t base = 0; base < c.items(); base += c.width) {
        uint32_t* g = out + base;
        for (uint32_t r = 0; r < c.iters; ++r) {
            for (uint64_t l = 0; l < c.width; ++l) {
                const uint32_t n = c.exchange == Exchange::None ? g[l] : g[(l + 1) % c.width];
                next[l] = g[l] * 3u + (n ^ r);
            }
            std::copy(next.begin(), next.end(), g);
        }
    }
}

// Refuses a shuffle whose sub-groups are not `width` wide (the PTX shuffle is always 32 lanes).
Json checkSubGroups(const ShuffleConfig& c, DeviceContext& device, const cl::Kernel& kernel)
{
    if (c.exchange != Exchange::Shuffle || c.shuffleOption == " -DPTX_SHUFFLE")
        return nullptr;
    size_t sub = 0;
    clCall("querying the sub-group size", device.label(), [&] {
        sub = kernel.getSubGroupInfo<CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE>(device.device(),
                                                                               cl::NDRange(size_t(c.wg)));
    });
    if (sub != c.width)
        throw Error(ErrorKind::Unsupported, "the sub-groups of " + device.label() + " have " +
                                                std::to_string(sub) +
                                                " work-items; set width=" + std::to_string(sub));
    return nullptr;
}

std::unique_ptr<PreparedRun> prepareRun(DeviceContext& device, const ShuffleConfig& c,
                                        const PrepareOptions& options, uint64_t launchGroups)
{
    KernelRunConfig run =
        kernelRun1d("subgroup.shuffle", "subgroup_shuffle.cl", c.kernelName(), c.options(), c.items(), c.wg);
    run.inputBytes = c.items() * 4;
    run.inputSeed = kSeed;
    run.outputBytes = c.items() * 4;
    run.outputFlags = CL_MEM_WRITE_ONLY;
    run.bufferNames = {"in", "out", "lds"};
    run.traceRecords = c.items() * (2 * uint64_t(c.iters) + 2);
    run.bytesRead = c.items() * 4;
    run.bytesWritten = c.items() * 4;
    run.reference = [c](const uint32_t* in, uint32_t* out) { reference(c, in, out); };
    run.inspect = [c](DeviceContext& d, const cl::Kernel& kernel) { return checkSubGroups(c, d, kernel); };
    run.info = {
        {"width", c.width},
        {"rounds", c.iters},
        {"bytes_counted", "read: in; written: out (the exchanges are not counted: compare the time)"},
        // For the launch-time model (docs/MODELS.md): the trace holds every access of its work-items,
        // its kTraceIters rounds standing for all; every round is one arithmetic round, plus one
        // shuffle or two barrier phases of an exchange.
        {"trace_complete", true},
        {"loop",
         {{"first_step", 1}, {"end_step", 2 * kTraceIters + 1}, {"scale", double(kIters) / kTraceIters}}},
        {"counted_bytes", run.bytesRead + run.bytesWritten},
        {"launch_groups", launchGroups},
        {"units", device.computeUnits()},
        {"alu_rounds", kIters}};
    if (c.exchange == Exchange::Local) {
        run.info["barrier_phases"] = 2 * kIters;
        run.info["phase_shape"] = "exchange";
    }
    if (c.exchange == Exchange::Shuffle)
        run.info["shuffles"] = kIters;
    try {
        return prepareKernelRun(device, std::move(run), options);
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::Build || c.exchange != Exchange::Shuffle)
            throw;
        throw Error(ErrorKind::Unsupported, "the sub-group shuffle kernel does not build on " + device.label() +
                                                " (" + std::string(e.what()) + ")");
    }
}

class SubgroupShuffleLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "subgroup.shuffle",
            "Sub-group shuffles",
            "subgroup",
            "Every work-item repeatedly combines its value with its right neighbour's within groups of `width` "
            "work-items: through local memory (a store, a barrier, a load, a barrier per round), through a "
            "sub-group shuffle that moves the value between lanes in registers, or not at all (the cost "
            "floor). "
            "The shuffle needs cl_khr_subgroup_shuffle, cl_intel_subgroups or an NVIDIA GPU; elsewhere it is "
            "skipped.",
            "004",
            "subgroup.shuffle",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference,
            "lds"}; // mode=local opens on the exchange through the tile (shuffles are not memory accesses)
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {choiceParam("mode", {"local", "shuffle", "none"}, "local",
                            "local: through local memory and barriers; shuffle: sub-group shuffle; none: no "
                            "exchange"),
                integerParam("width", 8, 64, 32, "work-items that exchange (the sub-group size for shuffles)",
                             "work-items", true, {8, 16, 32, 64}),
                workGroupParam()};
    }

    std::string defaultSweep() const override { return "mode=local,shuffle,none"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        ShuffleConfig c = makeConfig(params, options.trace ? kTraceIters : kIters);
        checkDeviceWorkGroup(device, c.wg);
        if (c.exchange == Exchange::Local)
            checkLocalMemory(device, 1024 * 4, "subgroup.shuffle (mode=local)");
        if (c.exchange == Exchange::Shuffle)
            c.shuffleOption = subgroupShuffleOption(device, c.width);
        const uint64_t launchGroups = onChipGroups(device);
        c.groups = options.trace ? std::max(1u, options.traceGroups) : launchGroups;
        return prepareRun(device, c, options, launchGroups);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        ShuffleConfig c = makeConfig(params, kTraceIters);
        c.groups = std::max(1u, groups);
        std::vector<TraceRecord> records;
        for (uint64_t gid = 0; gid < c.items(); ++gid) {
            const uint64_t lid = gid % c.wg;
            records.push_back(hostRecordAt(gid, c.wg, 0, Space::Global, 0, AccessKind::Read, gid));
            for (uint32_t r = 0; c.exchange == Exchange::Local && r < c.iters; ++r) {
                const uint64_t right = (lid & ~(c.width - 1)) | ((lid + 1) & (c.width - 1));
                records.push_back(hostRecordAt(gid, c.wg, 2 * r + 1, Space::Local, 2, AccessKind::Write, lid));
                records.push_back(hostRecordAt(gid, c.wg, 2 * r + 2, Space::Local, 2, AccessKind::Read, right));
            }
            records.push_back(
                hostRecordAt(gid, c.wg, 2 * c.iters + 1, Space::Global, 1, AccessKind::Write, gid));
        }
        return finishHostTrace(std::move(records), {"in", "out", "lds"}, uint32_t(c.wg), 0, uint32_t(c.groups));
    }
};

} // namespace

COALESCE_LESSON_OF(subgroupShuffleLesson, SubgroupShuffleLesson())

} // namespace coalesce
