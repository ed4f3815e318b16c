// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by the streaming global lessons (global.dtype, global.store, global.random,
// global.footprint): their settings of the general prepared run (kernelrun.h), an XOR host reference fused
// with the comparison for any read pattern, a host trace builder for 1-D launches, and the device-scaled
// default sizes.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/kernelrun.h"

#include <algorithm>
#include <cstring>
#include <functional>
#include <string>
#include <type_traits>

namespace coalesce::stream {

constexpr uint64_t kMiB = uint64_t(1) << 20;

/// A default byte size for the device: `gpuBytes` within the buffer limit / limitShare on a GPU (whole MiB, at
/// least one), `cpuBytes` on a CPU or without a device.
uint64_t scaledSize(const DeviceContext* device, uint64_t gpuBytes, uint64_t cpuBytes, uint64_t limitShare = 1);

/// The lesson's defaults with `param` set to scaledSize(device, gpuBytes, cpuBytes) when there is a device.
ParamSet scaledDefaults(const Lesson& lesson, const DeviceContext* device, const std::string& param,
                        uint64_t gpuBytes, uint64_t cpuBytes, uint64_t limitShare = 1);

/// Throws Error(Unsupported) when the element type needs fp64 / fp16 and the device lacks it.
void checkTypeSupport(DeviceContext& device, bool fp64, bool fp16);

/// The settings every streaming lesson shares: a 1-D launch of `n` work-items in groups of `wg`
/// (traceItems(n, wg, traceGroups) of them when tracing: global[0] is the launch's items), the device's
/// shared input, a write-only output read back through the staging area, `recordsPerItem` trace records per
/// work-item, buffers "in" and "out".
KernelRunConfig streamRun(const std::string& lessonId, const std::string& file, const std::string& kernelName,
                          const std::string& buildOptions, uint64_t n, uint64_t wg,
                          const PrepareOptions& options, uint64_t recordsPerItem);

/// Builds a host trace of a 1-D launch of `items` work-items in groups of `wg`.
class HostTraceBuilder {
public:
    HostTraceBuilder(uint64_t items, uint64_t wg, std::vector<std::string> bufferNames);
    void add(uint64_t g, uint32_t step, uint8_t buffer, AccessKind kind, uint64_t byteOffset, uint32_t size);
    /// Sorted as a device trace is, with the launch geometry filled in.
    Trace finish();

private:
    Trace m_trace;
    uint64_t m_wg;
};

/// The work-items of a trace launch: min(n, groups * wg).
inline uint64_t traceItems(uint64_t n, uint64_t wg, uint32_t groups)
{
    return std::min<uint64_t>(n, uint64_t(std::max(1u, groups)) * wg);
}

/// Expected out[g] = XOR over s < steps of the N-byte item at byte offset(g, s) of `in`; compares every item.
template <uint32_t N, class Offset>
Validation xorCheck(const uint8_t* in, const uint8_t* got, uint64_t items, uint32_t steps, Offset offset,
                    uint32_t elemBytes)
{
    using Word = std::conditional_t<
        (N >= 8), uint64_t,
        std::conditional_t<(N >= 4), uint32_t, std::conditional_t<(N >= 2), uint16_t, uint8_t>>>;
    constexpr uint32_t kWords = N / sizeof(Word);
    auto expected = [&](uint64_t g, uint8_t* out) {
        Word acc[kWords] = {};
        for (uint32_t s = 0; s < steps; ++s) {
            const uint8_t* q = in + offset(g, s);
            for (uint32_t w = 0; w < kWords; ++w) {
                Word v;
                std::memcpy(&v, q + w * sizeof(Word), sizeof(Word));
                acc[w] ^= v;
            }
        }
        std::memcpy(out, acc, N);
    };
    return compareGenerated(got, items, elemBytes, N / elemBytes, 1 << 14, expected);
}

/// xorCheck for an item size known at run time (1, 2, 4, ... 128 bytes).
template <class Offset>
Validation xorCheckItems(uint32_t itemBytes, const uint8_t* in, const uint8_t* got, uint64_t items,
                         uint32_t steps, Offset offset, uint32_t elemBytes)
{
    switch (itemBytes) {
    case 1:
        return xorCheck<1>(in, got, items, steps, offset, elemBytes);
    case 2:
        return xorCheck<2>(in, got, items, steps, offset, elemBytes);
    case 4:
        return xorCheck<4>(in, got, items, steps, offset, elemBytes);
    case 8:
        return xorCheck<8>(in, got, items, steps, offset, elemBytes);
    case 16:
        return xorCheck<16>(in, got, items, steps, offset, elemBytes);
    case 32:
        return xorCheck<32>(in, got, items, steps, offset, elemBytes);
    case 64:
        return xorCheck<64>(in, got, items, steps, offset, elemBytes);
    case 128:
        return xorCheck<128>(in, got, items, steps, offset, elemBytes);
    default:
        throw Error(ErrorKind::Unsupported,
                    "no host reference for " + std::to_string(itemBytes) + "-byte items");
    }
}

/// The check of a read lesson's launch: out[g] = XOR over s < steps of the item at byte offset(g, s) of `in`.
template <class Offset>
std::function<Validation(const uint8_t*, const uint8_t*)>
xorReadCheck(uint64_t items, uint32_t steps, uint32_t itemBytes, uint32_t elemBytes, Offset offset)
{
    return [=](const uint8_t* in, const uint8_t* got) {
        return xorCheckItems(itemBytes, in, got, items, steps, offset, elemBytes);
    };
}

/// The host trace of a read lesson's launch of `items` work-items: steps s < steps read the item at byte
/// offset(g, s) of "in", step `steps` writes out[g].
template <class Offset>
Trace xorReadTrace(uint64_t items, uint64_t wg, uint32_t steps, uint32_t itemBytes, Offset offset)
{
    HostTraceBuilder trace(items, wg, {"in", "out"});
    for (uint64_t g = 0; g < items; ++g) {
        for (uint32_t s = 0; s < steps; ++s)
            trace.add(g, s, 0, AccessKind::Read, offset(g, s), itemBytes);
        trace.add(g, steps, 1, AccessKind::Write, g * itemBytes, itemBytes);
    }
    return trace.finish();
}

} // namespace coalesce::stream
