// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The decisions of the probes, as pure functions of their curves (tested on hand-made curves). Each returns a
// value with a confidence, or says why the curve does not decide it.
#include "core/probes/probe.h"

#include <vector>

namespace coalesce {

struct Decision {
    bool decided = false;
    double value = 0;
    double confidence = 0;
    std::string reason; ///< why not decided
};

/// A granule from a curve that grows with x and then stays flat (ns per access over the byte stride: each
/// access costs more until every access has its own granule): the smallest x that the curve grew into
/// (y(x) >= grow * y(previous x)) after which it stays within `flat` of y(x). Undecided when the curve never
/// grows (a flat curve: no granule visible) or keeps growing to its end.
Decision growthKnee(const std::vector<CurvePoint>& points, double grow = 1.3, double flat = 1.25);

/// Every run of steps where y grows by at least `grow` from one x to the next (ns per access doubling with the
/// byte stride while accesses still share granules), as the x each run ends at: a granule per run (an L2 shows
/// its 32 B sector and its 128 B line as two runs). A run that reaches the last point is undecided.
std::vector<Decision> growthRuns(const std::vector<CurvePoint>& points, double grow = 1.5);

/// A CPU's cache line from a pair chase (ns per step over the byte distance d of a step's second load from its
/// first; docs/GEOMETRY.md): while d stays inside the line the second load hits the line the first brought in,
/// past it the second load misses like the first. The line is the smallest d whose step takes at least `rise`
/// times the smallest d's, if every larger d does too. Undecided when no d rises that far (no line seen) or a
/// larger d falls back below it (noise, not a line).
Decision pairLine(const std::vector<CurvePoint>& stepNs, double rise = 1.25);

struct BankDecision {
    Decision banks;
    Decision width; ///< bytes per bank word
};
/// Banks and bank width from a local-memory conflict sweep: time over the word stride (4-byte words; lanes
/// at word lane * stride). With banks B of W bytes, a stride s puts gcd(s * 4 / W, B) words in one bank, so the
/// first stride that doubles the time is W / 2 words and the time stops growing at s = B * W / 4.
/// `lanes`: the conflict group (the degree cannot pass it: banks beyond it cannot be seen).
BankDecision decideBanks(const std::vector<CurvePoint>& strideTime, int lanes);

/// Broadcast rule from the times of one word read by every lane vs the conflict-free stride 1: 1 when the
/// shared word costs at most 1.5 x stride 1 (served once), 0 when it costs like a full conflict.
Decision decideBroadcast(double sameWordNs, double stride1Ns, double fullConflictNs);

/// A knee in a throughput-over-footprint curve: where bandwidth falls from one plateau to the next.
struct Knee {
    double x = 0;      ///< footprint at the knee (log-interpolated at the geometric mid-level)
    double before = 0; ///< plateau before
    double after = 0;  ///< level after
    double confidence = 0;
};
/// Every drop of more than `drop` (after / before) in a curve of bandwidth over footprint (x increasing),
/// smallest footprint first. A drop the next point recovers from (back within `drop` of the plateau) is no
/// knee: one slow point.
std::vector<Knee> footprintKnees(const std::vector<CurvePoint>& footprintGBs, double drop = 0.75);

/// Every rise of more than `rise` (after / before) in a curve of latency over footprint (x increasing),
/// smallest footprint first: the mirror of footprintKnees. A point is first replaced by the median of itself
/// and its two neighbours (another process slowing one point is no rise; the first is the smaller of the first
/// two). A rise is measured from the lowest of the four points before it (not reaching back past the previous
/// rise) to where it stops growing by over 10 % a step (or over two steps); the knee is at its geometric
/// mid-level, log-interpolated. A rise that creeps (latency less than doubling per 4x footprint, the slope of a
/// TLB or page-walk level, not of a cache's capacity) is no knee; a rise still going at the last point has half
/// the confidence.
std::vector<Knee> latencyKnees(const std::vector<CurvePoint>& footprintNs, double rise = 1.6);

/// The first `levels` knees as cache sizes (level i from knee i, rounded to bytes), the rest undecided with the
/// reason (`what` names the curve, e.g. "rise of the latency over footprints up to 128 MiB").
std::vector<Decision> cacheLevels(const std::vector<Knee>& knees, size_t levels, const std::string& what);

/// The median of y over the points (a plateau figure).
double medianY(const std::vector<CurvePoint>& points);

/// The groups of a residency launch that started before any group had finished: the entries of
/// `finishedBefore` (per group, how many groups had finished when it started) that are 0.
uint64_t firstWaveGroups(const std::vector<uint32_t>& finishedBefore);

/// What probe_spill's SIMD groups ask of a spilled private array (word i of lane l in line i of its group, at
/// sector l / 8: the layout a GPU gives a spill area), from the kernel's own index sequence over the first
/// `items` work-items (whole SIMD groups of `simd`): per SIMD group, the lines its reads touch (the loop's
/// reads, one line per distinct index, and the fold's, one each) and its pipeline slots (lines + sectors of
/// every read and write, the fill and the fold included).
struct SpillRequests {
    double loadLines = 0;
    double slots = 0;
    uint32_t simd = 1;
};
SpillRequests spillRequests(uint32_t words, uint32_t simd, uint32_t iters, uint32_t seed, uint64_t items);

} // namespace coalesce
