// SPDX-License-Identifier: GPL-3.0-or-later
// Atomics: a request of atomic accesses is served address by address. Lanes on distinct addresses are
// independent updates (one atomic transaction each, like a write); lanes on the same address are applied one
// after another (seed 002 §7.3: "atomic operations are serial and indivisible"). So an atomic request costs
// its distinct addresses in transactions and its busiest address in serialisation.
#include "core/models.h"

#include <algorithm>

namespace coalesce {

void applyAtomics(Request& request)
{
    request.sameAddressLanes = 0;
    if (request.kind != AccessKind::Atomic) {
        return;
    }
    std::vector<uint64_t> addresses;
    addresses.reserve(request.lanes.size());
    for (const auto& lane : request.lanes) {
        addresses.push_back(lane.byteOffset);
    }
    std::sort(addresses.begin(), addresses.end());
    uint32_t run = 0;
    for (size_t i = 0; i < addresses.size(); ++i) {
        run = (i > 0 && addresses[i] == addresses[i - 1]) ? run + 1 : 1;
        request.sameAddressLanes = std::max(request.sameAddressLanes, run);
    }
}

void summariseAtomics(ModelSummary& summary)
{
    uint64_t addresses = 0;
    uint64_t serialisation = 0;
    summary.atomicRequests = 0;
    for (const Request& r : summary.requests) {
        if (r.kind != AccessKind::Atomic) {
            continue;
        }
        ++summary.atomicRequests;
        addresses += r.distinctAddresses;
        serialisation += r.sameAddressLanes;
    }
    if (summary.atomicRequests > 0) {
        summary.meanAtomicAddresses = double(addresses) / summary.atomicRequests;
        summary.meanAtomicSerialisation = double(serialisation) / summary.atomicRequests;
    }
}

} // namespace coalesce
