// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Address traces recorded by the real kernels. Every access in a lesson kernel goes through the macro layer in
// kernels/access.h; built with -DCOALESCE_TRACE the same source appends one record per access to a trace
// buffer. This header defines the decoded form and the raw buffer layout shared with access.h.
#include <cstdint>
#include <string>
#include <vector>

namespace coalesce {

/// The memory space of an access. Values match CO_SPACE_* in kernels/access.h. Private: a work-item's private
/// array, recorded at the interleaved address a GPU gives it when it spills (access.h).
enum class Space : uint8_t { Global = 0, Local = 1, Constant = 2, Private = 3 };
enum class AccessKind : uint8_t { Read = 0, Write = 1, Atomic = 2 };
/// The operation of an atomic access (None for reads and writes). Values match CO_OP_* in kernels/access.h.
enum class AtomicOp : uint8_t { None = 0, Add, Sub, Inc, Dec, Xchg, Cmpxchg, Min, Max, And, Or, Xor };
const char* spaceName(Space space);       // "global", "local", "constant", "private"
const char* accessKindName(AccessKind k); // "read", "write", "atomic"
const char* atomicOpName(AtomicOp op);    // "none", "add", "sub", ..., "cmpxchg", "xor"

/// One access. globalId / localId / groupId are dimension 0 (get_global_id(0) ...); dimensions 1 and 2 are in
/// the *Y / *Z fields, 0 for a 1-D launch.
struct TraceRecord {
    uint32_t globalId = 0;
    uint32_t localId = 0;
    uint32_t groupId = 0;
    uint32_t globalIdY = 0;
    uint32_t globalIdZ = 0;
    uint32_t localIdY = 0;
    uint32_t localIdZ = 0;
    uint32_t groupIdY = 0;
    uint32_t groupIdZ = 0;
    uint32_t step = 0;
    Space space = Space::Global;
    uint8_t buffer = 0; ///< index into Trace::bufferNames
    AccessKind kind = AccessKind::Read;
    AtomicOp op = AtomicOp::None; ///< set iff kind == Atomic
    /// From the start of the buffer (local: of the local array; private: of the interleaved spill area).
    uint64_t byteOffset = 0;
    uint32_t size = 0; ///< bytes
    /// The kernel source line of the access macro (__LINE__), for a source view; 0 = unknown. Host-generated
    /// traces (core/hosttrace.h) carry 0: they are compared with device traces on every field but this one.
    uint32_t line = 0;
};

/// The work-item's linear id within its work-group: lid0 + lid1 * ls0 + lid2 * ls0 * ls1 (the OpenCL 2.0
/// get_local_linear_id). For a 1-D work-group (dims 1 and 2 zero) it is the local id, whatever ls0 and ls1.
/// The models (core/models/grouping.cpp) put work-items into SIMD lanes by this id.
uint32_t linearLocalId(const TraceRecord& r, uint32_t ls0, uint32_t ls1);

struct Trace {
    std::vector<TraceRecord> records; ///< sorted by (groupId, step, localId)
    std::vector<std::string> bufferNames;
    uint32_t workGroupSize = 0; ///< work-items per work-group (the product of localSize)
    /// The work-group's extent per dimension; localSize[0] == 0 means 1-D (workGroupSize work-items in dim 0).
    uint32_t localSize[3] = {0, 1, 1};
    uint32_t groups = 0;
    uint64_t baseAddrAlign = 0; ///< bytes; buffers start on this alignment
};

// Raw layout (uint32 words), written by kernels/access.h:
//   word 0: number of records the kernel tried to write (may exceed capacity: overflow)
//   words 1..3: reserved (0)
//   then `capacity` records of kTraceWords words:
//   0..2 gid x,y,z   3..5 lid x,y,z   6..8 group x,y,z   9 step
//   10 meta (space | buffer << 8 | kind << 16 | atomic op << 24)   11 offset low   12 offset high   13 size
//   14 source line (__LINE__ of the access macro)   15 reserved (0)
constexpr uint32_t kTraceHeaderWords = 4;
constexpr uint32_t kTraceWords = 16;

/// Decodes a raw trace buffer. Throws Error(Unsupported) if the kernel wrote more records than `capacity`
/// (overflow is never silent) or a record is corrupt (a space, kind or atomic operation it does not know).
std::vector<TraceRecord> decodeTrace(const std::vector<uint32_t>& raw, uint32_t capacity);

/// Sorts records into the total order decodeTrace returns: (group z, y, x, step, local z, y, x, space, kind,
/// op, buffer, offset, line); for 1-D traces that is (group, step, local id, ...). Host-generated traces
/// (core/hosttrace.h) use it so that they compare record for record.
void sortTraceRecords(std::vector<TraceRecord>& records);

} // namespace coalesce
