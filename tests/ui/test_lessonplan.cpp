// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson plans (docs/LESSON-PLANS.md): a plan survives a save and a load unchanged; bad files (corrupt JSON, an
// unknown lesson, a bad parameter, a newer version) are refused with a message naming the slide and the open
// plan stays; the three shipped plans load against the real lessons; PageDown / PageUp in the window apply the
// slide's lesson, parameters and request step, in presentation mode too; the editor adds the window's current
// lesson as a slide and saves.
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/lessonplan.h"
#include "ui/lessonplaneditor.h"
#include "ui/lessonplanpanel.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/realbackend.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

LessonPlan samplePlan()
{
    LessonPlan plan;
    plan.titleEn = QStringLiteral("Strides");
    plan.titleZh = QStringLiteral("跨步");
    LessonSlide a;
    a.lesson = QStringLiteral("fake.stride");
    a.params = {{"stride", "4"}};
    a.step = 0;
    a.titleEn = QStringLiteral("Four apart");
    a.pointsEn = {QStringLiteral("One \"quoted\" point"), QStringLiteral("Two")};
    a.pointsZh = {QStringLiteral("第一点"), QStringLiteral("第二点")};
    LessonSlide b;
    b.lesson = QStringLiteral("fake.bank");
    b.params = {{"stride", "2"}, {"type", "uint"}};
    b.pointsEn = {QStringLiteral("Banks")};
    plan.slides = {a, b};
    return plan;
}

QByteArray withSlide(const QByteArray& slide)
{
    return QByteArray(R"({"format": "coalesce-lesson-plan", "version": 1, "slides": [)") + slide + "]}";
}

} // namespace

