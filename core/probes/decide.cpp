// SPDX-License-Identifier: GPL-3.0-or-later
// The probes' decisions on their curves: knees of growth (granules), bank count and width from a conflict
// sweep, the broadcast rule, bandwidth drops and latency rises over footprints (cache sizes). Pure: tested on
// hand-made curves in tests/core/test_probes_decide.cpp.
#include "core/probes/decide.h"

#include <algorithm>
#include <cmath>

namespace coalesce {

namespace {

std::vector<CurvePoint> sortedByX(std::vector<CurvePoint> points)
{
    std::sort(points.begin(), points.end(), [](const CurvePoint& a, const CurvePoint& b) { return a.x < b.x; });
    return points;
}

double clamp01(double v)
{
    return std::clamp(v, 0.0, 1.0);
}

bool isPowerOfTwo(double x)
{
    if (x < 1 || x != std::floor(x))
        return false;
    const auto v = static_cast<uint64_t>(x);
    return (v & (v - 1)) == 0;
}

} // namespace

double medianY(const std::vector<CurvePoint>& points)
{
    if (points.empty())
        return 0;
    std::vector<double> ys;
    ys.reserve(points.size());
    for (const auto& p : points)
        ys.push_back(p.y);
    std::sort(ys.begin(), ys.end());
    const size_t n = ys.size();
    return n % 2 ? ys[n / 2] : 0.5 * (ys[n / 2 - 1] + ys[n / 2]);
}

Decision pairLine(const std::vector<CurvePoint>& input, double rise)
{
    const std::vector<CurvePoint> p = sortedByX(input);
    Decision d;
    if (p.size() < 3) {
        d.reason = "too few points";
        return d;
    }
    const double base = p.front().y;
    if (base <= 0) {
        d.reason = "no time at the smallest distance";
        return d;
    }
    for (size_t k = 1; k < p.size(); ++k) {
        if (p[k].y < rise * base)
            continue;
        const auto fall =
            std::find_if(p.begin() + long(k), p.end(), [&](const CurvePoint& q) { return q.y < rise * base; });
        if (fall != p.end()) {
            d.reason = "the step rises at " + std::to_string(int64_t(p[k].x)) + " B and falls back at " +
                       std::to_string(int64_t(fall->x)) + " B: no line (a busy or noisy host)";
            return d;
        }
        d.decided = true;
        d.value = p[k].x;
        // Full confidence when the second load costs at least what the first one does past the line (the
        // step's time doubles), less for a smaller rise (a prefetched neighbour line).
        d.confidence = clamp01(0.5 + 0.5 * (p[k].y / base - rise) / (2 - rise));
        return d;
    }
    d.reason = "no distance makes the step " + std::to_string(rise).substr(0, 4) +
               " x slower: the second load never misses the first one's line";
    return d;
}

Decision growthKnee(const std::vector<CurvePoint>& input, double grow, double flat)
{
    const std::vector<CurvePoint> p = sortedByX(input);
    Decision d;
    if (p.size() < 3) {
        d.reason = "too few points";
        return d;
    }
    bool grew = false;
    for (size_t k = 1; k < p.size(); ++k) {
        if (p[k - 1].y <= 0 || p[k].y < grow * p[k - 1].y)
            continue;
        grew = true;
        bool flatAfter = k + 1 < p.size();
        double spread = 1;
        for (size_t j = k + 1; j < p.size(); ++j) {
            const double r = p[j].y / p[k].y;
            spread = std::max(spread, std::max(r, 1 / r));
            flatAfter = flatAfter && r <= flat && r >= 1 / flat;
        }
        if (!flatAfter)
            continue;
        d.decided = true;
        d.value = p[k].x;
        // Full confidence when the last step grew like x (time proportional to the granules touched) and
        // the rest is flat; less for a partial step or a noisy plateau.
        const double expected = p[k].x / p[k - 1].x - 1;
        const double step = expected > 0 ? clamp01((p[k].y / p[k - 1].y - 1) / expected) : 0.5;
        d.confidence = clamp01(step * (1 - (spread - 1) / (flat - 1) * 0.5));
        return d;
    }
    d.reason = grew ? "the curve still grows at its largest x: the granule is larger than the sweep"
                    : "flat curve: no granule visible (every x costs the same)";
    return d;
}

std::vector<Decision> growthRuns(const std::vector<CurvePoint>& input, double grow)
{
    const std::vector<CurvePoint> p = sortedByX(input);
    std::vector<Decision> runs;
    size_t k = 1;
    while (k < p.size()) {
        if (p[k - 1].y <= 0 || p[k].y < grow * p[k - 1].y) {
            ++k;
            continue;
        }
        double sum = 0;
        int steps = 0;
        while (k < p.size() && p[k - 1].y > 0 && p[k].y >= grow * p[k - 1].y) {
            const double expected = p[k].x / p[k - 1].x - 1;
            sum += expected > 0 ? clamp01((p[k].y / p[k - 1].y - 1) / expected) : 0.5;
            ++steps;
            ++k;
        }
        Decision d;
        d.value = p[k - 1].x;
        d.confidence = sum / steps;
        d.decided = k < p.size(); // a run that reaches the last point has not ended
        if (!d.decided)
            d.reason = "the curve still grows at its largest x: the granule is larger than the sweep";
        runs.push_back(d);
    }
    return runs;
}

BankDecision decideBanks(const std::vector<CurvePoint>& strideTime, int lanes)
{
    BankDecision out;
    std::vector<CurvePoint> pow2;
    double base = 0;
    for (const auto& pt : sortedByX(strideTime)) {
        if (!isPowerOfTwo(pt.x))
            continue;
        pow2.push_back(pt);
        if (pt.x == 1)
            base = pt.y;
    }
    if (base <= 0 || pow2.size() < 3) {
        out.banks.reason = out.width.reason = "the sweep needs strides 1, 2, 4, ... with stride 1 timed";
        return out;
    }
    double s0 = 0;
    double maxRatio = 1;
    for (const auto& pt : pow2) {
        maxRatio = std::max(maxRatio, pt.y / base);
        if (s0 == 0 && pt.y >= 1.3 * base) // a 2-way conflict partly hidden by a floor (H100: 1.42 x)
            s0 = pt.x;
    }
    if (s0 == 0) {
        out.banks.reason = out.width.reason =
            "no bank conflicts seen: every stride within 1.3 x the time of stride 1 (local memory is not "
            "banked here, or emulated in cache)";
        return out;
    }
    // The first 2-way conflict is at s * 4 / W = 2.
    out.width.decided = true;
    out.width.value = 2 * s0;
    out.width.confidence = clamp01(pow2.size() > 1 ? 1.0 : 0.5);
    const Decision sat = growthKnee(pow2, 1.3, 1.25);
    if (!sat.decided) {
        out.banks.reason = "conflict degree does not level off: " + sat.reason;
        return out;
    }
    const double banks = sat.value * 4 / out.width.value;
    out.banks.decided = banks >= 1;
    out.banks.value = banks;
    // The time ratio at saturation is the conflict degree, ideally the bank count.
    double satRatio = 1;
    for (const auto& pt : pow2)
        if (pt.x == sat.value)
            satRatio = pt.y / base;
    const double degreeMatch = std::min(satRatio / banks, banks / satRatio);
    out.banks.confidence = clamp01(std::max(0.3, degreeMatch) * std::max(0.5, sat.confidence));
    if (lanes > 0 && banks >= lanes) {
        out.banks.value = lanes;
        out.banks.confidence = std::min(out.banks.confidence, 0.7);
        out.banks.reason = "at least as many banks as lanes in a conflict group: taken as equal";
    }
    return out;
}

Decision decideBroadcast(double sameWordNs, double stride1Ns, double fullConflictNs)
{
    Decision d;
    if (stride1Ns <= 0 || sameWordNs <= 0) {
        d.reason = "not timed";
        return d;
    }
    if (fullConflictNs < 1.5 * stride1Ns) {
        d.reason = "no conflicts seen, so a broadcast cannot be told from a conflict";
        return d;
    }
    if (sameWordNs <= 1.5 * stride1Ns) {
        d.decided = true;
        d.value = 1;
        d.confidence = clamp01(1 - (sameWordNs / stride1Ns - 1));
    } else if (sameWordNs >= 0.5 * fullConflictNs) {
        d.decided = true;
        d.value = 0;
        d.confidence = clamp01(sameWordNs / fullConflictNs);
    } else {
        d.reason = "one shared word costs between a conflict-free and a fully conflicting access";
    }
    return d;
}

std::vector<Knee> footprintKnees(const std::vector<CurvePoint>& input, double drop)
{
    const std::vector<CurvePoint> p = sortedByX(input);
    std::vector<Knee> knees;
    if (p.size() < 3)
        return knees;
    double plateau = p[0].y;
    size_t k = 1;
    while (k < p.size()) {
        plateau = std::max(plateau, p[k - 1].y);
        if (p[k].y >= drop * plateau || p[k].y <= 0) {
            ++k;
            continue;
        }
        size_t e = k;
        while (e + 1 < p.size() && p[e + 1].y < 0.9 * p[e].y)
            ++e;
        // A dip the next point climbs back out of is a slow launch, not a cache ending (an H100 run read one
        // point at 4.6 TB/s between two at 7.2 TB/s inside its L1).
        if (e + 1 < p.size() && p[e + 1].y >= drop * plateau) {
            k = e + 1;
            continue;
        }
        const double after = p[e].y;
        const double mid = std::sqrt(plateau * after);
        size_t j = e;
        while (j > 0 && p[j].y < mid)
            --j;
        Knee knee;
        knee.before = plateau;
        knee.after = after;
        if (j + 1 <= e && p[j].y >= mid && p[j + 1].y > 0) {
            const double t = (std::log(p[j].y) - std::log(mid)) / (std::log(p[j].y) - std::log(p[j + 1].y));
            knee.x = std::exp(std::log(p[j].x) + t * (std::log(p[j + 1].x) - std::log(p[j].x)));
        } else {
            knee.x = p[k - 1].x;
        }
        knee.confidence = clamp01((1 - after / plateau) / 0.5);
        knees.push_back(knee);
        plateau = after;
        k = e + 1;
    }
    return knees;
}

std::vector<Knee> latencyKnees(const std::vector<CurvePoint>& input, double rise)
{
    const std::vector<CurvePoint> p = sortedByX(input);
    std::vector<Knee> knees;
    const size_t n = p.size();
    if (n < 3)
        return knees;
    // Median of three; the first point the smaller of two (load from elsewhere only ever slows a point), the
    // last as it is (a rise into the last point is a rise).
    std::vector<double> s(n);
    s[0] = std::min(p[0].y, p[1].y);
    s[n - 1] = p[n - 1].y;
    for (size_t k = 1; k + 1 < n; ++k) {
        const double a = p[k - 1].y, b = p[k].y, c = p[k + 1].y;
        s[k] = std::max(std::min(a, b), std::min(std::max(a, b), c)); // the middle of the three
    }
    // The level before a rise: the lowest of the (up to) four points before it since the previous rise ended,
    // so a dip far back does not stand for the level the curve rises from.
    size_t from = 0; // first point after the previous rise
    size_t k = 1;
    while (k < n) {
        if (k == from) { // the first point after a rise starts the next plateau
            ++k;
            continue;
        }
        const size_t w = std::max(from, k >= 4 ? k - 4 : size_t(0));
        const double plateau = *std::min_element(s.begin() + std::ptrdiff_t(w), s.begin() + std::ptrdiff_t(k));
        if (plateau <= 0 || s[k] <= rise * plateau) {
            ++k;
            continue;
        }
        // The rise goes on while a step grows by over 10 %, or two steps together do (one noisy step inside a
        // gradual rise does not end it).
        size_t e = k;
        while (e + 1 < n && (s[e + 1] > 1.1 * s[e] || (e + 2 < n && s[e + 2] > 1.1 * s[e] && s[e + 1] >= s[e])))
            ++e;
        const double after = s[e];
        // Where the curve left the plateau (the last point within 20 % of it) and how steeply it rose from
        // there.
        size_t start = k - 1;
        while (start > w && s[start] > 1.2 * plateau)
            --start;
        const double span = std::log(p[e].x / p[start].x);
        const double slope = span > 0 ? std::log(after / plateau) / span : 0;
        if (slope < std::log(2.0) / std::log(4.0)) {
            from = k = e + 1; // a creep: the next rise is measured from where it led
            continue;
        }
        const double mid = std::sqrt(plateau * after);
        size_t j = e;
        while (j > start && s[j] > mid)
            --j;
        Knee knee;
        knee.before = plateau;
        knee.after = after;
        if (j < e && s[j + 1] > s[j]) {
            const double t = (std::log(mid) - std::log(s[j])) / (std::log(s[j + 1]) - std::log(s[j]));
            knee.x = std::exp(std::log(p[j].x) +
                              std::clamp(t, 0.0, 1.0) * (std::log(p[j + 1].x) - std::log(p[j].x)));
        } else {
            knee.x = p[j].x;
        }
        // Full confidence for a 3x rise that levels off inside the sweep.
        knee.confidence = clamp01(std::log(after / plateau) / std::log(3.0)) * (e + 1 == n ? 0.5 : 1.0);
        knees.push_back(knee);
        from = k = e + 1;
    }
    return knees;
}

std::vector<Decision> cacheLevels(const std::vector<Knee>& knees, size_t levels, const std::string& what)
{
    static const char* const kOrdinal[] = {"first", "second", "third", "fourth"};
    std::vector<Decision> out(levels);
    for (size_t i = 0; i < levels; ++i) {
        if (i < knees.size()) {
            out[i].decided = true;
            out[i].value = std::round(knees[i].x);
            out[i].confidence = knees[i].confidence;
        } else {
            out[i].reason = "no " + std::string(i < 4 ? kOrdinal[i] : "further") + " " + what + " (" +
                            std::to_string(knees.size()) + " found)";
        }
    }
    return out;
}

} // namespace coalesce
