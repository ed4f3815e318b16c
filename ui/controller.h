// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The controller sits between the widgets and the worker. It holds the session state (device, lesson,
// parameters, geometry profile, the current sweep and the opened result files), debounces parameter changes
// (the pattern is re-traced at once, the current point re-measured after kDebounceMs of quiet), runs sweeps
// and turns every failure into a signal with a translated sentence. It owns the Worker.
#include "ui/backend.h"
#include "ui/customtask.h"
#include "ui/probetask.h"
#include "ui/worker.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <map>
#include <memory>
#include <optional>

namespace coalesce::ui {

class Controller : public QObject {
    Q_OBJECT
public:
    static constexpr int kDebounceMs = 150;

    explicit Controller(std::unique_ptr<Backend> backend, QObject* parent = nullptr);
    ~Controller() override;

    // --- state
    const std::vector<LessonEntry>& lessons() const { return m_lessons; }
    const LessonEntry* lesson() const;
    const std::string& lessonId() const { return m_lessonId; }
    const ParamSet& params() const { return m_params; }
    const std::optional<ScanResult>& scanResult() const { return m_scan; }
    const std::optional<DeviceSnapshot>& device() const { return m_device; }
    const GeometryProfile& profile() const { return m_profile; }
    const std::optional<TraceOutcome>& lastTrace() const { return m_trace; }
    const std::optional<PointResult>& currentPoint() const { return m_current; }
    const std::optional<ResultFile>& sweepResult() const { return m_sweep; }
    const std::vector<std::pair<QString, ResultFile>>& overlays() const { return m_overlays; }
    /// The range of the last sweep started (compare mode runs the same one on its device).
    const std::optional<SweepRange>& lastSweepRange() const { return m_lastRange; }
    bool sweepRunning() const { return m_worker->sweepRunning(); }
    bool liveMeasure() const { return m_liveMeasure; }
    /// A measurement of the current parameters is due or running: the shown value is stale.
    bool measuring() const { return m_measuring; }
    /// The parameter the lesson sweeps by default (the one +/- changes).
    std::string mainParam() const;
    Worker* worker() const { return m_worker.get(); }
    /// Result files still being read.
    int filesLoading() const { return m_filesLoading; }
    MeasureOptions& interactiveOptions() { return m_interactive; }
    MeasureOptions& sweepOptions() { return m_sweepOptions; }

public slots:
    void scanDevices();
    void openDevice(const QString& selector);
    /// Selects a lesson with its defaults (or `params` when given and valid); re-traces and re-measures.
    bool selectLesson(const QString& id, const std::vector<std::string>& assignments = {});
    /// Validates and applies one parameter; on a bad value emits errorOccurred and returns false.
    bool setParam(const QString& name, const QString& value);
    /// +1 / -1 step of the main parameter (next allowed value, doubling on log-2 axes, next choice).
    bool stepMainParam(int direction);
    /// Runs `text` ("stride=1..64:*2"), or the lesson's default sweep when empty.
    bool runSweep(const QString& text = {});
    /// Measures the current parameters as a one-point result (for exports without a sweep).
    bool runSinglePoint();
    void stop();
    void setLiveMeasure(bool on);
    void measureNow();
    /// Replaces the profile used by the models (user overrides) and re-traces.
    void setProfile(const GeometryProfile& profile);
    /// Loads result files as overlays, off the GUI thread; each one answers with resultLoaded, a corrupt or
    /// foreign file also with errorOccurred (Task::LoadResult).
    void openResults(const QStringList& paths);
    void closeOverlay(int index);
    /// Adds a result already read (a reference shipped with the app) as an overlay named `path`.
    void addOverlay(const QString& path, const coalesce::ResultFile& file);
    /// Shows `file` as the overlay labelled `label`, replacing one of that label (compare mode's series).
    void setOverlay(const QString& label, const ResultFile& file);
    void removeOverlay(const QString& label);
    /// Shows a loaded result as the main result (no device needed).
    void setSweepResult(const ResultFile& result);
    /// Checks the user's kernel on the open device (Task::Custom, ui/customtask.h). A clean kernel becomes a
    /// lesson (listed with the others) and the current one: traced, measured and swept like a built-in lesson.
    /// Answers with customChecked, or errorOccurred(Task::Custom, ...) with a build error's log in details.
    bool checkCustomKernel(const coalesce::ui::CustomKernelText& kernel);
    /// Abandons the running work of a user's kernel (its check, trace, measurement and sweep): their answers
    /// are dropped, their tokens end the waits for the launch, the worker is free again.
    void abandonCustom();
    /// Measures the open device's geometry with the probes (Task::Probe, ui/probetask.h): geometryProgress
    /// per probe, then geometryMeasured (the profile then holds the measured values, profileChanged follows),
    /// or geometryStopped with errorOccurred(Task::Probe, ...) on failure. False when no device is open.
    bool measureGeometry(const coalesce::ui::ProbeRequest& request = {});
    /// Cancels a running probe run: nothing is stored, the previous measured values stay.
    void cancelGeometry();

public:
    bool geometryRunning() const { return m_worker->running(Task::Probe); }
    /// The last probe run that finished in this session.
    const std::optional<ProbeRun>& lastProbeRun() const { return m_probeRun; }
    /// The text of a checked user's kernel (or one read from a result file) by lesson id; null when unknown.
    const CustomKernelText* customKernel(const std::string& id) const;

signals:
    void devicesScanned(const coalesce::ui::ScanResult& result);
    void deviceOpened(const coalesce::ui::DeviceSnapshot& snapshot);
    void lessonsChanged();
    void lessonChanged(const QString& id);
    void paramsChanged();
    void profileChanged();
    void traceReady(const coalesce::ui::TraceOutcome& outcome);
    void pointMeasured(const coalesce::PointResult& point);
    void sweepStarted(const QString& param, int points);
    void sweepPointAdded(const coalesce::PointResult& point);
    void sweepProgress(int point, int points, const QString& message);
    void sweepFinished(const coalesce::ResultFile& result);
    void overlaysChanged();
    void resultLoaded(const QString& path, bool ok);
    void customChecked(const coalesce::ui::CustomCheck& check);
    /// An opened result file of a user's kernel carries the kernel's text (core/custom/customresult.h).
    void customKernelLoaded(const QString& path, const coalesce::ui::CustomKernelText& kernel);
    /// A probe run is at probe `probe` (0-based) of `probes`; message names the probe and its step.
    void geometryProgress(int probe, int probes, const QString& message);
    void geometryMeasured(const coalesce::ui::ProbeRun& run);
    /// A probe run ended without results: cancelled, or failed (errorOccurred says why).
    void geometryStopped(bool cancelled);
    void busyChanged(bool busy);
    /// stop() was asked for (compare mode stops its device too).
    void stopped();
    void measuringChanged(bool measuring);
    /// title: translated sentence; message: the one-line cause; details: build log etc.
    void errorOccurred(coalesce::ui::Task task, const QString& title, const QString& message,
                       const QString& details);

private:
    struct LoadedResult {
        std::optional<ResultFile> file;
        std::optional<CustomKernelText> kernel;
        QString error;
    };
    bool startSweep(const SweepRange& range);
    void onOpened(const DeviceSnapshot& snapshot);
    /// Caps every size parameter at the device's largest allocation (specs, defaults, current values).
    void limitSizes(const DeviceSnapshot& snapshot);
    void paramsTouched();
    void retrace();
    void onFailed(quint64 generation, const TaskError& error);
    void setBusy(bool busy);
    /// Before a task that uses the device alone (a sweep, a probe run, a custom-kernel check): stops a pending
    /// live measurement, cancels a running one, marks the controller busy; returns the worker's backend.
    Backend* beginExclusiveTask();
    void setMeasuring(bool measuring);
    QString taskSentence(Task task) const;

    std::unique_ptr<Worker> m_worker; // the device's
    std::unique_ptr<Worker> m_files;  // result files
    int m_filesLoading = 0;
    std::vector<LessonEntry> m_lessons;
    std::optional<ScanResult> m_scan;
    std::optional<DeviceSnapshot> m_device;
    GeometryProfile m_profile;
    std::string m_lessonId;
    ParamSet m_params;
    std::optional<TraceOutcome> m_trace;
    std::optional<PointResult> m_current;
    std::optional<ResultFile> m_sweep;
    std::vector<std::pair<QString, ResultFile>> m_overlays;
    std::optional<SweepRange> m_lastRange;
    QTimer m_debounce;
    bool m_liveMeasure = true;
    bool m_busy = false;
    bool m_measuring = false;
    MeasureOptions m_interactive;
    MeasureOptions m_sweepOptions;
    std::vector<LessonEntry> m_customEntries;              // checked users' kernels, kept over device changes
    std::map<std::string, CustomKernelText> m_customTexts; // by lesson id
    std::optional<ProbeRun> m_probeRun;
};

} // namespace coalesce::ui
