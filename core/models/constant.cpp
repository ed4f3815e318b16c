// Constant memory: a request is broadcast from the constant cache when every lane reads the same address;
// each further distinct address costs another pass, so the serialisation factor is the number of distinct
// addresses in the request (NVIDIA: "requests are split into as many separate requests as there are
// different memory addresses"; AMD: the same for the constant/scalar path).
#include "core/models.h"

#include <set>

namespace coalesce {

void applyConstant(Request& request)
{
    std::set<uint64_t> addresses;
    for (const auto& lane : request.lanes) {
        addresses.insert(lane.byteOffset);
    }
    request.distinctAddresses = static_cast<uint32_t>(addresses.size());
}

} // namespace coalesce
