// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI thread never blocks for long: a 10 ms timer measures the gaps between its ticks while the main
// window runs a sweep on the fake backend (points every 20 ms, so the table, the progress bar and the chart
// updates come as fast as they can) and the pattern animation plays, until the finished sweep is on screen.
// Every event the application delivers is timed too (TimingApplication), so a long gap names what caused it.
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/throughputchart.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <ctime>
#include <vector>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// Times every event delivered on the GUI thread while recording; keeps the slow ones.
class TimingApplication : public QApplication {
public:
    struct Slow {
        qint64 at = 0; // ms on the probe's clock when the event ended
        double ms = 0;
        double cpuMs = 0; // this thread's CPU time: less than ms when other processes took the core
        int depth = 0;
        QString what;
    };
    using QApplication::QApplication;

    bool notify(QObject* receiver, QEvent* event) override
    {
        if (!m_clock || !receiver)
            return QApplication::notify(receiver, event);
        const QObject* parent = receiver->parent();
        const QString what =
            QStringLiteral("%1 \"%2\" (in %3) event %4")
                .arg(QLatin1String(receiver->metaObject()->className()), receiver->objectName(),
                     QLatin1String(parent ? parent->metaObject()->className() : "-"))
                .arg(int(event->type()));
        QElapsedTimer t;
        t.start();
        const double cpu = threadCpuMs();
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = t.nsecsElapsed() / 1e6;
        if (ms >= kSlowMs)
            m_slow.push_back({m_clock->elapsed(), ms, threadCpuMs() - cpu, m_depth, what});
        return result;
    }
    void record(const QElapsedTimer* clock)
    {
        m_slow.clear();
        m_clock = clock;
    }
    void stop() { m_clock = nullptr; }
    const std::vector<Slow>& slow() const { return m_slow; }

    static constexpr double kSlowMs = 8;

private:
    const QElapsedTimer* m_clock = nullptr;
    int m_depth = 0;
    std::vector<Slow> m_slow;
};

TimingApplication* timingApp()
{
    return static_cast<TimingApplication*>(QCoreApplication::instance());
}

} // namespace

class TestResponsiveness : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void firstWindowIsQuick()
    {
        QElapsedTimer clock;
        clock.start();
        MainWindow window(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        window.start(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // perf label: a generous limit for a loaded 2-core VM under ASan (0.2 s is usual on an idle machine).
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
    }

    void guiThreadNeverBlocksDuringASweep()
    {
        auto fake = std::make_unique<FakeBackend>();
        fake->pointMillis = 20; // about 1.3 s for 64 points
        MainWindow window(std::make_unique<Controller>(std::move(fake)));
        window.resize(1600, 1000);
        window.start(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Controller* c = window.controller();
        QSignalSpy opened(c, &Controller::deviceOpened);
        QVERIFY(opened.wait(3000));
        QVERIFY(c->selectLesson(QStringLiteral("fake.bank")));
        QSignalSpy traced(c, &Controller::traceReady);
        QVERIFY(traced.wait(3000));
        window.patternView()->setLoop(true);
        window.patternView()->play();
        QTest::qWait(300); // the first measured point and its chart update land before the sweep

        // Each gap between two ticks: its wall time and the CPU time the GUI thread spent in it. On a shared
        // 2-core CI machine the thread can lose its core to other processes; a gap stretched that way is not
        // the GUI blocking. So a gap passes when it is <= 150 ms, or when the GUI thread ran < 120 ms of it and
        // it is still <= 300 ms (a wait on a lock or the device would not hide there for long). The limits are
        // three times what an idle machine needs (this test carries the perf label: loaded VMs, ASan builds);
        // a GUI that blocks on a file, a device or a long legend takes seconds, and still fails.
        struct Gap {
            qint64 at = 0;
            double wall = 0;
            double cpu = 0;
        };
        QElapsedTimer clock;
        std::vector<Gap> gaps;
        double lastWall = -1;
        double lastCpu = 0;
        QTimer probe;
        probe.setTimerType(Qt::PreciseTimer);
        probe.setInterval(10);
        connect(&probe, &QTimer::timeout, this, [&] {
            const double now = clock.nsecsElapsed() / 1e6;
            const double cpu = threadCpuMs();
            if (lastWall >= 0)
                gaps.push_back({clock.elapsed(), now - lastWall, cpu - lastCpu});
            lastWall = now;
            lastCpu = cpu;
        });
        QSignalSpy finished(c, &Controller::sweepFinished);
        clock.start();
        timingApp()->record(&clock);
        probe.start();
        QVERIFY(c->runSweep(QStringLiteral("stride=1..64")));
        QVERIFY(finished.wait(20000));
        const qint64 finishedAt = clock.elapsed();
        QTest::qWait(400); // the finished sweep's table, chart and their repaints are part of the sweep
        probe.stop();
        timingApp()->stop();
        QCOMPARE(int(finished.at(0).at(0).value<ResultFile>().points.size()), 64);

        QVERIFY(gaps.size() > 20);
        std::vector<double> sorted;
        QStringList over30;
        QStringList failures;
        Gap worst;
        double worstCpu = 0;
        for (const Gap& g : gaps) {
            sorted.push_back(g.wall);
            worstCpu = std::max(worstCpu, g.cpu);
            if (g.wall > worst.wall)
                worst = g;
            if (g.wall > 30)
                over30 << QStringLiteral("%1 ms (%2 ms CPU) at %3 ms")
                              .arg(g.wall, 0, 'f', 0)
                              .arg(g.cpu, 0, 'f', 0)
                              .arg(g.at);
            if (g.wall > 150 && (g.cpu >= 120 || g.wall > 300))
                failures << QStringLiteral("%1 ms (%2 ms CPU) at %3 ms")
                                .arg(g.wall, 0, 'f', 0)
                                .arg(g.cpu, 0, 'f', 0)
                                .arg(g.at);
        }
        std::sort(sorted.begin(), sorted.end());
        const double p99 = sorted[(sorted.size() * 99) / 100];
        qInfo("sweep of 64 points finished at %lld ms; %d gaps: max %.0f ms (%.0f ms CPU), p99 %.0f ms, median "
              "%.0f ms; most GUI CPU in one gap %.0f ms",
              finishedAt, int(sorted.size()), worst.wall, worst.cpu, p99, sorted[sorted.size() / 2], worstCpu);
        qInfo("gaps over 30 ms: %s", qPrintable(over30.join(QStringLiteral(", "))));
        for (const auto& slow : timingApp()->slow())
            if (slow.ms <= worst.wall + 10) // longer ones ran a nested event loop (the probe ticked inside)
                qInfo("  slow event %.1f ms (%.1f ms CPU, depth %d) ending at %lld ms: %s", slow.ms, slow.cpuMs,
                      slow.depth, slow.at, qPrintable(slow.what));
        QVERIFY2(
            failures.isEmpty(),
            qPrintable(
                QStringLiteral("the GUI thread was blocked: %1").arg(failures.join(QStringLiteral(", ")))));
    }
};

int main(int argc, char** argv)
{
    TimingApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    TestResponsiveness test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "test_responsiveness.moc"
