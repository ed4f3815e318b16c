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

/// A kernel's work-group limit and where it comes from (DeviceContext::kernelWorkGroupLimit).
struct WorkGroupLimit {
    uint64_t limit = 0;             ///< the most work-items a work-group may have
    uint64_t reported = 0;          ///< CL_KERNEL_WORK_GROUP_SIZE
    bool byRegisters = false;       ///< the compiler's register report raised the limit above `reported`
    int registers = -1;             ///< registers a work-item, where reported
    uint64_t registersPerGroup = 0; ///< registers a work-group may hold (CL_DEVICE_REGISTERS_PER_BLOCK_NV)
};

/// NVIDIA allocates a work-item's registers in units of 8 (a SIMD group's in units of 256: CUDA's occupancy
/// calculator, compute capability 5.0 on), from one of a compute unit's 4 register files (one per warp
/// scheduler); no OpenCL query reports either.
constexpr int kNvidiaRegisterGranule = 8;
constexpr int kNvidiaRegisterPartitions = 4;

/// Work-groups of `groupSize` a compute unit can keep by registers: registersPerUnit / (the work-item's
/// registers rounded up to the allocation granule x the group's work-items rounded up to whole SIMD groups). 0
/// when any input is unknown (0 or negative).
uint64_t groupsByRegisters(int registersPerItem, uint64_t registersPerUnit, uint32_t groupSize,
                           uint32_t simdWidth, uint32_t registerGranule);

/// The most work-items a work-group of a kernel using `registersPerItem` registers can have. Its SIMD groups
/// spread over the compute unit's `partitions` register files (registersPerUnit, NVIDIA's
/// CL_DEVICE_REGISTERS_PER_BLOCK_NV, split evenly), each SIMD group taking simdWidth x the registers rounded up
/// to the allocation granule: partitions x (registersPerUnit / partitions / that) SIMD groups, at most
/// deviceMax work-items. Measured on the H200 (docs/bench/h200-2026-11-29-wg): 114 registers -> 120 x 32 = 3840
/// a SIMD group, 4 in each 16384 -> 16 SIMD groups = 512 (the driver refused 544); 180 -> 184 x 32 = 5888, 2
/// each -> 256 (refused 288); 63 -> 2048, 8 each -> 1024. 0 when any input is unknown (0 or negative).
uint64_t workGroupLimitByRegisters(int registersPerItem, uint64_t registersPerUnit, uint32_t simdWidth,
                                   uint32_t registerGranule, uint32_t partitions, uint64_t deviceMax);

/// The work-group limit to enforce for a kernel: what the driver reports (CL_KERNEL_WORK_GROUP_SIZE), or
/// where the compiler reported the kernel's registers, the larger of that and workGroupLimitByRegisters.
/// NVIDIA's OpenCL (driver 580, H200) reports 256 for every kernel, a copy kernel declaring
/// reqd_work_group_size(1024) too, while its groups of 512 and 1024 run and validate
/// (docs/bench/h200-2026-11-29-wg).
uint64_t kernelWorkGroupLimit(uint64_t reported, int registersPerItem, uint64_t registersPerUnit,
                              uint32_t simdWidth, uint32_t registerGranule, uint32_t partitions,
                              uint64_t deviceMax);

/// One line for people from a launch's "compiler" report (core/lessons/common.h compilerReport): "38 registers
/// a work-item, 256 B stack frame, no register spills (NVIDIA's compiler report)"; empty when the report is
/// missing or malformed.
std::string describeCompilerReport(const Json& report);

} // namespace coalesce
