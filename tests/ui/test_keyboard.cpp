// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard drives the window, in presentation mode too (menu bar hidden): every menu action with a shortcut
// is an action of the window; F11 and QKeySequence::FullScreen toggle presentation mode; Esc closes a popup or
// the help before it leaves presentation mode; a focused spin box keeps Space, arrows and +/-; Enter and a
// click on the picture give the keys back to the stage; Ctrl+PgDown/PgUp change the lesson; `?` lists the keys.
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/keyhelpoverlay.h"
#include "ui/lessonpanel.h"
#include "ui/mainwindow.h"
#include "ui/paramform.h"
#include "ui/patternview.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

class TestKeyboard : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow& open()
    {
        m_window = std::make_unique<MainWindow>(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        MainWindow& w = *m_window;
        QSignalSpy traced(w.controller(), &Controller::traceReady);
        w.start(true);
        w.show();
        w.activateWindow();
        if (!QTest::qWaitForWindowActive(&w))
            qWarning("window not active");
        if (traced.isEmpty())
            traced.wait(3000);
        (void)QTest::qWaitFor([&] { return w.patternView()->hasData(); }, 3000);
        return w;
    }
    QAction* action(const char* name) { return m_window->findChild<QAction*>(QLatin1String(name)); }
    void key(int k, Qt::KeyboardModifiers mod = Qt::NoModifier)
    {
        QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
        QTest::keyClick(target, Qt::Key(k), mod);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_keyboard"));
    }
    void init() { QSettings().clear(); }
    void cleanup() { m_window.reset(); }
    void cleanupTestCase() { QSettings().clear(); }

    void everyShortcutWorksWithTheMenuBarHidden()
    {
        MainWindow& w = open();
        QVERIFY(w.patternView()->hasData());
        int withKeys = 0;
        for (QAction* a : w.findChildren<QAction*>()) {
            if (a->shortcuts().isEmpty() || a->menu())
                continue;
            ++withKeys;
            QVERIFY2(w.actions().contains(a), qPrintable(a->text()));
        }
        QVERIFY(withKeys >= 14);
        w.setPresentation(true);
        QVERIFY(!w.menuBar()->isVisible());
        QSignalSpy measured(w.controller(), &Controller::pointMeasured);
        key(Qt::Key_F5);
        QVERIFY(measured.wait(3000));
        QSignalSpy sweep(w.controller(), &Controller::sweepStarted);
        key(Qt::Key_R, Qt::ControlModifier);
        QTRY_VERIFY(!sweep.isEmpty());
        key(Qt::Key_Period, Qt::ControlModifier);
        QTRY_VERIFY(!w.controller()->sweepRunning());
    }

    void f11AndFullScreenToggle()
    {
        MainWindow& w = open();
        QVERIFY(w.patternView()->hasData());
        key(Qt::Key_F11);
        QVERIFY(w.presentation());
        key(Qt::Key_F11);
        QVERIFY(!w.presentation());
        const QKeySequence full(QKeySequence::FullScreen);
        if (full.isEmpty())
            QSKIP("no FullScreen key on this platform");
        QVERIFY(action("presentationAction")->shortcuts().contains(full));
        QTest::keySequence(QApplication::focusWidget() ? QApplication::focusWidget() : &w, full);
        QVERIFY(w.presentation());
    }

    void escapeClosesAPopupBeforeLeaving()
    {
        MainWindow& w = open();
        QVERIFY(w.patternView()->hasData());
        w.setPresentation(true);
        auto* speed = w.findChildren<QComboBox*>().at(0);
        for (QComboBox* c : w.findChildren<QComboBox*>())
            if (c->isVisible())
                speed = c;
        QVERIFY(speed->isVisible());
        speed->showPopup();
        QTRY_VERIFY(QApplication::activePopupWidget());
        QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!QApplication::activePopupWidget());
        QVERIFY2(w.presentation(), "Esc that closed a popup also left presentation mode");
        w.patternView()->setFocus();
        key(Qt::Key_Question);
        auto* help = w.findChild<KeyHelpOverlay*>();
        QVERIFY(help && help->isVisible());
        QTest::keyClick(help, Qt::Key_Escape);
        QVERIFY(!help->isVisible());
        QVERIFY(w.presentation());
        QTRY_VERIFY(w.patternView()->hasFocus());
        key(Qt::Key_Escape);
        QVERIFY(!w.presentation());
    }

    void aFocusedSpinBoxKeepsItsKeys()
    {
        MainWindow& w = open();
        QVERIFY(w.patternView()->hasData());
        auto* spin = qobject_cast<QSpinBox*>(w.lessonPanel()->form()->control(QStringLiteral("stride")));
        QVERIFY(spin);
        spin->setFocus();
        QTRY_VERIFY(spin->hasFocus());
        const int before = spin->value();
        const bool playing = w.patternView()->isPlaying();
        const int frame = w.patternView()->frame();
        key(Qt::Key_Space);
        QCOMPARE(w.patternView()->isPlaying(), playing);
        key(Qt::Key_Up);
        QCOMPARE(spin->value(), before + 1);
        key(Qt::Key_Left);
        QCOMPARE(w.patternView()->frame(), frame);
        // Enter: the value is taken and the keys go back to the stage.
        key(Qt::Key_Return);
        QTRY_VERIFY(w.patternView()->hasFocus());
        key(Qt::Key_Space);
        QVERIFY(w.patternView()->isPlaying());
        key(Qt::Key_Space);
        QVERIFY(!w.patternView()->isPlaying());
        // A click on the picture takes the keys back too.
        spin->setFocus();
        QTRY_VERIFY(spin->hasFocus());
        QTest::mouseClick(w.patternView(), Qt::LeftButton, {}, w.patternView()->rect().center());
        QTRY_VERIFY(w.patternView()->hasFocus());
    }

    void stageKeysOnThePicture()
    {
        MainWindow& w = open();
        QVERIFY(w.patternView()->hasData());
        w.patternView()->setFocus();
        w.patternView()->setFrame(0);
        key(Qt::Key_Right);
        QVERIFY(w.patternView()->frame() > 0);
        const QString before = QString::fromStdString(w.controller()->params().text("stride"));
        key(Qt::Key_Plus);
        QVERIFY(QString::fromStdString(w.controller()->params().text("stride")) != before);
        key(Qt::Key_Minus);
        QCOMPARE(QString::fromStdString(w.controller()->params().text("stride")), before);
        key(Qt::Key_Down); // one step only in the fake's trace: it stays
        QVERIFY(w.patternView()->hasData());
    }

    void lessonKeysWrap()
    {
        MainWindow& w = open();
        QVERIFY(w.patternView()->hasData());
        const std::string first = w.controller()->lessonId();
        QSignalSpy changed(w.controller(), &Controller::lessonChanged);
        key(Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(changed.count(), 1);
        QVERIFY(w.controller()->lessonId() != first);
        key(Qt::Key_PageDown, Qt::ControlModifier); // two fake lessons: back to the first
        QCOMPARE(w.controller()->lessonId(), first);
        key(Qt::Key_PageUp, Qt::ControlModifier);
        QVERIFY(w.controller()->lessonId() != first);
    }

    void helpListsTheKeysAndMenusShowThem()
    {
        MainWindow& w = open();
        QVERIFY(w.patternView()->hasData());
        const QStringList rows = KeyHelpOverlay::rows(w.menuBar());
        auto has = [&](const QString& text, const QString& keys) {
            for (const QString& r : rows)
                if (r.startsWith(text + QLatin1Char('\t')) && r.contains(keys))
                    return true;
            return false;
        };
        QVERIFY2(has(QStringLiteral("Measure"), QStringLiteral("F5")), qPrintable(rows.join('\n')));
        QVERIFY(has(QStringLiteral("Presentation mode"), QStringLiteral("F11")));
        QVERIFY(has(QStringLiteral("Play / pause"), QStringLiteral("Space")));
        QVERIFY(has(QStringLiteral("Next lesson"), QStringLiteral("PgDown")));
        w.setPresentation(true);
        key(Qt::Key_Question);
        auto* help = w.findChild<KeyHelpOverlay*>();
        QVERIFY(help->isVisible());
        QVERIFY(help->text().contains(QStringLiteral("Sweep")));
        QVERIFY(w.centralWidget()->rect().contains(help->geometry()));
        QTest::keyClick(help, Qt::Key_A);
        QVERIFY(!help->isVisible());
    }
};

QTEST_MAIN(TestKeyboard)
#include "test_keyboard.moc"
