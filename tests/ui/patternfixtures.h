// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Hand-built requests and profiles for the pattern tests (no device, no models needed): the accesses a
// lesson kernel would make, with the model fields left unfilled unless a test sets them.
#include "core/geometry.h"
#include "core/models.h"

#include <vector>

namespace coalesce::testing {

/// NVIDIA-like profile: 32 lanes, 32 banks x 4 B, broadcast, 32 B segments, 8 channels x 256 B.
inline GeometryProfile nvidiaLikeProfile(int64_t simd = 32)
{
    GeometryProfile p;
    p.family = "test";
    p.simd.value = simd;
    p.banks.value = 32;
    p.bankWidth.value = 4;
    p.conflictGroup.value = 32;
    p.broadcast.value = 1;
    p.segment.value = 32;
    p.line.value = 128;
    p.channels.value = 8;
    p.interleave.value = 256;
    p.localPhysical.value = 1;
    return p;
}

/// Lane i reads element i * stride (elements of `size` bytes) at `base` bytes.
inline Request stridedRequest(Space space, uint32_t stride, uint32_t lanes = 32, uint32_t size = 4,
                              uint64_t base = 0, uint32_t group = 0, uint32_t step = 0)
{
    Request r;
    r.group = group;
    r.step = step;
    r.space = space;
    for (uint32_t i = 0; i < lanes; ++i) {
        LaneAccess a;
        a.lane = i;
        a.localId = group * lanes + i;
        a.byteOffset = base + uint64_t(i) * stride * size;
        a.size = size;
        r.lanes.push_back(a);
    }
    return r;
}

inline ModelSummary summaryOf(std::vector<Request> requests)
{
    ModelSummary s;
    s.requests = std::move(requests);
    return s;
}

} // namespace coalesce::testing
