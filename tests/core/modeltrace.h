// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A trace for the launch-time model tests: one work-group of 32 lanes; step 0 writes tile[l], step 1 reads
// tile[l] (one conflict-free pass each: with local memory at 128 GB/s, 1 ns a pass).
#include "core/lessons/kernelrun.h"
#include "core/trace.h"

namespace coalesce::test {

inline Trace twoPassTrace()
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = 1;
    t.bufferNames = {"tile"};
    for (uint32_t l = 0; l < 32; ++l) {
        t.records.push_back(hostRecordAt(l, 32, 0, Space::Local, 0, AccessKind::Write, l));
        t.records.push_back(hostRecordAt(l, 32, 1, Space::Local, 0, AccessKind::Read, l));
    }
    return t;
}

} // namespace coalesce::test
