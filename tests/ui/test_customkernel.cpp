// SPDX-License-Identifier: GPL-3.0-or-later
// The user's kernel in the main window (issue 13) on PoCL, offscreen: the editor's Check hands the kernel to
// the controller's worker, the kernel becomes the current lesson (pattern traced), Measure puts a point in the
// chart and a row in the results table; a kernel without a check of its outputs shows "not checked" in the
// table and the chart's tooltip; the saved result records the kernel and reopening it shows the kernel again; a
// slow kernel is abandoned while the GUI keeps running and the next check still answers (order asserted, not
// speed).
#include "core/custom/customresult.h"
#include "ui/controller.h"
#include "ui/kerneleditor.h"
#include "ui/mainwindow.h"
#include "ui/realbackend.h"
#include "ui/resultsmodel.h"
#include "ui/throughputchart.h"

#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

std::unique_ptr<MainWindow> openWindow()
{
    auto controller = std::make_unique<Controller>(std::make_unique<RealBackend>());
    controller->interactiveOptions().budgetSeconds = 0.002;
    controller->interactiveOptions().minReps = 2;
    controller->interactiveOptions().warmup = 1;
    controller->sweepOptions() = controller->interactiveOptions();
    controller->setLiveMeasure(false); // the test measures when it means to
    auto window = std::make_unique<MainWindow>(std::move(controller));
    window->setScripted(true);
    QSignalSpy opened(window->controller(), &Controller::deviceOpened);
    window->start(false);
    if (!opened.wait(60000))
        return nullptr;
    return window;
}

int statusRow(const ResultsModel* model, const QString& text)
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, ResultsModel::Status).data().toString().startsWith(text))
            return r;
    return -1;
}

} // namespace

