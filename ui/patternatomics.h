// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pattern view's words for an atomic request (atomics.contention, the histograms): atomics on distinct
// addresses are independent updates, lanes on one address are applied one after another, so the counters show
// the distinct addresses of the request and the lanes on its busiest address instead of bytes moved.
#include "ui/patternpainter.h"
#include "ui/patternscene.h"

namespace coalesce::ui {

/// Replaces the first and fourth counters of `texts` (made for the request's space) with the atomic counts
/// and adds a legend line; the bank or segment picture stays as it is.
void addAtomicTexts(const PatternScene& scene, PatternTexts& texts);

} // namespace coalesce::ui
