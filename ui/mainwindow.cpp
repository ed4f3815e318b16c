#include "ui/mainwindow.h"

#include "ui/aboutdialog.h"
#include "ui/controller.h"
#include "ui/deviceexplorer.h"
#include "ui/language.h"
#include "ui/lessonpanel.h"
#include "ui/lessontexts.h"
#include "ui/logsink.h"
#include "ui/paramform.h"
#include "ui/patternview.h"
#include "ui/playbackbar.h"
#include "ui/resultsmodel.h"
#include "ui/throughputchart.h"

#include "core/errors.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include <spdlog/spdlog.h>

#include <cstdio>

namespace coalesce::ui {

namespace {
constexpr double kPresentationScale = 1.75;
constexpr int kChartFlushMs = 400;
const char* kSettingsDevice = "session/device";
const char* kSettingsLesson = "session/lesson";
const char* kSettingsGeometry = "window/geometry";
const char* kSettingsState = "window/state";
} // namespace

MainWindow::MainWindow(std::unique_ptr<Controller> controller, QWidget* parent)
    : QMainWindow(parent), m_controller(std::move(controller)), m_logBridge(new LogBridge(this)),
      m_results(new ResultsModel(this))
{
    setWindowTitle(tr("Coalesce - GPU memory, seen and measured"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/coalesce.svg")));
    buildUi();
    buildMenus();
    buildShortcuts();
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
        updateChart();
    });
    connect(c, &Controller::profileChanged, this, [this] {
        m_explorer->setProfile(m_controller->profile());
        m_chart->setPeak(double(m_controller->profile().peakBandwidth.value) / 1000.0);
    });
    connect(c, &Controller::traceReady, this, &MainWindow::onTrace);
    connect(c, &Controller::pointMeasured, this, &MainWindow::onPoint);
    connect(c, &Controller::sweepStarted, this, &MainWindow::onSweepStarted);
    // A sweep's points reach the chart in batches: each chart rebuild and repaint costs tens of ms, so
    // doing it per point would stall the GUI thread on fast sweeps.
    m_chartFlush.setSingleShot(true);
    m_chartFlush.setInterval(kChartFlushMs);
    connect(&m_chartFlush, &QTimer::timeout, this, [this] {
        m_chart->appendPoints(m_pendingChart);
        m_pendingChart.clear();
    });
    connect(c, &Controller::sweepPointAdded, this, [this](const PointResult& p) {
        m_results->appendPoint(p);
        m_table->scrollToBottom();
        m_pendingChart.push_back(p);
        if (!m_chartFlush.isActive())
            m_chartFlush.start();
    });
    connect(c, &Controller::sweepProgress, this, [this](int point, int points, const QString& message) {
        m_progress->setRange(0, points);
        m_progress->setValue(point + 1);
        statusBar()->showMessage(message);
    });
    connect(c, &Controller::sweepFinished, this, &MainWindow::onSweepFinished);
    connect(c, &Controller::overlaysChanged, this, [this] {
        m_chart->clearOverlays();
        for (const auto& [path, file] : m_controller->overlays()) {
            QString device =
                file.device.is_object() && file.device.contains("name") && file.device["name"].is_string()
                    ? QString::fromStdString(file.device["name"].get<std::string>())
                    : QString();
            m_chart->addOverlay(file, QFileInfo(path).completeBaseName() +
                                          (device.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(device)));
        }
        if (!m_controller->lesson() && !m_controller->overlays().empty())
            m_results->setResult(m_controller->overlays().front().second);
    });
    connect(c, &Controller::errorOccurred, this, &MainWindow::onError);

    connect(m_lessonPanel, &LessonPanel::lessonActivated, this, [this](const QString& id) {
        QSettings settings;
        const QStringList saved = settings.value(QStringLiteral("params/") + id).toStringList();
        std::vector<std::string> assignments;
        for (const QString& a : saved)
            assignments.push_back(a.toStdString());
        if (!m_controller->selectLesson(id, assignments))
            m_controller->selectLesson(id);
    });
    connect(m_lessonPanel, &LessonPanel::valueChanged, c, &Controller::setParam);
    connect(m_lessonPanel, &LessonPanel::measureRequested, c, &Controller::measureNow);
    connect(m_lessonPanel, &LessonPanel::sweepRequested, c, [c](const QString& text) { c->runSweep(text); });
    connect(m_lessonPanel, &LessonPanel::stopRequested, c, &Controller::stop);
    connect(m_lessonPanel, &LessonPanel::liveMeasureToggled, c, &Controller::setLiveMeasure);
    connect(m_explorer, &DeviceExplorer::profileEdited, c, &Controller::setProfile);
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
    QSettings settings;
    restoreGeometry(settings.value(QLatin1String(kSettingsGeometry)).toByteArray());
    restoreState(settings.value(QLatin1String(kSettingsState)).toByteArray());
}

MainWindow::~MainWindow()
{
    removeLogSink(m_logSink);
    m_controller.reset(); // stops the worker before the widgets go
}

void MainWindow::buildUi()
{
    auto* toolbar = addToolBar(tr("Device"));
    toolbar->setObjectName(QStringLiteral("deviceToolbar"));
    toolbar->setMovable(false);
    toolbar->addWidget(new QLabel(tr("Device "), toolbar));
    m_deviceCombo = new QComboBox(toolbar);
    m_deviceCombo->setObjectName(QStringLiteral("deviceCombo"));
    m_deviceCombo->setMinimumWidth(420);
    m_deviceCombo->addItem(tr("Scanning…"));
    m_deviceCombo->setEnabled(false);
    toolbar->addWidget(m_deviceCombo);

    auto* central = new QWidget(this);
    auto* v = new QVBoxLayout(central);
    v->setContentsMargins(6, 6, 6, 6);
    m_headline = new QLabel(central);
    m_headline->setObjectName(QStringLiteral("headline"));
    m_headline->setTextFormat(Qt::RichText);
    m_headline->hide();
    v->addWidget(m_headline);
    m_banner = new QLabel(central);
    m_banner->setObjectName(QStringLiteral("banner"));
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::RichText);
    m_banner->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_banner->setStyleSheet(QStringLiteral("QLabel#banner { background: #fff4d6; border: 1px solid #e0b84c; "
                                           "padding: 10px; color: #3a2a00; }"));
    m_banner->hide();
    v->addWidget(m_banner);
    m_splitter = new QSplitter(Qt::Vertical, central);
    m_splitter->setObjectName(QStringLiteral("centralSplitter"));
    auto* patternBox = new QWidget(m_splitter);
    auto* pv = new QVBoxLayout(patternBox);
    pv->setContentsMargins(0, 0, 0, 0);
    m_pattern = new PatternView(patternBox);
    m_pattern->setObjectName(QStringLiteral("patternView"));
    pv->addWidget(m_pattern, 1);
    m_playback = new PlaybackBar(m_pattern, patternBox);
    pv->addWidget(m_playback);
    connect(m_pattern, &PatternView::selectionChanged, m_playback, &PlaybackBar::refresh);
    m_chart = new ThroughputChart(m_splitter);
    m_chart->setObjectName(QStringLiteral("throughputChart"));
    m_splitter->addWidget(patternBox);
    m_splitter->addWidget(m_chart);
    // Pattern above, chart below: both are wide pictures (32 banks, a sweep's x axis).
    m_splitter->setStretchFactor(0, 11);
    m_splitter->setStretchFactor(1, 9);
    m_splitter->setSizes({1100, 900});
    v->addWidget(m_splitter, 1);
    setCentralWidget(central);

