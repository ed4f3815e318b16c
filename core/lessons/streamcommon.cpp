// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the streaming global lessons (see streamcommon.h).
#include "core/lessons/streamcommon.h"

#include "core/lesson.h"

namespace coalesce::stream {

uint64_t scaledSize(const DeviceContext* device, uint64_t gpuBytes, uint64_t cpuBytes, uint64_t limitShare)
{
    if (!device || device->isCpu())
        return cpuBytes;
    return std::max(kMiB, std::min(gpuBytes, device->bufferLimit() / limitShare / kMiB * kMiB));
}

ParamSet scaledDefaults(const Lesson& lesson, const DeviceContext* device, const std::string& param,
                        uint64_t gpuBytes, uint64_t cpuBytes, uint64_t limitShare)
{
    ParamSet set = lesson.Lesson::defaults(device);
    if (device)
        setParam(set, lesson.params(), param, int64_t(scaledSize(device, gpuBytes, cpuBytes, limitShare)));
    return set;
}

void checkTypeSupport(DeviceContext& device, bool fp64, bool fp16)
{
    if (fp64 && !device.supportsDouble())
        throw Error(ErrorKind::Unsupported,
                    "type=double needs fp64 (cl_khr_fp64), which " + device.label() + " does not support");
    if (fp16 && !device.supportsHalf())
        throw Error(ErrorKind::Unsupported,
                    "type=half needs cl_khr_fp16, which " + device.label() + " does not support");
}

KernelRunConfig streamRun(const std::string& lessonId, const std::string& file, const std::string& kernelName,
                          const std::string& buildOptions, uint64_t n, uint64_t wg,
                          const PrepareOptions& options, uint64_t recordsPerItem)
{
    KernelRunConfig run = kernelRun1d(lessonId, file, kernelName, buildOptions,
                                      options.trace ? traceItems(n, wg, options.traceGroups) : n, wg);
    run.sharedInput = true;
    run.outputFlags = CL_MEM_WRITE_ONLY;
    run.stagedReadBack = true;
    run.bufferNames = {"in", "out"};
    run.traceRecords = run.global[0] * recordsPerItem;
    return run;
}

HostTraceBuilder::HostTraceBuilder(uint64_t items, uint64_t wg, std::vector<std::string> bufferNames) : m_wg(wg)
{
    m_trace.bufferNames = std::move(bufferNames);
    m_trace.workGroupSize = uint32_t(wg);
    m_trace.groups = uint32_t(items / wg);
    m_trace.baseAddrAlign = kHostBaseAddrAlign;
}

void HostTraceBuilder::add(uint64_t g, uint32_t step, uint8_t buffer, AccessKind kind, uint64_t byteOffset,
                           uint32_t size)
{
    TraceRecord r;
    r.globalId = uint32_t(g);
    r.localId = uint32_t(g % m_wg);
    r.groupId = uint32_t(g / m_wg);
    r.step = step;
    r.space = Space::Global;
    r.buffer = buffer;
    r.kind = kind;
    r.byteOffset = byteOffset;
    r.size = size;
    m_trace.records.push_back(r);
}

Trace HostTraceBuilder::finish()
{
    sortTraceRecords(m_trace.records);
    return std::move(m_trace);
}

} // namespace coalesce::stream
