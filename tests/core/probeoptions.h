// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Probe options for tests on PoCL: one timed launch per point (no calibration), small footprints, and a buffer
// limit of `maxBufferBytes` (1 MiB unless a test needs a footprint past the caches).
#include "core/probes/probe.h"

#include <cstdint>

namespace coalesce::test {

inline ProbeOptions quickProbeOptions(uint64_t maxBufferBytes = uint64_t(1) << 20)
{
    ProbeOptions o;
    o.pointSeconds = 0;
    o.warmup = 1;
    o.minReps = 1;
    o.maxReps = 1;
    o.maxBufferBytes = maxBufferBytes;
    o.maxFootprintBytes = 64 << 10;
    return o;
}

} // namespace coalesce::test
