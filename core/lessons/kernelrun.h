// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The general prepared run of the lessons whose kernels have the shape kernel([in,] out, <scalars>...,
// TRACE_ARGS) over a 1-D or 2-D range: a pseudo-random input (fresh, or the device's shared one for large
// sizes), one output buffer (poisoned before a checked launch, optionally zeroed before every launch), the
// trace buffer of a traced launch, and a check of the output (a uint host reference computed once, or a
// lesson's own check). A lesson file fills a KernelRunConfig in prepare() and returns prepareKernelRun(...):
// the global streams, the algorithm lessons, the on-chip family (onchiprun.h), atomics, sub-groups and private
// memory all run through it. Also: the host-trace record helpers every host-generated trace uses.
#include "core/lessons/common.h"

#include <functional>

namespace coalesce {

/// A scalar kernel argument after (in, out): a uint, or an index that is a ulong where the range needs 64 bits.
struct KernelArg {
    KernelArg(cl_uint v) : value(v) {} // implicit, for {cl_uint(x), ...} lists
    KernelArg(uint64_t v, bool isWide) : value(v), wide(isWide) {}
    uint64_t value = 0;
    bool wide = false; ///< cl_ulong, else cl_uint
};

struct KernelRunConfig {
    std::string lessonId;
    std::string file;       ///< "scan_padding.cl"
    std::string kernelName; ///< "scan_exclusive"
    std::string options;    ///< -D options (without -DCOALESCE_TRACE)
    uint64_t global[2] = {1, 1};
    uint64_t local[2] = {1, 1};
    bool twoD = false;        ///< a 2-D range (global[1], local[1] used)
    uint64_t inputBytes = 0;  ///< bytes of `in`; 0: the kernel has no input and `out` is its first argument
    uint64_t inputSeed = 0;   ///< the input's pseudo-random seed
    bool sharedInput = false; ///< the device's shared input (sharedInput()), kept across a sweep's points
    uint64_t outputBytes = 0; ///< bytes of `out`
    cl_mem_flags outputFlags = CL_MEM_READ_WRITE;
    bool zeroOutput = false;     ///< zero `out` before every launch (kernels that accumulate into it)
    bool stagedReadBack = false; ///< read `out` back through the device's pinned staging area (large outputs)
    std::vector<KernelArg> args; ///< kernel arguments after (in, out)
    std::vector<std::string> bufferNames;
    uint64_t traceRecords = 0; ///< capacity of a traced launch's trace buffer
    uint64_t bytesRead = 0;    ///< requested bytes per launch, counted from the pattern
    uint64_t bytesWritten = 0;
    /// Output words a launch writes when it covers only part of the output (a trace launch); empty: all.
    std::vector<uint64_t> checkedWords;
    /// Fills `out` (outputBytes / 4 uints, zeroed) from `in` (inputBytes / 4 uints): the host reference,
    /// computed once and compared word for word.
    std::function<void(const uint32_t* in, uint32_t* out)> reference;
    /// Instead of `reference`: the lesson's own check of the output (`in`: the input's host copy or nullptr).
    std::function<Validation(const uint8_t* in, const uint8_t* got)> check;
    /// Called after the build and the work-group check: refuses what the kernel cannot show (throws) and
    /// returns details for launchInfo (may be null).
    std::function<Json(DeviceContext& device, const cl::Kernel& kernel)> inspect;
    Json info; ///< lesson-specific launch details
};

/// The config of a 1-D launch of `items` work-items in groups of `wg`; the rest is left to the lesson.
KernelRunConfig kernelRun1d(std::string lessonId, std::string file, std::string kernelName, std::string options,
                            uint64_t items, uint64_t wg);

/// Builds the kernel, checks the work-group size against the kernel, creates the buffers.
std::unique_ptr<PreparedRun> prepareKernelRun(DeviceContext& device, KernelRunConfig config,
                                              const PrepareOptions& options);

/// Work-groups of a traced launch: `traceGroups` (at least 1), at most the `deviceGroups` of a timed launch.
uint64_t traceGroupCount(uint64_t deviceGroups, uint32_t traceGroups);

/// A host-trace record (line 0) of a 1-D launch with work-group size `wg`: the 4-byte word `word`.
TraceRecord hostRecord(uint64_t group, uint64_t lid, uint64_t wg, uint64_t step, Space space, uint8_t buffer,
                       AccessKind kind, uint64_t word, AtomicOp op = AtomicOp::None);

/// hostRecord for work-item `gid` of a 1-D launch.
inline TraceRecord hostRecordAt(uint64_t gid, uint64_t wg, uint64_t step, Space space, uint8_t buffer,
                                AccessKind kind, uint64_t word, AtomicOp op = AtomicOp::None)
{
    return hostRecord(gid / wg, gid % wg, wg, step, space, buffer, kind, word, op);
}

/// A host-trace record (line 0) of a 2-D launch with work-groups of (wgX, 1) work-items: group (0, groupY).
TraceRecord hostRecord2d(uint64_t groupY, uint64_t lid, uint64_t wgX, uint64_t step, uint8_t buffer,
                         AccessKind kind, uint64_t word);

/// Sorts the records and fills the trace's geometry (1-D when localY == 0).
Trace finishHostTrace(std::vector<TraceRecord> records, std::vector<std::string> bufferNames, uint32_t localX,
                      uint32_t localY, uint32_t groups);

} // namespace coalesce
