// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A device opened for work: context, profiling queue, device info, geometry profile and the program cache.
// One DeviceContext is used by one thread at a time (the worker that owns the device).
#include "core/cl.h"
#include "core/compilerreport.h"
#include "core/devicecache.h"
#include "core/deviceinfo.h"
#include "core/devices.h"
#include "core/geometry.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace coalesce {

class DeviceContext {
public:
    /// Creates the context and an in-order profiling queue; throws Error(OpenCL).
    explicit DeviceContext(const DeviceEntry& entry);

    const DeviceEntry& entry() const { return m_entry; }
    cl::Context& context() { return m_context; }
    cl::CommandQueue& queue() { return m_queue; }
    const cl::Device& device() const { return m_entry.device; }
    const std::vector<InfoField>& info() const { return m_info; }
    const GeometryProfile& profile() const { return m_profile; }
    void setProfile(const GeometryProfile& profile) { m_profile = profile; }

    /// "NVIDIA H100 80GB HBM3 (NVIDIA CUDA)"
    std::string label() const;
    bool isCpu() const { return m_entry.type == "cpu"; }
    uint64_t maxAlloc() const;
    uint64_t globalMemSize() const;
    uint64_t localMemSize() const;
    uint64_t maxConstantBufferSize() const;
    size_t maxWorkGroupSize() const;
    /// CL_DEVICE_MAX_COMPUTE_UNITS as queried when the context opened; at least 1.
    uint64_t computeUnits() const;
    /// CL_DEVICE_MEM_BASE_ADDR_ALIGN converted to bytes.
    uint64_t baseAddrAlignBytes() const;
    bool supportsDouble() const;
    bool supportsHalf() const;
    /// Largest buffer a lesson may allocate: min(max alloc, global memory / 4).
    uint64_t bufferLimit() const;

    /// Builds (or returns the cached) program for programSource(kernelFile) with these options.
    /// Throws Error(Build) with the full build log on failure.
    cl::Program program(const std::string& kernelFile, const std::string& options);
    /// The same for OpenCL C source text (a custom kernel); `name` names it in messages. Cached by (source
    /// text, options), so a file and the same text share one program.
    cl::Program programFromSource(const std::string& source, const std::string& options,
                                  const std::string& name = "kernel source");
    /// What the compiler reported about this kernel's resources (registers per work-item, stack, local memory),
    /// where the device's compiler reports them: NVIDIA's, asked with -cl-nv-verbose, which every build on a
    /// device with cl_nv_compiler_options adds (core/compilerreport.h). Empty elsewhere.
    std::optional<KernelResources> kernelResources(const cl::Kernel& kernel) const;
    /// The most work-items a work-group of this kernel may have: CL_KERNEL_WORK_GROUP_SIZE, or where the
    /// compiler reported the kernel's registers, the larger of that and the registers' bound
    /// (kernelWorkGroupLimit in core/compilerreport.h: NVIDIA reports 256 for every kernel). Throws cl::Error
    /// when the query fails.
    WorkGroupLimit kernelWorkGroupLimit(const cl::Kernel& kernel) const;
    /// Whether the device's compiler reports kernel resources (kernelResources can be non-empty).
    bool reportsKernelResources() const { return m_compilerReport; }
    /// Number of programs built so far (for tests of the cache).
    int programsBuilt() const { return m_programsBuilt; }
    /// Buffers kept between runs on this device (core/lessons/common.h hands them out).
    DeviceCache& cache() { return m_cache; }

private:
    DeviceEntry m_entry;
    cl::Context m_context;
    cl::CommandQueue m_queue;
    std::vector<InfoField> m_info;
    GeometryProfile m_profile;
    std::map<std::pair<std::string, std::string>, cl::Program> m_programs; // (source, options)
    bool m_compilerReport = false; // the compiler reports resources (-cl-nv-verbose)
    std::map<cl_program, std::map<std::string, KernelResources>> m_resources;
    int m_programsBuilt = 0;
    DeviceCache m_cache; // last: released before the queue and context
};

/// DeviceTraits for the vendor table, from a device entry and its info.
DeviceTraits traitsFor(const DeviceEntry& entry, const std::vector<InfoField>& info);

} // namespace coalesce
