// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's widgets, menus and keys: the window built once (split from mainwindow.cpp, which reacts to the
// session). Device picker in the menu bar's corner; pattern over chart in the centre; lesson and device docks
// on the left, results and log at the bottom; the File, Run, View and Help menus; the presentation keys.
#include "ui/aboutdialog.h"
#include "ui/controller.h"
#include "ui/deviceexplorer.h"
#include "ui/kerneleditor.h"
#include "ui/language.h"
#include "ui/lessonpanel.h"
#include "ui/lessonpicture.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/playbackbar.h"
#include "ui/resultsmodel.h"
#include "ui/sessionsettings.h"
#include "ui/sourceview.h"
#include "ui/throughputchart.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDockWidget>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace coalesce::ui {

namespace {

// Below this window height the results and the log leave the bottom for tabs beside the lesson, so the
// pattern and the chart keep their height (1366x768 laptops, 1280x720 projectors).
constexpr int kCompactHeight = 900;
// Below this screen width (logical pixels) the docks beside the pattern take their tabs on their side.
constexpr int kNarrowWidth = 800;

// Keeps a scroll area at least as wide as its panel needs: the panel's minimum width grows with a lesson's
// form, and a panel wider than the area would be cut on the right (its text no longer wraps where it shows).
class WidthFollower : public QObject {
public:
    WidthFollower(QScrollArea* area, QWidget* panel) : QObject(area), m_area(area), m_panel(panel)
    {
        panel->installEventFilter(this);
        follow();
    }
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_panel && event->type() == QEvent::LayoutRequest)
            follow();
        return false;
    }

private:
    void follow()
    {
        m_area->setMinimumWidth(m_panel->minimumSizeHint().width() +
                                m_area->verticalScrollBar()->sizeHint().width());
    }
    QScrollArea* m_area;
    QWidget* m_panel;
};

// A dock's panel in a scroll area: a tall form scrolls instead of setting the window's minimum height.
QScrollArea* scrolled(QWidget* panel, QWidget* parent)
{
    auto* area = new QScrollArea(parent);
    area->setWidget(panel);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    new WidthFollower(area, panel);
    return area;
}

// The playback bar in a strip that scrolls sideways once the window is narrower than the bar (1024x768 with
// large fonts is 683 logical pixels): a scroll bar under it then, never a window wider than the screen.
class BarStrip : public QScrollArea {
public:
    explicit BarStrip(QWidget* bar, QWidget* parent) : QScrollArea(parent)
    {
        setWidget(bar);
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    }
    QSize minimumSizeHint() const override
    {
        const int bar = widget()->minimumSizeHint().height();
        return QSize(160, bar + (m_scrolls ? horizontalScrollBar()->sizeHint().height() : 0));
    }
    QSize sizeHint() const override { return QSize(widget()->sizeHint().width(), minimumSizeHint().height()); }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QScrollArea::resizeEvent(event);
        const bool scrolls = widget()->minimumSizeHint().width() > width(); // no frame, no vertical bar
        if (scrolls != m_scrolls) {
            m_scrolls = scrolls;
            updateGeometry(); // room for the scroll bar under the bar, or none
        }
    }

private:
    bool m_scrolls = false;
};

// Docks tabbed together are at least as wide as their tab bar's full width, so every tab reads whole
// ("Lesson", not "Les…"); a dock alone has no such minimum.
void fitDockTabs(QMainWindow* window)
{
    const QList<QDockWidget*> docks = window->findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly);
    for (QDockWidget* dock : docks)
        dock->setMinimumWidth(0);
    for (QTabBar* bar : window->findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly)) {
        if (bar->count() < 2)
            continue;
        const int full = bar->sizeHint().width();
        for (QDockWidget* dock : docks)
            for (int i = 0; i < bar->count(); ++i)
                if (bar->tabText(i) == dock->windowTitle() && !dock->isFloating())
                    dock->setMinimumWidth(std::max(full, dock->minimumSizeHint().width()));
    }
}

// The chart keeps this many screen pixels of plot height, the pattern this many of height: fewer logical pixels
// on a scaled screen (Qt 6 turns QT_FONT_DPI=144 into a ratio of 1.5), so the window's minimum still fits a
// 1280x720 projector with large fonts.
constexpr double kLeastPicture = 200;
constexpr double kLeastPattern = 180;

// The chart's minimum height: its titles, axes and legend as they are laid out now, plus the least plot.
void keepPlotHeight(ThroughputChart* chart, QWidget* pattern)
{
    const int least = int(std::ceil(kLeastPicture / chart->devicePixelRatioF()));
    pattern->setMinimumHeight(int(std::ceil(kLeastPattern / chart->devicePixelRatioF())));
    const QRectF plot = chart->chart()->plotArea();
    if (!chart->isVisible() || plot.height() <= 0 || chart->height() <= plot.height())
        return;
    chart->setMinimumHeight(int(std::ceil(chart->height() - plot.height())) + least);
}

} // namespace

