// SPDX-License-Identifier: GPL-3.0-or-later
// Partly written lines by the alignment of their stores (probe global.alignment): every work-item stores one
// element into its own cache line of a buffer past the L2, so every line is partly written and the L2 must
// merge it with the line's old data. The same kernel stores at the line's first byte and at a byte off an
// 8-byte (uint at byte 4) or a 4-byte (uchar at byte 1) boundary; the times' ratios are the figures. On the
// H100 (global.store, 1 GiB) a write that starts off a 4-byte boundary made its lines 10-40 % slower (uchar and
// ushort strides that are not multiples of 4 bytes), one off an 8-byte boundary 1-5 % (uint's odd strides);
// ulong's never start off one and showed no odd/even pattern. The model makes such lines cost the ratio
// (core/models/hierarchy.cpp, partialWriteBytes).
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/probes/probekit.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace coalesce {

namespace {

constexpr int kRounds = 3; // alternating rounds of the four variants

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n == 0 ? 0.0 : n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

uint64_t floorPowerOfTwo(uint64_t x)
{
    uint64_t p = 1;
    while (p * 2 <= x)
        p *= 2;
    return p;
}

struct Variant {
    const char* kernel;
    uint32_t size;   // bytes per element
    uint32_t offset; // byte offset of the store in its line
    const char* what;
};

} // namespace

ProbeResult probeStoreAlignment(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    DeviceContext& d = kit.device();
    const double lineFound = kit.earlier("line");
    const uint64_t line = uint64_t(lineFound >= 1 ? lineFound : double(d.profile().line.value));
    if (line < 16 || (line & (line - 1)) != 0 || line > 4096) {
        r.skipped = "the cache line (" + std::to_string(line) + " B) is not a power of two from 16 B to 4 KiB";
        return r;
    }
    // Past the L2 (four times its size, at least 256 MiB) on a GPU, so that every line's old data comes from
    // DRAM; 16 MiB on a CPU.
    const double l2 = std::max(kit.earlier("l2_bytes"), d.profile().figure("l2_bytes", 0));
    const uint64_t wanted = kit.isCpu()
                                ? uint64_t(16) << 20
                                : std::max<uint64_t>(uint64_t(256) << 20, uint64_t(4 * std::max(0.0, l2)));
    const uint64_t bytes = std::min(floorPowerOfTwo(wanted), kit.bufferLimit());
    const uint64_t items = bytes / line;
    if (items < 1024 || items > UINT32_MAX) {
        r.skipped = "the device's buffers are too small for one store per line over 1024 lines";
        return r;
    }
    const uint64_t local =
        floorPowerOfTwo(std::min<uint64_t>(256, std::max<uint64_t>(1, d.maxWorkGroupSize())));
    cl::Buffer out = kit.buffer(bytes);
    const std::vector<Variant> variants = {{"probe_line_store_uint", 4, 0, "uint at byte 0"},
                                           {"probe_line_store_uint", 4, 4, "uint at byte 4"},
                                           {"probe_line_store_uchar", 1, 0, "uchar at byte 0"},
                                           {"probe_line_store_uchar", 1, 1, "uchar at byte 1"}};
    std::vector<cl::Kernel> kernels;
    for (size_t v = 0; v < variants.size(); ++v) {
        kernels.push_back(kit.kernel("probe_global.cl", variants[v].kernel));
        cl::Kernel& k = kernels.back();
        k.setArg(0, out);
        k.setArg(1, cl_uint(line));
        k.setArg(2, cl_uint(variants[v].offset));
        k.setArg(3, cl_uint(0x9E3779B9u * uint32_t(v + 1)));
    }
    // Each variant checked once on the buffer's first lines: its stores hold their values, every other byte
    // is what it was before the launch.
    const uint64_t words = std::min<uint64_t>(bytes / 4, 1 << 16);
    auto validate = [&](size_t v) {
        const std::vector<uint32_t> before = kit.read(out, words);
        clCall("running a line-store probe kernel", d.label(), [&] {
            kit.enqueue(kernels[v], items, local).wait();
            return 0;
        });
        const std::vector<uint32_t> after = kit.read(out, words);
        std::vector<uint8_t> expected(words * 4);
        std::memcpy(expected.data(), before.data(), expected.size());
        const uint32_t salt = 0x9E3779B9u * uint32_t(v + 1);
        for (uint64_t i = 0; (i * line + variants[v].offset + variants[v].size) <= expected.size(); ++i) {
            const uint32_t value = probeHash(uint32_t(i) ^ salt);
            std::memcpy(expected.data() + i * line + variants[v].offset, &value, variants[v].size); // low bytes
        }
        ProbeKit::check(r, std::memcmp(expected.data(), after.data(), expected.size()) == 0,
                        std::string(variants[v].kernel) + " (" + variants[v].what +
                            "): the buffer's first lines are not the stores' values over their old bytes");
    };
    std::vector<std::vector<double>> times(variants.size());
    for (int round = 0; round < kRounds; ++round)
        for (size_t v = 0; v < variants.size(); ++v) {
            kit.step(std::string("alignment: ") + variants[v].what + ", round " + std::to_string(round + 1));
            if (round == 0)
                validate(v);
            times[v].push_back(
                kit.timeNs([&] { return kit.enqueue(kernels[v], items, local); }, variants[v].kernel));
        }
    ProbeCurve curve{"alignment",
                     "store (0 uint at byte 0, 1 uint at byte 4, 2 uchar at byte 0, 3 uchar at byte 1)",
                     "ns, one store per line",
                     {}};
    for (size_t v = 0; v < variants.size(); ++v)
        curve.points.push_back({double(v), median(times[v])});
    r.curves.push_back(curve);
    auto spread = [](const std::vector<double>& v) {
        const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
        return *lo > 0 ? *hi / *lo - 1 : 1.0;
    };
    auto ratio = [&](const std::string& key, size_t aligned, size_t off, const std::string& boundary) {
        const double a = median(times[aligned]), m = median(times[off]);
        Decision dec;
        if (a <= 0 || m <= 0) {
            dec.reason = "a launch took no measurable time";
        } else {
            // 1 (no cost) where the difference is within the rounds' spread.
            const double noise = std::max({0.01, spread(times[aligned]), spread(times[off])});
            dec.decided = true;
            dec.value = m / a - 1 > noise ? m / a : 1.0;
            dec.confidence = 0.7;
        }
        r.values.push_back(probeValue(key, dec, "ratio",
                                      "one store per " + std::to_string(line) + " B line over " +
                                          bytesText(bytes) + ": " + variants[off].what + " (off " + boundary +
                                          " boundary) over " + variants[aligned].what + ", medians of " +
                                          std::to_string(kRounds) +
                                          " alternating rounds (1 where within their spread)"));
    };
    ratio("store_misaligned4", 2, 3, "a 4-byte");
    ratio("store_misaligned8", 0, 1, "an 8-byte");
    return r;
}

} // namespace coalesce
