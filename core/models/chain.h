// SPDX-License-Identifier: GPL-3.0-or-later
// A launch's time when each wave of its work-groups lasts at least a work-item's chain of loads (launchTime in
// core/models/launchtime.cpp, a re-read loop's account in core/models/hierarchy.cpp).
#pragma once

#include <algorithm>
#include <cmath>

namespace coalesce {

/// The launch's work (`workNs`, spread evenly over `waves` waves of work-groups) taken wave by wave, each at
/// least `chainNs`: floor(waves) x max(wave, chain) + max(last part x wave, chain); never less than workNs.
inline double chainedLaunchNs(double workNs, double waves, double chainNs)
{
    if (!(waves > 0) || !(workNs > 0) || !(chainNs > 0))
        return workNs;
    const double wave = workNs / waves;
    const double full = std::floor(waves + 1e-9);
    const double part = waves - full;
    const double drained =
        full * std::max(wave, chainNs) + (part > 1e-9 ? std::max(part * wave, chainNs) : 0.0);
    return std::max(workNs, drained);
}

} // namespace coalesce
