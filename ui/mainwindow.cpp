// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include "ui/chartpresenter.h"
#include "ui/comparemode.h"
#include "ui/controller.h"
#include "ui/coretexts.h"
#include "ui/deviceexplorer.h"
#include "ui/exporter.h"
#include "ui/language.h"
#include "ui/lessonpanel.h"
#include "ui/lessonpicture.h"
#include "ui/lessontexts.h"
#include "ui/logsink.h"
#include "ui/overlaypanel.h"
#include "ui/paramform.h"
#include "ui/patternview.h"
#include "ui/playbackbar.h"
#include "ui/probepanel.h"
#include "ui/remotedevices.h"
#include "ui/remoterouter.h"
#include "ui/resultsmodel.h"
#include "ui/sessionsettings.h"
#include "ui/stepmeaning.h"
#include "ui/throughputchart.h"

#include "core/errors.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QScreen>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <spdlog/spdlog.h>

#include <cstdio>
#include <utility>

namespace coalesce::ui {

namespace {
constexpr double kPresentationScale = 1.75;
} // namespace

MainWindow::MainWindow(std::unique_ptr<Controller> controller, QWidget* parent)
    : QMainWindow(parent), m_controller(std::move(controller)), m_logBridge(new LogBridge(this)),
      m_results(new ResultsModel(this))
{
    setWindowTitle(tr("Coalesce - GPU memory, seen and measured"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/coalesce.svg")));
    buildUi();
    m_charts = new ChartPresenter(m_controller.get(), m_chart, this);
    m_exporter = new Exporter(m_controller.get(), m_pattern, m_chart, this);
    connect(OverlayPanel::install(this, findChild<QDockWidget*>(QStringLiteral("sourceDock")),
                                  m_controller.get(), m_charts->overlays(), m_lessonPanel),
            &OverlayPanel::openRequested, this, &MainWindow::openResults);
    buildMenus();
    buildShortcuts();
    buildFeedback();
    buildLessonPlan();
    m_logSink = installLogSink(m_logBridge);

    Controller* c = m_controller.get();
    connect(c, &Controller::devicesScanned, this, &MainWindow::onScanned);
    connect(c, &Controller::deviceOpened, this, &MainWindow::onDeviceOpened);
    connect(c, &Controller::lessonsChanged, this,
            [this] { m_lessonPanel->setLessons(m_controller->lessons()); });
    connect(c, &Controller::lessonChanged, this, &MainWindow::onLessonChanged);
    connect(c, &Controller::paramsChanged, this, [this] {
        m_lessonPanel->showValues(m_controller->params());
        updateHeadline();
    });
    connect(c, &Controller::profileChanged, this, [this] { m_explorer->setProfile(m_controller->profile()); });
    connect(c, &Controller::traceReady, this, &MainWindow::onTrace);
    connect(c, &Controller::pointMeasured, this, &MainWindow::onPoint);
    connect(c, &Controller::sweepStarted, this, &MainWindow::onSweepStarted);
    connect(c, &Controller::sweepPointAdded, this, [this](const PointResult& p) {
        m_results->appendPoint(p);
        m_table->scrollToBottom();
    });
    connect(c, &Controller::sweepProgress, this, [this](int point, int points, const QString& message) {
        m_progress->setRange(0, points);
        m_progress->setValue(point + 1);
        statusBar()->showMessage(message);
    });
    connect(c, &Controller::sweepFinished, this, &MainWindow::onSweepFinished);
    connect(c, &Controller::overlaysChanged, this, [this] {
        if (!m_controller->lesson() && !m_controller->overlays().empty())
            m_results->setResult(m_controller->overlays().front().second);
    });
    connect(c, &Controller::errorOccurred, this, &MainWindow::onError);
    connect(c, &Controller::resultLoaded, this, [this](const QString& path, bool ok) {
        if (ok)
            statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
        if (m_controller->filesLoading() == 0) // after this file's own error, if any
            QTimer::singleShot(0, this, &MainWindow::showLoadErrors);
    });

    connect(m_lessonPanel, &LessonPanel::lessonActivated, this, &MainWindow::openLesson);
    connect(m_lessonPanel, &LessonPanel::valueChanged, c, &Controller::setParam);
    connect(m_lessonPanel, &LessonPanel::measureRequested, c, &Controller::measureNow);
    connect(m_lessonPanel, &LessonPanel::sweepRequested, c, [c](const QString& text) { c->runSweep(text); });
    connect(m_lessonPanel, &LessonPanel::stopRequested, c, &Controller::stop);
    connect(m_lessonPanel, &LessonPanel::liveMeasureToggled, c, &Controller::setLiveMeasure);
    connect(m_explorer, &DeviceExplorer::profileEdited, c, &Controller::setProfile);
    m_explorer->probePanel()->attach(c);
    connect(m_explorer, &DeviceExplorer::resetProfileRequested, this, [this] {
        if (m_controller->device())
            m_controller->setProfile(m_controller->device()->profile);
    });
    connect(m_explorer, &DeviceExplorer::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 6000); });
    connect(m_deviceCombo, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        const QString selector = m_deviceCombo->itemData(index).toString();
        if (!selector.isEmpty())
            m_controller->openDevice(selector);
    });
    connect(m_logBridge, &LogBridge::message, this,
            [this](int, const QString& text) { m_log->appendPlainText(text); });

