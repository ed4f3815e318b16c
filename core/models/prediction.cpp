// SPDX-License-Identifier: GPL-3.0-or-later
// Applying every model to a trace's requests, aggregating them and predicting a relative throughput:
//   global:   the hierarchy of hierarchy.cpp (DRAM granules of the launch, L2 sectors, request rate,
//             atomics: the slowest ceiling) x channel factor
//   local:    1 / mean conflict degree of the local reads (flat 1.0 where local memory is not physical, e.g.
//             on a CPU). Reads, because the lessons' timed loops read local memory after a short fill that
//             writes it, and a trace shortens the loop (64 steps instead of 1024) but not the fill.
//   constant: requests / summed cost of their distinct addresses and lines (hierarchy.cpp; one pass per
//             distinct address unless a probe measured the constant cache)
//   atomics:  1 / mean serialisation of the atomic requests (the busiest address's lanes per request)
//   a lesson that declares a complete trace (trace_complete, counted_bytes, launch_groups in its launch info):
//             the launch's time, its global part (the hierarchy) and local part (bank passes at the measured
//             local bandwidth) added, plus the launch floor; relative = counted bytes / time / DRAM bandwidth
// Private requests (a private array at its spill address) are counted and modelled like global ones request by
// request (segments, lines), but no prediction includes them: the trace cannot tell whether the compiler
// spilled the array or kept it in registers (explainSummary lists them as not modelled). A lesson that declares
// its array spilled (spill_loop in its launch info) gets the spill model instead: every private request's lines
// and sectors as slots of the load/store pipeline at the measured local request rate (spill.cpp).
#include "core/models/hierarchy.h"
#include "core/models/modelsinternal.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace coalesce {

namespace {

// The requested space when the trace has accesses there (constant.index traced with its table in __global
// has none in constant), else the most specific space the trace uses.
std::string pickSpace(const ModelSummary& s, const std::string& requested)
{
    if (requested == "atomics" && s.atomicRequests > 0) {
        return requested;
    }
    if ((requested == "global" && s.globalRequests > 0) || (requested == "local" && s.localRequests > 0) ||
        (requested == "constant" && s.constantRequests > 0)) {
        return requested;
    }
    if (s.constantRequests > 0) {
        return "constant";
    }
    if (s.localRequests > 0) {
        return "local";
    }
    return "global";
}

// The throughput at relative 1 of a bank-only local prediction (ModelSummary::referenceGBs): the measured
// bandwidth of the space that carries most of the trace's bytes, the local banks' (local.stride: the loop's
// reads) or the DRAM's (a stream that also keeps a tile in local memory, as local.occupancy); 0 where that
// figure is not measured. A trace's loop is shorter than the launch's, so its bytes only say which space
// dominates, not by how much.
double localReferenceGBs(const std::vector<Request>& requests, const Ceilings& g)
{
    double local = 0;
    double global = 0;
    for (const auto& r : requests) {
        if (r.space == Space::Local)
            local += double(r.bytesRequested);
        else if (r.space == Space::Global)
            global += double(r.bytesRequested);
    }
    if (local <= 0 && global <= 0)
        return 0;
    return local >= global ? std::max(0.0, g.localGBs) : std::max(0.0, g.dramGBs);
}

double round6(double v)
{
    return std::round(v * 1e6) / 1e6;
}

} // namespace

