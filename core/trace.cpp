// SPDX-License-Identifier: GPL-3.0-or-later
// Decoding the raw trace buffer written by kernels/access.h (layout in trace.h).
#include "core/trace.h"

#include "core/errors.h"

#include <algorithm>
#include <tuple>

namespace coalesce {

const char* spaceName(Space space)
{
    switch (space) {
    case Space::Global:
        return "global";
    case Space::Local:
        return "local";
    case Space::Constant:
        return "constant";
    }
    return "unknown";
}

const char* accessKindName(AccessKind k)
{
    return k == AccessKind::Write ? "write" : "read";
}

std::vector<TraceRecord> decodeTrace(const std::vector<uint32_t>& raw, uint32_t capacity)
{
    if (raw.size() < kTraceHeaderWords)
        throw Error(ErrorKind::Unsupported,
                    "the trace buffer is shorter than its header (" + std::to_string(raw.size()) + " words)");
    const uint64_t written = raw[0];
    if (written > capacity)
        throw Error(ErrorKind::Unsupported, "trace overflow: the kernel recorded " + std::to_string(written) +
                                                " accesses but the trace buffer holds " +
                                                std::to_string(capacity) +
                                                "; trace fewer work-groups or steps");
    if (raw.size() < kTraceHeaderWords + written * kTraceWords)
        throw Error(ErrorKind::Unsupported, "the trace buffer holds " +
                                                std::to_string((raw.size() - kTraceHeaderWords) / kTraceWords) +
                                                " records but the kernel recorded " + std::to_string(written));
    std::vector<TraceRecord> records(written);
    for (uint64_t i = 0; i < written; ++i) {
        const uint32_t* w = raw.data() + kTraceHeaderWords + i * kTraceWords;
        const uint32_t space = w[4] & 0xffu;
        const uint32_t kind = (w[4] >> 16) & 0xffu;
        if (space > 2 || kind > 1 || (w[4] >> 24) != 0)
            throw Error(ErrorKind::Unsupported, "trace record " + std::to_string(i) +
                                                    " is corrupt (meta word " + std::to_string(w[4]) + ")");
        TraceRecord& r = records[i];
        r.globalId = w[0];
        r.localId = w[1];
        r.groupId = w[2];
        r.step = w[3];
        r.space = Space(space);
        r.buffer = uint8_t((w[4] >> 8) & 0xffu);
        r.kind = AccessKind(kind);
        r.byteOffset = uint64_t(w[5]) | (uint64_t(w[6]) << 32);
        r.size = w[7];
    }
    // Records arrive in atomic order; sort into a total order so that traces are reproducible.
    sortTraceRecords(records);
    return records;
}

void sortTraceRecords(std::vector<TraceRecord>& records)
{
    auto key = [](const TraceRecord& r) {
        return std::make_tuple(r.groupId, r.step, r.localId, uint8_t(r.space), uint8_t(r.kind), r.buffer,
                               r.byteOffset);
    };
    std::sort(records.begin(), records.end(),
              [&](const TraceRecord& a, const TraceRecord& b) { return key(a) < key(b); });
}

} // namespace coalesce
