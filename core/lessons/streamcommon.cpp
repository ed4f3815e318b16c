// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the streaming global lessons (see streamcommon.h).
#include "core/lessons/streamcommon.h"

#include "core/lesson.h"

namespace coalesce::stream {

uint64_t scaledSize(const DeviceContext* device, uint64_t gpuBytes, uint64_t cpuBytes)
{
    if (!device || device->isCpu())
        return cpuBytes;
    return std::max(kMiB, std::min(gpuBytes, device->bufferLimit() / kMiB * kMiB));
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
