// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared helpers of the lesson implementations: element types, pseudo-random inputs, parallel host
// references, device-limit checks, output comparison and the trace buffer of a traced launch.
#include "core/cl.h"
#include "core/devicecache.h"
#include "core/lesson.h"
#include "core/params.h"
#include "core/trace.h"
#include "core/units.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace coalesce {

class DeviceContext;

/// An element type of the global lessons and its OpenCL spellings.
struct ElementType {
    std::string name;         ///< "float"
    uint32_t bytes = 4;       ///< sizeof the scalar
    std::string unsignedName; ///< same-sized unsigned integer type: "uint"
    bool isFloat = false;     ///< needs an as_* bit cast to the unsigned type
    bool fp64 = false;        ///< double: needs cl_khr_fp64
};

/// The element types in menu order: uchar, ushort, uint, float, ulong, double.
const std::vector<ElementType>& elementTypes();
/// Throws Error(InvalidParameter) naming the allowed types.
const ElementType& elementType(const std::string& name);

/// Runs fn(begin, end) over [0, count) on up to hardware_concurrency threads (chunks of at least minChunk).
void parallelFor(uint64_t count, uint64_t minChunk, const std::function<void(uint64_t, uint64_t)>& fn);

/// Word `index` of fillPseudoRandom's output for `seed` (8 bytes each), computed alone.
uint64_t pseudoRandomWord(uint64_t seed, uint64_t index);
/// The histogram lessons' busiest bin (core/lessons/histogram.cpp): how many of a launch's `descriptors` are
/// nearest to one centroid of `centroids`, from the launch's seeded inputs, classifying `sample` evenly spaced
/// descriptors and scaling up (exact when sample >= descriptors; 0: as many as a trace alone takes for the
/// atomic tail).
uint64_t histogramBusiestBin(uint64_t descriptors, uint64_t centroids, uint64_t sample);
/// Fills `bytes` bytes with splitmix64 output of (seed, word index): reproducible and never all zeros.
void fillPseudoRandom(uint8_t* data, uint64_t bytes, uint64_t seed);

/// The input for (device context, bytes, seed), shared between the runs of a sweep: the device's most recent
/// one is kept (DeviceContext::cache()), so a sweep over 512 MiB generates and uploads it once.
std::shared_ptr<const DeviceInput> sharedInput(DeviceContext& device, uint64_t bytes, uint64_t seed);
/// A fresh input (small inputs of the local and constant lessons).
std::shared_ptr<const DeviceInput> makeInput(DeviceContext& device, uint64_t bytes, uint64_t seed);

/// "512 MiB", "3 KiB" or "1234 bytes": formatBytes(bytes, ByteStyle::Exact).
inline std::string bytesText(uint64_t bytes)
{
    return formatBytes(bytes, ByteStyle::Exact);
}
/// "0x3f800000" with 2 * bytes digits.
std::string hexValue(uint64_t value, uint32_t bytes);

/// Refuses a work-group size above the device's maximum (before building).
void checkDeviceWorkGroup(DeviceContext& device, uint64_t wg);
/// Refuses a work-group size above the kernel's limit (after building): CL_KERNEL_WORK_GROUP_SIZE, or its
/// registers' bound where the compiler reported them (DeviceContext::kernelWorkGroupLimit).
void checkKernelWorkGroup(DeviceContext& device, const cl::Kernel& kernel, const std::string& kernelName,
                          uint64_t wg);
/// Refuses a buffer above DeviceContext::bufferLimit(), naming the parameter and the limit.
void checkBufferSize(DeviceContext& device, uint64_t bytes, const std::string& what);
/// Throws Error(Unsupported) when the local array does not fit the device's local memory.
void checkLocalMemory(DeviceContext& device, uint64_t bytes, const std::string& what);

/// Builds `file` with `options` (+ -DCOALESCE_TRACE when tracing) and creates the kernel.
cl::Kernel buildKernel(DeviceContext& device, const std::string& file, const std::string& kernelName,
                       std::string options, bool trace);

/// What the compiler reported about a built kernel (DeviceContext::kernelResources), for a run's launch info:
/// {"registers": per work-item, "stack_bytes", "spill_store_bytes", "spill_load_bytes", "local_bytes",
/// "registers_per_unit" (the device's CL_DEVICE_REGISTERS_PER_BLOCK_NV, which on NVIDIA GPUs is also a compute
/// unit's register file), "register_granule" (NVIDIA allocates registers per SIMD group in units of 8 a
/// work-item), "source"}. Null where the compiler reports nothing (every device but NVIDIA's).
Json compilerReport(DeviceContext& device, const cl::Kernel& kernel);
/// The same for the measured build of `file` (its options without the trace define), whether or not this run
/// traces: a trace build records its accesses, so its registers are not the measured kernel's, and the model
/// needs the measured one's. Builds (or finds in the cache) that program only where the compiler reports.
Json measuredCompilerReport(DeviceContext& device, const std::string& file, const std::string& kernelName,
                            const std::string& options);

/// The byte poisonBuffer fills an output with.
constexpr uint8_t kPoisonByte = 0xA5;
/// An output buffer: poison and read-back.
cl::Buffer makeBuffer(DeviceContext& device, cl_mem_flags flags, uint64_t bytes, const std::string& what);
void poisonBuffer(DeviceContext& device, cl::CommandQueue& queue, cl::Buffer& buffer, uint64_t bytes);
std::vector<uint8_t> readBuffer(DeviceContext& device, cl::CommandQueue& queue, cl::Buffer& buffer,
                                uint64_t bytes);

