// SPDX-License-Identifier: GPL-3.0-or-later
// Constant memory: a request is broadcast from the constant cache when every lane reads the same address;
// each further distinct address costs another pass, so the serialisation factor is the number of distinct
// addresses in the request (NVIDIA: "requests are split into as many separate requests as there are
// different memory addresses"; AMD: the same for the constant/scalar path). Counted for every request, so
// the GUI can show it for global requests too.
#include "core/models.h"

#include <algorithm>

namespace coalesce {

void applyConstant(Request& request)
{
    std::vector<uint64_t> addresses;
    addresses.reserve(request.lanes.size());
    for (const auto& lane : request.lanes) {
        addresses.push_back(lane.byteOffset);
    }
    std::sort(addresses.begin(), addresses.end());
    request.distinctAddresses =
        static_cast<uint32_t>(std::unique(addresses.begin(), addresses.end()) - addresses.begin());
}

} // namespace coalesce
