// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The main window: device picker, lesson panel and device explorer (docks), the pattern view and the
// throughput chart side by side in the centre, results table and log (docks), status bar with progress.
// F11 toggles presentation mode (full screen, large fonts, only the pattern and the chart); Space plays and
// pauses, Left/Right step the animation, Up/Down the request step, +/- change the lesson's main parameter, `?`
// shows every key (mainwindowkeys.cpp).
#include "ui/backend.h"
#include "ui/scriptoptions.h"
#include "ui/worker.h"

#include <QMainWindow>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QSplitter;
class QTableView;

namespace coalesce::ui {

class ChartPresenter;
class Controller;
class DeviceExplorer;
class Exporter;
class KeyHelpOverlay;
class LessonPanel;
class LessonPlanPanel;
class LogBridge;
class PatternView;
class LessonPicture;
class PlaybackBar;
class QtLogSink;
class ResultsModel;
class SourceView;
class ThroughputChart;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// Takes the controller (and so the worker and the device) with it.
    explicit MainWindow(std::unique_ptr<Controller> controller, QWidget* parent = nullptr);
    ~MainWindow() override;

    Controller* controller() const { return m_controller.get(); }
    PatternView* patternView() const { return m_pattern; }
    ThroughputChart* chart() const { return m_chart; }
    ResultsModel* resultsModel() const { return m_results; }
    LessonPanel* lessonPanel() const { return m_lessonPanel; }
    DeviceExplorer* deviceExplorer() const { return m_explorer; }
    QComboBox* deviceCombo() const { return m_deviceCombo; }
    SourceView* sourceView() const { return m_source; }
    Exporter* exporter() const { return m_exporter; }
    LessonPlanPanel* lessonPlanPanel() const { return m_plan; } ///< mainwindowplan.cpp

    /// Starts the background device scan and restores the last session (device, lesson, parameters).
    void start(bool restoreSession = true);
    /// Scripted mode prints errors on stderr instead of showing message boxes.
    void setScripted(bool scripted) { m_scripted = scripted; }
    /// The device to open once the scan is done (a selector for selectDevice); overrides the saved one.
    void setInitialDevice(const QString& selector) { m_initialDevice = selector; }
    /// Whether the device of the last session is to be opened (start(true) without --device).
    bool restoresSavedDevice() const { return m_restoreDevice && !m_initialDevice; }
    bool presentation() const { return m_presentation; }
    bool chartInPresentation() const { return m_presentChart; }
    static constexpr double kPresentationTextPx = 14; ///< the picture's smallest text in presentation mode
    /// Writes one export by file type (see ScriptOptions). Returns false with a one-line error.
    bool exportTo(const QString& path, QString* error);
    /// Shows in the banner that another Coalesce window is open (application.cpp's lock).
    void warnSecondInstance();
    /// The banner over the picture (errors, no device, a second instance); hidden when there is nothing to say.
    QLabel* banner() const { return m_banner; }
    /// The result the data exports write: the sweep, else the first opened file.
    const ResultFile* currentResult() const;

public slots:
    void setPresentation(bool on);
    /// Presentation mode shows the chart below the picture only where the screen is tall enough for both with
    /// projector-sized text (the picture's text stays at least kPresentationTextPx); else the picture fills
    /// the stage, the headline carries the measured value, and C (View menu) brings the chart back.
    void setChartInPresentation(bool on);
    void openResults();
    void saveResults();
    void exportChart();
    void exportPattern();
    /// Opens a plan file (asks for one when `path` is empty); a bad file is refused with a message.
    void openLessonPlan(const QString& path = {}); ///< mainwindowplan.cpp
    void editLessonPlan();

signals:
    /// Emitted once a scripted step may continue (for ScriptRunner): an error message or empty.
    void failure(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override; ///< mainwindowlanguage.cpp

private:
    bool presentationFitsChart() const; ///< both the picture and the chart with projector-sized text
    void updateEmptyChart();            ///< the empty chart's text: how to get points with or without a device
    void showChartChoice();             ///< the View menu's "Chart in presentation mode" tick
    void buildUi();
    void buildMenus();
    void buildShortcuts();  ///< mainwindowkeys.cpp
    void buildLessonPlan(); ///< mainwindowplan.cpp
    /// Every text in the new language, without a restart (mainwindowlanguage.cpp).
    void retranslate();
    /// The next / previous request step of the shown SIMD group.
    void stepRequest(int direction);
    /// The next / previous lesson in the lesson list (wrapping).
    void stepLesson(int direction);
    /// Selects a lesson with the parameters it had last time (else its defaults).
    void openLesson(const QString& id);
    /// The first size: at most 90 % of the screen, maximised on a small screen.
    void fitToScreen();
    /// On a short window the results and log docks become tabs beside the lesson (and return when tall).
    void fitDocks();
    void onScanned(const ScanResult& result);
    void onDeviceOpened(const DeviceSnapshot& snapshot);
    void onLessonChanged();
    void onTrace(const TraceOutcome& outcome);
    void onPoint(const PointResult& point);
    void onSweepStarted(const QString& param, int points);
    void onSweepFinished(const ResultFile& result);
    void onError(Task task, const QString& title, const QString& message, const QString& details);
    void updateHeadline();
    void saveSession() const;
    void showBanner(const QString& html);
    // mainwindowfeedback.cpp
    void buildFeedback();
    void showMeasuring(bool measuring);
    void showError(const QString& title, const QString& message, const QString& details);
    void clearError();
    void showLoadErrors();

    std::unique_ptr<Controller> m_controller;
    LogBridge* m_logBridge;
    std::shared_ptr<QtLogSink> m_logSink;
    ResultsModel* m_results;
    QComboBox* m_deviceCombo = nullptr;
    LessonPanel* m_lessonPanel = nullptr;
    DeviceExplorer* m_explorer = nullptr;
    PatternView* m_pattern = nullptr;
    LessonPicture* m_lessonPicture = nullptr; ///< the lesson's own picture (scan levels, matrix tiles)
    PlaybackBar* m_playback = nullptr;
    KeyHelpOverlay* m_keyHelp = nullptr;
    SourceView* m_source = nullptr;
    LessonPlanPanel* m_plan = nullptr;
    ThroughputChart* m_chart = nullptr;
    ChartPresenter* m_charts = nullptr;
    Exporter* m_exporter = nullptr;
    QSplitter* m_splitter = nullptr;
    QLabel* m_banner = nullptr;
    QLabel* m_headline = nullptr;
    QTableView* m_table = nullptr;
    QPlainTextEdit* m_log = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_pointLabel = nullptr;
    QString m_errorTitle, m_errorMessage, m_errorDetails; ///< the banner's error, for its Details link
    bool m_bannerError = false;
    QStringList m_loadErrors; ///< result files that could not be opened, shown together
    QByteArray m_normalState;
    bool m_wasMaximized = false;
    bool m_presentation = false;
    bool m_presentChart = true;
    bool m_presentChartChosen = false; ///< C pressed in this run: the teacher's choice, not the screen's
    bool m_shortScreen = false;        ///< set by fitToScreen: the docks start compact whatever the first size
    bool m_scripted = false;
    bool m_pickRequest = true;
    bool m_restoreDevice = false;
    std::optional<QString> m_initialDevice; ///< --device (empty: the default device)
};

} // namespace coalesce::ui