    m_lessonPanel->setLessons(m_controller->lessons());
    restoreGeometry(SessionSettings::windowGeometry());
    restoreState(SessionSettings::windowState());
    fitDocks(); // after the saved layout: on a short screen the results and log still go beside the lesson
    new RemoteDevices(this); // "Add remote device…", remote hosts in the picker (a RoutingBackend only)
    new CompareMode(this);   // Run → Compare with…: a second device's picture and series
    // A lesson chosen before the window existed (`coalesce --lesson X`): when no device opens, nothing would
    // announce it again and the panel, the chart's title and the source would stay empty beside its picture.
    if (m_controller->lesson())
        emit m_controller->lessonChanged(QString::fromStdString(m_controller->lessonId()));
}

MainWindow::~MainWindow()
{
    removeLogSink(m_logSink);
    m_controller.reset(); // stops the worker before the widgets go
}

void MainWindow::start(bool restoreSession)
{
    m_restoreDevice = restoreSession;
    if (restoreSession && m_controller->lessonId().empty()) { // --lesson wins over the saved lesson
        QString lesson = SessionSettings::savedLesson();
        if (!findEntry(m_controller->lessons(), lesson.toStdString()) && !m_controller->lessons().empty())
            lesson = QString::fromStdString(m_controller->lessons().front().info.id);
        if (!lesson.isEmpty() && !m_controller->selectLesson(lesson, SessionSettings::savedParams(lesson)))
            m_controller->selectLesson(lesson);
    }
    m_controller->scanDevices();
}

void MainWindow::onScanned(const ScanResult& result)
{
    m_deviceCombo->clear();
    if (result.devices.empty()) {
        m_deviceCombo->addItem(tr("No OpenCL device"));
        m_deviceCombo->setEnabled(false);
        updateEmptyChart();
        // Short: the loader's whole report (what it looked for, per vendor) is behind "Details…".
        m_errorTitle = tr("No OpenCL device was found.");
        m_errorMessage = tr("To run the lessons on this computer's CPU, install PoCL, for example: sudo apt "
                            "install pocl-opencl-icd ocl-icd-libopencl1, then restart.");
        m_errorDetails = QString::fromStdString(result.problem);
        showBanner(
            tr("<b>No OpenCL device was found.</b> You can still open saved results (File → Open "
               "results), show the H100 reference of a lesson and see its access pattern from the model. To "
               "run the lessons on this computer's CPU, install PoCL, for example "
               "<tt>sudo apt install pocl-opencl-icd ocl-icd-libopencl1</tt>, then restart.") +
            QStringLiteral(" &nbsp; <a href=\"#details\">%1</a>").arg(tr("Details…")));
        emit failure(
            tr("no OpenCL device: %1").arg(QString::fromStdString(result.problem).section('\n', 0, 0)));
        return;
    }
    m_banner->hide();
    for (const auto& d : result.devices) {
        m_deviceCombo->addItem(QString::fromStdString(d.label), QString::fromStdString(d.selector));
        m_deviceCombo->setItemData(m_deviceCombo->count() - 1, QString::fromStdString(d.label),
                                   Qt::ToolTipRole);
    }
    m_deviceCombo->setEnabled(true);
    // --device wins; else the device of the last session, by name; else the backend's default.
    m_controller->openDevice(m_initialDevice   ? *m_initialDevice
                             : m_restoreDevice ? SessionSettings::savedDevice(result)
                                               : QString());
}

