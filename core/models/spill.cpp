// SPDX-License-Identifier: GPL-3.0-or-later
// The spill model (declared in core/models/hierarchy.h): a private array the compiler put in off-chip memory is
// read and written through the L1 cache request by request. A request costs the load/store pipeline one slot
// per distinct line (its tag look-up) and one per sector (its data): a lane-per-line scatter of 32 lanes costs
// 64 slots where a coalesced request costs 5. An area larger than the L1 (its resident work-items' arrays)
// misses: each line a read touches misses with the share the L1 cannot hold and costs the measured miss time
// on top. docs/MODELS.md, "Spilled private arrays".
#include "core/models/hierarchy.h"

#include "core/compilerreport.h"

#include <algorithm>
#include <set>

namespace coalesce {

double spillMissShare(uint64_t l1Bytes, double residentItems, double bytesPerItem)
{
    if (l1Bytes == 0 || !(residentItems > 0) || !(bytesPerItem > 0))
        return 0;
    return std::max(0.0, 1.0 - double(l1Bytes) / (residentItems * bytesPerItem));
}

SpillTime spillTime(const std::vector<Request>& requests, const ModelGeometry& geometry, const Ceilings& g,
                    const WorkingSet& facts)
{
    SpillTime t;
    if (!facts.privateSpilled || facts.loopScale < 1) {
        t.why = "the lesson declares no spilled private array";
        return t;
    }
    if (!geometry.localPhysical) {
        t.why = "local memory is not physical on this device: a private array stays in the CPU's caches";
        return t;
    }
    if (g.localGBs <= 0 || g.dramGBs <= 0) {
        t.why = "the local and DRAM bandwidths are not both measured";
        return t;
    }
    if (facts.countedBytes == 0 || facts.launchGroups == 0) {
        t.why = "the lesson declares no counted bytes or launch groups";
        return t;
    }
    // One slot: a local-memory request of banks x bank width bytes at the measured local bandwidth.
    const double slotNs = double(uint64_t(geometry.banks) * geometry.bankWidth) / g.localGBs;
    std::set<uint32_t> groups;
    double privateSlots = 0;
    double privateReadLines = 0;
    for (const auto& r : requests) {
        if (r.space == Space::Local || r.space == Space::Constant || r.kind == AccessKind::Atomic) {
            t.why = "local, constant and atomic requests are not in the spill model";
            return t;
        }
        groups.insert(r.workGroup);
        const double weight = facts.loopWeight(r.step);
        const double slots = double(r.lines) + double(r.transactions);
        if (r.space == Space::Private) {
            t.privateNs += weight * slots * slotNs;
            t.privateRequests += weight;
            privateSlots += weight * slots;
            if (r.kind == AccessKind::Read)
                privateReadLines += weight * double(r.lines);
        } else {
            t.globalNs += weight * slots * slotNs;
        }
    }
    if (groups.empty() || t.privateRequests == 0) {
        t.why = "no private requests in the trace";
        return t;
    }
    t.slotsPerPrivate = privateSlots / t.privateRequests;
    t.floorNs = g.launchFloorNs;
    const double scale = double(facts.launchGroups) / double(groups.size());
    // The reads' lines the L1 cannot keep (the writes follow a read of their line, or fill whole lines).
    if (facts.privateBytesPerItem == 0)
        t.missWhy = "the lesson does not declare its array's bytes per work-item";
    else if (g.l1Bytes == 0)
        t.missWhy = "the L1 size is not measured (probe global.caches)";
    else if (g.residentItems <= 0)
        t.missWhy = "the work-items resident per compute unit are not measured (probe compute.residency)";
    else {
        // The work-items resident per compute unit: the measured count, or fewer where the group limit binds
        // (work-groups of 32 on a device that keeps 32 groups: half of them) or the kernel's registers do (the
        // compiler's report: 38 a work-item on the H200 leave room for 6 groups of 256, 1536 work-items).
        double resident = g.residentItems;
        if (facts.groupSize > 0) {
            const double perUnit = groupsPerUnit(g, facts.groupSize, 0);
            if (perUnit > 0)
                resident = std::min(resident, perUnit * double(facts.groupSize));
            const uint64_t byRegisters =
                groupsByRegisters(facts.registersPerItem, facts.registersPerUnit, facts.groupSize,
                                  geometry.simd, facts.registerGranule);
            if (facts.registersPerItem > 0 && double(byRegisters * facts.groupSize) < resident) {
                resident = double(std::max<uint64_t>(1, byRegisters) * facts.groupSize);
                t.registerBound = true;
            }
        }
        t.residentItems = resident;
        t.missShare = spillMissShare(g.l1Bytes, resident, double(facts.privateBytesPerItem));
        if (t.missShare > 0 && g.spillMissNs <= 0)
            t.missWhy = "the cost of an L1 miss is not measured (probe private.misses)";
        else {
            t.missedLines = privateReadLines * scale * t.missShare;
            t.missNs = t.missedLines * g.spillMissNs;
        }
    }
    t.launchNs = (t.privateNs + t.globalNs) * scale + t.missNs + t.floorNs;
    const double tracedNs = t.privateNs + t.globalNs + (t.missNs + t.floorNs) / scale;
    t.relative = double(facts.countedBytes) / tracedNs / g.dramGBs;
    return t;
}

} // namespace coalesce
