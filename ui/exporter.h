// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Export dispatch: one file name, by its type (ScriptOptions' exportKindFor), to the pattern view
// (.pattern.png, .pattern.svg; .gif: the animation of the current request), the chart (.png, .svg, .pdf) or the
// result data (.csv, .json: the sweep shown, else the first opened file). Pictures carry a caption (lesson,
// device, parameters, date; ui/exportcaption.h) and are written at the settings' size and DPI
// (ui/exportimage.h). Used by the Export dialog and by scripted --export alike.
#include "ui/exportcaption.h"
#include "ui/exportimage.h"

#include "core/results.h"

#include <QObject>
#include <QString>

#include <functional>

class QWidget;

namespace coalesce::ui {

class Controller;
class PatternView;
class ThroughputChart;

/// What the Export dialog writes, whatever the file is called.
enum class ExportItem { Chart, Pattern, Animation };

class Exporter : public QObject {
    Q_OBJECT
public:
    Exporter(Controller* controller, PatternView* pattern, ThroughputChart* chart, QObject* parent = nullptr);

    /// Size and DPI of picture exports when none are given (scripted --export-size / --export-dpi).
    void setSettings(const ExportSettings& settings) { m_settings = settings; }
    const ExportSettings& settings() const { return m_settings; }

    /// Writes one export by file type at settings(). Returns false with a one-line translated error.
    bool exportTo(const QString& path, QString* error) const;
    /// Called between the animation's frames with (done, total); returning false cancels the export.
    using Progress = std::function<bool(int, int)>;
    bool exportTo(const QString& path, const ExportSettings& settings, QString* error,
                  const Progress& progress = {}) const;
    /// Writes `item` to `path` in the format its extension names (chart: .png .svg .pdf; pattern: .png .svg;
    /// animation: .gif). Returns false with a one-line translated error.
    bool exportItem(ExportItem item, const QString& path, const ExportSettings& settings, QString* error,
                    const Progress& progress = {}) const;
    /// The result the data exports write: the sweep, else the first opened file; null when there is none.
    const ResultFile* currentResult() const;

    /// What the chart and the pattern exports say about themselves (tests read them too).
    ExportCaption chartCaption() const;
    ExportCaption patternCaption() const;

    // The File menu's dialogs; problems are shown in message boxes over `window`.
    void saveResults(QWidget* window) const;
    void exportChart(QWidget* window) const;
    void exportPattern(QWidget* window) const;

private:
    /// Asks for a file name and writes it; a failure is shown in a message box titled `title`.
    void askAndWrite(QWidget* window, const QString& title, const QString& name, const QString& filter,
                     const std::function<bool(const QString&, QString*)>& write) const;
    QString lessonTitle(const std::string& id) const;

    Controller* m_controller;
    PatternView* m_pattern;
    ThroughputChart* m_chart;
    ExportSettings m_settings;
};

} // namespace coalesce::ui