void MainWindow::onDeviceOpened(const DeviceSnapshot& snapshot)
{
    updateEmptyChart();
    const int index = m_deviceCombo->findData(QString::fromStdString(snapshot.selector));
    if (index >= 0)
        m_deviceCombo->setCurrentIndex(index);
    m_explorer->setDevice(QString::fromStdString(snapshot.label), snapshot.info);
    m_explorer->setProfile(m_controller->profile());
    m_lessonPanel->setDeviceAvailable(true);
    if (const LessonEntry* entry = m_controller->lesson())
        m_lessonPanel->showLesson(*entry, m_controller->params());
    statusBar()->showMessage(tr("Opened %1").arg(QString::fromStdString(snapshot.label)), 5000);
}

void MainWindow::onLessonChanged()
{
    const LessonEntry* entry = m_controller->lesson();
    if (!entry)
        return;
    m_lessonPanel->showLesson(*entry, m_controller->params());
    m_pattern->clear();
    m_lessonPicture->clear();
    m_pickRequest = true;
    m_results->clear();
    m_results->setSweptParam(QString::fromStdString(m_controller->mainParam()));
    updateHeadline();
}

void MainWindow::onTrace(const TraceOutcome& outcome)
{
    const LessonEntry* entry = m_controller->lesson();
    const QString space = entry ? QString::fromStdString(entry->info.space) : QString();
    // Where the picture comes from, when it is not simply the open device's trace on its own profile.
    QString note;
    if (outcome.hostGenerated)
        note = tr("model only: no device");
    else if (outcome.teachingPicture)
        note = tr("picture: NVIDIA-like GPU model; this CPU has no local-memory banks");
    m_pattern->setNote(note);
    m_pattern->setData(outcome.summary, outcome.profile, space, requestLines(outcome.trace, outcome.summary));
    clearError();
    if (m_pickRequest) {
        // A lesson's first picture: its teaching step (ui/stepmeaning.h), not its set-up.
        m_pickRequest = false;
        m_pattern->setMode(lessonPatternMode(outcome.lesson));
        m_pattern->setCurrentRequest(teachingRequest(outcome.summary, m_pattern->requestIndices(),
                                                     entry ? entry->info.teachingBuffer : std::string()));
    }
    m_lessonPicture->setData(outcome.lesson, outcome.params, outcome.summary);
    m_lessonPicture->setSelection(m_pattern->group(), m_pattern->step());
    m_playback->refresh();
    updateHeadline();
}

void MainWindow::onPoint(const PointResult& point)
{
    QString text;
    if (!point.error.empty())
        text = tr("error: %1").arg(CoreTexts::translate(point.error));
    else if (!point.skipped.empty())
        text = tr("skipped: %1").arg(CoreTexts::translate(point.skipped));
    else if (!point.validation.passed)
        text = tr("wrong result: %1").arg(QString::fromStdString(point.validation.firstMismatch));
    else
        text = tr("%1 GB/s (median of %2 runs)")
                   .arg(QLocale().toString(point.ebGBs, 'f', 2))
                   .arg(point.timing.reps);
    m_pointLabel->setProperty("value", text);
    showMeasuring(m_controller->measuring());
    if (point.error.empty())
        clearError();
    if (!m_controller->sweepRunning()) { // a single measurement is a row of the results too
        m_results->appendPoint(point);
        m_table->scrollToBottom();
    }
}