    m_lessonPanel = new LessonPanel(this);
    auto* lessonDock = new QDockWidget(tr("Lesson"), this);
    lessonDock->setObjectName(QStringLiteral("lessonDock"));
    lessonDock->setWidget(m_lessonPanel);
    addDockWidget(Qt::LeftDockWidgetArea, lessonDock);
    m_explorer = new DeviceExplorer(this);
    auto* deviceDock = new QDockWidget(tr("Device"), this);
    deviceDock->setObjectName(QStringLiteral("deviceDock"));
    deviceDock->setWidget(m_explorer);
    addDockWidget(Qt::LeftDockWidgetArea, deviceDock);
    tabifyDockWidget(lessonDock, deviceDock);
    lessonDock->raise();

    m_table = new QTableView(this);
    m_table->setModel(m_results);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setMinimumSectionSize(70);
    auto* resultsDock = new QDockWidget(tr("Results"), this);
    resultsDock->setObjectName(QStringLiteral("resultsDock"));
    resultsDock->setWidget(m_table);
    addDockWidget(Qt::BottomDockWidgetArea, resultsDock);
    m_log = new QPlainTextEdit(this);
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto* logDock = new QDockWidget(tr("Log"), this);
    logDock->setObjectName(QStringLiteral("logDock"));
    logDock->setWidget(m_log);
    addDockWidget(Qt::BottomDockWidgetArea, logDock);
    tabifyDockWidget(resultsDock, logDock);
    resultsDock->raise();
    resizeDocks({lessonDock}, {430}, Qt::Horizontal);
    resizeDocks({resultsDock}, {160}, Qt::Vertical);

