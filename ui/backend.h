// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The seam between the UI and the engine. A Backend does the device work (scan, open, trace + model, measure,
// sweep) synchronously on the worker thread and returns values; RealBackend runs core on OpenCL, FakeBackend
// answers instantly and deterministically for tests and for machines without OpenCL.
// Every method but lessons() is called only from the worker thread; each may throw coalesce::Error.
#include "core/deviceinfo.h"
#include "core/geometry.h"
#include "core/lesson.h"
#include "core/measure.h"
#include "core/models.h"
#include "core/params.h"
#include "core/results.h"
#include "core/trace.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace coalesce::ui {

struct DeviceChoice {
    std::string selector; ///< "P:D", accepted by selectDevice
    std::string label;    ///< "0:0 pthread-haswell-AMD EPYC (Portable Computing Language)"
    std::string type;     ///< "gpu", "cpu", ...
    std::string platform; ///< platform name, "Portable Computing Language": with `name`, stable across runs
    std::string name;     ///< device name, "pthread-haswell-AMD EPYC 7B13"
};

struct ScanResult {
    std::vector<DeviceChoice> devices;
    std::string problem; ///< why there is no device, with how to install PoCL; empty when devices were found
};

/// A lesson as the UI sees it: description, parameter specs, default sweep and defaults.
struct LessonEntry {
    LessonInfo info;
    std::vector<ParamSpec> specs;
    std::string defaultSweep;
    ParamSet defaults;
};

struct DeviceSnapshot {
    std::string selector;
    std::string label;
    std::vector<InfoField> info;
    GeometryProfile profile;
    std::vector<LessonEntry> lessons; ///< with defaults chosen for this device
};

struct TraceOutcome {
    std::string lesson;
    ParamSet params;
    GeometryProfile profile;
    Trace trace;
    ModelSummary summary;
    bool hostGenerated = false; ///< true when no device traced it (model-only)
    /// true when the device has no local-memory banks (a CPU: local_physical 0) and the user overrode nothing,
    /// so `profile` and `summary` are the GPU teaching model (defaultProfile()) instead of the device's; the
    /// trace is still the device's, and measurements and predictions still use the device's profile.
    bool teachingPicture = false;
};

using PointFn = std::function<void(const PointResult&)>;

struct CustomKernelText; // ui/customtask.h
struct CustomCheck;
struct ProbeRequest; // ui/probetask.h
struct ProbeRun;

class Backend {
public:
    virtual ~Backend() = default;
    /// Lessons with generic defaults; pure data, callable from any thread.
    virtual std::vector<LessonEntry> lessons() const = 0;
    virtual ScanResult scan() = 0;
    /// Opens a device (closing any other); returns its info, profile and per-device lesson defaults.
    virtual DeviceSnapshot open(const std::string& selector) = 0;
    virtual bool isOpen() const = 0;
    /// Replaces the geometry profile used by the models (user overrides).
    virtual void setProfile(const GeometryProfile& profile) = 0;
    /// Traces one small launch and applies the models.
    virtual TraceOutcome trace(const std::string& lesson, const ParamSet& params,
                               const CancelToken& cancel) = 0;
    virtual PointResult measure(const std::string& lesson, const ParamSet& params,
                                const MeasureOptions& options, const CancelToken& cancel) = 0;
    /// Runs a sweep; onPoint is called after each point (worker thread). Returns the complete result file,
    /// marked cancelled when the token stopped it.
    virtual ResultFile sweep(const std::string& lesson, const ParamSet& fixed, const SweepRange& range,
                             const MeasureOptions& options, const CancelToken& cancel,
                             const ProgressFn& progress, const PointFn& onPoint) = 0;
    /// Builds and checks the user's kernel on the open device (ui/customtask.h); when its checked launch is
    /// clean the kernel becomes a lesson of this backend under CustomCheck::entry's id. The default refuses
    /// with Error(Unsupported) (ui/customtask.cpp).
    virtual CustomCheck checkCustom(const CustomKernelText& kernel, const CancelToken& cancel);
    /// Runs the geometry probes on the open device (ui/probetask.h); `progress` says which probe runs (point of
    /// points, message). The decided values become the device's "measured" values and are stored; a cancelled
    /// run throws Error(Cancelled) and stores nothing. The default refuses with Error(Unsupported).
    virtual ProbeRun measureGeometry(const ProbeRequest& request, const CancelToken& cancel,
                                     const ProgressFn& progress);
};

const LessonEntry* findEntry(const std::vector<LessonEntry>& lessons, const std::string& id);
/// `lesson` as a backend lists it, with its defaults for `device` (nullptr: the generic defaults).
LessonEntry lessonEntry(const Lesson& lesson, const DeviceContext* device);

/// The trace a backend last modelled with the device's profile (RealBackend, RemoteBackend): a measurement of
/// the same lesson and parameters carries its prediction, so the picture and the chart tell the same story.
class LastTrace {
public:
    void remember(std::string lesson, ParamSet params, ModelSummary summary, GeometryProfile profile);
    void forget() { m_last.reset(); }
    /// Forgets the remembered trace if it is of `lesson` (a custom kernel whose text changed).
    void forget(const std::string& lesson)
    {
        if (m_last && m_last->lesson == lesson)
            m_last.reset();
    }
    /// Sets point.prediction from the remembered model when `point` is a measured (not skipped) point of the
    /// remembered lesson and parameters.
    void predict(PointResult& point, const std::string& lesson, const ParamSet& params) const;

private:
    struct Traced {
        std::string lesson;
        ParamSet params;
        ModelSummary summary;
        GeometryProfile profile;
    };
    std::optional<Traced> m_last;
};

} // namespace coalesce::ui
