// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Two devices measured side by side: whether they share hardware. Devices on different hardware are measured
// concurrently (one thread each, core/context.h); devices that share it (the host CPU under two OpenCL
// platforms, one GPU seen by two drivers) are measured one after the other, or each would time the other's
// load.
#include "core/devices.h"

#include <string>

namespace coalesce {

/// Why `a` and `b` share hardware ("both run on the host CPU"), or "" when they are different hardware.
std::string sharedHardware(const DeviceEntry& a, const DeviceEntry& b);

} // namespace coalesce
