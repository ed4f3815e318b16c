// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The "Measure geometry" row of the device explorer's geometry tab (issue 11): runs the probes on the open
// device through the controller (off the GUI thread), shows which probe runs (n of m) with a Cancel button,
// then what was measured and which probes could not decide (and why); "Export…" writes the measured values,
// with each probe's method, confidence and curves, as JSON. The values themselves appear in the geometry table
// with source "measured" and their method in the note.
#include "core/json.h"

#include <QWidget>

class QLabel;
class QScrollArea;
class QProgressBar;
class QPushButton;

namespace coalesce::ui {

class Controller;
struct ProbeRun;

class ProbePanel : public QWidget {
    Q_OBJECT
public:
    explicit ProbePanel(QWidget* parent = nullptr);

    /// Connects the panel to the controller that runs the probes (once).
    void attach(Controller* controller);
    /// Writes the last run's measured JSON to `path` (atomically); false, with a message, when it fails.
    bool exportTo(const QString& path);

    QPushButton* measureButton() const { return m_measure; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* exportButton() const { return m_export; }
    QProgressBar* progressBar() const { return m_progress; }
    QLabel* statusLabel() const { return m_status; }
    /// Shows a run's report below the buttons; an empty text hides the report's area (the table above takes
    /// its height).
    void setStatus(const QString& text);

signals:
    void message(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void start();
    void onProgress(int probe, int probes, const QString& text);
    void onMeasured(const ProbeRun& run);
    void onStopped(bool cancelled);
    void setRunning(bool running);
    void exportAs();

    Controller* m_controller = nullptr;
    QPushButton* m_measure;
    QPushButton* m_cancel;
    QPushButton* m_export;
    QProgressBar* m_progress;
    QLabel* m_status;
    QScrollArea* m_statusArea = nullptr; ///< m_status, at most six lines high (the table keeps its room)
    Json m_measured;                     ///< the last run's export document (null before a run)
};

} // namespace coalesce::ui
