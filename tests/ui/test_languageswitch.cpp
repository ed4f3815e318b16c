// SPDX-License-Identifier: GPL-3.0-or-later
// The language changes while the window is open: View > Language > 简体中文 installs the Chinese translators
// and the visible texts change at once (menus, dock titles, the lesson plan panel, the parameter form, the
// chart's axis titles, an open dialog); English again brings the English texts back. No restart, no second
// window.
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/language.h"
#include "ui/lessonpanel.h"
#include "ui/lessonplaneditor.h"
#include "ui/mainwindow.h"
#include "ui/paramform.h"
#include "ui/patternview.h"
#include "ui/throughputchart.h"

#include <QAbstractAxis>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QDockWidget>
#include <QFormLayout>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

struct Shown {
    QString fileMenu, lessonDock, planTitle, strideLabel, xAxis, yAxis;
};

Shown shown(MainWindow& w)
{
    Shown s;
    s.fileMenu = w.menuBar()->actions().first()->text();
    s.lessonDock = w.findChild<QDockWidget*>(QStringLiteral("lessonDock"))->windowTitle();
    s.planTitle = w.findChild<QLabel*>(QStringLiteral("planTitle"))->text();
    auto* form = w.lessonPanel()->form()->findChild<QFormLayout*>();
    if (auto* label = qobject_cast<QLabel*>(form->itemAt(0, QFormLayout::LabelRole)->widget()))
        s.strideLabel = label->text();
    QChart* chart = w.chart()->chart();
    s.xAxis =
        chart->axes(Qt::Horizontal).isEmpty() ? QString() : chart->axes(Qt::Horizontal).front()->titleText();
    s.yAxis = chart->axes(Qt::Vertical).isEmpty() ? QString() : chart->axes(Qt::Vertical).front()->titleText();
    return s;
}

} // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT

    void choose(MainWindow& w, const QString& name)
    {
        QAction* found = nullptr;
        for (QAction* a : w.findChildren<QAction*>())
            if (a->text() == name && a->isCheckable())
                found = a;
        QVERIFY2(found, qPrintable(name));
        found->trigger();
        QTest::qWait(100); // LanguageChange is posted to every window
    }

private slots:
    void initTestCase()
    {
        Q_INIT_RESOURCE(coalesce);
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_languageswitch"));
        QSettings().clear();
        installTranslations(*qApp, QStringLiteral("en")); // as application.cpp does before any window
    }
    void cleanupTestCase() { QSettings().clear(); }

    void englishChineseEnglish()
    {
        MainWindow w(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        QSignalSpy traced(w.controller(), &Controller::traceReady);
        w.start(true);
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitFor([&] { return w.patternView()->hasData(); }, 5000));
        QVERIFY(w.controller()->setParam(QStringLiteral("stride"), QStringLiteral("4")));
        QTest::qWait(100);

        const Shown en = shown(w);
        QCOMPARE(en.fileMenu, QStringLiteral("&File"));
        QCOMPARE(en.lessonDock, QStringLiteral("Lesson"));
        QCOMPARE(en.planTitle, QStringLiteral("No lesson plan open"));
        QCOMPARE(en.strideLabel, QStringLiteral("Stride"));
        QVERIFY2(en.xAxis.startsWith(QStringLiteral("Stride")), qPrintable(en.xAxis));
        QVERIFY2(en.yAxis.contains(QStringLiteral("GB/s")), qPrintable(en.yAxis));

        // A dialog open beside the window follows too.
        LessonPlanEditor editor(
            LessonPlan(), QString(), [] { return LessonSlide(); }, w.controller()->lessons());
        editor.show();
        QCOMPARE(editor.windowTitle(), QStringLiteral("Edit lesson plan"));

        choose(w, QStringLiteral("简体中文"));
        QCOMPARE(editor.windowTitle(), QStringLiteral("编辑教案"));
        QCOMPARE(currentLanguage(), QStringLiteral("zh_CN"));
        QCOMPARE(languageSetting(), QStringLiteral("zh_CN")); // kept for the next start too
        const Shown zh = shown(w);
        QCOMPARE(zh.fileMenu, QStringLiteral("文件(&F)"));
        QCOMPARE(zh.lessonDock, QStringLiteral("课程"));
        QCOMPARE(zh.planTitle, QStringLiteral("尚未打开教案"));
        QCOMPARE(zh.strideLabel, QStringLiteral("跨步"));
        QVERIFY2(zh.xAxis.startsWith(QStringLiteral("跨步")), qPrintable(zh.xAxis));
        QVERIFY2(zh.yAxis.contains(QStringLiteral("带宽")) || zh.yAxis == QStringLiteral("GB/s"),
                 qPrintable(zh.yAxis));
        QVERIFY(zh.yAxis != en.yAxis || en.yAxis == QStringLiteral("GB/s"));

        choose(w, QStringLiteral("English"));
        QCOMPARE(currentLanguage(), QStringLiteral("en"));
        const Shown back = shown(w);
        QCOMPARE(back.fileMenu, en.fileMenu);
        QCOMPARE(back.lessonDock, en.lessonDock);
        QCOMPARE(back.planTitle, en.planTitle);
        QCOMPARE(back.strideLabel, en.strideLabel);
        // The scale may have turned logarithmic meanwhile (more points measured): the words are English again.
        QVERIFY2(back.xAxis.startsWith(QStringLiteral("Stride (")) &&
                     !back.xAxis.contains(QStringLiteral("跨步")),
                 qPrintable(back.xAxis));
        QCOMPARE(back.yAxis, en.yAxis);
        // The window never went away, and its lesson and values are as they were.
        QVERIFY(w.isVisible());
        QCOMPARE(w.controller()->params().text("stride"), std::string("4"));
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "test_languageswitch.moc"
