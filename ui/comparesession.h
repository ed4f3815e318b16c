// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Compare mode's engine: a second device, with a Worker of its own, that follows the main session. Each
// picture the main device traces is traced here with the same lesson and parameters (and this device's own
// geometry); each sweep the main device runs is run here over the same range and options, concurrently when
// the two devices are different hardware, after the main sweep when they share it (the host CPU under two
// platforms, one device under two drivers, the same device): each would otherwise time the other's load. The
// series grows in the chart as the main controller's overlay labelled with this device.
#include "ui/backend.h"
#include "ui/worker.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace coalesce::ui {

class Controller;

/// Why two devices share hardware (a translated sentence), or empty when they are different hardware. Devices
/// on different machines never share it.
QString sharedHardware(const DeviceChoice& a, const DeviceChoice& b);

class CompareSession : public QObject {
    Q_OBJECT
public:
    CompareSession(Controller* main, std::unique_ptr<Backend> backend, QObject* parent = nullptr);
    ~CompareSession() override;

    /// Opens `device` as the second device (and traces the current picture there); empty selector: off.
    void setDevice(const DeviceChoice& device);
    void clear();
    bool active() const { return m_device.has_value(); }
    const std::optional<DeviceChoice>& device() const { return m_device; }
    /// Why this device is measured after the main one, or empty when both are measured at the same time.
    const QString& sharedReason() const { return m_shared; }
    /// "measured at the same time (different hardware)" or "measured one after the other: <why>".
    QString scheduleText() const;
    /// The overlay label of this device's series in the main controller.
    QString seriesLabel() const;
    bool sweepRunning() const { return m_worker->sweepRunning(); }
    const std::optional<DeviceSnapshot>& snapshot() const { return m_snapshot; }

signals:
    void opened(const coalesce::ui::DeviceSnapshot& snapshot);
    void traceReady(const coalesce::ui::TraceOutcome& outcome);
    void sweepFinished(const coalesce::ResultFile& result);
    void failed(const QString& message);
    void scheduleChanged();

private:
    void retrace();
    void onMainSweepStarted();
    void onMainSweepFinished(const ResultFile& result);
    void startSweep();
    void updateSchedule();

    Controller* m_main;
    std::unique_ptr<Worker> m_worker;
    std::optional<DeviceChoice> m_device;
    std::optional<DeviceSnapshot> m_snapshot;
    QString m_shared;
    bool m_sweepDue = false; ///< a sequential sweep waits for the main one to finish
    std::optional<ResultFile> m_series;
};

} // namespace coalesce::ui
