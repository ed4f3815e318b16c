// SPDX-License-Identifier: GPL-3.0-or-later
// The kernel after a host copy (probe transfer.copy): the same uint4 copy kernel (kernels/probe_global.cl
// probe_copy1) reads an input the host has just filled, by a write-buffer copy from ordinary (pageable) host
// memory, or through a map of an ALLOC_HOST_PTR buffer; the two alternate, every kernel is timed by its event
// and checked against this cycle's data. On the H100 a kernel right after a write-buffer copy ran about 22 us
// longer than the same kernel after a map, from 64 MiB to 1 GiB (16 us at 32 MiB): a fixed cost the model adds
// to launches that declare a copied input (lesson transfer.zerocopy, modes copy and copy_host_ptr).
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/probes/probekit.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace coalesce {

namespace {

constexpr int kCycles = 9; // per mode, alternating (the first of each is a warm-up)

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n == 0 ? 0.0 : n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

} // namespace

double afterCopyCost(const std::vector<double>& afterMap, const std::vector<double>& afterCopy)
{
    if (afterMap.size() < 2 || afterCopy.size() < 2)
        return 0;
    auto sorted = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v;
    };
    const std::vector<double> m = sorted(afterMap), c = sorted(afterCopy);
    const double mapNs = median(m), copyNs = median(c);
    // The upper quartile of the map's cycles and the lower quartile of the copy's (nearest rank).
    const double mapHigh = m[(3 * m.size() - 1) / 4], copyLow = c[c.size() / 4];
    return copyLow > mapHigh && copyNs - mapNs > 0.02 * mapNs ? copyNs - mapNs : 0.0;
}

ProbeResult probeAfterCopy(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    DeviceContext& d = kit.device();
    // The lesson's default input on a GPU (256 MiB), within the probe's buffer limit; 16 MiB on a CPU.
    const uint64_t bytes =
        std::min<uint64_t>(kit.isCpu() ? uint64_t(16) << 20 : uint64_t(256) << 20, kit.bufferLimit());
    const uint64_t words = bytes / 4, items = bytes / 16;
    if (items < 1024 || items > UINT32_MAX) {
        r.skipped = "the device's buffers are too small for the probe's input";
        return r;
    }
    const uint64_t local = std::min<uint64_t>(256, d.maxWorkGroupSize());
    std::vector<uint32_t> host(words);
    cl::Buffer copied = clCall("creating the copied input", d.label(),
                               [&] { return cl::Buffer(d.context(), CL_MEM_READ_ONLY, size_t(bytes)); });
    cl::Buffer mapped = clCall("creating the mapped input", d.label(), [&] {
        return cl::Buffer(d.context(), CL_MEM_READ_ONLY | CL_MEM_ALLOC_HOST_PTR, size_t(bytes));
    });
    cl::Buffer out = kit.buffer(bytes);
    cl::Kernel k = kit.kernel("probe_global.cl", "probe_copy1");
    k.setArg(1, out);
    cl::CommandQueue& queue = d.queue();

    uint32_t key = 0;
    auto fill = [&](uint32_t* p) {
        ++key;
        const uint32_t salt = key * 0x9E3779B9u;
        for (uint64_t i = 0; i < words; ++i)
            p[i] = uint32_t(i) * 0x85EBCA6Bu ^ salt;
    };
    auto check = [&](const char* mode) {
        const uint32_t salt = key * 0x9E3779B9u;
        const std::vector<uint32_t> got = kit.read(out, std::min<uint64_t>(words, 1 << 16));
        for (uint64_t i = 0; i < got.size(); ++i)
            if (!ProbeKit::check(r, got[i] == (uint32_t(i) * 0x85EBCA6Bu ^ salt),
                                 std::string("probe_copy1 after a ") + mode + ": out[" + std::to_string(i) +
                                     "] is not this cycle's input"))
                return;
    };
    auto timed = [](const cl::Event& e) {
        e.wait();
        const cl_ulong start = e.getProfilingInfo<CL_PROFILING_COMMAND_START>();
        const cl_ulong end = e.getProfilingInfo<CL_PROFILING_COMMAND_END>();
        return end > start ? double(end - start) : 0.0;
    };
    std::vector<double> afterMap, afterCopy;
    clCall("timing a kernel after a host copy", d.label(), [&] {
        for (int c = 0; c < kCycles; ++c) {
            kit.step("transfer: map, cycle " + std::to_string(c + 1));
            void* p = queue.enqueueMapBuffer(mapped, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, size_t(bytes));
            fill(static_cast<uint32_t*>(p));
            queue.enqueueUnmapMemObject(mapped, p);
            k.setArg(0, mapped);
            const double m = timed(kit.enqueue(k, items, local));
            check("map");
            kit.step("transfer: write-buffer copy, cycle " + std::to_string(c + 1));
            fill(host.data());
            queue.enqueueWriteBuffer(copied, CL_TRUE, 0, size_t(bytes), host.data());
            k.setArg(0, copied);
            const double w = timed(kit.enqueue(k, items, local));
            check("write-buffer copy");
            if (c > 0) {
                afterMap.push_back(m);
                afterCopy.push_back(w);
            }
        }
        return 0;
    });
    const double mapNs = median(afterMap), copyNs = median(afterCopy);
    ProbeCurve curve{"after", "input filled by (0 map, 1 write-buffer copy)", "ns, copy kernel", {}};
    curve.points.push_back({0, mapNs});
    curve.points.push_back({1, copyNs});
    r.curves.push_back(curve);
    if (mapNs <= 0 || copyNs <= 0)
        return r;
    // A cost where the middle halves of the two modes' cycles do not overlap and the medians differ by more
    // than 2 %: one slow cycle in either mode (a page fault, a clock change) neither hides it nor makes one.
    // (The max / min spread used before let one outlier hide the H200's 17 us of 128 in one run of two.)
    Decision dec;
    dec.decided = true;
    dec.value = afterCopyCost(afterMap, afterCopy);
    dec.confidence = 0.7;
    r.values.push_back(probeValue(
        "after_copy_ns", dec, "ns",
        "a uint4 copy kernel of " + bytesText(bytes) + " right after a write-buffer copy from pageable host " +
            "memory, minus the same kernel after a map of an ALLOC_HOST_PTR buffer (medians of " +
            std::to_string(kCycles - 1) +
            " alternating cycles; 0 where the middle halves of the two modes' cycles overlap)"));
    return r;
}

} // namespace coalesce