    m_pointLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_pointLabel);
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(260);
    m_progress->hide();
    statusBar()->addPermanentWidget(m_progress);
    resize(1600, 1000);
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open results…"), QKeySequence::Open, this, &MainWindow::openResults);
    file->addAction(tr("&Save results…"), QKeySequence::Save, this, &MainWindow::saveResults);
    file->addSeparator();
    file->addAction(tr("Export &chart…"), this, &MainWindow::exportChart);
    file->addAction(tr("Export &pattern…"), this, &MainWindow::exportPattern);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* run = menuBar()->addMenu(tr("&Run"));
    run->addAction(tr("&Measure"), QKeySequence(Qt::Key_F5), m_controller.get(), &Controller::measureNow);
    run->addAction(tr("&Sweep"), QKeySequence(Qt::CTRL | Qt::Key_R), this,
                   [this] { m_controller->runSweep(m_lessonPanel->sweepEdit()->text().trimmed()); });
    run->addAction(tr("S&top"), QKeySequence(Qt::CTRL | Qt::Key_Period), m_controller.get(), &Controller::stop);
    run->addSeparator();
    run->addAction(tr("Scan devices again"), m_controller.get(), &Controller::scanDevices);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* present = view->addAction(tr("&Presentation mode"));
    present->setShortcut(QKeySequence(Qt::Key_F11));
    present->setCheckable(true);
    present->setObjectName(QStringLiteral("presentationAction"));
    connect(present, &QAction::toggled, this, &MainWindow::setPresentation);
    view->addSeparator();
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    QMenu* language = view->addMenu(tr("&Language"));
    auto* group = new QActionGroup(language);
    const QString current = languageSetting();
    const std::pair<QString, QString> languages[] = {{QStringLiteral("system"), tr("System")},
                                                     {QStringLiteral("en"), QStringLiteral("English")},
                                                     {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
    for (const auto& [code, name] : languages) {
        QAction* a = language->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] {
            setLanguageSetting(code);
            QMessageBox::information(this, tr("Language"), tr("The new language is used from the next start."));
        });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Coalesce"), this, [this] { (new AboutDialog(this))->open(); });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::buildShortcuts()
{
    auto add = [this](const QKeySequence& key, auto fn) {
        auto* s = new QShortcut(key, this);
        connect(s, &QShortcut::activated, this, fn);
    };
    add(QKeySequence(Qt::Key_Space), [this] { m_pattern->togglePlay(); });
    add(QKeySequence(Qt::Key_Right), [this] { m_pattern->stepForward(); });
    add(QKeySequence(Qt::Key_Left), [this] { m_pattern->stepBack(); });
    add(QKeySequence(Qt::Key_Plus), [this] { m_controller->stepMainParam(+1); });
    add(QKeySequence(Qt::Key_Equal), [this] { m_controller->stepMainParam(+1); });
    add(QKeySequence(Qt::Key_Minus), [this] { m_controller->stepMainParam(-1); });
    add(QKeySequence(Qt::Key_Escape), [this] {
        if (m_presentation)
            findChild<QAction*>(QStringLiteral("presentationAction"))->setChecked(false);
    });
}

void MainWindow::start(bool restoreSession)
{
    QSettings settings;
    if (restoreSession) {
        if (m_savedDevice.isEmpty())
            m_savedDevice = settings.value(QLatin1String(kSettingsDevice)).toString();
        QString lesson = settings.value(QLatin1String(kSettingsLesson)).toString();
        if (!findEntry(m_controller->lessons(), lesson.toStdString()) && !m_controller->lessons().empty())
            lesson = QString::fromStdString(m_controller->lessons().front().info.id);
        if (!lesson.isEmpty()) {
            m_restoring = true;
            const QStringList saved = settings.value(QStringLiteral("params/") + lesson).toStringList();
            std::vector<std::string> assignments;
            for (const QString& a : saved)
                assignments.push_back(a.toStdString());
            if (!m_controller->selectLesson(lesson, assignments))
                m_controller->selectLesson(lesson);
            m_restoring = false;
        }
    }
    m_controller->scanDevices();
}

void MainWindow::onScanned(const ScanResult& result)
{
    m_deviceCombo->clear();
    if (result.devices.empty()) {
        m_deviceCombo->addItem(tr("No OpenCL device"));
        m_deviceCombo->setEnabled(false);
        showBanner(tr("<b>No OpenCL device was found.</b> You can still open saved results (File → Open "
                      "results) and pick a lesson to see its access pattern from the model. To run the lessons "
                      "on this computer's CPU, install PoCL, for example "
                      "<tt>sudo apt install pocl-opencl-icd ocl-icd-libopencl1</tt>, then restart.") +
                   QStringLiteral("<br><small><pre>%1</pre></small>")
                       .arg(QString::fromStdString(result.problem).toHtmlEscaped()));
        emit failure(
            tr("no OpenCL device: %1").arg(QString::fromStdString(result.problem).section('\n', 0, 0)));
        return;
    }
    m_banner->hide();
    for (const auto& d : result.devices)
        m_deviceCombo->addItem(QString::fromStdString(d.label), QString::fromStdString(d.selector));
    m_deviceCombo->setEnabled(true);
    m_controller->openDevice(m_savedDevice);
}

void MainWindow::onDeviceOpened(const DeviceSnapshot& snapshot)
{
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
    m_pickRequest = true;
    m_results->clear();
    m_results->setSweptParam(QString::fromStdString(m_controller->mainParam()));
    m_interactive.clear();
    m_chart->clearSeries();
    m_chart->setTitle(
        LessonTexts::title(QString::fromStdString(entry->info.id), QString::fromStdString(entry->info.title)));
    configureChartAxis(QString::fromStdString(m_controller->mainParam()));
    updateHeadline();
    updateChart();
}

void MainWindow::setChartTitle()
{
    // The device is in the window's own picker; the chart names the lesson, in the user's language.
    if (const LessonEntry* entry = m_controller->lesson())
        m_chart->setTitle(LessonTexts::title(QString::fromStdString(entry->info.id),
                                             QString::fromStdString(entry->info.title)));
}

void MainWindow::configureChartAxis(const QString& param)
{
    const LessonEntry* entry = m_controller->lesson();
    const ParamSpec* spec = entry ? findSpec(entry->specs, param.toStdString()) : nullptr;
    if (!spec) {
        m_chart->setParameter(param, QString());
        return;
    }
    const auto scale = spec->kind == ParamKind::Choice ? ThroughputChart::XScale::Linear
                       : spec->log2Axis                ? ThroughputChart::XScale::Log2
                                                       : ThroughputChart::XScale::Auto;
    m_chart->setParameter(ParamForm::label(*spec), ParamForm::unitText(spec->unit), scale);
}

void MainWindow::addInteractivePoint(const PointResult& point)
{
    const std::string main = m_controller->mainParam();
    if (main.empty() || !point.params.has(main))
        return;
    // Other parameters changed since the last point: the old points answer a different question.
    ParamSet fixed = point.params;
    fixed.setRaw(main, "");
    if (!(fixed == m_interactiveFixed))
        m_interactive.clear();
    m_interactiveFixed = fixed;
    PointResult p = point;
    p.sweptValue = point.params.text(main);
    auto same = std::find_if(m_interactive.begin(), m_interactive.end(),
                             [&](const PointResult& q) { return q.sweptValue == p.sweptValue; });
    if (same != m_interactive.end())
        *same = p;
    else
        m_interactive.push_back(p);
    const LessonEntry* entry = m_controller->lesson();
    const ParamSpec* spec = entry ? findSpec(entry->specs, main) : nullptr;
    auto order = [&](const PointResult& a, const PointResult& b) {
        if (spec && spec->kind == ParamKind::Choice) {
            const auto ia = std::find(spec->choices.begin(), spec->choices.end(), a.sweptValue);
            const auto ib = std::find(spec->choices.begin(), spec->choices.end(), b.sweptValue);
            return ia < ib;
        }
        return a.params.integer(main) < b.params.integer(main);
    };
    std::sort(m_interactive.begin(), m_interactive.end(), order);
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
    m_pattern->setData(outcome.summary, outcome.profile, space);
    if (m_pickRequest) {
        // A lesson's first picture: the first read, which is what the lesson is about (writes are usually the
        // lesson's own set-up, such as filling a local tile).
        m_pickRequest = false;
        for (int i : m_pattern->requestIndices()) {
            if (outcome.summary.requests[size_t(i)].kind == AccessKind::Read) {
                m_pattern->setCurrentRequest(i);
                break;
            }
        }
    }
    m_playback->refresh();
    updateHeadline();
}

void MainWindow::onPoint(const PointResult& point)
{
    QString text;
    if (!point.error.empty())
        text = tr("error: %1").arg(QString::fromStdString(point.error));
    else if (!point.skipped.empty())
        text = tr("skipped: %1").arg(QString::fromStdString(point.skipped));
    else if (!point.validation.passed)
        text = tr("wrong result: %1").arg(QString::fromStdString(point.validation.firstMismatch));
    else
        text = tr("%1 GB/s (median of %2 runs)")
                   .arg(QLocale().toString(point.ebGBs, 'f', 2))
                   .arg(point.timing.reps);
    m_pointLabel->setText(text);
    addInteractivePoint(point);
    updateHeadline();
    updateChart();
}

void MainWindow::onSweepStarted(const QString& param, int points)
{
    m_results->clear();
    m_results->setSweptParam(param);
    m_progress->setRange(0, points);
    m_progress->setValue(0);
    m_progress->show();
    m_lessonPanel->setSweepRunning(true);
    m_chart->clearSeries();
    m_pendingChart.clear();
    configureChartAxis(param);
}

void MainWindow::onSweepFinished(const ResultFile& result)
{
    m_chartFlush.stop();
    m_pendingChart.clear();
    m_progress->hide();
    m_lessonPanel->setSweepRunning(false);
    m_results->setResult(result);
    m_table->resizeColumnsToContents();
    statusBar()->showMessage(result.cancelled ? tr("Sweep stopped after %1 points").arg(result.points.size())
                                              : tr("Sweep finished: %1 points").arg(result.points.size()),
                             8000);
    updateChart();
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
    if (task == Task::Trace || task == Task::Measure) {
        statusBar()->showMessage(title + QLatin1Char(' ') + message, 10000);
        m_pointLabel->setText(tr("error: %1").arg(message));
        return;
    }
    QMessageBox box(QMessageBox::Warning, tr("Coalesce"), title, QMessageBox::Ok, this);
    box.setInformativeText(message);
    if (!details.isEmpty())
        box.setDetailedText(details);
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
        point && point->validation.passed && point->error.empty())
        parts << tr("%1 GB/s").arg(QLocale().toString(point->ebGBs, 'f', 1));
    m_headline->setText(parts.join(QStringLiteral(" &nbsp;·&nbsp; ")));
}