void MainWindow::onSweepStarted(const QString& param, int points)
{
    m_results->clear();
    m_results->setSweptParam(param);
    m_progress->setRange(0, points);
    m_progress->setValue(0);
    m_progress->show();
    m_lessonPanel->setSweepRunning(true);
}

void MainWindow::onSweepFinished(const ResultFile& result)
{
    m_progress->hide();
    m_lessonPanel->setSweepRunning(false);
    m_results->setResult(result);
    m_table->resizeColumnsToContents();
    statusBar()->showMessage(result.cancelled ? tr("Sweep stopped after %1 points").arg(result.points.size())
                                              : tr("Sweep finished: %1 points").arg(result.points.size()),
                             8000);
}

void MainWindow::onError(Task task, const QString& title, const QString& message, const QString& details)
{
    if (task == Task::Sweep) {
        m_progress->hide();
        m_lessonPanel->setSweepRunning(false);
    }
    if (m_scripted) {
        std::fprintf(stderr, "coalesce: %s %s\n", qPrintable(title), qPrintable(message));
        emit failure(title + QLatin1Char(' ') + message);
        return;
    }
    if (task == Task::LoadResult) { // one box for a whole batch of files, once all are read
        m_loadErrors << QStringLiteral("%1\n%2").arg(title, message);
        return;
    }
    if (task == Task::Trace || task == Task::Measure) {
        m_pointLabel->setProperty("value", tr("error: %1").arg(message));
        showMeasuring(m_controller->measuring());
    }
    showError(title, message, details);
}

void MainWindow::showLoadErrors()
{
    if (m_loadErrors.isEmpty())
        return;
    const QStringList errors = std::exchange(m_loadErrors, {});
    QMessageBox box(QMessageBox::Warning, tr("Coalesce"),
                    tr("%n result file(s) could not be opened.", nullptr, int(errors.size())), QMessageBox::Ok,
                    this);
    box.setInformativeText(errors.first());
    box.setDetailedText(errors.join(QStringLiteral("\n\n")));
    box.exec();
}

void MainWindow::showBanner(const QString& html)
{
    m_banner->setText(html);
    m_banner->show();
}

void MainWindow::updateHeadline()
{
    const LessonEntry* entry = m_controller->lesson();
    if (!entry)
        return;
    const QString id = QString::fromStdString(entry->info.id);
    QStringList parts;
    parts << QStringLiteral("<b>%1</b>").arg(LessonTexts::title(id, QString::fromStdString(entry->info.title)));
    const std::string main = m_controller->mainParam();
    if (!main.empty() && m_controller->params().has(main)) {
        const ParamSpec* spec = findSpec(entry->specs, main);
        parts << QStringLiteral("%1 = <b>%2</b>")
                     .arg(spec ? ParamForm::label(*spec) : QString::fromStdString(main),
                          QString::fromStdString(m_controller->params().text(main)));
    }
    if (const auto& point = m_controller->currentPoint();
        point && point->validation.passed && point->error.empty()) {
        const QString value = tr("%1 GB/s").arg(QLocale().toString(point->ebGBs, 'f', 1));
        // A stale value stays readable but grey until the new one arrives.
        parts << (m_controller->measuring() ? QStringLiteral("<span style=\"color:#9a9a9a\">%1 · %2</span>")
                                                  .arg(value, tr("measuring…"))
                                            : value);
    } else if (m_controller->measuring()) {
        parts << QStringLiteral("<span style=\"color:#9a9a9a\">%1</span>").arg(tr("measuring…"));
    }
    m_headline->setText(parts.join(QStringLiteral(" &nbsp;·&nbsp; ")));
}

bool MainWindow::exportTo(const QString& path, QString* error)
{
    m_charts->flush();
    return m_exporter->exportTo(path, error);
}

const ResultFile* MainWindow::currentResult() const
{
    return m_exporter->currentResult();
}

void MainWindow::saveResults()
{
    m_exporter->saveResults(this);
}

void MainWindow::exportChart()
{
    m_charts->flush();
    m_exporter->exportChart(this);
}

void MainWindow::exportPattern()
{
    m_exporter->exportPattern(this);
}

