// SPDX-License-Identifier: GPL-3.0-or-later
// "Measure geometry" in the device explorer (issue 11): the probe run goes through the worker with its progress
// in order, Cancel stops it and keeps the previous measured values (in the store and in the table), the
// measured values appear in the geometry table with source "measured" and their method, an undecided value
// says why, and Export writes valid JSON. The fake backend gives deterministic values; one test runs a cheap
// probe on PoCL through the real backend. The store is a temporary folder (COALESCE_MEASURED_DIR).
#include "ui/controller.h"
#include "ui/deviceexplorer.h"
#include "ui/fakebackend.h"
#include "ui/geometrymodel.h"
#include "ui/probepanel.h"
#include "ui/remoterouter.h"
#include "ui/wrappeddelegate.h"

#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLayout>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <algorithm>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

/// A controller on a backend with an open device, and the explorer attached to it as the window does.
struct Session {
    FakeBackend* fake = nullptr;
    std::unique_ptr<Controller> controller;
    DeviceExplorer explorer;

    explicit Session(std::unique_ptr<Backend> backend)
    {
        controller = std::make_unique<Controller>(std::move(backend));
        controller->setLiveMeasure(false);
        explorer.probePanel()->attach(controller.get());
        QObject::connect(controller.get(), &Controller::profileChanged, &explorer,
                         [this] { explorer.setProfile(controller->profile()); });
    }
    bool open(const QString& selector)
    {
        QSignalSpy opened(controller.get(), &Controller::deviceOpened);
        controller->openDevice(selector);
        return opened.wait(60000);
    }
};

std::unique_ptr<Session> fakeSession()
{
    auto backend = std::make_unique<FakeBackend>();
    FakeBackend* fake = backend.get();
    auto s = std::make_unique<Session>(std::move(backend));
    s->fake = fake;
    return s;
}

/// The geometry table's row of `key`, -1 when absent.
int rowOf(const GeometryModel* model, const QString& key)
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, GeometryModel::Key).data().toString() == key)
            return r;
    return -1;
}

QString cell(const GeometryModel* model, int row, int column)
{
    return model->index(row, column).data().toString();
}

