// SPDX-License-Identifier: GPL-3.0-or-later
// The general prepared run of the algorithm lessons (see kernelrun.h).
#include "core/lessons/kernelrun.h"

#include "core/context.h"
#include "core/errors.h"

#include <cstring>

namespace coalesce {

namespace {

class KernelRun : public PreparedRun {
public:
    KernelRun(DeviceContext& device, KernelRunConfig config, const PrepareOptions& options)
        : m_device(device), m_config(std::move(config))
    {
        KernelRunConfig& c = m_config;
        m_kernel = buildKernel(device, c.file, c.kernelName, c.options, options.trace);
        checkKernelWorkGroup(device, m_kernel, c.kernelName, c.local[0] * (c.twoD ? c.local[1] : 1));
        m_input = makeInput(device, c.inputWords * 4, c.inputSeed);
        m_output = makeBuffer(device, CL_MEM_READ_WRITE, c.outputWords * 4, "output");
        cl_uint arg = 0;
        clCall("setting the arguments of " + c.kernelName, device.label(), [&] {
            m_kernel.setArg(arg++, m_input->buffer);
            m_kernel.setArg(arg++, m_output);
            for (cl_uint value : c.args)
                m_kernel.setArg(arg++, value);
        });
        if (options.trace) {
            m_trace = TraceCapture(device, c.traceRecords + 64);
            m_trace.attach(m_kernel, arg);
        }
    }

    cl::Event launch(cl::CommandQueue& queue) override
    {
        const KernelRunConfig& c = m_config;
        if (m_trace.active())
            m_trace.reset(queue);
        cl::Event event;
        clCall("launching " + c.kernelName, m_device.label(), [&] {
            const cl::NDRange global = c.twoD ? cl::NDRange(size_t(c.global[0]), size_t(c.global[1]))
                                              : cl::NDRange(size_t(c.global[0]));
            const cl::NDRange local =
                c.twoD ? cl::NDRange(size_t(c.local[0]), size_t(c.local[1])) : cl::NDRange(size_t(c.local[0]));
            queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, global, local, nullptr, &event);
        });
        return event;
    }

    void poison(cl::CommandQueue& queue) override
    {
        poisonBuffer(m_device, queue, m_output, m_config.outputWords * 4);
    }

    Validation validate(cl::CommandQueue& queue) override
    {
        const std::vector<uint8_t> got = readBuffer(m_device, queue, m_output, m_config.outputWords * 4);
        if (m_expected.empty()) {
            std::vector<uint32_t> in(m_config.inputWords);
            std::memcpy(in.data(), m_input->host(), in.size() * 4);
            std::vector<uint32_t> out(m_config.outputWords, 0);
            m_config.reference(in.data(), out.data());
            m_expected.resize(out.size() * 4);
            std::memcpy(m_expected.data(), out.data(), m_expected.size());
        }
        if (m_config.checkedWords.empty())
            return compareItems(got.data(), m_expected.data(), m_config.outputWords, 4, 1);
        // Only the words the launch wrote, gathered in order.
        std::vector<uint8_t> gotPart, expectedPart;
        for (uint64_t w : m_config.checkedWords) {
            gotPart.insert(gotPart.end(), got.begin() + w * 4, got.begin() + w * 4 + 4);
            expectedPart.insert(expectedPart.end(), m_expected.begin() + w * 4, m_expected.begin() + w * 4 + 4);
        }
        return compareItems(gotPart.data(), expectedPart.data(), m_config.checkedWords.size(), 4, 1);
    }

    uint64_t bytesRead() const override { return m_config.bytesRead; }
    uint64_t bytesWritten() const override { return m_config.bytesWritten; }

    Json launchInfo() const override
    {
        const KernelRunConfig& c = m_config;
        Json info = {{"kernel", c.kernelName},
                     {"file", c.file},
                     {"build_options", c.options},
                     {"traced", m_trace.active()}};
        if (c.twoD) {
            info["global_size"] = Json::array({c.global[0], c.global[1]});
            info["local_size"] = Json::array({c.local[0], c.local[1]});
            info["groups"] = (c.global[0] / c.local[0]) * (c.global[1] / c.local[1]);
        } else {
            info["global_size"] = c.global[0];
            info["local_size"] = c.local[0];
            info["groups"] = c.global[0] / c.local[0];
        }
        for (auto it = c.info.begin(); it != c.info.end(); ++it)
            info[it.key()] = it.value();
        return info;
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        const KernelRunConfig& c = m_config;
        if (!m_trace.active())
            throwNotTraced(c.lessonId);
        const uint64_t groups =
            c.twoD ? (c.global[0] / c.local[0]) * (c.global[1] / c.local[1]) : c.global[0] / c.local[0];
        Trace trace = m_trace.read(queue, c.bufferNames, uint32_t(c.local[0] * (c.twoD ? c.local[1] : 1)),
                                   uint32_t(groups));
        if (c.twoD) {
            trace.localSize[0] = uint32_t(c.local[0]);
            trace.localSize[1] = uint32_t(c.local[1]);
        }
        return trace;
    }

private:
    DeviceContext& m_device;
    KernelRunConfig m_config;
    cl::Kernel m_kernel;
    std::shared_ptr<const DeviceInput> m_input;
    cl::Buffer m_output;
    TraceCapture m_trace;
    std::vector<uint8_t> m_expected;
};

} // namespace

std::unique_ptr<PreparedRun> prepareKernelRun(DeviceContext& device, KernelRunConfig config,
                                              const PrepareOptions& options)
{
    return std::make_unique<KernelRun>(device, std::move(config), options);
}

TraceRecord hostRecord(uint64_t group, uint64_t lid, uint64_t wg, uint64_t step, Space space, uint8_t buffer,
                       AccessKind kind, uint64_t word)
{
    TraceRecord r;
    r.globalId = uint32_t(group * wg + lid);
    r.localId = uint32_t(lid);
    r.groupId = uint32_t(group);
    r.step = uint32_t(step);
    r.space = space;
    r.buffer = buffer;
    r.kind = kind;
    r.byteOffset = word * 4;
    r.size = 4;
    return r;
}

TraceRecord hostRecord2d(uint64_t groupY, uint64_t lid, uint64_t wgX, uint64_t step, uint8_t buffer,
                         AccessKind kind, uint64_t word)
{
    TraceRecord r = hostRecord(0, lid, wgX, step, Space::Global, buffer, kind, word);
    r.globalIdY = uint32_t(groupY);
    r.groupIdY = uint32_t(groupY);
    return r;
}

Trace finishHostTrace(std::vector<TraceRecord> records, std::vector<std::string> bufferNames, uint32_t localX,
                      uint32_t localY, uint32_t groups)
{
    sortTraceRecords(records);
    Trace trace;
    trace.records = std::move(records);
    trace.bufferNames = std::move(bufferNames);
    trace.workGroupSize = localX * (localY ? localY : 1);
    if (localY) {
        trace.localSize[0] = localX;
        trace.localSize[1] = localY;
    }
    trace.groups = groups;
    trace.baseAddrAlign = kHostBaseAddrAlign;
    return trace;
}

} // namespace coalesce