ModelSummary summarise(std::vector<Request> requests, const ModelGeometry& geometry, const std::string& space,
                       int imageBuffer)
{
    ModelSummary s;
    s.requests = std::move(requests);
    uint64_t requested = 0;
    uint64_t moved = 0;
    uint64_t transactions = 0;
    uint64_t ideal = 0;
    uint64_t degrees = 0;
    uint64_t localReads = 0;
    uint64_t readDegrees = 0;
    uint64_t serialisation = 0;
    for (auto& r : s.requests) {
        applyModels(r, geometry);
        switch (r.space) {
        case Space::Global:
            ++s.globalRequests;
            requested += r.bytesRequested;
            moved += r.bytesMoved;
            transactions += r.transactions;
            // The ideal request moves its bytes in as few segments as they fill, aligned and contiguous.
            ideal += (r.bytesRequested + geometry.segment - 1) / geometry.segment;
            break;
        case Space::Local:
            ++s.localRequests;
            degrees += r.conflictDegree;
            if (r.kind == AccessKind::Read) {
                ++localReads;
                readDegrees += r.conflictDegree;
            }
            s.maxConflictDegree = std::max(s.maxConflictDegree, r.conflictDegree);
            break;
        case Space::Constant:
            ++s.constantRequests;
            serialisation += r.distinctAddresses;
            break;
        case Space::Private:
            ++s.privateRequests;
            break;
        }
    }
    if (s.globalRequests > 0) {
        s.meanTransactions = double(transactions) / s.globalRequests;
        s.efficiency = moved == 0 ? 1.0 : std::min(1.0, double(requested) / double(moved));
        s.transactionFactor = transactions == 0 ? 1.0 : std::min(1.0, double(ideal) / double(transactions));
    }
    if (localReads > 0) {
        s.meanConflictDegree = double(readDegrees) / localReads;
    } else if (s.localRequests > 0) {
        s.meanConflictDegree = double(degrees) / s.localRequests;
    }
    if (s.constantRequests > 0) {
        s.meanSerialisation = double(serialisation) / s.constantRequests;
    }
    summariseChannels(s, geometry, imageBuffer);
    summariseAtomics(s);

    s.space = pickSpace(s, space);
    if (s.space == "global") {
        s.predictedRelative = globalHierarchy(s.requests, geometry, Ceilings{}).relative * s.channelFactor;
        if (s.globalRequests == 0) {
            s.note = "no global accesses in the trace";
        }
    } else if (s.space == "local") {
        if (!geometry.localPhysical) {
            s.predictedRelative = 1.0;
            s.note = "local memory is not physical on this device (emulated in cache): no bank conflicts "
                     "predicted";
        } else {
            s.predictedRelative = 1.0 / s.meanConflictDegree;
        }
    } else if (s.space == "constant") {
        s.predictedRelative = constantRelative(s.requests, Ceilings{});
    } else if (s.space == "atomics") {
        s.predictedRelative = 1.0 / std::max(1.0, s.meanAtomicSerialisation);
        s.note = "atomics: lanes on one address serialise within a request; contention between work-groups "
                 "on one address is not modelled";
    }
    return s;
}

ModelSummary analyseTrace(const Trace& trace, const GeometryProfile& profile, const std::string& space)
{
    return analyseTrace(trace, profile, space, WorkingSet{});
}

