// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the compiler reports about a built kernel's resources. NVIDIA's OpenCL compiler writes them to the build
// log when a program is built with -cl-nv-verbose (extension cl_nv_compiler_options): registers per
// work-item, stack frame, spill stores and loads, and local (shared) memory, per entry function. OpenCL itself
// has no query for a kernel's registers, which bound how many work-items a compute unit keeps at once.
#include "core/json.h"

#include <cstdint>
#include <map>
#include <string>

namespace coalesce {

struct KernelResources {
    int registers = -1;           ///< registers per work-item; -1: not reported
    uint64_t stackBytes = 0;      ///< stack frame per work-item (where a spilled private array lives)
    uint64_t spillStoreBytes = 0; ///< the compiler's own register spills
    uint64_t spillLoadBytes = 0;
    uint64_t sharedBytes = 0; ///< local memory the compiler allocated (its "smem")
};

/// The resources of each entry function a ptxas report in an NVIDIA build log names ("Compiling entry function
/// 'k' ...", then "Used 38 registers, ..."). Functions without a register count are left out; an empty map
/// when the log has no such report (another vendor's compiler, or a build without -cl-nv-verbose).
std::map<std::string, KernelResources> parseNvidiaBuildLog(const std::string& log);

/// Work-groups of `groupSize` a compute unit can keep by registers: registersPerUnit / (the work-item's
/// registers rounded up to the allocation granule x the group's work-items rounded up to whole SIMD groups). 0
/// when any input is unknown (0 or negative).
uint64_t groupsByRegisters(int registersPerItem, uint64_t registersPerUnit, uint32_t groupSize,
                           uint32_t simdWidth, uint32_t registerGranule);

/// One line for people from a launch's "compiler" report (core/lessons/common.h compilerReport): "38 registers
/// a work-item, 256 B stack frame, no register spills (NVIDIA's compiler report)"; empty when the report is
/// missing or malformed.
std::string describeCompilerReport(const Json& report);

} // namespace coalesce
