// SPDX-License-Identifier: GPL-3.0-or-later
// The ceilings a profile's probes measured, as the hierarchical model reads them (declared in
// core/models/hierarchy.h): each figure taken where it is plausible, curves (constant_addr_<n>,
// dram_sparse_<k>, phase_ns_<wg>, ...) gathered by their numeric suffix, and the sparse-read speed interpolated
// on its curve. Split from hierarchy.cpp, which turns requests into time under these ceilings.
#include "core/models/hierarchy.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <string>

namespace coalesce {

namespace {

std::map<uint32_t, double> figureCurve(const GeometryProfile& profile, const std::string& prefix)
{
    std::map<uint32_t, double> curve;
    for (const auto& [key, f] : profile.figures) {
        if (key.rfind(prefix, 0) != 0)
            continue;
        const std::string n = key.substr(prefix.size());
        if (!n.empty() && n.find_first_not_of("0123456789") == std::string::npos && n.size() < 6)
            curve[uint32_t(std::stoul(n))] = f.value;
    }
    return curve;
}

} // namespace

bool Ceilings::any() const
{
    return dramGranule || dramGBs > 0 || l2Ratio > 0 || narrowUchar > 0 || narrowUshort > 0 || requestGps > 0 ||
           l1Bytes > 0 || l2Bytes > 0 || channelFloor > 0 || !constantAddr.empty() || !constantLine.empty() ||
           atomicSameGops > 0 || atomicDistinctGops > 0 || !atomicCurve.empty() || localGBs > 0 ||
           oneShot4 > 0 || !oneShotTile.empty() || launchFloorNs > 0 || groupRate > 0 || l2Scatter > 0 ||
           dramRandom > 0 || texelGps > 0 || filteredGps > 0 || residentItems > 0 || spillMissNs > 0 ||
           residentGroups > 0 || residentLocalBytes > 0 || !atomicOnce.empty() || afterCopyNs >= 0 ||
           partialLine > 0 || dramWriteCost != 1 || dramMixCost > 0 || localLatencyNs > 0 || l1LatencyNs > 0 ||
           constantLatencyNs > 0 || l2LatencyNs > 0 || dramLatencyNs > 0 || !l1Loaded.empty();
}

double l1LatencyAt(const Ceilings& g, double simdGroups)
{
    if (g.l1Loaded.empty() || !(simdGroups > 0))
        return g.l1LatencyNs;
    const auto& c = g.l1Loaded;
    if (simdGroups <= c.begin()->first)
        return c.begin()->second;
    if (simdGroups >= c.rbegin()->first)
        return c.rbegin()->second;
    const auto hi = c.lower_bound(uint32_t(std::ceil(simdGroups)));
    const auto lo = std::prev(hi);
    return logLogBetween(double(lo->first), lo->second, double(hi->first), hi->second, simdGroups);
}

Ceilings ceilingsFromProfile(const GeometryProfile& profile)
{
    Ceilings g;
    const double granule = profile.figure("dram_granule", 0);
    if (granule >= 1 && granule <= (1 << 20))
        g.dramGranule = uint64_t(granule);
    g.dramGBs = profile.figure("dram_read_gbs", 0);
    const double l2 = profile.figure("l2_read_gbs", 0);
    g.l2Ratio = g.dramGBs > 0 && l2 > 0 ? l2 / g.dramGBs : 0;
    g.narrowUchar = profile.figure("narrow_uchar", 0);
    g.narrowUshort = profile.figure("narrow_ushort", 0);
    g.requestGps = profile.figure("request_rate_gps", 0);
    g.requestL1Gps = profile.figure("request_l1_gps", 0);
    const double l1 = profile.figure("l1_bytes", 0);
    g.l1Bytes = l1 >= 1 && l1 < 1e12 ? uint64_t(l1) : 0;
    const double partition = profile.figure("l2_partition_bytes", 0);
    const double l2Size = partition >= 1 ? partition : profile.figure("l2_bytes", 0);
    g.l2Bytes = l2Size >= 1 && l2Size < 1e15 ? uint64_t(l2Size) : 0;
    const double whole = profile.figure("l2_bytes", 0);
    g.l2RandomBytes = g.l2Bytes;
    g.l2PrivateBytes = whole >= 1 && whole < 1e15 ? uint64_t(whole) : g.l2Bytes;
    if (partition >= 1 && whole >= partition && whole < 1e15) {
        // The partition probe's knee lies below a partition's capacity, so whole / knee overstates their
        // count: the most partitions the knee allows is its floor (the H200's 2.40-2.59 over twelve runs, the
        // H100's 2.17: 2; rounding flipped the H200's to 3 in two runs of twelve).
        g.l2RandomBytes = uint64_t(whole / std::max(1.0, std::floor(whole / partition)));
        // Bytes each unit reads alone are held once, in the partition their address maps to: the partitions'
        // knees together (histogram GPU2 on the H200 steps between 62.3 and 65.7 MB of descriptors; 2 x 32.7).
        g.l2PrivateBytes = uint64_t(partition * std::max(1.0, std::floor(whole / partition)));
    }
    const double floor = profile.figure("channel_worst_ratio", 0);
    g.channelFloor = floor > 0 && floor <= 1 ? floor : 0;
    g.constantAddr = figureCurve(profile, "constant_addr_");
    g.constantLine = figureCurve(profile, "constant_line_");
    g.atomicCurve = figureCurve(profile, "atomic_n_");
    g.atomicRandomCurve = figureCurve(profile, "atomic_rand_n_");
    g.atomicSameGops = profile.figure("atomic_same_gops", 0);
    g.atomicDistinctGops = profile.figure("atomic_distinct_gops", 0);
    for (const auto& [apart, speed] : figureCurve(profile, "dram_sparse_"))
        if (apart >= 2 && speed > 0 && speed <= 1)
            g.dramSparse[apart] = speed;
    g.localGBs = std::max(0.0, profile.figure("local_read_gbs", 0));
    const double groupRate = profile.figure("group_rate_gps", 0);
    g.groupRate = groupRate > 0 && groupRate < 1e6 ? groupRate : 0;
    const double localSimd = profile.figure("local_read_gbs_simd", 0);
    g.localSimdGBs = localSimd > 0 && localSimd < 1e9 ? localSimd : 0;
    const double oneShot = profile.figure("oneshot_4", 0);
    g.oneShot4 = oneShot > 0 && oneShot <= 1 ? oneShot : 0;
    for (const auto& [wg, speed] : figureCurve(profile, "oneshot_tile_"))
        if (wg >= 1 && speed > 0 && speed <= 1)
            g.oneShotTile[wg] = speed;
    const double floorNs = profile.figure("launch_floor_ns", 0);
    g.launchFloorNs = floorNs > 0 && floorNs < 1e9 ? floorNs : 0;
    // Phase times by work-group size: the tree level's, the neighbour exchange's and the scan's.
    for (auto [prefix, curve] : {std::pair{"phase_ns_", &g.phaseNs}, std::pair{"exchange_ns_", &g.exchangeNs},
                                 std::pair{"scan_phase_ns_", &g.scanPhaseNs}})
        for (const auto& [wg, ns] : figureCurve(profile, prefix))
            if (wg >= 1 && ns > 0 && ns < 1e9)
                (*curve)[wg] = ns;
    g.aluRoundNs = std::max(0.0, profile.figure("alu_round_ns", 0));
    g.shuffleNs = std::max(0.0, profile.figure("shuffle_ns", 0));
    const double segment = std::max(1.0, double(profile.segment.value));
    const double l2Gather = profile.figure("l2_gather_gbs", 0);
    if (l2Gather > 0 && l2 > 0)
        g.l2Scatter = std::clamp(l2Gather * segment / 4.0 / l2, 0.01, 1.0);
    const double dramGather = profile.figure("dram_gather_gbs", 0);
    const double granuleBytes = g.dramGranule ? double(g.dramGranule) : segment;
    if (dramGather > 0 && g.dramGBs > 0)
        g.dramRandom = std::clamp(dramGather * granuleBytes / 4.0 / g.dramGBs, 0.01, 1.0);
    g.texelGps = std::max(0.0, profile.figure("texel_gps", 0));
    g.filteredGps = std::max(0.0, profile.figure("filtered_gps", 0));
    const double resident = profile.figure("resident_items", 0);
    g.residentItems = resident >= 1 && resident < 1e7 ? resident : 0;
    const double missNs = profile.figure("spill_miss_ns", 0);
    g.spillMissNs = missNs > 0 && missNs < 1e6 ? missNs : 0;
    const double afterCopy = profile.figure("after_copy_ns", -1);
    g.afterCopyNs = afterCopy >= 0 && afterCopy < 1e9 ? afterCopy : -1;
    const double groups = profile.figure("resident_groups", 0);
    g.residentGroups = groups >= 1 && groups < 1e6 ? groups : 0;
    const double localBytes = profile.figure("resident_local_bytes", 0);
    g.residentLocalBytes = localBytes >= 1 && localBytes < 1e12 ? localBytes : 0;
    const double partialLine = profile.figure("partial_line_ratio", 0);
    g.partialLine = partialLine > 0 && partialLine <= 64 ? partialLine : 0;
    const double write = profile.figure("dram_write_gbs", 0);
    const double copy = profile.figure("dram_copy_gbs", 0);
    if (g.dramGBs > 0 && write > 0 && g.dramGBs < 1e7 && write < 1e7) {
        g.dramWriteCost = std::clamp(g.dramGBs / write, 0.25, 4.0);
        if (copy > 0 && copy < 1e7)
            g.dramMixCost = std::clamp(2.0 * g.dramGBs / copy - 1.0 - g.dramWriteCost, 0.0, 4.0);
    }
    for (auto [key, field] :
         {std::pair{"local_latency_ns", &g.localLatencyNs}, std::pair{"l1_latency_ns", &g.l1LatencyNs},
          std::pair{"constant_latency_ns", &g.constantLatencyNs}, std::pair{"l2_latency_ns", &g.l2LatencyNs},
          std::pair{"dram_latency_ns", &g.dramLatencyNs}}) {
        const double ns = profile.figure(key, 0);
        *field = ns > 0 && ns < 1e6 ? ns : 0;
    }
    for (const auto& [n, ns] : figureCurve(profile, "l1_loaded_ns_"))
        if (n >= 1 && ns > 0 && ns < 1e6)
            g.l1Loaded[n] = ns;
    for (const auto& [bins, rate] : figureCurve(profile, "atomic_once_"))
        if (bins >= 1 && rate > 0 && rate < 1e6)
            g.atomicOnce[bins] = rate;
    return g;
}

double sparseDramSpeed(const std::map<uint32_t, double>& curve, double apart)
{
    if (curve.empty() || !(apart > 1))
        return 1.0;
    double x0 = 0, y0 = 1.0; // log2(1) = 0: adjacent granules
    const double x = std::log2(apart);
    for (const auto& [k, speed] : curve) {
        const double x1 = std::log2(double(k));
        if (x <= x1)
            return x1 > x0 ? y0 + (speed - y0) * (x - x0) / (x1 - x0) : speed;
        x0 = x1;
        y0 = speed;
    }
    return y0;
}

} // namespace coalesce
