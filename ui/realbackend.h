// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Backend on core: OpenCL devices through DeviceContext, real traced kernels, real measurements.
// With no device open (no platform, or the device failed to open) trace() still answers: the lesson's trace is
// generated on the host (core/hosttrace.h) and modelled with the user's profile (defaultProfile() unless
// overridden), marked hostGenerated. On a device without local-memory banks (a CPU) the picture is drawn with
// the GPU teaching profile unless the user overrode the profile (TraceOutcome::teachingPicture).
#include "ui/backend.h"

#include <map>
#include <memory>
#include <optional>

namespace coalesce {
class DeviceContext;
struct DeviceScan;
} // namespace coalesce
namespace coalesce::custom {
class CustomKernel;
} // namespace coalesce::custom

namespace coalesce::ui {

/// True when a picture traced on a device with this profile should use the GPU teaching profile: the device
/// has no local-memory banks (local_physical 0: a CPU, whose 8 lanes and 64 B lines would teach the wrong
/// picture) and no value was overridden by the user.
bool wantsTeachingPicture(const GeometryProfile& deviceProfile);
/// Fills the picture of a device trace (outcome.trace is set): the device's own model, or the trace modelled
/// again on the GPU teaching profile when wantsTeachingPicture(deviceProfile).
void modelTracePicture(TraceOutcome& outcome, ModelSummary deviceSummary, const GeometryProfile& deviceProfile,
                       const std::string& space);

class RealBackend : public Backend {
public:
    RealBackend();
    ~RealBackend() override;

    std::vector<LessonEntry> lessons() const override;
    ScanResult scan() override;
    DeviceSnapshot open(const std::string& selector) override;
    bool isOpen() const override { return m_device != nullptr; }
    void setProfile(const GeometryProfile& profile) override;
    TraceOutcome trace(const std::string& lesson, const ParamSet& params, const CancelToken& cancel) override;
    PointResult measure(const std::string& lesson, const ParamSet& params, const MeasureOptions& options,
                        const CancelToken& cancel) override;
    ResultFile sweep(const std::string& lesson, const ParamSet& fixed, const SweepRange& range,
                     const MeasureOptions& options, const CancelToken& cancel, const ProgressFn& progress,
                     const PointFn& onPoint) override;
    /// ui/customtask.cpp: a clean kernel becomes a lesson of this backend (lessonFor finds it).
    CustomCheck checkCustom(const CustomKernelText& kernel, const CancelToken& cancel) override;
    /// ui/probetask.cpp: core's probes on the open device, stored like `coalesce-cli probe`.
    ProbeRun measureGeometry(const ProbeRequest& request, const CancelToken& cancel,
                             const ProgressFn& progress) override;

private:
    /// A built-in lesson, or a user's kernel checked here.
    const Lesson& lessonFor(const std::string& id) const;
    custom::CustomKernel* customKernel(const std::string& id) const;
    /// Runs fn for lesson `id`; for a user's kernel with `cancel` as its token, and when it was abandoned or
    /// hung, the device's context is left behind (releasing it would wait for the kernel) and opened again.
    template <class Fn>
    auto guardCustom(const std::string& id, const CancelToken& cancel, Fn&& fn) -> decltype(fn());
    void leaveDeviceBehind();
    std::map<std::string, std::shared_ptr<custom::CustomKernel>> m_custom;
    std::unique_ptr<DeviceScan> m_scan;
    std::unique_ptr<DeviceContext> m_device;
    std::string m_selector;
    GeometryProfile m_modelProfile; ///< the models' profile while no device is open
    LastTrace m_lastTrace;          ///< the prediction beside a measurement
};

} // namespace coalesce::ui
