// SPDX-License-Identifier: GPL-3.0-or-later
// What reaches the screen is the window's backing store, repainted only where Qt marks it dirty. Qt Charts
// moves and replaces its axis labels as a live sweep changes the ranges; under QGraphicsView's minimal updates
// the labels of an earlier range (the empty chart's 0..1) once stayed on screen beside the new ones
// (local.reuse, 1024x768, under Xvfb). Here the main window sweeps that lesson on PoCL at the sizes people
// have, and after the sweep the chart's part of the backing store must equal a fresh rendering of the chart
// (the offscreen platform's screen grab is the backing store: without the fix 360 pixels differed at 1024x768).
#include "ui/controller.h"
#include "ui/mainwindow.h"
#include "ui/realbackend.h"
#include "ui/throughputchart.h"

#include <QDir>
#include <QImage>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

class TestChartOnScreen : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_chartonscreen"));
    }
    void cleanupTestCase() { QSettings().clear(); }

    void whatIsShownIsWhatTheChartDraws_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("range");
        for (const QSize size : {QSize(1024, 768), QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)}) {
            const QString name = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
            QTest::newRow(qPrintable(name + " reuse")) << size << "local.reuse"
                                                       << "reuse=1..4";
        }
    }

    void whatIsShownIsWhatTheChartDraws()
    {
        QFETCH(QSize, size);
        QFETCH(QString, lesson);
        QFETCH(QString, range);
        QSettings().clear();
        MainWindow window(std::make_unique<Controller>(std::make_unique<RealBackend>()));
        Controller* c = window.controller();
        QSignalSpy opened(c, &Controller::deviceOpened);
        window.resize(size);
        window.start(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!opened.isEmpty() || opened.wait(30000));
        QVERIFY(c->selectLesson(lesson, {"size=1M"}));
        QTest::qWait(300); // the interactive point lands on the empty chart first
        QSignalSpy finished(c, &Controller::sweepFinished);
        QVERIFY(c->runSweep(range));
        QVERIFY(finished.wait(20000));
        QTest::qWait(400);

        auto* chart = window.findChild<ThroughputChart*>(QStringLiteral("throughputChart"));
        QVERIFY(chart && chart->isVisible());
        const QRect area(chart->mapTo(&window, QPoint(0, 0)), chart->size());
        const QImage screen = window.screen()->grabWindow(window.winId()).toImage();
        const qreal ratio = screen.devicePixelRatio();
        const QImage shown = screen.copy(QRect((area.topLeft() * ratio), (area.size() * ratio)))
                                 .convertToFormat(QImage::Format_RGB32);
        const QImage fresh = chart->grab().toImage().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(shown.size(), fresh.size());
        int differ = 0;
        for (int y = 0; y < shown.height(); ++y)
            for (int x = 0; x < shown.width(); ++x)
                differ += shown.pixel(x, y) != fresh.pixel(x, y) ? 1 : 0;
        if (differ > 0) {
            shown.save(QDir::temp().filePath(QStringLiteral("coalesce-chart-shown.png")));
            fresh.save(QDir::temp().filePath(QStringLiteral("coalesce-chart-fresh.png")));
        }
        QVERIFY2(differ == 0,
                 qPrintable(QStringLiteral("%1 pixels on screen differ from the chart (saved in %2)")
                                .arg(differ)
                                .arg(QDir::tempPath())));
    }
};

QTEST_MAIN(TestChartOnScreen)
#include "test_chartonscreen.moc"
