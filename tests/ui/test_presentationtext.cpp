// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode on a projector: every text the picture draws is at least 14 px (issue 12), for every
// lesson's picture at the sizes the picture gets in presentation mode (1024x768 with the picture alone,
// 1280x720, 1366x768, and 1920x1080 with the chart below it). Text that cannot be that large where it belongs
// (a number in a thin cell, every row's label) is left out, never drawn smaller. Without the floor the same
// pictures do draw smaller text (the check can fail). The window: on a short screen the chart gives the picture
// the stage and C brings it back; leaving presentation mode restores both.
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/throughputchart.h"

#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/params.h"

#include <QAction>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <algorithm>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

constexpr double kScale = 1.75; // MainWindow's presentation font scale

struct Picture {
    std::string lesson;
    ModelSummary summary;
    std::string space;
};

std::vector<Picture> everyLessonsPicture()
{
    std::vector<Picture> out;
    for (const Lesson* lesson : allLessons()) {
        if (!lesson->info().traceable)
            continue;
        try {
            const ParamSet params = makeParams(lesson->params(), {});
            out.push_back(
                {lesson->info().id, hostModel(*lesson, params, defaultProfile()), lesson->info().space});
        } catch (const std::exception&) {
            // No host-generated trace for this lesson (it is traced on a device only).
        }
    }
    return out;
}

// The smallest text of `view` over the first, a middle and the last frame of requests in its space.
double smallestText(PatternView& view)
{
    double smallest = 0;
    // Up to 12 requests spread over the trace (fills, loop steps, writes), and the teaching one.
    const std::vector<int> all = view.requestIndices();
    std::vector<int> some;
    for (size_t k = 0; k < 12 && !all.empty(); ++k)
        some.push_back(all[k * (all.size() - 1) / 11]);
    for (int request : some) {
        view.setCurrentRequest(request);
        for (int frame : {0, view.frameCount() / 2, view.frameCount() - 1}) {
            view.setFrame(frame);
            view.resetPaintStats();
            view.grab();
            const double px = view.paintStats().smallestTextPx;
            if (px > 0)
                smallest = smallest > 0 ? std::min(smallest, px) : px;
        }
    }
    return smallest;
}

} // namespace

class TestPresentationText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_presentationtext"));
        QSettings().clear();
        m_pictures = everyLessonsPicture();
        QVERIFY(m_pictures.size() >= 15); // the lessons with a host trace
    }
    void cleanupTestCase() { QSettings().clear(); }

    void everyPictureKeepsProjectorText_data()
    {
        QTest::addColumn<QSize>("size");
        // The picture's share of the screen in presentation mode (headline and playback bar taken off).
        QTest::newRow("1024x768, picture alone") << QSize(1024, 650);
        QTest::newRow("1280x720, picture alone") << QSize(1280, 600);
        QTest::newRow("1366x768, picture alone") << QSize(1366, 650);
        QTest::newRow("1920x1080, with the chart") << QSize(1920, 540);
        QTest::newRow("1024x768 with large fonts (683x512 logical)") << QSize(683, 420);
    }

    void everyPictureKeepsProjectorText()
    {
        QFETCH(QSize, size);
        int checked = 0;
        for (const Picture& picture : m_pictures) {
            PatternView view;
            view.resize(size);
            view.setFontScale(kScale);
            view.setMinTextPixels(MainWindow::kPresentationTextPx);
            view.setData(picture.summary, defaultProfile(), QString::fromStdString(picture.space));
            if (!view.hasData())
                continue;
            const double smallest = smallestText(view);
            if (const QString folder = qEnvironmentVariable("COALESCE_SHOTS"); !folder.isEmpty()) {
                view.setCurrentRequest(view.requestIndices()[view.requestIndices().size() / 2]);
                view.setFrame(view.frameCount() - 1);
                view.grab().save(QStringLiteral("%1/presentation-%2x%3-%4.png")
                                     .arg(folder)
                                     .arg(size.width())
                                     .arg(size.height())
                                     .arg(QString::fromStdString(picture.lesson)));
            }
            QVERIFY2(smallest >= MainWindow::kPresentationTextPx,
                     qPrintable(QStringLiteral("%1: a %2 px text")
                                    .arg(QString::fromStdString(picture.lesson))
                                    .arg(smallest)));
            ++checked;
        }
        QVERIFY(checked >= 15);
    }

    void withoutTheFloorTextIsSmaller()
    {
        // The same measure finds small text where there is no floor: a 32-bank picture on a laptop window.
        const auto it = std::find_if(m_pictures.begin(), m_pictures.end(),
                                     [](const Picture& p) { return p.lesson == "local.padding"; });
        QVERIFY(it != m_pictures.end());
        PatternView view;
        view.resize(1024, 360);
        view.setData(it->summary, defaultProfile(), QString::fromStdString(it->space));
        QVERIFY(smallestText(view) < MainWindow::kPresentationTextPx);
        view.setMinTextPixels(MainWindow::kPresentationTextPx);
        QVERIFY(smallestText(view) >= MainWindow::kPresentationTextPx);
    }

    void shortScreenGivesThePictureTheStage()
    {
        // The offscreen platform's screen is 800x600: too short for both with projector-sized text.
        MainWindow w(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        w.setScripted(true);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setPresentation(true);
        QVERIFY(!w.chartInPresentation());
        QVERIFY(w.chart()->isHidden());
        QCOMPARE(w.patternView()->minTextPixels(), MainWindow::kPresentationTextPx);
        auto* chart = w.findChild<QAction*>(QStringLiteral("chartInPresentationAction"));
        QVERIFY(chart);
        QCOMPARE(chart->shortcut(), QKeySequence(Qt::Key_C));
        QVERIFY(!chart->isChecked());
        chart->trigger(); // C: the teacher wants the chart
        QVERIFY(w.chartInPresentation());
        QVERIFY(!w.chart()->isHidden());
        w.setPresentation(false);
        QVERIFY(!w.chart()->isHidden());
        QCOMPARE(w.patternView()->minTextPixels(), 0.0);
        w.setPresentation(true); // the teacher's choice holds for this run
        QVERIFY(!w.chart()->isHidden());
        chart->trigger();
        QVERIFY(w.chart()->isHidden());
        w.setPresentation(false);
        QVERIFY(!w.chart()->isHidden()); // the normal window always has its chart
    }

private:
    std::vector<Picture> m_pictures;
};

QTEST_MAIN(TestPresentationText)
#include "test_presentationtext.moc"