QStringList storeFiles(const QString& dir)
{
    return QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files);
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestProbeGui : public QObject {
    Q_OBJECT
    QTemporaryDir m_store;

private slots:
    void initTestCase()
    {
        QVERIFY(m_store.isValid());
        qputenv("COALESCE_MEASURED_DIR", m_store.path().toLocal8Bit());
    }

    void cleanup()
    {
        for (const QString& f : storeFiles(m_store.path()))
            QFile::remove(m_store.filePath(f));
    }

    void progressArrivesInOrderAndValuesReachTheTable()
    {
        auto s = fakeSession();
        QVERIFY(s->open(QStringLiteral("0:0")));
        ProbePanel* panel = s->explorer.probePanel();
        QVERIFY(panel->measureButton()->isEnabled());
        QVERIFY(!panel->cancelButton()->isEnabled());
        QSignalSpy progress(s->controller.get(), &Controller::geometryProgress);
        QSignalSpy measured(s->controller.get(), &Controller::geometryMeasured);
        ProbeRequest request;
        request.only = {"local.banks", "global.granules", "global.bandwidth"};
        QVERIFY(s->controller->measureGeometry(request));
        QVERIFY(measured.wait(10000));
        QCOMPARE(progress.count(), 3);
        const QStringList names = {"local.banks", "global.granules", "global.bandwidth"};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(progress.at(i).at(0).toInt(), i);
            QCOMPARE(progress.at(i).at(1).toInt(), 3);
            QCOMPARE(progress.at(i).at(2).toString(), names[i]);
        }
        QCOMPARE(s->fake->probeRuns.load(), 3);

        // The table: geometry keys with source "measured" and the method in the note; figures as rows.
        const GeometryModel* model = s->explorer.geometryModel();
        const int banks = rowOf(model, QStringLiteral("banks"));
        QVERIFY(banks >= 0);
        QCOMPARE(cell(model, banks, GeometryModel::Value), QStringLiteral("32"));
        QCOMPARE(cell(model, banks, GeometryModel::Source), QStringLiteral("measured"));
        QVERIFY(
            cell(model, banks, GeometryModel::Note).contains(QStringLiteral("conflict sweep over strides")));
        QVERIFY(cell(model, banks, GeometryModel::Note).contains(QStringLiteral("confidence 95 %")));
        const int segment = rowOf(model, QStringLiteral("segment"));
        QCOMPARE(cell(model, segment, GeometryModel::Source), QStringLiteral("measured"));
        // The undecided line keeps its table value and the panel says why.
        const int line = rowOf(model, QStringLiteral("line"));
        QVERIFY(cell(model, line, GeometryModel::Source) != QStringLiteral("measured"));
        QVERIFY(panel->statusLabel()->text().contains(QStringLiteral("cannot decide line")));
        QVERIFY(panel->statusLabel()->text().contains(QStringLiteral("no knee")));
        QVERIFY(rowOf(model, QStringLiteral("dram_read_gbs")) >= 0);
        // The profile the models use, and the store.
        QVERIFY(s->controller->profile().banks.source == ValueSource::Measured);
        QVERIFY(s->controller->device()->profile.banks.source == ValueSource::Measured);
        QCOMPARE(storeFiles(m_store.path()).size(), 1);
        const QJsonObject stored =
            QJsonDocument::fromJson(readAll(m_store.filePath(storeFiles(m_store.path()).first()))).object();
        QCOMPARE(stored[QStringLiteral("geometry")]
                     .toObject()[QStringLiteral("banks")]
                     .toObject()[QStringLiteral("value")]
                     .toInt(),
                 32);
        QVERIFY(panel->measureButton()->isEnabled());
        QVERIFY(panel->exportButton()->isEnabled());
        // For looking at it: COALESCE_SCREENSHOT_DIR=/tmp/x keeps a picture of the geometry tab.
        if (const QString dir = qEnvironmentVariable("COALESCE_SCREENSHOT_DIR"); !dir.isEmpty()) {
            s->explorer.findChild<QTabWidget*>()->setCurrentIndex(1);
            s->explorer.resize(760, 620);
            s->explorer.grab().save(QDir(dir).filePath(QStringLiteral("probegui.png")));
        }
    }

    void theCurrentRowShowsInFullBelowTheTable()
    {
        // A dock of 300-450 px cuts the note column off: the current row (its note: how the value was found)
        // is shown in full below the table, and stays on its key when a measurement resets the table.
        auto s = fakeSession();
        QVERIFY(s->open(QStringLiteral("0:0")));
        auto* table = s->explorer.findChild<QTableView*>();
        auto* detail = s->explorer.findChild<QLabel*>(QStringLiteral("geometryDetail"));
        QVERIFY(table && detail);
        QVERIFY(detail->text().isEmpty());
        const GeometryModel* model = s->explorer.geometryModel();
        int banks = rowOf(model, QStringLiteral("banks"));
        QVERIFY(banks >= 0);
        table->setCurrentIndex(model->index(banks, GeometryModel::Value));
        QCOMPARE(detail->text(),
                 QStringLiteral("banks = %1 (%2): %3")
                     .arg(cell(model, banks, GeometryModel::Value), cell(model, banks, GeometryModel::Source),
                          cell(model, banks, GeometryModel::Note)));
        QVERIFY(!detail->isHidden());

        QSignalSpy measured(s->controller.get(), &Controller::geometryMeasured);
        ProbeRequest request;
        request.only = {"local.banks", "global.bandwidth"};
        QVERIFY(s->controller->measureGeometry(request));
        QVERIFY(measured.wait(10000));
        banks = rowOf(model, QStringLiteral("banks"));
        QCOMPARE(table->currentIndex().row(), banks);
        QVERIFY(detail->text().startsWith(QStringLiteral("banks = 32 (measured): ")));
        QVERIFY(detail->text().contains(QStringLiteral("conflict sweep over strides")));

        // A measured figure's row: its value with the unit and the probe's method.
        const int read = rowOf(model, QStringLiteral("dram_read_gbs"));
        QVERIFY(read >= 0);
        table->setCurrentIndex(model->index(read, GeometryModel::Key));
        QVERIFY(detail->text().startsWith(QStringLiteral("dram_read_gbs = ")));
        QVERIFY(detail->text().contains(QStringLiteral("GB/s (measured): ")));
        QVERIFY(detail->text().endsWith(cell(model, read, GeometryModel::Note)));
        table->setCurrentIndex(QModelIndex());
        QVERIFY(detail->isHidden());
    }

    void cancelMidRunKeepsThePreviousValues()
    {
        auto s = fakeSession();
        QVERIFY(s->open(QStringLiteral("0:0")));
        ProbeRequest first;
        first.only = {"local.banks"};
        QSignalSpy measured(s->controller.get(), &Controller::geometryMeasured);
        QVERIFY(s->controller->measureGeometry(first));
        QVERIFY(measured.wait(10000));
        const QString file = m_store.filePath(storeFiles(m_store.path()).first());
        const QByteArray before = readAll(file);
        QVERIFY(!before.isEmpty());

        // A long run of every probe, cancelled through the panel's button at its first probe.
        s->fake->pointMillis = 5000;
        QSignalSpy progress(s->controller.get(), &Controller::geometryProgress);
        QSignalSpy stopped(s->controller.get(), &Controller::geometryStopped);
        QSignalSpy errors(s->controller.get(), &Controller::errorOccurred);
        ProbePanel* panel = s->explorer.probePanel();
        panel->measureButton()->click();
        QVERIFY(progress.wait(5000));
        QVERIFY(panel->cancelButton()->isEnabled());
        QVERIFY(!panel->measureButton()->isEnabled());
        panel->cancelButton()->click();
        QVERIFY(stopped.wait(3000));
        QCOMPARE(stopped.first().first().toBool(), true);
        QCOMPARE(errors.count(), 0);
        QCOMPARE(measured.count(), 1);
        QCOMPARE(progress.count(), 1); // stopped in the first probe
        QCOMPARE(s->fake->probeRuns.load(), 1);
        QCOMPARE(readAll(file), before);
        QCOMPARE(storeFiles(m_store.path()).size(), 1);
        const GeometryModel* model = s->explorer.geometryModel();
        QCOMPARE(cell(model, rowOf(model, QStringLiteral("banks")), GeometryModel::Source),
                 QStringLiteral("measured"));
        QVERIFY(s->controller->profile().banks.source == ValueSource::Measured);
        QVERIFY(panel->statusLabel()->text().contains(QStringLiteral("Cancelled")));
        QVERIFY(panel->measureButton()->isEnabled());
        QVERIFY(!panel->cancelButton()->isEnabled());
    }

    void exportWritesValidJson()
    {
        auto s = fakeSession();
        QVERIFY(s->open(QStringLiteral("0:0")));
        ProbePanel* panel = s->explorer.probePanel();
        QVERIFY(!panel->exportButton()->isEnabled());
        const QString out = m_store.filePath(QStringLiteral("export/measured.json"));
        QVERIFY(QDir().mkpath(m_store.filePath(QStringLiteral("export"))));
        QVERIFY(!panel->exportTo(out)); // nothing measured yet
        QSignalSpy measured(s->controller.get(), &Controller::geometryMeasured);
        ProbeRequest request;
        request.only = {"local.banks", "global.granules"};
        QVERIFY(s->controller->measureGeometry(request));
        QVERIFY(measured.wait(10000));
        QVERIFY(panel->exportTo(out));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(readAll(out), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject root = doc.object();
        QCOMPARE(root[QStringLiteral("geometry")]
                     .toObject()[QStringLiteral("segment")]
                     .toObject()[QStringLiteral("value")]
                     .toInt(),
                 32);
        const QJsonArray probes = root[QStringLiteral("probes")].toArray();
        QCOMPARE(probes.size(), 2);
        QCOMPARE(probes[0].toObject()[QStringLiteral("name")].toString(), QStringLiteral("local.banks"));
        // A folder that does not exist: refused, nothing written.
        QVERIFY(!panel->exportTo(m_store.filePath(QStringLiteral("missing/dir/x.json"))));
    }

    void withoutADeviceItSaysSo()
    {
        auto s = fakeSession();
        QSignalSpy errors(s->controller.get(), &Controller::errorOccurred);
        QVERIFY(!s->controller->measureGeometry());
        QCOMPARE(errors.count(), 1);
        QCOMPARE(errors.first().first().value<Task>(), Task::Probe);
        QVERIFY(!s->explorer.probePanel()->measureButton()->isEnabled());
        // An unknown probe is a failure message, not a crash; the panel is ready again.
        QVERIFY(s->open(QStringLiteral("0:0")));
        QSignalSpy stopped(s->controller.get(), &Controller::geometryStopped);
        ProbeRequest request;
        request.only = {"no.such.probe"};
        QVERIFY(s->controller->measureGeometry(request));
        QVERIFY(stopped.wait(5000));
        QCOMPARE(stopped.first().first().toBool(), false);
        QCOMPARE(errors.count(), 2);
        QVERIFY(errors.last().at(2).toString().contains(QStringLiteral("no.such.probe")));
        QVERIFY(s->explorer.probePanel()->statusLabel()->text().contains(QStringLiteral("no.such.probe")));
        QVERIFY(storeFiles(m_store.path()).isEmpty());
    }

    void aLongReportScrollsAndTheTableKeepsItsRoom()
    {
        // A CPU's run reports a dozen undecided values, a line each: at most six lines show (the rest scroll),
        // so the geometry table above keeps its rows on a laptop-high dock. The window puts the explorer in a
        // scroll area in the Device dock (mainwindowlayout.cpp): alike here.
        auto s = fakeSession();
        QScrollArea dock;
        dock.setWidgetResizable(true);
        dock.resize(340, 640);
        auto* tabs = s->explorer.findChild<QTabWidget*>();
        QVERIFY(tabs);
        tabs->setCurrentIndex(tabs->count() - 1);
        dock.setWidget(&s->explorer);
        struct GiveBack { // the session owns the explorer, whatever the test's outcome
            QScrollArea& dock;
            ~GiveBack() { dock.takeWidget(); }
        } giveBack{dock};
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        auto* table = s->explorer.findChild<QTableView*>();
        QVERIFY(table);
        const int before = table->height();
        QStringList lines;
        for (int i = 0; i < 14; ++i)
            lines << QStringLiteral(
                "local.banks: cannot decide banks: no bank conflicts seen; the table value stays");
        ProbePanel* panel = s->explorer.probePanel();
        // Nothing to report yet: no empty report area and no empty progress bar (it looks like a text field).
        auto* area = s->explorer.findChild<QScrollArea*>(QStringLiteral("probeStatusArea"));
        QVERIFY(area);
        QVERIFY(!area->isVisible());
        QVERIFY(!panel->progressBar()->isVisible());
        panel->setStatus(lines.join(QLatin1Char('\n')));
        QTest::qWait(50);
        QVERIFY(area->isVisible());
        const int line = s->explorer.fontMetrics().lineSpacing();
        // The table gives up the report's six lines, its 4 px and the layout's spacing above it, no more.
        const int spacing = std::max(0, s->explorer.probePanel()->layout()->spacing());
        QVERIFY2(table->height() >= before - 6 * line - 4 - spacing - 8,
                 qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(table->height())));
        QVERIFY(table->height() > 4 * table->verticalHeader()->defaultSectionSize());
        QVERIFY2(area->height() <= 6 * line + 4, qPrintable(QString::number(area->height())));
        panel->setStatus(QString());
        QTest::qWait(50);
        QVERIFY(!area->isVisible());
    }

    void theInfoTreeShowsNamesAndValuesInANarrowDock()
    {
        // 1024x768: the Device dock is about 300 px wide. The longest field names (34 characters) and the
        // extension list must not push the Value column out of sight: both columns start inside the view.
        DeviceExplorer explorer;
        explorer.setDevice(
            QStringLiteral("A device"),
            {{"global_variable_preferred_total_size", Json(uint64_t(1) << 40), "memory", "bytes"},
             {"extensions",
              Json("cl_khr_byte_addressable_store cl_khr_fp64 cl_khr_global_int32_base_atomics "
                   "cl_khr_global_int32_extended_atomics cl_khr_local_int32_base_atomics"),
              "device", ""},
             {"name", Json("pthread-skylake-avx512"), "device", ""}});
        explorer.resize(300, 600);
        explorer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&explorer));
        QTest::qWait(50);
        auto* tree = explorer.findChild<QTreeView*>();
        QVERIFY(tree);
        const int width = tree->viewport()->width();
        QVERIFY2(tree->columnWidth(0) <= width / 2, qPrintable(QString::number(tree->columnWidth(0))));
        QVERIFY2(
            tree->columnViewportPosition(1) + 60 <= width,
            qPrintable(QStringLiteral("value at %1 of %2").arg(tree->columnViewportPosition(1)).arg(width)));
        QVERIFY(tree->columnWidth(1) >= 60);
        // Wide, the columns take their contents' widths: the whole name shows.
        explorer.resize(900, 600);
        QTest::qWait(50);
        const QAbstractItemView* view = tree; // sizeHintForColumn is public there
        QCOMPARE(tree->columnWidth(0),
                 std::max(view->sizeHintForColumn(0), tree->header()->sectionSizeHint(0)));
    }

    void theInfoTreeWrapsANameInsteadOfCuttingIt()
    {
        // 1024x768 cut "compiler_available" to "compil...ilable": in a 300 px dock a long name now takes two
        // or three lines, whole, and its row grows with it; the extension list stops at three lines, cut.
        const QString longName = QStringLiteral("global_variable_preferred_total_size");
        const QString extensions = QStringLiteral(
            "cl_khr_byte_addressable_store cl_khr_fp64 cl_khr_global_int32_base_atomics "
            "cl_khr_global_int32_extended_atomics cl_khr_local_int32_base_atomics cl_khr_local_int32_extended");
        DeviceExplorer explorer;
        explorer.setDevice(QStringLiteral("A device"),
                           {{longName.toStdString(), Json(uint64_t(1) << 40), "memory", "bytes"},
                            {"extensions", Json(extensions.toStdString()), "device", ""},
                            {"name", Json("pthread"), "device", ""}});
        explorer.resize(300, 600);
        explorer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&explorer));
        QTest::qWait(50);
        auto* tree = explorer.findChild<QTreeView*>();
        QVERIFY(tree);
        QVERIFY(!tree->uniformRowHeights());
        auto rowOfField = [&](const QString& field) {
            const QModelIndexList hits = tree->model()->match(tree->model()->index(0, 0), Qt::DisplayRole,
                                                              field, 1, Qt::MatchRecursive | Qt::MatchExactly);
            return hits.isEmpty() ? QModelIndex() : hits.front();
        };
        const QModelIndex big = rowOfField(longName), ext = rowOfField(QStringLiteral("extensions")),
                          small = rowOfField(QStringLiteral("name"));
        QVERIFY(big.isValid() && ext.isValid() && small.isValid());
        const int line = tree->fontMetrics().lineSpacing();
        const int oneRow = tree->visualRect(small).height();
        // The name is wider than its column: its row holds two lines or more, the extensions' at most three.
        QVERIFY(tree->fontMetrics().horizontalAdvance(longName) > tree->columnWidth(0));
        QVERIFY2(tree->visualRect(big).height() >= oneRow + line - 1,
                 qPrintable(QStringLiteral("%1 vs %2").arg(tree->visualRect(big).height()).arg(oneRow)));
        QVERIFY(tree->visualRect(ext.siblingAtColumn(1)).height() <= oneRow + 2 * line + 1);
        QVERIFY(tree->visualRect(ext.siblingAtColumn(1)).height() >= oneRow + 2 * line - 1);

        // The lines themselves: broken after "_", each one fitting.
        const QFont font = tree->font();
        const QFontMetrics metrics(font);
        const int width = std::max(metrics.horizontalAdvance(QStringLiteral("global_variable_")),
                                   metrics.horizontalAdvance(QStringLiteral("preferred_total_"))) +
                          2;
        const QStringList lines = WrappedDelegate::wrapLines(longName, font, width, 3);
        QCOMPARE(lines, (QStringList{QStringLiteral("global_variable_"), QStringLiteral("preferred_total_"),
                                     QStringLiteral("size")}));
        for (const QString& l : lines) {
            QVERIFY2(metrics.horizontalAdvance(l) <= width, qPrintable(l));
        }
        // Past the last line allowed the rest is cut with an ellipsis; one line a row is plain eliding.
        const QStringList cut = WrappedDelegate::wrapLines(extensions, font, width, 3);
        QCOMPARE(cut.size(), 3);
        QVERIFY2(cut.back().endsWith(QChar(0x2026)), qPrintable(cut.back()));
        QVERIFY(metrics.horizontalAdvance(cut.back()) <= width);
        QCOMPARE(WrappedDelegate::wrapLines(QStringLiteral("short"), font, width, 3),
                 QStringList{QStringLiteral("short")});
        QCOMPARE(WrappedDelegate::wrapLines(longName, font, width, 1).size(), 1);

        // Wide, every row is one line again.
        explorer.resize(900, 600);
        QTest::qWait(50);
        QCOMPARE(tree->visualRect(big).height(), oneRow);
    }

    void theGeometryTableHasOneLineARowAtEveryFontSize()
    {
        // Qt's default row is about two lines: the table keeps one (its note is shown whole below it), so a
        // 720-pixel-high laptop shows more rows; presentation mode's larger font makes the rows taller with it.
        DeviceExplorer explorer;
        explorer.setProfile(coalesce::defaultProfile());
        auto* table = explorer.findChild<QTableView*>();
        QVERIFY(table);
        const int line = explorer.fontMetrics().height();
        QVERIFY(!table->wordWrap());
        QCOMPARE(table->verticalHeader()->defaultSectionSize(), line + 8);
        QFont big = explorer.font();
        big.setPointSizeF(big.pointSizeF() * 1.75);
        explorer.setFont(big);
        const int bigLine = explorer.fontMetrics().height();
        QVERIFY(bigLine > line);
        QCOMPARE(table->verticalHeader()->defaultSectionSize(), bigLine + 8);
    }

    void realBackendOnPocl()
    {
        // The application's backend (the router over the real one): the router must pass the probes on.
        Session s(makeWindowBackend());
        QSignalSpy scanned(s.controller.get(), &Controller::devicesScanned);
        s.controller->scanDevices();
        QVERIFY(scanned.wait(30000));
        const auto scan = scanned.at(0).at(0).value<ScanResult>();
        QVERIFY2(!scan.devices.empty(), scan.problem.c_str());
        QVERIFY(s.open(QString::fromStdString(scan.devices.front().selector)));
        QSignalSpy measured(s.controller.get(), &Controller::geometryMeasured);
        QSignalSpy progress(s.controller.get(), &Controller::geometryProgress);
        ProbeRequest request;
        request.only = {"global.channels"};
        request.options.pointSeconds = 0;
        request.options.warmup = 1;
        request.options.minReps = 1;
        request.options.maxReps = 1;
        request.options.maxBufferBytes = 1 << 20;
        request.options.maxFootprintBytes = 64 << 10;
        QVERIFY(s.controller->measureGeometry(request));
        QVERIFY(measured.wait(60000));
        QVERIFY(progress.count() >= 1);
        QCOMPARE(progress.first().at(2).toString(), QStringLiteral("global.channels"));
        const ProbeRun& run = *s.controller->lastProbeRun();
        QCOMPARE(int(run.results.size()), 1);
        QVERIFY2(run.results[0].validated, run.results[0].validation.c_str());
        // The channel sweep's worst ratio is decided on any device: in the store and in the table.
        QVERIFY(s.controller->profile().figures.count("channel_worst_ratio") == 1);
        QVERIFY(!run.stored.empty());
        const QJsonObject stored =
            QJsonDocument::fromJson(readAll(QString::fromStdString(run.stored))).object();
        QVERIFY(stored[QStringLiteral("figures")].toObject().contains(QStringLiteral("channel_worst_ratio")));
        const GeometryModel* model = s.explorer.geometryModel();
        const int row = rowOf(model, QStringLiteral("channel_worst_ratio"));
        QVERIFY(row >= 0);
        QVERIFY(!cell(model, row, GeometryModel::Note).isEmpty());
    }
};

QTEST_MAIN(TestProbeGui)
#include "test_probegui.moc"
