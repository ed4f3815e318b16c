// SPDX-License-Identifier: GPL-3.0-or-later
// The ceilings of the units beside the global hierarchy (declared in core/models/hierarchy.h): the constant
// cache (distinct addresses and lines per request on the constant.addresses probe's curves), the atomics (the
// atomics.addresses probe's curve over the launch's distinct lines) and the texture unit (a declared image's
// texels at the image.texels probe's rates). docs/MODELS.md states each rule with a worked example.
#include "core/models/hierarchy.h"

#include <algorithm>
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

} // namespace

double constantCost(uint32_t addresses, uint32_t lines, const Ceilings& g)
{
    const double extraLines =
        std::max(0.0, curveCost(g.constantLine, lines) - curveCost(g.constantAddr, lines));
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
    double updates = 0;
    double lanes = 0;
    std::set<std::pair<uint32_t, uint64_t>> lines;
    for (const auto& r : requests) {
        if (r.space != Space::Global || r.kind != AccessKind::Atomic || r.lanes.empty())
            continue;
        // Lanes per address, and per sector the busiest address: the L2 applies a request's updates of
        // distinct words in one sector together, so a sector costs as many updates as its busiest word has
        // lanes (the probe's counters, one per sector, cost one update per lane).
        std::map<uint64_t, uint32_t> perAddress;
        for (const auto& lane : r.lanes) {
            ++perAddress[lane.byteOffset];
            lines.emplace(r.buffer, lane.byteOffset / geometry.line);
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
        updates += perAddress.size() == 1 ? 1.0 : sectorUpdates;
    }
    if (updates == 0)
        return -1;
    // The curve as rates (G/s), log-linear in n between its points, flat beyond its ends.
    const double n = double(lines.size()) * double(geometry.line) / 32.0;
    double maxRate = 0;
    for (const auto& [k, rate] : g.atomicCurve)
        maxRate = std::max(maxRate, rate);
    double rate = g.atomicCurve.begin()->second;
    if (n >= double(g.atomicCurve.rbegin()->first)) {
        rate = g.atomicCurve.rbegin()->second;
    } else if (n > double(g.atomicCurve.begin()->first)) {
        auto hi = g.atomicCurve.upper_bound(uint32_t(n));
        auto lo = std::prev(hi);
        rate = logLogBetween(double(lo->first), lo->second, double(hi->first), hi->second, n);
    }
    if (maxRate <= 0 || rate <= 0)
        return -1;
    return std::min(1.0, lanes / maxRate / (updates / rate));
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

} // namespace coalesce
