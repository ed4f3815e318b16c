// SPDX-License-Identifier: GPL-3.0-or-later
// The worker's one tagged call, without a device: values come back on the GUI thread, throws come back as
// TaskError values, the newest request of a kind wins (older ones cancelled, skipped or dropped), result-file
// loads are all answered in order, reports of a superseded request are dropped, destruction is prompt.
// Linked against coalesce_session alone: the engine needs only Qt Core.
#include "ui/worker.h"

#include "core/errors.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

/// Blocks the worker thread until released or cancelled, so that later requests queue up behind it.
struct Gate {
    std::atomic<bool> open{false};
    std::atomic<bool> entered{false};
    void wait(const CancelToken& cancel)
    {
        entered = true;
        while (!open && !cancel.cancelled())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
};

} // namespace

class TestWorker : public QObject {
    Q_OBJECT

private slots:
    void valuesComeBackOnTheGuiThread()
    {
        Worker worker(nullptr);
        QThread* workThread = nullptr;
        QThread* doneThread = nullptr;
        int value = 0;
        worker.invoke(
            Task::Trace,
            [&](const TaskContext&) {
                workThread = QThread::currentThread();
                return 42;
            },
            [&](int v) {
                doneThread = QThread::currentThread();
                value = v;
            });
        QTRY_COMPARE_WITH_TIMEOUT(value, 42, 2000);
        QVERIFY(workThread && workThread != QCoreApplication::instance()->thread());
        QCOMPARE(doneThread, QCoreApplication::instance()->thread());
        QTRY_COMPARE_WITH_TIMEOUT(worker.pending(), 0, 2000);
    }

