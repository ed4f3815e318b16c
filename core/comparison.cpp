// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comparison.h"

namespace coalesce {

std::string sharedHardware(const DeviceEntry& a, const DeviceEntry& b)
{
    if (a.platformIndex == b.platformIndex && a.deviceIndex == b.deviceIndex)
        return "they are the same device";
    if (a.type == "cpu" && b.type == "cpu")
        return "both run on the host CPU";
    // The same device name from the same vendor on two platforms is one device seen by two drivers (or two
    // identical cards, which cannot be told apart without a PCI query): measured in turn to be safe.
    if (a.name == b.name && a.vendor == b.vendor)
        return "both are " + a.name + " (one device under two platforms, or two alike)";
    return {};
}

} // namespace coalesce
