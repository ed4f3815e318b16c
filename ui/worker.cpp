#include "ui/worker.h"

#include "core/errors.h"

#include <QThread>

#include <spdlog/spdlog.h>

namespace coalesce::ui {

TaskError toTaskError(Task task, const std::exception_ptr& error)
{
    TaskError out;
    out.task = task;
    try {
        std::rethrow_exception(error);
    } catch (const Error& e) {
        out.kind = e.kind();
        out.message = QString::fromStdString(e.what());
        out.details = QString::fromStdString(e.details());
    } catch (const std::exception& e) {
        out.message = QString::fromStdString(e.what());
    } catch (...) {
        out.message = QStringLiteral("unknown error");
    }
    return out;
}

Worker::Worker(std::unique_ptr<Backend> backend, QObject* parent)
    : QObject(parent), m_backend(std::move(backend)), m_lessons(m_backend->lessons()), m_thread(new QThread),
      m_threadObject(new QObject), m_lifeToken(std::make_shared<CancelToken>())
{
    m_thread->setObjectName(QStringLiteral("coalesce-worker"));
    m_threadObject->moveToThread(m_thread);
    m_thread->start();
}

Worker::~Worker()
{
    m_lifeToken->cancel();
    if (m_measureToken)
        m_measureToken->cancel();
    if (m_sweepToken)
        m_sweepToken->cancel();
    ++m_traceGen;
    ++m_measureGen;
    ++m_sweepGen;
    m_thread->quit();
    m_thread->wait();
    delete m_threadObject;
    delete m_thread;
    m_backend.reset(); // releases the device on this thread, after the worker thread has ended
}

template <class Fn>
void Worker::post(Fn&& fn)
{
    ++m_pending;
    QMetaObject::invokeMethod(m_threadObject, std::forward<Fn>(fn), Qt::QueuedConnection);
}

template <class Fn>
void Worker::reply(Fn&& fn)
{
    // Runs fn on the GUI thread; dropped if this Worker is gone by then.
    QMetaObject::invokeMethod(this, std::forward<Fn>(fn), Qt::QueuedConnection);
}

void Worker::finishOne()
{
    if (--m_pending == 0)
        emit idle();
}

void Worker::scan()
{
    post([this] {
        ScanResult result;
        std::exception_ptr error;
        try {
            result = m_backend->scan();
        } catch (...) {
            error = std::current_exception();
        }
        reply([this, result, error] {
            finishOne();
            if (error)
                emit failed(0, toTaskError(Task::Scan, error));
            else
                emit scanned(result);
        });
    });
}

void Worker::open(const std::string& selector)
{
    post([this, selector] {
        DeviceSnapshot snapshot;
        std::exception_ptr error;
        try {
            snapshot = m_backend->open(selector);
        } catch (...) {
            error = std::current_exception();
        }
        reply([this, snapshot, error] {
            finishOne();
            if (error)
                emit failed(0, toTaskError(Task::Open, error));
            else
                emit opened(snapshot);
        });
    });
}

void Worker::setProfile(const GeometryProfile& profile)
{
    post([this, profile] {
        m_backend->setProfile(profile);
        reply([this] { finishOne(); });
    });
}

quint64 Worker::trace(const std::string& lesson, const ParamSet& params)
{
    const quint64 gen = ++m_traceGen;
    auto life = m_lifeToken;
    post([this, gen, lesson, params, life] {
        TraceOutcome outcome;
        std::exception_ptr error;
        if (gen != m_traceGen.load()) { // superseded before it started
            reply([this] { finishOne(); });
            return;
        }
        try {
            outcome = m_backend->trace(lesson, params, *life);
        } catch (...) {
            error = std::current_exception();
        }
        reply([this, gen, outcome = std::move(outcome), error] {
            finishOne();
            if (gen != m_traceGen.load())
                return;
            if (error)
                emit failed(gen, toTaskError(Task::Trace, error));
            else
                emit traced(gen, outcome);
        });
    });
    return gen;
}

quint64 Worker::measure(const std::string& lesson, const ParamSet& params, const MeasureOptions& options)
{
    const quint64 gen = ++m_measureGen;
    if (m_measureToken)
        m_measureToken->cancel();
    auto token = std::make_shared<CancelToken>();
    m_measureToken = token;
    post([this, gen, lesson, params, options, token] {
        if (gen != m_measureGen.load() || token->cancelled()) {
            reply([this] { finishOne(); });
            return;
        }
        PointResult point;
        std::exception_ptr error;
        try {
            point = m_backend->measure(lesson, params, options, *token);
        } catch (...) {
            error = std::current_exception();
        }
        reply([this, gen, point = std::move(point), error] {
            finishOne();
            if (gen != m_measureGen.load())
                return;
            if (error)
                emit failed(gen, toTaskError(Task::Measure, error));
            else
                emit measured(gen, point);
        });
    });
    return gen;
}

quint64 Worker::sweep(const std::string& lesson, const ParamSet& fixed, const SweepRange& range,
                      const MeasureOptions& options)
{
    const quint64 gen = ++m_sweepGen;
    if (m_sweepToken)
        m_sweepToken->cancel();
    auto token = std::make_shared<CancelToken>();
    m_sweepToken = token;
    m_sweepRunning = true;
    post([this, gen, lesson, fixed, range, options, token] {
        ResultFile result;
        std::exception_ptr error;
        auto progress = [this, gen](const Progress& p) {
            const QString message = QString::fromStdString(p.message);
            const int point = p.point, points = p.points;
            reply([this, gen, point, points, message] {
                if (gen == m_sweepGen.load())
                    emit sweepProgress(gen, point, points, message);
            });
        };
        auto onPoint = [this, gen](const PointResult& p) {
            reply([this, gen, p] {
                if (gen == m_sweepGen.load())
                    emit sweepPoint(gen, p);
            });
        };
        try {
            result = m_backend->sweep(lesson, fixed, range, options, *token, progress, onPoint);
        } catch (...) {
            error = std::current_exception();
        }
        reply([this, gen, result = std::move(result), error] {
            finishOne();
            if (gen != m_sweepGen.load())
                return;
            m_sweepRunning = false;
            if (error)
                emit failed(gen, toTaskError(Task::Sweep, error));
            else
                emit sweepFinished(gen, result);
        });
    });
    return gen;
}

void Worker::cancelSweep()
{
    if (m_sweepToken)
        m_sweepToken->cancel();
}

void Worker::cancelMeasure()
{
    if (m_measureToken)
        m_measureToken->cancel();
}

} // namespace coalesce::ui
