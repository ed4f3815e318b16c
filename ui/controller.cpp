// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/controller.h"

#include "ui/coretexts.h"

#include "core/errors.h"
#include "core/sweepfit.h"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace coalesce::ui {

namespace {
int64_t largestPowerOfTwo(int64_t limit)
{
    int64_t p = 1;
    while (p <= limit / 2)
        p *= 2;
    return p;
}
} // namespace

Controller::Controller(std::unique_ptr<Backend> backend, QObject* parent)
    : QObject(parent), m_worker(std::make_unique<Worker>(std::move(backend))),
      m_files(std::make_unique<Worker>(nullptr)), m_lessons(m_worker->lessons()), m_profile(defaultProfile())
{
    m_interactive.warmup = 1;
    m_interactive.budgetSeconds = 0.05;
    m_interactive.minReps = 3;
    m_sweepOptions.warmup = 2;
    m_sweepOptions.budgetSeconds = 0.1;
    m_sweepOptions.minReps = 5;

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &Controller::measureNow);

    connect(m_worker.get(), &Worker::failed, this, &Controller::onFailed);
    connect(m_worker.get(), &Worker::idle, this, [this] {
        setBusy(false);
        if (!m_debounce.isActive())
            setMeasuring(false); // a cancelled or superseded measurement answers nothing
    });
    connect(m_files.get(), &Worker::failed, this, &Controller::onFailed);
}

Controller::~Controller() = default;

const LessonEntry* Controller::lesson() const
{
    return findEntry(m_lessons, m_lessonId);
}

std::string Controller::mainParam() const
{
    const LessonEntry* entry = lesson();
    if (!entry || entry->specs.empty())
        return {};
    const auto eq = entry->defaultSweep.find('=');
    if (eq != std::string::npos) {
        const std::string name = entry->defaultSweep.substr(0, eq);
        if (findSpec(entry->specs, name))
            return name;
    }
    return entry->specs.front().name;
}

void Controller::scanDevices()
{
    setBusy(true);
    Backend* backend = m_worker->backend();
    m_worker->invoke(
        Task::Scan, [backend](const TaskContext&) { return backend->scan(); },
        [this](ScanResult result) {
            m_scan = result;
            emit devicesScanned(result);
        });
}

void Controller::openDevice(const QString& selector)
{
    m_worker->cancel(Task::Probe); // the probes measure the device being closed
    setBusy(true);
    Backend* backend = m_worker->backend();
    m_worker->invoke(
        Task::Open,
        [backend, selector = selector.toStdString()](const TaskContext&) { return backend->open(selector); },
        [this](DeviceSnapshot snapshot) { onOpened(snapshot); });
}

void Controller::onOpened(const DeviceSnapshot& snapshot)
{
    m_device = snapshot;
    m_profile = snapshot.profile;
    if (!snapshot.lessons.empty())
        m_lessons = snapshot.lessons;
    m_lessons.insert(m_lessons.end(), m_customEntries.begin(), m_customEntries.end());
    limitSizes(snapshot);
    emit deviceOpened(snapshot);
    emit lessonsChanged();
    emit profileChanged();
    if (!m_lessonId.empty())
        retrace();
    if (m_liveMeasure && !m_lessonId.empty())
        m_debounce.start();
}

void Controller::limitSizes(const DeviceSnapshot& snapshot)
{
    // A buffer larger than the device's largest allocation cannot run: such sizes are not offered at all.
    int64_t limit = 0;
    for (const InfoField& f : snapshot.info)
        if (f.key == "max_mem_alloc_size" && f.value.is_number())
            limit = f.value.get<int64_t>();
    if (limit <= 0)
        return;
    for (LessonEntry& entry : m_lessons) {
        for (ParamSpec& spec : entry.specs) {
            if (spec.kind != ParamKind::Size || spec.max <= limit || spec.min > limit)
                continue;
            spec.max = limit;
            spec.def = std::min(spec.def, limit);
            if (entry.defaults.has(spec.name) && entry.defaults.integer(spec.name) > limit)
                entry.defaults.setRaw(spec.name,
                                      canonicalValue(spec, std::to_string(largestPowerOfTwo(limit))));
            if (entry.info.id == m_lessonId && m_params.has(spec.name) && m_params.integer(spec.name) > limit)
                m_params.setRaw(spec.name, canonicalValue(spec, std::to_string(largestPowerOfTwo(limit))));
        }
    }
}

