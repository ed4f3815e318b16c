// SPDX-License-Identifier: GPL-3.0-or-later
// The L1's account of a launch's global reads (core/models/l1.cpp), for globalHierarchy.
#pragma once

#include "core/models/hierarchy.h"

#include <map>
#include <set>
#include <utility>
#include <vector>

namespace coalesce {

/// Each traced work-group's (buffer, sector) pairs it reads.
using GroupSectors = std::map<uint32_t, std::set<std::pair<uint32_t, uint64_t>>>;

/// The work-groups a compute unit keeps at once, as far as they share its L1 (1: a group alone): at most the
/// launch's groups per unit where it declares its units (reread_loop's groups and units, else launch_groups and
/// units): a partial wave leaves each unit fewer (histogram GPU2 at a tenth of a wave on the H200: 3.25 groups
/// a unit, whose re-reads the L1 holds, where the 32 a unit keeps would miss it).
double l1Sharers(const std::vector<Request>& requests, size_t tracedGroups, const ModelGeometry& geometry,
                 const Ceilings& g, const WorkingSet& facts);

/// The reads' sectors that reach the L2 (L1Reads): each work-group's reads in step order; with a declared
/// re-read loop (facts.rereadLoop) each sector also counts its request's loop weight (fetchedWeight,
/// ownMissedWeight).
L1Reads l1Reads(const std::vector<Request>& requests, const GroupSectors& groupSectors, double sharers,
                const ModelGeometry& geometry, const Ceilings& g, const WorkingSet& facts);

/// The L2's share of a declared re-read loop's L1 misses (reread_loop: histogram GPU1-3 re-read each group's
/// descriptors once per centroid): the sectors only one work-group reads, times the work-groups resident at
/// once over the device (reread_loop's groups, at most its units x groupsPerUnit), are the bytes the L2 must
/// hold between two passes. They pass through it in the same order each time (least recently used): all hit
/// while they fit ceilings.l2PrivateBytes, none past it. -1 where nothing is declared or measured, and on a CPU
/// (no physical local memory: a core runs its work-groups one after another, nothing is resident at once).
double rereadL2Hit(const L1Reads& l1, const Ceilings& g, const ModelGeometry& geometry, const WorkingSet& facts,
                   double* residentBytes = nullptr);

/// A declared re-read loop's chain (histogram GPU1-3): a traced work-group's steps with global reads one after
/// the other, each waiting for its load: where it fetches a sector, the measured latency of where that comes
/// from (inside the loop the L2 while it holds the re-reads, l2Hit 1, else DRAM; before it DRAM), else the
/// L1's; loop steps weighted; the longest group's, in ns. 0 where nothing is declared or a latency is not
/// measured. The compiled loop keeps one load in flight a step (histogram GPU2 on the H200: 375 ns a step past
/// the L2's step, 135-151 below it; four loads batched run as fast as GPU3). Steps of a declared batch
/// (reread_loop's batch: GPU3's four descriptor words) are issued together and wait once, for the slowest of
/// them: GPU3 at a tenth of a wave on the H200, its re-reads in the L1 and one batch in two fetching its
/// centroid from the L2, measured about 122 ns a batch; the slowest gives 85, the batch's average 36.
/// An L1 hit waits l1LatencyAt(g, simdGroups): the SIMD groups on a compute unit (l1Sharers' groups x the SIMD
/// groups of one).
double rereadChainNs(const L1Reads& l1, double l2Hit, const Ceilings& g, const WorkingSet& facts,
                     double simdGroups = 0);

} // namespace coalesce