ModelSummary analyseTrace(const Trace& trace, const GeometryProfile& profile, const std::string& space,
                          const WorkingSet& workingSet)
{
    const ModelGeometry geometry = modelGeometry(profile);
    // A declared image: its traced texel indexes are not its addresses, so no channel camping from them.
    ModelSummary s = summarise(groupRequests(trace, geometry), geometry, space, workingSet.textureBuffer);
    // The ceilings the profile's probes measured (summarise alone knows none).
    const Ceilings ceilings = ceilingsFromProfile(profile);
    if (ceilings.any()) {
        if (s.space == "global") {
            const Hierarchy h = globalHierarchy(s.requests, geometry, ceilings, workingSet);
            s.predictedRelative = h.relative * channelFactorWithFloor(s.channelFactor, ceilings);
            if (h.workingSetHit >= 0) {
                const std::string hit = std::to_string(int(std::lround(100 * h.workingSetHit)));
                s.note =
                    "working set " + std::to_string(workingSet.bytes) + " B: " +
                    (workingSet.liveBytes > 0
                         ? "a partition's share of the measured L2 (" + std::to_string(ceilings.l2RandomBytes) +
                               " B) serves " + hit + " % of the re-reads, which come in random order"
                         : "the L2 (" + std::to_string(ceilings.l2Bytes) + " B measured) serves " + hit +
                               " % of the other work-groups' re-reads");
            }
            if (h.ceiling == "L1 line slots") {
                char text[200];
                std::snprintf(text, sizeof text,
                              "the L1 looks up %.1f lines per request, one a slot at the measured local "
                              "bandwidth: longer than the memory traffic",
                              h.linesPerRequest);
                s.note += (s.note.empty() ? "" : "; ") + std::string(text);
            }
            if (h.ceiling == "chain of loads") {
                char text[300];
                std::snprintf(
                    text, sizeof text,
                    "a work-item waits for each step's load before the next: a chain of %.1f us at the "
                    "measured load latencies (L1 %.1f, L2 %.1f, DRAM %.1f ns), at least once per wave "
                    "of work-groups (%.2f waves): longer than the memory traffic",
                    h.chainNs / 1000.0, ceilings.l1LatencyNs, ceilings.l2LatencyNs, ceilings.dramLatencyNs,
                    h.chainWaves);
                s.note += (s.note.empty() ? "" : "; ") + std::string(text);
            }
            if (h.l1.missed > 0) {
                char text[240];
                std::snprintf(
                    text, sizeof text,
                    "%.0f %% of the work-groups' re-reads miss the L1 (%.0f KiB measured, shared by the "
                    "%.0f work-groups a compute unit keeps)",
                    100.0 * double(h.l1.missed) / double(h.l1.reReads), double(ceilings.l1Bytes) / 1024.0,
                    h.l1Sharers);
                s.note += (s.note.empty() ? "" : "; ") + std::string(text);
            }
            if (h.rereadL2Hit == 0) {
                char text[240];
                std::snprintf(
                    text, sizeof text,
                    "the %.1f MB the resident work-groups re-read exceed the L2 (%.1f MB measured for "
                    "bytes each compute unit reads alone): their L1 misses come from DRAM",
                    h.rereadBytes / 1e6, double(ceilings.l2PrivateBytes) / 1e6);
                s.note += (s.note.empty() ? "" : "; ") + std::string(text);
            }
            if (h.onChipRate) {
                char text[240];
                std::snprintf(
                    text, sizeof text,
                    "the %.1f MB the resident work-groups re-read fit the L2 (%.1f MB measured for bytes "
                    "each compute unit reads alone): the loop's requests at the L1's measured %.3g G/s",
                    h.rereadBytes / 1e6, double(ceilings.l2PrivateBytes) / 1e6, ceilings.requestL1Gps);
                s.note += (s.note.empty() ? "" : "; ") + std::string(text);
            }
            // A declared image: its texels through the texture unit, where that is slower.
            const double texture = textureRelative(s.requests, workingSet, ceilings);
            if (texture > 0 && texture < s.predictedRelative) {
                s.predictedRelative = texture;
                s.textureBound = true;
                char rate[32];
                std::snprintf(rate, sizeof rate, "%.3g", ceilings.texelGps);
                s.note = std::string("texture unit: the image's texels") +
                         (workingSet.textureFiltered ? " (four per bilinear sample)" : "") +
                         " at the measured " + rate + " G texels/s take longer than its memory traffic";
            }
        } else if (s.space == "constant") {
            s.predictedRelative = constantRelative(s.requests, ceilings);
        } else if (s.space == "atomics") {
            const double atomics = atomicsRelative(s.requests, geometry, ceilings);
            if (atomics > 0) {
                s.predictedRelative = atomics;
                s.note =
                    "atomics: the measured atomic rate over the launch's distinct lines (the atomics probe's "
                    "curve); a request on one address is one update (warp aggregation), distinct words of one "
                    "sector are updated together";
            }
        }
    }
    // Set where a relative below is against the DRAM bandwidth (a launch's time over it).
    bool dramRelative = s.space == "global";
    // A complete trace with the lesson's launch declared: the launch's time, global and local parts added.
    if (workingSet.timed()) {
        const LaunchTime t = launchTime(s.requests, geometry, ceilings, workingSet, s.channelFactor);
        if (t.relative > 0) {
            s.predictedRelative = t.relative;
            s.launchTimed = true;
            dramRelative = true;
            s.phaseBound = t.phaseBound;
            s.aluBound = t.aluBound;
            const double scale = double(workingSet.launchGroups) / double(t.tracedGroups);
            auto one = [](double v) {
                char text[32];
                std::snprintf(text, sizeof text, "%.1f", v);
                return std::string(text);
            };
            auto us = [&](double ns) { return one(ns / 1000.0); };
            char each[32];
            std::snprintf(each, sizeof each, "%.3g", t.phaseNsEach);
            const double workNs = t.workNs;
            // The global part and its slots: added, or (no local memory in the trace) the longer of the two;
            // the local part with them where there is one.
            auto memory = [&](const std::string& hierarchy, const std::string& banks) {
                const std::string global = "global memory " + us(t.globalNs * scale) + " us" + hierarchy;
                if (t.slotsOverlap)
                    return global + " against its load/store slots " + us(t.issueNs * scale) +
                           " us, the longer";
                return global + " + local memory " + us(t.localNs * scale) + " us" + banks +
                       " + load/store slots " + us(t.issueNs * scale) + " us";
            };
            const std::string comma = t.slotsOverlap ? "," : "";
            if (t.groupBound) {
                std::snprintf(each, sizeof each, "%.3g", ceilings.groupRate);
                s.note = "launch time " + us(t.launchNs) + " us: the launch's " +
                         std::to_string(workingSet.launchGroups) + " work-groups take " + us(t.groupsNs) +
                         " us at the measured " + each + " G work-groups/s, longer than the memory work " +
                         us(std::max({workNs, t.phasesNs, t.aluNs})) + " us; + launch " + us(t.floorNs) + " us";
            } else if (t.aluBound) {
                std::snprintf(each, sizeof each, "%.3g", ceilings.aluRoundNs);
                s.note = "launch time " + us(t.launchNs) + " us: arithmetic " + us(t.aluNs) + " us (" +
                         std::to_string(workingSet.aluRounds) + " rounds per work-item at the measured " +
                         each + " ns per round), longer than the memory work " + us(workNs) + " us; + launch " +
                         us(t.floorNs) + " us";
            } else if (t.phaseBound) {
                // A count with extra rounds reads "305 + 32 (...)": a template of its own inside the note's.
                const std::string count = t.extraRounds > 0
                                              ? std::to_string(workingSet.barrierPhases) + " + " +
                                                    std::to_string(uint64_t(std::llround(t.extraRounds))) +
                                                    " (a level wider than the work-group waits once per round)"
                                              : std::to_string(workingSet.barrierPhases);
                s.note = "launch time " + us(t.launchNs) + " us: barrier phases " + us(t.phasesNs) + " us (" +
                         count + " per work-group at the measured " + each + " ns per work-group phase" +
                         (t.phaseExcessNs > 0
                              ? ", + " + us(t.phaseExcessNs) + " us where a phase's bank passes outlast it"
                              : std::string()) +
                         "), longer than " + memory("", "") + "; + launch " + us(t.floorNs) + " us";
            } else if (t.shufflesNs > 0) {
                std::snprintf(each, sizeof each, "%.3g", ceilings.shuffleNs);
                s.note = "launch time " + us(t.launchNs) + " us: sub-group shuffles " + us(t.shufflesNs) +
                         " us (" + std::to_string(workingSet.shuffles) + " per work-item at the measured " +
                         each + " ns per SIMD group's shuffle) + " + memory("", "") + comma + " + launch " +
                         us(t.floorNs) + " us";
            } else {
                // Fewer SIMD groups per compute unit than the probe's groups of 256 keep: the banks' slower
                // rate.
                auto whole = [](double v) { return std::to_string(uint64_t(std::llround(v))); };
                const std::string banks =
                    t.simdGroupsPerUnit > 0
                        ? "bank passes at " + whole(t.localRateGBs) + " GB/s, the local bandwidth with " +
                              whole(t.simdGroupsPerUnit) +
                              " SIMD groups per compute unit (fewer than at the measured " +
                              whole(ceilings.localGBs) + " GB/s)"
                        : std::string("bank passes at the measured local bandwidth");
                char factor[32];
                std::snprintf(factor, sizeof factor, "%.3g", t.requestFactor);
                const std::string hierarchy =
                    std::string(" (the hierarchy") +
                    (t.fewBytesBind && t.oneShot < 1
                         ? ", few bytes in flight per work-item: x " + one(1.0 / t.oneShot)
                         : std::string()) +
                    (t.fewBytesBind && t.requestFactor > 1
                         ? std::string(", requests for part of a SIMD group: x ") + factor
                         : std::string()) +
                    ")";
                s.note = "launch time " + us(t.launchNs) + " us: " + memory(hierarchy, " (" + banks + ")") +
                         comma + " + launch " + us(t.floorNs) + " us";
            }
            if (t.latencyNs > 0) {
                char waves[32];
                std::snprintf(waves, sizeof waves, "%.2f", t.waves);
                s.note += "; + " + us(t.latencyNs) +
                          " us: each wave of work-groups lasts at least a work-item's " +
                          std::to_string(uint64_t(std::llround(t.chainSteps))) +
                          " steps at the measured load latencies (" + us(t.chainNs) +
                          " us), and the launch runs " + waves + " waves";
            }
        }
    }
    // A private array the lesson declares spilled: its requests through the L1, slot by slot.
    if (workingSet.privateSpilled) {
        const SpillTime t = spillTime(s.requests, geometry, ceilings, workingSet);
        if (t.relative > 0) {
            s.predictedRelative = t.relative;
            s.privateModelled = true;
            dramRelative = true;
            auto fixed = [](double v, int digits) {
                char text[32];
                std::snprintf(text, sizeof text, "%.*f", digits, v);
                return std::string(text);
            };
            s.note = "spilled private array: launch time " + fixed(t.launchNs / 1000.0, 1) + " us, " +
                     fixed(t.slotsPerPrivate, 1) +
                     " pipeline slots per private request (its lines + its sectors) at the measured local "
                     "request rate";
            if (t.missNs > 0) {
                s.note += " + " + fixed(t.missNs / 1000.0, 1) + " us for the " + fixed(t.missShare * 100, 0) +
                          " % of its reads' lines the L1 cannot keep (the arrays of " +
                          fixed(t.residentItems, 0) + " resident work-items";
                if (t.registerBound)
                    s.note += ", as many as their " + std::to_string(workingSet.registersPerItem) +
                              " registers each allow,";
                s.note += " are larger than the L1), at the measured cost of a miss";
            } else if (!t.missWhy.empty())
                s.note += "; L1 misses not counted: " + t.missWhy;
            else
                s.note += "; the spill area fits the L1";
        }
    }
    // A declared atomic tail: the atomics begin after the first wave's work; what outlasts the rest is added.
    if (workingSet.tailAtomics > 0 && s.predictedRelative > 0 && ceilings.any()) {
        const AtomicTail t = atomicTail(workingSet, ceilings, s.predictedRelative);
        char text[320];
        const bool hot = t.hotNs > t.onceNs;
        const bool oneWave = t.waves <= 1;
        const auto atomics = static_cast<unsigned long long>(workingSet.tailAtomics);
        const auto hottest = static_cast<unsigned long long>(workingSet.tailHotAtomics);
        if (t.relative > 0 && t.tailNs > 0) {
            s.predictedRelative = t.relative;
            dramRelative = true;
            if (!hot && oneWave)
                std::snprintf(
                    text, sizeof text,
                    "+ %.1f us atomic tail (%llu atomics on %u bins at the measured one-shot %.3g G/s, "
                    "after all other work: every work-group is resident at once)",
                    t.tailNs / 1000.0, atomics, workingSet.tailBins, t.rateGps);
            else if (hot && oneWave)
                std::snprintf(
                    text, sizeof text,
                    "+ %.1f us atomic tail (the busiest of %u bins takes %llu of the %llu atomics, one "
                    "after another at the measured one-address %.3g G/s, after all other work: every "
                    "work-group is resident at once)",
                    t.tailNs / 1000.0, workingSet.tailBins, hottest, atomics, ceilings.atomicSameGops);
            else if (!hot)
                std::snprintf(
                    text, sizeof text,
                    "+ %.1f us atomic tail (%llu atomics on %u bins at the measured one-shot %.3g G/s "
                    "begin after the first of %.1f waves of work-groups and outlast the rest of the "
                    "work)",
                    t.tailNs / 1000.0, atomics, workingSet.tailBins, t.rateGps, t.waves);
            else
                std::snprintf(
                    text, sizeof text,
                    "+ %.1f us atomic tail (the busiest of %u bins takes %llu of the %llu atomics, one "
                    "after another at the measured one-address %.3g G/s; they begin after the first of "
                    "%.1f waves of work-groups and outlast the rest of the work)",
                    t.tailNs / 1000.0, workingSet.tailBins, hottest, atomics, ceilings.atomicSameGops, t.waves);
            s.note += (s.note.empty() ? "" : "; ") + std::string(text);
        } else
            s.note += (s.note.empty() ? "" : "; ") + std::string("atomic tail not counted: ") + t.why;
    }
    // An input the host wrote by a write-buffer copy just before the launch: the measured fixed cost.
    if (workingSet.hostCopyCountedBytes > 0 && s.predictedRelative > 0 && ceilings.any()) {
        const double relative = afterCopyRelative(workingSet, ceilings, s.predictedRelative);
        if (relative > 0 && ceilings.afterCopyNs > 0) {
            s.predictedRelative = relative;
            dramRelative = true;
            char text[160];
            std::snprintf(text, sizeof text,
                          "+ %.1f us: the kernel runs right after the host's write-buffer copy of its input "
                          "(measured against a map)",
                          ceilings.afterCopyNs / 1000.0);
            s.note += (s.note.empty() ? "" : "; ") + std::string(text);
        } else if (ceilings.afterCopyNs < 0)
            s.note += (s.note.empty() ? "" : "; ") +
                      std::string("the cost of a kernel right after the host's copy is not measured (probe "
                                  "transfer.copy)");
    }
    if (dramRelative)
        s.referenceGBs = std::max(0.0, ceilings.dramGBs);
    else if (s.space == "local" && geometry.localPhysical)
        s.referenceGBs = localReferenceGBs(s.requests, ceilings);
    return s;
}

