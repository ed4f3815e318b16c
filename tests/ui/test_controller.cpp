// SPDX-License-Identifier: GPL-3.0-or-later
// The controller driven by the fake backend: scan/open, debounce, newest request wins, cancel, errors,
// parameter validation and stepping, a clean shutdown in the middle of a sweep.
#include "ui/controller.h"
#include "ui/fakebackend.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

class TestController : public QObject {
    Q_OBJECT

    FakeBackend* m_fake = nullptr;

    std::unique_ptr<Controller> makeOpened()
    {
        auto fake = std::make_unique<FakeBackend>();
        m_fake = fake.get();
        auto c = std::make_unique<Controller>(std::move(fake));
        QSignalSpy opened(c.get(), &Controller::deviceOpened);
        c->openDevice(QStringLiteral("0:0"));
        if (!opened.wait(2000))
            return nullptr;
        return c;
    }

private slots:
    void lessonsAvailableBeforeAnyDevice()
    {
        Controller c(std::make_unique<FakeBackend>());
        QCOMPARE(int(c.lessons().size()), 2);
        QSignalSpy changed(&c, &Controller::lessonChanged);
        QVERIFY(c.selectLesson(QStringLiteral("fake.stride")));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(c.params().text("stride"), std::string("1"));
        QCOMPARE(c.mainParam(), std::string("stride"));
    }

    void scanListsDevicesAndNoPlatformIsAState()
    {
        auto fake = std::make_unique<FakeBackend>();
        fake->noPlatform = true;
        Controller c(std::move(fake));
        QSignalSpy scanned(&c, &Controller::devicesScanned);
        c.scanDevices();
        QVERIFY(scanned.wait(2000));
        const auto result = scanned.at(0).at(0).value<ScanResult>();
        QVERIFY(result.devices.empty());
        QVERIFY(!result.problem.empty());

        Controller d(std::make_unique<FakeBackend>());
        QSignalSpy scanned2(&d, &Controller::devicesScanned);
        d.scanDevices();
        QVERIFY(scanned2.wait(2000));
        QCOMPARE(int(scanned2.at(0).at(0).value<ScanResult>().devices.size()), 2);
    }

    void openingTracesAndMeasuresTheSelectedLesson()
    {
        auto c = makeOpened();
        QVERIFY(c);
        QSignalSpy traced(c.get(), &Controller::traceReady);
        QSignalSpy measured(c.get(), &Controller::pointMeasured);
        QVERIFY(c->selectLesson(QStringLiteral("fake.bank"), {"stride=32"}));
        QVERIFY(traced.wait(2000));
        const auto outcome = traced.at(0).at(0).value<TraceOutcome>();
        QCOMPARE(outcome.summary.maxConflictDegree, 32u);
        QVERIFY(measured.wait(2000));
        QCOMPARE(measured.at(0).at(0).value<PointResult>().params.text("stride"), std::string("32"));
    }

    void burstOfChangesIsMeasuredOnceAndOnlyNewestTraceArrives()
    {
        auto c = makeOpened();
        QVERIFY(c);
        QVERIFY(c->selectLesson(QStringLiteral("fake.stride")));
        QSignalSpy measured(c.get(), &Controller::pointMeasured);
        QVERIFY(measured.wait(2000)); // the selection's own measurement
        QTRY_COMPARE_WITH_TIMEOUT(c->worker()->pending(), 0, 2000);
        measured.clear();
        const int measuresBefore = m_fake->measures;
        QSignalSpy traced(c.get(), &Controller::traceReady);
        for (int stride : {2, 3, 4, 5, 6}) {
            QVERIFY(c->setParam(QStringLiteral("stride"), QString::number(stride)));
            QTest::qWait(20); // faster than the debounce
        }
        QVERIFY(measured.wait(2000));
        QTest::qWait(3 * Controller::kDebounceMs);
        QCOMPARE(measured.count(), 1);
        QCOMPARE(m_fake->measures - measuresBefore, 1);
        QCOMPARE(measured.at(0).at(0).value<PointResult>().params.text("stride"), std::string("6"));
        // The last trace shown is the newest configuration's, and no stale one arrives after it.
        QVERIFY(traced.count() >= 1);
        QCOMPARE(traced.last().at(0).value<TraceOutcome>().params.text("stride"), std::string("6"));
    }

