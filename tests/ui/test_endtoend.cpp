// SPDX-License-Identifier: GPL-3.0-or-later
// Once end to end on PoCL: the controller with the real backend scans, opens the CPU device, traces
// local.stride (stride 32 conflicts, stride 33 does not), measures the current point (validated against
// the host reference) and sweeps two points with the model's prediction beside each measurement.
#include "ui/controller.h"
#include "ui/realbackend.h"

#include <QSignalSpy>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

uint32_t maxLocalReadDegree(const ModelSummary& summary)
{
    uint32_t degree = 0;
    for (const auto& r : summary.requests) {
        if (r.space == Space::Local && r.kind == AccessKind::Read)
            degree = std::max(degree, r.conflictDegree);
    }
    return degree;
}

} // namespace

class TestEndToEnd : public QObject {
    Q_OBJECT
private slots:
    void tracesMeasuresAndSweepsOnPocl()
    {
        Controller c(std::make_unique<RealBackend>());
        c.interactiveOptions().budgetSeconds = 0.005;
        c.interactiveOptions().minReps = 3;
        c.interactiveOptions().warmup = 1;
        c.sweepOptions() = c.interactiveOptions();
        QSignalSpy errors(&c, &Controller::errorOccurred);
        QSignalSpy scanned(&c, &Controller::devicesScanned);
        c.scanDevices();
        QVERIFY(scanned.wait(30000));
        const auto scan = scanned.at(0).at(0).value<ScanResult>();
        QVERIFY2(!scan.devices.empty(), scan.problem.c_str());

        QVERIFY(c.selectLesson(QStringLiteral("local.stride"), {"stride=32", "wg=64"}));
        QSignalSpy opened(&c, &Controller::deviceOpened);
        QSignalSpy traced(&c, &Controller::traceReady);
        QSignalSpy measured(&c, &Controller::pointMeasured);
        c.openDevice(QString::fromStdString(scan.devices.front().selector));
        QVERIFY(opened.wait(30000));
        QVERIFY(traced.count() > 0 || traced.wait(60000));
        const auto conflicting = traced.last().at(0).value<TraceOutcome>();
        QVERIFY(!conflicting.trace.records.empty());
        QVERIFY(maxLocalReadDegree(conflicting.summary) > 1);

        QVERIFY(measured.count() > 0 || measured.wait(60000));
        const auto point = measured.last().at(0).value<PointResult>();
        QVERIFY2(point.validation.passed, point.validation.firstMismatch.c_str());
        QVERIFY(point.timing.reps >= 3);
        QVERIFY(point.ebGBs > 0);

        traced.clear();
        QVERIFY(c.setParam(QStringLiteral("stride"), QStringLiteral("33")));
        QVERIFY(traced.wait(60000));
        QCOMPARE(maxLocalReadDegree(traced.last().at(0).value<TraceOutcome>().summary), 1u);

        QSignalSpy finished(&c, &Controller::sweepFinished);
        QVERIFY(c.runSweep(QStringLiteral("stride=1,2")));
        QVERIFY(finished.wait(120000));
        const auto result = finished.at(0).at(0).value<ResultFile>();
        QCOMPARE(int(result.points.size()), 2);
        for (const auto& p : result.points) {
            QVERIFY(p.validation.passed);
            QVERIFY(p.prediction.has_value());
        }
        QVERIFY(!result.device.is_null());
        QCOMPARE(errors.count(), 0);
    }
};

QTEST_MAIN(TestEndToEnd)
#include "test_endtoend.moc"