std::optional<double> predictedGBs(const ModelSummary& s, const GeometryProfile& profile)
{
    if (s.referenceGBs > 0)
        return s.predictedRelative * s.referenceGBs;
    if (s.space == "global" && profile.peakBandwidth.value > 0)
        return s.predictedRelative * double(profile.peakBandwidth.value) / 1000.0;
    return std::nullopt;
}

ModelSummary withLaunchFloor(ModelSummary s, uint64_t launchBytes, const GeometryProfile& profile,
                             uint64_t launchGroups)
{
    const Ceilings g = ceilingsFromProfile(profile);
    if (s.space != "global" || s.launchTimed || launchBytes == 0 || !(s.predictedRelative > 0) ||
        g.dramGBs <= 0)
        return s;
    const double bytes = double(launchBytes);
    double ns = bytes / (s.predictedRelative * g.dramGBs);
    char text[200];
    // The device starts its work-groups no faster than the measured rate.
    const double groupsNs = launchGroups > 0 && g.groupRate > 0 ? double(launchGroups) / g.groupRate : 0;
    if (groupsNs > ns) {
        std::snprintf(text, sizeof text,
                      "the launch's %llu work-groups take %.1f us at the measured %.3g G work-groups/s, longer "
                      "than its memory traffic (%.1f us)",
                      static_cast<unsigned long long>(launchGroups), groupsNs / 1000.0, g.groupRate,
                      ns / 1000.0);
        s.note += (s.note.empty() ? "" : "; ") + std::string(text);
        ns = groupsNs;
    }
    if (g.launchFloorNs > 0) {
        ns += g.launchFloorNs;
        std::snprintf(text, sizeof text, "+ %.1f us launch floor (a launch of one small work-group, measured)",
                      g.launchFloorNs / 1000.0);
        s.note += (s.note.empty() ? "" : "; ") + std::string(text);
    }
    s.predictedRelative = bytes / ns / g.dramGBs;
    return s;
}

