// SPDX-License-Identifier: GPL-3.0-or-later
// Device info: every memory-relevant clGetDeviceInfo field (what clinfo shows) plus the NVIDIA, AMD and Intel
// extension queries when the device lists the extension. Raw clGetDeviceInfo is used so that a query a driver
// does not know (deprecated or vendor-specific) is simply left out instead of throwing.
#include "core/deviceinfo.h"

#include <cstring>
#include <sstream>

namespace coalesce {

namespace {

// Vendor query codes that some cl_ext.h versions do not define.
constexpr cl_device_info kPciBusIdNv = 0x4008;
constexpr cl_device_info kPciSlotIdNv = 0x4009;
constexpr cl_device_info kPciDomainIdNv = 0x400A;
constexpr cl_device_info kSubGroupSizesIntel = 0x4108;
constexpr cl_device_info kIpVersionIntel = 0x4250;
constexpr cl_device_info kNumSlicesIntel = 0x4252;
constexpr cl_device_info kNumSubSlicesPerSliceIntel = 0x4253;
constexpr cl_device_info kNumEusPerSubSliceIntel = 0x4254;
constexpr cl_device_info kNumThreadsPerEuIntel = 0x4255;

class Query {
public:
    explicit Query(cl_device_id id) : m_id(id) {}

    std::vector<InfoField> fields;

    // The raw bytes of a query, or false when the driver refuses it.
    bool raw(cl_device_info param, std::vector<unsigned char>& out) const
    {
        size_t size = 0;
        if (clGetDeviceInfo(m_id, param, 0, nullptr, &size) != CL_SUCCESS)
            return false;
        out.assign(size, 0);
        if (size == 0)
            return true;
        return clGetDeviceInfo(m_id, param, size, out.data(), nullptr) == CL_SUCCESS;
    }

    // Integers of any width the driver answers with (cl_uint, cl_ulong, size_t, cl_bool).
    bool integer(cl_device_info param, uint64_t& value) const
    {
        std::vector<unsigned char> bytes;
        if (!raw(param, bytes))
            return false;
        switch (bytes.size()) {
        case 1:
            value = bytes[0];
            return true;
        case 2: {
            uint16_t v;
            std::memcpy(&v, bytes.data(), 2);
            value = v;
            return true;
        }
        case 4: {
            uint32_t v;
            std::memcpy(&v, bytes.data(), 4);
            value = v;
            return true;
        }
        case 8: {
            uint64_t v;
            std::memcpy(&v, bytes.data(), 8);
            value = v;
            return true;
        }
        default:
            return false;
        }
    }

    bool string(cl_device_info param, std::string& value) const
    {
        std::vector<unsigned char> bytes;
        if (!raw(param, bytes))
            return false;
        value.assign(bytes.begin(), bytes.end());
        while (!value.empty() && (value.back() == '\0' || value.back() == ' '))
            value.pop_back();
        return true;
    }

    bool sizes(cl_device_info param, std::vector<uint64_t>& values) const
    {
        std::vector<unsigned char> bytes;
        if (!raw(param, bytes) || bytes.size() % sizeof(size_t) != 0)
            return false;
        values.resize(bytes.size() / sizeof(size_t));
        for (size_t i = 0; i < values.size(); ++i) {
            size_t v;
            std::memcpy(&v, bytes.data() + i * sizeof(size_t), sizeof(size_t));
            values[i] = v;
        }
        return true;
    }

    void add(const std::string& key, Json value, const std::string& group, const std::string& unit = {},
             const std::string& source = "queried")
    {
        fields.push_back(InfoField{key, std::move(value), group, unit, source});
    }

    void num(const std::string& key, cl_device_info param, const std::string& group,
             const std::string& unit = {})
    {
        uint64_t v = 0;
        if (integer(param, v))
            add(key, v, group, unit);
    }

    void flag(const std::string& key, cl_device_info param, const std::string& group)
    {
        uint64_t v = 0;
        if (integer(param, v))
            add(key, v != 0, group);
    }

    void text(const std::string& key, cl_device_info param, const std::string& group)
    {
        std::string v;
        if (string(param, v))
            add(key, v, group);
    }

    void sizeList(const std::string& key, cl_device_info param, const std::string& group,
                  const std::string& unit = {})
    {
        std::vector<uint64_t> v;
        if (sizes(param, v))
            add(key, v, group, unit);
    }

