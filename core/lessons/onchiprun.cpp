// SPDX-License-Identifier: GPL-3.0-or-later
// The prepared run shared by the local-memory and constant-memory lessons (see onchiprun.h).
#include "core/lessons/onchiprun.h"

#include "core/context.h"
#include "core/errors.h"

#include <algorithm>
#include <cstring>

namespace coalesce {

namespace {

constexpr uint64_t kSeed = 0x10CA1BA5Eull;

class OnChipRun : public PreparedRun {
public:
    OnChipRun(DeviceContext& device, OnChipConfig config, const PrepareOptions& options)
        : m_device(device), m_config(std::move(config))
    {
        OnChipConfig& c = m_config;
        m_groups = options.trace ? onChipTraceGroups(c.groups, options.traceGroups) : c.groups;
        m_kernel = buildKernel(device, c.file, c.kernelName, c.options, options.trace);
        checkKernelWorkGroup(device, m_kernel, c.kernelName, c.wg);
        m_input = makeInput(device, c.inputWords * 4, kSeed + c.inputWords);
        m_output = makeBuffer(device, CL_MEM_WRITE_ONLY, outputWords() * 4, "output");
        cl_uint arg = 0;
        clCall("setting the arguments of " + c.kernelName, device.label(), [&] {
            m_kernel.setArg(arg++, m_input->buffer);
            m_kernel.setArg(arg++, m_output);
            for (cl_uint value : c.args)
                m_kernel.setArg(arg++, value);
        });
        if (options.trace) {
            const uint64_t perGroup = 2 * c.fillWords + c.wg * (uint64_t(c.iters) + 1);
            m_trace = TraceCapture(device, m_groups * perGroup + 64);
            m_trace.attach(m_kernel, arg);
        }
    }

    cl::Event launch(cl::CommandQueue& queue) override
    {
        if (m_trace.active())
            m_trace.reset(queue);
        cl::Event event;
        clCall("launching " + m_config.kernelName, m_device.label(), [&] {
            queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, cl::NDRange(size_t(outputWords())),
                                       cl::NDRange(size_t(m_config.wg)), nullptr, &event);
        });
        return event;
    }

    void poison(cl::CommandQueue& queue) override
    {
        poisonBuffer(m_device, queue, m_output, outputWords() * 4);
    }

    Validation validate(cl::CommandQueue& queue) override
    {
        const std::vector<uint8_t> got = readBuffer(m_device, queue, m_output, outputWords() * 4);
        if (m_expected.empty())
            computeExpected();
        return compareItems(got.data(), m_expected.data(), outputWords(), 4, 1);
    }

    uint64_t bytesRead() const override
    {
        return m_groups * (m_config.wg * m_config.iters + m_config.fillWords) * 4;
    }
    uint64_t bytesWritten() const override { return outputWords() * 4; }

    Json launchInfo() const override
    {
        const OnChipConfig& c = m_config;
        Json info = {{"kernel", c.kernelName},
                     {"file", c.file},
                     {"build_options", c.options},
                     {"global_size", outputWords()},
                     {"local_size", c.wg},
                     {"groups", m_groups},
                     {"loop_steps", c.iters},
                     {"input_slices", c.slices},
                     {"local_bytes", c.localBytes},
                     {"fill_words_per_group", c.fillWords},
                     {"traced", m_trace.active()},
                     {"bytes_counted",
                      c.fillWords > 0 ? "read: the loop's local reads + the fill's global reads; "
                                        "written: the global writes (the fill's local writes are not counted)"
                                      : "read: the loop's reads; written: the global writes"}};
        for (auto it = c.info.begin(); it != c.info.end(); ++it)
            info[it.key()] = it.value();
        return info;
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        if (!m_trace.active())
            throwNotTraced(m_config.lessonId);
        return m_trace.read(queue, m_config.bufferNames, uint32_t(m_config.wg), uint32_t(m_groups));
    }

private:
    uint64_t outputWords() const { return m_groups * m_config.wg; }