class TestCustomKernel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_customkernel"));
        QSettings().clear();
    }
    void cleanupTestCase() { QSettings().clear(); }

    void checkedKernelIsMeasuredInTheMainWindow()
    {
        auto window = openWindow();
        QVERIFY(window);
        Controller* c = window->controller();
        KernelEditor editor(window.get(), {}, c);
        QVERIFY(editor.loadTemplate(QStringLiteral("read_1d")));
        QSignalSpy done(&editor, &KernelEditor::finished);
        QSignalSpy traced(c, &Controller::traceReady);
        QSignalSpy measured(c, &Controller::pointMeasured);
        editor.run(); // check, then measure
        QVERIFY(editor.busy());
        QVERIFY(done.wait(120000));
        QVERIFY2(!editor.busy(), qPrintable(editor.resultText()));
        QCOMPARE(QString::fromStdString(c->lessonId()), QStringLiteral("custom.read_1d"));
        QVERIFY(c->lesson() && c->lesson()->info.title == "1-D strided read");
        QCOMPARE(measured.count(), 1);
        const auto point = measured.at(0).at(0).value<PointResult>();
        QVERIFY2(point.validation.passed && point.validation.checked > 0, point.error.c_str());
        // The pattern view got the kernel's trace; the chart its point; the table its row, checked.
        QVERIFY(traced.count() > 0 || traced.wait(60000));
        QVERIFY(!traced.last().at(0).value<TraceOutcome>().trace.records.empty());
        QTRY_VERIFY_WITH_TIMEOUT(!window->chart()->series().points.empty(), 5000);
        QVERIFY(window->chart()->series().points.front().measured);
        // Not an assertion: COALESCE_SCREENSHOT=DIR saves the main window and the editor at this point.
        if (const QString shots = qEnvironmentVariable("COALESCE_SCREENSHOT"); !shots.isEmpty()) {
            window->resize(1366, 768);
            window->show();
            editor.resize(1100, 700);
            editor.show();
            QTest::qWait(500);
            QVERIFY(window->grab().save(shots + QStringLiteral("/custom-main.png")));
            QVERIFY(editor.grab().save(shots + QStringLiteral("/custom-editor.png")));
        }
        QCOMPARE(window->resultsModel()->rowCount(), 1);
        QVERIFY(window->resultsModel()
                    ->index(0, ResultsModel::Status)
                    .data()
                    .toString()
                    .startsWith(QLatin1String("valid"))); // "; host timer disagrees" is the host's business
        QVERIFY(editor.resultText().contains(QLatin1String("GB/s")));

        // "check": "none": measured, shown as not checked in the table and in the chart's tooltip.
        editor.setSpecText(editor.specText().replace(QLatin1String("\"check\": \"device\""),
                                                     QLatin1String("\"check\": \"none\"")));
        QCOMPARE(editor.specError(), QString());
        done.clear();
        editor.run();
        QVERIFY(done.wait(120000));
        QCOMPARE(measured.count(), 2);
        const int row = statusRow(window->resultsModel(), QStringLiteral("not checked"));
        QVERIFY(row >= 0);
        QTRY_VERIFY_WITH_TIMEOUT(!window->chart()->series().points.empty(), 5000);
        QVERIFY2(window->chart()
                     ->describePoint(int(window->chart()->series().points.size()) - 1)
                     .contains(QLatin1String("not checked")),
                 qPrintable(window->chart()->describePoint(0)));

        // Saved with its kernel; opened again, the kernel comes back.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        QSignalSpy swept(c, &Controller::sweepFinished);
        QVERIFY(c->runSweep()); // the spec's sweep of STRIDE, narrowed below
        c->stop();
        QVERIFY(swept.wait(60000));
        swept.clear();
        QVERIFY(c->runSweep(QStringLiteral("stride=1,2")));
        QVERIFY(swept.wait(60000));
        QCOMPARE(int(swept.at(0).at(0).value<ResultFile>().points.size()), 2);
        QTRY_COMPARE_WITH_TIMEOUT(int(window->chart()->series().points.size()), 2, 5000);
        QCOMPARE(window->resultsModel()->rowCount(), 2);
        QString error;
        QVERIFY2(window->exportTo(path, &error), qPrintable(error));
        const auto record = custom::loadKernelRecord(path.toStdString());
        QVERIFY(record.has_value());
        QCOMPARE(QString::fromStdString(record->source), editor.source());
        QSignalSpy reopened(c, &Controller::customKernelLoaded);
        c->openResults({path});
        QVERIFY(reopened.wait(10000));
        QCOMPARE(QString::fromStdString(reopened.at(0).at(1).value<CustomKernelText>().source),
                 editor.source());
    }

    void slowKernelIsAbandonedWithoutFreezing()
    {
        auto window = openWindow();
        QVERIFY(window);
        Controller* c = window->controller();
        KernelEditor editor(window.get(), {}, c);
        QVERIFY(editor.loadTemplate(QStringLiteral("read_1d")));
        const QString good = editor.source();
        const QString goodSpec = editor.specText();
        // A long dependent loop per work-item: longer than the test waits before abandoning it.
        editor.setSource(QStringLiteral("__kernel void read_1d(__global const float* restrict in, __global "
                                        "float* restrict out TRACE_ARGS)\n"
                                        "{\n"
                                        "    const uint g = get_global_id(0);\n"
                                        "    float v = GLOAD(0, in, g * STRIDE, 0);\n"
                                        "    for (uint i = 0; i < (1u << 28); ++i)\n"
                                        "        v = v * 0.9999999f + 1.0f;\n"
                                        "    GSTORE(1, out, g, 1, v);\n"
                                        "}\n"));
        editor.setSpecText(QString(goodSpec).replace(QLatin1String("\"default\": 4096, \"min\": 64"),
                                                     QLatin1String("\"default\": 64, \"min\": 64")));
        QCOMPARE(editor.specError(), QString());
        QSignalSpy done(&editor, &KernelEditor::finished);
        QSignalSpy checked(c, &Controller::customChecked);
        int ticks = 0;
        QTimer tick;
        connect(&tick, &QTimer::timeout, this, [&ticks] { ++ticks; });
        tick.start(5);
        editor.check();
        QVERIFY(editor.busy());
        QTest::qWait(100); // the GUI thread runs on while the worker builds and launches
        QVERIFY(ticks > 0);
        editor.abandon();
        QCOMPARE(done.count(), 1); // answered at once, by the abandon
        QVERIFY(!editor.busy());
        QCOMPARE(checked.count(), 0);

        // The worker is free again: a good kernel is checked (after the slow one's device was left behind).
        editor.setSource(good);
        editor.setSpecText(goodSpec);
        done.clear();
        editor.check();
        QVERIFY(done.wait(180000));
        QCOMPARE(checked.count(), 1); // the abandoned check never answered; this one did
        QVERIFY(checked.at(0).at(0).value<CustomCheck>().passed());
        QVERIFY2(editor.resultText().contains(QLatin1String("no access outside its buffer")),
                 qPrintable(editor.resultText()));
    }
};

QTEST_MAIN(TestCustomKernel)
#include "test_customkernel.moc"