    // A bitfield shown as the names of its set bits (clinfo style).
    void bits(const std::string& key, cl_device_info param, const std::string& group,
              const std::vector<std::pair<uint64_t, const char*>>& names)
    {
        uint64_t v = 0;
        if (!integer(param, v))
            return;
        Json list = Json::array();
        for (const auto& [bit, name] : names)
            if (v & bit)
                list.push_back(name);
        add(key, list, group);
    }

    // An enum shown by name.
    void named(const std::string& key, cl_device_info param, const std::string& group,
               const std::vector<std::pair<uint64_t, const char*>>& names)
    {
        uint64_t v = 0;
        if (!integer(param, v))
            return;
        for (const auto& [value, name] : names)
            if (v == value) {
                add(key, name, group);
                return;
            }
        add(key, "unknown (" + std::to_string(v) + ")", group);
    }

private:
    cl_device_id m_id;
};

const std::vector<std::pair<uint64_t, const char*>> kFpConfig = {
    {CL_FP_DENORM, "denorm"},
    {CL_FP_INF_NAN, "inf_nan"},
    {CL_FP_ROUND_TO_NEAREST, "round_to_nearest"},
    {CL_FP_ROUND_TO_ZERO, "round_to_zero"},
    {CL_FP_ROUND_TO_INF, "round_to_inf"},
    {CL_FP_FMA, "fma"},
    {CL_FP_SOFT_FLOAT, "soft_float"},
    {CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT, "correctly_rounded_divide_sqrt"},
};

} // namespace

bool hasExtension(const std::string& extensions, const std::string& name)
{
    std::istringstream in(extensions);
    std::string word;
    while (in >> word)
        if (word == name)
            return true;
    return false;
}

std::vector<InfoField> queryDeviceInfo(const cl::Device& device)
{
    Query q(device());

    // Identity and versions.
    q.text("name", CL_DEVICE_NAME, "device");
    q.text("vendor", CL_DEVICE_VENDOR, "device");
    q.num("vendor_id", CL_DEVICE_VENDOR_ID, "device");
    uint64_t type = 0;
    if (q.integer(CL_DEVICE_TYPE, type))
        q.add("type",
              (type & CL_DEVICE_TYPE_GPU)           ? "gpu"
              : (type & CL_DEVICE_TYPE_CPU)         ? "cpu"
              : (type & CL_DEVICE_TYPE_ACCELERATOR) ? "accelerator"
                                                    : "other",
              "device");
    q.text("version", CL_DEVICE_VERSION, "device");
    q.text("driver_version", CL_DRIVER_VERSION, "device");
    q.text("opencl_c_version", CL_DEVICE_OPENCL_C_VERSION, "device");
    q.text("profile", CL_DEVICE_PROFILE, "device");
    q.flag("available", CL_DEVICE_AVAILABLE, "device");
    q.flag("compiler_available", CL_DEVICE_COMPILER_AVAILABLE, "device");
    q.num("address_bits", CL_DEVICE_ADDRESS_BITS, "device", "bits");
    q.flag("endian_little", CL_DEVICE_ENDIAN_LITTLE, "device");
    q.num("profiling_timer_resolution", CL_DEVICE_PROFILING_TIMER_RESOLUTION, "device", "ns");

    // Global memory.
    q.num("global_mem_size", CL_DEVICE_GLOBAL_MEM_SIZE, "memory", "bytes");
    q.num("max_mem_alloc_size", CL_DEVICE_MAX_MEM_ALLOC_SIZE, "memory", "bytes");
    q.num("mem_base_addr_align", CL_DEVICE_MEM_BASE_ADDR_ALIGN, "memory", "bits");
    q.num("min_data_type_align_size", CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE, "memory", "bytes");
    q.flag("host_unified_memory", CL_DEVICE_HOST_UNIFIED_MEMORY, "memory");
    q.flag("error_correction_support", CL_DEVICE_ERROR_CORRECTION_SUPPORT, "memory");
    q.num("max_global_variable_size", CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE, "memory", "bytes");
    q.num("global_variable_preferred_total_size", CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE, "memory",
          "bytes");
    q.bits("svm_capabilities", CL_DEVICE_SVM_CAPABILITIES, "memory",
           {{CL_DEVICE_SVM_COARSE_GRAIN_BUFFER, "coarse_grain_buffer"},
            {CL_DEVICE_SVM_FINE_GRAIN_BUFFER, "fine_grain_buffer"},
            {CL_DEVICE_SVM_FINE_GRAIN_SYSTEM, "fine_grain_system"},
            {CL_DEVICE_SVM_ATOMICS, "atomics"}});
    q.flag("image_support", CL_DEVICE_IMAGE_SUPPORT, "memory");

    // Global memory cache.
    q.named("global_mem_cache_type", CL_DEVICE_GLOBAL_MEM_CACHE_TYPE, "cache",
            {{CL_NONE, "none"}, {CL_READ_ONLY_CACHE, "read_only"}, {CL_READ_WRITE_CACHE, "read_write"}});
    q.num("global_mem_cacheline_size", CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE, "cache", "bytes");
    q.num("global_mem_cache_size", CL_DEVICE_GLOBAL_MEM_CACHE_SIZE, "cache", "bytes");

    // Local and constant memory.
    q.named("local_mem_type", CL_DEVICE_LOCAL_MEM_TYPE, "local",
            {{CL_NONE, "none"}, {CL_LOCAL, "local"}, {CL_GLOBAL, "global"}});
    q.num("local_mem_size", CL_DEVICE_LOCAL_MEM_SIZE, "local", "bytes");
    q.num("max_constant_buffer_size", CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE, "constant", "bytes");
    q.num("max_constant_args", CL_DEVICE_MAX_CONSTANT_ARGS, "constant");

    // Compute and work-group limits.
    q.num("max_compute_units", CL_DEVICE_MAX_COMPUTE_UNITS, "compute");
    q.num("max_clock_frequency", CL_DEVICE_MAX_CLOCK_FREQUENCY, "compute", "MHz");
    q.num("max_work_group_size", CL_DEVICE_MAX_WORK_GROUP_SIZE, "compute", "work-items");
    q.num("max_work_item_dimensions", CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS, "compute");
    q.sizeList("max_work_item_sizes", CL_DEVICE_MAX_WORK_ITEM_SIZES, "compute", "work-items");
    q.num("preferred_work_group_size_multiple", CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, "compute",
          "work-items");
    q.num("max_num_sub_groups", CL_DEVICE_MAX_NUM_SUB_GROUPS, "compute");
    q.flag("sub_group_independent_forward_progress", CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS,
           "compute");
    q.num("max_parameter_size", CL_DEVICE_MAX_PARAMETER_SIZE, "compute", "bytes");

    // Vector widths.
    const std::pair<const char*, std::pair<cl_device_info, cl_device_info>> widths[] = {
        {"char", {CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR, CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR}},
        {"short", {CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT, CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT}},
        {"int", {CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT, CL_DEVICE_NATIVE_VECTOR_WIDTH_INT}},
        {"long", {CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG, CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG}},
        {"float", {CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT, CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT}},
        {"double", {CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE, CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE}},
        {"half", {CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF, CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF}},
    };
    for (const auto& [t, params] : widths)
        q.num(std::string("preferred_vector_width_") + t, params.first, "vectors", "elements");
    for (const auto& [t, params] : widths)
        q.num(std::string("native_vector_width_") + t, params.second, "vectors", "elements");

    // Floating point.
    std::string extensions;
    q.string(CL_DEVICE_EXTENSIONS, extensions);
    q.bits("single_fp_config", CL_DEVICE_SINGLE_FP_CONFIG, "fp", kFpConfig);
    uint64_t doubleConfig = 0, halfConfig = 0;
    bool hasDoubleConfig = q.integer(CL_DEVICE_DOUBLE_FP_CONFIG, doubleConfig);
    bool hasHalfConfig = q.integer(CL_DEVICE_HALF_FP_CONFIG, halfConfig);
    if (hasDoubleConfig)
        q.bits("double_fp_config", CL_DEVICE_DOUBLE_FP_CONFIG, "fp", kFpConfig);
    if (hasHalfConfig)
        q.bits("half_fp_config", CL_DEVICE_HALF_FP_CONFIG, "fp", kFpConfig);
    q.add("double_support", (hasDoubleConfig && doubleConfig != 0) || hasExtension(extensions, "cl_khr_fp64"),
          "fp", "", "derived");
    q.add("half_support", hasExtension(extensions, "cl_khr_fp16"), "fp", "", "derived");

    // Extensions as a list.
    {
        Json list = Json::array();
        std::istringstream in(extensions);
        std::string word;
        while (in >> word)
            list.push_back(word);
        q.add("extensions", list, "device");
    }

    // NVIDIA: warp size, compute capability, registers, PCI location.
    if (hasExtension(extensions, "cl_nv_device_attribute_query")) {
        q.num("compute_capability_major_nv", CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV, "vendor");
        q.num("compute_capability_minor_nv", CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV, "vendor");
        q.num("registers_per_block_nv", CL_DEVICE_REGISTERS_PER_BLOCK_NV, "vendor", "registers");
        q.num("warp_size_nv", CL_DEVICE_WARP_SIZE_NV, "vendor", "work-items");
        q.flag("gpu_overlap_nv", CL_DEVICE_GPU_OVERLAP_NV, "vendor");
        q.flag("kernel_exec_timeout_nv", CL_DEVICE_KERNEL_EXEC_TIMEOUT_NV, "vendor");
        q.flag("integrated_memory_nv", CL_DEVICE_INTEGRATED_MEMORY_NV, "vendor");
        q.num("pci_bus_id_nv", kPciBusIdNv, "vendor");
        q.num("pci_slot_id_nv", kPciSlotIdNv, "vendor");
        q.num("pci_domain_id_nv", kPciDomainIdNv, "vendor");
    }

    // AMD: wavefront, SIMDs, LDS banks, global memory channels.
    if (hasExtension(extensions, "cl_amd_device_attribute_query")) {
        q.text("board_name_amd", CL_DEVICE_BOARD_NAME_AMD, "vendor");
        q.num("gfxip_major_amd", CL_DEVICE_GFXIP_MAJOR_AMD, "vendor");
        q.num("gfxip_minor_amd", CL_DEVICE_GFXIP_MINOR_AMD, "vendor");
        q.num("simd_per_compute_unit_amd", CL_DEVICE_SIMD_PER_COMPUTE_UNIT_AMD, "vendor");
        q.num("simd_width_amd", CL_DEVICE_SIMD_WIDTH_AMD, "vendor", "work-items");
        q.num("simd_instruction_width_amd", CL_DEVICE_SIMD_INSTRUCTION_WIDTH_AMD, "vendor");
        q.num("wavefront_width_amd", CL_DEVICE_WAVEFRONT_WIDTH_AMD, "vendor", "work-items");
        q.num("global_mem_channels_amd", CL_DEVICE_GLOBAL_MEM_CHANNELS_AMD, "vendor");
        q.num("global_mem_channel_banks_amd", CL_DEVICE_GLOBAL_MEM_CHANNEL_BANKS_AMD, "vendor");
        q.num("global_mem_channel_bank_width_amd", CL_DEVICE_GLOBAL_MEM_CHANNEL_BANK_WIDTH_AMD, "vendor",
              "bytes");
        q.num("local_mem_size_per_compute_unit_amd", CL_DEVICE_LOCAL_MEM_SIZE_PER_COMPUTE_UNIT_AMD, "vendor",
              "bytes");
        q.num("local_mem_banks_amd", CL_DEVICE_LOCAL_MEM_BANKS_AMD, "vendor");
        q.num("preferred_work_group_size_amd", CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_AMD, "vendor", "work-items");
        q.num("preferred_constant_buffer_size_amd", CL_DEVICE_PREFERRED_CONSTANT_BUFFER_SIZE_AMD, "vendor",
              "bytes");
        q.num("pcie_id_amd", CL_DEVICE_PCIE_ID_AMD, "vendor");
    }

    // Intel: the sub-group sizes the compiler may choose, and the EU topology.
    if (hasExtension(extensions, "cl_intel_required_subgroup_size") ||
        hasExtension(extensions, "cl_intel_subgroups"))
        q.sizeList("sub_group_sizes_intel", kSubGroupSizesIntel, "vendor", "work-items");
    if (hasExtension(extensions, "cl_intel_device_attribute_query")) {
        q.num("ip_version_intel", kIpVersionIntel, "vendor");
        q.num("num_slices_intel", kNumSlicesIntel, "vendor");
        q.num("num_sub_slices_per_slice_intel", kNumSubSlicesPerSliceIntel, "vendor");
        q.num("num_eus_per_sub_slice_intel", kNumEusPerSubSliceIntel, "vendor");
        q.num("num_threads_per_eu_intel", kNumThreadsPerEuIntel, "vendor");
    }
    return std::move(q.fields);
}

Json infoToJson(const std::vector<InfoField>& fields)
{
    Json out = Json::object();
    for (const auto& f : fields)
        out[f.key] = f.value;
    return out;
}

const Json& infoValue(const std::vector<InfoField>& fields, const std::string& key)
{
    static const Json kNull;
    for (const auto& f : fields)
        if (f.key == key)
            return f.value;
    return kNull;
}

} // namespace coalesce
