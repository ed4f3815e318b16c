// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scriptrunner.h"

#include "ui/controller.h"
#include "ui/mainwindow.h"

#include <QTimer>

#include <cstdio>

namespace coalesce::ui {

ScriptRunner::ScriptRunner(MainWindow* window, ScriptOptions options, QObject* parent)
    : QObject(parent), m_window(window), m_options(std::move(options))
{
}

void ScriptRunner::start()
{
    Controller* c = m_window->controller();
    m_needDevice = !m_options.lesson.isEmpty();
    m_traceDone = !m_needDevice;
    m_resultDone = !m_needDevice;
    c->setLiveMeasure(false);
    m_openPending = int(m_options.open.size());
    connect(c, &Controller::resultLoaded, this, [this](const QString&, bool ok) {
        --m_openPending;
        if (!ok)
            return finish(2);
        maybeFinish();
    });
    c->openResults(m_options.open);
    connect(c, &Controller::errorOccurred, this,
            [this](Task task, const QString& title, const QString& message, const QString&) {
                onError(task, title, message);
            });
    connect(m_window, &MainWindow::failure, this, [this](const QString& message) {
        if (m_needDevice && !m_deviceReady) {
            std::fprintf(stderr, "coalesce: %s\n", qPrintable(message));
            finish(3);
        }
    });
    connect(c, &Controller::deviceOpened, this, [this, c] {
        if (m_deviceReady || !m_needDevice)
            return;
        m_deviceReady = true;
        const bool ok = m_options.sweep.isEmpty() ? c->runSinglePoint() : c->runSweep(m_options.sweep);
        if (!ok)
            finish(2);
    });
    connect(c, &Controller::traceReady, this, [this](const TraceOutcome& outcome) {
        if (m_needDevice && outcome.hostGenerated)
            return; // the model-only picture shown before the device opened
        m_traceDone = true;
        maybeFinish();
    });
    connect(c, &Controller::sweepFinished, this, [this](const ResultFile& result) {
        m_resultDone = true;
        for (const auto& p : result.points) {
            if (!p.validation.passed && p.skipped.empty() && p.error.empty())
                m_code = 4;
        }
        maybeFinish();
    });
    QTimer::singleShot(0, this, &ScriptRunner::maybeFinish);
}

void ScriptRunner::onError(Task task, const QString& title, const QString& message)
{
    Q_UNUSED(title);
    Q_UNUSED(message); // MainWindow prints it in scripted mode
    switch (task) {
    case Task::Scan:
    case Task::Open:
        if (m_needDevice)
            finish(3);
        break;
    case Task::Trace:
        m_traceDone = true; // the pattern export will say there is nothing to draw
        maybeFinish();
        break;
    case Task::Measure:
    case Task::Profile:
    case Task::LoadResult: // answered by resultLoaded
    case Task::Custom:     // the kernel editor's
    case Task::Probe:      // the device explorer's
        break;
    case Task::Sweep:
        m_resultDone = true;
        m_code = 3;
        maybeFinish();
        break;
    }
}

void ScriptRunner::maybeFinish()
{
    if (m_finished || !m_traceDone || !m_resultDone || m_openPending > 0)
        return;
    int code = m_code;
    for (const QString& path : m_options.exports) {
        QString error;
        if (m_window->exportTo(path, &error)) {
            std::fprintf(stdout, "coalesce: wrote %s\n", qPrintable(path));
        } else {
            std::fprintf(stderr, "coalesce: %s\n", qPrintable(error));
            code = code ? code : 1;
        }
    }
    std::fflush(stdout);
    finish(code);
}

void ScriptRunner::finish(int code)
{
    if (m_finished)
        return;
    m_finished = true;
    emit finished(code);
}

} // namespace coalesce::ui
