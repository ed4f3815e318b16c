// SPDX-License-Identifier: GPL-3.0-or-later
// The main window fits the screens our users have: at 1024x768, 1280x720 (projector), 1366x768 (student
// laptop) and 1920x1080 the window takes exactly that size (its minimum fits), the chart keeps a plot area of
// at least 200 px, the pattern stays large enough to read, no dock, bar or control lies outside the window,
// and nothing is cut: every tab and caption reads whole, every box shows its whole value, the lesson panel is
// no wider than what shows of it (its text wraps). Offscreen platform: the window's own geometry stands in for
// the screen. ctest runs it three times: as is, with QT_FONT_DPI=144 (large system fonts; main() hands that DPI
// to the offscreen platform, which otherwise reads it on X11 only) and with QT_SCALE_FACTOR=2 (sizes are
// logical pixels: a 2x screen of twice these sizes). Only relations are asserted (fits / does not fit), never a
// font's width in pixels. 1024x768 with large fonts (683x512 logical pixels) fits too: there the left docks'
// tabs stand on their side and the playback bar scrolls sideways; nowhere else.
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/lessonpanel.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/playbackbar.h"
#include "ui/throughputchart.h"

#include "core/results.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolBar>

#include <cmath>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

// A sweep file opened as an overlay: the chart then has its axes, titles and legend as in a lesson.
QString writeSweep(const QTemporaryDir& dir)
{
    ResultFile file;
    file.lesson = "fake.stride";
    file.sweptParam = "stride";
    file.device = Json{{"name", "Fake GPU"}};
    file.profile = profileToJson(defaultProfile());
    file.fixedParams = Json::object();
    for (int s : {1, 2, 4, 8, 16, 32}) {
        PointResult p;
        p.sweptValue = std::to_string(s);
        p.params.setRaw("stride", p.sweptValue);
        p.ebGBs = 100.0 / s;
        p.validation.passed = true;
        file.points.push_back(p);
    }
    const QString path = dir.filePath(QStringLiteral("sweep.json"));
    saveResultJson(path.toStdString(), file);
    return path;
}

// True when `w` lies inside a scroll area's viewport (it may be scrolled out of sight on purpose) or in a dock
// that is a tab behind another (Qt moves those out of the window).
bool outOfSightOnPurpose(const QWidget* w, const QMainWindow* top)
{
    for (const QWidget* p = w; p && p != top; p = p->parentWidget()) {
        if (auto* area = qobject_cast<const QScrollArea*>(p);
            p != w && area && area->widget() && area->widget()->inherits("coalesce::ui::PlaybackBar"))
            return area->horizontalScrollBar()->isVisible(); // whole unless it scrolls (asserted apart)
        if (p != w && qobject_cast<const QAbstractScrollArea*>(p))
            return true;
        if (auto* dock = qobject_cast<const QDockWidget*>(p);
            dock && !top->tabifiedDockWidgets(const_cast<QDockWidget*>(dock)).isEmpty() &&
            !QRect(dock->mapTo(top, QPoint(0, 0)), dock->size()).intersects(top->rect()))
            return true;
    }
    return false;
}

} // namespace