void MainWindow::updateChart()
{
    const auto& sweep = m_controller->sweepResult();
    const bool sweepShown = sweep && !sweep->points.empty() && sweep->lesson == m_controller->lessonId();
    if (!m_controller->sweepRunning()) {
        if (sweepShown) {
            m_chart->setSeries(*sweep);
            configureChartAxis(QString::fromStdString(sweep->sweptParam));
            setChartTitle();
        } else if (!m_interactive.empty()) {
            ResultFile file;
            file.lesson = m_controller->lessonId();
            file.sweptParam = m_controller->mainParam();
            file.points = m_interactive;
            if (m_controller->device())
                file.device = Json{{"name", m_controller->device()->label}};
            file.profile = profileToJson(m_controller->profile());
            m_chart->setSeries(file);
            configureChartAxis(QString::fromStdString(file.sweptParam));
            setChartTitle();
        }
    }
    m_chart->setPeak(double(m_controller->profile().peakBandwidth.value) / 1000.0);
    const std::string param = sweepShown ? sweep->sweptParam : m_controller->mainParam();
    m_chart->setCurrentX(!param.empty() && m_controller->params().has(param)
                             ? QString::fromStdString(m_controller->params().text(param))
                             : QString());
}

const ResultFile* MainWindow::currentResult() const
{
    if (m_controller->sweepResult() && !m_controller->sweepResult()->points.empty())
        return &*m_controller->sweepResult();
    if (!m_controller->overlays().empty())
        return &m_controller->overlays().front().second;
    return nullptr;
}