void MainWindow::openResults()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open results"), QString(),
                                                            tr("Coalesce results (*.json);;All files (*)"));
    m_controller->openResults(paths);
}

bool MainWindow::presentationFitsChart() const
{
    // The picture needs about 16 base fonts of chrome (ui/patterngeometry.cpp) at 14 / 0.62 px and a grid; the
    // chart its minimum; the headline and playback bar about 3 presentation lines. A 1080-line screen has room
    // for both; 768 and 720 lines do not.
    const QScreen* s = screen();
    const int height = s ? s->geometry().height() : this->height();
    const double picture = 1.5 * 16 * kPresentationTextPx / 0.62; // the chrome and half as much again of grid
    const double lines = 3 * QFontMetricsF(QApplication::font()).height() * kPresentationScale;
    return height >= picture + lines + m_chart->minimumHeight();
}

void MainWindow::setChartInPresentation(bool on)
{
    m_presentChartChosen = true;
    m_presentChart = on;
    if (m_presentation)
        m_chart->setVisible(on);
    showChartChoice();
}

void MainWindow::showChartChoice()
{
    if (auto* action = findChild<QAction*>(QStringLiteral("chartInPresentationAction"));
        action && action->isChecked() != m_presentChart) {
        const QSignalBlocker block(action);
        action->setChecked(m_presentChart);
    }
}

void MainWindow::setPresentation(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    QFont big = QApplication::font();
    if (on) {
        m_normalState = saveState();
        m_wasMaximized = isMaximized();
        for (QDockWidget* dock : findChildren<QDockWidget*>())
            dock->hide();
        for (QToolBar* bar : findChildren<QToolBar*>())
            bar->hide();
        menuBar()->hide();
        statusBar()->hide();
        big.setPointSizeF(big.pointSizeF() * kPresentationScale);
        centralWidget()->setFont(big);
        QFont headline = big;
        headline.setPointSizeF(big.pointSizeF() * 1.3);
        m_headline->setFont(headline);
        m_headline->show();
        m_pattern->setFontScale(kPresentationScale);
        m_pattern->setMinTextPixels(kPresentationTextPx);
        m_chart->setFontScale(kPresentationScale);
        if (!m_presentChartChosen)
            m_presentChart = presentationFitsChart();
        m_chart->setVisible(m_presentChart);
        showFullScreen();
        m_pattern->setFocus();
    } else {
        centralWidget()->setFont(big);
        m_headline->hide();
        m_pattern->setFontScale(1.0);
        m_pattern->setMinTextPixels(0);
        m_chart->show();
        m_chart->setFontScale(1.0);
        menuBar()->show();
        statusBar()->show();
        restoreState(m_normalState);
        if (m_wasMaximized)
            showMaximized();
        else
            showNormal();
    }
    if (auto* action = findChild<QAction*>(QStringLiteral("presentationAction"));
        action && action->isChecked() != on)
        action->setChecked(on);
    showChartChoice();
    updateHeadline();
    m_charts->update();
}

void MainWindow::saveSession() const
{
    SessionSettings::saveWindow(saveGeometry(), m_presentation ? m_normalState : saveState());
    if (m_controller->device() && m_controller->scanResult()) {
        const std::string& selector = m_controller->device()->selector;
        for (const DeviceChoice& d : m_controller->scanResult()->devices)
            if (d.selector == selector)
                SessionSettings::saveDevice(d);
        // A remote device: saved with its host, reopened when that host has been listed at the next start.
        if (QString host; parseRemoteSelector(selector, &host, nullptr))
            if (const auto* remote = findChild<RemoteDevices*>())
                for (const DeviceChoice& d : remote->devices(host))
                    if (d.selector == selector)
                        SessionSettings::saveDevice(d, host);
    }
    if (!m_controller->lessonId().empty())
        SessionSettings::saveLesson(m_controller->lessonId(), m_controller->params());
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    QTimer::singleShot(0, this, &MainWindow::fitDocks); // not while the dock layout lays itself out
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_scripted)
        saveSession();
    m_controller->stop();
    event->accept();
}

} // namespace coalesce::ui
