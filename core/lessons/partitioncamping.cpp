// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson global.channels (partition camping): work-groups stream blocks whose starts are `pitch` bytes
// apart (kernels/global_channels.cl). A pitch that is a multiple of channels x interleave sends every
// concurrently active group to the same channel; `stagger` rotates each group's starting row so they spread
// out.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/lessons/lessons.h"

#include <algorithm>
#include <cstring>
#include <mutex>

namespace coalesce {

namespace {

// Rows per block: a group of 64 reads 16 rows of 256 B = 4 KiB, enough to walk once over 16 channels.
constexpr uint32_t kSteps = 16;
constexpr uint32_t kWord = 4; // bytes of a uint
constexpr uint64_t kSeed = 0xC4A77E15ull;
constexpr uint64_t kMiB = uint64_t(1) << 20;
constexpr uint64_t kGpuDefaultSize = 512 * kMiB;
constexpr uint64_t kCpuDefaultSize = 16 * kMiB;
constexpr int64_t kMaxSize = int64_t(1) << 38;
constexpr int64_t kMaxPitch = int64_t(1) << 30;
// Enough groups that the channel grid shows every channel of a 16-channel profile in use (or idle).
constexpr uint32_t kTraceGroups = 16;

struct ChannelsConfig {
    uint64_t pitch = 0;   // bytes between block starts
    uint64_t stagger = 0; // bytes each group's start rotates by, per group index
    uint64_t wg = 64;
    uint64_t size = 0;   // bytes read per launch (whole blocks)
    uint64_t groups = 0; // work-groups of the timed launch
    uint64_t blockWords = 0;
    uint64_t bufferBytes = 0;
    std::string options;

    // Word index read by work-item l of group w at step s (kernels/global_channels.cl).
    uint64_t word(uint64_t w, uint64_t l, uint64_t s) const
    {
        const uint64_t rot = (w * (stagger / kWord)) % blockWords;
        uint64_t k = s * wg + l + rot;
        if (k >= blockWords)
            k -= blockWords;
        return w * (pitch / kWord) + k;
    }
};

std::string describe(const ChannelsConfig& c)
{
    return "pitch=" + bytesText(c.pitch) + " stagger=" + std::to_string(c.stagger) +
           " wg=" + std::to_string(c.wg);
}

// The parameters, checked without a device (throws Error(InvalidParameter)).
ChannelsConfig channelsConfig(const ParamSet& params)
{
    ChannelsConfig c;
    c.pitch = uint64_t(params.integer("pitch"));
    c.stagger = uint64_t(params.integer("stagger"));
    c.wg = uint64_t(params.integer("wg"));
    c.size = uint64_t(params.integer("size"));
    if (c.pitch % kWord != 0)
        throw Error(ErrorKind::InvalidParameter, "pitch=" + std::to_string(c.pitch) +
                                                     " is not a multiple of 4 bytes (the kernel reads uints)");
    if (c.stagger % kWord != 0)
        throw Error(ErrorKind::InvalidParameter, "stagger=" + std::to_string(c.stagger) +
                                                     " is not a multiple of 4 bytes (the kernel reads uints)");
    c.blockWords = uint64_t(kSteps) * c.wg;
    const uint64_t blockBytes = c.blockWords * kWord;
    c.groups = c.size / blockBytes;
    if (c.groups == 0)
        throw Error(ErrorKind::InvalidParameter, "size=" + bytesText(c.size) + " is too small for " +
                                                     describe(c) + ": one block of " + std::to_string(kSteps) +
                                                     " rows of wg words needs " + bytesText(blockBytes));
    if (c.groups > UINT32_MAX)
        throw Error(ErrorKind::InvalidParameter,
                    "size=" + bytesText(c.size) + " needs more than 2^32 work-groups");
    c.bufferBytes = (c.groups - 1) * c.pitch + blockBytes;
    c.options = "-DSTEPS=" + std::to_string(kSteps);
    return c;
}

class ChannelsRun : public PreparedRun {
public:
    ChannelsRun(DeviceContext& device, ChannelsConfig config, const PrepareOptions& options)
        : m_device(device), m_config(std::move(config))
    {
        const ChannelsConfig& c = m_config;
        m_groups = c.groups;
        if (options.trace)
            m_groups = std::min<uint64_t>(c.groups, std::max(1u, options.traceGroups));
        m_kernel = buildKernel(device, "global_channels.cl", "block_stream", c.options, options.trace);
        checkKernelWorkGroup(device, m_kernel, "block_stream", c.wg);
        m_compiler = measuredCompilerReport(device, "global_channels.cl", "block_stream", c.options);
        m_input = sharedInput(device, c.bufferBytes, kSeed);
        m_output = makeBuffer(device, CL_MEM_WRITE_ONLY, outputBytes(), "output");
        clCall("setting the arguments of block_stream", device.label(), [&] {
            m_kernel.setArg(0, m_input->buffer);
            m_kernel.setArg(1, m_output);
            m_kernel.setArg(2, cl_ulong(c.pitch / kWord));
            m_kernel.setArg(3, cl_uint((c.stagger / kWord) % c.blockWords));
        });
        if (options.trace) {
            m_trace = TraceCapture(device, items() * (kSteps + 1) + 64);
            m_trace.attach(m_kernel, 4);
        }
    }