class TestFit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_fit"));
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void fitsTheScreen_data()
    {
        QTest::addColumn<QSize>("physical");
        for (const QSize screen : {QSize(1024, 768), QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)})
            QTest::newRow(qPrintable(QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height())))
                << screen;
    }

    void fitsTheScreen()
    {
        QFETCH(QSize, physical);
        // Qt 6 turns QT_FONT_DPI=144 into a device pixel ratio of 1.5: a 1024x768 screen is 683x512 logical
        // pixels there. QT_SCALE_FACTOR=2 stands for a 2x screen of twice these sizes (same logical sizes).
        const bool largeFonts = qEnvironmentVariableIntValue("QT_FONT_DPI") > 96;
        const qreal ratio = QGuiApplication::primaryScreen()->devicePixelRatio();
        const QSize screen = largeFonts ? (QSizeF(physical) / ratio).toSize() : physical;
        // 200 screen pixels of plot and pattern.
        const int minPlot = int(std::ceil(200 / ratio));
        QTemporaryDir dir;
        MainWindow window(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        window.setScripted(true);
        QSignalSpy opened(window.controller(), &Controller::deviceOpened);
        window.start(true);
        QVERIFY(opened.wait(3000));
        QSignalSpy loaded(window.controller(), &Controller::resultLoaded);
        window.controller()->openResults({writeSweep(dir)});
        QVERIFY(loaded.wait(3000));

        auto fits = [&](const QSize& minimum) {
            return minimum.width() <= screen.width() && minimum.height() <= screen.height();
        };
        QVERIFY2(fits(window.minimumSizeHint()), qPrintable(QStringLiteral("minimum %1x%2 on %3x%4")
                                                                .arg(window.minimumSizeHint().width())
                                                                .arg(window.minimumSizeHint().height())
                                                                .arg(screen.width())
                                                                .arg(screen.height())));
        window.setWindowState(Qt::WindowNoState); // not maximised to the offscreen platform's own screen
        window.resize(screen);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(screen); // as a window manager does once the window has its layout
        QTRY_COMPARE(window.size(), screen);
        QVERIFY(window.minimumSize().height() <= screen.height());
        QTest::qWait(50); // the dock arrangement follows the size one event loop later, its tabs one more
        QCoreApplication::processEvents();
        QTest::qWait(20);
        QCoreApplication::processEvents();
        QVERIFY2(fits(window.minimumSizeHint()), qPrintable(QStringLiteral("minimum %1x%2 once laid out")
                                                                .arg(window.minimumSizeHint().width())
                                                                .arg(window.minimumSizeHint().height())));

        // The chart lays its plot area out in a later pass of its scene: wait for it (an ASan build with both
        // cores busy had not got there after the fixed waits above), then judge it.
        QTRY_VERIFY2_WITH_TIMEOUT(window.chart()->chart()->plotArea().height() >= minPlot,
                                  qPrintable(QString::number(window.chart()->chart()->plotArea().height())),
                                  5000);
        const QRectF plot = window.chart()->chart()->plotArea();
        qInfo("%dx%d: plot area %.0fx%.0f, pattern %dx%d, chart %dx%d", screen.width(), screen.height(),
              plot.width(), plot.height(), window.patternView()->width(), window.patternView()->height(),
              window.chart()->width(), window.chart()->height());
        QVERIFY(plot.width() >= 300);
        QVERIFY(window.patternView()->height() >= int(std::ceil(180 / ratio)));
        QVERIFY(window.patternView()->width() >= 2 * minPlot);
        const QWidget* lesson = window.lessonPanel();
        QVERIFY2(lesson->width() >= lesson->minimumSizeHint().width(),
                 "the lesson panel is cut off at the side");
        for (const QWidget* p = lesson->parentWidget(); p; p = p->parentWidget())
            if (const auto* area = qobject_cast<const QScrollArea*>(p)) {
                QVERIFY2(
                    lesson->width() <= area->viewport()->width(),
                    qPrintable(QStringLiteral("the lesson panel (%1 px) is wider than its dock shows (%2 px)")
                                   .arg(lesson->width())
                                   .arg(area->viewport()->width())));
                break;
            }
        // The playback bar scrolls sideways only where nothing else fits (683 logical pixels wide): elsewhere
        // it shows whole, its boxes checked below like every other.
        const auto* bar = window.findChild<PlaybackBar*>();
        QVERIFY(bar);
        const auto* strip = qobject_cast<const QScrollArea*>(bar->parentWidget()->parentWidget());
        QVERIFY(strip);
        if (screen.width() >= 800) {
            QVERIFY2(!strip->horizontalScrollBar()->isVisible(), "the playback bar scrolls");
            QVERIFY(bar->width() <= strip->viewport()->width());
        } else {
            QVERIFY(strip->horizontalScrollBar()->isVisible());
            QVERIFY(strip->height() >= bar->height() + strip->horizontalScrollBar()->height());
        }
        const auto* text = lesson->findChild<QTextBrowser*>(QStringLiteral("lessonText"));
        QVERIFY(text);
        QVERIFY2(text->document()->size().width() <= text->viewport()->width() + 1,
                 "the lesson text does not wrap in its box");

        const QRect inside = window.rect();
        auto check = [&](const QWidget* w) {
            if (!w->isVisible() || outOfSightOnPurpose(w, &window))
                return;
            const QRect r(w->mapTo(&window, QPoint(0, 0)), w->size());
            QVERIFY2(inside.contains(r), qPrintable(QStringLiteral("%1 (%2) at %3,%4 %5x%6")
                                                        .arg(w->objectName(), w->metaObject()->className())
                                                        .arg(r.x())
                                                        .arg(r.y())
                                                        .arg(r.width())
                                                        .arg(r.height())));
            if (qobject_cast<const QDockWidget*>(w->parentWidget()))
                return; // a dock's title bar buttons: drawn by the style at the title's height
            QVERIFY2(w->height() >= w->minimumSizeHint().height() || w->minimumSizeHint().height() <= 0,
                     qPrintable(QStringLiteral("%1 squeezed").arg(w->metaObject()->className())));
        };
        for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
            check(dock);
        for (const QToolBar* bar : window.findChildren<QToolBar*>())
            check(bar);
        check(window.statusBar());
        check(window.centralWidget());
        for (const QAbstractButton* b : window.findChildren<QAbstractButton*>())
            check(b);
        for (const QComboBox* b : window.findChildren<QComboBox*>())
            check(b);
        for (const QAbstractSpinBox* b : window.findChildren<QAbstractSpinBox*>())
            check(b);
        for (const QLineEdit* e : window.findChildren<QLineEdit*>())
            check(e);

        // Nothing elided: dock tabs, captions and the value a box shows read whole.
        int tabBars = 0;
        for (const QTabBar* bar : window.findChildren<QTabBar*>()) {
            if (!bar->isVisible() || outOfSightOnPurpose(bar, &window))
                continue;
            ++tabBars;
            // Tabs on their side (a narrow screen) read along their height.
            const bool upright = bar->shape() == QTabBar::RoundedWest || bar->shape() == QTabBar::RoundedEast ||
                                 bar->shape() == QTabBar::TriangularWest ||
                                 bar->shape() == QTabBar::TriangularEast;
            auto along = [upright](const QSize& size) { return upright ? size.height() : size.width(); };
            QVERIFY2(along(bar->size()) >= along(bar->sizeHint()),
                     qPrintable(QStringLiteral("tab bar %1 px for %2 px of tabs")
                                    .arg(along(bar->size()))
                                    .arg(along(bar->sizeHint()))));
            QVERIFY(!upright || bar->y() + bar->height() <= window.height());
            const QFontMetrics fm(bar->font());
            for (int i = 0; i < bar->count(); ++i)
                QVERIFY2(fm.horizontalAdvance(bar->tabText(i)) < along(bar->tabRect(i).size()),
                         qPrintable(QStringLiteral("tab '%1' cut").arg(bar->tabText(i))));
        }
        QVERIFY(tabBars > 0); // the lesson dock has tabs beside it (device, source; results and log when short)
        // A label whose text just changed (the status bar's last point) is laid out one event later: retried.
        auto cutLabel = [&]() -> QString {
            for (const QLabel* label : window.findChildren<QLabel*>()) {
                if (!label->isVisible() || label->text().isEmpty() || outOfSightOnPurpose(label, &window))
                    continue;
                if (label->wordWrap() ? label->heightForWidth(label->width()) > label->height()
                                      : !Qt::mightBeRichText(label->text()) &&
                                            label->fontMetrics().horizontalAdvance(label->text()) >
                                                label->contentsRect().width())
                    return label->text();
            }
            return {};
        };
        QTRY_VERIFY2(cutLabel().isEmpty(), qPrintable(QStringLiteral("'%1' cut").arg(cutLabel())));
        for (const QComboBox* combo : window.findChildren<QComboBox*>()) {
            if (!combo->isVisible() || combo->currentText().isEmpty() || outOfSightOnPurpose(combo, &window))
                continue;
            QStyleOptionComboBox option;
            option.initFrom(combo);
            option.editable = combo->isEditable();
            option.currentText = combo->currentText();
            const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                               QStyle::SC_ComboBoxEditField, combo);
            QVERIFY2(
                combo->fontMetrics().horizontalAdvance(combo->currentText()) <= field.width(),
                qPrintable(
                    QStringLiteral("box %1 shows '%2' cut").arg(combo->objectName(), combo->currentText())));
        }
    }
};

int main(int argc, char** argv)
{
    // The offscreen platform takes its screen's logical DPI from a configuration file: the one QT_FONT_DPI
    // names (on X11 the platform reads the variable itself). The screen is the smallest of ours: the window
    // starts with the results and the log beside the lesson.
    QTemporaryDir config;
    if (qgetenv("QT_QPA_PLATFORM") == "offscreen" && config.isValid()) {
        const int dpi =
            qEnvironmentVariableIsSet("QT_FONT_DPI") ? qEnvironmentVariableIntValue("QT_FONT_DPI") : 96;
        QFile file(config.filePath(QStringLiteral("offscreen.json")));
        if (file.open(QIODevice::WriteOnly)) {
            file.write(QStringLiteral("{\"screens\": [{\"name\": \"fit\", \"x\": 0, \"y\": 0, \"width\": 1024, "
                                      "\"height\": 768, \"logicalDpi\": %1}]}")
                           .arg(dpi)
                           .toUtf8());
            file.close();
            qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + file.fileName().toUtf8());
        }
    }
    QApplication app(argc, argv);
    TestFit test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "test_fit.moc"
