// SPDX-License-Identifier: GPL-3.0-or-later
// The ceilings of the units beside the global hierarchy (declared in core/models/hierarchy.h): the constant
// cache (distinct addresses and lines per request on the constant.addresses probe's curves), the atomics (the
// atomics.addresses probe's curve over the launch's distinct lines) and the texture unit (a declared image's
// texels at the image.texels probe's rates). docs/MODELS.md states each rule with a worked example.
#include "core/models/hierarchy.h"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <map>
#include <set>
#include <utility>

namespace coalesce {

namespace {

// Cost (>= 1) of n on a measured curve of relative throughputs (key 1 is 1); log-linear between keys, like n
// beyond the largest; n itself without a curve.
double curveCost(const std::map<uint32_t, double>& rel, uint32_t n)
{
    if (n <= 1)
        return 1.0;
    if (rel.empty())
        return double(n);
    std::map<uint32_t, double> cost{{1, 1.0}};
    for (const auto& [k, r] : rel)
        if (r > 0)
            cost[k] = std::max(1.0, 1.0 / r);
    auto hi = cost.lower_bound(n);
    if (hi == cost.end()) {
        const auto& [k, c] = *cost.rbegin();
        return c * double(n) / double(k);
    }
    if (hi->first == n)
        return hi->second;
    auto lo = std::prev(hi);
    return logLogBetween(double(lo->first), lo->second, double(hi->first), hi->second, double(n));
}

// A rate read off a measured curve (key -> G/s, not empty) at x: log-log between its points, flat beyond its
// ends (the atomics probes' curves).
double rateOnCurve(const std::map<uint32_t, double>& curve, double x)
{
    if (x >= double(curve.rbegin()->first))
        return curve.rbegin()->second;
    if (x <= double(curve.begin()->first))
        return curve.begin()->second;
    const auto hi = curve.upper_bound(uint32_t(x));
    const auto lo = std::prev(hi);
    return logLogBetween(double(lo->first), lo->second, double(hi->first), hi->second, x);
}

} // namespace

double constantCost(uint32_t addresses, uint32_t lines, const Ceilings& g)
{
    // The lines' extra over the addresses' cost. A line curve with a point at 1 line measured the 32 lanes'
    // random words in n random lines (constant_line_1 .. _32): its extra is its cost at n lines over its cost
    // at one. One without (profiles stored before it) measured n words in n lines: its extra is over the cost
    // of n adjacent words.
    const auto one = g.constantLine.find(1);
    const bool thirtyTwoWords = one != g.constantLine.end() && one->second > 0;
    const double extraLines =
        std::max(0.0, curveCost(g.constantLine, lines) - (thirtyTwoWords ? std::max(1.0, 1.0 / one->second)
                                                                         : curveCost(g.constantAddr, lines)));
    return curveCost(g.constantAddr, addresses) + (g.constantLine.empty() ? 0.0 : extraLines);
}

double constantRelative(const std::vector<Request>& requests, const Ceilings& g)
{
    double cost = 0;
    uint32_t n = 0;
    for (const auto& r : requests) {
        if (r.space != Space::Constant)
            continue;
        cost += constantCost(std::max<uint32_t>(1, r.distinctAddresses), std::max<uint32_t>(1, r.lines), g);
        ++n;
    }
    return n == 0 || cost <= 0 ? 1.0 : std::min(1.0, double(n) / cost);
}

double atomicsRelative(const std::vector<Request>& requests, const ModelGeometry& geometry, const Ceilings& g)
{
    if (g.atomicCurve.empty())
        return -1;
    double packedUpdates = 0; // updates of requests whose sectors fill consecutive lines (the probe's lanes)
    double spreadUpdates = 0; // updates of requests spread over more lines (random bins)
    double lanes = 0;
    std::set<std::pair<uint32_t, uint64_t>> lines;
    const uint32_t sectorsPerLine =
        std::max<uint32_t>(1, geometry.line / std::max<uint32_t>(1, geometry.segment));
    for (const auto& r : requests) {
        if (r.space != Space::Global || r.kind != AccessKind::Atomic || r.lanes.empty())
            continue;
        // Lanes per address, and per sector the busiest address: the L2 applies a request's updates of
        // distinct words in one sector together, so a sector costs as many updates as its busiest word has
        // lanes (the probe's counters, one per sector, cost one update per lane).
        std::map<uint64_t, uint32_t> perAddress;
        std::set<uint64_t> requestLines;
        for (const auto& lane : r.lanes) {
            ++perAddress[lane.byteOffset];
            lines.emplace(r.buffer, lane.byteOffset / geometry.line);
            requestLines.insert(lane.byteOffset / geometry.line);
        }
        std::map<uint64_t, uint32_t> perSector;
        for (const auto& [address, n] : perAddress) {
            uint32_t& busiest = perSector[address / geometry.segment];
            busiest = std::max(busiest, n);
        }
        double sectorUpdates = 0;
        for (const auto& [sector, n] : perSector)
            sectorUpdates += n;
        lanes += double(r.lanes.size());
        const double updates = perAddress.size() == 1 ? 1.0 : sectorUpdates;
        // Its sectors in more lines than they would fill side by side: spread like random bins.
        const size_t packedLines = (perSector.size() + sectorsPerLine - 1) / sectorsPerLine;
        (requestLines.size() > packedLines ? spreadUpdates : packedUpdates) += updates;
    }
    if (packedUpdates + spreadUpdates == 0)
        return -1;
    // The curves' rates at the launch's n counters: spread requests at the random-lane curve where measured.
    const double n = double(lines.size()) * double(geometry.line) / 32.0;
    double maxRate = 0;
    for (const auto& [k, rate] : g.atomicCurve)
        maxRate = std::max(maxRate, rate);
    const double rate = rateOnCurve(g.atomicCurve, n);
    const double spreadRate = g.atomicRandomCurve.empty() ? rate : rateOnCurve(g.atomicRandomCurve, n);
    if (maxRate <= 0 || rate <= 0 || spreadRate <= 0)
        return -1;
    return std::min(1.0, lanes / maxRate / (packedUpdates / rate + spreadUpdates / spreadRate));
}

double textureRelative(const std::vector<Request>& requests, const WorkingSet& w, const Ceilings& g)
{
    if (w.textureBuffer < 0 || g.texelGps <= 0 || g.dramGBs <= 0)
        return -1;
    uint64_t requested = 0, texels = 0;
    for (const auto& r : requests) {
        if (r.space != Space::Global)
            continue;
        requested += r.bytesRequested;
        if (r.kind == AccessKind::Read && int(r.buffer) == w.textureBuffer)
            texels += r.lanes.size();
    }
    if (texels == 0 || requested == 0)
        return -1;
    // Texels at the texel rate; a bilinear sample's four texels are fetched all the same (the H100 filtered
    // 250 G samples/s from a cached image, 1000 G texels' worth, but a streamed 4096 x 4096 image's samples ran
    // at 109 G/s, a quarter of its texel rate), and the filter itself at the measured sample rate.
    double ns = double(texels) / g.texelGps;
    if (w.textureFiltered && g.filteredGps > 0)
        ns = std::max(ns, double(texels) / 4.0 / g.filteredGps);
    return (double(requested) / g.dramGBs) / ns;
}

double groupsPerUnit(const Ceilings& g, uint32_t groupSize, uint64_t localBytes)
{
    if (g.residentItems <= 0 || groupSize == 0)
        return 0;
    double groups = std::floor(g.residentItems / double(groupSize));
    if (g.residentGroups > 0)
        groups = std::min(groups, g.residentGroups);
    if (localBytes > 0 && g.residentLocalBytes > 0)
        groups = std::min(groups, std::floor(g.residentLocalBytes / double(localBytes)));
    return std::max(1.0, groups);
}

double localRateGBs(const Ceilings& g, uint32_t groupSize, uint32_t simd, double* simdGroupsPerUnit)
{
    if (simdGroupsPerUnit)
        *simdGroupsPerUnit = 0;
    if (g.localSimdGBs <= 0 || g.localSimdGBs >= g.localGBs || simd == 0 || groupSize == 0 ||
        g.residentItems <= 0)
        return g.localGBs;
    const auto simdGroups = [&](uint32_t size, uint64_t localBytes) {
        return groupsPerUnit(g, size, localBytes) * std::ceil(double(size) / double(simd));
    };
    const double full = simdGroups(std::max(kLocalProbeGroup, simd), kLocalProbeTileBytes);
    const double narrow = simdGroups(simd, kLocalProbeTileBytes);
    const double here = simdGroups(groupSize, 0);
    if (!(full > narrow) || here >= full)
        return g.localGBs;
    if (simdGroupsPerUnit)
        *simdGroupsPerUnit = here;
    if (here <= narrow)
        return g.localSimdGBs;
    return g.localSimdGBs + (g.localGBs - g.localSimdGBs) * (here - narrow) / (full - narrow);
}

AtomicTail atomicTail(const WorkingSet& w, const Ceilings& g, double relative)
{
    AtomicTail t;
    if (w.tailAtomics == 0 || w.tailBins == 0 || w.tailGroups == 0 || w.tailUnits == 0 ||
        w.tailCountedBytes == 0) {
        t.why = "the lesson declares no atomic tail";
        return t;
    }
    if (g.atomicOnce.empty()) {
        t.why = "the one-shot atomic rate is not measured (probe atomics.once)";
        return t;
    }
    const double perUnit = groupsPerUnit(g, w.tailGroupSize, w.tailLocalBytes);
    if (perUnit <= 0) {
        t.why = "the work-groups resident per compute unit are not measured (probe compute.residency)";
        return t;
    }
    if (g.dramGBs <= 0) {
        t.why = "the DRAM bandwidth is not measured (probe global.bandwidth)";
        return t;
    }
    if (!(relative > 0)) {
        t.why = "no prediction to add it to";
        return t;
    }
    const double rate = rateOnCurve(g.atomicOnce, double(w.tailBins));
    t.rateGps = rate;
    t.onceNs = double(w.tailAtomics) / rate;
    // The busiest bin's updates follow one another (the H100, docs/bench/atomic-skew: 8 bins, 4M work-items,
    // half of them on one bin: 1534 us, its 2.1 M updates at the one-address 1.37 G/s 1531 us).
    if (w.tailHotAtomics > 0 && g.atomicSameGops > 0)
        t.hotNs = double(w.tailHotAtomics) / g.atomicSameGops;
    t.atomicsNs = std::max(t.onceNs, t.hotNs);
    t.waves = double(w.tailGroups) / (double(w.tailUnits) * perUnit);
    t.launchNs = double(w.tailCountedBytes) / (relative * g.dramGBs);
    // The first wave's groups do their work before any atomic; later waves' work runs beside the atomics.
    t.firstWaveNs = t.waves > 1 ? t.launchNs / t.waves : t.launchNs;
    t.tailNs = std::max(0.0, t.firstWaveNs + t.atomicsNs - t.launchNs);
    t.exposed = t.tailNs > 0 ? 1 : 0;
    t.relative = double(w.tailCountedBytes) / (t.launchNs + t.tailNs) / g.dramGBs;
    if (t.exposed == 0) {
        char text[200];
        std::snprintf(text, sizeof text,
                      "the launch runs in %.1f waves of work-groups and its atomics (%.1f us) end within the "
                      "later waves' work",
                      t.waves, t.atomicsNs / 1000.0);
        t.why = text;
    }
    return t;
}

double afterCopyRelative(const WorkingSet& w, const Ceilings& g, double relative)
{
    if (w.hostCopyCountedBytes == 0 || g.afterCopyNs < 0 || g.dramGBs <= 0 || !(relative > 0))
        return -1;
    const double launchNs = double(w.hostCopyCountedBytes) / (relative * g.dramGBs);
    return double(w.hostCopyCountedBytes) / (launchNs + g.afterCopyNs) / g.dramGBs;
}

} // namespace coalesce