    cl::Event launch(cl::CommandQueue& queue) override
    {
        if (m_trace.active())
            m_trace.reset(queue);
        cl::Event event;
        clCall("launching block_stream", m_device.label(), [&] {
            queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, cl::NDRange(size_t(items())),
                                       cl::NDRange(size_t(m_config.wg)), nullptr, &event);
        });
        return event;
    }

    void poison(cl::CommandQueue& queue) override { poisonBuffer(m_device, queue, m_output, outputBytes()); }

    Validation validate(cl::CommandQueue& queue) override
    {
        const std::shared_ptr<const uint8_t> staged = readToStaging(m_device, queue, m_output, outputBytes());
        const uint8_t* got = staged.get();
        const uint8_t* in = m_input->host();
        const ChannelsConfig& c = m_config;
        auto expected = [&](uint64_t g) {
            const uint64_t w = g / c.wg;
            const uint64_t l = g % c.wg;
            uint32_t acc = 0;
            for (uint64_t s = 0; s < kSteps; ++s) {
                uint32_t v;
                std::memcpy(&v, in + c.word(w, l, s) * kWord, kWord);
                acc ^= v;
            }
            return acc;
        };
        std::mutex mutex;
        uint64_t mismatches = 0;
        uint64_t first = items();
        parallelFor(items(), 1 << 14, [&](uint64_t begin, uint64_t end) {
            uint64_t bad = 0;
            uint64_t firstBad = items();
            for (uint64_t g = begin; g < end; ++g) {
                uint32_t v;
                std::memcpy(&v, got + g * kWord, kWord);
                if (v != expected(g) && bad++ == 0)
                    firstBad = g;
            }
            std::lock_guard<std::mutex> lock(mutex);
            mismatches += bad;
            first = std::min(first, firstBad);
        });
        Validation v;
        v.checked = items();
        v.mismatches = mismatches;
        v.passed = mismatches == 0;
        if (!v.passed) {
            const uint32_t want = expected(first);
            uint8_t bytes[kWord];
            std::memcpy(bytes, &want, kWord);
            v.firstMismatch = mismatchText(first, got + first * kWord, bytes, kWord, 1);
        }
        return v;
    }

    uint64_t bytesRead() const override { return m_groups * m_config.blockWords * kWord; }
    uint64_t bytesWritten() const override { return outputBytes(); }

    Json launchInfo() const override
    {
        const ChannelsConfig& c = m_config;
        Json info{{"kernel", "block_stream"},
                  {"file", "global_channels.cl"},
                  {"build_options", c.options},
                  {"global_size", items()},
                  {"local_size", c.wg},
                  {"groups", m_groups},
                  {"steps", kSteps},
                  {"block_bytes", c.blockWords * kWord},
                  {"pitch_bytes", c.pitch},
                  {"stagger_bytes", c.stagger},
                  {"input_bytes", c.bufferBytes},
                  {"output_bytes", outputBytes()},
                  {"traced", m_trace.active()},
                  {"pattern", "group w, step s, work-item l reads word w*pitch + (s*wg + l + w*stagger) mod "
                              "block; writes out[g] at step " +
                                  std::to_string(kSteps)}};
        if (!m_compiler.is_null())
            info["compiler"] = m_compiler;
        return info;
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        if (!m_trace.active())
            throwNotTraced("global.channels");
        return m_trace.read(queue, {"in", "out"}, uint32_t(m_config.wg), uint32_t(m_groups));
    }

private:
    uint64_t items() const { return m_groups * m_config.wg; }
    uint64_t outputBytes() const { return items() * kWord; }

