// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Probes: small real kernels that measure a device's memory geometry (banks, SIMD width, sectors and lines,
// cache sizes, bandwidths, request rate, constant and atomic costs). Each probe validates its kernel, times
// it like a lesson (profiling events, warm-up, repetitions, medians), keeps the raw curve it read its value
// from, and decides with the pure functions of core/probes/decide.h. A probe that cannot decide says why and
// leaves the profile's value in place. No Qt here.
#include "core/geometry.h"
#include "core/json.h"
#include "core/measure.h"

#include <functional>
#include <string>
#include <vector>

namespace coalesce {

class DeviceContext;

struct CurvePoint {
    double x = 0;
    double y = 0;
};

/// The raw curve a value was read from: y over x, with the axes named ("stride bytes", "ns per access").
struct ProbeCurve {
    std::string name; ///< "dram", "l1", ... (which curve of the probe)
    std::string x;
    std::string y;
    std::vector<CurvePoint> points;
};

/// One value a probe found (or could not find).
struct ProbeValue {
    std::string key;  ///< a geometry key (banks, segment, ...) or a figure key (l2_bytes, dram_read_gbs)
    double value = 0; ///< meaningful when decided
    std::string unit; ///< "B", "GB/s", "lanes", "ratio", ...
    bool decided = false;
    std::string method;    ///< how the value was read from the curve
    double confidence = 0; ///< 0..1
    std::string reason;    ///< why it could not be decided (decided = false)
};

struct ProbeResult {
    std::string name;    ///< "local.banks"
    std::string summary; ///< what the probe measures, one line
    std::vector<ProbeValue> values;
    std::vector<ProbeCurve> curves;
    bool validated = false; ///< every kernel's output matched the host reference
    std::string validation; ///< first mismatch when not validated
    std::string skipped;    ///< non-empty: not run on this device, and why
    std::string error;      ///< non-empty: failed, and why
    double seconds = 0;
};

struct ProbeOptions {
    double pointSeconds = 0.02; ///< timed launches per point are calibrated to about this much device time
    int warmup = 2;
    int minReps = 3;
    int maxReps = 200;
    /// Largest buffer a probe allocates (also limited by the device); tests pass a small one.
    uint64_t maxBufferBytes = uint64_t(1) << 30;
    /// Largest footprint of the cache-size sweep (well past a GPU's L2: the H100 has 50 MB).
    uint64_t maxFootprintBytes = uint64_t(256) << 20;
};

struct ProbeInfo {
    std::string name;
    std::string summary;
};

/// Every probe, in the order `probe` runs them.
const std::vector<ProbeInfo>& probeList();

/// Runs the probes named in `only` (all when empty; an unknown name throws Error(InvalidParameter) naming
/// the known ones). Cancellation is checked between points; progress is reported per probe and point.
std::vector<ProbeResult> runProbes(DeviceContext& device, const std::vector<std::string>& only,
                                   const ProbeOptions& options, const CancelToken* cancel,
                                   const ProgressFn& progress);

/// Copies every decided value into `profile`: geometry keys with source Measured (the note names the method
/// and confidence), other keys as profile.figures. Undecided values leave the profile as it was. Returns the
/// keys it set.
std::vector<std::string> applyProbeResults(const std::vector<ProbeResult>& results, GeometryProfile& profile);

Json probeResultToJson(const ProbeResult& result);

} // namespace coalesce
