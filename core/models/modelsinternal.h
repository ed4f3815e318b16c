// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Pieces shared between the model files (not part of core's public API).
#include "core/models.h"

namespace coalesce {

/// Fills summary.channels and summary.channelFactor from the global requests (channels.cpp); the factor leaves
/// out the requests of buffer `skipBuffer` (>= 0: an image, whose traced offsets are not its addresses), the
/// channel load (the picture's) keeps them.
void summariseChannels(ModelSummary& summary, const ModelGeometry& geometry, int skipBuffer = -1);
/// Fills the atomic fields of the summary from its requests (atomics.cpp).
void summariseAtomics(ModelSummary& summary);

} // namespace coalesce
