// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Pieces shared between the model files (not part of core's public API).
#include "core/models.h"

namespace coalesce {

/// Fills summary.channels and summary.channelFactor from the global requests (channels.cpp).
void summariseChannels(ModelSummary& summary, const ModelGeometry& geometry);
/// Fills the atomic fields of the summary from its requests (atomics.cpp).
void summariseAtomics(ModelSummary& summary);

} // namespace coalesce
