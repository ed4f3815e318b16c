// SPDX-License-Identifier: GPL-3.0-or-later
// Steps are named and followed by what they do: a step's label says its access and buffer ("fill tile",
// "read tile", with the source line when the trace has it); a parameter change that shifts the step numbers
// keeps the step that does the same thing (local.padding pad 0 -> 1: the column read moves from step 4 to step
// 5 with the default work-group, and the picture follows it); the lesson opens on its teaching step (the
// atomic of an atomics lesson, else the first read) and in its own grid (global.channels: channels).
#include "core/lesson.h"
#include "ui/controller.h"
#include "ui/lessonpanel.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/realbackend.h"
#include "ui/sourceview.h"
#include "ui/stepmeaning.h"
#include "ui/throughputchart.h"

#include <QChart>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

Request request(uint32_t step, AccessKind kind, Space space, const char* buffer)
{
    Request r;
    r.step = step;
    r.kind = kind;
    r.space = space;
    r.bufferName = buffer;
    r.buffer = std::string(buffer) == "tile" ? 2 : 0;
    return r;
}

TraceRecord record(uint32_t step, AccessKind kind, Space space, uint8_t buffer, uint32_t line)
{
    TraceRecord r;
    r.step = step;
    r.kind = kind;
    r.space = space;
    r.buffer = buffer;
    r.line = line;
    return r;
}

} // namespace

