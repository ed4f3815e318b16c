// SPDX-License-Identifier: GPL-3.0-or-later
// The hierarchical throughput model. What each request asks stays the picture (coalescing.cpp); the time
// follows the memory hierarchy:
//   requests -> sectors reaching the L2 (counted per request: a request fetches every sector it touches; with
//               a measured L1, a sector a work-group re-reads is an L1 hit while the sectors read since fit it,
//               the groups a compute unit keeps sharing it: l1Reads)
//            -> DRAM granules of the whole launch (counted once: neighbouring requests of the same and the
//               concurrently active groups share them through the L2, so a straddled sector costs no DRAM
//               traffic twice; HBM moves 64 B granules, a probe measures them; a partly written sector
//               makes the L2 read its line first)
// and the time is that of the slowest ceiling, in bytes at DRAM bandwidth:
//   dram:         DRAM granules x granule bytes (+ lines read for partial writes)
//   l2:           sector bytes / (L2 bandwidth / DRAM bandwidth)              (when both were measured)
//   request rate: each lane's bytes / narrow factor of its access width      (1- and 2-byte accesses)
//                 and every request at the measured issue rate                (request_rate_gps)
//   atomics:      atomic lanes / atomic rate (same or distinct addresses) x DRAM bandwidth
// The prediction is the ideal time (requested bytes at DRAM bandwidth) over that time, times the channel
// factor (never below the worst camping the pitch probe measured); above 1 only where the caches' ceilings were
// measured. The constant cache's, the atomics' and the texture unit's ceilings: core/models/unitceilings.cpp.
// The ceilings read from the profile: core/models/ceilings.cpp. docs/MODELS.md states every rule with a worked
// example.
#include "core/models/hierarchy.h"
#include "core/models/chain.h"
#include "core/models/l1.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <tuple>

