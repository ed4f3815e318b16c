// SPDX-License-Identifier: GPL-3.0-or-later
// The streaming probes: DRAM read, write and copy bandwidth and the L2 read bandwidth (grid-stride streams),
// the request rate of narrow accesses (uchar and ushort vs uint at equal bytes). The channel pitch sweep:
// core/probes/channelprobe.cpp. Kernels: kernels/probe_global.cl.
#include "core/context.h"
#include "core/probes/probekit.h"

#include <algorithm>
#include <cmath>

namespace coalesce {

namespace {

struct ReadType {
    const char* name;
    uint32_t bytes;
    std::string options;
};

std::vector<ReadType> readTypes()
{
    return {{"uchar", 1, "-DTYPE=uchar -DUTYPE=uchar"},
            {"ushort", 2, "-DTYPE=ushort -DUTYPE=ushort"},
            {"uint", 4, "-DTYPE=uint -DUTYPE=uint"},
            {"uint4", 16, "-DTYPE=uint4 -DUTYPE=uint4 -DVEC4"}};
}

uint64_t streamItems(ProbeKit& kit)
{
    const auto units = uint32_t(kit.device().computeUnits());
    return kit.isCpu() ? 1024 : uint64_t(units) * 2048;
}

// Element e of a TYPE array over the hashed words, as a uint (little-endian bytes of the words).
uint32_t element(const ReadType& t, uint64_t e)
{
    if (t.bytes == 1)
        return (probeHash(uint32_t(e >> 2)) >> (8 * (e & 3))) & 0xffu;
    if (t.bytes == 2)
        return (probeHash(uint32_t(e >> 1)) >> (16 * (e & 1))) & 0xffffu;
    if (t.bytes == 4)
        return probeHash(uint32_t(e));
    uint32_t v = 0;
    for (uint32_t c = 0; c < t.bytes / 4; ++c)
        v ^= probeHash(uint32_t(e * (t.bytes / 4) + c));
    return v;
}

// GB/s of probe_read over `bytes` bytes of type t, `passes` passes rotated by a large odd-ish amount.
// `per` elements per work-item (a power of two), in groups of `local` (0: the driver's choice).
double timeRead(ProbeKit& kit, ProbeResult& r, const ReadType& t, uint64_t bytes, uint32_t passes,
                uint32_t per = 8, uint64_t local = 0)
{
    const uint64_t n = bytes / t.bytes;
    cl::Buffer& in = kit.input(bytes / 4);
    const uint64_t items = std::max<uint64_t>(1, n / per);
    if (local > 0 && items % local != 0)
        local = 0;
    // Each pass moves every work-item to elements another work-item (far away: another compute unit) read
    // before; a multiple of n / 8 would give it back its own elements (L1 hits).
    const uint32_t rot = uint32_t((n / 16 * 3 + 1024) & ~uint64_t(63));
    cl::Buffer out = kit.buffer(items * 4);
    cl::Kernel k = kit.kernel("probe_global.cl", "probe_read", t.options + " -DPER=" + std::to_string(per));
    k.setArg(0, in);
    k.setArg(1, out);
    k.setArg(2, cl_uint(n));
    k.setArg(3, cl_uint(passes));
    k.setArg(4, cl_uint(rot));
    const double ns =
        kit.timeNs([&] { return kit.enqueue(k, items, local); }, std::string("probe_read ") + t.name);
    const std::vector<uint32_t> got = kit.read(out, std::min<uint64_t>(items, 32));
    for (uint64_t g = 0; g < got.size(); ++g) {
        uint32_t acc = 0;
        for (uint32_t p = 0; p < passes; ++p)
            for (uint64_t u = 0; u < per; ++u)
                acc ^= element(t, (g + u * items + uint64_t(p) * rot) & (n - 1));
        if (!ProbeKit::check(r, got[g] == acc,
                             std::string("probe_read ") + t.name + ": out[" + std::to_string(g) + "] wrong"))
            break;
    }
    return double(bytes) * passes / ns;
}

// G requests/s of probe_rereads: 8 independent TYPE loads a round per work-item at full occupancy (groups of
// 256, 2048 work-items a compute unit), each SIMD group's load one request. `window` 0: every group re-reads
// the same 8 x 256 elements (L1 hits after the first round); else each group reads a run of its own, never
// twice, within `window` bytes that the L2 keeps (L1 misses, L2 hits). `uniform`: every lane of a group reads
// the same element (one word a request).
double timeRereads(ProbeKit& kit, ProbeResult& r, const ReadType& t, bool uniform, uint64_t window,
                   uint32_t count)
{
    const bool cpu = kit.isCpu();
    const uint64_t local = std::min<uint64_t>(cpu ? 64 : 256, kit.device().maxWorkGroupSize());
    const uint64_t items = std::max(local, streamItems(kit) / local * local);
    const uint64_t span = window > 0 ? window / t.bytes : 8 * local; // elements, a power of two
    const uint32_t shift = window > 0 ? uint32_t(uint64_t(count) * 8 * local) : 0;
    cl::Buffer& in = kit.input(std::max<uint64_t>(1, span * t.bytes / 4));
    cl::Buffer out = kit.buffer(items * 4);
    cl::Kernel k = kit.kernel("probe_global.cl", "probe_rereads", t.options + (uniform ? " -DUNIFORM" : ""));
    const uint32_t mask = uint32_t(span - 1);
    k.setArg(0, in);
    k.setArg(1, out);
    k.setArg(2, cl_uint(mask));
    k.setArg(3, cl_uint(shift));
    k.setArg(4, cl_uint(count));
    const std::string what =
        std::string("probe_rereads ") + t.name + (uniform ? " uniform" : "") + (window > 0 ? " (L2)" : " (L1)");
    const double ns = kit.timeNs([&] { return kit.enqueue(k, items, local); }, what);
    // The first and the last 16 work-items (the last group's run wraps the window on a large device).
    const std::vector<uint32_t> got = kit.read(out, items);
    for (uint64_t g = 0; g < items; g = g + 1 == 16 && items > 32 ? items - 16 : g + 1) {
        const uint32_t lane = uniform ? 0 : uint32_t(g % local);
        const uint32_t base = uint32_t(g / local) * shift + lane;
        uint32_t acc = 0;
        for (uint32_t j = 0; j < count; ++j)
            for (uint32_t u = 0; u < 8; ++u)
                acc ^= element(t, (base + (j * 8 + u) * uint32_t(local)) & mask);
        if (!ProbeKit::check(r, got[g] == acc, what + ": out[" + std::to_string(g) + "] wrong"))
            break;
    }
    const int simd = std::max(1, int(kit.device().profile().simd.value));
    const double requests = double(items) / double(local) * std::ceil(double(local) / simd) * count * 8;
    return ns > 0 ? requests / ns : 0;
}

} // namespace

ProbeCurve streamFootprintCurve(ProbeKit& kit, ProbeResult& r, uint64_t minBytes, uint64_t maxBytes)
{
    const ReadType vec = readTypes()[3];
    ProbeCurve curve{"stream footprint",
                     "footprint bytes",
                     "GB/s (every compute unit streams its share; passes rotated so no re-read hits its L1)",
                     {}};
    const double perLaunch = kit.isCpu() ? double(4 << 20) : double(512 << 20);
    for (uint64_t bytes = minBytes; bytes <= maxBytes; bytes *= 2) {
        kit.step("cache sizes: stream over " + std::to_string(bytes >> 10) + " KiB");
        const uint32_t passes = uint32_t(std::clamp(perLaunch / double(bytes), 1.0, 64.0));
        curve.points.push_back({double(bytes), timeRead(kit, r, vec, bytes, passes)});
    }
    return curve;
}

ProbeResult probeBandwidth(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    DeviceContext& d = kit.device();
    const uint64_t bytes = kit.bufferLimit() / 2; // copy needs two
    const ReadType vec = readTypes()[3];
    ProbeCurve curve{"streams", "kernel (0 read, 1 write, 2 copy, 3 L2 read, 4 add)", "GB/s", {}};
    kit.step("bandwidth: read");
    // The faster of two read streams: 8 uint4 per work-item (the driver's groups), and 32 per work-item in
    // groups of 256 (the H200 read 8 % below clpeak and BabelStream's Dot with the first alone).
    double read = timeRead(kit, r, vec, bytes, 1);
    std::string readMethod = "grid-stride uint4 read of 8 per work-item";
    if (bytes / vec.bytes >= 32 * 256) {
        const double wide = timeRead(kit, r, vec, bytes, 1, 32, 256);
        if (wide > read) {
            read = wide;
            readMethod = "uint4 read of 32 per work-item (groups of 256)";
        }
    }
    kit.step("bandwidth: write");
    const uint64_t n4 = bytes / 16;
    cl::Buffer out = kit.buffer(bytes);
    const uint64_t items = std::min<uint64_t>(streamItems(kit), n4);
    // One uint4 per work-item in groups of up to 1024 (NVIDIA's write stream is fastest so), when the count
    // divides; else the driver's choice.
    uint64_t local1 = std::min<uint64_t>(1024, d.maxWorkGroupSize());
    while (local1 > 1 && n4 % local1 != 0)
        local1 /= 2;
    const bool oneFits = n4 <= (uint64_t(1) << 32) - 1;
    // Zeroes the first and last 64 uint4 of `buf`, so a check after a kernel sees only that kernel's stores.
    auto clearEnds = [&](cl::Buffer& buf) {
        clCall("clearing a probe buffer", d.label(), [&] {
            d.queue().enqueueFillBuffer(buf, cl_uint(0), 0, 1024);
            d.queue().enqueueFillBuffer(buf, cl_uint(0), bytes - 1024, 1024);
            d.queue().finish();
            return 0;
        });
    };
    auto checkWrite = [&](const char* name) {
        const std::vector<uint32_t> got = kit.read(out, 64);
        std::vector<uint32_t> tail(64);
        clCall("reading a probe buffer", d.label(), [&] {
            d.queue().enqueueReadBuffer(out, CL_TRUE, size_t(bytes - 256), 256, tail.data());
            return 0;
        });
        for (uint32_t i = 0; i < 16; ++i)
            for (uint64_t item : {uint64_t(i), n4 - 16 + i}) {
                const uint32_t x = uint32_t(item);
                const uint32_t e[4] = {x, x ^ 0x55555555U, ~x, x * 3U};
                const uint32_t* g = item < 16 ? &got[i * 4] : &tail[i * 4];
                for (int c = 0; c < 4; ++c)
                    if (!ProbeKit::check(r, g[c] == e[c],
                                         std::string(name) + ": out[" + std::to_string(item) + "] wrong"))
                        return;
            }
    };
    cl::Kernel w = kit.kernel("probe_global.cl", "probe_write");
    w.setArg(0, out);
    w.setArg(1, cl_uint(n4));
    clearEnds(out);
    double write = double(bytes) / kit.timeNs([&] { return kit.enqueue(w, items, 0); }, "probe_write");
    checkWrite("probe_write");
    std::string writeMethod = "grid-stride uint4 write";
    if (oneFits) {
        cl::Kernel w1 = kit.kernel("probe_global.cl", "probe_write1");
        w1.setArg(0, out);
        clearEnds(out);
        const double one =
            double(bytes) / kit.timeNs([&] { return kit.enqueue(w1, n4, local1); }, "probe_write1");
        checkWrite("probe_write1");
        if (one > write) {
            write = one;
            writeMethod = "uint4 write, one per work-item (groups of " + std::to_string(local1) + ")";
        }
    }
    // A partly written line: one 4 B store at the start of every line of the same buffer, against the best
    // write stream above (the L2 reads each line's old data to merge the store: global.store's strides of a
    // line or more; H200: 1.47).
    double partialLine = -1; // -1: not run (too few lines); 0 after a run: no measurable time
    const double lineFound = kit.earlier("line");
    const uint64_t line = uint64_t(lineFound >= 1 ? lineFound : double(d.profile().line.value));
    const uint64_t lines = line >= 16 && line % 4 == 0 ? bytes / line : 0;
    if (lines >= 1024 && lines <= UINT32_MAX && write > 0) {
        kit.step("bandwidth: one store per line");
        cl::Kernel ls = kit.kernel("probe_global.cl", "probe_line_store");
        const uint32_t salt = 0x2545F491u;
        ls.setArg(0, out);
        ls.setArg(1, cl_uint(line / 4));
        ls.setArg(2, cl_uint(salt));
        const double ns = kit.timeNs([&] { return kit.enqueue(ls, lines, 0); }, "probe_line_store");
        const std::vector<uint32_t> got = kit.read(out, std::min<uint64_t>(bytes / 4, 4096));
        for (uint64_t i = 0; i * (line / 4) < got.size(); ++i)
            if (!ProbeKit::check(r, got[i * (line / 4)] == probeHash(uint32_t(i) ^ salt),
                                 "probe_line_store: line " + std::to_string(i) + " wrong"))
                break;
        partialLine = ns > 0 ? ns / (double(bytes) / write) : 0;
    }
    kit.step("bandwidth: copy");
    cl::Buffer& in = kit.input(bytes / 4);
    auto checkCopy = [&](const char* name) {
        std::vector<uint32_t> got = kit.read(out, 256);
        for (uint32_t i = 0; i < 256; ++i)
            if (!ProbeKit::check(r, got[i] == probeHash(i),
                                 std::string(name) + ": out[" + std::to_string(i) + "] wrong"))
                break;
    };
    cl::Kernel c = kit.kernel("probe_global.cl", "probe_copy");
    c.setArg(0, in);
    c.setArg(1, out);
    c.setArg(2, cl_uint(n4));
    clearEnds(out);
    double copy = 2.0 * double(bytes) / kit.timeNs([&] { return kit.enqueue(c, items, 0); }, "probe_copy");
    checkCopy("probe_copy");
    std::string copyMethod = "grid-stride uint4 copy";
    if (oneFits) {
        cl::Kernel c1 = kit.kernel("probe_global.cl", "probe_copy1");
        c1.setArg(0, in);
        c1.setArg(1, out);
        clearEnds(out);
        const double one =
            2.0 * double(bytes) / kit.timeNs([&] { return kit.enqueue(c1, n4, local1); }, "probe_copy1");
        checkCopy("probe_copy1");
        if (one > copy) {
            copy = one;
            copyMethod = "uint4 copy, one per work-item (groups of " + std::to_string(local1) + ")";
        }
    }
    // One 4 B word per work-item (load, then store): too few bytes in flight per work-item to cover the DRAM
    // latency (a lesson that loads one word into a tile). Its speed relative to the best copy: oneshot_4.
    double oneShot = 0;
    if (oneFits && 4 * n4 <= UINT32_MAX) {
        kit.step("bandwidth: one word per work-item");
        cl::Kernel c4 = kit.kernel("probe_global.cl", "probe_copy1u");
        c4.setArg(0, in);
        c4.setArg(1, out);
        clearEnds(out);
        oneShot = 2.0 * double(bytes) /
                  kit.timeNs([&] { return kit.enqueue(c4, 4 * n4, local1); }, "probe_copy1u") / copy;
        checkCopy("probe_copy1u");
    }
    // The same through a local tile and a barrier, by work-group size (64 .. 1024 as far as the kernel allows):
    // a group waits at its barrier for its slowest load (H200: local.reuse's groups of 1024 take 1.22 x the
    // time of groups of 256 at every size).
    std::vector<std::pair<uint64_t, double>> tileShots;
    if (oneFits && 4 * n4 <= UINT32_MAX && copy > 0) {
        cl::Kernel t4 = kit.kernel("probe_global.cl", "probe_tile1u");
        const uint64_t words = 4 * n4;
        const uint64_t tileLimit = std::min<uint64_t>(1024, d.kernelWorkGroupLimit(t4).limit);
        for (uint64_t wg = 64; wg <= tileLimit && words % wg == 0; wg *= 2) {
            kit.step("bandwidth: one word per work-item through a tile, groups of " + std::to_string(wg));
            t4.setArg(0, in);
            t4.setArg(1, out);
            const double speed = 2.0 * double(bytes) /
                                 kit.timeNs([&] { return kit.enqueue(t4, words, wg); }, "probe_tile1u") / copy;
            // Each checked word is its group's next work-item's input word.
            const std::vector<uint32_t> got = kit.read(out, 64);
            const std::vector<uint32_t> src = kit.read(in, 65); // word 64 is work-item 63's neighbour's
            bool ok = true;
            for (uint64_t j = 0; j < 64 && j < wg && ok; ++j)
                ok = ProbeKit::check(r, got[j] == src[(j + 1) % wg],
                                     "probe_tile1u (groups of " + std::to_string(wg) + "): out[" +
                                         std::to_string(j) + "] wrong");
            if (ok && speed > 0)
                tileShots.emplace_back(wg, std::min(1.0, speed));
        }
    }
    // The launch floor: one small work-group writing 64 words.
    kit.step("bandwidth: launch floor");
    cl::Kernel fill = kit.kernel("probe_global.cl", "probe_fill");
    fill.setArg(0, out);
    fill.setArg(1, cl_uint(64));
    auto timeFloor = [&] {
        clearEnds(out);
        const double ns = kit.timeNs([&] { return kit.enqueue(fill, 64, 64); }, "probe_fill");
        const std::vector<uint32_t> got = kit.read(out, 64);
        for (uint32_t i = 0; i < 64; ++i)
            if (!ProbeKit::check(r, got[i] == probeHash(i), "probe_fill: out[" + std::to_string(i) + "] wrong"))
                break;
        return ns;
    };
    double floorNs = timeFloor();
    // The rate at which the device starts work-groups: many groups of 32 work-items, one word written by each
    // (on the H200 groups of 32 or 64 held global.stride's stream to a quarter or half of its DRAM rate:
    // 1.66 G work-groups/s). The words move in a fraction of that time; the floor is taken off.
    double groupRate = 0;
    const uint64_t units = d.computeUnits();
    const uint64_t rateGroups = kit.isCpu() ? 4096 : std::min<uint64_t>(bytes / 4 / 32, units * 8192);
    if (d.maxWorkGroupSize() >= 32 && rateGroups >= 64) {
        kit.step("bandwidth: work-groups started per second");
        cl::Kernel many = kit.kernel("probe_global.cl", "probe_fill");
        const uint64_t rateItems = rateGroups * 32;
        many.setArg(0, out);
        many.setArg(1, cl_uint(rateItems));
        clearEnds(out);
        const double ns = kit.timeNs([&] { return kit.enqueue(many, rateItems, 32); }, "probe_fill");
        const std::vector<uint32_t> got = kit.read(out, 64);
        for (uint32_t i = 0; i < 64; ++i)
            if (!ProbeKit::check(r, got[i] == probeHash(i),
                                 "probe_fill (groups of 32): out[" + std::to_string(i) + "] wrong"))
                break;
        if (ns > floorNs && floorNs > 0)
            groupRate = double(rateGroups) / (ns - floorNs);
    }
    // Add: two read streams and one write stream (BabelStream's Add kernel, with uint4 items).
    double add = 0;
    std::string addMethod;
    if (oneFits && 2 * n4 <= UINT32_MAX) {
        kit.step("bandwidth: add");
        cl::Buffer& pair = kit.input(bytes / 2); // 2 x bytes: the two read streams
        cl::Kernel a = kit.kernel("probe_global.cl", "probe_add1");
        a.setArg(0, pair);
        a.setArg(1, out);
        a.setArg(2, cl_uint(n4));
        clearEnds(out);
        add = 3.0 * double(bytes) / kit.timeNs([&] { return kit.enqueue(a, n4, local1); }, "probe_add1");
        std::vector<uint32_t> got = kit.read(out, 256);
        for (uint32_t i = 0; i < 256; ++i)
            if (!ProbeKit::check(r, got[i] == probeHash(i) + probeHash(uint32_t(i + 4 * n4)),
                                 "probe_add1: out[" + std::to_string(i) + "] wrong"))
                break;
        addMethod = "uint4 out[i] = a[i] + b[i], one per work-item (groups of " + std::to_string(local1) + ")";
    }
    // L2: a footprint well inside the L2 (a quarter of the measured or queried global cache), re-read.
    uint64_t l2 = d.device().getInfo<CL_DEVICE_GLOBAL_MEM_CACHE_SIZE>();
    l2 = uint64_t(d.profile().figure("l2_bytes", double(l2)));
    // A GPU needs enough work-items to fill it: at least 8 MiB (the H100's L2 holds 25 MB per partition).
    uint64_t small = 1;
    while (small * 2 <= std::max<uint64_t>(l2 / 4, kit.isCpu() ? 64 * 1024 : 8 << 20) && small * 2 <= bytes)
        small *= 2;
    kit.step("bandwidth: L2 read");
    const double l2read = timeRead(kit, r, vec, small, kit.isCpu() ? 4 : 64);
    // Random 4 B reads, every lane its own sector: within the L2-sized footprint above (after a first pass has
    // brought it into the L2) and over the whole input (DRAM). Useful bytes per ns.
    auto gather = [&](uint64_t spanBytes) {
        uint64_t words = 1;
        while (words * 2 <= spanBytes / 4)
            words *= 2;
        const uint32_t steps = 4;
        const uint64_t items = std::min<uint64_t>(kit.isCpu() ? (1 << 16) : (uint64_t(1) << 22), n4);
        cl::Buffer& src = kit.input(bytes / 4);
        cl::Buffer res = kit.buffer(items * 4);
        cl::Kernel k = kit.kernel("probe_global.cl", "probe_gather");
        k.setArg(0, src);
        k.setArg(1, res);
        k.setArg(2, cl_uint(words - 1));
        k.setArg(3, cl_uint(steps));
        const double gbs =
            double(items) * steps * 4 / kit.timeNs([&] { return kit.enqueue(k, items, 0); }, "probe_gather");
        const std::vector<uint32_t> got = kit.read(res, 64);
        for (uint32_t g = 0; g < got.size(); ++g) {
            uint32_t acc = 0;
            for (uint32_t s = 0; s < steps; ++s)
                acc ^= probeHash(probeHash(g * steps + s) & uint32_t(words - 1));
            if (!ProbeKit::check(r, got[g] == acc, "probe_gather: out[" + std::to_string(g) + "] wrong"))
                break;
        }
        return std::make_pair(gbs, words * 4);
    };
    kit.step("bandwidth: random reads in the L2");
    const auto [l2Gather, l2Span] = gather(small);
    kit.step("bandwidth: random reads in DRAM");
    const auto [dramGather, dramSpan] = gather(bytes);
    // The floor again after the other streams: the lower of the two medians (the H100 measured one run's
    // first at 12.7 us and its repeat at 5.2 us, other runs 5.0-6.1 us: a floor is a lower bound).
    kit.step("bandwidth: launch floor again");
    const double floorAgainNs = timeFloor();
    if (floorAgainNs > 0 && (floorNs <= 0 || floorAgainNs < floorNs))
        floorNs = floorAgainNs;
    curve.points = {{0, read}, {1, write}, {2, copy}, {3, l2read}};
    if (add > 0)
        curve.points.push_back({4, add});
    r.curves.push_back(curve);
    const std::string size = std::to_string(bytes >> 20) + " MiB";
    r.values.push_back(figureValue("dram_read_gbs", read, "GB/s",
                                   "the faster of two streams: " + readMethod + " of " + size, 0.9));
    r.values.push_back(figureValue("dram_write_gbs", write, "GB/s",
                                   "the faster of two streams: " + writeMethod + " of " + size, 0.9));
    r.values.push_back(
        figureValue("dram_copy_gbs", copy, "GB/s",
                    "the faster of two streams: " + copyMethod + " of " + size + " (read + write)", 0.9));
    if (oneShot > 0)
        r.values.push_back(figureValue("oneshot_4", std::min(1.0, oneShot), "ratio",
                                       "uint copy, one word per work-item (groups of " +
                                           std::to_string(local1) + ") / the best copy above",
                                       0.8));
    for (const auto& [wg, speed] : tileShots)
        r.values.push_back(
            figureValue("oneshot_tile_" + std::to_string(wg), speed, "ratio",
                        "uint copy through a local tile (load, barrier, store the next work-item's "
                        "word), groups of " +
                            std::to_string(wg) + " / the best copy above",
                        0.8));
    r.values.push_back(
        figureValue("launch_floor_ns", floorNs, "ns",
                    "one work-group of 64 work-items writing one word each (profiling events; the lower "
                    "median of two, before and after the other streams)",
                    0.8));
    if (groupRate > 0)
        r.values.push_back(figureValue(
            "group_rate_gps", groupRate, "G/s",
            std::to_string(rateGroups) + " work-groups of 32 work-items writing one word each, less the launch "
                                         "floor: work-groups started per ns",
            0.7));
    if (add > 0)
        r.values.push_back(figureValue("dram_add_gbs", add, "GB/s",
                                       addMethod + " of 2 x " + size + " read, " + size + " written", 0.9));
    if (partialLine < 0) {
        // Not run: say why (a line an earlier probe decided may leave the buffer too few lines).
        Decision none;
        none.reason = "the " + size + " buffer holds " + std::to_string(lines) + " lines of " +
                      std::to_string(line) + " B (at least 1024 needed)";
        r.values.push_back(probeValue("partial_line_ratio", none, "ratio", "one 4 B store per line"));
    } else // undecided ("nothing measurable") where the launch took no measurable time
        r.values.push_back(figureValue("partial_line_ratio", partialLine, "ratio",
                                       "one 4 B store at the start of every " + std::to_string(line) +
                                           " B line of " + size + " / the best write stream over it",
                                       0.8));
    r.values.push_back(figureValue("l2_gather_gbs", l2Gather, "GB/s",
                                   "random 4 B reads (each lane its own sector) within " +
                                       std::to_string(l2Span >> 10) + " KiB, useful bytes",
                                   0.7));
    r.values.push_back(figureValue("dram_gather_gbs", dramGather, "GB/s",
                                   "random 4 B reads (each lane its own granule) over " +
                                       std::to_string(dramSpan >> 20) + " MiB, useful bytes",
                                   0.7));
    r.values.push_back(figureValue("l2_read_gbs", l2read, "GB/s",
                                   "uint4 re-reads of " + std::to_string(small >> 10) + " KiB (rotated passes)",
                                   0.7));
    return r;
}

ProbeResult probeRequestRate(ProbeKit& kit)
{
    ProbeResult r;
    r.validated = true;
    const uint64_t bytes = kit.bufferLimit() / 2;
    ProbeCurve curve{"types", "element bytes", "GB/s (grid-stride read, stride 1)", {}};
    double uintGBs = 0;
    for (const auto& t : readTypes()) {
        kit.step(std::string("request rate: ") + t.name);
        const double gbs = timeRead(kit, r, t, bytes, 1);
        curve.points.push_back({double(t.bytes), gbs});
        if (t.bytes == 4)
            uintGBs = gbs;
    }
    r.curves.push_back(curve);
    const int simd = int(kit.device().profile().simd.value);
    for (const auto& p : curve.points) {
        if (p.x >= 4)
            continue;
        const std::string name = p.x == 1 ? "uchar" : "ushort";
        r.values.push_back(figureValue("narrow_" + name, uintGBs > 0 ? p.y / uintGBs : 0, "ratio",
                                       name + " / uint bandwidth at stride 1, equal bytes", 0.85));
    }
    // Requests per ns of the narrowest type: each SIMD group's request carries simd x 1 byte.
    r.values.push_back(figureValue("request_rate_gps", curve.points.front().y / std::max(1, simd),
                                   "G requests/s", "uchar bandwidth / (SIMD width x 1 B)", 0.7));
    // Requests that hit a cache: one line each (a uint a lane), a uniform word, four lines (a uint4 a lane),
    // re-read from the L1 and read once from a window the L2 keeps (16 MiB, 1 MiB on a CPU, at most half the
    // buffer limit).
    const bool cpu = kit.isCpu();
    uint64_t window = cpu ? (1 << 20) : (16 << 20);
    while (window > 4096 && window > kit.bufferLimit() / 2)
        window /= 2;
    const uint32_t l1Count = cpu ? 16 : 256, l2Count = cpu ? 4 : 32;
    const ReadType word = readTypes()[2], vec = readTypes()[3];
    ProbeCurve hits{"cache hits",
                    "kernel (0 L1 line, 1 L1 uniform word, 2 L1 four lines, 3 L2 line, 4 L2 four lines)",
                    "G requests/s (8 independent loads a round, full occupancy)",
                    {}};
    kit.step("request rate: L1 hits");
    hits.points.push_back({0, timeRereads(kit, r, word, false, 0, l1Count)});
    hits.points.push_back({1, timeRereads(kit, r, word, true, 0, l1Count)});
    hits.points.push_back({2, timeRereads(kit, r, vec, false, 0, l1Count)});
    kit.step("request rate: L2 hits");
    hits.points.push_back({3, timeRereads(kit, r, word, false, window, l2Count)});
    hits.points.push_back({4, timeRereads(kit, r, vec, false, window, l2Count / 4)});
    r.curves.push_back(hits);
    const std::string rounds =
        " (8 independent uint loads a round per work-item, a SIMD group's load one line)";
    r.values.push_back(figureValue("request_l1_gps", hits.points[0].y, "G requests/s",
                                   "requests re-reading 8 lines a work-group keeps in the L1" + rounds, 0.7));
    r.values.push_back(figureValue("request_l2_gps", hits.points[3].y, "G requests/s",
                                   "requests reading lines once from a " + std::to_string(window >> 10) +
                                       " KiB window the L2 keeps" + rounds,
                                   0.7));
    return r;
}

} // namespace coalesce
