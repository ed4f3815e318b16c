// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Export dispatch: one file name, by its type (ScriptOptions' exportKindFor), to the pattern view
// (.pattern.png, .pattern.svg), the chart (.png, .svg, .pdf) or the result data (.csv, .json: the sweep shown,
// else the first opened file). Used by the File menu's dialogs and by scripted --export alike.
#include "core/results.h"

#include <QObject>
#include <QString>

#include <functional>

class QWidget;

namespace coalesce::ui {

class Controller;
class PatternView;
class ThroughputChart;

class Exporter : public QObject {
    Q_OBJECT
public:
    Exporter(Controller* controller, PatternView* pattern, ThroughputChart* chart, QObject* parent = nullptr);

    /// Writes one export by file type. Returns false with a one-line translated error.
    bool exportTo(const QString& path, QString* error) const;
    /// The result the data exports write: the sweep, else the first opened file; null when there is none.
    const ResultFile* currentResult() const;

    // The File menu's dialogs; problems are shown in message boxes over `window`.
    void saveResults(QWidget* window) const;
    void exportChart(QWidget* window) const;
    void exportPattern(QWidget* window) const;

private:
    /// Asks for a file name and writes it; a failure is shown in a message box titled `title`.
    void askAndWrite(QWidget* window, const QString& title, const QString& name, const QString& filter,
                     const std::function<bool(const QString&, QString*)>& write) const;

    Controller* m_controller;
    PatternView* m_pattern;
    ThroughputChart* m_chart;
};

} // namespace coalesce::ui
