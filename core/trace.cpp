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
    case Space::Private:
        return "private";
    }
    return "unknown";
}

const char* accessKindName(AccessKind k)
{
    switch (k) {
    case AccessKind::Read:
        return "read";
    case AccessKind::Write:
        return "write";
    case AccessKind::Atomic:
        return "atomic";
    }
    return "unknown";
}

const char* atomicOpName(AtomicOp op)
{
    static const char* const names[] = {"none",    "add", "sub", "inc", "dec", "xchg",
                                        "cmpxchg", "min", "max", "and", "or",  "xor"};
    const size_t i = size_t(op);
    return i < sizeof(names) / sizeof(names[0]) ? names[i] : "unknown";
}

uint32_t linearLocalId(const TraceRecord& r, uint32_t ls0, uint32_t ls1)
{
    return r.localId + r.localIdY * ls0 + r.localIdZ * ls0 * ls1;
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
        const uint32_t meta = w[10];
        const uint32_t space = meta & 0xffu;
        const uint32_t kind = (meta >> 16) & 0xffu;
        const uint32_t op = meta >> 24;
        const bool atomic = kind == uint32_t(AccessKind::Atomic);
        if (space > uint32_t(Space::Private))
            throw Error(ErrorKind::Unsupported,
                        "trace record " + std::to_string(i) + " is corrupt: unknown memory space " +
                            std::to_string(space) + " (meta word " + std::to_string(meta) +
                            "; known: 0 global, 1 local, 2 constant, 3 private)");
        if (kind > 2 || op > uint32_t(AtomicOp::Xor) || atomic != (op != 0))
            throw Error(ErrorKind::Unsupported, "trace record " + std::to_string(i) +
                                                    " is corrupt (meta word " + std::to_string(meta) + ")");
        TraceRecord& r = records[i];
        r.globalId = w[0];
        r.globalIdY = w[1];
        r.globalIdZ = w[2];
        r.localId = w[3];
        r.localIdY = w[4];
        r.localIdZ = w[5];
        r.groupId = w[6];
        r.groupIdY = w[7];
        r.groupIdZ = w[8];
        r.step = w[9];
        r.space = Space(space);
        r.buffer = uint8_t((meta >> 8) & 0xffu);
        r.kind = AccessKind(kind);
        r.op = AtomicOp(op);
        r.byteOffset = uint64_t(w[11]) | (uint64_t(w[12]) << 32);
        r.size = w[13];
        r.line = w[14];
    }
    // Records arrive in atomic order; sort into a total order so that traces are reproducible.
    sortTraceRecords(records);
    return records;
}

void sortTraceRecords(std::vector<TraceRecord>& records)
{
    auto key = [](const TraceRecord& r) {
        return std::make_tuple(r.groupIdZ, r.groupIdY, r.groupId, r.step, r.localIdZ, r.localIdY, r.localId,
                               uint8_t(r.space), uint8_t(r.kind), uint8_t(r.op), r.buffer, r.byteOffset,
                               r.line);
    };
    std::sort(records.begin(), records.end(),
              [&](const TraceRecord& a, const TraceRecord& b) { return key(a) < key(b); });
}

} // namespace coalesce
