// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's keyboard: the Animation menu and the stage keys, the keyboard help (`?`), and the rules that
// keep the keys usable in presentation mode (menu bar hidden) without fighting a focused input:
//  - every menu action is also an action of the window, so its shortcut works while the menu bar is hidden;
//  - the stage keys (Space, arrows, +/-) go to a focused input that uses them (spin box, combo box, text field,
//    list, slider) and to the stage otherwise; Enter in an input hands the keys back to the stage;
//  - Esc first closes a popup or the help, and only then leaves presentation mode.
#include "ui/controller.h"
#include "ui/keyhelpoverlay.h"
#include "ui/lessonpanel.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/playbackbar.h"
#include "ui/sessionsettings.h"

#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QShortcut>
#include <QTextEdit>

#include <algorithm>

namespace coalesce::ui {

namespace {

// Keys that both the stage and an input understand: unmodified (Shift allowed for + and ?).
bool isStageKey(const QKeyEvent* key)
{
    if (key->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier))
        return false;
    switch (key->key()) {
    case Qt::Key_Space:
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Plus:
    case Qt::Key_Minus:
    case Qt::Key_Equal:
        return true;
    default:
        return false;
    }
}

bool isInput(const QWidget* w)
{
    return qobject_cast<const QAbstractSpinBox*>(w) || qobject_cast<const QComboBox*>(w) ||
           qobject_cast<const QLineEdit*>(w) || qobject_cast<const QTextEdit*>(w) ||
           qobject_cast<const QPlainTextEdit*>(w) || qobject_cast<const QAbstractItemView*>(w) ||
           qobject_cast<const QAbstractSlider*>(w);
}

QList<QKeySequence> unique(QList<QKeySequence> keys)
{
    QList<QKeySequence> out;
    for (const QKeySequence& k : keys)
        if (!k.isEmpty() && !out.contains(k))
            out << k;
    return out;
}

} // namespace

void MainWindow::buildShortcuts()
{
    m_keyHelp = new KeyHelpOverlay(centralWidget());
    connect(m_keyHelp, &KeyHelpOverlay::closed, this, [this] {
        if (isVisible())
            m_pattern->setFocus();
    });

    auto add = [this](QMenu* menu, const QString& text, const QList<QKeySequence>& keys, const char* name,
                      auto fn) {
        QAction* a = menu->addAction(text);
        a->setObjectName(QLatin1String(name));
        a->setShortcuts(unique(keys));
        connect(a, &QAction::triggered, this, fn);
        return a;
    };
    // Animation, before Help.
    QAction* helpMenu = menuBar()->actions().last();
    auto* animation = new QMenu(tr("&Animation"), menuBar());
    menuBar()->insertMenu(helpMenu, animation);
    add(animation, tr("Play / pause"), {Qt::Key_Space}, "playAction", [this] { m_pattern->togglePlay(); });
    add(animation, tr("Step forward"), {Qt::Key_Right}, "stepForwardAction",
        [this] { m_pattern->stepForward(); });
    add(animation, tr("Step back"), {Qt::Key_Left}, "stepBackAction", [this] { m_pattern->stepBack(); });
    animation->addSeparator();
    add(animation, tr("Next step"), {Qt::Key_Down}, "nextStepAction", [this] { stepRequest(+1); });
    add(animation, tr("Previous step"), {Qt::Key_Up}, "previousStepAction", [this] { stepRequest(-1); });

    QMenu* run = findChild<QMenu*>(QStringLiteral("runMenu"));
    run->addSeparator();
    add(run, tr("Larger value"), {Qt::Key_Plus, Qt::Key_Equal}, "largerAction",
        [this] { m_controller->stepMainParam(+1); });
    add(run, tr("Smaller value"), {Qt::Key_Minus}, "smallerAction",
        [this] { m_controller->stepMainParam(-1); });
    run->addSeparator();
    add(run, tr("Next lesson"), {QKeySequence(Qt::CTRL | Qt::Key_PageDown)}, "nextLessonAction",
        [this] { stepLesson(+1); });
    add(run, tr("Previous lesson"), {QKeySequence(Qt::CTRL | Qt::Key_PageUp)}, "previousLessonAction",
        [this] { stepLesson(-1); });

    QMenu* help = helpMenu->menu();
    QAction* keys =
        add(help, tr("&Keyboard shortcuts"),
            {QKeySequence(Qt::Key_Question), QKeySequence(QKeySequence::HelpContents)}, "keyHelpAction",
            [this] { m_keyHelp->isVisible() ? m_keyHelp->hide() : m_keyHelp->showFor(menuBar()); });
    help->insertAction(help->actions().first(), keys);

    // Esc: a popup or the help closes first; then presentation mode ends.
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(escape, &QShortcut::activated, this, [this] {
        if (QApplication::activePopupWidget())
            return;
        if (m_keyHelp->isVisible())
            return m_keyHelp->hide();
        if (m_presentation)
            setPresentation(false);
    });

    // The menu bar is hidden in presentation mode, and a hidden menu's shortcuts do not fire: the window holds
    // every menu action too.
    const std::function<void(const QMenu*)> adopt = [&](const QMenu* menu) {
        for (QAction* a : menu->actions()) {
            if (a->menu())
                adopt(a->menu());
            else if (!a->shortcuts().isEmpty())
                addAction(a);
        }
    };
    for (QAction* a : menuBar()->actions())
        if (a->menu())
            adopt(a->menu());
}

void MainWindow::stepRequest(int direction)
{
    const std::vector<uint32_t> steps = m_pattern->availableSteps();
    const auto it = std::find(steps.begin(), steps.end(), m_pattern->step());
    if (it == steps.end())
        return;
    const auto index =
        std::clamp<std::ptrdiff_t>(it - steps.begin() + direction, 0, std::ptrdiff_t(steps.size()) - 1);
    m_pattern->setStep(steps[size_t(index)]);
    m_playback->refresh();
}

void MainWindow::stepLesson(int direction)
{
    const auto& lessons = m_controller->lessons();
    if (lessons.empty())
        return;
    const auto it = std::find_if(lessons.begin(), lessons.end(), [this](const LessonEntry& l) {
        return l.info.id == m_controller->lessonId();
    });
    const std::ptrdiff_t count = std::ptrdiff_t(lessons.size());
    const std::ptrdiff_t index = it == lessons.end() ? 0 : ((it - lessons.begin()) + direction + count) % count;
    openLesson(QString::fromStdString(lessons[size_t(index)].info.id));
}

void MainWindow::openLesson(const QString& id)
{
    if (!m_controller->selectLesson(id, SessionSettings::savedParams(id)))
        m_controller->selectLesson(id);
}

bool MainWindow::event(QEvent* event)
{
    // Sent to the focus widget first and passed up to the window when it did not take the key: a focused input
    // that uses a stage key keeps it (a spin box's Space, a list's arrows).
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (isStageKey(key) && isInput(QApplication::focusWidget()) &&
            QApplication::focusWidget()->window() == this) {
            event->accept();
            return true;
        }
    }
    return QMainWindow::event(event);
}

void MainWindow::keyPressEvent(QKeyEvent* event)
{
    // Enter in an input (a parameter, the sweep range, the lesson list) did its work and was passed on: the
    // keys go back to the stage.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
        isInput(QApplication::focusWidget())) {
        m_pattern->setFocus(Qt::ShortcutFocusReason);
        event->accept();
        return;
    }
    QMainWindow::keyPressEvent(event);
}

} // namespace coalesce::ui
