// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson subgroup.shuffle (kernels/subgroup_shuffle.cl): a neighbour exchange through local memory and
// barriers, through sub-group shuffles where the device has them, or no exchange at all (the cost floor).
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/lessons/lessons.h"

#include <algorithm>
#include <cstring>

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

// How the device shuffles: " -DINTEL_SHUFFLE", " -DPTX_SHUFFLE", "" (khr); throws Unsupported when it cannot.
std::string shuffleSupport(DeviceContext& device, uint64_t width)
{
    std::string extensions, vendor;
    clCall("querying the device's extensions", device.label(), [&] {
        extensions = device.device().getInfo<CL_DEVICE_EXTENSIONS>();
        vendor = device.device().getInfo<CL_DEVICE_VENDOR>();
    });
    if (extensions.find("cl_khr_subgroup_shuffle") != std::string::npos)
        return "";
    if (extensions.find("cl_intel_subgroups") != std::string::npos)
        return " -DINTEL_SHUFFLE";
    if (!device.isCpu() && vendor.find("NVIDIA") != std::string::npos) {
        if (width != 32)
            throw Error(ErrorKind::Unsupported,
                        "the warp shuffle on " + device.label() + " exchanges within 32 lanes; set width=32");
        return " -DPTX_SHUFFLE";
    }
    throw Error(ErrorKind::Unsupported, device.label() +
                                            " has no sub-group shuffle (neither cl_khr_subgroup_shuffle nor "
                                            "cl_intel_subgroups, and it is not an NVIDIA GPU)");
}

// out[] of the launch: each exchange group of `width` work-items evolves together.
std::vector<uint32_t> reference(const ShuffleConfig& c, const uint8_t* in)
{
    std::vector<uint32_t> v(c.items());
    std::memcpy(v.data(), in, v.size() * 4);
    std::vector<uint32_t> next(c.width);
    for (uint64_t base = 0; base < c.items(); base += c.width) {
        uint32_t* g = v.data() + base;
        for (uint32_t r = 0; r < c.iters; ++r) {
            for (uint64_t l = 0; l < c.width; ++l) {
                const uint32_t n = c.exchange == Exchange::None ? g[l] : g[(l + 1) % c.width];
                next[l] = g[l] * 3u + (n ^ r);
            }
            std::copy(next.begin(), next.end(), g);
        }
    }
    return v;
}

TraceRecord record(uint64_t gid, uint64_t wg, uint64_t step, Space space, uint8_t buffer, AccessKind kind,
                   uint64_t word)
{
    TraceRecord r;
    r.globalId = uint32_t(gid);
    r.localId = uint32_t(gid % wg);
    r.groupId = uint32_t(gid / wg);
    r.step = uint32_t(step);
    r.space = space;
    r.buffer = buffer;
    r.kind = kind;
    r.byteOffset = word * 4;
    r.size = 4;
    return r;
}

class ShuffleRun : public PreparedRun {
public:
    ShuffleRun(DeviceContext& device, const ShuffleConfig& config, const PrepareOptions& options)
        : m_device(device), m_c(config)
    {
        try {
            m_kernel =
                buildKernel(device, "subgroup_shuffle.cl", m_c.kernelName(), m_c.options(), options.trace);
        } catch (const Error& e) {
            if (e.kind() != ErrorKind::Build || m_c.exchange != Exchange::Shuffle)
                throw;
            throw Error(ErrorKind::Unsupported, "the sub-group shuffle kernel does not build on " +
                                                    device.label() + " (" + std::string(e.what()) + ")");
        }
        checkKernelWorkGroup(device, m_kernel, m_c.kernelName(), m_c.wg);
        if (m_c.exchange == Exchange::Shuffle && m_c.shuffleOption != " -DPTX_SHUFFLE") {
            size_t sub = 0;
            clCall("querying the sub-group size", device.label(), [&] {
                sub = m_kernel.getSubGroupInfo<CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE>(
                    device.device(), cl::NDRange(size_t(m_c.wg)));
            });
            if (sub != m_c.width)
                throw Error(ErrorKind::Unsupported, "the sub-groups of " + device.label() + " have " +
                                                        std::to_string(sub) +
                                                        " work-items; set width=" + std::to_string(sub));
        }
        m_input = makeInput(device, m_c.items() * 4, kSeed);
        m_output = makeBuffer(device, CL_MEM_WRITE_ONLY, m_c.items() * 4, "output");
        clCall("setting the arguments of " + m_c.kernelName(), device.label(), [&] {
            m_kernel.setArg(0, m_input->buffer);
            m_kernel.setArg(1, m_output);
        });
        if (options.trace) {
            m_trace = TraceCapture(device, m_c.items() * (2 * uint64_t(m_c.iters) + 2) + 64);
            m_trace.attach(m_kernel, 2);
        }
    }