    DeviceContext& m_device;
    ChannelsConfig m_config;
    uint64_t m_groups = 0;
    cl::Kernel m_kernel;
    Json m_compiler; ///< the compiler's report on the measured build (compilerReport), or null
    std::shared_ptr<const DeviceInput> m_input;
    cl::Buffer m_output;
    TraceCapture m_trace;
};

class ChannelsLesson : public Lesson {
public:
    ChannelsLesson()
    {
        m_info = {"global.channels",
                  "Channel camping between work-groups",
                  "global",
                  "Each work-group streams its own block; block starts lie `pitch` bytes apart. Memory is "
                  "interleaved over channels, so when the pitch is a multiple of channels x interleave every "
                  "group running at the same time reads the same channel and the others idle (partition "
                  "camping). Staggering each group's starting row spreads them over all channels. NVIDIA "
                  "hashes addresses over its partitions, so there the picture is the model's AMD-style one.",
                  "000, 001",
                  "global.channels",
                  kTraceGroups,
                  true,
                  TimingMethod::KernelEvents,
                  ValidationMethod::HostReference};
    }

    const LessonInfo& info() const override { return m_info; }

    void checkParams(const ParamSet& params) const override { channelsConfig(params); }

    std::vector<ParamSpec> params() const override
    {
        ParamSpec wg = workGroupParam();
        wg.def = 64;
        return {sizeParam("pitch", 4, kMaxPitch, 4096,
                          "bytes between the starts of neighbouring work-groups' blocks (a multiple of 4)"),
                integerParam("stagger", 0, 1 << 20, 0,
                             "bytes by which each work-group's starting row rotates, per group index "
                             "(0: off; one interleave, 256, spreads the groups; a multiple of 4)",
                             "bytes"),
                wg,
                sizeParam("size", 4096, kMaxSize, int64_t(kCpuDefaultSize),
                          "bytes read per launch, in whole blocks of 16 rows of wg words (default 512M on a "
                          "GPU within its buffer limit, 16M on a CPU)")};
    }

    ParamSet defaults(const DeviceContext* device) const override
    {
        ParamSet set = Lesson::defaults(device);
        if (device && !device->isCpu()) {
            // The buffer spans up to twice the bytes read at the default sweep's largest pitch.
            const uint64_t size = std::min(kGpuDefaultSize, device->bufferLimit() / 2 / kMiB * kMiB);
            setParam(set, params(), "size", int64_t(std::max(size, kMiB)));
        }
        return set;
    }

    // 4K is 16 channels x 256 B: camping at 4K and 8K on a 16-channel AMD model, at 4K, 6K, 8K with 8 channels.
    std::string defaultSweep() const override { return "pitch=4K..8K:256"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        ChannelsConfig c = channelsConfig(params);
        if (c.bufferBytes > device.bufferLimit())
            throw Error(ErrorKind::InvalidParameter,
                        "size=" + bytesText(c.size) + " at " + describe(c) + " spans a buffer of " +
                            bytesText(c.bufferBytes) + ", above the buffer limit of " +
                            bytesText(device.bufferLimit()) + " on " + device.label());
        checkDeviceWorkGroup(device, c.wg);
        return std::make_unique<ChannelsRun>(device, std::move(c), options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        const ChannelsConfig c = channelsConfig(params);
        const uint64_t traced = std::min<uint64_t>(c.groups, std::max(1u, groups));
        Trace trace;
        trace.records.reserve(traced * c.wg * (kSteps + 1));
        auto record = [&](uint64_t w, uint64_t l, uint32_t step, uint8_t buffer, AccessKind kind,
                          uint64_t word) {
            TraceRecord r;
            r.globalId = uint32_t(w * c.wg + l);
            r.localId = uint32_t(l);
            r.groupId = uint32_t(w);
            r.step = step;
            r.space = Space::Global;
            r.buffer = buffer;
            r.kind = kind;
            r.byteOffset = word * kWord;
            r.size = kWord;
            trace.records.push_back(r);
        };
        for (uint64_t w = 0; w < traced; ++w)
            for (uint64_t l = 0; l < c.wg; ++l) {
                for (uint32_t s = 0; s < kSteps; ++s)
                    record(w, l, s, 0, AccessKind::Read, c.word(w, l, s));
                record(w, l, kSteps, 1, AccessKind::Write, w * c.wg + l);
            }
        sortTraceRecords(trace.records);
        trace.bufferNames = {"in", "out"};
        trace.workGroupSize = uint32_t(c.wg);
        trace.groups = uint32_t(traced);
        trace.baseAddrAlign = kHostBaseAddrAlign;
        return trace;
    }

private:
    LessonInfo m_info;
};

} // namespace

COALESCE_LESSON_OF(globalChannelsLesson, ChannelsLesson())

} // namespace coalesce
