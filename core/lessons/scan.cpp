// SPDX-License-Identifier: GPL-3.0-or-later
// The scan's phases and trace steps (see scan.h); kernels/scan_padding.cl advances its step counter the same
// way.
#include "core/lessons/scan.h"

namespace coalesce {

std::vector<ScanPhase> scanPhases(uint64_t n, uint64_t wg)
{
    std::vector<ScanPhase> phases;
    if (n < 2 || wg == 0)
        return phases;
    auto rounds = [&](uint64_t elements) { return uint32_t((elements + wg - 1) / wg); };
    uint32_t step = 0;
    auto add = [&](ScanPhase::Kind kind, uint64_t offset, uint64_t elements, uint32_t steps) {
        phases.push_back({kind, uint32_t(offset), uint32_t(elements), step, steps});
        step += steps;
    };
    add(ScanPhase::Kind::Load, 0, n, rounds(n));
    uint64_t offset = 1;
    for (uint64_t level = n / 2; level > 0; level /= 2, offset *= 2)
        add(ScanPhase::Kind::UpSweep, offset, level, 3 * rounds(level));
    add(ScanPhase::Kind::Clear, 0, 1, 1);
    for (uint64_t level = 1; level < n; level *= 2) {
        offset /= 2;
        add(ScanPhase::Kind::DownSweep, offset, level, 4 * rounds(level));
    }
    add(ScanPhase::Kind::Store, 0, n, rounds(n));
    return phases;
}

std::string scanPhaseName(const ScanPhase& phase)
{
    const std::string level =
        ", offset " + std::to_string(phase.offset) + " (" + std::to_string(phase.elements) + " elements)";
    switch (phase.kind) {
    case ScanPhase::Kind::Load:
        return "load into local memory";
    case ScanPhase::Kind::UpSweep:
        return "up-sweep" + level;
    case ScanPhase::Kind::Clear:
        return "clear the last element";
    case ScanPhase::Kind::DownSweep:
        return "down-sweep" + level;
    case ScanPhase::Kind::Store:
        return "store the result";
    }
    return {};
}

const ScanPhase* scanPhaseAt(const std::vector<ScanPhase>& phases, uint32_t step)
{
    for (const ScanPhase& phase : phases)
        if (step >= phase.firstStep && step < phase.firstStep + phase.steps)
            return &phase;
    return nullptr;
}

void exclusiveScan(uint32_t* data, uint64_t count)
{
    uint32_t sum = 0;
    for (uint64_t i = 0; i < count; ++i) {
        const uint32_t value = data[i];
        data[i] = sum;
        sum += value;
    }
}

} // namespace coalesce
