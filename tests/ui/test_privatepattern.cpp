// SPDX-License-Identifier: GPL-3.0-or-later
// private.spill's picture names the private space: from the lesson's host trace (no device), the pattern view
// shows the private array's requests (the lesson's space), titled "Private memory (spill layout)" with the
// layout in the tooltips, in English and in 简体中文; the lesson text says what to watch.
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "ui/language.h"
#include "ui/lessontexts.h"
#include "ui/patternview.h"

#include <QtTest>

using namespace coalesce;
using namespace coalesce::ui;

class TestPrivatePattern : public QObject {
    Q_OBJECT

private:
    static void showPrivateSpill(PatternView& view)
    {
        const Lesson& lesson = lessonOrThrow("private.spill");
        const GeometryProfile profile = defaultProfile();
        const ModelSummary summary = hostModel(lesson, lesson.defaults(nullptr), profile);
        view.resize(1280, 720);
        view.setData(summary, profile, QString::fromStdString(lesson.info().space));
    }

private slots:
    void privateRequestsAreShownAndNamed()
    {
        PatternView view;
        showPrivateSpill(view);
        QCOMPARE(view.scene().space, Space::Private);
        QCOMPARE(view.effectiveMode(), PatternMode::Segments);
        QVERIFY2(view.title().startsWith(QStringLiteral("Private memory (spill layout)")),
                 qPrintable(view.title()));
        QVERIFY(!view.scene().lanes.empty());
        // Every step the view offers is a private one (the fill, the traced loop steps, the fold).
        for (uint32_t step : view.availableSteps())
            QVERIFY2(step >= 1, "the global read at step 0 is not the lesson's picture");
        const QString tip = view.describeAt(view.layout().laneRects[3].center());
        QVERIFY2(tip.contains(QStringLiteral("work-items + w")), qPrintable(tip));
        const QString explanation = LessonTexts::explanation(QStringLiteral("private.spill"));
        QVERIFY(explanation.contains(QStringLiteral("one coalesced run")));
        QVERIFY(explanation.contains(QStringLiteral("first 8 of the 1024 loop steps")));
    }

    void chineseNamesThePrivateSpace()
    {
        QCOMPARE(installTranslations(*QCoreApplication::instance(), QStringLiteral("zh_CN")),
                 QStringLiteral("zh_CN"));
        PatternView view;
        showPrivateSpill(view);
        QVERIFY2(view.title().startsWith(QStringLiteral("私有内存（溢出布局）")), qPrintable(view.title()));
        QVERIFY(PatternView::privateLayoutText().contains(QStringLiteral("工作项数")));
        QVERIFY(
            LessonTexts::explanation(QStringLiteral("private.spill")).contains(QStringLiteral("溢出布局")) ||
            LessonTexts::explanation(QStringLiteral("private.spill")).contains(QStringLiteral("前 8 步")));
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }
};

QTEST_MAIN(TestPrivatePattern)
#include "test_privatepattern.moc"