bool Controller::selectLesson(const QString& id, const std::vector<std::string>& assignments)
{
    const LessonEntry* entry = findEntry(m_lessons, id.toStdString());
    if (!entry) {
        emit errorOccurred(Task::Trace, tr("Unknown lesson"), tr("There is no lesson \"%1\".").arg(id), {});
        return false;
    }
    ParamSet params;
    try {
        params = applyParams(entry->specs, entry->defaults, assignments);
    } catch (const Error& e) {
        emit errorOccurred(Task::Trace, tr("Invalid parameter"), CoreTexts::translate(std::string(e.what())),
                           {});
        return false;
    }
    m_lessonId = entry->info.id;
    m_params = params;
    m_trace.reset();
    m_current.reset();
    emit lessonChanged(id);
    emit paramsChanged();
    paramsTouched();
    return true;
}

bool Controller::setParam(const QString& name, const QString& value)
{
    const LessonEntry* entry = lesson();
    if (!entry)
        return false;
    try {
        ParamSet next = applyParams(entry->specs, m_params, {name.toStdString() + "=" + value.toStdString()});
        if (next == m_params)
            return true;
        m_params = next;
    } catch (const Error& e) {
        emit errorOccurred(Task::Trace, tr("Invalid parameter"), CoreTexts::translate(std::string(e.what())),
                           {});
        return false;
    }
    emit paramsChanged();
    paramsTouched();
    return true;
}

bool Controller::stepMainParam(int direction)
{
    const LessonEntry* entry = lesson();
    const std::string name = mainParam();
    const ParamSpec* spec = entry ? findSpec(entry->specs, name) : nullptr;
    if (!spec || direction == 0)
        return false;
    const bool up = direction > 0;
    if (spec->kind == ParamKind::Choice) {
        auto it = std::find(spec->choices.begin(), spec->choices.end(), m_params.text(name));
        if (it == spec->choices.end())
            return false;
        const auto index = it - spec->choices.begin() + (up ? 1 : -1);
        if (index < 0 || index >= int(spec->choices.size()))
            return false;
        return setParam(QString::fromStdString(name), QString::fromStdString(spec->choices[size_t(index)]));
    }
    const int64_t current = m_params.integer(name);
    int64_t next = current;
    if (!spec->allowed.empty()) {
        auto it = std::find(spec->allowed.begin(), spec->allowed.end(), current);
        const auto index = (it - spec->allowed.begin()) + (up ? 1 : -1);
        if (it == spec->allowed.end() || index < 0 || index >= int(spec->allowed.size()))
            return false;
        next = spec->allowed[size_t(index)];
    } else if (spec->log2Axis || spec->kind == ParamKind::Size) {
        next = up ? current * 2 : current / 2;
    } else {
        next = current + (up ? 1 : -1);
    }
    next = std::clamp(next, spec->min, spec->max);
    if (next == current)
        return false;
    return setParam(QString::fromStdString(name), QString::number(next));
}

void Controller::paramsTouched()
{
    retrace();
    if (m_liveMeasure && m_device && !m_worker->sweepRunning()) {
        m_debounce.start(); // restarts: only the last change of a burst is measured
        setMeasuring(true);
    }
}

void Controller::retrace()
{
    // Without a device the backend answers with a model-only trace (RealBackend: generated on the host).
    if (m_lessonId.empty())
        return;
    setBusy(true);
    Backend* backend = m_worker->backend();
    m_worker->invoke(
        Task::Trace,
        [backend, lesson = m_lessonId, params = m_params](const TaskContext& task) {
            return backend->trace(lesson, params, task.cancel());
        },
        [this](TraceOutcome outcome) {
            m_trace = outcome;
            emit traceReady(outcome);
        });
}

Backend* Controller::beginExclusiveTask()
{
    m_debounce.stop();
    m_worker->cancel(Task::Measure);
    setBusy(true);
    return m_worker->backend();
}

void Controller::measureNow()
{
    m_debounce.stop();
    if (m_lessonId.empty() || !m_device || m_worker->sweepRunning())
        return setMeasuring(false);
    setBusy(true);
    setMeasuring(true);
    Backend* backend = m_worker->backend();
    m_worker->invoke(
        Task::Measure,
        [backend, lesson = m_lessonId, params = m_params, options = m_interactive](const TaskContext& task) {
            return backend->measure(lesson, params, options, task.cancel());
        },
        [this](PointResult point) {
            m_current = point;
            setMeasuring(false);
            emit pointMeasured(point);
        });
}

void Controller::setLiveMeasure(bool on)
{
    m_liveMeasure = on;
    if (!on) {
        m_debounce.stop();
        m_worker->cancel(Task::Measure);
        setMeasuring(false);
    }
}

bool Controller::runSinglePoint()
{
    return startSweep(SweepRange{});
}

