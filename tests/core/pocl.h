// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one PoCL fixture of the core tests. Every test that needs a device runs on PoCL's CPU device (CMake
// points OCL_ICD_VENDORS at a folder holding only pocl.icd). Nothing here depends on the host CPU: model
// assertions use gpuProfile(), a fixed NVIDIA-like geometry, never the vector width or cache line PoCL reports.
#include "core/context.h"
#include "core/geometry.h"
#include "core/measure.h"

#include <memory>

namespace coalesce::test {

/// The PoCL device shared by all tests of the binary (one context: programs are built once).
DeviceContext& device();
/// A fresh context on the PoCL device, for tests of per-device state (two contexts at once).
std::unique_ptr<DeviceContext> openPocl();
/// The device's profile with an NVIDIA-like geometry: warps of 32, 32 banks of 4 B judged per warp, 32 B
/// sectors in 128 B lines, 8 channels of 256 B.
GeometryProfile gpuProfile();

/// Measure options for tests that check what a measurement reports, not its speed: a few repetitions only.
inline MeasureOptions quickMeasure(int maxReps = 3)
{
    MeasureOptions o;
    o.warmup = 1;
    o.budgetSeconds = 0.001;
    o.minReps = 2;
    o.maxReps = maxReps;
    return o;
}

} // namespace coalesce::test