bool MainWindow::exportTo(const QString& path, QString* error)
{
    const auto kind = exportKindFor(path);
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!kind)
        return fail(tr("%1: unknown file type").arg(path));
    switch (*kind) {
    case ExportKind::PatternPng:
        return m_pattern->exportPng(path, error, QSize(1600, 900));
    case ExportKind::PatternSvg:
        return m_pattern->exportSvg(path, error, QSize(1600, 900));
    case ExportKind::DataCsv:
    case ExportKind::DataJson: {
        const ResultFile* result = currentResult();
        if (!result)
            return fail(tr("%1: there are no results to export yet").arg(path));
        try {
            if (*kind == ExportKind::DataCsv)
                saveResultCsv(path.toStdString(), *result);
            else
                saveResultJson(path.toStdString(), *result);
        } catch (const std::exception& e) {
            return fail(QString::fromStdString(e.what()));
        }
        return true;
    }
    case ExportKind::ChartPng:
        return m_chart->exportPng(path, error);
    case ExportKind::ChartSvg:
        return m_chart->exportSvg(path, error);
    case ExportKind::ChartPdf:
        return m_chart->exportPdf(path, error);
    }
    return fail(tr("%1: unknown file type").arg(path));
}

void MainWindow::openResults()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open results"), QString(),
                                                            tr("Coalesce results (*.json);;All files (*)"));
    for (const QString& path : paths) {
        if (m_controller->openResult(path))
            statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
    }
}

