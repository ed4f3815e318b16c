#pragma once
// Backend on core: OpenCL devices through DeviceContext, real traced kernels, real measurements.
#include "ui/backend.h"

#include <memory>
#include <optional>

namespace coalesce {
class DeviceContext;
struct DeviceScan;
} // namespace coalesce

namespace coalesce::ui {

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

private:
    std::unique_ptr<DeviceScan> m_scan;
    std::unique_ptr<DeviceContext> m_device;
    std::string m_selector;
    std::optional<TraceOutcome> m_lastTrace;
};

} // namespace coalesce::ui