void MainWindow::buildUi()
{
    // The device picker sits in the menu bar's corner: no toolbar row taken from the pattern and the chart.
    auto* picker = new QWidget(this);
    picker->setObjectName(QStringLiteral("devicePicker"));
    auto* ph = new QHBoxLayout(picker);
    ph->setContentsMargins(6, 1, 6, 1);
    ph->addWidget(new QLabel(tr("Device "), picker));
    m_deviceCombo = new QComboBox(picker);
    m_deviceCombo->setObjectName(QStringLiteral("deviceCombo"));
    m_deviceCombo->setMinimumWidth(320);
    m_deviceCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_deviceCombo->setMinimumContentsLength(36);
    m_deviceCombo->addItem(tr("Scanning…"));
    m_deviceCombo->setEnabled(false);
    ph->addWidget(m_deviceCombo);
    menuBar()->setCornerWidget(picker, Qt::TopRightCorner);

    auto* central = new QWidget(this);
    auto* v = new QVBoxLayout(central);
    v->setContentsMargins(4, 4, 4, 4); // every row counts on a 1280x720 projector with large fonts
    v->setSpacing(4);
    m_headline = new QLabel(central);
    m_headline->setObjectName(QStringLiteral("headline"));
    m_headline->setTextFormat(Qt::RichText);
    // Wraps on a narrow screen: one long line would make the full-screen window wider than the screen
    // (1024x768 with large fonts is 683 logical pixels wide).
    m_headline->setWordWrap(true);
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
    pv->setSpacing(2);
    m_pattern = new PatternView(patternBox);
    m_pattern->setObjectName(QStringLiteral("patternView"));
    m_pattern->setMinimumSize(360, 200); // below its own hint, so a short screen still has room for the chart
    pv->addWidget(m_pattern, 1);
    m_lessonPicture = new LessonPicture(patternBox);
    pv->addWidget(m_lessonPicture);
    connect(m_pattern, &PatternView::selectionChanged, m_lessonPicture, &LessonPicture::setSelection);
    m_playback = new PlaybackBar(m_pattern, patternBox);
    pv->addWidget(new BarStrip(m_playback, patternBox));
    connect(m_pattern, &PatternView::selectionChanged, m_playback, &PlaybackBar::refresh);
    m_chart = new ThroughputChart(m_splitter);
    m_chart->setObjectName(QStringLiteral("throughputChart"));
    m_splitter->addWidget(patternBox);
    m_splitter->addWidget(m_chart);
    // Until the chart is laid out: its own minimum less 200 px of plot, plus the least plot on this screen.
    m_chart->setMinimumHeight(m_chart->minimumSizeHint().height() - int(kLeastPicture) +
                              int(std::ceil(kLeastPicture / m_chart->devicePixelRatioF())));
    keepPlotHeight(m_chart, m_pattern);
    // A legend that wraps or an axis title that grows takes from the plot: the chart asks for that much more.
    connect(
        m_chart->chart(), &QChart::plotAreaChanged, this, [this] { keepPlotHeight(m_chart, m_pattern); },
        Qt::QueuedConnection);
    // Pattern above, chart below: both are wide pictures (32 banks, a sweep's x axis).
    m_splitter->setStretchFactor(0, 11);
    m_splitter->setStretchFactor(1, 9);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({1100, 900});
    v->addWidget(m_splitter, 1);
    setCentralWidget(central);

    m_lessonPanel = new LessonPanel(this);
    auto* lessonDock = new QDockWidget(tr("Lesson"), this);
    lessonDock->setObjectName(QStringLiteral("lessonDock"));
    lessonDock->setWidget(scrolled(m_lessonPanel, lessonDock));
    addDockWidget(Qt::LeftDockWidgetArea, lessonDock);
    m_explorer = new DeviceExplorer(this);
    auto* deviceDock = new QDockWidget(tr("Device"), this);
    deviceDock->setObjectName(QStringLiteral("deviceDock"));
    deviceDock->setWidget(scrolled(m_explorer, deviceDock));
    addDockWidget(Qt::LeftDockWidgetArea, deviceDock);
    tabifyDockWidget(lessonDock, deviceDock);
    m_source = new SourceView(this);
    auto* sourceDock = new QDockWidget(tr("Source"), this);
    sourceDock->setObjectName(QStringLiteral("sourceDock"));
    sourceDock->setWidget(m_source);
    addDockWidget(Qt::LeftDockWidgetArea, sourceDock);
    tabifyDockWidget(deviceDock, sourceDock);
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
    fitToScreen();
}

void MainWindow::fitToScreen()
{
    QSize size(1600, 1000);
    if (const QScreen* s = screen()) {
        const QSize available = s->availableGeometry().size();
        size = size.boundedTo(available * 0.9);
        // A small screen (laptop, projector) gets all of it: every pixel goes to the pattern and the chart.
        if (available.height() < kCompactHeight || available.width() < 1400)
            setWindowState(windowState() | Qt::WindowMaximized);
        // Docks at the bottom would make the minimum height more than the screen has.
        m_shortScreen = available.height() < kCompactHeight;
    }
    resize(size);
}

