// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A general prepared run for the algorithm lessons (scan.padding, matmul.order, local.reuse,
// local.occupancy): one kernel of the shape kernel(in, out, <uint arguments>..., TRACE_ARGS) over a 1-D or
// 2-D range, a pseudo-random uint input, a uint output checked against a host reference computed from the
// input, and in trace mode a trace buffer sized by the lesson. Lessons whose shape differs (the on-chip
// loops) use onchiprun.h.
#include "core/lessons/common.h"

#include <functional>

namespace coalesce {

struct KernelRunConfig {
    std::string lessonId;
    std::string file;       ///< "scan_padding.cl"
    std::string kernelName; ///< "scan_exclusive"
    std::string options;    ///< -D options (without -DCOALESCE_TRACE)
    uint64_t global[2] = {1, 1};
    uint64_t local[2] = {1, 1};
    bool twoD = false;         ///< a 2-D range (global[1], local[1] used)
    uint64_t inputWords = 0;   ///< uints in `in`
    uint64_t inputSeed = 0;    ///< the input's pseudo-random seed
    uint64_t outputWords = 0;  ///< uints in `out`
    std::vector<cl_uint> args; ///< kernel arguments after (in, out)
    std::vector<std::string> bufferNames;
    uint64_t traceRecords = 0; ///< capacity of a traced launch's trace buffer
    uint64_t bytesRead = 0;    ///< requested bytes per launch, counted from the pattern
    uint64_t bytesWritten = 0;
    /// Output words a launch writes when it covers only part of the output (a trace launch); empty: all.
    std::vector<uint64_t> checkedWords;
    /// Fills `out` (outputWords, zeroed) from `in` (inputWords): the host reference.
    std::function<void(const uint32_t* in, uint32_t* out)> reference;
    Json info; ///< lesson-specific launch details
};

/// Builds the kernel, checks the work-group size against the kernel, creates the buffers.
std::unique_ptr<PreparedRun> prepareKernelRun(DeviceContext& device, KernelRunConfig config,
                                              const PrepareOptions& options);

/// A host-trace record (line 0) of a 1-D launch with work-group size `wg`.
TraceRecord hostRecord(uint64_t group, uint64_t lid, uint64_t wg, uint64_t step, Space space, uint8_t buffer,
                       AccessKind kind, uint64_t word);

/// A host-trace record (line 0) of a 2-D launch with work-groups of (wgX, 1) work-items: group (0, groupY).
TraceRecord hostRecord2d(uint64_t groupY, uint64_t lid, uint64_t wgX, uint64_t step, uint8_t buffer,
                         AccessKind kind, uint64_t word);

/// Sorts the records and fills the trace's geometry (1-D when localY == 0).
Trace finishHostTrace(std::vector<TraceRecord> records, std::vector<std::string> bufferNames, uint32_t localX,
                      uint32_t localY, uint32_t groups);

} // namespace coalesce
