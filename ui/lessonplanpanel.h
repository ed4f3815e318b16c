// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lesson plan panel (a dock beside the lesson): the open plan's title, the current slide and its talking
// points in the interface language, Previous / Next, Open and Edit. Going to a slide selects its lesson with
// its parameters through the controller and, once that lesson's picture is traced, shows the slide's request
// step.
#include "ui/lessonplan.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace coalesce::ui {

class Controller;
class PatternView;

class LessonPlanPanel : public QWidget {
    Q_OBJECT
public:
    LessonPlanPanel(Controller* controller, PatternView* pattern, QWidget* parent = nullptr);

    /// Reads and checks a plan; on success it replaces the open one and shows its first slide. On failure the
    /// open plan is kept and `error` says why.
    bool openPlan(const QString& path, QString* error);
    /// Replaces the plan (the editor after a save) and shows slide `index` (clamped) without changing the
    /// window's lesson when `apply` is false.
    void setPlan(const LessonPlan& plan, const QString& path, int index = 0, bool apply = true);
    const LessonPlan& plan() const { return m_plan; }
    QString path() const { return m_path; }
    int index() const { return m_index; }
    bool hasPlan() const { return !m_plan.slides.empty(); }
    /// The talking points as shown (tests).
    QString pointsText() const;

public slots:
    void next();
    void previous();
    /// Shows slide `index` and applies its lesson, parameters and step to the window.
    void goTo(int index);

signals:
    void openRequested();
    void editRequested();
    /// The shown slide changed (index, count).
    void slideChanged(int index, int count);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showSlide();
    void applyStep();

    Controller* m_controller;
    PatternView* m_pattern;
    LessonPlan m_plan;
    QString m_path;
    int m_index = -1;
    std::optional<uint32_t> m_pendingStep;
    QLabel* m_title;
    QLabel* m_slide;
    QTextBrowser* m_points;
    QPushButton* m_previous;
    QPushButton* m_next;
    QPushButton* m_open;
    QPushButton* m_edit;
};

} // namespace coalesce::ui
