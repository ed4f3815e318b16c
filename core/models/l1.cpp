// SPDX-License-Identifier: GPL-3.0-or-later
// The L1's account of a launch's global reads (used by globalHierarchy, core/models/hierarchy.cpp): the
// work-groups a compute unit keeps sharing its L1 (l1Sharers) and each group's reads in step order through it
// (l1Reads), a re-read a hit while the bytes read since its last read fit the measured L1.
#include "core/models/l1.h"

#include <algorithm>
#include <tuple>

namespace coalesce {

namespace {

// Sums of weights over positions (a Fenwick tree): the bytes read since a sector's last read.
class Fenwick {
public:
    explicit Fenwick(size_t n) : tree_(n + 1, 0.0) {}
    void add(size_t i, double w)
    {
        for (++i; i < tree_.size(); i += i & (~i + 1))
            tree_[i] += w;
    }
    double prefix(size_t end) const // positions [0, end)
    {
        double s = 0;
        for (size_t i = end; i > 0; i -= i & (~i + 1))
            s += tree_[i];
        return s;
    }

private:
    std::vector<double> tree_;
};

} // namespace

// The work-groups a compute unit keeps at once, as far as they share its L1 (1: a group alone); no more than
// the launch gives each unit where it declares its units (a partial wave). Not with one traced group (its own
// sectors cannot be told from a table every group reads), local memory in the trace (its bytes, which also
// bound the groups a unit keeps, are not here), a CPU (a core runs its work-groups one after another) or
// residency not measured.
double l1Sharers(const std::vector<Request>& requests, size_t tracedGroups, const ModelGeometry& geometry,
                 const Ceilings& g, const WorkingSet& facts)
{
    if (g.residentItems <= 0 || tracedGroups < 2 || !geometry.localPhysical)
        return 1;
    uint32_t groupSize = 0;
    for (const auto& r : requests) {
        if (r.space == Space::Local)
            return 1;
        for (const auto& lane : r.lanes)
            groupSize = std::max(groupSize, lane.localId + 1);
    }
    double sharers = groupsPerUnit(g, groupSize, 0);
    // A launch of fewer work-groups than the units keep (a partial wave) leaves each unit its share of them.
    if (const double share = facts.groupsPerDeclaredUnit(); share > 0)
        sharers = std::min(sharers, share);
    return std::max(1.0, sharers);
}

// The reads' sectors that reach the L2: each work-group's reads in step order (its SIMD groups' requests of one
// step together, as they run). A sector the group read before is an L1 hit while the bytes read since its last
// read fit kL1ReuseMargin x the measured L1 (least recently used: it stays until a cache's worth came after
// it): the group's own sectors count once for each group a unit keeps (each reads its own alike), the sectors
// other traced groups read too (a table) once.
L1Reads l1Reads(const std::vector<Request>& requests, const GroupSectors& groupSectors, double sharers,
                const ModelGeometry& geometry, const Ceilings& g, const WorkingSet& facts)
{
    L1Reads out;
    out.groups = uint32_t(groupSectors.size());
    std::map<std::pair<uint32_t, uint64_t>, uint32_t> readers; // sector -> traced groups reading it
    for (const auto& [wg, sectors] : groupSectors)
        for (const auto& sector : sectors)
            ++readers[sector];
    for (const auto& [sector, count] : readers)
        out.ownSectors += count == 1 ? 1 : 0;
    std::vector<size_t> order;
    for (size_t i = 0; i < requests.size(); ++i)
        if (requests[i].space == Space::Global && requests[i].kind == AccessKind::Read)
            order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        const Request &x = requests[a], &y = requests[b];
        return std::tie(x.workGroup, x.step, x.group) < std::tie(y.workGroup, y.step, y.group);
    });
    const double capacity = kL1ReuseMargin * double(g.l1Bytes) / double(geometry.segment); // in sectors
    size_t i = 0;
    std::vector<std::pair<uint32_t, uint64_t>> touched;
    while (i < order.size()) {
        const uint32_t wg = requests[order[i]].workGroup;
        size_t end = i;
        size_t events = 0;
        for (; end < order.size() && requests[order[end]].workGroup == wg; ++end)
            for (const auto& lane : requests[order[end]].lanes)
                events += (lane.byteOffset + std::max<uint32_t>(lane.size, 1) - 1) / geometry.segment -
                          lane.byteOffset / geometry.segment + 1;
        Fenwick window(events);
        std::map<std::pair<uint32_t, uint64_t>, std::pair<size_t, double>> last; // sector -> (position, weight)
        size_t position = 0;
        for (; i < end; ++i) {
            const Request& r = requests[order[i]];
            const double loop = facts.rereadWeight(r.step);
            bool& fetches = out.fetchSteps[{r.workGroup, r.step}];
            touched.clear();
            for (const auto& lane : r.lanes) {
                const uint64_t lastByte = lane.byteOffset + std::max<uint32_t>(lane.size, 1) - 1;
                for (uint64_t q = lane.byteOffset / geometry.segment; q <= lastByte / geometry.segment; ++q)
                    touched.emplace_back(r.buffer, q);
            }
            std::sort(touched.begin(), touched.end());
            touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
            for (const auto& sector : touched) {
                const auto seen = readers.find(sector);
                const bool own = seen == readers.end() || seen->second <= 1;
                const double weight = own ? sharers : 1.0;
                const auto before = last.find(sector);
                if (before == last.end()) {
                    fetches = true;
                    ++out.fetched;
                    out.fetchedWeight += loop; // in the loop: the next passes' first reads alike
                } else {
                    ++out.reReads;
                    const auto [at, w] = before->second;
                    const double since = window.prefix(position) - window.prefix(at + 1);
                    if (since + weight > capacity) {
                        fetches = true;
                        ++out.missed;
                        ++out.fetched;
                        out.fetchedWeight += loop;
                        out.ownMissedWeight += own ? loop : 0.0;
                    }
                    window.add(at, -w);
                }
                window.add(position, weight);
                last[sector] = {position, weight};
                ++position;
            }
        }
    }
    return out;
}

