// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparesession.h"

#include "ui/controller.h"
#include "ui/remoterouter.h"

namespace coalesce::ui {

namespace {

// Where a device is: "" for this machine, else its SSH destination.
QString hostOf(const DeviceChoice& d)
{
    QString destination;
    return parseRemoteSelector(d.selector, &destination, nullptr) ? destination : QString();
}

} // namespace

QString sharedHardware(const DeviceChoice& a, const DeviceChoice& b)
{
    if (hostOf(a) != hostOf(b))
        return {}; // two machines
    if (a.selector == b.selector)
        return CompareSession::tr("they are the same device");
    if (a.type == "cpu" && b.type == "cpu")
        return CompareSession::tr("both run on the same CPU");
    if (a.name == b.name)
        return CompareSession::tr("both are %1 (one device under two platforms, or two alike)")
            .arg(QString::fromStdString(a.name));
    return {};
}

CompareSession::CompareSession(Controller* main, std::unique_ptr<Backend> backend, QObject* parent)
    : QObject(parent), m_main(main), m_worker(std::make_unique<Worker>(std::move(backend)))
{
    connect(m_main, &Controller::traceReady, this, [this] { retrace(); });
    connect(m_main, &Controller::deviceOpened, this, [this] { updateSchedule(); });
    connect(m_main, &Controller::sweepStarted, this, &CompareSession::onMainSweepStarted);
    connect(m_main, &Controller::sweepFinished, this, &CompareSession::onMainSweepFinished);
    connect(m_main, &Controller::stopped, this, [this] {
        m_sweepDue = false;
        m_worker->cancel(Task::Sweep);
    });
    connect(m_worker.get(), &Worker::failed, this, [this](quint64, const TaskError& e) {
        if (e.kind != ErrorKind::Cancelled)
            emit failed(e.message);
    });
}

CompareSession::~CompareSession() = default;

void CompareSession::setDevice(const DeviceChoice& device)
{
    if (device.selector.empty()) {
        clear();
        return;
    }
    m_device = device;
    m_snapshot.reset();
    m_main->removeOverlay(seriesLabel());
    m_series.reset();
    updateSchedule();
    Backend* backend = m_worker->backend();
    m_worker->invoke(
        Task::Open,
        [backend, selector = device.selector](const TaskContext&) { return backend->open(selector); },
        [this](DeviceSnapshot snapshot) {
            m_snapshot = snapshot;
            emit opened(snapshot);
            retrace();
        });
}

void CompareSession::clear()
{
    m_worker->cancel(Task::Sweep);
    m_worker->cancel(Task::Trace);
    m_sweepDue = false;
    m_main->removeOverlay(seriesLabel());
    m_device.reset();
    m_snapshot.reset();
    m_series.reset();
    m_shared.clear();
    emit scheduleChanged();
}

QString CompareSession::seriesLabel() const
{
    return tr("Compare");
}

QString CompareSession::scheduleText() const
{
    if (!m_device)
        return {};
    return m_shared.isEmpty() ? tr("measured at the same time (different hardware)")
                              : tr("measured one after the other: %1").arg(m_shared);
}

void CompareSession::updateSchedule()
{
    m_shared.clear();
    if (m_device && m_main->device() && m_main->scanResult()) {
        // The main device as the scan listed it (a remote one is described by its own selector and label).
        DeviceChoice main{m_main->device()->selector, m_main->device()->label, {}, {}, {}};
        for (const DeviceChoice& d : m_main->scanResult()->devices)
            if (d.selector == main.selector)
                main = d;
        if (main.type.empty()) // not in the local scan: a remote device, never the same hardware as a local one
            main.name = main.label;
        m_shared = sharedHardware(main, *m_device);
    }
    emit scheduleChanged();
}

void CompareSession::retrace()
{
    const auto& main = m_main->lastTrace();
    if (!m_device || !m_snapshot || !main || main->hostGenerated)
        return;
    Backend* backend = m_worker->backend();
    m_worker->invoke(
        Task::Trace,
        [backend, lesson = main->lesson, params = main->params](const TaskContext& task) {
            return backend->trace(lesson, params, task.cancel());
        },
        [this](TraceOutcome outcome) { emit traceReady(outcome); });
}

void CompareSession::onMainSweepStarted()
{
    if (!m_device || !m_snapshot)
        return;
    m_worker->cancel(Task::Sweep);
    if (m_shared.isEmpty())
        startSweep();
    else
        m_sweepDue = true;
}

void CompareSession::onMainSweepFinished(const ResultFile& result)
{
    if (!m_sweepDue)
        return;
    m_sweepDue = false;
    if (!result.cancelled)
        startSweep();
}

void CompareSession::startSweep()
{
    const auto& range = m_main->lastSweepRange();
    if (!range || !m_snapshot)
        return;
    ResultFile series;
    series.lesson = m_main->lessonId();
    series.sweptParam = range->param;
    series.options = m_main->sweepOptions();
    series.device = Json{{"name", m_snapshot->label}};
    series.profile = profileToJson(m_snapshot->profile); // the chart takes the peak from it
    m_series = series;
    m_main->setOverlay(seriesLabel(), series);
    Backend* backend = m_worker->backend();
    m_worker->invoke(
        Task::Sweep,
        [this, backend, lesson = m_main->lessonId(), fixed = m_main->params(), range = *range,
         options = m_main->sweepOptions()](const TaskContext& task) {
            auto onPoint = [this, &task](const PointResult& p) {
                task.report([this, p] {
                    if (!m_series)
                        return;
                    m_series->points.push_back(p);
                    m_main->setOverlay(seriesLabel(), *m_series);
                });
            };
            return backend->sweep(lesson, fixed, range, options, task.cancel(), {}, onPoint);
        },
        [this](ResultFile result) {
            if (!m_snapshot)
                return;
            if (!result.device.is_object())
                result.device = Json::object();
            result.device["name"] = m_snapshot->label; // the label the picker shows, "(on HOST)" too
            m_series = result;
            m_main->setOverlay(seriesLabel(), result);
            emit sweepFinished(result);
        });
}

} // namespace coalesce::ui
