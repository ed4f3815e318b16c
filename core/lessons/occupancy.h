// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Resident work-groups as local memory limits them (lesson local.occupancy).
#include <cstdint>

namespace coalesce {

/// Work-groups whose local arrays fit `localMemBytes` together: localMemBytes / bytesPerGroup (0 when the
/// group does not fit; 0 bytes per group: local memory sets no limit, returned as UINT32_MAX). OpenCL reports
/// the local memory one work-group may use (CL_DEVICE_LOCAL_MEM_SIZE); where a compute unit has more (an H100
/// SM has up to 228 KiB, a work-group gets 48 KiB) this is a lower bound for the compute unit.
inline uint32_t residentGroupsByLocalMemory(uint64_t localMemBytes, uint64_t bytesPerGroup)
{
    if (bytesPerGroup == 0)
        return UINT32_MAX;
    const uint64_t groups = localMemBytes / bytesPerGroup;
    return groups > UINT32_MAX ? UINT32_MAX : uint32_t(groups);
}

} // namespace coalesce