double rereadL2Hit(const L1Reads& l1, const Ceilings& g, const ModelGeometry& geometry, const WorkingSet& facts,
                   double* residentBytes)
{
    if (residentBytes)
        *residentBytes = 0;
    if (!facts.rereadLoop || facts.rereadGroups == 0 || facts.rereadUnits == 0 || facts.groupSize == 0 ||
        g.l2PrivateBytes == 0 || g.residentItems <= 0 || l1.groups == 0 || !geometry.localPhysical)
        return -1;
    const double resident =
        std::min(double(facts.rereadGroups), double(facts.rereadUnits) * groupsPerUnit(g, facts.groupSize, 0));
    const double bytes = resident * double(l1.ownSectors) / double(l1.groups) * double(geometry.segment);
    if (residentBytes)
        *residentBytes = bytes;
    return bytes <= double(g.l2PrivateBytes) ? 1.0 : 0.0;
}

double rereadChainNs(const L1Reads& l1, double l2Hit, const Ceilings& g, const WorkingSet& facts,
                     double simdGroups)
{
    if (!facts.rereadLoop || l2Hit < 0 || g.l1LatencyNs <= 0)
        return 0;
    const double hit = l1LatencyAt(g, simdGroups);
    // Where a fetched sector comes from: inside the loop the L2 while it holds the resident groups' re-reads,
    // else DRAM; before the loop (the first pass) DRAM. Unmeasured levels: no chain.
    const double fromDram = g.dramLatencyNs;
    const double inLoop = l2Hit >= 1 ? g.l2LatencyNs : g.dramLatencyNs;
    if (fromDram <= 0 || inLoop <= 0)
        return 0;
    // Steps issued together (the declared batch: steps first / batch alike) wait once, for their slowest.
    const uint32_t batch = std::max<uint32_t>(1, facts.rereadBatch);
    double longest = 0, ns = 0, slowest = 0, weight = 0;
    uint32_t group = l1.fetchSteps.empty() ? 0 : l1.fetchSteps.begin()->first.first;
    uint32_t at = l1.fetchSteps.empty() ? 0 : l1.fetchSteps.begin()->first.second / batch;
    for (const auto& [key, fetches] : l1.fetchSteps) {
        if (key.first != group || key.second / batch != at) {
            ns += weight * slowest;
            slowest = weight = 0;
            at = key.second / batch;
        }
        if (key.first != group)
            longest = std::max(longest, ns), ns = 0, group = key.first;
        const bool loop = key.second >= facts.loopFirstStep && key.second < facts.loopEndStep;
        slowest = std::max(slowest, !fetches ? hit : loop ? inLoop : fromDram);
        weight = std::max(weight, facts.rereadWeight(key.second));
    }
    ns += weight * slowest;
    return std::max(longest, ns);
}

} // namespace coalesce
