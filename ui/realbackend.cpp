// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/realbackend.h"

#include "core/context.h"
#include "core/devices.h"
#include "core/errors.h"
#include "core/hosttrace.h"
#include "core/predict.h"
#include "ui/customtask.h"

#include "core/custom/customkernel.h"

#include <spdlog/spdlog.h>

namespace coalesce::ui {

LessonEntry lessonEntry(const Lesson& lesson, const DeviceContext* device)
{
    LessonEntry entry;
    entry.info = lesson.info();
    entry.specs = lesson.params();
    entry.defaultSweep = lesson.defaultSweep();
    entry.defaults = lesson.defaults(device);
    return entry;
}

void LastTrace::remember(std::string lesson, ParamSet params, ModelSummary summary, GeometryProfile profile)
{
    m_last = Traced{std::move(lesson), std::move(params), std::move(summary), std::move(profile)};
}

void LastTrace::predict(PointResult& point, const std::string& lesson, const ParamSet& params) const
{
    if (m_last && m_last->lesson == lesson && m_last->params == params && point.skipped.empty())
        point.prediction = makePrediction(withLaunchFloor(m_last->summary, point.bytesRead + point.bytesWritten,
                                                          m_last->profile, launchGroupsOf(point.launch)),
                                          m_last->profile);
}

bool wantsTeachingPicture(const GeometryProfile& deviceProfile)
{
    if (deviceProfile.localPhysical.value != 0)
        return false;
    for (const std::string& key : geometryKeys()) {
        if (geometryField(deviceProfile, key).source == ValueSource::UserOverride)
            return false;
    }
    return true;
}

void modelTracePicture(TraceOutcome& outcome, ModelSummary deviceSummary, const GeometryProfile& deviceProfile,
                       const std::string& space)
{
    if (wantsTeachingPicture(deviceProfile)) {
        // The real trace drawn on the GPU model; the device's own summary stays the prediction.
        outcome.profile = defaultProfile();
        outcome.summary = analyseTrace(outcome.trace, outcome.profile, space);
        outcome.teachingPicture = true;
    } else {
        outcome.profile = deviceProfile;
        outcome.summary = std::move(deviceSummary);
    }
}

const LessonEntry* findEntry(const std::vector<LessonEntry>& lessons, const std::string& id)
{
    for (const auto& entry : lessons) {
        if (entry.info.id == id)
            return &entry;
    }
    return nullptr;
}

template <class Fn>
auto RealBackend::guardCustom(const std::string& id, const CancelToken& cancel, Fn&& fn) -> decltype(fn())
{
    custom::CustomKernel* kernel = customKernel(id);
    if (!kernel)
        return fn();
    kernel->setCancelToken(&cancel);
    try {
        auto result = fn();
        kernel->setCancelToken(nullptr);
        return result;
    } catch (const Error& e) {
        kernel->setCancelToken(nullptr);
        if (leavesKernelRunning(e))
            leaveDeviceBehind();
        throw;
    }
}

RealBackend::RealBackend() : m_modelProfile(defaultProfile()) {}
RealBackend::~RealBackend() = default;

std::vector<LessonEntry> RealBackend::lessons() const
{
    std::vector<LessonEntry> out;
    for (const Lesson* lesson : allLessons())
        out.push_back(lessonEntry(*lesson, nullptr));
    return out;
}

ScanResult RealBackend::scan()
{
    m_scan = std::make_unique<DeviceScan>(scanDevices());
    ScanResult result;
    result.problem = m_scan->problem;
    for (const auto& entry : m_scan->devices) {
        DeviceChoice choice;
        choice.selector = std::to_string(entry.platformIndex) + ":" + std::to_string(entry.deviceIndex);
        choice.label = entry.label();
        choice.type = entry.type;
        choice.platform = entry.platformName;
        choice.name = entry.name;
        result.devices.push_back(choice);
    }
    if (result.devices.empty() && result.problem.empty())
        result.problem = noPlatformHelp();
    return result;
}

DeviceSnapshot RealBackend::open(const std::string& selector)
{
    if (!m_scan)
        scan();
    // Closed first: a device that fails to open leaves none (the pattern falls back to model-only).
    m_device.reset();
    m_lastTrace.forget();
    const DeviceEntry& entry = selectDevice(*m_scan, selector);
    m_device = std::make_unique<DeviceContext>(entry);
    m_selector = std::to_string(entry.platformIndex) + ":" + std::to_string(entry.deviceIndex);
    spdlog::info("opened {}", m_device->label());

    DeviceSnapshot snapshot;
    snapshot.selector = m_selector;
    snapshot.label = m_device->label();
    snapshot.info = m_device->info();
    snapshot.profile = m_device->profile();
    for (const Lesson* lesson : allLessons())
        snapshot.lessons.push_back(lessonEntry(*lesson, m_device.get()));
    return snapshot;
}

void RealBackend::setProfile(const GeometryProfile& profile)
{
    if (m_device)
        m_device->setProfile(profile);
    else
        m_modelProfile = profile;
    m_lastTrace.forget();
}

TraceOutcome RealBackend::trace(const std::string& lessonId, const ParamSet& params, const CancelToken& cancel)
{
    const Lesson& lesson = lessonFor(lessonId);
    if (cancel.cancelled())
        throw Error(ErrorKind::Cancelled, "trace cancelled");
    TraceOutcome outcome;
    outcome.lesson = lessonId;
    outcome.params = params;
    if (!m_device) {
        // Model-only: the kernel's trace generated on the host, modelled with the user's profile.
        outcome.profile = m_modelProfile;
        outcome.trace = hostTrace(lesson, params, m_modelProfile, lesson.info().traceGroups);
        outcome.summary = analyseTrace(outcome.trace, outcome.profile, lesson.info().space);
        outcome.hostGenerated = true;
        return outcome;
    }
    const GeometryProfile deviceProfile = m_device->profile();
    TracedConfiguration traced = guardCustom(lessonId, cancel, [&] {
        return traceConfiguration(*m_device, lesson, params, deviceProfile, lesson.info().traceGroups);
    });
    m_lastTrace.remember(lessonId, params, traced.summary, deviceProfile);
    outcome.trace = std::move(traced.trace);
    modelTracePicture(outcome, std::move(traced.summary), deviceProfile, lesson.info().space);
    return outcome;
}

PointResult RealBackend::measure(const std::string& lessonId, const ParamSet& params,
                                 const MeasureOptions& options, const CancelToken& cancel)
{
    if (!m_device)
        throw Error(ErrorKind::NoPlatform, "no device is open: measuring needs an OpenCL device");
    const Lesson& lesson = lessonFor(lessonId);
    PointResult point = guardCustom(lessonId, cancel,
                                    [&] { return measurePoint(*m_device, lesson, params, options, &cancel); });
    // The pattern traced for these parameters already holds the model's answer.
    m_lastTrace.predict(point, lessonId, params);
    return point;
}

ResultFile RealBackend::sweep(const std::string& lessonId, const ParamSet& fixed, const SweepRange& range,
                              const MeasureOptions& options, const CancelToken& cancel,
                              const ProgressFn& progress, const PointFn& onPoint)
{
    if (!m_device)
        throw Error(ErrorKind::NoPlatform, "no device is open: a sweep needs an OpenCL device");
    const Lesson& lesson = lessonFor(lessonId);
    SweepRequest request;
    request.lesson = &lesson;
    request.fixed = fixed;
    request.range = range;
    request.options = options;
    request.predictor = makeTracePredictor();
    SweepOutcome partial;
    size_t reported = 0;
    // runSweep calls progress before each point; points finished since the last call are handed on as they
    // land so the chart grows live.
    auto forward = [&](const Progress& p) {
        while (reported < partial.points.size() && onPoint)
            onPoint(partial.points[reported++]);
        if (progress)
            progress(p);
    };
    SweepOutcome outcome;
    try {
        outcome = guardCustom(lessonId, cancel,
                              [&] { return runSweep(*m_device, request, &cancel, forward, &partial); });
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::Cancelled)
            throw;
        outcome = partial;
        outcome.cancelled = true;
    }
    if (!m_device) // a user's kernel hung and the device could not be opened again
        throw Error(ErrorKind::NoPlatform,
                    "the device could not be opened again after the kernel was abandoned");
    for (size_t i = reported; i < outcome.points.size() && onPoint; ++i)
        onPoint(outcome.points[i]);
    return makeResultFile(*m_device, lesson, request, outcome);
}

} // namespace coalesce::ui
