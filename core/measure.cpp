// SPDX-License-Identifier: GPL-3.0-or-later
// Measuring one configuration (validate, warm up, calibrate, time by profiling events, validate again) and
// sweeping one parameter over a range.
#include "core/measure.h"

#include "core/context.h"
#include "core/errors.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>

namespace coalesce {

namespace {

using Clock = std::chrono::steady_clock;

// Timed launches are enqueued in chunks of about this much device time, so a cancel request is seen quickly
// while the queue still stays busy (no host round trip between the launches of a chunk).
constexpr double kChunkSeconds = 0.05;
constexpr double kHostTolerance = 0.10;

thread_local const CancelToken* t_currentCancel = nullptr;

// Publishes a token to currentCancelToken() for the lifetime of the scope.
class CancelScope {
public:
    explicit CancelScope(const CancelToken* token) : m_previous(t_currentCancel) { t_currentCancel = token; }
    ~CancelScope() { t_currentCancel = m_previous; }
    CancelScope(const CancelScope&) = delete;
    CancelScope& operator=(const CancelScope&) = delete;

private:
    const CancelToken* m_previous;
};

void checkCancel(const CancelToken* cancel)
{
    if (cancel && cancel->cancelled())
        throw Error(ErrorKind::Cancelled, "cancelled");
}

double eventNs(const cl::Event& event, const std::string& device)
{
    return clCall("reading a profiling event", device, [&] {
        const cl_ulong start = event.getProfilingInfo<CL_PROFILING_COMMAND_START>();
        const cl_ulong end = event.getProfilingInfo<CL_PROFILING_COMMAND_END>();
        return end > start ? double(end - start) : 0.0;
    });
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return percentile(values, 50);
}

double gbs(uint64_t bytes, double ns)
{
    return ns > 0 ? double(bytes) / ns : 0.0; // bytes per ns == GB/s (10^9)
}

std::string paramsLabel(const ParamSet& params)
{
    std::string out;
    for (const auto& [name, value] : params.values())
        out += (out.empty() ? "" : " ") + name + "=" + value;
    return out;
}

// One warning per sweep, not per point: on PoCL the host batch timer often disagrees with the profiling events
// (host threads, launch overhead), and a line per point would bury the table.
void warnHostTimer(const SweepOutcome& outcome, const std::string& id)
{
    int disagree = 0, timed = 0;
    double lo = 0, hi = 0;
    for (const auto& p : outcome.points) {
        if (p.timing.reps == 0 || p.timing.meanNs <= 0)
            continue;
        ++timed;
        if (!p.timing.hostDisagrees)
            continue;
        const double ratio = p.timing.hostNsPerLaunch / p.timing.meanNs;
        lo = disagree == 0 ? ratio : std::min(lo, ratio);
        hi = disagree == 0 ? ratio : std::max(hi, ratio);
        ++disagree;
    }
    if (disagree > 0)
        spdlog::warn(
            "{}: host timer and profiling events more than 10 % apart at {} of {} points (host / events "
            "{:.2f} to {:.2f}); times are the events'",
            id, disagree, timed, lo, hi);
}

} // namespace

const CancelToken* currentCancelToken()
{
    return t_currentCancel;
}

double percentile(std::vector<double> sorted, double p)
{
    if (sorted.empty())
        return 0;
    if (!std::is_sorted(sorted.begin(), sorted.end()))
        std::sort(sorted.begin(), sorted.end());
    const double clamped = std::clamp(p, 0.0, 100.0);
    const double rank = clamped / 100.0 * double(sorted.size() - 1);
    const size_t lo = size_t(std::floor(rank));
    const size_t hi = std::min(lo + 1, sorted.size() - 1);
    const double frac = rank - double(lo);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * frac;
}

TimingStats timingStats(const std::vector<double>& eventNs, double hostNsPerLaunch)
{
    TimingStats stats;
    stats.reps = int(eventNs.size());
    stats.hostNsPerLaunch = hostNsPerLaunch;
    if (eventNs.empty())
        return stats;
    std::vector<double> sorted = eventNs;
    std::sort(sorted.begin(), sorted.end());
    stats.minNs = sorted.front();
    stats.maxNs = sorted.back();
    stats.medianNs = percentile(sorted, 50);
    stats.p10Ns = percentile(sorted, 10);
    stats.p90Ns = percentile(sorted, 90);
    stats.meanNs = std::accumulate(sorted.begin(), sorted.end(), 0.0) / double(sorted.size());
    stats.hostDisagrees = hostNsPerLaunch > 0 && stats.meanNs > 0 &&
                          std::abs(hostNsPerLaunch - stats.meanNs) > kHostTolerance * stats.meanNs;
    return stats;
}

PointResult measurePoint(DeviceContext& device, const Lesson& lesson, const ParamSet& params,
                         const MeasureOptions& options, const CancelToken* cancel)
{
    checkCancel(cancel);
    const std::string where = device.label();
    PointResult point;
    point.params = params;

    const std::string id = lesson.info().id;
    std::unique_ptr<PreparedRun> run = clCall("preparing " + id, where, [&] {
        const CancelScope scope(cancel);
        return lesson.prepare(device, params, PrepareOptions{});
    });
    checkCancel(cancel);
    point.bytesRead = run->bytesRead();
    point.bytesWritten = run->bytesWritten();
    point.launch = run->launchInfo();
    cl::CommandQueue& queue = device.queue();

    // Validate first: a kernel that computes the wrong thing has no bandwidth worth reporting.
    clCall("running " + id, where, [&] {
        run->poison(queue);
        run->launch(queue).wait();
        return 0;
    });
    // The lesson says how its output is checked; one that is not checked says so instead of passing silently.
    auto check = [&] {
        Validation v;
        v.method = lesson.info().validation;
        if (v.method == ValidationMethod::NotChecked) {
            v.passed = true;
            return v;
        }
        v = clCall("validating " + id, where, [&] { return run->validate(queue); });
        // A run that says more than "host reference" (a custom kernel: another device, expected files, not
        // checked when PoCL is missing) keeps what it says; otherwise the lesson's declaration holds.
        if (v.method == ValidationMethod::HostReference)
            v.method = lesson.info().validation;
        return v;
    };
    point.validation = check();
    if (!point.validation.passed) {
        spdlog::debug("{}: validation failed: {}", id, point.validation.firstMismatch);
        return point;
    }

    // Warm-up; its event times calibrate the repetitions.
    std::vector<double> warm;
    std::vector<double> warmWall;
    const int warmups = std::max(1, options.warmup);
    for (int i = 0; i < warmups; ++i) {
        checkCancel(cancel);
        const auto start = Clock::now();
        cl::Event e = clCall("warming up " + id, where, [&] {
            cl::Event ev = run->launch(queue);
            ev.wait();
            return ev;
        });
        warmWall.push_back(
            double(std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count()));
        warm.push_back(eventNs(e, where));
    }
    const double warmWallNs = median(warmWall);
    const double perLaunchNs = std::max(1.0, median(warm));
    const int minReps = std::max(1, options.minReps);
    const int maxReps = std::max(minReps, options.maxReps);
    const double wanted = std::max(0.0, options.budgetSeconds) * 1e9 / perLaunchNs;
    const int reps = int(std::clamp(wanted, double(minReps), double(maxReps)));
    const int chunk = int(std::clamp(kChunkSeconds * 1e9 / perLaunchNs, 1.0, double(reps)));
    spdlog::debug("{}: {:.0f} ns per launch in warm-up, {} timed launches in chunks of {}", id, perLaunchNs,
                  reps, chunk);

    std::vector<double> times;
    times.reserve(size_t(reps));
    double hostNs = 0;
    std::vector<cl::Event> events;
    const TimingMethod method = lesson.info().timing;
    if (method != TimingMethod::KernelEvents) {
        // One cycle at a time: the wall clock runs from the launch (which may fill, copy or map on the host)
        // until the queue is empty; the kernel's own time still comes from its event.
        std::vector<double> wall;
        const double wallWanted = std::max(0.0, options.budgetSeconds) * 1e9 / std::max(1.0, warmWallNs);
        const int wallReps = int(std::clamp(wallWanted, double(minReps), double(maxReps)));
        for (int i = 0; i < wallReps; ++i) {
            checkCancel(cancel);
            const auto start = Clock::now();
            const cl::Event e = clCall("timing " + id, where, [&] {
                cl::Event ev = run->launch(queue);
                queue.finish();
                return ev;
            });
            wall.push_back(
                double(std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count()));
            times.push_back(eventNs(e, where));
        }
        point.wall = timingStats(wall, 0);
        point.timing = method == TimingMethod::HostWall ? point.wall : timingStats(times, 0);
    }
    for (int done = method == TimingMethod::KernelEvents ? 0 : reps; done < reps;) {
        checkCancel(cancel);
        const int n = std::min(chunk, reps - done);
        events.clear();
        const auto start = Clock::now();
        clCall("timing " + id, where, [&] {
            for (int i = 0; i < n; ++i)
                events.push_back(run->launch(queue));
            queue.finish();
            return 0;
        });
        hostNs += double(std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count());
        for (const auto& e : events)
            times.push_back(eventNs(e, where));
        done += n;
    }

    if (method == TimingMethod::KernelEvents)
        point.timing = timingStats(times, hostNs / double(reps));
    if (point.timing.hostDisagrees) // runSweep warns once for the whole sweep
        spdlog::debug(
            "{} {}: host timer {:.0f} ns per launch vs profiling events {:.0f} ns (more than 10 % apart)", id,
            paramsLabel(params), point.timing.hostNsPerLaunch, point.timing.meanNs);

    // The outputs of the timed launches must still be right (a kernel racing with itself would show here).
    Validation after = check();
    if (!after.passed) {
        after.firstMismatch = "after timing: " + after.firstMismatch;
        point.validation = after;
    } else {
        point.validation.checked += after.checked;
    }

    const uint64_t bytes = point.bytesRead + point.bytesWritten;
    point.ebGBs = gbs(bytes, point.timing.medianNs);
    point.ebP10GBs = gbs(bytes, point.timing.p90Ns);
    point.ebP90GBs = gbs(bytes, point.timing.p10Ns);
    point.ebMaxGBs = gbs(bytes, point.timing.minNs);
    point.wallGBs = point.wall.reps > 0 ? gbs(bytes, point.wall.medianNs) : 0.0;
    return point;
}

PointFailure pointFailure(const Error& error, bool sweeping)
{
    if (error.kind() == ErrorKind::Cancelled)
        return PointFailure::Cancelled;
    // Values were checked when the sweep was parsed, so a parameter refused here breaks a device limit (e.g. wg
    // above the kernel's work-group limit): in a sweep that skips the point, not the sweep.
    const bool deviceLimit = error.kind() == ErrorKind::InvalidParameter && sweeping;
    if (error.kind() == ErrorKind::Unsupported || deviceLimit)
        return PointFailure::Skipped;
    return PointFailure::Failed;
}

PointResult failedPoint(const ParamSet& params, const Error& error, PointFailure failure)
{
    PointResult point;
    point.params = params;
    if (failure == PointFailure::Skipped)
        point.skipped = error.what();
    else
        point.error = error.what();
    return point;
}

SweepOutcome runSweep(DeviceContext& device, const SweepRequest& request, const CancelToken* cancel,
                      const ProgressFn& progress, SweepOutcome* partial)
{
    if (!request.lesson)
        throw Error(ErrorKind::InvalidParameter, "no lesson given for the sweep");
    const Lesson& lesson = *request.lesson;
    const auto start = Clock::now();
    const std::vector<std::string> values =
        request.range.param.empty() ? std::vector<std::string>{""} : request.range.values;
    const int count = int(values.size());

    SweepOutcome outcome;
    auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
    auto sync = [&] {
        outcome.wallSeconds = elapsed();
        if (partial)
            *partial = outcome;
    };
    auto report = [&](int index, double fraction, const std::string& message) {
        if (progress)
            progress(Progress{index, count, fraction, message});
    };
    sync();

    for (int i = 0; i < count; ++i) {
        if (cancel && cancel->cancelled()) {
            outcome.cancelled = true;
            break;
        }
        ParamSet params = request.fixed;
        const std::string label =
            request.range.param.empty() ? lesson.info().id : request.range.param + "=" + values[size_t(i)];
        if (!request.range.param.empty())
            params.setRaw(request.range.param, values[size_t(i)]);
        report(i, double(i) / count, label + ": measuring");

        PointResult point;
        try {
            point = measurePoint(device, lesson, params, request.options, cancel);
        } catch (const Error& e) {
            const PointFailure failure = pointFailure(e, count > 1);
            if (failure == PointFailure::Cancelled) {
                outcome.cancelled = true;
                break;
            }
            if (failure == PointFailure::Failed) {
                sync();
                throw;
            }
            point = failedPoint(params, e, failure);
        }
        point.sweptValue = request.range.param.empty() ? "" : values[size_t(i)];

        if (request.predictor && point.skipped.empty()) {
            try {
                point.prediction = request.predictor(
                    device, lesson, params, point.bytesRead + point.bytesWritten, launchGroupsOf(point.launch));
            } catch (const Error& e) {
                if (e.kind() == ErrorKind::Cancelled) {
                    outcome.cancelled = true;
                    break;
                }
                spdlog::warn("{}: no model prediction: {}", label, e.what());
            } catch (const std::exception& e) {
                spdlog::warn("{}: no model prediction: {}", label, e.what());
            }
        }

        std::string done = label + ": ";
        if (!point.skipped.empty())
            done += "skipped (" + point.skipped + ")";
        else if (!point.validation.passed)
            done += "validation FAILED";
        else
            done += fmt::format("{:.2f} GB/s", point.ebGBs);
        outcome.points.push_back(std::move(point));
        sync();
        report(i, double(i + 1) / count, done);
    }
    sync();
    warnHostTimer(outcome, lesson.info().id);
    return outcome;
}

uint64_t launchGroupsOf(const Json& launch)
{
    const auto it = launch.is_object() ? launch.find("groups") : launch.end();
    if (!launch.is_object() || it == launch.end() || !it->is_number())
        return 0;
    const double v = it->get<double>();
    return v >= 1 && v < 1e15 && v == std::floor(v) ? uint64_t(v) : 0;
}

} // namespace coalesce
