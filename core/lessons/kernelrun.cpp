// SPDX-License-Identifier: GPL-3.0-or-later
// The general prepared run of the algorithm lessons (see kernelrun.h).
#include "core/lessons/kernelrun.h"

#include "core/context.h"
#include "core/errors.h"

#include <algorithm>
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
        if (Json report = measuredCompilerReport(device, c.file, c.kernelName, c.options); !report.is_null())
            c.info["compiler"] = std::move(report);
        if (c.inspect) {
            const Json details = c.inspect(device, m_kernel);
            for (auto it = details.begin(); it != details.end(); ++it)
                c.info[it.key()] = it.value();
        }
        if (c.inputBytes > 0)
            m_input = c.sharedInput ? sharedInput(device, c.inputBytes, c.inputSeed)
                                    : makeInput(device, c.inputBytes, c.inputSeed);
        m_output = makeBuffer(device, c.outputFlags, c.outputBytes, "output");
        cl_uint arg = 0;
        clCall("setting the arguments of " + c.kernelName, device.label(), [&] {
            if (m_input)
                m_kernel.setArg(arg++, m_input->buffer);
            m_kernel.setArg(arg++, m_output);
            for (const KernelArg& value : c.args) {
                if (value.wide)
                    m_kernel.setArg(arg++, cl_ulong(value.value));
                else
                    m_kernel.setArg(arg++, cl_uint(value.value));
            }
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
            // An accumulating kernel starts from zero every launch (the fill is not part of the kernel's time).
            if (c.zeroOutput)
                queue.enqueueFillBuffer(m_output, cl_uint(0), 0, size_t(c.outputBytes));
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
        poisonBuffer(m_device, queue, m_output, m_config.outputBytes);
    }

    Validation validate(cl::CommandQueue& queue) override
    {
        const KernelRunConfig& c = m_config;
        if (c.stagedReadBack) {
            const std::shared_ptr<const uint8_t> got = readToStaging(m_device, queue, m_output, c.outputBytes);
            return check(got.get());
        }
        const std::vector<uint8_t> got = readBuffer(m_device, queue, m_output, c.outputBytes);
        return check(got.data());
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
        } else {
            info["global_size"] = c.global[0];
            info["local_size"] = c.local[0];
        }
        info["groups"] = groups();
        for (auto it = c.info.begin(); it != c.info.end(); ++it)
            info[it.key()] = it.value();
        return info;
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        const KernelRunConfig& c = m_config;
        if (!m_trace.active())
            throwNotTraced(c.lessonId);
        Trace trace = m_trace.read(queue, c.bufferNames, uint32_t(c.local[0] * (c.twoD ? c.local[1] : 1)),
                                   uint32_t(groups()));
        if (c.twoD) {
            trace.localSize[0] = uint32_t(c.local[0]);
            trace.localSize[1] = uint32_t(c.local[1]);
        }
        return trace;
    }

private:
    uint64_t groups() const
    {
        const KernelRunConfig& c = m_config;
        return (c.global[0] / c.local[0]) * (c.twoD ? c.global[1] / c.local[1] : 1);
    }

    Validation check(const uint8_t* got)
    {
        const KernelRunConfig& c = m_config;
        if (c.check)
            return c.check(m_input ? m_input->host() : nullptr, got);
        const uint64_t words = c.outputBytes / 4;
        if (m_expected.empty()) {
            std::vector<uint32_t> in(c.inputBytes / 4);
            if (m_input)
                std::memcpy(in.data(), m_input->host(), in.size() * 4);
            std::vector<uint32_t> out(words, 0);
            c.reference(in.data(), out.data());
            m_expected.resize(out.size() * 4);
            std::memcpy(m_expected.data(), out.data(), m_expected.size());
        }
        if (c.checkedWords.empty())
            return compareItems(got, m_expected.data(), words, 4, 1);
        // Only the words the launch wrote, gathered in order.
        std::vector<uint8_t> gotPart, expectedPart;
        for (uint64_t w : c.checkedWords) {
            gotPart.insert(gotPart.end(), got + w * 4, got + w * 4 + 4);
            expectedPart.insert(expectedPart.end(), m_expected.begin() + w * 4, m_expected.begin() + w * 4 + 4);
        }
        return compareItems(gotPart.data(), expectedPart.data(), c.checkedWords.size(), 4, 1);
    }

    DeviceContext& m_device;
    KernelRunConfig m_config;
    cl::Kernel m_kernel;
    std::shared_ptr<const DeviceInput> m_input;
    cl::Buffer m_output;
    TraceCapture m_trace;
    std::vector<uint8_t> m_expected;
};

} // namespace

KernelRunConfig kernelRun1d(std::string lessonId, std::string file, std::string kernelName, std::string options,
                            uint64_t items, uint64_t wg)
{
    KernelRunConfig run;
    run.lessonId = std::move(lessonId);
    run.file = std::move(file);
    run.kernelName = std::move(kernelName);
    run.options = std::move(options);
    run.global[0] = items;
    run.local[0] = wg;
    return run;
}

std::unique_ptr<PreparedRun> prepareKernelRun(DeviceContext& device, KernelRunConfig config,
                                              const PrepareOptions& options)
{
    return std::make_unique<KernelRun>(device, std::move(config), options);
}

uint64_t traceGroupCount(uint64_t deviceGroups, uint32_t traceGroups)
{
    return std::min<uint64_t>(deviceGroups, std::max(1u, traceGroups));
}

TraceRecord hostRecord(uint64_t group, uint64_t lid, uint64_t wg, uint64_t step, Space space, uint8_t buffer,
                       AccessKind kind, uint64_t word, AtomicOp op)
{
    TraceRecord r;
    r.globalId = uint32_t(group * wg + lid);
    r.localId = uint32_t(lid);
    r.groupId = uint32_t(group);
    r.step = uint32_t(step);
    r.space = space;
    r.buffer = buffer;
    r.kind = kind;
    r.op = op;
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
