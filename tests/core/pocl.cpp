// SPDX-License-Identifier: GPL-3.0-or-later
// The shared PoCL fixture (see pocl.h).
#include "tests/core/pocl.h"

#include "core/devices.h"

namespace coalesce::test {

namespace {

const DeviceEntry& poclEntry()
{
    static const DeviceScan scan = scanDevices();
    static const DeviceEntry entry = selectDevice(scan, "pocl");
    return entry;
}

} // namespace

DeviceContext& device()
{
    static DeviceContext ctx(poclEntry());
    return ctx;
}

std::unique_ptr<DeviceContext> openPocl()
{
    return std::make_unique<DeviceContext>(poclEntry());
}

GeometryProfile gpuProfile()
{
    GeometryProfile p = device().profile();
    applyOverrides(p, "simd=32,banks=32,bank_width=4,conflict_group=32,broadcast=1,segment=32,line=128,"
                      "channels=8,interleave=256,local_physical=1");
    return p;
}

} // namespace coalesce::test
