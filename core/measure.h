// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Measuring one configuration and sweeping one parameter. Timing uses OpenCL profiling events
// (END - START), after warm-up, with repetitions calibrated to a time budget; a host batch timer cross-checks.
// Every point is validated against the host reference before its time is believed.
// No Qt: cancellation is a token and progress a callback, both checked between launches and points.
#include "core/errors.h"
#include "core/json.h"
#include "core/lesson.h"
#include "core/params.h"
#include "core/prediction.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace coalesce {

class DeviceContext;

class CancelToken {
public:
    void cancel() { m_cancelled.store(true); }
    void reset() { m_cancelled.store(false); }
    bool cancelled() const { return m_cancelled.load(); }

private:
    std::atomic<bool> m_cancelled{false};
};

/// The cancel token of the measurement running on this thread, while measurePoint prepares a lesson: long host
/// work inside prepare (filling a 1 GiB input) checks it and throws Error(Cancelled). nullptr outside.
const CancelToken* currentCancelToken();

struct Progress {
    int point = 0;       ///< 0-based index of the point being measured
    int points = 1;      ///< points in the sweep
    double fraction = 0; ///< 0..1 over the whole sweep
    std::string message; ///< "stride=8: measuring"
};
using ProgressFn = std::function<void(const Progress&)>;

struct MeasureOptions {
    int warmup = 3;             ///< untimed launches first
    double budgetSeconds = 0.2; ///< timed launches per point are calibrated to about this much device time
    int minReps = 10;
    int maxReps = 2000;
};

struct TimingStats {
    int reps = 0;
    double medianNs = 0, minNs = 0, maxNs = 0, p10Ns = 0, p90Ns = 0, meanNs = 0;
    double hostNsPerLaunch = 0; ///< host batch timer: wall time of the batch / reps
    bool hostDisagrees = false; ///< |host - mean event| / mean event > 10 %
};

/// p-th percentile (0..100) by linear interpolation over sorted values; helper for tests.
double percentile(std::vector<double> sorted, double p);
TimingStats timingStats(const std::vector<double>& eventNs, double hostNsPerLaunch);

struct PointResult {
    ParamSet params;        ///< every parameter of the lesson, swept one included
    std::string sweptValue; ///< canonical value of the swept parameter ("" for a single run)
    uint64_t bytesRead = 0;
    uint64_t bytesWritten = 0;
    TimingStats timing;
    double ebGBs = 0;    ///< (bytesRead + bytesWritten) / median time, 10^9 B/s
    double ebP10GBs = 0; ///< at the p90 time (slow end)
    double ebP90GBs = 0; ///< at the p10 time (fast end)
    double ebMaxGBs = 0; ///< at the minimum time
    /// Host wall time of each launch cycle (launch, then wait for the queue), for lessons timed with
    /// TimingMethod::HostWall or Both (a transfer: fill, copy or map, kernel); reps 0 for the others. `timing`
    /// stays the kernel's profiling events (for HostWall it is this wall time too).
    TimingStats wall;
    double wallGBs = 0; ///< (bytesRead + bytesWritten) / median wall time; 0 when wall.reps is 0
    Validation validation;
    Json launch;                          ///< PreparedRun::launchInfo()
    std::optional<Prediction> prediction; ///< the model's prediction; none when not asked for
    std::string skipped;                  ///< non-empty: not measured, and why ("double not supported")
    std::string error;                    ///< non-empty: failed, and why
};

/// Computes a prediction for a point (the models), given the bytes the measured launch counts (read + written;
/// 0: not measured) and its work-groups (0: not known); a prediction that could not be made is returned as
/// failedPrediction(reason). An Error it throws is logged and leaves the point without a prediction.
using Predictor = std::function<Prediction(DeviceContext&, const Lesson&, const ParamSet&, uint64_t launchBytes,
                                           uint64_t launchGroups)>;
/// The work-groups of a launch info (its "groups"; 0 where missing or not a positive whole number).
uint64_t launchGroupsOf(const Json& launch);

/// Prepares, validates and times one configuration. Validation happens before timing; a failed validation
/// returns the point with validation.passed = false and no timing. Throws Error (e.g. Cancelled, OpenCL).
PointResult measurePoint(DeviceContext& device, const Lesson& lesson, const ParamSet& params,
                         const MeasureOptions& options, const CancelToken* cancel = nullptr);

/// The one rule for a point that threw, shared by every backend. Cancelled: the sweep ends, marked cancelled.
/// Skipped: an unsupported configuration, or a device limit met in a sweep (its values were checked when it was
/// parsed); recorded as PointResult::skipped and the sweep goes on. Failed: anything else (an OpenCL error),
/// recorded as PointResult::error; runSweep then stops with the error (a real device may be unusable after
/// it), a backend that cannot break may go on.
enum class PointFailure { Cancelled, Skipped, Failed };
PointFailure pointFailure(const Error& error, bool sweeping);
/// The point recorded for a failure that is not Cancelled: parameters, and `skipped` or `error` set.
PointResult failedPoint(const ParamSet& params, const Error& error, PointFailure failure);

struct SweepRequest {
    const Lesson* lesson = nullptr;
    ParamSet fixed;   ///< all parameters; the swept one is overwritten per point
    SweepRange range; ///< empty param: a single point (`run`)
    MeasureOptions options;
    Predictor predictor; ///< optional
};

struct SweepOutcome {
    std::vector<PointResult> points;
    bool cancelled = false;
    double wallSeconds = 0;
};

/// Runs every point in order. A point that is unsupported is recorded as skipped; an OpenCL error on a point
/// stops the sweep with Error (the points measured so far are kept in the exception-free path via `partial`).
SweepOutcome runSweep(DeviceContext& device, const SweepRequest& request, const CancelToken* cancel,
                      const ProgressFn& progress, SweepOutcome* partial = nullptr);

} // namespace coalesce
