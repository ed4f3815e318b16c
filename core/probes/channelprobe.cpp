// SPDX-License-Identifier: GPL-3.0-or-later
// The channel probe: a pitch sweep of 128 B blocks (kernel probe_pitch in kernels/probe_global.cl); the first
// pitch that loses 40 % of the bandwidth is the span of all channels (channels x interleave), and the worst
// pitch's ratio bounds the model's channel factor.
#include "core/context.h"
#include "core/probes/probekit.h"

#include <algorithm>

namespace coalesce {

ProbeResult probeChannels(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    const uint64_t words = kit.bufferLimit() / 4;
    uint32_t shift = 0;
    while ((uint64_t(1) << (shift + 1)) <= words)
        ++shift;
    const bool cpu = kit.isCpu();
    const uint64_t items = cpu ? 2048 : 1 << 16;
    const uint32_t count = cpu ? 16 : 512;
    cl::Buffer& in = kit.input(words);
    cl::Buffer out = kit.buffer(items * 4);
    cl::Kernel k = kit.kernel("probe_global.cl", "probe_pitch");
    ProbeCurve curve{"pitch", "pitch bytes between 128 B blocks", "GB/s", {}};
    const uint32_t mask = uint32_t(words - 1);
    for (uint64_t pitch = 128; pitch <= (uint64_t(1) << 20) && pitch * 4 <= words * 4; pitch *= 2) {
        kit.step("channels: pitch " + std::to_string(pitch) + " B");
        const uint32_t pw = uint32_t(pitch / 4);
        k.setArg(0, in);
        k.setArg(1, out);
        k.setArg(2, cl_uint(pw));
        k.setArg(3, cl_uint(mask));
        k.setArg(4, cl_uint(shift));
        k.setArg(5, cl_uint(count));
        const double ns = kit.timeNs([&] { return kit.enqueue(k, items, 0); }, "probe_pitch");
        curve.points.push_back({double(pitch), double(items) * count * 4 / ns});
        const std::vector<uint32_t> got = kit.read(out, 32);
        for (uint32_t g = 0; g < got.size(); ++g) {
            uint32_t acc = 0;
            for (uint32_t j = 0; j < count; ++j) {
                const uint64_t b = (uint64_t(g / 32) + uint64_t(j) * (items / 32)) * pw;
                acc ^= probeHash(uint32_t((b + (b >> shift) * 32 + g % 32) & mask));
            }
            if (!ProbeKit::check(r, got[g] == acc, "probe_pitch: out[" + std::to_string(g) + "] wrong"))
                break;
        }
    }
    r.curves.push_back(curve);
    const double base = curve.points.empty() ? 0 : curve.points.front().y;
    Decision span;
    for (const auto& p : curve.points)
        if (!span.decided && base > 0 && p.y < 0.6 * base) {
            span.decided = true;
            span.value = p.x;
            span.confidence = 1 - p.y / base;
        }
    if (!span.decided)
        span.reason =
            "no channel camping visible: every pitch from 128 B up keeps at least 0.6 x the bandwidth "
            "of pitch 128 B (addresses hashed over the channels, or a single channel); channels and "
            "interleave keep their table values";
    // The worst camping seen, whatever the span: the model never predicts a channel factor below it.
    double worst = 1;
    for (const auto& p : curve.points)
        if (base > 0 && p.y > 0)
            worst = std::min(worst, p.y / base);
    if (base > 0 && !curve.points.empty())
        r.values.push_back(figureValue("channel_worst_ratio", worst, "ratio",
                                       "pitch sweep of 128 B blocks: bandwidth at the worst pitch / at 128 B",
                                       0.8));
    r.values.push_back(
        probeValue("channel_span_bytes", span, "B",
                   "pitch sweep of 128 B blocks: the first pitch that loses 40 % of the bandwidth "
                   "(every block on one channel: channels x interleave)"));
    return r;
}

} // namespace coalesce
