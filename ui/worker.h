#pragma once
// The worker: one thread that owns the Backend (and so the device). Requests are submitted as values from the
// GUI thread and run in order on the worker thread; results come back as values, posted to the GUI thread
// and emitted there. Each kind of request has a generation counter: a request that is no longer the newest
// of its kind is skipped before it starts and its result is dropped if it finishes late. A newer measurement
// or sweep cancels the running one through its CancelToken. The worker never touches widgets, and no
// exception crosses the thread: every task catches and returns a TaskError.
#include "core/errors.h"
#include "ui/backend.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

class QThread;

namespace coalesce::ui {

enum class Task { Scan, Open, Trace, Measure, Sweep };

struct TaskError {
    Task task = Task::Scan;
    ErrorKind kind = ErrorKind::OpenCL;
    QString message; ///< one line, from core (English)
    QString details; ///< build log, OpenCL call, device list; may be empty
};

class Worker : public QObject {
    Q_OBJECT
public:
    explicit Worker(std::unique_ptr<Backend> backend, QObject* parent = nullptr);
    /// Cancels everything, stops the thread and waits for the running task (each launch is short).
    ~Worker() override;

    /// The lessons known to the backend, with generic defaults (available at once, no device needed).
    const std::vector<LessonEntry>& lessons() const { return m_lessons; }

    void scan();
    void open(const std::string& selector);
    void setProfile(const GeometryProfile& profile);
    quint64 trace(const std::string& lesson, const ParamSet& params);
    quint64 measure(const std::string& lesson, const ParamSet& params, const MeasureOptions& options);
    quint64 sweep(const std::string& lesson, const ParamSet& fixed, const SweepRange& range,
                  const MeasureOptions& options);
    void cancelSweep();
    void cancelMeasure();
    bool sweepRunning() const { return m_sweepRunning; }
    /// Tasks submitted and not yet answered (for tests and the status bar).
    int pending() const { return m_pending; }

signals:
    void scanned(const coalesce::ui::ScanResult& result);
    void opened(const coalesce::ui::DeviceSnapshot& snapshot);
    void traced(quint64 generation, const coalesce::ui::TraceOutcome& outcome);
    void measured(quint64 generation, const coalesce::PointResult& point);
    void sweepProgress(quint64 generation, int point, int points, const QString& message);
    void sweepPoint(quint64 generation, const coalesce::PointResult& point);
    void sweepFinished(quint64 generation, const coalesce::ResultFile& result);
    void failed(quint64 generation, const coalesce::ui::TaskError& error);
    void idle();

private:
    template <class Fn>
    void post(Fn&& fn);
    template <class Fn>
    void reply(Fn&& fn);
    void finishOne();

    std::unique_ptr<Backend> m_backend;
    std::vector<LessonEntry> m_lessons;
    QThread* m_thread = nullptr;
    QObject* m_threadObject = nullptr; // lives in m_thread; queued functors run there
    std::atomic<quint64> m_traceGen{0};
    std::atomic<quint64> m_measureGen{0};
    std::atomic<quint64> m_sweepGen{0};
    std::shared_ptr<CancelToken> m_measureToken;
    std::shared_ptr<CancelToken> m_sweepToken;
    std::shared_ptr<CancelToken> m_lifeToken; // cancelled on destruction
    bool m_sweepRunning = false;
    int m_pending = 0;
};

TaskError toTaskError(Task task, const std::exception_ptr& error);

} // namespace coalesce::ui
