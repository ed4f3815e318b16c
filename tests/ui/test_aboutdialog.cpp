// SPDX-License-Identifier: GPL-3.0-or-later
// Help > About Coalesce (version, licence, build facts, the OpenCL loader asked off the GUI thread) and
// Help > About Qt.
#include "ui/aboutdialog.h"
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/mainwindow.h"

#include "coalesce_version.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTest>
#include <QThreadPool>

#include <memory>

using namespace coalesce::ui;

class TestAboutDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Q_INIT_RESOURCE(coalesce); }

    void showsVersionLicenceAndBuild()
    {
        AboutDialog dialog;
        const QString info = dialog.buildInfo();
        QVERIFY2(info.contains(QStringLiteral("Version: " COALESCE_VERSION)), qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("Qt: %1 (built with " QT_VERSION_STR ")").arg(qVersion())),
                 qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("OpenCL: headers for OpenCL 3.0\nOpenCL loader: ")),
                 qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("Kernels: ")), qPrintable(info));

        QString texts;
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            texts += label->text();
        QVERIFY(texts.contains(QStringLiteral("GPL-3.0-or-later")));
        QVERIFY(texts.contains(QStringLiteral("Coalesce " COALESCE_VERSION)));
        // What the dialog shows is what it copies.
        auto* details = dialog.findChild<QLabel*>(QStringLiteral("buildInfo"));
        QVERIFY(details);
        QCOMPARE(details->text(), info);
    }

    void asksTheLoaderOffTheGuiThreadThenShowsIt()
    {
        AboutDialog dialog;
        dialog.show();
        QVERIFY(dialog.buildInfo().contains(QStringLiteral("asking the loader")) ||
                dialog.buildInfo().contains(QStringLiteral("libOpenCL")));
        // The tests link the system's ICD loader, libOpenCL.so.1.
        QTRY_VERIFY_WITH_TIMEOUT(dialog.buildInfo().contains(QStringLiteral("libOpenCL")), 20000);
        QVERIFY(!dialog.buildInfo().contains(QStringLiteral("asking the loader")));
        auto* details = dialog.findChild<QLabel*>(QStringLiteral("buildInfo"));
        QCOMPARE(details->text(), dialog.buildInfo());

        QPushButton* copy = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            if (b->text().contains(QStringLiteral("Copy")))
                copy = b;
        QVERIFY(copy);
        copy->click();
        QCOMPARE(QApplication::clipboard()->text(), dialog.buildInfo());
    }

    void closedBeforeTheLoaderAnswers()
    {
        // The answer comes after the dialog is gone: dropped, no crash (a Debug build asserted here).
        for (int i = 0; i < 3; ++i) {
            auto dialog = std::make_unique<AboutDialog>();
            dialog->show();
        }
        QVERIFY(QThreadPool::globalInstance()->waitForDone(20000));
        QTest::qWait(50); // the queued answers run and find no dialog
        AboutDialog dialog;
        QTRY_VERIFY_WITH_TIMEOUT(dialog.buildInfo().contains(QStringLiteral("libOpenCL")), 20000);
    }

    void loaderTextNamesTheLoaderAndItsFile()
    {
        const OpenClLoaderInfo info = queryOpenClLoader();
        QVERIFY2(info.file.contains(QStringLiteral("libOpenCL")), qPrintable(info.file));
        const QString text = openClLoaderText(info);
        QVERIFY(text.contains(info.file));
        if (!info.name.isEmpty())
            QVERIFY(text.startsWith(info.name));
        if (!info.version.isEmpty())
            QVERIFY(text.contains(info.version));

        QCOMPARE(
            openClLoaderText({QStringLiteral("ocl-icd"), QStringLiteral("2.3.1"), QStringLiteral("/l.so")}),
            QStringLiteral("ocl-icd 2.3.1 (/l.so)"));
        const QString unknown = openClLoaderText({});
        QVERIFY(!unknown.isEmpty());
        QVERIFY(!unknown.contains(QStringLiteral("()")));
    }

    void helpMenuHasAboutCoalesceAndAboutQt()
    {
        MainWindow window(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        QMenu* help = nullptr;
        for (QAction* a : window.menuBar()->actions())
            if (a->menu() && a->text() == QStringLiteral("&Help"))
                help = a->menu();
        QVERIFY(help);
        QAction* about = nullptr;
        QAction* aboutQt = nullptr;
        for (QAction* a : help->actions()) {
            if (a->text() == QStringLiteral("&About Coalesce"))
                about = a;
            if (a->text() == QStringLiteral("About &Qt"))
                aboutQt = a;
        }
        QVERIFY(about);
        QVERIFY(aboutQt);

        // About Coalesce opens without blocking (the window stays responsive) and goes away when closed.
        QVERIFY(!window.findChild<AboutDialog*>());
        about->trigger();
        auto* dialog = window.findChild<AboutDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        dialog->close();
        QTRY_VERIFY(!window.findChild<AboutDialog*>());
    }
};

QTEST_MAIN(TestAboutDialog)
#include "test_aboutdialog.moc"
