// SPDX-License-Identifier: GPL-3.0-or-later
// The user's kernel in the main window (issue 13) on PoCL, offscreen: the editor's Check hands the kernel to
// the controller's worker, the kernel becomes the current lesson (pattern traced), Measure puts a point in the
// chart and a row in the results table; a kernel without a check of its outputs shows "not checked" in the
// table and the chart's tooltip; the saved result records the kernel and reopening it shows the kernel again; a
// slow kernel is abandoned while the GUI keeps running and the next check still answers; a hanging one is ended
// by the spec's time limit with a clear message; the Source dock highlights the traced line in the user's file
// (order asserted, not speed).
#include "core/custom/customresult.h"
#include "ui/controller.h"
#include "ui/kerneleditor.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/remoterouter.h"
#include "ui/resultsmodel.h"
#include "ui/sourceview.h"
#include "ui/throughputchart.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

std::unique_ptr<MainWindow> openWindow()
{
    // The application's backend (the router over the real one): the router must pass the user's kernels on.
    auto controller = std::make_unique<Controller>(makeWindowBackend());
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

// read_1d with a dependent loop of 2^`log2` steps per work-item.
QString slowKernel(int log2)
{
    return QStringLiteral("__kernel void read_1d(__global const float* restrict in, __global "
                          "float* restrict out TRACE_ARGS)\n"
                          "{\n"
                          "    const uint g = get_global_id(0);\n"
                          "    float v = GLOAD(0, in, g * STRIDE, 0);\n"
                          "    for (uint i = 0; i < (1u << %1); ++i)\n"
                          "        v = v * 0.9999999f + 1.0f;\n"
                          "    GSTORE(1, out, g, 1, v);\n"
                          "}\n")
        .arg(log2);
}

// The text of `line` (1-based) of `source`.
QString lineOf(const QString& source, uint32_t line)
{
    const QStringList lines = source.split(QLatin1Char('\n'));
    return line >= 1 && int(line) <= lines.size() ? lines.at(int(line) - 1) : QString();
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
        // The Source dock shows the user's kernel (not a lesson file), its current access's line highlighted:
        // the line numbers are the user's file's, not shifted by the checked launch's prelude.
        SourceView* source = window->sourceView();
        QCOMPARE(source->toPlainText(), editor.source());
        QTRY_VERIFY_WITH_TIMEOUT(source->line() > 0, 5000);
        const QString highlighted = source->document()->findBlockByNumber(int(source->line()) - 1).text();
        QVERIFY2(highlighted.contains(QLatin1String("GLOAD(0, in")), qPrintable(highlighted));
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
        QVERIFY(c->runSweep(QStringLiteral("stride=1,2,4,8")));
        QVERIFY(swept.wait(60000));
        QCOMPARE(int(swept.at(0).at(0).value<ResultFile>().points.size()), 4);
        QTRY_COMPARE_WITH_TIMEOUT(int(window->chart()->series().points.size()), 4, 5000);
        QCOMPARE(window->resultsModel()->rowCount(), 4);
        // Not an assertion: COALESCE_SCREENSHOT=DIR saves the main window (unchecked points as rings,
        // the Source dock on the traced line) and the editor at this point.
        if (const QString shots = qEnvironmentVariable("COALESCE_SCREENSHOT"); !shots.isEmpty()) {
            window->resize(1366, 768);
            window->show();
            editor.resize(1366, 768);
            editor.show();
            QTest::qWait(500);
            QVERIFY(window->grab().save(shots + QStringLiteral("/custom-main.png")));
            QVERIFY(editor.grab().save(shots + QStringLiteral("/custom-editor.png")));
            QWidget* dock = window->sourceView();
            while (dock && !qobject_cast<QDockWidget*>(dock))
                dock = dock->parentWidget();
            QVERIFY(dock);
            dock->raise(); // the Source tab in front of the Lesson tab
            QTest::qWait(300);
            QVERIFY(window->grab().save(shots + QStringLiteral("/custom-source.png")));
        }
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
        // The main window's editor opens with the recorded kernel and says where it came from.
        KernelEditor* shown = nullptr;
        for (KernelEditor* e : window->findChildren<KernelEditor*>())
            if (e != &editor && e->source() == editor.source())
                shown = e;
        QVERIFY(shown);
        QVERIFY(shown->isVisible());
        QVERIFY2(shown->statusText().contains(QFileInfo(path).fileName()), qPrintable(shown->statusText()));
        QCOMPARE(shown->specError(), QString());
        QVERIFY(QJsonDocument::fromJson(editor.specText().toUtf8()).isObject());
        QCOMPARE(QJsonDocument::fromJson(shown->specText().toUtf8()),
                 QJsonDocument::fromJson(editor.specText().toUtf8())); // the same spec, maybe laid out anew
    }

    void sourceDockHighlightsTheUsersLine()
    {
        auto window = openWindow();
        QVERIFY(window);
        Controller* c = window->controller();
        KernelEditor editor(window.get(), {}, c);
        QVERIFY(editor.loadTemplate(QStringLiteral("read_1d")));
        // Two lines of the user's own above the kernel: the trace's lines must count in the user's file (the
        // checked launch's prelude is not counted).
        editor.setSource(QStringLiteral("// mine\n// notes\n") + editor.source());
        QSignalSpy done(&editor, &KernelEditor::finished);
        editor.check();
        QVERIFY(done.wait(120000));
        SourceView* source = window->sourceView();
        QCOMPARE(source->toPlainText(), editor.source());
        QCOMPARE(source->fileName(), source->documentTitle());
        QTRY_VERIFY_WITH_TIMEOUT(window->patternView()->currentLine() != 0, 60000);
        const uint32_t line = window->patternView()->currentLine();
        QTRY_COMPARE_WITH_TIMEOUT(source->line(), line, 5000);
        const QString text = lineOf(editor.source(), line);
        QVERIFY2(text.contains(QLatin1String("GLOAD")) || text.contains(QLatin1String("GSTORE")),
                 qPrintable(QStringLiteral("line %1: %2").arg(line).arg(text)));
        QVERIFY(!source->extraSelections().isEmpty());
        QCOMPARE(source->extraSelections().front().cursor.blockNumber() + 1, int(line));

        // Edited (one more line on top) and checked again: the dock shows the new text, the line moves with it.
        editor.setSource(QStringLiteral("// one more\n") + editor.source());
        done.clear();
        editor.check();
        QVERIFY(done.wait(120000));
        QCOMPARE(source->toPlainText(), editor.source());
        QTRY_COMPARE_WITH_TIMEOUT(window->patternView()->currentLine(), line + 1, 60000);
        QTRY_COMPARE_WITH_TIMEOUT(source->line(), line + 1, 5000);
        QCOMPARE(lineOf(editor.source(), line + 1), text);
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
        editor.setSource(slowKernel(28));
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
        QVERIFY2(editor.statusText().startsWith(QLatin1String("Abandoned.")), qPrintable(editor.statusText()));
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

    void timeLimitEndsAHangingCheck()
    {
        auto window = openWindow();
        QVERIFY(window);
        Controller* c = window->controller();
        KernelEditor editor(window.get(), {}, c);
        QVERIFY(editor.loadTemplate(QStringLiteral("read_1d")));
        const QString goodSpec = editor.specText();
        // 2^29 dependent steps per work-item: far past the spec's 0.1 s on any device.
        editor.setSource(slowKernel(29));
        editor.setSpecText(QString(goodSpec)
                               .replace(QLatin1String("\"default\": 4096, \"min\": 64"),
                                        QLatin1String("\"default\": 64, \"min\": 64"))
                               .replace(QLatin1String("\"check\": \"device\""),
                                        QLatin1String("\"check\": \"device\", \"time_limit\": 0.1")));
        QCOMPARE(editor.specError(), QString());
        QSignalSpy done(&editor, &KernelEditor::finished);
        QSignalSpy checked(c, &Controller::customChecked);
        int ticks = 0;
        QTimer tick;
        connect(&tick, &QTimer::timeout, this, [&ticks] { ++ticks; });
        tick.start(5);
        editor.check();
        QVERIFY(done.wait(120000)); // the time limit answers, not the user
        QVERIFY(ticks > 0);         // the GUI thread ran on meanwhile
        QVERIFY(!editor.busy());
        QVERIFY(checked.count() == 0 || !checked.at(0).at(0).value<CustomCheck>().passed());
        QVERIFY2(editor.resultText().contains(QLatin1String("time limit")), qPrintable(editor.resultText()));
        QVERIFY(c->lessonId() != "custom.read_1d"); // a hanging kernel does not become a lesson

        // The worker is free for the next task (one that needs no compute unit: the kernel still runs on PoCL's
        // threads until it ends, and this machine may have only two; slowKernelIsAbandonedWithoutFreezing
        // checks again after an abandoned kernel). Last in this file for that reason.
        QSignalSpy scanned(c, &Controller::devicesScanned);
        c->scanDevices();
        QVERIFY(scanned.wait(60000));
    }
};

QTEST_MAIN(TestCustomKernel)
#include "test_customkernel.moc"
