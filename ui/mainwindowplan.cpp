// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's lesson plans: the plan panel as a dock tabbed with the lesson, File > Open / Edit lesson plan,
// and PageDown / PageUp for the next and previous slide. The keys are actions of the window, so they work with
// the menu bar hidden (presentation mode).
#include "ui/controller.h"
#include "ui/language.h"
#include "ui/lessonplaneditor.h"
#include "ui/lessonplanpanel.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/sessionsettings.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace coalesce::ui {

void MainWindow::buildLessonPlan()
{
    m_plan = new LessonPlanPanel(m_controller.get(), m_pattern, this);
    auto* dock = new QDockWidget(tr("Lesson plan"), this);
    dock->setObjectName(QStringLiteral("lessonPlanDock"));
    dock->setWidget(m_plan);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    if (auto* lessonDock = findChild<QDockWidget*>(QStringLiteral("lessonDock")))
        tabifyDockWidget(lessonDock, dock);
    if (auto* lessonDock = findChild<QDockWidget*>(QStringLiteral("lessonDock")))
        lessonDock->raise();
    // Shown when a plan is opened (openLessonPlan) or from View: without a plan its tab would only take room
    // from the left docks' tab bar, which must fit a 1024 px screen whole (tests/ui/test_fit.cpp).
    dock->hide();
    // View lists the docks; this one goes with them, before the Language submenu.
    QAction* present = findChild<QAction*>(QStringLiteral("presentationAction"));
    for (QAction* top : menuBar()->actions()) {
        QMenu* view = top->menu();
        if (!view || !present || !view->actions().contains(present))
            continue;
        QAction* before = nullptr;
        for (QAction* a : view->actions())
            if (a->menu())
                before = a;
        view->insertAction(before, dock->toggleViewAction());
    }
    connect(m_plan, &LessonPlanPanel::openRequested, this, [this] { openLessonPlan(); });
    connect(m_plan, &LessonPlanPanel::editRequested, this, &MainWindow::editLessonPlan);

    QMenu* file = menuBar()->actions().isEmpty() ? nullptr : menuBar()->actions().first()->menu();
    QMenu* run = findChild<QMenu*>(QStringLiteral("runMenu"));
    auto add = [this](QMenu* menu, const QString& text, const QKeySequence& key, const char* name, auto fn) {
        auto* a = new QAction(text, this);
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, this, fn);
        addAction(a); // the window's own: the shortcut works while the menu bar is hidden
        if (menu)
            menu->addAction(a);
        return a;
    };
    if (file) {
        QAction* before = file->actions().size() > 2 ? file->actions().at(2) : nullptr; // after Open / Save
        file->insertSeparator(before);
        auto* open = new QAction(tr("Open &lesson plan…"), this);
        open->setObjectName(QStringLiteral("openPlanAction"));
        connect(open, &QAction::triggered, this, [this] { openLessonPlan(); });
        // The plans that ship with Coalesce (resources/plans), by their titles.
        auto* shipped = new QMenu(tr("Lesson plans of Coalesce"), file);
        shipped->setObjectName(QStringLiteral("shippedPlansMenu"));
        connect(shipped, &QMenu::aboutToShow, this, [this, shipped] {
            shipped->clear();
            for (const QString& name : QDir(QStringLiteral(":/plans")).entryList({QStringLiteral("*.json")})) {
                const QString path = QStringLiteral(":/plans/") + name;
                QString error;
                const auto plan = LessonPlanFile::load(path, m_controller->lessons(), &error);
                const QString title = plan ? plan->title(currentLanguage()) : QString();
                shipped->addAction(title.isEmpty() ? name : title, this,
                                   [this, path] { openLessonPlan(path); });
            }
        });
        auto* edit = new QAction(tr("&Edit lesson plan…"), this);
        edit->setObjectName(QStringLiteral("editPlanAction"));
        connect(edit, &QAction::triggered, this, &MainWindow::editLessonPlan);
        file->insertActions(before, {open, shipped->menuAction(), edit});
    }
    if (run)
        run->addSeparator();
    QAction* next = add(run, tr("Next slide"), QKeySequence(Qt::Key_PageDown), "nextSlideAction",
                        [this] { m_plan->next(); });
    QAction* previous = add(run, tr("Previous slide"), QKeySequence(Qt::Key_PageUp), "previousSlideAction",
                            [this] { m_plan->previous(); });
    // Without a plan the keys stay with the focused widget (a list or a table pages with them).
    const auto enable = [next, previous](int, int count) {
        next->setEnabled(count > 0);
        previous->setEnabled(count > 0);
    };
    enable(0, 0);
    connect(m_plan, &LessonPlanPanel::slideChanged, this, enable);
}

void MainWindow::openLessonPlan(const QString& given)
{
    QString path = given;
    if (path.isEmpty()) {
        path = QFileDialog::getOpenFileName(this, tr("Open lesson plan"), SessionSettings::planFolder(),
                                            tr("Lesson plans (*.json);;All files (*)"));
        if (path.isEmpty())
            return;
        SessionSettings::savePlanFolder(QFileInfo(path).absolutePath());
    }
    QString error;
    if (!m_plan->openPlan(path, &error)) {
        // The plan that was open stays open.
        QMessageBox::warning(this, tr("Open lesson plan"),
                             tr("%1 could not be opened as a lesson plan.\n\n%2").arg(path, error));
        return;
    }
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("lessonPlanDock")); dock && !m_presentation) {
        dock->show();
        dock->raise();
    }
}

void MainWindow::editLessonPlan()
{
    const auto current = [this] {
        LessonSlide slide;
        slide.lesson = QString::fromStdString(m_controller->lessonId());
        // Only what differs from the lesson's defaults: a plan stays short and follows new defaults.
        const LessonEntry* entry = m_controller->lesson();
        for (const auto& [name, value] : m_controller->params().values())
            if (!entry || !entry->defaults.has(name) || entry->defaults.text(name) != value)
                slide.params[name] = value;
        if (!m_pattern->availableSteps().empty())
            slide.step = m_pattern->step();
        return slide;
    };
    // The shipped plans are read-only resources: their editor saves a copy elsewhere.
    const QString path = m_plan->path().startsWith(QLatin1Char(':')) ? QString() : m_plan->path();
    auto* editor = new LessonPlanEditor(m_plan->plan(), path, current, m_controller->lessons(), this);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    connect(editor, &LessonPlanEditor::saved, this,
            [this](const LessonPlan& plan, const QString& saved, int index) {
                m_plan->setPlan(plan, saved, index, false);
                statusBar()->showMessage(tr("Lesson plan saved to %1").arg(saved), 5000);
            });
    editor->show();
}

} // namespace coalesce::ui