ModelSummary analyseTrace(const Trace& trace, const GeometryProfile& profile)
{
    return analyseTrace(trace, profile, std::string());
}

void applyModels(Request& request, const ModelGeometry& geometry)
{
    applyCoalescing(request, geometry);
    applyBanks(request, geometry);
    applyChannels(request, geometry);
    applyConstant(request);
    applyAtomics(request);
}

Json requestToJson(const Request& r, bool withLanes)
{
    Json j;
    j["group"] = r.group;
    j["work_group"] = r.workGroup;
    j["step"] = r.step;
    j["space"] = spaceName(r.space);
    j["kind"] = accessKindName(r.kind);
    j["buffer"] = r.bufferName.empty() ? Json(r.buffer) : Json(r.bufferName);
    j["work_items"] = r.lanes.size();
    j["transactions"] = r.transactions;
    j["lines"] = r.lines;
    j["partial_segments"] = r.partialSegments;
    j["bytes_requested"] = r.bytesRequested;
    j["bytes_moved"] = r.bytesMoved;
    j["efficiency"] = round6(r.efficiency);
    j["conflict_degree"] = r.conflictDegree;
    j["distinct_addresses"] = r.distinctAddresses;
    j["channels"] = r.channels;
    if (r.kind == AccessKind::Atomic) {
        j["same_address_lanes"] = r.sameAddressLanes;
    }
    if (withLanes) {
        Json lanes = Json::array();
        for (const auto& l : r.lanes) {
            Json lj;
            lj["lane"] = l.lane;
            lj["local_id"] = l.localId;
            lj["offset"] = l.byteOffset;
            lj["size"] = l.size;
            if (r.space == Space::Local) {
                lj["bank"] = l.bank;
                lj["pass"] = l.pass;
                lj["broadcast"] = l.broadcast;
            } else {
                lj["segment"] = l.segment;
                if (r.space == Space::Global) {
                    lj["channel"] = l.channel;
                }
            }
            lanes.push_back(std::move(lj));
        }
        j["lanes"] = std::move(lanes);
    }
    return j;
}

