// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The local-memory and constant-memory lessons' launch, run by the general prepared run (kernelrun.h). Their
// kernels all have the shape
//   kernel(in, out, <uint arguments>..., TRACE_ARGS): optional fill of a local array from a slice of `in`
//   (slice = group_id mod slices), a loop of `iters` reads, out[gid] = XOR of the words read.
// The host reference therefore depends only on (slice, local id) and is computed once per pair.
#include "core/lessons/kernelrun.h"

#include <functional>

namespace coalesce {

struct OnChipConfig {
    std::string lessonId;
    std::string file;       ///< "local_stride.cl"
    std::string kernelName; ///< "local_strided_read"
    std::string options;    ///< -D options (without -DCOALESCE_TRACE)
    uint64_t wg = 256;
    uint64_t groups = 1;         ///< work-groups of the timed launch
    uint64_t slices = 64;        ///< distinct input slices (power of two)
    uint32_t iters = 0;          ///< loop steps per work-item
    uint64_t inputWords = 0;     ///< uints in `in`
    uint64_t fillWords = 0;      ///< words each group copies from `in` into local memory (0: no fill)
    uint64_t localBytes = 0;     ///< the kernel's local array
    std::vector<KernelArg> args; ///< kernel arguments after (in, out)
    std::vector<std::string> bufferNames;
    /// XOR of the words work-item `lid` of a group with input slice `slice` reads (`in` = the whole input).
    std::function<uint32_t(const uint32_t* in, uint64_t slice, uint64_t lid)> reference;
    Json info; ///< lesson-specific launch details (pattern, words, ...)
    // The loop's accesses, for host-generated traces (hostOnChipTrace): loop step t of work-item `lid` in a
    // group with input slice `slice` reads word words[t] of the loop buffer. The fill (when fillWords > 0)
    // reads in[slice * inputWords / slices + i] and writes local word i at fill step f (i = lid + f * wg).
    Space loopSpace = Space::Local;
    uint8_t loopBuffer = 2; ///< index into bufferNames
    std::function<void(uint64_t slice, uint64_t lid, std::vector<uint64_t>& words)> loopWords;
};

/// The general prepared run of this launch (a traced one covers traceGroupCount(groups, traceGroups) groups).
std::unique_ptr<PreparedRun> prepareOnChipRun(DeviceContext& device, const OnChipConfig& config,
                                              const PrepareOptions& options);

/// The trace the kernel records for `groups` work-groups, generated on the host from the config (the fill
/// steps 0..F-1 with F = ceil(fillWords / wg), the loop steps F..F+iters-1, out[gid] written at step
/// F + iters), sorted like decodeTrace's.
Trace hostOnChipTrace(const OnChipConfig& config, uint64_t groups);

} // namespace coalesce
