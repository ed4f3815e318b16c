// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A deterministic, instant backend for tests and demos without OpenCL. Two lessons ("fake.stride" in global
// memory, "fake.bank" in local memory) with a stride parameter; bandwidth falls with the stride like a real
// device's; stride 13 fails with an OpenCL-style error so error paths can be tested. Counters are atomic
// so tests can read them from the GUI thread while the worker runs.
#include "ui/backend.h"

#include <atomic>

namespace coalesce::ui {

class FakeBackend : public Backend {
public:
    std::vector<LessonEntry> lessons() const override;
    ScanResult scan() override;
    DeviceSnapshot open(const std::string& selector) override;
    bool isOpen() const override { return m_open; }
    void setProfile(const GeometryProfile& profile) override { m_profile = profile; }
    TraceOutcome trace(const std::string& lesson, const ParamSet& params, const CancelToken& cancel) override;
    PointResult measure(const std::string& lesson, const ParamSet& params, const MeasureOptions& options,
                        const CancelToken& cancel) override;
    ResultFile sweep(const std::string& lesson, const ParamSet& fixed, const SweepRange& range,
                     const MeasureOptions& options, const CancelToken& cancel, const ProgressFn& progress,
                     const PointFn& onPoint) override;
    /// ui/probetask.cpp: deterministic probe values (banks 32, bank_width 4, segment 32, dram_read_gbs 512; the
    /// line undecided), each probe taking pointMillis; stored in the measured store like a real run.
    ProbeRun measureGeometry(const ProbeRequest& request, const CancelToken& cancel,
                             const ProgressFn& progress) override;

    /// Simulated device time per measured point, in milliseconds (spent in 1 ms slices checking the token).
    std::atomic<int> pointMillis{2};
    /// When true, scan() reports no platform.
    std::atomic<bool> noPlatform{false};
    std::atomic<int> traces{0};
    std::atomic<int> measures{0};
    std::atomic<int> sweepPoints{0};
    std::atomic<int> probeRuns{0}; ///< probes finished by measureGeometry
    static constexpr int64_t kFailingStride = 13;

private:
    PointResult point(const LessonEntry& lesson, const ParamSet& params, const CancelToken& cancel);
    bool m_open = false;
    GeometryProfile m_profile = defaultProfile();
};

/// The trace of a fake lesson: two work-groups of 64 work-items, each reading one 4-byte element at
/// (global id, or local id for the local lesson) x stride. Models are applied by core (analyseTrace).
Trace fakeTrace(const LessonEntry& lesson, const ParamSet& params);

/// The fake device's bandwidth for a stride, GB/s (exposed for tests).
double fakeBandwidth(const std::string& lesson, int64_t stride);

} // namespace coalesce::ui