    cl::Event launch(cl::CommandQueue& queue) override
    {
        if (m_trace.active())
            m_trace.reset(queue);
        cl::Event event;
        clCall("launching " + m_c.kernelName(), m_device.label(), [&] {
            queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, cl::NDRange(size_t(m_c.items())),
                                       cl::NDRange(size_t(m_c.wg)), nullptr, &event);
        });
        return event;
    }

    void poison(cl::CommandQueue& queue) override { poisonBuffer(m_device, queue, m_output, m_c.items() * 4); }

    Validation validate(cl::CommandQueue& queue) override
    {
        const std::vector<uint8_t> got = readBuffer(m_device, queue, m_output, m_c.items() * 4);
        if (m_expected.empty())
            m_expected = reference(m_c, m_input->host());
        return compareItems(got.data(), reinterpret_cast<const uint8_t*>(m_expected.data()), m_c.items(), 4, 1);
    }

    uint64_t bytesRead() const override { return m_c.items() * 4; }
    uint64_t bytesWritten() const override { return m_c.items() * 4; }

    Json launchInfo() const override
    {
        return {{"kernel", m_c.kernelName()},
                {"file", "subgroup_shuffle.cl"},
                {"build_options", m_c.options()},
                {"global_size", m_c.items()},
                {"local_size", m_c.wg},
                {"groups", m_c.groups},
                {"width", m_c.width},
                {"rounds", m_c.iters},
                {"traced", m_trace.active()},
                {"bytes_counted", "read: in; written: out (the exchanges are not counted: compare the time)"}};
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        if (!m_trace.active())
            throwNotTraced("subgroup.shuffle");
        return m_trace.read(queue, {"in", "out", "lds"}, uint32_t(m_c.wg), uint32_t(m_c.groups));
    }

private:
    DeviceContext& m_device;
    ShuffleConfig m_c;
    cl::Kernel m_kernel;
    std::shared_ptr<const DeviceInput> m_input;
    cl::Buffer m_output;
    TraceCapture m_trace;
    std::vector<uint32_t> m_expected;
};

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
            ValidationMethod::HostReference};
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
            c.shuffleOption = shuffleSupport(device, c.width);
        c.groups = options.trace ? std::max(1u, options.traceGroups) : onChipGroups(device);
        return std::make_unique<ShuffleRun>(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        ShuffleConfig c = makeConfig(params, kTraceIters);
        c.groups = std::max(1u, groups);
        Trace trace;
        for (uint64_t gid = 0; gid < c.items(); ++gid) {
            const uint64_t lid = gid % c.wg;
            trace.records.push_back(record(gid, c.wg, 0, Space::Global, 0, AccessKind::Read, gid));
            for (uint32_t r = 0; c.exchange == Exchange::Local && r < c.iters; ++r) {
                const uint64_t right = (lid & ~(c.width - 1)) | ((lid + 1) & (c.width - 1));
                trace.records.push_back(record(gid, c.wg, 2 * r + 1, Space::Local, 2, AccessKind::Write, lid));
                trace.records.push_back(record(gid, c.wg, 2 * r + 2, Space::Local, 2, AccessKind::Read, right));
            }
            trace.records.push_back(
                record(gid, c.wg, 2 * c.iters + 1, Space::Global, 1, AccessKind::Write, gid));
        }
        sortTraceRecords(trace.records);
        trace.bufferNames = {"in", "out", "lds"};
        trace.workGroupSize = uint32_t(c.wg);
        trace.groups = uint32_t(c.groups);
        trace.baseAddrAlign = kHostBaseAddrAlign;
        return trace;
    }
};

} // namespace

COALESCE_LESSON(subgroupShuffleLesson)
{
    static const SubgroupShuffleLesson kLesson;
    return kLesson;
}

} // namespace coalesce
