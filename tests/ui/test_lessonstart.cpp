// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson chosen before the window exists (`coalesce --lesson X`: application.cpp selects it on the
// controller, then builds the window) is shown at once, device or not: its explanation in the lesson text, its
// parameter controls, its entry selected in the tree. Without a device (model only) no deviceOpened ever comes
// to show it later; the lesson text used to stay empty there.
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/lessonpanel.h"
#include "ui/mainwindow.h"
#include "ui/paramform.h"
#include "ui/throughputchart.h"

#include "core/results.h"

#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace coalesce;
using namespace coalesce::ui;

class TestLessonStart : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_lessonstart"));
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void noDeviceWindowSaysWhatToDoBriefly()
    {
        auto backend = std::make_unique<FakeBackend>();
        backend->noPlatform = true;
        MainWindow window(std::make_unique<Controller>(std::move(backend)));
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QLabel* empty = window.chart()->emptyLabel();
        QVERIFY(!empty->text().contains(QStringLiteral("device"))); // before the scan: nothing said of it
        QSignalSpy scanned(window.controller(), &Controller::devicesScanned);
        window.start(false);
        QVERIFY(scanned.wait(5000));
        // The banner: the advice and a "Details…" link; the loader's report is behind the link, not in it.
        QTRY_VERIFY(window.banner()->isVisible());
        const QString banner = window.banner()->text();
        QVERIFY2(banner.contains(QStringLiteral("No OpenCL device was found")), qPrintable(banner));
        QVERIFY(banner.contains(QStringLiteral("#details")));
        const QString problem = QString::fromStdString(window.controller()->scanResult()->problem);
        QVERIFY(!problem.isEmpty());
        QVERIFY2(!banner.contains(problem.toHtmlEscaped().section(QLatin1Char('\n'), 0, 0)),
                 qPrintable(banner));
        QVERIFY(window.banner()->height() < window.height() / 6);
        // The empty chart says how to get points without a device, over the plot.
        QTRY_VERIFY(empty->isVisible());
        QVERIFY2(empty->text().contains(QStringLiteral("no OpenCL device")), qPrintable(empty->text()));
        QVERIFY(window.chart()->rect().contains(empty->geometry().center()));
        // A point makes it go.
        QSignalSpy loaded(window.controller(), &Controller::resultLoaded);
        ResultFile file;
        file.lesson = "fake.stride";
        file.sweptParam = "stride";
        file.device = Json{{"name", "Fake GPU"}};
        for (int stride : {1, 2}) {
            PointResult p;
            p.sweptValue = std::to_string(stride);
            p.params.setRaw("stride", p.sweptValue);
            p.ebGBs = 10.0 / stride;
            p.validation.passed = true;
            file.points.push_back(p);
        }
        window.chart()->setSeries(file);
        QVERIFY(!empty->isVisible());
    }

    void aLessonGivenBeforeTheWindowIsShownWithoutADevice()
    {
        auto controller = std::make_unique<Controller>(std::make_unique<FakeBackend>());
        QVERIFY(controller->selectLesson(QStringLiteral("fake.bank"), {"stride=4"}));
        MainWindow window(std::move(controller)); // no start(): no device is ever opened
        window.resize(1229, 691);                 // 90 % of a 1366x768 laptop, as reported
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.controller()->device());

        const auto* text = window.lessonPanel()->findChild<QTextBrowser*>(QStringLiteral("lessonText"));
        QVERIFY(text);
        const QString shown = text->toPlainText();
        QVERIFY2(shown.contains(QStringLiteral("Fake bank conflicts")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("fake.bank")), qPrintable(shown));
        QVERIFY(text->isVisible());
        QVERIFY2(text->height() > 0 && text->viewport()->height() > 0, "the lesson text box has no height");

        QVERIFY(window.lessonPanel()->form()->control(QStringLiteral("stride")));
        const QTreeWidgetItem* current = window.lessonPanel()->tree()->currentItem();
        QVERIFY(current);
        QCOMPARE(current->text(0), QStringLiteral("Fake bank conflicts"));
        QCOMPARE(window.lessonPanel()->sweepEdit()->placeholderText(), QStringLiteral("stride=1..64:*2"));
    }

    void theSameLessonStaysShownOnceADeviceOpens()
    {
        auto controller = std::make_unique<Controller>(std::make_unique<FakeBackend>());
        QVERIFY(controller->selectLesson(QStringLiteral("fake.stride"), {}));
        MainWindow window(std::move(controller));
        window.setScripted(true);
        QSignalSpy opened(window.controller(), &Controller::deviceOpened);
        window.start(true); // the saved lesson does not replace the one given
        QVERIFY(opened.wait(3000));
        const auto* text = window.lessonPanel()->findChild<QTextBrowser*>(QStringLiteral("lessonText"));
        QVERIFY(text->toPlainText().contains(QStringLiteral("Fake strided reads")));
        QCOMPARE(window.controller()->lessonId(), std::string("fake.stride"));
    }
};

QTEST_MAIN(TestLessonStart)
#include "test_lessonstart.moc"
