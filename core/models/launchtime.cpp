// SPDX-License-Identifier: GPL-3.0-or-later
// The launch-time model (declared in core/models/hierarchy.h): for a lesson whose trace holds every access of
// its work-items (a declared loop scaled up), the launch's time is its global part (the hierarchy's time, its
// DRAM part over the one-shot factor where that is longer) plus its local part (bank passes at the measured
// local bandwidth) plus its requests' slots in the load/store pipeline (without local memory in the trace the
// longer of the global part and the slots) and its declared sub-group shuffles, or the latency of its declared
// barrier phases (each declared phase at least as long as its own bank passes) or its declared arithmetic where
// that is longer, or the time the device takes to start its work-groups where that is longer still, plus the
// launch floor. docs/MODELS.md, "Launch time".
#include "core/models/chain.h"
#include "core/models/hierarchy.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace coalesce {

double tileShotAt(const std::map<uint32_t, double>& curve, uint32_t groupSize)
{
    if (curve.empty() || groupSize == 0)
        return 0;
    if (groupSize <= curve.begin()->first)
        return curve.begin()->second;
    if (groupSize >= curve.rbegin()->first)
        return curve.rbegin()->second;
    return phaseNsAt(curve, groupSize);
}

LaunchTime launchTime(const std::vector<Request>& requests, const ModelGeometry& geometry, const Ceilings& g,
                      const WorkingSet& facts, double channelFactor)
{
    LaunchTime t;
    if (!facts.timed()) {
        t.why = "the lesson declares no complete trace";
        return t;
    }
    if (g.dramGBs <= 0 || g.localGBs <= 0) {
        t.why = "the DRAM and local bandwidths are not both measured";
        return t;
    }
    std::set<uint32_t> groups;
    std::set<std::pair<uint32_t, uint32_t>> items; // (work-group, local id) of the global reads
    uint64_t globalReadBytes = 0;
    double readRequests = 0, fullReadRequests = 0; // global read requests, and their lanes in whole SIMD groups
    const double requestLanes = double(std::max<uint32_t>(1, std::min(geometry.simd, facts.groupSize)));
    bool global = false;
    bool local = false;
    // Bank passes per declared phase (the phase whose first step is the last at or before the request's).
    std::vector<double> phaseLocalNs(facts.phaseSteps.size(), 0.0);
    // One slot of the load/store pipeline: a local request of banks x bank width bytes.
    const double slotNs = double(uint64_t(geometry.banks) * geometry.bankWidth) / g.localGBs;
    // Bank passes at the rate of the SIMD groups a compute unit keeps of this launch's groups.
    t.localRateGBs = localRateGBs(g, facts.groupSize, geometry.simd, &t.simdGroupsPerUnit);
    const double passNs = slotNs * g.localGBs / t.localRateGBs;
    // Each traced work-group's steps: the latency of the slowest space it reads at the step; a global read's,
    // an L1 hit's with the SIMD groups a compute unit holds of the launch (l1LatencyAt).
    std::map<std::pair<uint32_t, uint32_t>, double> stepLatency;
    double unitSimd = groupsPerUnit(g, facts.groupSize, facts.groupLocalBytes);
    if (const double share = facts.groupsPerDeclaredUnit(); share > 0)
        unitSimd = std::min(unitSimd, share);
    unitSimd *= std::ceil(double(facts.groupSize) / double(std::max<uint32_t>(1, geometry.simd)));
    const double l1Latency = l1LatencyAt(g, unitSimd);
    auto latencyOf = [&](Space space) {
        return space == Space::Local      ? g.localLatencyNs
               : space == Space::Constant ? g.constantLatencyNs
                                          : l1Latency;
    };
    for (const auto& r : requests) {
        groups.insert(r.workGroup);
        if (r.kind == AccessKind::Read) {
            double& at = stepLatency[{r.workGroup, r.step}];
            at = std::max(at, latencyOf(r.space));
        }
        if (r.kind == AccessKind::Atomic) {
            ++t.atomicRequests; // not timed: the summary's not_modelled says so
            continue;
        }
        if (r.space == Space::Local && !geometry.localPhysical) {
            t.why = "local memory is not physical on this device (no bank passes to time)";
            return t;
        }
        const double weight = facts.loopWeight(r.step);
        if (r.space == Space::Local) {
            local = true;
            const double ns = weight * double(std::max<uint32_t>(1, r.conflictDegree)) * passNs;
            t.localNs += ns;
            const auto after = std::upper_bound(facts.phaseSteps.begin(), facts.phaseSteps.end(), r.step);
            if (after != facts.phaseSteps.begin())
                phaseLocalNs[size_t(std::prev(after) - facts.phaseSteps.begin())] += ns;
        } else if (r.space == Space::Constant) {
            t.issueNs += weight * double(std::max<uint32_t>(1, r.distinctAddresses)) * slotNs;
        } else if (r.space == Space::Global) {
            t.issueNs += weight * double(std::max<uint32_t>(1, r.lines)) * slotNs;
            global = true;
            if (r.kind == AccessKind::Read) {
                globalReadBytes += r.bytesRequested;
                readRequests += 1;
                fullReadRequests += std::min(1.0, double(r.lanes.size()) / requestLanes);
                for (const auto& lane : r.lanes)
                    items.emplace(r.workGroup, lane.localId);
            }
        }
    }
    if (groups.empty()) {
        t.why = "no requests in the trace";
        return t;
    }
    t.tracedGroups = uint32_t(groups.size());
    // A work-item's chain, the longest of the traced groups': its steps one after the other, each waiting for
    // its slowest read (the loop's steps weighted). NVIDIA's compiler does not overlap the steps of
    // histogram GPU4/GPU5's accumulating loop: alone on a compute unit a work-group takes one load latency a
    // step (H200: 148 us for 8192 steps, 18 ns each).
    {
        uint32_t group = stepLatency.empty() ? 0 : stepLatency.begin()->first.first;
        double ns = 0, steps = 0;
        auto close = [&] {
            if (ns > t.chainNs)
                t.chainNs = ns, t.chainSteps = steps;
            ns = steps = 0;
        };
        for (const auto& [key, latency] : stepLatency) {
            if (key.first != group)
                close(), group = key.first;
            if (latency > 0) {
                ns += facts.loopWeight(key.second) * latency;
                steps += facts.loopWeight(key.second);
            }
        }
        close();
    }
    if (global) {
        // Its requests' L1 line slots are timed apart (issueNs), not as the hierarchy's ceiling.
        Ceilings hierarchy = g;
        hierarchy.localGBs = 0;
        const Hierarchy h = globalHierarchy(requests, geometry, hierarchy, facts);
        const double factor = std::max(1e-6, channelFactorWithFloor(channelFactor, g));
        t.globalNs = double(h.bytesRequested) / std::max(1e-9, h.relative) / factor / g.dramGBs;
        // Bytes each reading work-item brings in: one 4 B word is the probe's one-shot stream (oneshot_4), 16 B
        // or more a uint4 stream (1); log-linear between. What it asks for, or less where the L1 already holds
        // part of it (local.reuse from global memory: reuse words a work-item, all but the first in lines its
        // neighbours fetched).
        double perItem = items.empty() ? 16.0 : double(globalReadBytes) / double(items.size());
        if (!items.empty() && h.l1.fetched > 0)
            perItem = std::min(perItem, double(h.l1.fetched * geometry.segment) / double(items.size()));
        // A launch that fills a local tile waits at its barrier for each group's slowest load: the one-shot
        // speed through a tile at its group size where the probe measured it (local.reuse on the H200: groups
        // of 1024 take 1.22 x the time of groups of 256).
        const double atGroup = local ? tileShotAt(g.oneShotTile, facts.groupSize) : 0;
        const double base = atGroup > 0 ? atGroup : g.oneShot4;
        if (base > 0 && perItem < 16) {
            const double x = std::clamp(std::log2(std::max(perItem, 4.0) / 4.0) / 2.0, 0.0, 1.0);
            t.oneShot = base + (1.0 - base) * x;
            // Waiting on its loads, a work-item's SIMD group pays a request's latency however few of its lanes
            // ask: a request for some lanes (local.reuse's halo: 1 to 15 lanes of one SIMD group fetch the
            // next group's first words) costs what a whole one does, the more so the fewer bytes each asks.
            if (fullReadRequests > 0 && readRequests > fullReadRequests)
                t.requestFactor = 1.0 + (readRequests / fullReadRequests - 1.0) * (1.0 - x);
            // Too few bytes in flight slow the DRAM traffic, not the caches' ceilings (the request rate of
            // re-reads the L1 serves): the longer of the DRAM time so slowed and the hierarchy's time.
            const double dramNs = h.dramCost / factor / g.dramGBs / t.oneShot * t.requestFactor;
            t.fewBytesBind = dramNs > t.globalNs;
            t.globalNs = std::max(t.globalNs, dramNs);
        }
    }
    // Declared arithmetic and shuffles are timed only where the compute.rounds probe measured them: without
    // their rates the launch would look as short as its memory traffic.
    const double launchItems = double(facts.launchGroups) * double(facts.groupSize);
    if (facts.aluRounds > 0) {
        if (g.aluRoundNs <= 0) {
            t.why = "the rate of arithmetic rounds is not measured (probe compute.rounds)";
            return t;
        }
        t.aluNs = launchItems * double(facts.aluRounds) * g.aluRoundNs;
    }
    if (facts.shuffles > 0) {
        if (g.shuffleNs <= 0) {
            t.why = "the rate of sub-group shuffles is not measured (probe compute.rounds)";
            return t;
        }
        t.shufflesNs =
            launchItems / double(std::max<uint32_t>(1, geometry.simd)) * double(facts.shuffles) * g.shuffleNs;
    }
    t.floorNs = g.launchFloorNs;
    const double scale = double(facts.launchGroups) / double(t.tracedGroups);
    // Without local memory in the trace nothing holds the global requests' memory time apart from their slots
    // in the load/store pipeline (the same requests, pipelined: matmul.order's rows, whose slots alone match
    // the measured time): the launch takes the longer. With it, a barrier separates a tile's fill (its DRAM
    // time) from the loop's on-chip reads and their slots (histogram GPU4/GPU5): the parts add.
    t.slotsOverlap = t.localNs == 0 && !local;
    t.workNs = (t.slotsOverlap ? std::max(t.globalNs, t.issueNs) : t.globalNs + t.issueNs + t.localNs) * scale +
               t.shufflesNs;
    const double workNs = t.workNs;
    if (facts.barrierPhases > 0 && geometry.localPhysical) {
        t.phaseNsEach = phaseNsAt(facts.exchangePhases ? g.exchangeNs
                                  : facts.scanPhases   ? g.scanPhaseNs
                                                       : g.phaseNs,
                                  facts.groupSize);
        if (t.phaseNsEach <= 0 && facts.scanPhases)
            t.phaseNsEach = phaseNsAt(g.phaseNs, facts.groupSize); // the nearest shape measured
        // A declared phase of several rounds waits for its chain once per round.
        const bool rounds = facts.phaseRounds.size() == facts.phaseSteps.size();
        auto roundsOf = [&](size_t p) { return rounds ? double(facts.phaseRounds[p]) : 1.0; };
        for (size_t p = 0; p < facts.phaseSteps.size(); ++p)
            t.extraRounds += facts.loopWeight(facts.phaseSteps[p]) * (roundsOf(p) - 1.0);
        t.phasesNs = double(facts.launchGroups) * (double(facts.barrierPhases) + t.extraRounds) * t.phaseNsEach;
        // A declared phase whose bank passes (the launch's: scaled to its groups, its loop's repeats
        // included) take longer than its latency (the launch's groups x the phase's repeats x its rounds x ns
        // per phase) lasts as long as its passes.
        if (t.phaseNsEach > 0)
            for (size_t p = 0; p < facts.phaseSteps.size(); ++p) {
                const double latency = double(facts.launchGroups) * facts.loopWeight(facts.phaseSteps[p]) *
                                       roundsOf(p) * t.phaseNsEach;
                t.phaseExcessNs += std::max(0.0, phaseLocalNs[p] * scale - latency);
            }
        t.phasesNs += t.phaseExcessNs;
    }
    // The device starts work-groups no faster than the measured rate (withLaunchFloor's rule for a global
    // launch): a launch of many small groups waits on that, not on its memory.
    if (g.groupRate > 0)
        t.groupsNs = double(facts.launchGroups) / g.groupRate;
    const double others = std::max({workNs, t.phasesNs, t.aluNs});
    t.groupBound = t.groupsNs > others;
    t.phaseBound = !t.groupBound && t.phasesNs > workNs && t.phasesNs >= t.aluNs;
    t.aluBound = !t.groupBound && t.aluNs > workNs && t.aluNs > t.phasesNs;
    const double busy = std::max(others, t.groupsNs);
    // Each wave of work-groups lasts at least one work-item's chain: a last wave of few groups per compute
    // unit takes the chain, not its share of the work (histogram GPU4 at 128 centroids on the H200: 2.39
    // waves, the last 0.39 of a wave taking 138 us where its share is 96), and every wave does where the
    // chain outlasts a full wave's work.
    const double perUnit = facts.launchUnits > 0 ? groupsPerUnit(g, facts.groupSize, facts.groupLocalBytes) : 0;
    if (t.chainNs > 0 && perUnit > 0 && busy > 0) {
        t.waves = double(facts.launchGroups) / (double(facts.launchUnits) * perUnit);
        t.latencyNs = chainedLaunchNs(busy, t.waves, t.chainNs) - busy;
    }
    t.launchNs = busy + t.latencyNs + t.floorNs;
    // Counted bytes of the traced launch over its share of the launch's time.
    const double tracedNs = t.launchNs / scale;
    t.relative = tracedNs > 0 ? double(facts.countedBytes) / tracedNs / g.dramGBs : -1;
    return t;
}

} // namespace coalesce
