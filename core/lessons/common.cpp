// SPDX-License-Identifier: GPL-3.0-or-later
// Shared helpers of the lesson implementations (see common.h).
#include "core/lessons/common.h"

#include "core/context.h"
#include "core/errors.h"
#include "core/measure.h"

#include <algorithm>
#include <cstring>
#include <mutex>
#include <thread>

namespace coalesce {

const std::vector<ElementType>& elementTypes()
{
    static const std::vector<ElementType> kTypes = {
        {"uchar", 1, "uchar", false, false}, {"ushort", 2, "ushort", false, false},
        {"uint", 4, "uint", false, false},   {"float", 4, "uint", true, false},
        {"ulong", 8, "ulong", false, false}, {"double", 8, "ulong", true, true},
    };
    return kTypes;
}

const ElementType& elementType(const std::string& name)
{
    for (const ElementType& t : elementTypes())
        if (t.name == name)
            return t;
    std::string names;
    for (const ElementType& t : elementTypes())
        names += (names.empty() ? "" : ", ") + t.name;
    throw Error(ErrorKind::InvalidParameter, "type=" + name + " is not a known type; allowed: " + names);
}

void parallelFor(uint64_t count, uint64_t minChunk, const std::function<void(uint64_t, uint64_t)>& fn)
{
    if (count == 0)
        return;
    uint64_t threads = std::max(1u, std::thread::hardware_concurrency());
    threads = std::min<uint64_t>(threads, std::max<uint64_t>(1, count / std::max<uint64_t>(1, minChunk)));
    if (threads <= 1) {
        fn(0, count);
        return;
    }
    std::vector<std::thread> pool;
    pool.reserve(threads);
    const uint64_t chunk = (count + threads - 1) / threads;
    for (uint64_t t = 0; t < threads; ++t) {
        const uint64_t begin = t * chunk;
        const uint64_t end = std::min(count, begin + chunk);
        if (begin < end)
            pool.emplace_back([&fn, begin, end] { fn(begin, end); });
    }
    for (std::thread& th : pool)
        th.join();
}

namespace {

uint64_t splitmix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

std::shared_ptr<DeviceInput> createInput(DeviceContext& device, uint64_t bytes, uint64_t seed)
{
    auto input = std::make_shared<DeviceInput>();
    input->data.reset(new uint8_t[bytes]);
    input->bytes = bytes;
    fillPseudoRandom(input->data.get(), bytes, seed);
    input->buffer = makeBuffer(device, CL_MEM_READ_ONLY, bytes, "input");
    clCall("uploading the " + bytesText(bytes) + " input", device.label(),
           [&] { device.queue().enqueueWriteBuffer(input->buffer, CL_TRUE, 0, bytes, input->host()); });
    return input;
}

} // namespace

uint64_t pseudoRandomWord(uint64_t seed, uint64_t index)
{
    return splitmix64(seed * 0x100000001B3ull + index);
}

void fillPseudoRandom(uint8_t* data, uint64_t bytes, uint64_t seed)
{
    const uint64_t words = bytes / 8;
    // A 1 GiB fill takes seconds on a loaded CPU: the measurement's cancel token is checked every 64 Ki words.
    const CancelToken* cancel = currentCancelToken();
    parallelFor(words, 1 << 20, [&](uint64_t begin, uint64_t end) {
        for (uint64_t i = begin; i < end; ++i) {
            if ((i & 0xFFFF) == 0 && cancel && cancel->cancelled())
                return;
            const uint64_t v = pseudoRandomWord(seed, i);
            std::memcpy(data + i * 8, &v, 8);
        }
    });
    if (cancel && cancel->cancelled())
        throw Error(ErrorKind::Cancelled, "cancelled");
    const uint64_t tail = splitmix64(seed ^ 0xA5A5A5A5ull);
    std::memcpy(data + words * 8, &tail, bytes - words * 8);
}

std::shared_ptr<const DeviceInput> sharedInput(DeviceContext& device, uint64_t bytes, uint64_t seed)
{
    DeviceCache& cache = device.cache();
    std::lock_guard<std::mutex> lock(cache.mutex);
    if (cache.input && cache.inputBytes == bytes && cache.inputSeed == seed)
        return cache.input;
    cache.input.reset(); // release the previous input before allocating the next
    cache.input = createInput(device, bytes, seed);
    cache.inputBytes = bytes;
    cache.inputSeed = seed;
    return cache.input;
}

std::shared_ptr<const DeviceInput> makeInput(DeviceContext& device, uint64_t bytes, uint64_t seed)
{
    return createInput(device, bytes, seed);
}

std::string hexValue(uint64_t value, uint32_t bytes)
{
    static const char* const kDigits = "0123456789abcdef";
    std::string text = "0x";
    for (int i = int(bytes) * 2 - 1; i >= 0; --i)
        text += kDigits[(value >> (i * 4)) & 0xf];
    return text;
}

void checkDeviceWorkGroup(DeviceContext& device, uint64_t wg)
{
    const uint64_t limit = device.maxWorkGroupSize();
    if (limit != 0 && wg > limit)
        throw Error(ErrorKind::InvalidParameter,
                    "wg=" + std::to_string(wg) + " is above the maximum work-group size of " +
                        std::to_string(limit) + " on " + device.label() + " (CL_DEVICE_MAX_WORK_GROUP_SIZE)");
}

void checkKernelWorkGroup(DeviceContext& device, const cl::Kernel& kernel, const std::string& kernelName,
                          uint64_t wg)
{
    const WorkGroupLimit limit = clCall("querying CL_KERNEL_WORK_GROUP_SIZE of " + kernelName, device.label(),
                                        [&] { return device.kernelWorkGroupLimit(kernel); });
    if (wg <= limit.limit)
        return;
    const std::string why = limit.byRegisters
                                ? "its " + std::to_string(limit.registers) + " registers a work-item, in the " +
                                      std::to_string(limit.registersPerGroup) + " a work-group may hold"
                                : std::string("CL_KERNEL_WORK_GROUP_SIZE");
    throw Error(ErrorKind::InvalidParameter, "wg=" + std::to_string(wg) + " is above the limit of " +
                                                 std::to_string(limit.limit) + " work-items for kernel " +
                                                 kernelName + " on " + device.label() + " (" + why +
                                                 "); use wg=" + std::to_string(limit.limit) + " or less");
}

void checkBufferSize(DeviceContext& device, uint64_t bytes, const std::string& what)
{
    const uint64_t limit = device.bufferLimit();
    if (bytes > limit)
        throw Error(ErrorKind::InvalidParameter,
                    what + "=" + bytesText(bytes) + " is above the buffer limit of " + bytesText(limit) +
                        " on " + device.label() +
                        " (the smaller of CL_DEVICE_MAX_MEM_ALLOC_SIZE and a quarter of " +
                        "CL_DEVICE_GLOBAL_MEM_SIZE)");
}

void checkLocalMemory(DeviceContext& device, uint64_t bytes, const std::string& what)
{
    const uint64_t limit = device.localMemSize();
    if (bytes > limit)
        throw Error(ErrorKind::InvalidParameter, what + " needs " + bytesText(bytes) + " of local memory but " +
                                                     device.label() + " has " + bytesText(limit));
}

cl::Kernel buildKernel(DeviceContext& device, const std::string& file, const std::string& kernelName,
                       std::string options, bool trace)
{
    if (trace)
        options += " -DCOALESCE_TRACE";
    cl::Program program = device.program(file, options);
    return clCall("creating kernel " + kernelName, device.label(),
                  [&] { return cl::Kernel(program, kernelName.c_str()); });
}

Json compilerReport(DeviceContext& device, const cl::Kernel& kernel)
{
    const std::optional<KernelResources> r = device.kernelResources(kernel);
    if (!r || r->registers <= 0)
        return nullptr;
    Json report = {{"registers", r->registers},
                   {"stack_bytes", r->stackBytes},
                   {"spill_store_bytes", r->spillStoreBytes},
                   {"spill_load_bytes", r->spillLoadBytes},
                   {"local_bytes", r->sharedBytes},
                   {"source", "the compiler's report (-cl-nv-verbose)"}};
    const Json& perUnit = infoValue(device.info(), "registers_per_block_nv");
    if (perUnit.is_number_integer() && perUnit.get<int64_t>() > 0) {
        report["registers_per_unit"] = perUnit.get<int64_t>();
        report["register_granule"] = kNvidiaRegisterGranule;
    }
    return report;
}

Json measuredCompilerReport(DeviceContext& device, const std::string& file, const std::string& kernelName,
                            const std::string& options)
{
    if (!device.reportsKernelResources())
        return nullptr;
    return compilerReport(device, buildKernel(device, file, kernelName, options, false));
}

cl::Buffer makeBuffer(DeviceContext& device, cl_mem_flags flags, uint64_t bytes, const std::string& what)
{
    return clCall("allocating the " + bytesText(bytes) + " " + what + " buffer", device.label(),
                  [&] { return cl::Buffer(device.context(), flags, size_t(bytes)); });
}

void poisonBuffer(DeviceContext& device, cl::CommandQueue& queue, cl::Buffer& buffer, uint64_t bytes)
{
    clCall("poisoning the output", device.label(), [&] {
        queue.enqueueFillBuffer(buffer, cl_uchar(kPoisonByte), 0, size_t(bytes));
        queue.finish();
    });
}

std::vector<uint8_t> readBuffer(DeviceContext& device, cl::CommandQueue& queue, cl::Buffer& buffer,
                                uint64_t bytes)
{
    std::vector<uint8_t> data(bytes);
    clCall("reading the output", device.label(),
           [&] { queue.enqueueReadBuffer(buffer, CL_TRUE, 0, size_t(bytes), data.data()); });
    return data;
}

std::shared_ptr<const uint8_t> readToStaging(DeviceContext& device, cl::CommandQueue& queue, cl::Buffer& buffer,
                                             uint64_t bytes)
{
    DeviceCache& cache = device.cache();
    std::lock_guard<std::mutex> lock(cache.mutex);
    // A staging area someone still reads from is left to them; the next read gets a fresh one.
    if (!cache.staging || cache.staging.use_count() > 1 || cache.staging->bytes() < bytes) {
        cache.staging.reset();
        const uint64_t size = std::max<uint64_t>(bytes, uint64_t(1) << 20);
        cache.staging = std::make_shared<StagingArea>(device.context(), device.queue(), size, device.label());
    }
    std::shared_ptr<StagingArea> area = cache.staging;
    clCall("reading the output", device.label(),
           [&] { queue.enqueueReadBuffer(buffer, CL_TRUE, 0, size_t(bytes), area->data()); });
    return std::shared_ptr<const uint8_t>(area, area->data());
}

std::string mismatchText(uint64_t index, const uint8_t* got, const uint8_t* expected, uint32_t elemBytes,
                         uint32_t vec)
{
    uint32_t c = 0;
    while (c + 1 < vec && std::memcmp(got + c * elemBytes, expected + c * elemBytes, elemBytes) == 0)
        ++c;
    uint64_t gv = 0;
    uint64_t xv = 0;
    std::memcpy(&gv, got + c * elemBytes, elemBytes);
    std::memcpy(&xv, expected + c * elemBytes, elemBytes);
    std::string name = "out[" + std::to_string(index) + "]";
    if (vec > 1)
        name += std::string(".s") + "0123456789abcdef"[c];
    return name + " = " + hexValue(gv, elemBytes) + " expected " + hexValue(xv, elemBytes);
}

Validation compareItems(const uint8_t* got, const uint8_t* expected, uint64_t items, uint32_t elemBytes,
                        uint32_t vec)
{
    const uint64_t itemBytes = uint64_t(elemBytes) * vec;
    std::mutex mutex;
    uint64_t mismatches = 0;
    uint64_t first = items;
    parallelFor(items, 1 << 16, [&](uint64_t begin, uint64_t end) {
        uint64_t bad = 0;
        uint64_t firstBad = items;
        const uint64_t blockItems = 4096;
        for (uint64_t b = begin; b < end; b += blockItems) {
            const uint64_t e = std::min(end, b + blockItems);
            if (std::memcmp(got + b * itemBytes, expected + b * itemBytes, (e - b) * itemBytes) == 0)
                continue;
            for (uint64_t i = b; i < e; ++i) {
                if (std::memcmp(got + i * itemBytes, expected + i * itemBytes, itemBytes) != 0) {
                    ++bad;
                    firstBad = std::min(firstBad, i);
                }
            }
        }
        std::lock_guard<std::mutex> lock(mutex);
        mismatches += bad;
        first = std::min(first, firstBad);
    });
    Validation v;
    v.checked = items;
    v.mismatches = mismatches;
    v.passed = mismatches == 0;
    if (!v.passed)
        v.firstMismatch =
            mismatchText(first, got + first * itemBytes, expected + first * itemBytes, elemBytes, vec);
    return v;
}

TraceCapture::TraceCapture(DeviceContext& device, uint64_t capacity) : m_device(&device)
{
    if (capacity > 0x3fffffff)
        throw Error(ErrorKind::Unsupported, "a trace of " + std::to_string(capacity) +
                                                " accesses is too large; trace fewer work-groups");
    m_capacity = uint32_t(capacity);
    m_buffer = makeBuffer(device, CL_MEM_READ_WRITE,
                          (uint64_t(kTraceHeaderWords) + uint64_t(m_capacity) * kTraceWords) * 4, "trace");
}

void TraceCapture::attach(cl::Kernel& kernel, cl_uint firstArg)
{
    clCall("setting the trace arguments", m_device->label(), [&] {
        kernel.setArg(firstArg, m_buffer);
        kernel.setArg(firstArg + 1, cl_uint(m_capacity));
    });
}

void TraceCapture::reset(cl::CommandQueue& queue)
{
    clCall("resetting the trace buffer", m_device->label(),
           [&] { queue.enqueueFillBuffer(m_buffer, cl_uint(0), 0, kTraceHeaderWords * 4); });
}

Trace TraceCapture::read(cl::CommandQueue& queue, std::vector<std::string> bufferNames, uint32_t workGroupSize,
                         uint32_t groups) const
{
    std::vector<uint32_t> raw(kTraceHeaderWords);
    clCall("reading the trace header", m_device->label(),
           [&] { queue.enqueueReadBuffer(m_buffer, CL_TRUE, 0, raw.size() * 4, raw.data()); });
    const uint64_t records = std::min<uint64_t>(raw[0], m_capacity);
    raw.resize(kTraceHeaderWords + records * kTraceWords);
    if (records > 0)
        clCall("reading the trace", m_device->label(), [&] {
            queue.enqueueReadBuffer(m_buffer, CL_TRUE, kTraceHeaderWords * 4, records * kTraceWords * 4,
                                    raw.data() + kTraceHeaderWords);
        });
    Trace trace;
    trace.records = decodeTrace(raw, m_capacity);
    trace.bufferNames = std::move(bufferNames);
    trace.workGroupSize = workGroupSize;
    trace.groups = groups;
    trace.baseAddrAlign = m_device->baseAddrAlignBytes();
    return trace;
}

ParamSpec integerParam(const std::string& name, int64_t min, int64_t max, int64_t def, const std::string& help,
                       const std::string& unit, bool log2Axis, std::vector<int64_t> allowed)
{
    ParamSpec spec;
    spec.name = name;
    spec.kind = ParamKind::Integer;
    spec.min = min;
    spec.max = max;
    spec.def = def;
    spec.allowed = std::move(allowed);
    spec.help = help;
    spec.log2Axis = log2Axis;
    spec.unit = unit;
    return spec;
}

ParamSpec choiceParam(const std::string& name, std::vector<std::string> choices, const std::string& def,
                      const std::string& help)
{
    ParamSpec spec;
    spec.name = name;
    spec.kind = ParamKind::Choice;
    spec.choices = std::move(choices);
    spec.defChoice = def;
    spec.help = help;
    return spec;
}

ParamSpec sizeParam(const std::string& name, int64_t min, int64_t max, int64_t def, const std::string& help)
{
    ParamSpec spec;
    spec.name = name;
    spec.kind = ParamKind::Size;
    spec.min = min;
    spec.max = max;
    spec.def = def;
    spec.help = help;
    spec.unit = "bytes";
    return spec;
}

ParamSpec workGroupParam()
{
    return integerParam("wg", 1, 1024, 256, "work-group size (at most the kernel's limit on the device)",
                        "work-items", true);
}

void setParam(ParamSet& set, const std::vector<ParamSpec>& specs, const std::string& name, int64_t value)
{
    const ParamSpec* spec = findSpec(specs, name);
    if (!spec)
        throw Error(ErrorKind::InvalidParameter, "no parameter named " + name);
    set.setRaw(name, canonicalValue(*spec, std::to_string(value)));
}

std::string subgroupShuffleOption(DeviceContext& device, uint64_t width)
{
    std::string extensions, vendor;
    clCall("querying the device's extensions", device.label(), [&] {
        extensions = device.device().getInfo<CL_DEVICE_EXTENSIONS>();
        vendor = device.device().getInfo<CL_DEVICE_VENDOR>();
    });
    if (extensions.find("cl_khr_subgroup_shuffle") != std::string::npos)
        return "";
    if (extensions.find("cl_intel_subgroups") != std::string::npos)
        return " -DINTEL_SHUFFLE";
    if (!device.isCpu() && vendor.find("NVIDIA") != std::string::npos) {
        if (width != 32)
            throw Error(ErrorKind::Unsupported,
                        "the warp shuffle on " + device.label() + " exchanges within 32 lanes; set width=32");
        return " -DPTX_SHUFFLE";
    }
    throw Error(ErrorKind::Unsupported, device.label() +
                                            " has no sub-group shuffle (neither cl_khr_subgroup_shuffle nor "
                                            "cl_intel_subgroups, and it is not an NVIDIA GPU)");
}

uint64_t onChipGroups(DeviceContext& device)
{
    const uint64_t units = device.computeUnits();
    return device.isCpu() ? units * 2 : units * 32;
}

void throwNotTraced(const std::string& lessonId)
{
    throw Error(ErrorKind::Unsupported,
                lessonId + ": this run was prepared without tracing; prepare it with PrepareOptions::trace");
}

} // namespace coalesce