class TestStepMeaning : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_stepmeaning"));
        QSettings().clear();
    }

    void labelsSayWhatAStepDoes()
    {
        QCOMPARE(stepLabel(request(0, AccessKind::Write, Space::Local, "tile"), 0),
                 QStringLiteral("fill tile"));
        QCOMPARE(stepLabel(request(4, AccessKind::Read, Space::Local, "tile"), 47),
                 QStringLiteral("read tile · line 47"));
        QCOMPARE(stepLabel(request(9, AccessKind::Write, Space::Global, "out"), 0),
                 QStringLiteral("write out"));
        QCOMPARE(stepLabel(request(1, AccessKind::Read, Space::Global, ""), 0), QStringLiteral("read global"));
    }

    void linesComeFromTheTraceAndTheMeaningSurvivesAShift()
    {
        // Before: fill (steps 0-1, line 40), read (step 2, line 47). After: one more fill step.
        ModelSummary before;
        before.requests = {request(0, AccessKind::Write, Space::Local, "tile"),
                           request(1, AccessKind::Write, Space::Local, "tile"),
                           request(2, AccessKind::Read, Space::Local, "tile")};
        Trace t1;
        for (uint32_t s : {0u, 1u})
            t1.records.push_back(record(s, AccessKind::Write, Space::Local, 2, 40));
        t1.records.push_back(record(2, AccessKind::Read, Space::Local, 2, 47));
        const std::vector<uint32_t> lines1 = requestLines(t1, before);
        QCOMPARE(lines1, (std::vector<uint32_t>{40, 40, 47}));
        const StepMeaning read = stepMeaning(before, lines1, 2);
        QCOMPARE(read.line, 47u);
        QCOMPARE(read.occurrence, 0);
        QCOMPARE(stepMeaning(before, lines1, 1).occurrence, 1); // the second fill

        ModelSummary after = before;
        after.requests.insert(after.requests.begin() + 2, request(2, AccessKind::Write, Space::Local, "tile"));
        after.requests[3].step = 3;
        Trace t2 = t1;
        t2.records.back().step = 3;
        t2.records.insert(t2.records.begin() + 2, record(2, AccessKind::Write, Space::Local, 2, 40));
        const std::vector<uint32_t> lines2 = requestLines(t2, after);
        QCOMPARE(findMeaning(after, lines2, {0, 1, 2, 3}, read), 3);
        // A host-generated trace has no lines: the first read is still the first read.
        QCOMPARE(findMeaning(after, {}, {0, 1, 2, 3}, stepMeaning(before, {}, 2)), 3);
        QCOMPARE(findMeaning(after, {}, {0, 1, 2, 3}, stepMeaning(before, {}, 1)), 1);
    }

    void theTeachingStepIsTheAtomicElseTheFirstRead()
    {
        ModelSummary atomics;
        atomics.requests = {request(0, AccessKind::Read, Space::Global, "in"),
                            request(0, AccessKind::Atomic, Space::Global, "hist"),
                            request(1, AccessKind::Read, Space::Global, "in")};
        QCOMPARE(teachingRequest(atomics, {0, 1, 2}), 1);
        ModelSummary tile;
        tile.requests = {request(0, AccessKind::Write, Space::Local, "tile"),
                         request(1, AccessKind::Read, Space::Local, "tile"),
                         request(2, AccessKind::Write, Space::Global, "out")};
        QCOMPARE(teachingRequest(tile, {0, 1, 2}), 1);
        QCOMPARE(teachingRequest(tile, {0, 2}), 0); // no read: the first
        QCOMPARE(teachingRequest(tile, {}), -1);
        // A lesson that names its teaching buffer opens on that buffer's read, then on any access to it.
        QCOMPARE(teachingRequest(atomics, {0, 1, 2}, "in"), 0);
        QCOMPARE(teachingRequest(tile, {0, 1, 2}, "out"), 2);
        QCOMPARE(teachingRequest(tile, {0, 1, 2}, "nothing"), 1); // unknown: the general rule
    }

    void histogramVariantsOpenOnWhatTheyChange()
    {
        // Every variant ends with the same bin update; GPU4 opens on its local tile read, GPU5 on the constant
        // centroids, GPU1 on the descriptors (the uncoalesced read the seed starts from).
        MainWindow window(std::make_unique<Controller>(std::make_unique<RealBackend>())); // the model
        Controller* c = window.controller();
        PatternView* view = window.patternView();
        QSignalSpy traced(c, &Controller::traceReady);
        const std::pair<const char*, const char*> expected[] = {{"histogram.gpu1", "read descriptors"},
                                                                {"histogram.gpu4", "read desc_local"},
                                                                {"histogram.gpu5", "read centroids"},
                                                                {"subgroup.shuffle", "read lds"}};
        for (const auto& [lesson, label] : expected) {
            traced.clear();
            QVERIFY(c->selectLesson(QString::fromLatin1(lesson), {}));
            QVERIFY(traced.wait(10000));
            QTRY_VERIFY(view->hasData());
            QVERIFY2(view->stepLabel(view->step()).startsWith(QLatin1String(label)),
                     qPrintable(QString::fromLatin1(lesson) + ": " + view->stepLabel(view->step())));
        }
    }

    void lessonsOpenOnTheirTeachingStepAndGrid()
    {
        MainWindow window(std::make_unique<Controller>(std::make_unique<RealBackend>())); // the model
        Controller* c = window.controller();
        PatternView* view = window.patternView();
        QSignalSpy traced(c, &Controller::traceReady);
        QVERIFY(c->selectLesson(QStringLiteral("atomics.contention"), {"bins=4"}));
        QVERIFY(traced.wait(10000));
        QTRY_VERIFY(view->hasData());
        QCOMPARE(c->lesson()->info.id, std::string("atomics.contention"));
        QVERIFY2(view->stepLabel(view->step()).startsWith(QStringLiteral("atomic on")),
                 qPrintable(view->stepLabel(view->step())));
        QCOMPARE(view->mode(), PatternMode::Auto);

        traced.clear();
        QVERIFY(c->selectLesson(QStringLiteral("global.channels"), {}));
        QVERIFY(traced.wait(10000));
        QCOMPARE(view->mode(), PatternMode::Channels);
        QCOMPARE(view->effectiveMode(), PatternMode::Channels);
        traced.clear();
        QVERIFY(c->selectLesson(QStringLiteral("global.stride"), {}));
        QVERIFY(traced.wait(10000));
        QCOMPARE(view->mode(), PatternMode::Auto); // each lesson opens on its own grid
    }

    void aLessonChosenBeforeTheWindowOpensOnItsGrid()
    {
        // coalesce --lesson global.channels selects the lesson before the window exists.
        auto controller = std::make_unique<Controller>(std::make_unique<RealBackend>());
        QVERIFY(controller->selectLesson(QStringLiteral("global.channels"), {}));
        MainWindow window(std::move(controller));
        QSignalSpy traced(window.controller(), &Controller::traceReady);
        QVERIFY(window.controller()->setParam(QStringLiteral("stagger"), QStringLiteral("256")));
        QTRY_VERIFY_WITH_TIMEOUT(window.patternView()->hasData(), 10000);
        QCOMPARE(window.patternView()->mode(), PatternMode::Channels);
        // The panel shows it too (it stayed empty without a device to open): the tree's selection, the text,
        // the lesson's controls, and the chart's title.
        LessonPanel* panel = window.lessonPanel();
        QVERIFY(panel->tree()->currentItem());
        QVERIFY2(panel->tree()->currentItem()->text(0).contains(QLatin1String("amping")),
                 qPrintable(panel->tree()->currentItem()->text(0)));
        auto* text = panel->findChild<QTextBrowser*>();
        QVERIFY(text);
        QVERIFY2(text->toPlainText().contains(QLatin1String("global.channels")),
                 qPrintable(text->toPlainText()));
        QCOMPARE(panel->sweepEdit()->placeholderText(),
                 QString::fromStdString(lessonOrThrow("global.channels").defaultSweep()));
        QVERIFY(!window.chart()->chart()->title().isEmpty());
    }

    void paddingKeepsTheColumnRead()
    {
        MainWindow window(
            std::make_unique<Controller>(std::make_unique<RealBackend>())); // no device: the model
        Controller* c = window.controller();
        PatternView* view = window.patternView();
        QSignalSpy traced(c, &Controller::traceReady);
        QVERIFY(c->selectLesson(QStringLiteral("local.padding"), {"pad=0", "wg=256"}));
        QVERIFY(traced.wait(10000));
        // The lesson opens on its teaching step: the column read after the tile is filled.
        QVERIFY2(view->stepLabel(view->step()).startsWith(QStringLiteral("read tile")),
                 qPrintable(view->stepLabel(view->step())));
        QVERIFY(view->stepLabel(0).startsWith(QStringLiteral("fill tile")));
        const uint32_t before = view->step();
        QVERIFY(view->scene().conflictDegree > 1); // pad 0: the column sits in one bank

        QVERIFY(c->setParam(QStringLiteral("pad"), QStringLiteral("1")));
        QTRY_VERIFY_WITH_TIMEOUT(c->lastTrace() && c->lastTrace()->params.text("pad") == "1", 10000);
        QTRY_VERIFY(view->stepLabel(view->step()).startsWith(QStringLiteral("read tile")));
        QCOMPARE(view->step(), before + 1);         // one more word per row: one more fill step before the read
        QCOMPARE(view->scene().conflictDegree, 1u); // the diagonal read: conflict-free
        QVERIFY(view->stepLabel(before).startsWith(QStringLiteral("fill tile"))); // what that number is now
        QCOMPARE(window.sourceView()->fileName(), QStringLiteral("local_padding.cl"));
        QVERIFY(window.sourceView()->toPlainText().contains(QStringLiteral("padded_tile_column")));
    }

    void theSourceHighlightsTheAccessLine()
    {
        for (const char* id : {"global.stride", "global.vector", "local.stride", "local.padding",
                               "local.broadcast", "constant.index"})
            QVERIFY2(!SourceView::kernelFileFor(id).isEmpty(), id);
        QCOMPARE(SourceView::kernelFileFor("global.stride"), QStringLiteral("global_read.cl"));
        QVERIFY(SourceView::kernelFileFor("no.such").isEmpty());
        SourceView view;
        view.resize(400, 200);
        view.setLesson("local.padding");
        const QStringList lines = view.toPlainText().split(QLatin1Char('\n'));
        const int load = int(lines.indexOf(QRegularExpression(QStringLiteral(".*LLOAD.*")))) + 1;
        QVERIFY(load > 0);
        view.setLine(uint32_t(load));
        QCOMPARE(view.extraSelections().size(), 1);
        QVERIFY(view.extraSelections().first().cursor.block().text().contains(QStringLiteral("LLOAD")));
        QCOMPARE(view.textCursor().blockNumber(), load - 1);
        view.setLine(0);
        QVERIFY(view.extraSelections().isEmpty());
    }
};

QTEST_MAIN(TestStepMeaning)
#include "test_stepmeaning.moc"