    void staleTracesAreDroppedWhenSubmittedTogether()
    {
        auto c = makeOpened();
        QVERIFY(c);
        QVERIFY(c->selectLesson(QStringLiteral("fake.stride")));
        QSignalSpy traced(c.get(), &Controller::traceReady);
        for (int stride = 2; stride <= 9; ++stride)
            c->setParam(QStringLiteral("stride"), QString::number(stride));
        QTRY_COMPARE_WITH_TIMEOUT(c->worker()->pending(), 0, 3000);
        QCOMPARE(traced.count(), 1);
        QCOMPARE(traced.at(0).at(0).value<TraceOutcome>().params.text("stride"), std::string("9"));
        QCOMPARE(c->lastTrace()->params.text("stride"), std::string("9"));
    }

    void invalidValuesAreRefusedBeforeTheDevice()
    {
        auto c = makeOpened();
        QVERIFY(c);
        QVERIFY(c->selectLesson(QStringLiteral("fake.stride")));
        QSignalSpy errors(c.get(), &Controller::errorOccurred);
        QVERIFY(!c->setParam(QStringLiteral("stride"), QStringLiteral("0")));
        QVERIFY(!c->setParam(QStringLiteral("type"), QStringLiteral("quaternion")));
        QVERIFY(!c->setParam(QStringLiteral("nonsense"), QStringLiteral("1")));
        QCOMPARE(errors.count(), 3);
        QVERIFY(errors.at(0).at(2).toString().contains(QStringLiteral("stride")));
        QCOMPARE(c->params().text("stride"), std::string("1"));
        QVERIFY(!c->runSweep(QStringLiteral("stride=0..9999")));
        QVERIFY(!c->selectLesson(QStringLiteral("no.such")));
    }

    void stepMainParamDoublesOnLog2Axis()
    {
        Controller c(std::make_unique<FakeBackend>());
        QVERIFY(c.selectLesson(QStringLiteral("fake.stride")));
        QVERIFY(c.stepMainParam(+1));
        QVERIFY(c.stepMainParam(+1));
        QCOMPARE(c.params().integer("stride"), int64_t(4));
        QVERIFY(c.stepMainParam(-1));
        QCOMPARE(c.params().integer("stride"), int64_t(2));
        QVERIFY(c.stepMainParam(-1));
        QVERIFY(!c.stepMainParam(-1)); // at the minimum
        QCOMPARE(c.params().integer("stride"), int64_t(1));
    }

    void errorsComeBackAsValues()
    {
        auto c = makeOpened();
        QVERIFY(c);
        QVERIFY(c->selectLesson(QStringLiteral("fake.stride"), {"stride=13"}));
        QSignalSpy errors(c.get(), &Controller::errorOccurred);
        QVERIFY(errors.wait(2000));
        QCOMPARE(errors.at(0).at(0).value<Task>(), Task::Measure);
        QVERIFY(errors.at(0).at(2).toString().contains(QStringLiteral("CL_OUT_OF_RESOURCES")));
        QVERIFY(!errors.at(0).at(3).toString().isEmpty()); // details for the disclosure
    }

    void sweepReportsProgressAndKeepsFailingPoints()
    {
        auto c = makeOpened();
        QVERIFY(c);
        QVERIFY(c->selectLesson(QStringLiteral("fake.stride")));
        QSignalSpy progress(c.get(), &Controller::sweepProgress);
        QSignalSpy points(c.get(), &Controller::sweepPointAdded);
        QSignalSpy finished(c.get(), &Controller::sweepFinished);
        QVERIFY(c->runSweep(QStringLiteral("stride=10..16")));
        QVERIFY(finished.wait(3000));
        const auto result = finished.at(0).at(0).value<ResultFile>();
        QCOMPARE(int(result.points.size()), 7);
        QCOMPARE(points.count(), 7);
        QCOMPARE(progress.count(), 7);
        QVERIFY(!result.cancelled);
        QCOMPARE(result.points[3].sweptValue, std::string("13"));
        QVERIFY(!result.points[3].error.empty());
        QCOMPARE(result.points[0].ebGBs, fakeBandwidth("fake.stride", 10));
        QCOMPARE(int(c->sweepResult()->points.size()), 7);
    }

