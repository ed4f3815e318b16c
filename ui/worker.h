// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The worker: one thread that runs requests in order and answers on the GUI thread. Every request goes through
// one tagged call, invoke(task, work, done) (RenderDoc's AsyncInvoke, hotspot's job tracker): `work` runs on
// the worker thread and returns a value, `done` receives it on the GUI thread. The tag says the kind of
// request; for every kind but Task::LoadResult the newest request of its kind wins: a newer one cancels the
// running one's CancelToken, a request that is no longer the newest is skipped before it starts and its answer
// is dropped if it finishes late. No exception crosses the thread: `work` is run inside a catch-all and a throw
// comes back as `failed` with a TaskError. The worker never touches widgets. The device worker also owns the
// Backend (and so the device): it is created, used and released with the thread's work, never in parallel.
#include "core/errors.h"
#include "core/measure.h"
#include "ui/backend.h"

#include <QMetaObject>
#include <QObject>
#include <QString>

#include <array>
#include <atomic>
#include <exception>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

class QThread;

namespace coalesce::ui {

/// The kinds of request. Profile and LoadResult were added to the five device tasks so that every request
/// takes the same road; Custom checks a user's kernel (ui/customtask.h); Probe measures the device's geometry
/// (ui/probetask.h).
enum class Task { Scan, Open, Trace, Measure, Sweep, Profile, LoadResult, Custom, Probe };
constexpr int kTaskKinds = 9;

struct TaskError {
    Task task = Task::Scan;
    ErrorKind kind = ErrorKind::OpenCL;
    QString message; ///< one line, from core (English)
    QString details; ///< build log, OpenCL call, device list; may be empty
};

/// Turns whatever a task threw into a TaskError (coalesce::Error keeps its kind and details).
TaskError toTaskError(Task task, const std::exception_ptr& error);

/// True when a newer request of this kind supersedes (cancels and drops) an older one.
bool newestWins(Task task);

class Worker;

/// What a running request can see: its cancel token, and a way to report partial results to the GUI thread.
class TaskContext {
public:
    TaskContext(Worker* worker, Task task, quint64 generation, const CancelToken& cancel)
        : m_worker(worker), m_task(task), m_generation(generation), m_cancel(cancel)
    {
    }
    const CancelToken& cancel() const { return m_cancel; }
    quint64 generation() const { return m_generation; }
    /// Runs fn on the GUI thread, unless a newer request of the same kind has been made by then.
    template <class Fn>
    void report(Fn&& fn) const;

private:
    Worker* m_worker;
    Task m_task;
    quint64 m_generation;
    const CancelToken& m_cancel;
};

class Worker : public QObject {
    Q_OBJECT
public:
    /// `backend` may be null for a worker that does no device work (result files).
    explicit Worker(std::unique_ptr<Backend> backend, QObject* parent = nullptr);
    /// Cancels everything, stops the thread and waits for the running task (each launch is short).
    ~Worker() override;

    /// The lessons known to the backend, with generic defaults (available at once, no device needed).
    const std::vector<LessonEntry>& lessons() const { return m_lessons; }
    /// The backend, for `work` functions only: it may be used on the worker thread alone.
    Backend* backend() const { return m_backend.get(); }

    /// Submits a request: `work(const TaskContext&)` runs on the worker thread and returns a value (or
    /// throws); `done(value)` runs on the GUI thread when the request is still wanted. Returns its generation.
    template <class Work, class Done>
    quint64 invoke(Task task, Work work, Done done);

    /// Cancels the running request of this kind through its token (its answer still comes, as cancelled).
    void cancel(Task task);
    /// True while the newest request of this kind has not answered.
    bool running(Task task) const;
    /// True when `generation` is still the newest request of its kind (always true for LoadResult).
    bool isNewest(Task task, quint64 generation) const;
    bool sweepRunning() const { return running(Task::Sweep); }
    /// Requests submitted and not yet answered (for tests and the status bar).
    int pending() const { return m_pending; }

signals:
    void failed(quint64 generation, const coalesce::ui::TaskError& error);
    void idle();

private:
    struct Slot {
        std::atomic<quint64> generation{0};
        quint64 answered = 0;               // GUI thread only
        std::shared_ptr<CancelToken> token; // GUI thread only
    };
    Slot& slot(Task task) { return m_slots[size_t(task)]; }
    const Slot& slot(Task task) const { return m_slots[size_t(task)]; }
    /// Runs on the GUI thread when a request is over: counts it and marks it answered.
    bool answer(Task task, quint64 generation);

    std::unique_ptr<Backend> m_backend;
    std::vector<LessonEntry> m_lessons;
    QThread* m_thread = nullptr;
    QObject* m_threadObject = nullptr; // lives in m_thread; queued functors run there
    std::array<Slot, kTaskKinds> m_slots;
    int m_pending = 0;
};

template <class Fn>
void TaskContext::report(Fn&& fn) const
{
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, task = m_task, gen = m_generation, fn = std::forward<Fn>(fn)]() mutable {
            if (worker->isNewest(task, gen))
                fn();
        },
        Qt::QueuedConnection);
}

template <class Work, class Done>
quint64 Worker::invoke(Task task, Work work, Done done)
{
    using Result = std::decay_t<std::invoke_result_t<Work&, const TaskContext&>>;
    Slot& s = slot(task);
    const quint64 gen = ++s.generation;
    std::shared_ptr<CancelToken> token = std::make_shared<CancelToken>();
    if (newestWins(task)) {
        if (s.token)
            s.token->cancel();
        s.token = token;
    }
    ++m_pending;
    auto run = [this, task, gen, token, work = std::move(work), done = std::move(done)]() mutable {
        if (!isNewest(task, gen)) { // superseded before it started
            QMetaObject::invokeMethod(
                this, [this, task, gen] { answer(task, gen); }, Qt::QueuedConnection);
            return;
        }
        std::optional<Result> result;
        std::exception_ptr error;
        try {
            result.emplace(work(TaskContext(this, task, gen, *token)));
        } catch (...) {
            error = std::current_exception();
        }
        QMetaObject::invokeMethod(
            this,
            [this, task, gen, error, result = std::move(result), done = std::move(done)]() mutable {
                if (!answer(task, gen))
                    return;
                if (error)
                    emit failed(gen, toTaskError(task, error));
                else
                    done(std::move(*result));
            },
            Qt::QueuedConnection);
    };
    QMetaObject::invokeMethod(m_threadObject, std::move(run), Qt::QueuedConnection);
    return gen;
}

} // namespace coalesce::ui