/// Reads `bytes` of `buffer` into the device's pinned host staging area (fast DMA on GPUs). The area is reused
/// while nobody holds the returned pointer; holding it keeps its bytes valid and unchanged.
std::shared_ptr<const uint8_t> readToStaging(DeviceContext& device, cl::CommandQueue& queue, cl::Buffer& buffer,
                                             uint64_t bytes);

/// "out[17].s2 = 0x... expected 0x..." for one mismatching item (the first differing component).
std::string mismatchText(uint64_t index, const uint8_t* got, const uint8_t* expected, uint32_t elemBytes,
                         uint32_t vec);

/// Compares `items` items of vec elements of elemBytes each, bit for bit.
/// firstMismatch names the first differing item and component: "out[17].s2 = 0x... expected 0x...".
Validation compareItems(const uint8_t* got, const uint8_t* expected, uint64_t items, uint32_t elemBytes,
                        uint32_t vec);

/// Compares `items` items of vec elements of elemBytes each (at most 128 bytes) with a reference generated
/// item by item, in parallel chunks of at least minChunk items (no expected buffer: outputs may be hundreds of
/// MiB). expected(i, want) writes item i; at(i) points at the device's item i; index(i) is its index in `out`
/// for firstMismatch.
template <class Expected, class At, class Index>
Validation compareGenerated(uint64_t items, uint32_t elemBytes, uint32_t vec, uint64_t minChunk,
                            const Expected& expected, const At& at, const Index& index)
{
    const uint64_t itemBytes = uint64_t(elemBytes) * vec;
    std::mutex mutex;
    uint64_t mismatches = 0;
    uint64_t first = items;
    parallelFor(items, minChunk, [&](uint64_t begin, uint64_t end) {
        uint64_t bad = 0;
        uint64_t firstBad = items;
        alignas(16) uint8_t want[128];
        for (uint64_t i = begin; i < end; ++i) {
            expected(i, want);
            if (std::memcmp(want, at(i), itemBytes) != 0 && bad++ == 0)
                firstBad = i;
        }
        std::lock_guard<std::mutex> lock(mutex);
        mismatches += bad;
        first = std::min(first, firstBad);
    });
    Validation v;
    v.checked = items;
    v.mismatches = mismatches;
    v.passed = mismatches == 0;
    if (!v.passed) {
        alignas(16) uint8_t want[128];
        expected(first, want);
        v.firstMismatch = mismatchText(index(first), at(first), want, elemBytes, vec);
    }
    return v;
}

/// compareGenerated over a contiguous output.
template <class Expected>
Validation compareGenerated(const uint8_t* got, uint64_t items, uint32_t elemBytes, uint32_t vec,
                            uint64_t minChunk, const Expected& expected)
{
    const uint64_t itemBytes = uint64_t(elemBytes) * vec;
    return compareGenerated(
        items, elemBytes, vec, minChunk, expected, [&](uint64_t i) { return got + i * itemBytes; },
        [](uint64_t i) { return i; });
}

/// The trace buffer of a traced launch: sized from the kernel's access count, appended as the last two
/// kernel arguments, reset before each launch, decoded with decodeTrace.
class TraceCapture {
public:
    TraceCapture() = default;
    TraceCapture(DeviceContext& device, uint64_t capacity);
    bool active() const { return m_capacity != 0; }
    uint32_t capacity() const { return m_capacity; }
    void attach(cl::Kernel& kernel, cl_uint firstArg);
    /// Zeroes the record counter (enqueued before the kernel).
    void reset(cl::CommandQueue& queue);
    Trace read(cl::CommandQueue& queue, std::vector<std::string> bufferNames, uint32_t workGroupSize,
               uint32_t groups) const;

private:
    DeviceContext* m_device = nullptr;
    cl::Buffer m_buffer;
    uint32_t m_capacity = 0;
};

/// Parameter specifications, shared spellings.
ParamSpec integerParam(const std::string& name, int64_t min, int64_t max, int64_t def, const std::string& help,
                       const std::string& unit, bool log2Axis = false, std::vector<int64_t> allowed = {});
ParamSpec choiceParam(const std::string& name, std::vector<std::string> choices, const std::string& def,
                      const std::string& help);
ParamSpec sizeParam(const std::string& name, int64_t min, int64_t max, int64_t def, const std::string& help);
/// The `wg` parameter (work-group size, 1..1024, default 256).
ParamSpec workGroupParam();
/// Sets a parameter from a number through its spec's canonical form.
void setParam(ParamSet& set, const std::vector<ParamSpec>& specs, const std::string& name, int64_t value);

/// How subgroup_shuffle.cl shuffles on `device` within `width` lanes: " -DINTEL_SHUFFLE" (cl_intel_subgroups),
/// " -DPTX_SHUFFLE" (an NVIDIA GPU: inline PTX, width 32 only) or "" (cl_khr_subgroup_shuffle). Throws
/// Error(Unsupported) with the reason when the device has none.
std::string subgroupShuffleOption(DeviceContext& device, uint64_t width);
/// Work-groups for the local and constant lessons: enough to fill a GPU many times over, few on a CPU.
uint64_t onChipGroups(DeviceContext& device);

/// Error(Unsupported) for readTrace on a run prepared without PrepareOptions::trace.
[[noreturn]] void throwNotTraced(const std::string& lessonId);

} // namespace coalesce
