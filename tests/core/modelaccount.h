// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Traces and the hierarchy's account for the global model's hand-worked tests (test_models_hierarchy.cpp,
// test_models_l1.cpp).
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/predict.h"

namespace coalesce::test {

// `groups` SIMD groups of 32 lanes; lane l of group g accesses offset(g, l) with `size` bytes.
template <class F>
Trace trace(uint32_t groups, uint32_t size, F offset, Space space = Space::Global,
            AccessKind kind = AccessKind::Read)
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = groups;
    t.bufferNames = {"in"};
    for (uint32_t g = 0; g < groups; ++g)
        for (uint32_t l = 0; l < 32; ++l) {
            TraceRecord r;
            r.globalId = g * 32 + l;
            r.localId = l;
            r.groupId = g;
            r.space = space;
            r.kind = kind;
            r.byteOffset = offset(g, l);
            r.size = size;
            t.records.push_back(r);
        }
    return t;
}

// One work-group of 32 lanes reading `steps` times: lane l at step k reads `size` bytes at offset(k, l).
template <class F>
Trace stepTrace(uint32_t steps, uint32_t size, F offset)
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = 1;
    t.bufferNames = {"in"};
    for (uint32_t step = 0; step < steps; ++step)
        for (uint32_t l = 0; l < 32; ++l) {
            TraceRecord r;
            r.globalId = l;
            r.localId = l;
            r.step = step;
            r.byteOffset = offset(step, l);
            r.size = size;
            t.records.push_back(r);
        }
    return t;
}

// Histogram GPU2's pattern, small: `groups` work-groups of 32 work-items, `features` features K read for two
// centroids j. At step 2 (K j + k) + b lane l of group g reads 4 B: (b = 0, buffer "descriptors") descriptor
// word k n + 32 g + l, its group's own, coalesced; (b = 1, buffer "table") table word j K + k, one address for
// all lanes and every group.
inline Trace histogramTrace(uint32_t groups, uint32_t features, uint64_t n)
{
    Trace t;
    t.workGroupSize = 32;
    t.groups = groups;
    t.bufferNames = {"descriptors", "table"};
    for (uint32_t g = 0; g < groups; ++g)
        for (uint32_t j = 0; j < 2; ++j)
            for (uint32_t k = 0; k < features; ++k)
                for (uint32_t b = 0; b < 2; ++b)
                    for (uint32_t l = 0; l < 32; ++l) {
                        TraceRecord r;
                        r.globalId = 32 * g + l;
                        r.localId = l;
                        r.groupId = g;
                        r.step = 2 * (features * j + k) + b;
                        r.buffer = uint8_t(b);
                        r.byteOffset = 4 * (b == 0 ? uint64_t(k) * n + 32 * g + l : uint64_t(j) * features + k);
                        r.size = 4;
                        t.records.push_back(r);
                    }
    return t;
}

// The summary and the hierarchy's account of it, with the profile's figures.
struct Account {
    ModelSummary s;
    Hierarchy h;
};
inline Account account(const Trace& t, const GeometryProfile& p)
{
    Account a{analyseTrace(t, p), {}};
    a.h = explainSummary(a.s, modelGeometry(p), ceilingsFromProfile(p));
    return a;
}

} // namespace coalesce::test