namespace coalesce {

namespace {

double narrowFactor(uint32_t size, const Ceilings& g)
{
    const double f = size == 1 ? g.narrowUchar : size == 2 ? g.narrowUshort : 1.0;
    return f > 0 && f < 1 ? f : 1.0;
}

// DRAM bytes of a sparse run of writes (sorted spans of one buffer): the L2 writes back every sector written
// to (segment bytes), and a line with a partially written sector is first read whole from DRAM so that the
// sector can be merged (write-allocate; ECC is kept per sector, so a masked write is a read-modify-write).
// Fully written sectors need no read. global.store on the H100: stride 2..8 words writes every sector
// partially and costs 2x the bytes of stride 1 (measured 2.2x); from stride 32 words on every line is read
// for one 4 B store and the time stops falling (measured: flat within 10 % from stride 16 to 32).
// A partly written line costs at least the measured partial_line_ratio x line (probe global.bandwidth: one
// store per line against a write stream; H200 1.47: global.store's strides 16..32 words measured 1.49-1.54 x
// stride 1, where line + its written sectors gives 1.25-1.5).
uint64_t partialWriteBytes(const std::vector<std::pair<uint64_t, uint64_t>>& spans, uint64_t segment,
                           uint64_t line, double partialLine)
{
    if (spans.empty())
        return 0;
    std::map<uint64_t, uint64_t> written; // sector -> bytes written (merged intervals: no byte twice)
    uint64_t a = spans.front().first, b = spans.front().second;
    auto flush = [&](uint64_t from, uint64_t to) {
        for (uint64_t x = from; x < to;) {
            const uint64_t sector = x / segment;
            const uint64_t end = std::min(to, (sector + 1) * segment);
            written[sector] += end - x;
            x = end;
        }
    };
    for (size_t i = 1; i < spans.size(); ++i) {
        const auto [c, d] = spans[i];
        if (c > b) {
            flush(a, b);
            a = c;
        }
        b = std::max(b, d);
    }
    flush(a, b);
    std::map<uint64_t, std::pair<bool, uint64_t>> lines; // line -> (has a partially written sector, sectors)
    for (const auto& [sector, bytes] : written) {
        auto& [partial, sectors] = lines[sector * segment / line];
        partial = partial || bytes < segment;
        ++sectors;
    }
    double total = 0;
    for (const auto& [l, entry] : lines) {
        const auto [partial, sectors] = entry;
        const double bytes = double(sectors * segment);
        total += partial ? std::max(bytes + double(line), partialLine * double(line)) : bytes;
    }
    return uint64_t(std::llround(total));
}

// DRAM bytes of a launch: per buffer and kind, the accesses merge into runs of adjacent granules. A sparse run
// moves all its granules (writes: partialWriteBytes). A dense run (at least 3/4 of its span requested) is a
// piece of a contiguous region the launch streams through: its partial first and last granules are shared
// with the neighbouring pieces that a small traced launch leaves out, so it moves its span (global.offset: no
// extra granule per request).
uint64_t dramBytes(std::vector<std::tuple<uint32_t, uint64_t, uint64_t>>& spans, uint64_t granule,
                   uint64_t segment, uint64_t line, double partialLine = 0)
{
    std::sort(spans.begin(), spans.end());
    uint64_t total = 0;
    // The sparse write runs of the current key, costed together (two runs may share a line).
    std::vector<std::pair<uint64_t, uint64_t>> sparseWrites;
    size_t i = 0;
    while (i < spans.size()) {
        const size_t first = i;
        const uint32_t key = std::get<0>(spans[i]);
        const uint64_t start = std::get<1>(spans[i]);
        uint64_t end = std::get<2>(spans[i]);
        uint64_t granules = 0;
        uint64_t requested = 0;
        uint64_t lastGranule = ~uint64_t(0);
        for (; i < spans.size() && std::get<0>(spans[i]) == key; ++i) {
            const uint64_t a = std::get<1>(spans[i]), b = std::get<2>(spans[i]);
            if (a / granule > (end - 1) / granule + 1)
                break; // a gap of at least one granule: the next run
            for (uint64_t q = std::max(a / granule, lastGranule + 1); q <= (b - 1) / granule; ++q)
                ++granules;
            lastGranule = std::max(lastGranule + 1, (b - 1) / granule + 1) - 1;
            requested += b - a;
            end = std::max(end, b);
        }
        const uint64_t span = end - start;
        const bool dense = granules >= 2 && 4 * requested >= 3 * span;
        const bool write = key % 3 == uint32_t(AccessKind::Write);
        if (dense)
            total += span;
        else if (write)
            for (size_t k = first; k < i; ++k)
                sparseWrites.emplace_back(std::get<1>(spans[k]), std::get<2>(spans[k]));
        else
            total += granules * granule;
        if (i == spans.size() || std::get<0>(spans[i]) != key) {
            total += partialWriteBytes(sparseWrites, segment, std::max(line, segment), partialLine);
            sparseWrites.clear();
        }
    }
    return total;
}

} // namespace

namespace {

// The L2's efficiency for a request (1: streamed sectors): with the measured scattered-sector rate e, a
// request of t sectors in L lines has e + (1 - e) x (t / L - 1) / (sectors per line - 1): four sectors to a
// 128 B line stream (1), one sector per line is the probe's scatter (e).
double l2Efficiency(const Request& r, const ModelGeometry& geometry, const Ceilings& g)
{
    if (g.l2Scatter <= 0 || r.lines == 0 || r.transactions == 0)
        return 1.0;
    const double perLine =
        double(std::max<uint64_t>(1, geometry.line / std::max<uint64_t>(1, geometry.segment)));
    if (perLine <= 1)
        return 1.0;
    const double fill =
        std::clamp((double(r.transactions) / double(r.lines) - 1.0) / (perLine - 1.0), 0.0, 1.0);
    return g.l2Scatter + (1.0 - g.l2Scatter) * fill;
}

// How far apart the touched granules of one buffer's reads lie when they are regularly spaced: sorted, at
// least 3/4 of the gaps between neighbours lie within a factor of 2 of the median gap (a stride;
// global.stride's steps, a pitch apart, are the few long gaps); the mean of those gaps. 1 when adjacent, single
// or irregular (a random gather's DRAM pattern is not a stride: the curve does not describe it); `regularOut`,
// when given, says whether the gaps were regular.
double regularGranuleSpacing(std::vector<uint64_t>& granules, bool* regularOut = nullptr)
{
    std::sort(granules.begin(), granules.end());
    granules.erase(std::unique(granules.begin(), granules.end()), granules.end());
    if (regularOut)
        *regularOut = true;
    if (granules.size() < 2)
        return 1.0;
    std::vector<uint64_t> gaps(granules.size() - 1);
    for (size_t i = 1; i < granules.size(); ++i)
        gaps[i - 1] = granules[i] - granules[i - 1];
    std::vector<uint64_t> sorted = gaps;
    std::nth_element(sorted.begin(), sorted.begin() + long(sorted.size() / 2), sorted.end());
    const double median = double(sorted[sorted.size() / 2]);
    double sum = 0;
    size_t regular = 0;
    for (const uint64_t gap : gaps)
        if (double(gap) >= median / 2 && double(gap) <= 2 * median) {
            sum += double(gap);
            ++regular;
        }
    if (regularOut)
        *regularOut = 4 * regular >= 3 * gaps.size();
    return 4 * regular >= 3 * gaps.size() ? sum / double(regular) : 1.0;
}

} // namespace

double l2RandomHit(double occupancy, double capacity)
{
    if (capacity <= 0)
        return 0;
    return occupancy <= capacity ? 1.0 : capacity / occupancy;
}

double l2WorkingSetHit(double occupancy, double capacity)
{
    if (capacity <= 0)
        return 0;
    if (occupancy <= capacity / 2)
        return 1;
    if (occupancy >= 2 * capacity)
        return 0;
    return 1 - std::log(2 * occupancy / capacity) / std::log(4.0);
}

Hierarchy globalHierarchy(const std::vector<Request>& requests, const ModelGeometry& geometry,
                          const Ceilings& g, const WorkingSet& workingSet)
{
    Hierarchy h;
    const uint64_t granule = g.dramGranule ? g.dramGranule : geometry.segment;
    // (buffer * 3 + kind, first byte, end) of each kind apart: runs never join across kinds.
    std::vector<std::tuple<uint32_t, uint64_t, uint64_t>> readSpans, writeSpans, atomicSpans;
    uint64_t readRequested = 0;
    double atomicNs = 0;
    bool atomics = false;
    // L1: a sector a work-group (one compute unit) already read is a hit while the reads since fit the measured
    // L1 (l1Reads); without a measured L1 every request's sectors reach the L2 (the picture's count).
    std::map<uint32_t, std::set<std::pair<uint32_t, uint64_t>>> groupSectors; // work-group -> (buffer, sector)
    uint64_t l2PerRequest = 0;
    double rereadDram = 0; // a declared re-read loop's L1 misses that the L2 cannot hold, in bytes
    double l2Weighted = 0; // the requests' sector bytes over their L2 efficiency (scattered sectors)
    bool narrow = false;
    double globalRequests = 0; // counted as many times as each stands for (a declared re-read loop's scale)
    double lines = 0;          // the requests' lines, at least one each
    for (const auto& r : requests) {
        if (r.space != Space::Global)
            continue;
        // A declared re-read loop's request stands for loopScale alike (histogram GPU1-3: the traced second
        // centroid for all but the first).
        const double w = workingSet.rereadWeight(r.step);
        globalRequests += w;
        lines += w * double(std::max<uint32_t>(1, r.lines));
        h.bytesRequested += uint64_t(std::llround(w * double(r.bytesRequested)));
        l2PerRequest += uint64_t(std::llround(w * double(r.transactions) * double(geometry.segment)));
        l2Weighted += w * double(r.transactions) * double(geometry.segment) / l2Efficiency(r, geometry, g);
        if (g.l1Bytes > 0 && r.kind == AccessKind::Read)
            for (const auto& lane : r.lanes) {
                const uint64_t last = lane.byteOffset + std::max<uint32_t>(lane.size, 1) - 1;
                for (uint64_t q = lane.byteOffset / geometry.segment; q <= last / geometry.segment; ++q)
                    groupSectors[r.workGroup].emplace(r.buffer, q);
            }
        const uint32_t key = uint32_t(r.buffer) * 3 + uint32_t(r.kind);
        std::vector<uint64_t> addresses;
        if (r.kind == AccessKind::Read)
            readRequested += uint64_t(std::llround(w * double(r.bytesRequested)));
        for (const auto& lane : r.lanes) {
            const uint64_t last = lane.byteOffset + std::max<uint32_t>(lane.size, 1) - 1;
            (r.kind == AccessKind::Read    ? readSpans
             : r.kind == AccessKind::Write ? writeSpans
                                           : atomicSpans)
                .emplace_back(key, lane.byteOffset, last + 1);
            h.requestBytes += w * double(lane.size) / narrowFactor(lane.size, g);
            narrow = narrow || narrowFactor(lane.size, g) < 1;
            addresses.push_back(lane.byteOffset);
        }
        if (r.kind == AccessKind::Atomic && !r.lanes.empty()) {
            atomics = true;
            std::sort(addresses.begin(), addresses.end());
            const bool same = std::unique(addresses.begin(), addresses.end()) - addresses.begin() == 1;
            const double rate = same ? g.atomicSameGops : g.atomicDistinctGops;
            if (rate > 0)
                atomicNs += w * double(r.lanes.size()) / rate;
        }
    }
    // Sparse reads: each buffer's touched granules at the measured speed for their spacing (a stride past the
    // granule), or at the random-granule speed (a gather: irregular, on average 2 or more granules apart).
    if (!g.dramSparse.empty() || g.dramRandom > 0) {
        std::map<uint32_t, std::vector<uint64_t>> granulesOf; // buffer -> touched granules
        for (const auto& [key, first, end] : readSpans)
            for (uint64_t q = first / granule; q <= (end - 1) / granule; ++q)
                granulesOf[key].push_back(q);
        double weighted = 0, count = 0;
        for (auto& [key, granules] : granulesOf) {
            bool regular = true;
            const double spacing = regularGranuleSpacing(granules, &regular); // sorts and deduplicates
            const bool random =
                !regular && granules.size() >= 8 && granules.back() - granules.front() >= 2 * granules.size();
            const double speed =
                random && g.dramRandom > 0 ? g.dramRandom : sparseDramSpeed(g.dramSparse, spacing);
            weighted += double(granules.size()) / speed; // unique after the call
            count += double(granules.size());
        }
        h.sparseReadCost = count > 0 ? std::max(1.0, weighted / count) : 1.0;
    }
    // Runs never join across kinds, so the reads' DRAM bytes and the others' add up to the launch's.
    uint64_t dramRead = dramBytes(readSpans, granule, geometry.segment, geometry.line);
    // The reads' DRAM bytes: those the L2 shares (read once, the working set's order: no sparse cost) and the
    // others (at the sparse or random speed).
    double sharedRead = 0;
    double missedRead = double(dramRead);
    double shared = 0; // the trace's share of a declared working set, read once where the L2 holds it
    const double allMissed = double(dramRead);
    // The writes (a partly written line's read included: the probe's partial_line_ratio is against a write
    // stream) at the measured write speed, the atomics as reads.
    const uint64_t dramWritten = dramBytes(writeSpans, granule, geometry.segment, geometry.line, g.partialLine);
    const uint64_t dramOther = dramWritten + dramBytes(atomicSpans, granule, geometry.segment, geometry.line);
    // dramOther in read bytes, with the turns against `readBytes` of reads.
    auto otherCost = [&](double readBytes) {
        return double(dramOther - dramWritten) + g.dramWriteCost * double(dramWritten) +
               g.dramMixCost * std::min(readBytes, double(dramWritten));
    };
    // A declared working set: the traced groups' first reads of it are the launch's re-reads of the same bytes
    // by other work-groups. While the L2 holds it (with the bytes written meanwhile) they come from the L2, and
    // DRAM moves the working set once: the trace's share of it (global.footprint: 4 KiB..4 MiB read 2^k times).
    if (workingSet.known() && g.l2Bytes > 0 && dramRead > 0 && readRequested > 0) {
        const double share =
            double(workingSet.bytes) * double(readRequested) / double(workingSet.launchReadBytes);
        const double occupancy = workingSet.liveBytes > 0
                                     ? double(workingSet.liveBytes)
                                     : double(workingSet.bytes) * (1.0 + double(dramOther) / double(dramRead));
        // Work-groups on every compute unit re-read it, so each L2 partition keeps its own copy. A live
        // window's lines are re-read in random order: the LRU hit rate of uniform random re-reads, a
        // partition's share of the whole L2 / live bytes; a working set swept in order misses from twice the
        // partition probe's knee.
        h.workingSetHit = workingSet.liveBytes > 0 ? l2RandomHit(occupancy, double(g.l2RandomBytes))
                                                   : l2WorkingSetHit(occupancy, double(g.l2Bytes));
        shared = std::min(double(dramRead), share);
        sharedRead = h.workingSetHit * shared;
        missedRead = (1 - h.workingSetHit) * double(dramRead);
        dramRead = uint64_t(std::llround(sharedRead + missedRead));
    }
    h.dramBytes = dramRead + dramOther;
    // The narrow ceiling is about 1- and 2-byte accesses streaming below DRAM speed: without any it is no
    // ceiling (re-reads of wider ones from the caches are bounded by the issue rate below).
    if (!narrow)
        h.requestBytes = 0;
    h.l2Bytes = l2PerRequest;
    if (g.l1Bytes > 0 && !groupSectors.empty()) {
        // Reads: the sectors the L1 does not hold (l1Reads); writes and atomics: every request's sectors.
        uint64_t other = 0;
        for (const auto& r : requests)
            if (r.space == Space::Global && r.kind != AccessKind::Read)
                other += uint64_t(r.transactions) * geometry.segment;
        h.l1Sharers = l1Sharers(requests, groupSectors.size(), geometry, g, workingSet);
        h.l1 = l1Reads(requests, groupSectors, h.l1Sharers, geometry, g, workingSet);
        h.l2Bytes = std::min(l2PerRequest,
                             uint64_t(std::llround(h.l1.fetchedWeight * double(geometry.segment))) + other);
        // A declared re-read loop whose resident groups re-read more than the L2 holds: their L1 misses come
        // from DRAM (each pass over them in the same order, least recently used: none left when the next
        // comes).
        h.rereadL2Hit = rereadL2Hit(h.l1, g, geometry, workingSet, &h.rereadBytes);
        if (h.rereadL2Hit >= 0)
            rereadDram = (1 - h.rereadL2Hit) * h.l1.ownMissedWeight * double(geometry.segment);
        h.dramBytes += uint64_t(std::llround(rereadDram));
    }
    // Issue: every request costs 1 / request rate whatever its width (the H100: 49.7 G/s, so 32 x 16 B
    // requests from the L1 top out at 8.9 x the DRAM bandwidth).
    if (g.requestGps > 0 && g.dramGBs > 0)
        h.issueBytes = double(globalRequests) / g.requestGps * g.dramGBs;
    // A declared re-read loop that the caches hold runs at the rate the L1 serves requests (histogram GPU2/GPU3
    // below the L2's step and in groups of 32, all on chip: about 110 G requests/s on the H200, where
    // request_rate_gps, measured on a DRAM stream, is 56.9); past the step its launch waits on DRAM.
    if (h.rereadL2Hit == 1 && g.requestL1Gps > g.requestGps && g.requestGps > 0 && g.dramGBs > 0) {
        h.issueBytes = double(globalRequests) / g.requestL1Gps * g.dramGBs;
        h.onChipRate = true;
    }
    // The L1 looks up a request's lines one a cycle, as it serves a local request's pass: lanes in 32 lines
    // take 32 slots (the H200's histogram GPU1: row-major descriptors, 33 lines a SIMD group's step, all
    // L1 hits: 0.131 ns a step at 251 G slots/s, measured 0.133). A stream's one line a request never binds.
    h.linesPerRequest = globalRequests > 0 ? lines / globalRequests : 0;
    if (g.localGBs > 0 && g.dramGBs > 0 && geometry.localPhysical) {
        const double slotNs = double(uint64_t(geometry.banks) * geometry.bankWidth) / g.localGBs;
        const double slots = lines * slotNs * g.dramGBs;
        if (slots > h.issueBytes) {
            h.issueBytes = slots;
            h.lineSlots = true;
        }
    }

    // Scattered sectors cost the L2 more than streamed ones (the requests' weighted efficiency).
    const double l2Cost =
        l2PerRequest > 0 ? double(h.l2Bytes) * (l2Weighted / double(l2PerRequest)) / g.l2Ratio : 0;
    // The slowest ceiling for reads whose DRAM part costs `dramReadCost` (bytes at DRAM bandwidth).
    auto slowest = [&](double dramReadCost, std::string& ceiling) {
        double cost = dramReadCost + otherCost(dramReadCost);
        ceiling = "dram";
        if (g.l2Ratio > 0 && l2Cost > cost) {
            cost = l2Cost;
            ceiling = "l2";
        }
        if (h.requestBytes > cost * 1.000001) {
            cost = h.requestBytes;
            ceiling = "request rate";
        }
        if (h.issueBytes > cost * 1.000001) {
            cost = h.issueBytes;
            ceiling = h.lineSlots ? "L1 line slots" : "request rate";
        }
        if (atomicNs > 0 && g.dramGBs > 0 && atomicNs * g.dramGBs > cost) {
            cost = atomicNs * g.dramGBs;
            ceiling = "atomics";
        }
        return cost;
    };
    double cost = 0;
    if (workingSet.liveBytes > 0 && h.workingSetHit > 0 && h.workingSetHit < 1) {
        // A random gather waits on each access's own level: the hits' share of the launch runs as if the L2
        // held the whole window, the misses' share as if it held none, one after the other (they add, where
        // streamed hits and misses overlap under the slowest ceiling).
        std::string hitCeiling;
        const double hit = h.workingSetHit;
        const double all = slowest(shared + rereadDram, hitCeiling);
        cost = hit * all + (1 - hit) * slowest(allMissed * h.sparseReadCost + rereadDram, h.ceiling);
        if (hit * all > cost / 2)
            h.ceiling = hitCeiling;
        h.dramCost = hit * (shared + otherCost(shared)) +
                     (1 - hit) * (allMissed * h.sparseReadCost + otherCost(allMissed)) + rereadDram;
    } else {
        cost = slowest(sharedRead + missedRead * h.sparseReadCost + rereadDram, h.ceiling);
        h.dramCost = sharedRead + missedRead * h.sparseReadCost + rereadDram +
                     otherCost(sharedRead + missedRead + rereadDram);
    }
    // A declared re-read loop keeps one load in flight a step: each wave of work-groups lasts at least a
    // work-item's chain of loads (histogram GPU2 on the H200: 4096 steps at a DRAM load's latency past the
    // L2's step; as the launch-time model's chain, core/models/launchtime.cpp).
    h.chainNs = rereadChainNs(
        h.l1, h.rereadL2Hit, g, workingSet,
        h.l1Sharers * std::ceil(double(workingSet.groupSize) / double(std::max<uint32_t>(1, geometry.simd))));
    const double perUnit = h.chainNs > 0 ? groupsPerUnit(g, workingSet.groupSize, 0) : 0;
    if (perUnit > 0 && cost > 0 && g.dramGBs > 0 && h.l1.groups > 0) {
        const double launchShare = double(workingSet.rereadGroups) / double(h.l1.groups);
        const double workNs = cost / g.dramGBs * launchShare;
        h.chainWaves = double(workingSet.rereadGroups) / (double(workingSet.rereadUnits) * perUnit);
        const double drained = chainedLaunchNs(workNs, h.chainWaves, h.chainNs);
        if (drained > workNs * 1.000001) {
            cost = drained / launchShare * g.dramGBs;
            h.ceiling = "chain of loads";
        }
    }
    std::string missing;
    if (g.dramGranule == 0)
        missing += ", the DRAM granule (taken as the segment)";
    if (g.l2Ratio == 0)
        missing += ", the L2 bandwidth (no L2 ceiling)";
    if (g.narrowUchar == 0 || g.narrowUshort == 0)
        missing += ", the request rate (narrow accesses cost like 4-byte ones)";
    if (atomics && (g.atomicSameGops == 0 || g.atomicDistinctGops == 0 || g.dramGBs == 0))
        missing += ", the atomic rate (atomics cost like reads and writes)";
    h.notModelled = std::string("occupancy and latency (work-group size, too few requests in flight), ") +
                    (g.dramSparse.empty() ? "DRAM page and TLB effects at large strides, "
                                          : "DRAM page effects of irregular (random) reads, ") +
                    "L1 hits between requests";
    // A work-item's access past 32 B: how many of them the compiler keeps in flight is its choice (the H100
    // ran ulong and double by 8 and 16 2.8-5.0 x slower than by 4, with fewer registers; BENCHMARKS "Wide
    // loads"), and nothing the model knows.
    uint32_t widest = 0;
    for (const auto& r : requests)
        if (r.space == Space::Global)
            for (const auto& lane : r.lanes)
                widest = std::max(widest, lane.size);
    if (widest > 32)
        h.notModelled =
            "how many of a work-item's " + std::to_string(widest) +
            " B accesses the compiler keeps in flight (past 32 B it may issue them one after another, "
            "slower than predicted), " +
            h.notModelled;
    if (!missing.empty())
        h.notModelled += "; not measured for this device: " + missing.substr(2);
    // Above 1 only with every cache-side ceiling measured (L2 bandwidth and request rate): re-reads from the
    // caches then run faster than a DRAM stream, up to the slowest of those ceilings. Without them a write
    // stream still runs at the measured write speed, faster than a read stream where writes are faster.
    const double cap =
        g.l2Ratio > 0 && g.requestGps > 0 && g.dramGBs > 0 ? 1e9 : 1.0 / std::min(1.0, g.dramWriteCost);
    h.relative = h.bytesRequested == 0 || cost <= 0 ? 1.0 : std::min(cap, double(h.bytesRequested) / cost);
    return h;
}

double channelFactorWithFloor(double channelFactor, const Ceilings& g)
{
    return g.channelFloor > 0 ? std::max(channelFactor, g.channelFloor) : channelFactor;
}

Hierarchy explainSummary(const ModelSummary& s, const ModelGeometry& geometry, const Ceilings& g,
                         const WorkingSet& workingSet)
{
    Hierarchy h;
    if (s.space == "global") {
        h = globalHierarchy(s.requests, geometry, g, workingSet);
        if (channelFactorWithFloor(s.channelFactor, g) < 1.0)
            h.ceiling = "channels";
    } else if (s.space == "local") {
        h.ceiling = "banks";
        h.notModelled = "occupancy and latency (work-group size), the fill before the timed loop";
        h.relative = s.predictedRelative;
    } else if (s.space == "constant") {
        h.ceiling = "constant serialisation";
        h.notModelled = g.constantAddr.empty()
                            ? "the constant cache's real cost (not measured: one pass per distinct address)"
                            : "occupancy and latency (work-group size)";
        h.relative = constantRelative(s.requests, g);
    } else if (s.space == "atomics") {
        h.ceiling = "atomics";
        const double a = atomicsRelative(s.requests, geometry, g);
        h.notModelled = a > 0 ? "which addresses the compiler aggregates (it must see them uniform); "
                                "contention between lines in one L2 slice"
                              : "the atomic rate (not measured: lanes on one address serialise per request)";
        h.relative = a > 0 ? a : s.predictedRelative;
    }
    if (s.textureBound) {
        h.ceiling = "texture unit";
        h.relative = s.predictedRelative;
        h.notModelled = "the texture cache's misses (the texels' DRAM and L2 traffic is the hierarchy's)";
    }
    if (s.launchTimed) {
        h.ceiling = s.aluBound ? "arithmetic" : s.phaseBound ? "barrier phases" : "launch time";
        h.relative = s.predictedRelative;
        h.notModelled = "latency and occupancy; the serialisation of atomics";
    }
    if (s.privateRequests > 0 && s.privateModelled) {
        const std::string privateText =
            "how the L1 places a spill area: its misses are the share of the area the L1 cannot hold (as for "
            "indexes spread evenly over it), the area being the array of each work-item resident at once as "
            "the residency probe counts them (a kernel with more registers keeps fewer); the stores' own "
            "traffic: a GPU's stores leave the L1 for the L2, and a live area past the L2's size sends them on "
            "to DRAM at its slower rate for partly written lines (on the H100 between 44 and 60 MB live); and "
            "what a loop's loads and stores of the same lines cost together near and past the L1's capacity "
            "(on the H100 more than both apart)";
        h.ceiling = "load/store slots";
        h.notModelled = h.notModelled.empty() ? privateText : privateText + "; " + h.notModelled;
    } else if (s.privateRequests > 0) {
        const std::string privateText =
            "private accesses (" + std::to_string(s.privateRequests) +
            " requests, shown at their spill addresses; whether the compiler spills or keeps them in registers "
            "is not known, so they are not in the prediction)";
        h.notModelled = h.notModelled.empty() ? privateText : privateText + "; " + h.notModelled;
    }
    return h;
}

} // namespace coalesce