bool Controller::runSweep(const QString& text)
{
    const LessonEntry* entry = lesson();
    if (!entry) {
        emit errorOccurred(Task::Sweep, tr("Choose a lesson first"), {}, {});
        return false;
    }
    if (!m_device) {
        emit errorOccurred(Task::Sweep, tr("No device is open"),
                           tr("A sweep runs real kernels; open an OpenCL device first."), {});
        return false;
    }
    SweepRange range;
    try {
        range = parseSweep(entry->specs, text.isEmpty() ? entry->defaultSweep : text.toStdString());
        // The default sweep measures what the other parameters allow (global.random's windows up to the
        // buffer's elements); a typed range is kept whole and its refused points say why.
        if (const Lesson* known = text.isEmpty() ? findLesson(m_lessonId) : nullptr) {
            std::vector<std::string> leftOut;
            range = fitDefaultSweep(*known, range, m_params, &leftOut);
            for (const std::string& value : leftOut)
                spdlog::info("default sweep of {}: {}={} left out (not allowed with the other parameters)",
                             m_lessonId, range.param, value);
        }
    } catch (const Error& e) {
        emit errorOccurred(Task::Sweep, tr("Invalid sweep"), CoreTexts::translate(std::string(e.what())), {});
        return false;
    }
    return startSweep(range);
}

bool Controller::startSweep(const SweepRange& range)
{
    if (!lesson() || !m_device) {
        emit errorOccurred(Task::Sweep, tr("No device is open"),
                           tr("A sweep runs real kernels; open an OpenCL device first."), {});
        return false;
    }
    m_lastRange = range;
    ResultFile skeleton;
    skeleton.lesson = m_lessonId;
    skeleton.sweptParam = range.param;
    skeleton.options = m_sweepOptions;
    skeleton.device = Json{{"name", m_device->label}};
    m_sweep = skeleton;
    Backend* backend = beginExclusiveTask();
    m_worker->invoke(
        Task::Sweep,
        [this, backend, lesson = m_lessonId, fixed = m_params, range,
         options = m_sweepOptions](const TaskContext& task) {
            // Progress and points reach the GUI thread as they happen (dropped once a newer sweep started).
            auto progress = [this, &task](const Progress& p) {
                task.report(
                    [this, point = p.point, points = p.points, message = QString::fromStdString(p.message)] {
                        emit sweepProgress(point, points, message);
                    });
            };
            auto onPoint = [this, &task](const PointResult& p) {
                task.report([this, p] {
                    if (m_sweep)
                        m_sweep->points.push_back(p);
                    emit sweepPointAdded(p);
                });
            };
            return backend->sweep(lesson, fixed, range, options, task.cancel(), progress, onPoint);
        },
        [this](ResultFile result) {
            m_sweep = result;
            spdlog::info("sweep of {} finished: {} points{}", result.lesson, result.points.size(),
                         result.cancelled ? " (stopped)" : "");
            emit sweepFinished(result);
        });
    emit sweepStarted(QString::fromStdString(range.param), int(range.values.size()));
    return true;
}

void Controller::stop()
{
    m_debounce.stop();
    m_worker->cancel(Task::Sweep);
    m_worker->cancel(Task::Measure);
    setMeasuring(false);
    emit stopped();
}

void Controller::setProfile(const GeometryProfile& profile)
{
    m_profile = profile;
    Backend* backend = m_worker->backend();
    m_worker->invoke(
        Task::Profile,
        [backend, profile](const TaskContext&) {
            backend->setProfile(profile);
            return true;
        },
        [](bool) {});
    emit profileChanged();
    retrace();
}

void Controller::onFailed(quint64, const TaskError& error)
{
    if (error.task == Task::Measure)
        setMeasuring(false);
    if (error.task == Task::Probe)
        emit geometryStopped(error.kind == ErrorKind::Cancelled);
    if (error.kind == ErrorKind::Cancelled)
        return;
    if (error.task == Task::Open && m_device) {
        // The backend closed the old device before trying the new one: the pattern goes model-only.
        m_device.reset();
        m_current.reset();
        retrace();
    }
    spdlog::error("{}", error.message.toStdString());
    emit errorOccurred(error.task, taskSentence(error.task), error.message, error.details);
}

void Controller::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged(busy);
}

void Controller::setMeasuring(bool measuring)
{
    if (measuring == m_measuring)
        return;
    m_measuring = measuring;
    emit measuringChanged(measuring);
}

QString Controller::taskSentence(Task task) const
{
    switch (task) {
    case Task::Scan:
        return tr("Could not list the OpenCL devices.");
    case Task::Open:
        return tr("Could not open the device.");
    case Task::Trace:
        return tr("Could not trace the kernel's accesses.");
    case Task::Measure:
        return tr("Could not measure this configuration.");
    case Task::Sweep:
        return tr("The sweep failed.");
    case Task::Profile:
        return tr("Could not apply the memory geometry.");
    case Task::LoadResult:
        return tr("Could not open the result file.");
    case Task::Custom:
        return tr("Could not check your kernel.");
    case Task::Probe:
        return tr("Could not measure the device's geometry.");
    }
    return {};
}

} // namespace coalesce::ui