void MainWindow::saveResults()
{
    if (!currentResult()) {
        QMessageBox::information(this, tr("Save results"),
                                 tr("Run a sweep first: there is nothing to save yet."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Save results"), QStringLiteral("results.json"),
                                                      tr("Results (*.json);;Table (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(this, tr("Save results"), error);
}

void MainWindow::exportChart()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export chart"), QStringLiteral("chart.png"),
                                     tr("PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(this, tr("Export chart"), error);
}

void MainWindow::exportPattern()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Export pattern"), QStringLiteral("pattern.png"),
                                                tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool svg = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    const bool ok = svg ? m_pattern->exportSvg(path, &error) : m_pattern->exportPng(path, &error);
    if (!ok)
        QMessageBox::warning(this, tr("Export pattern"), error);
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
        m_chart->setFontScale(kPresentationScale);
        showFullScreen();
        m_pattern->setFocus();
    } else {
        centralWidget()->setFont(big);
        m_headline->hide();
        m_pattern->setFontScale(1.0);
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
    updateHeadline();
    updateChart();
}

void MainWindow::saveSession() const
{
    QSettings settings;
    settings.setValue(QLatin1String(kSettingsGeometry), saveGeometry());
    settings.setValue(QLatin1String(kSettingsState), m_presentation ? m_normalState : saveState());
    if (m_controller->device())
        settings.setValue(QLatin1String(kSettingsDevice),
                          QString::fromStdString(m_controller->device()->selector));
    if (!m_controller->lessonId().empty()) {
        const QString id = QString::fromStdString(m_controller->lessonId());
        settings.setValue(QLatin1String(kSettingsLesson), id);
        QStringList assignments;
        for (const auto& [name, value] : m_controller->params().values())
            assignments << QString::fromStdString(name + "=" + value);
        settings.setValue(QStringLiteral("params/") + id, assignments);
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_scripted)
        saveSession();
    m_controller->stop();
    event->accept();
}

} // namespace coalesce::ui
