// SPDX-License-Identifier: GPL-3.0-or-later
// The main window fits the screens our users have: at 1024x768, 1280x720 (projector), 1366x768 (student
// laptop) and 1920x1080 the window takes exactly that size (its minimum fits), the chart keeps a plot area of
// at least 200 px (150 px at 1024x768), the pattern stays large enough to read, and no dock, bar or control
// lies outside the window. Offscreen platform: the window's own geometry stands in for the screen.
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/lessonpanel.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/throughputchart.h"

#include "core/results.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QChart>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

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
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<int>("minPlot");
        QTest::newRow("1024x768") << QSize(1024, 768) << 150;
        QTest::newRow("1280x720") << QSize(1280, 720) << 200;
        QTest::newRow("1366x768") << QSize(1366, 768) << 200;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << 200;
    }

    void fitsTheScreen()
    {
        QFETCH(QSize, screen);
        QFETCH(int, minPlot);
        QTemporaryDir dir;
        MainWindow window(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        window.setScripted(true);
        QSignalSpy opened(window.controller(), &Controller::deviceOpened);
        window.start(true);
        QVERIFY(opened.wait(3000));
        QSignalSpy loaded(window.controller(), &Controller::resultLoaded);
        window.controller()->openResults({writeSweep(dir)});
        QVERIFY(loaded.wait(3000));

        const QSize minimum = window.minimumSizeHint();
        QVERIFY2(minimum.width() <= screen.width() && minimum.height() <= screen.height(),
                 qPrintable(QStringLiteral("minimum %1x%2").arg(minimum.width()).arg(minimum.height())));
        window.setWindowState(Qt::WindowNoState); // not maximised to the offscreen platform's own screen
        window.resize(screen);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(screen); // as a window manager does once the window has its layout
        QTRY_COMPARE(window.size(), screen);
        QVERIFY(window.minimumSize().height() <= screen.height());
        QTest::qWait(50); // the dock arrangement follows the size one event loop later
        QCoreApplication::processEvents();

        const QRectF plot = window.chart()->chart()->plotArea();
        qInfo("%dx%d: plot area %.0fx%.0f, pattern %dx%d, chart %dx%d", screen.width(), screen.height(),
              plot.width(), plot.height(), window.patternView()->width(), window.patternView()->height(),
              window.chart()->width(), window.chart()->height());
        QVERIFY2(plot.height() >= minPlot, qPrintable(QString::number(plot.height())));
        QVERIFY(plot.width() >= 300);
        QVERIFY(window.patternView()->height() >= 200);
        QVERIFY(window.patternView()->width() >= 400);
        const QWidget* lesson = window.lessonPanel();
        QVERIFY2(lesson->width() >= lesson->minimumSizeHint().width(),
                 "the lesson panel is cut off at the side");

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
    }
};

QTEST_MAIN(TestFit)
#include "test_fit.moc"
