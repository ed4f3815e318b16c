// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Address traces recorded by the real kernels. Every access in a lesson kernel goes through the macro layer in
// kernels/access.h; built with -DCOALESCE_TRACE the same source appends one record per access to a trace
// buffer. This header defines the decoded form and the raw buffer layout shared with access.h.
#include <cstdint>
#include <string>
#include <vector>

namespace coalesce {

enum class Space : uint8_t { Global = 0, Local = 1, Constant = 2 };
enum class AccessKind : uint8_t { Read = 0, Write = 1 };
const char* spaceName(Space space);       // "global", "local", "constant"
const char* accessKindName(AccessKind k); // "read", "write"

struct TraceRecord {
    uint32_t globalId = 0;
    uint32_t localId = 0;
    uint32_t groupId = 0;
    uint32_t step = 0;
    Space space = Space::Global;
    uint8_t buffer = 0; ///< index into Trace::bufferNames
    AccessKind kind = AccessKind::Read;
    uint64_t byteOffset = 0; ///< from the start of the buffer (local: of the local array)
    uint32_t size = 0;       ///< bytes
};

struct Trace {
    std::vector<TraceRecord> records; ///< sorted by (groupId, step, localId)
    std::vector<std::string> bufferNames;
    uint32_t workGroupSize = 0;
    uint32_t groups = 0;
    uint64_t baseAddrAlign = 0; ///< bytes; buffers start on this alignment
};

// Raw layout (uint32 words), written by kernels/access.h:
//   word 0: number of records the kernel tried to write (may exceed capacity: overflow)
//   words 1..3: reserved (0)
//   then `capacity` records of kTraceWords words:
//   gid, lid, group, step, meta (space | buffer << 8 | kind << 16), offset low, offset high, size
constexpr uint32_t kTraceHeaderWords = 4;
constexpr uint32_t kTraceWords = 8;

/// Decodes a raw trace buffer. Throws Error(Unsupported) if the kernel wrote more records than `capacity`
/// (overflow is never silent).
std::vector<TraceRecord> decodeTrace(const std::vector<uint32_t>& raw, uint32_t capacity);

/// Sorts records into the total order decodeTrace returns: (group, step, local id, space, kind, buffer,
/// offset). Host-generated traces (core/hosttrace.h) use it so that they compare record for record.
void sortTraceRecords(std::vector<TraceRecord>& records);

} // namespace coalesce
