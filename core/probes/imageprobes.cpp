// SPDX-License-Identifier: GPL-3.0-or-later
// The texture unit's rates (probe image.texels): texels fetched one by one (nearest) and bilinear samples
// filtered, from a small CL_RGBA / CL_FLOAT image that stays in the texture cache, so that neither DRAM nor
// the L2 binds. Kernels: kernels/probe_image.cl. An image read's cost on a GPU is its texels through this unit
// (the image's layout is the driver's: tiled, so a column is as near as a row); the model's image ceiling.
#include "core/context.h"
#include "core/errors.h"
#include "core/probes/probekit.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

namespace coalesce {

namespace {

constexpr uint32_t kSide = 64;  // 64 x 64 float4 pixels: 64 KiB
constexpr uint32_t kSteps = 64; // steps per work-item

using Pixel = std::array<float, 4>;

// Pixel (x, y) channel c: a small integer, so every sum of the kernels is exact.
float pixelValue(uint32_t x, uint32_t y, uint32_t c)
{
    return float((probeHash(y * kSide + x) >> (8 * c)) & 15U);
}

// Texel (x, y) clamped to the edge, as CLK_ADDRESS_CLAMP_TO_EDGE reads it.
float texel(int64_t x, int64_t y, uint32_t c)
{
    const auto clamp = [](int64_t v) { return uint32_t(std::clamp<int64_t>(v, 0, kSide - 1)); };
    return pixelValue(clamp(x), clamp(y), c);
}

// The host's sum of work-item g (both kernels: the block's four texels, or their average).
Pixel expected(uint64_t g, bool filtered)
{
    const int64_t x = int64_t(g % kSide);
    const uint64_t y0 = (g / kSide) % kSide;
    Pixel acc{};
    for (uint32_t s = 0; s < kSteps; ++s) {
        const int64_t y = int64_t((y0 + s) % kSide);
        for (uint32_t c = 0; c < 4; ++c) {
            const float sum =
                (texel(x, y, c) + texel(x + 1, y, c)) + (texel(x, y + 1, c) + texel(x + 1, y + 1, c));
            acc[c] += filtered ? sum * 0.25f : sum;
        }
    }
    return acc;
}

} // namespace

ProbeResult probeImageTexels(ProbeKit& kit)
{
    ProbeResult r;
    DeviceContext& d = kit.device();
    const bool images = clCall("querying image support", d.label(),
                               [&] { return d.device().getInfo<CL_DEVICE_IMAGE_SUPPORT>() == CL_TRUE; });
    if (!images) {
        r.skipped = "the device has no image support (CL_DEVICE_IMAGE_SUPPORT)";
        return r;
    }
    r.validated = true;
    std::vector<float> pixels(size_t(kSide) * kSide * 4);
    for (uint32_t y = 0; y < kSide; ++y)
        for (uint32_t x = 0; x < kSide; ++x)
            for (uint32_t c = 0; c < 4; ++c)
                pixels[(size_t(y) * kSide + x) * 4 + c] = pixelValue(x, y, c);
    cl::Image2D image = clCall("creating the probe's image", d.label(), [&] {
        return cl::Image2D(d.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                           cl::ImageFormat(CL_RGBA, CL_FLOAT), kSide, kSide, 0, pixels.data());
    });
    const uint64_t units = d.computeUnits();
    const uint64_t wg = std::min<uint64_t>(256, d.maxWorkGroupSize());
    const uint64_t items = units * (kit.isCpu() ? 1 : 16) * wg;
    cl::Buffer out = kit.buffer(items * 16);
    ProbeCurve curve{"texture", "kernel (0 texels one by one, 1 bilinear samples)", "G/s", {}};
    double rates[2] = {0, 0};
    for (int filtered = 0; filtered < 2; ++filtered) {
        const char* name = filtered ? "probe_filtered" : "probe_texels";
        kit.step(std::string("image: ") + (filtered ? "bilinear samples" : "texels"));
        cl::Kernel k = kit.kernel("probe_image.cl", name);
        k.setArg(0, image);
        k.setArg(1, out);
        k.setArg(2, cl_uint(kSide));
        k.setArg(3, cl_uint(kSteps));
        const double ns = kit.timeNs([&] { return kit.enqueue(k, items, wg); }, name);
        const std::vector<uint32_t> raw = kit.read(out, items * 4);
        for (uint64_t g = 0; g < items; ++g) {
            const Pixel want = expected(g, filtered != 0);
            bool same = true;
            for (uint32_t c = 0; c < 4; ++c) {
                float got = 0;
                std::memcpy(&got, &raw[g * 4 + c], 4);
                same = same && got == want[c];
            }
            if (!ProbeKit::check(r, same, std::string(name) + ": out[" + std::to_string(g) + "] wrong"))
                break;
        }
        // Texels: four per step; samples: one per step.
        rates[filtered] = ns > 0 ? double(items) * kSteps * (filtered ? 1 : 4) / ns : 0;
        curve.points.push_back({double(filtered), rates[filtered]});
    }
    r.curves.push_back(curve);
    const std::string image64 =
        std::to_string(kSide) + " x " + std::to_string(kSide) + " float4 image (cached)";
    r.values.push_back(figureValue("texel_gps", rates[0], "G texels/s",
                                   "2 x 2 blocks read texel by texel (nearest) from a " + image64, 0.8));
    r.values.push_back(
        figureValue("filtered_gps", rates[1], "G samples/s",
                    "bilinear samples (four texels weighed by the texture unit) from a " + image64, 0.8));
    return r;
}

} // namespace coalesce
