// SPDX-License-Identifier: GPL-3.0-or-later
// DeviceContext: the context, profiling queue, device info, geometry profile and program cache of one device.
#include "core/context.h"

#include "core/geometrystore.h"

#include "core/errors.h"
#include "core/kernelsource.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>

namespace coalesce {

namespace {

uint64_t infoU64(const std::vector<InfoField>& info, const std::string& key)
{
    const Json& v = infoValue(info, key);
    if (v.is_number_unsigned())
        return v.get<uint64_t>();
    if (v.is_number_integer())
        return uint64_t(std::max<int64_t>(0, v.get<int64_t>()));
    if (v.is_boolean())
        return v.get<bool>() ? 1 : 0;
    return 0;
}

// The first line of a build log that reports an error, to make the one-line message useful on its own.
std::string firstErrorLine(const std::string& log)
{
    size_t pos = 0;
    while (pos < log.size()) {
        size_t end = log.find('\n', pos);
        std::string line = log.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
        if (line.find("error") != std::string::npos || line.find("Invalid build option") != std::string::npos)
            return line;
        if (end == std::string::npos)
            break;
        pos = end + 1;
    }
    return {};
}

} // namespace

DeviceContext::DeviceContext(const DeviceEntry& entry) : m_entry(entry)
{
    const std::string device = label();
    m_context = clCall("creating an OpenCL context", device, [&] { return cl::Context(m_entry.device); });
    m_queue = clCall("creating a profiling command queue", device, [&] {
        return cl::CommandQueue(m_context, m_entry.device, cl::QueueProperties::Profiling);
    });
    m_info = queryDeviceInfo(m_entry.device);
    try {
        m_compilerReport =
            hasExtension(m_entry.device.getInfo<CL_DEVICE_EXTENSIONS>(), "cl_nv_compiler_options");
    } catch (const cl::Error&) {
        m_compilerReport = false; // no extension list: build as asked
    }
    m_profile = profileFromTraits(traitsFor(m_entry, m_info));
    loadMeasured(m_entry, m_profile); // measured values of an earlier probe run (core/geometrystore.h)
}

std::string DeviceContext::label() const
{
    return m_entry.name + " (" + m_entry.platformName + ")";
}

uint64_t DeviceContext::maxAlloc() const
{
    return infoU64(m_info, "max_mem_alloc_size");
}

uint64_t DeviceContext::globalMemSize() const
{
    return infoU64(m_info, "global_mem_size");
}

uint64_t DeviceContext::localMemSize() const
{
    return infoU64(m_info, "local_mem_size");
}

uint64_t DeviceContext::maxConstantBufferSize() const
{
    return infoU64(m_info, "max_constant_buffer_size");
}

uint64_t DeviceContext::computeUnits() const
{
    return std::max<uint64_t>(1, infoU64(m_info, "max_compute_units"));
}

size_t DeviceContext::maxWorkGroupSize() const
{
    return size_t(infoU64(m_info, "max_work_group_size"));
}

uint64_t DeviceContext::baseAddrAlignBytes() const
{
    return infoU64(m_info, "mem_base_addr_align") / 8;
}

bool DeviceContext::supportsDouble() const
{
    return infoU64(m_info, "double_support") != 0;
}

bool DeviceContext::supportsHalf() const
{
    return infoU64(m_info, "half_support") != 0;
}

uint64_t DeviceContext::bufferLimit() const
{
    return std::min(maxAlloc(), globalMemSize() / 4);
}

cl::Program DeviceContext::program(const std::string& kernelFile, const std::string& options)
{
    return programFromSource(programSource(kernelFile), options, kernelFile);
}

cl::Program DeviceContext::programFromSource(const std::string& source, const std::string& options,
                                             const std::string& kernelFile)
{
    auto key = std::make_pair(source, options);
    auto it = m_programs.find(key);
    if (it != m_programs.end())
        return it->second;

    const std::string device = label();
    auto start = std::chrono::steady_clock::now();
    cl::Program program =
        clCall("creating program " + kernelFile, device, [&] { return cl::Program(m_context, source); });
    // NVIDIA's compiler reports each kernel's registers in the build log when asked (kernelResources).
    const std::string built = m_compilerReport ? options + " -cl-nv-verbose" : options;
    try {
        program.build(std::vector<cl::Device>{m_entry.device}, built.c_str());
    } catch (const cl::Error& e) {
        if (e.err() != CL_BUILD_PROGRAM_FAILURE && e.err() != CL_INVALID_BUILD_OPTIONS &&
            e.err() != CL_COMPILE_PROGRAM_FAILURE && e.err() != CL_LINK_PROGRAM_FAILURE)
            rethrowClError(e, e.err(), "building kernel " + kernelFile, device);
        std::string log;
        try {
            log = program.getBuildInfo<CL_PROGRAM_BUILD_LOG>(m_entry.device);
        } catch (const cl::Error&) {
            log = "(the build log could not be read)";
        }
        while (!log.empty() && (log.back() == '\0' || log.back() == '\n'))
            log.pop_back();
        std::string message = "kernel " + kernelFile + " failed to build on " + device + " with options " +
                              (options.empty() ? std::string("(none)") : "\"" + options + "\"");
        if (std::string first = firstErrorLine(log); !first.empty())
            message += ": " + first;
        else if (e.err() == CL_INVALID_BUILD_OPTIONS)
            message += ": the compiler rejected the options";
        std::string details = clErrorName(e.err()) + " (" + std::to_string(e.err()) + ")\noptions: " + built +
                              "\nbuild log:\n" + log;
        throw Error(ErrorKind::Build, message, details);
    }
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    ++m_programsBuilt;
    if (m_compilerReport) {
        try {
            auto resources = parseNvidiaBuildLog(program.getBuildInfo<CL_PROGRAM_BUILD_LOG>(m_entry.device));
            if (!resources.empty())
                m_resources[program()] = std::move(resources);
        } catch (const cl::Error&) {
            // no log: the kernels' resources stay unknown
        }
    }
    spdlog::debug("built {} with options \"{}\" on {} in {:.1f} ms", kernelFile, options, device, ms);
    m_programs.emplace(std::move(key), program);
    return program;
}

std::optional<KernelResources> DeviceContext::kernelResources(const cl::Kernel& kernel) const
{
    if (m_resources.empty())
        return std::nullopt;
    try {
        const auto program = m_resources.find(kernel.getInfo<CL_KERNEL_PROGRAM>()());
        if (program == m_resources.end())
            return std::nullopt;
        std::string name = kernel.getInfo<CL_KERNEL_FUNCTION_NAME>();
        while (!name.empty() && name.back() == '\0')
            name.pop_back();
        const auto found = program->second.find(name);
        if (found == program->second.end())
            return std::nullopt;
        return found->second;
    } catch (const cl::Error&) {
        return std::nullopt;
    }
}

WorkGroupLimit DeviceContext::kernelWorkGroupLimit(const cl::Kernel& kernel) const
{
    WorkGroupLimit out;
    out.reported = kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(m_entry.device);
    out.limit = out.reported;
    const std::optional<KernelResources> resources = kernelResources(kernel);
    if (!resources || resources->registers <= 0)
        return out;
    auto positive = [&](const char* key) -> uint64_t {
        const Json& v = infoValue(m_info, key);
        return v.is_number_integer() && v.get<int64_t>() > 0 ? uint64_t(v.get<int64_t>()) : 0;
    };
    out.registers = resources->registers;
    out.registersPerGroup = positive("registers_per_block_nv");
    const uint64_t simd = positive("warp_size_nv");
    out.limit = coalesce::kernelWorkGroupLimit(out.reported, out.registers, out.registersPerGroup,
                                               uint32_t(std::min<uint64_t>(simd, 1024)), kNvidiaRegisterGranule,
                                               kNvidiaRegisterPartitions, maxWorkGroupSize());
    out.byRegisters = out.limit > out.reported;
    return out;
}

StagingArea::StagingArea(cl::Context& context, cl::CommandQueue& queue, uint64_t bytes,
                         const std::string& device)
    : m_queue(queue), m_bytes(bytes)
{
    m_buffer = clCall("allocating the staging buffer", device, [&] {
        return cl::Buffer(context, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, size_t(bytes));
    });
    m_pointer = clCall("mapping the staging buffer", device, [&] {
        return static_cast<uint8_t*>(
            m_queue.enqueueMapBuffer(m_buffer, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, size_t(bytes)));
    });
}

StagingArea::~StagingArea()
{
    if (!m_pointer)
        return;
    try {
        m_queue.enqueueUnmapMemObject(m_buffer, m_pointer);
        m_queue.finish();
    } catch (const cl::Error&) {
        // a context that is gone took its mapping with it
    }
}

DeviceTraits traitsFor(const DeviceEntry& entry, const std::vector<InfoField>& info)
{
    DeviceTraits traits;
    traits.vendor = entry.vendor;
    traits.name = entry.name;
    traits.type = entry.type;
    traits.platform = entry.platformName;
    for (const auto& f : info) {
        if (f.value.is_number_integer())
            traits.queried[f.key] = f.value.get<int64_t>();
        else if (f.value.is_boolean())
            traits.queried[f.key] = f.value.get<bool>() ? 1 : 0;
    }
    // local_mem_type is a string in the info; the vendor table wants to know whether it is dedicated.
    const Json& localType = infoValue(info, "local_mem_type");
    if (localType.is_string())
        traits.queried["local_mem_type"] = localType.get<std::string>() == "local" ? CL_LOCAL : CL_GLOBAL;
    return traits;
}

} // namespace coalesce
