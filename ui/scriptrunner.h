// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Drives the main window through a scripted run: waits for the device, traces and measures (or sweeps) the
// requested lesson, loads --open files, writes the exports and, with --quit, ends the application with an
// exit code (0 done, 1 an export failed, 2 bad input, 3 device or OpenCL failure, 4 wrong results).
#include "ui/scriptoptions.h"
#include "ui/worker.h"

#include <QObject>

namespace coalesce::ui {

class MainWindow;

class ScriptRunner : public QObject {
    Q_OBJECT
public:
    ScriptRunner(MainWindow* window, ScriptOptions options, QObject* parent = nullptr);
    /// Call after the lesson has been selected and MainWindow::start().
    void start();

signals:
    void finished(int exitCode);

private:
    void onError(Task task, const QString& title, const QString& message);
    void maybeFinish();
    void finish(int code);

    MainWindow* m_window;
    ScriptOptions m_options;
    bool m_needDevice = false;
    bool m_deviceReady = false;
    bool m_traceDone = false;
    bool m_resultDone = false;
    bool m_finished = false;
    int m_code = 0;
    int m_openPending = 0; // --open files still being read
};

} // namespace coalesce::ui