    void computeExpected()
    {
        const OnChipConfig& c = m_config;
        const uint64_t slices = std::min(c.slices, m_groups);
        std::vector<uint32_t> in(c.inputWords);
        std::memcpy(in.data(), m_input->host(), in.size() * 4);
        std::vector<uint32_t> perSlice(slices * c.wg);
        parallelFor(perSlice.size(), 256, [&](uint64_t begin, uint64_t end) {
            for (uint64_t i = begin; i < end; ++i)
                perSlice[i] = c.reference(in.data(), i / c.wg, i % c.wg);
        });
        m_expected.resize(outputWords() * 4);
        for (uint64_t g = 0; g < m_groups; ++g)
            std::memcpy(m_expected.data() + g * c.wg * 4, perSlice.data() + (g % c.slices) * c.wg, c.wg * 4);
    }

    DeviceContext& m_device;
    OnChipConfig m_config;
    uint64_t m_groups = 0;
    cl::Kernel m_kernel;
    std::shared_ptr<const DeviceInput> m_input;
    cl::Buffer m_output;
    TraceCapture m_trace;
    std::vector<uint8_t> m_expected;
};

} // namespace

std::unique_ptr<PreparedRun> prepareOnChipRun(DeviceContext& device, OnChipConfig config,
                                              const PrepareOptions& options)
{
    return std::make_unique<OnChipRun>(device, std::move(config), options);
}

uint64_t onChipTraceGroups(uint64_t deviceGroups, uint32_t traceGroups)
{
    return std::min<uint64_t>(deviceGroups, std::max(1u, traceGroups));
}

Trace hostOnChipTrace(const OnChipConfig& c, uint64_t groups)
{
    if (!c.loopWords)
        throw Error(ErrorKind::Unsupported, c.lessonId + " has no host-generated trace");
    auto record = [](uint64_t gid, uint64_t lid, uint64_t group, uint64_t step, Space space, uint8_t buffer,
                     AccessKind kind, uint64_t word) {
        TraceRecord r;
        r.globalId = uint32_t(gid);
        r.localId = uint32_t(lid);
        r.groupId = uint32_t(group);
        r.step = uint32_t(step);
        r.space = space;
        r.buffer = buffer;
        r.kind = kind;
        r.byteOffset = word * 4;
        r.size = 4;
        return r;
    };
    const uint64_t first = (c.fillWords + c.wg - 1) / c.wg;
    const uint64_t sliceWords = c.inputWords / c.slices;
    Trace trace;
    trace.records.reserve(groups * (2 * c.fillWords + c.wg * (uint64_t(c.iters) + 1)));
    std::vector<uint64_t> words;
    for (uint64_t g = 0; g < groups; ++g) {
        const uint64_t slice = g & (c.slices - 1);
        for (uint64_t lid = 0; lid < c.wg; ++lid) {
            const uint64_t gid = g * c.wg + lid;
            uint64_t f = 0;
            for (uint64_t i = lid; i < c.fillWords; i += c.wg, ++f) {
                trace.records.push_back(
                    record(gid, lid, g, f, Space::Global, 0, AccessKind::Read, slice * sliceWords + i));
                trace.records.push_back(record(gid, lid, g, f, Space::Local, 2, AccessKind::Write, i));
            }
            words.assign(c.iters, 0);
            c.loopWords(slice, lid, words);
            for (uint64_t t = 0; t < c.iters; ++t)
                trace.records.push_back(
                    record(gid, lid, g, first + t, c.loopSpace, c.loopBuffer, AccessKind::Read, words[t]));
            trace.records.push_back(
                record(gid, lid, g, first + c.iters, Space::Global, 1, AccessKind::Write, gid));
        }
    }
    sortTraceRecords(trace.records);
    trace.bufferNames = c.bufferNames;
    trace.workGroupSize = uint32_t(c.wg);
    trace.groups = uint32_t(groups);
    trace.baseAddrAlign = kHostBaseAddrAlign;
    return trace;
}

} // namespace coalesce
