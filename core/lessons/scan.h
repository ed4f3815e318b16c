// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The phases of the work-group scan of lesson scan.padding (kernels/scan_padding.cl) and the trace steps each
// one occupies, so tests and the pattern view can name the level a step belongs to.
#include <cstdint>
#include <string>
#include <vector>

namespace coalesce {

struct ScanPhase {
    enum class Kind { Load, UpSweep, Clear, DownSweep, Store };
    Kind kind = Kind::Load;
    uint32_t offset = 0;    ///< up/down-sweep: ai = offset*(2e+1)-1, bi = offset*(2e+2)-1
    uint32_t elements = 0;  ///< active elements (the seed's `level`); load/store: N
    uint32_t firstStep = 0; ///< trace steps [firstStep, firstStep + steps)
    uint32_t steps = 0;
};

/// The phases of one scan of n elements (a power of two >= 2) by wg work-items, in trace-step order.
std::vector<ScanPhase> scanPhases(uint64_t n, uint64_t wg);
/// "up-sweep, offset 4 (64 elements)" etc.
std::string scanPhaseName(const ScanPhase& phase);
/// The phase that holds trace step `step`; nullptr past the end.
const ScanPhase* scanPhaseAt(const std::vector<ScanPhase>& phases, uint32_t step);
/// The padded local index: i + i / pad (pad 0: i).
inline uint64_t scanIndex(uint64_t i, uint64_t pad)
{
    return pad ? i + i / pad : i;
}
/// The exclusive scan of `count` uints in place, modulo 2^32.
void exclusiveScan(uint32_t* data, uint64_t count);

} // namespace coalesce