class TestLessonPlan : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow& open()
    {
        m_window = std::make_unique<MainWindow>(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        MainWindow& w = *m_window;
        QSignalSpy traced(w.controller(), &Controller::traceReady);
        w.start(true);
        w.show();
        if (traced.isEmpty())
            traced.wait(3000);
        (void)QTest::qWaitFor([&] { return w.patternView()->hasData(); }, 3000);
        return w;
    }
    void waitForTrace(MainWindow& w)
    {
        QVERIFY(
            QTest::qWaitFor([&] { return w.patternView()->hasData() && !w.controller()->measuring(); }, 5000));
        QTest::qWait(50);
    }

private slots:
    void initTestCase()
    {
        Q_INIT_RESOURCE(coalesce);
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_lessonplan"));
    }
    void init() { QSettings().clear(); }
    void cleanup() { m_window.reset(); }
    void cleanupTestCase() { QSettings().clear(); }

    void roundTrip()
    {
        const auto lessons = FakeBackend().lessons();
        const LessonPlan plan = samplePlan();
        QString error;
        const auto again = LessonPlanFile::parse(LessonPlanFile::serialize(plan), lessons, &error);
        QVERIFY2(again, qPrintable(error));
        QVERIFY(*again == plan);
        QCOMPARE(again->slides[0].step, std::optional<uint32_t>(0));
        QVERIFY(!again->slides[1].step);
        // Through a file, and the language fallbacks: no Chinese title falls back to English.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.json"));
        QVERIFY2(LessonPlanFile::save(path, plan, &error), qPrintable(error));
        const auto loaded = LessonPlanFile::load(path, lessons, &error);
        QVERIFY2(loaded && *loaded == plan, qPrintable(error));
        QCOMPARE(loaded->slides[0].title(QStringLiteral("zh_CN")), QStringLiteral("Four apart"));
        QCOMPARE(loaded->slides[0].points(QStringLiteral("zh_CN")).front(), QStringLiteral("第一点"));
        QCOMPARE(loaded->slides[1].points(QStringLiteral("zh_CN")), QStringList{QStringLiteral("Banks")});
        // Numbers are accepted for parameters and step, as a teacher writes them by hand.
        const auto numbers = LessonPlanFile::parse(
            withSlide(R"({"lesson": "fake.stride", "params": {"stride": 8}, "step": 3})"), lessons, &error);
        QVERIFY2(numbers, qPrintable(error));
        QCOMPARE(numbers->slides[0].params.at("stride"), std::string("8"));
        QCOMPARE(numbers->slides[0].step, std::optional<uint32_t>(3));
    }

    void badFilesAreRefusedWithAReason_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("corrupt") << QByteArray(
                                        R"({"format": "coalesce-lesson-plan", "version": 1, "slides": [)")
                                 << QStringLiteral("not a valid JSON file (line 1");
        QTest::newRow("not a plan") << QByteArray(R"({"slides": []})")
                                    << QStringLiteral("not a Coalesce lesson plan");
        QTest::newRow("newer") << QByteArray(
                                      R"({"format": "coalesce-lesson-plan", "version": 2, "slides": []})")
                               << QStringLiteral("newer Coalesce (plan version 2");
        QTest::newRow("no slides") << QByteArray(
                                          R"({"format": "coalesce-lesson-plan", "version": 1, "slides": []})")
                                   << QStringLiteral("no slides");
        QTest::newRow("unknown lesson")
            << withSlide(R"({"lesson": "fake.stride"}, {"lesson": "global.nowhere"})")
            << QStringLiteral("Slide 2: there is no lesson \"global.nowhere\"");
        QTest::newRow("bad value") << withSlide(R"({"lesson": "fake.stride", "params": {"stride": "many"}})")
                                   << QStringLiteral("Slide 1: invalid value \"many\" for stride");
        QTest::newRow("unknown parameter")
            << withSlide(R"({"lesson": "fake.stride", "params": {"colour": "red"}})")
            << QStringLiteral("Slide 1: unknown parameter \"colour\"");
        QTest::newRow("bad step") << withSlide(R"({"lesson": "fake.stride", "step": -1})")
                                  << QStringLiteral("Slide 1: \"step\" must be a whole number");
        QTest::newRow("bad points") << withSlide(R"({"lesson": "fake.stride", "points": {"en": [1, 2]}})")
                                    << QStringLiteral("Slide 1: \"points\" must be");
    }

    void badFilesAreRefusedWithAReason()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!LessonPlanFile::parse(json, FakeBackend().lessons(), &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void aBadFileKeepsTheOpenPlan()
    {
        MainWindow& w = open();
        LessonPlanPanel* panel = w.lessonPlanPanel();
        QVERIFY(panel);
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good.json"));
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QString error;
        QVERIFY(LessonPlanFile::save(good, samplePlan(), &error));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(withSlide(R"({"lesson": "fake.stride", "params": {"stride": "0"}})"));
        file.close();
        QVERIFY2(panel->openPlan(good, &error), qPrintable(error));
        QVERIFY(!panel->openPlan(bad, &error));
        QVERIFY2(error.contains(QStringLiteral("Slide 1")), qPrintable(error));
        QCOMPARE(panel->path(), good);
        QVERIFY(panel->plan() == samplePlan());
        // The file on disk is not touched by a refused read either.
        QVERIFY(QFile(bad).size() > 0);
    }

    void shippedPlansLoad()
    {
        const auto lessons = RealBackend().lessons();
        const QStringList files = QDir(QStringLiteral(":/plans")).entryList({QStringLiteral("*.json")});
        QCOMPARE(files.size(), 3);
        for (const QString& name : files) {
            QString error;
            const auto plan = LessonPlanFile::load(QStringLiteral(":/plans/") + name, lessons, &error);
            QVERIFY2(plan, qPrintable(name + QStringLiteral(": ") + error));
            QVERIFY(plan->slides.size() >= 5);
            QVERIFY(!plan->titleEn.isEmpty() && !plan->titleZh.isEmpty());
            for (const LessonSlide& slide : plan->slides) {
                QVERIFY2(!slide.pointsEn.isEmpty() && slide.pointsEn.size() == slide.pointsZh.size(),
                         qPrintable(name + QStringLiteral(": ") + slide.lesson));
                QVERIFY(!slide.titleEn.isEmpty() && !slide.titleZh.isEmpty());
            }
        }
        QString error;
        const auto story =
            LessonPlanFile::load(QStringLiteral(":/plans/histogram-story.json"), lessons, &error);
        QVERIFY(story);
        QStringList ids;
        for (const LessonSlide& slide : story->slides)
            ids << slide.lesson;
        QCOMPARE(ids, QStringList({QStringLiteral("histogram.gpu1"), QStringLiteral("histogram.gpu2"),
                                   QStringLiteral("histogram.gpu3"), QStringLiteral("histogram.gpu4"),
                                   QStringLiteral("histogram.gpu5")}));
    }

    void pageDownAppliesTheSlide()
    {
        MainWindow& w = open();
        waitForTrace(w);
        LessonPlanPanel* panel = w.lessonPlanPanel();
        LessonPlan plan = samplePlan();
        plan.slides[0].step = 0;
        plan.slides[1].step = 0;
        // A third slide back on the first lesson with other values.
        LessonSlide c;
        c.lesson = QStringLiteral("fake.stride");
        c.params = {{"stride", "16"}};
        c.pointsEn = {QStringLiteral("Sixteen")};
        plan.slides.push_back(c);
        auto* nextSlide = w.findChild<QAction*>(QStringLiteral("nextSlideAction"));
        QVERIFY(nextSlide && !nextSlide->isEnabled()); // no plan: PageDown stays with the focused widget
        panel->setPlan(plan, QString(), 0, false);
        QVERIFY(nextSlide->isEnabled());
        w.activateWindow();
        QWidget* focus = QApplication::focusWidget() ? QApplication::focusWidget() : &w;

        QTest::keyClick(focus, Qt::Key_PageDown);
        QCOMPARE(panel->index(), 1);
        QCOMPARE(w.controller()->lessonId(), std::string("fake.bank"));
        QCOMPARE(w.controller()->params().text("stride"), std::string("2"));
        waitForTrace(w);
        QCOMPARE(w.patternView()->step(), 0u);
        QVERIFY(panel->pointsText().contains(QStringLiteral("Banks")));

        w.setPresentation(true); // the menu bar is hidden: the keys are the window's own
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w, Qt::Key_PageDown);
        QCOMPARE(panel->index(), 2);
        QCOMPARE(w.controller()->lessonId(), std::string("fake.stride"));
        QCOMPARE(w.controller()->params().text("stride"), std::string("16"));
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w, Qt::Key_PageDown);
        QCOMPARE(panel->index(), 2); // the last slide stays
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w, Qt::Key_PageUp);
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w, Qt::Key_PageUp);
        QCOMPARE(panel->index(), 0);
        QCOMPARE(w.controller()->params().text("stride"), std::string("4"));
        w.setPresentation(false);
    }

    void editorAddsTheCurrentLessonAndSaves()
    {
        MainWindow& w = open();
        waitForTrace(w);
        QVERIFY(w.controller()->setParam(QStringLiteral("stride"), QStringLiteral("8")));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        LessonPlan empty;
        LessonSlide current;
        current.lesson = QString::fromStdString(w.controller()->lessonId());
        current.params = {{"stride", "8"}};
        current.step = 0;
        LessonPlanEditor editor(
            empty, path, [&] { return current; }, w.controller()->lessons());
        QSignalSpy saved(&editor, &LessonPlanEditor::saved);
        editor.addCurrent();
        editor.findChild<QPlainTextEdit*>(QStringLiteral("planPointsEn"))
            ->setPlainText(QStringLiteral("a\n\nb"));
        editor.addCurrent(); // after the first, with its texts kept
        QCOMPARE(editor.plan().slides.size(), size_t(2));
        QCOMPARE(editor.plan().slides[0].pointsEn, QStringList({QStringLiteral("a"), QStringLiteral("b")}));
        editor.moveSelected(-1); // the second slide first
        QCOMPARE(editor.plan().slides[1].pointsEn, QStringList({QStringLiteral("a"), QStringLiteral("b")}));
        QVERIFY(editor.save());
        QCOMPARE(saved.size(), 1);
        QString error;
        const auto loaded = LessonPlanFile::load(path, w.controller()->lessons(), &error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(*loaded == editor.plan());
        QCOMPARE(loaded->slides[0].params.at("stride"), std::string("8"));
    }
};

QTEST_MAIN(TestLessonPlan)
#include "test_lessonplan.moc"