    void stopCancelsARunningSweep()
    {
        auto c = makeOpened();
        QVERIFY(c);
        m_fake->pointMillis = 200;
        QVERIFY(c->selectLesson(QStringLiteral("fake.stride")));
        c->setLiveMeasure(false);
        QSignalSpy finished(c.get(), &Controller::sweepFinished);
        QSignalSpy points(c.get(), &Controller::sweepPointAdded);
        QVERIFY(c->runSweep(QStringLiteral("stride=1..64")));
        QVERIFY(points.wait(3000));
        QElapsedTimer timer;
        timer.start();
        c->stop();
        QVERIFY(finished.wait(3000));
        QVERIFY(timer.elapsed() < 5000); // perf label: generous for a loaded VM under ASan
        const auto result = finished.at(0).at(0).value<ResultFile>();
        QVERIFY(result.cancelled);
        QVERIFY(result.points.size() < 64);
        QVERIFY(!c->sweepRunning());
    }

    void destroyingMidSweepIsClean()
    {
        auto c = makeOpened();
        QVERIFY(c);
        m_fake->pointMillis = 100;
        QVERIFY(c->selectLesson(QStringLiteral("fake.stride")));
        QVERIFY(c->runSweep(QStringLiteral("stride=1..64")));
        QTest::qWait(150);
        QElapsedTimer timer;
        timer.start();
        c.reset();                       // cancels, joins the worker thread
        QVERIFY(timer.elapsed() < 5000); // perf label: generous for a loaded VM under ASan
    }

    void corruptResultFileIsAnErrorNotACrash()
    {
        Controller c(std::make_unique<FakeBackend>());
        QSignalSpy errors(&c, &Controller::errorOccurred);
        QSignalSpy loaded(&c, &Controller::resultLoaded);
        QStringList paths;
        const QList<QByteArray> contents = {QByteArray("{not json"), QByteArray("{\"hello\": 1}"),
                                            QByteArray("[1,2,3]"), QByteArray()};
        for (int i = 0; i < contents.size(); ++i) {
            const QString path = QDir::temp().filePath(
                QStringLiteral("coalesce-corrupt-%1-%2.json").arg(qApp->applicationPid()).arg(i));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(contents[i]);
            f.close();
            paths << path;
        }
        paths << QStringLiteral("/nonexistent/dir/file.json");
        c.openResults(paths);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 5, 5000);
        QCOMPARE(errors.count(), 5);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(loaded.at(i).at(0).toString(), paths[i]); // answered in the order asked
            QVERIFY(!loaded.at(i).at(1).toBool());
            QCOMPARE(errors.at(i).at(0).value<Task>(), Task::LoadResult);
            QVERIFY(!errors.at(i).at(2).toString().isEmpty());
        }
        QVERIFY(c.overlays().empty());
        QCOMPARE(c.filesLoading(), 0);
        for (int i = 0; i < 4; ++i)
            QFile::remove(paths[i]);
    }

    void resultFilesLoadOffTheGuiThreadInOrder()
    {
        // Files are read by their own thread while the GUI thread keeps turning; a sweep result written by the
        // controller comes back as an overlay, once per path asked, in the order asked.
        auto c = makeOpened();
        QVERIFY(c);
        QVERIFY(c->selectLesson(QStringLiteral("fake.stride")));
        QSignalSpy finished(c.get(), &Controller::sweepFinished);
        QVERIFY(c->runSweep(QStringLiteral("stride=1..8")));
        QVERIFY(finished.wait(3000));
        const QString good =
            QDir::temp().filePath(QStringLiteral("coalesce-good-%1.json").arg(qApp->applicationPid()));
        saveResultJson(good.toStdString(), *c->sweepResult());
        QSignalSpy loaded(c.get(), &Controller::resultLoaded);
        QSignalSpy overlays(c.get(), &Controller::overlaysChanged);
        c->openResults({good, good, good});
        QCOMPARE(c->filesLoading(), 3);
        QCOMPARE(loaded.count(), 0); // nothing is read on the calling thread
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 3, 5000);
        QCOMPARE(overlays.count(), 3);
        QCOMPARE(int(c->overlays().size()), 3);
        QCOMPARE(int(c->overlays().front().second.points.size()), 8);
        QFile::remove(good);
    }
};

QTEST_MAIN(TestController)
#include "test_controller.moc"