void MainWindow::fitDocks()
{
    keepPlotHeight(m_chart, m_pattern);
    // The device's whole name where the menu bar has room ("… AMD EPYC (Portable Computing Language)" at
    // 1366 px), 36 characters where it has not: a third of the window at most.
    const int chars =
        std::clamp(width() / 3 / std::max(1, m_deviceCombo->fontMetrics().averageCharWidth()), 36, 72);
    if (chars != m_deviceCombo->minimumContentsLength())
        m_deviceCombo->setMinimumContentsLength(chars);
    if (m_presentation)
        return; // its docks are hidden; leaving it restores the layout it started from
    auto* lesson = findChild<QDockWidget*>(QStringLiteral("lessonDock"));
    auto* results = findChild<QDockWidget*>(QStringLiteral("resultsDock"));
    auto* log = findChild<QDockWidget*>(QStringLiteral("logDock"));
    if (!lesson || !results || !log || results->isFloating())
        return;
    // On a narrow screen (1024x768 with large fonts: 683 logical pixels) the left docks' tabs stand on their
    // side: five tabs across would take half the width from the pattern and the chart.
    const bool narrow = screen() && screen()->availableGeometry().width() < kNarrowWidth;
    if (const auto side = narrow ? QTabWidget::West : QTabWidget::South;
        tabPosition(Qt::LeftDockWidgetArea) != side)
        setTabPosition(Qt::LeftDockWidgetArea, side);
    const bool compact = height() < kCompactHeight || m_shortScreen;
    m_shortScreen = false; // the screen's verdict counts only until the window has a size of its own
    const bool beside = tabifiedDockWidgets(lesson).contains(results);
    if (compact && dockWidgetArea(results) == Qt::BottomDockWidgetArea) {
        tabifyDockWidget(lesson, results);
        if (dockWidgetArea(log) == Qt::BottomDockWidgetArea)
            tabifyDockWidget(results, log);
        lesson->raise();
    } else if (!compact && beside) {
        addDockWidget(Qt::BottomDockWidgetArea, results);
        if (tabifiedDockWidgets(lesson).contains(log))
            tabifyDockWidget(results, log);
        results->raise();
        lesson->raise();
        resizeDocks({results}, {160}, Qt::Vertical);
    }
    QTimer::singleShot(0, this, [this] { fitDockTabs(this); }); // the tab bars follow the docks' arrangement
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
    run->setObjectName(QStringLiteral("runMenu"));
    run->addAction(tr("&Measure"), QKeySequence(Qt::Key_F5), m_controller.get(), &Controller::measureNow);
    run->addAction(tr("&Sweep"), QKeySequence(Qt::CTRL | Qt::Key_R), this,
                   [this] { m_controller->runSweep(m_lessonPanel->sweepEdit()->text().trimmed()); });
    run->addAction(tr("S&top"), QKeySequence(Qt::CTRL | Qt::Key_Period), m_controller.get(), &Controller::stop);
    run->addSeparator();
    run->addAction(tr("Scan devices again"), m_controller.get(), &Controller::scanDevices);
    run->addSeparator();
    KernelEditor::addMenu(run, this, m_controller.get()); // templates, copy of the lesson, open; issue 13

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* present = view->addAction(tr("&Presentation mode"));
    present->setShortcuts({QKeySequence(Qt::Key_F11)});
    if (const QKeySequence full(QKeySequence::FullScreen); !full.isEmpty() && full != QKeySequence(Qt::Key_F11))
        present->setShortcuts({QKeySequence(Qt::Key_F11), full});
    present->setCheckable(true);
    present->setObjectName(QStringLiteral("presentationAction"));
    connect(present, &QAction::toggled, this, &MainWindow::setPresentation);
    QAction* chartToo = view->addAction(tr("&Chart in presentation mode"));
    chartToo->setObjectName(QStringLiteral("chartInPresentationAction"));
    chartToo->setCheckable(true);
    chartToo->setChecked(true);
    chartToo->setShortcut(QKeySequence(Qt::Key_C));
    chartToo->setToolTip(tr("Show the chart below the picture in presentation mode (on a short screen the "
                            "picture alone keeps its text large)"));
    connect(chartToo, &QAction::toggled, this, &MainWindow::setChartInPresentation);
    view->addAction(m_chart->percentOfPeakAction()); // the chart's own, also in its context menu (issue 14)
    m_chart->setPercentOfPeak(SessionSettings::percentOfPeak());
    connect(m_chart->percentOfPeakAction(), &QAction::toggled, this, &SessionSettings::savePercentOfPeak);
    view->addAction(m_chart->overlayModelsAction());
    m_chart->setOverlayModels(SessionSettings::overlayModels());
    connect(m_chart->overlayModelsAction(), &QAction::toggled, this, &SessionSettings::saveOverlayModels);
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
            installTranslations(*qApp, code); // every widget retranslates (changeEvent), no restart
        });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Coalesce"), this, [this] { (new AboutDialog(this))->open(); });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

} // namespace coalesce::ui