    void exceptionsComeBackAsValues()
    {
        Worker worker(nullptr);
        QSignalSpy failed(&worker, &Worker::failed);
        bool doneCalled = false;
        worker.invoke(
            Task::Open,
            [](const TaskContext&) -> int {
                throw Error(ErrorKind::OpenCL, "clCreateContext: CL_OUT_OF_HOST_MEMORY", "the log");
            },
            [&](int) { doneCalled = true; });
        worker.invoke(
            Task::Measure, [](const TaskContext&) -> int { throw std::runtime_error("plain"); },
            [&](int) { doneCalled = true; });
        worker.invoke(
            Task::Sweep, [](const TaskContext&) -> int { throw 7; }, [&](int) { doneCalled = true; });
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 3, 2000);
        QVERIFY(!doneCalled);
        const auto first = failed.at(0).at(1).value<TaskError>();
        QCOMPARE(first.task, Task::Open);
        QCOMPARE(first.kind, ErrorKind::OpenCL);
        QVERIFY(first.message.contains(QStringLiteral("CL_OUT_OF_HOST_MEMORY")));
        QCOMPARE(first.details, QStringLiteral("the log"));
        QCOMPARE(failed.at(1).at(1).value<TaskError>().message, QStringLiteral("plain"));
        QCOMPARE(failed.at(2).at(1).value<TaskError>().message, QStringLiteral("unknown error"));
    }

    void theNewestRequestOfAKindWins()
    {
        Worker worker(nullptr);
        Gate gate;
        std::atomic<int> ran{0};
        QList<int> answers;
        bool firstCancelled = false;
        worker.invoke(
            Task::Measure,
            [&](const TaskContext& task) {
                gate.wait(task.cancel());
                firstCancelled = task.cancel().cancelled();
                ++ran;
                return 1;
            },
            [&](int v) { answers << v; });
        QTRY_VERIFY_WITH_TIMEOUT(gate.entered.load(), 2000);
        QVERIFY(worker.running(Task::Measure));
        for (int v : {2, 3, 4}) {
            worker.invoke(
                Task::Measure,
                [&, v](const TaskContext&) {
                    ++ran;
                    return v;
                },
                [&](int got) { answers << got; });
        }
        QTRY_COMPARE_WITH_TIMEOUT(worker.pending(), 0, 2000);
        QVERIFY(firstCancelled); // the newer request cancelled the running one through its token
        QCOMPARE(ran.load(), 2); // 2 and 3 were skipped before they started
        QCOMPARE(answers, QList<int>{4});
        QVERIFY(!worker.running(Task::Measure));
    }

    void kindsDoNotSupersedeEachOther()
    {
        Worker worker(nullptr);
        QList<int> answers;
        worker.invoke(
            Task::Trace, [](const TaskContext&) { return 1; }, [&](int v) { answers << v; });
        worker.invoke(
            Task::Measure, [](const TaskContext&) { return 2; }, [&](int v) { answers << v; });
        QTRY_COMPARE_WITH_TIMEOUT(worker.pending(), 0, 2000);
        QCOMPARE(answers, (QList<int>{1, 2}));
    }

    void everyResultFileIsAnsweredInOrder()
    {
        Worker worker(nullptr);
        QList<int> answers;
        for (int i = 0; i < 20; ++i)
            worker.invoke(
                Task::LoadResult, [i](const TaskContext&) { return i; }, [&](int v) { answers << v; });
        QTRY_COMPARE_WITH_TIMEOUT(answers.size(), 20, 2000);
        for (int i = 0; i < 20; ++i)
            QCOMPARE(answers[i], i);
    }

    void reportsOfASupersededRequestAreDropped()
    {
        Worker worker(nullptr);
        Gate gate;
        QList<int> reports;
        worker.invoke(
            Task::Sweep,
            [&](const TaskContext& task) {
                task.report([&] { reports << 1; });
                gate.wait(task.cancel());
                task.report([&] { reports << 2; }); // after the newer sweep was made: dropped
                return 0;
            },
            [](int) {});
        QTRY_COMPARE_WITH_TIMEOUT(reports.size(), 1, 2000);
        QTRY_VERIFY_WITH_TIMEOUT(gate.entered.load(), 2000);
        worker.invoke(
            Task::Sweep,
            [&](const TaskContext& task) {
                task.report([&] { reports << 3; });
                return 0;
            },
            [](int) {});
        QTRY_COMPARE_WITH_TIMEOUT(worker.pending(), 0, 2000);
        QCOMPARE(reports, (QList<int>{1, 3}));
    }

    void cancelStopsTheRunningRequestButItStillAnswers()
    {
        Worker worker(nullptr);
        Gate gate;
        QList<bool> answers;
        worker.invoke(
            Task::Sweep,
            [&](const TaskContext& task) {
                gate.wait(task.cancel());
                return task.cancel().cancelled();
            },
            [&](bool cancelled) { answers << cancelled; });
        QTRY_VERIFY_WITH_TIMEOUT(gate.entered.load(), 2000);
        worker.cancel(Task::Sweep);
        QTRY_COMPARE_WITH_TIMEOUT(answers.size(), 1, 2000);
        QVERIFY(answers.front());
    }

    void idleIsEmittedWhenEverythingAnswered()
    {
        Worker worker(nullptr);
        QSignalSpy idle(&worker, &Worker::idle);
        for (int i = 0; i < 5; ++i)
            worker.invoke(
                Task::Trace, [i](const TaskContext&) { return i; }, [](int) {});
        QCOMPARE(worker.pending(), 5);
        QVERIFY(idle.wait(2000));
        QCOMPARE(worker.pending(), 0);
    }

    void destroyingCancelsTheRunningRequest()
    {
        Gate gate;
        bool answered = false;
        QElapsedTimer timer;
        {
            Worker worker(nullptr);
            worker.invoke(
                Task::Sweep,
                [&](const TaskContext& task) {
                    gate.wait(task.cancel());
                    return 0;
                },
                [&](int) { answered = true; });
            QTRY_VERIFY_WITH_TIMEOUT(gate.entered.load(), 2000);
            timer.start();
        }
        QVERIFY(timer.elapsed() < 5000); // the gate opens only on cancel: without it this would hang
        QCoreApplication::processEvents();
        QVERIFY(!answered);
    }
};

QTEST_MAIN(TestWorker)
#include "test_worker.moc"