Json summaryToJson(const ModelSummary& s, const GeometryProfile& profile)
{
    Json j;
    j["space"] = s.space;
    j["requests"] = s.requests.size();
    j["global_requests"] = s.globalRequests;
    j["local_requests"] = s.localRequests;
    j["constant_requests"] = s.constantRequests;
    if (s.privateRequests > 0) {
        j["private_requests"] = s.privateRequests;
    }
    j["mean_transactions"] = round6(s.meanTransactions);
    j["efficiency"] = round6(s.efficiency);
    j["mean_conflict_degree"] = round6(s.meanConflictDegree);
    j["max_conflict_degree"] = s.maxConflictDegree;
    j["mean_serialisation"] = round6(s.meanSerialisation);
    j["channel_load"] = {{"per_channel", s.channels.perChannel}, {"imbalance", round6(s.channels.imbalance)}};
    j["channel_factor"] = round6(s.channelFactor);
    j["transaction_factor"] = round6(s.transactionFactor);
    j["predicted_relative"] = round6(s.predictedRelative);
    if (s.atomicRequests > 0) {
        j["atomic_requests"] = s.atomicRequests;
        j["mean_atomic_addresses"] = round6(s.meanAtomicAddresses);
        j["mean_atomic_serialisation"] = round6(s.meanAtomicSerialisation);
    }
    const Hierarchy h = explainSummary(s, modelGeometry(profile), ceilingsFromProfile(profile));
    if (s.space == "global") {
        j["bytes_requested"] = h.bytesRequested;
        j["l2_bytes"] = h.l2Bytes;
        j["dram_bytes"] = h.dramBytes;
        j["request_bytes"] = round6(h.requestBytes);
    }
    if (!h.ceiling.empty()) {
        j["ceiling"] = h.ceiling;
    }
    if (!h.notModelled.empty()) {
        j["not_modelled"] = h.notModelled;
    }
    if (const std::optional<double> gbs = predictedGBs(s, profile))
        j["predicted_eb_gbs"] = round6(*gbs);
    if (!s.note.empty()) {
        j["note"] = s.note;
    }
    return j;
}

} // namespace coalesce
