// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessonplanpanel.h"

#include "ui/controller.h"
#include "ui/language.h"
#include "ui/patternview.h"

#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace coalesce::ui {

LessonPlanPanel::LessonPlanPanel(Controller* controller, PatternView* pattern, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_pattern(pattern), m_title(new QLabel(this)),
      m_slide(new QLabel(this)), m_points(new QTextBrowser(this)), m_previous(new QPushButton(this)),
      m_next(new QPushButton(this)), m_open(new QPushButton(this)), m_edit(new QPushButton(this))
{
    setObjectName(QStringLiteral("lessonPlanPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_title->setObjectName(QStringLiteral("planTitle"));
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);
    m_slide->setObjectName(QStringLiteral("planSlide"));
    m_slide->setWordWrap(true);
    layout->addWidget(m_slide);
    m_points->setObjectName(QStringLiteral("planPoints"));
    m_points->setOpenExternalLinks(false);
    m_points->setFocusPolicy(Qt::NoFocus); // PageDown / PageUp step the plan, they do not scroll here
    layout->addWidget(m_points, 1);
    auto* grid = new QGridLayout;
    grid->addWidget(m_previous, 0, 0);
    grid->addWidget(m_next, 0, 1);
    grid->addWidget(m_open, 1, 0);
    grid->addWidget(m_edit, 1, 1);
    layout->addLayout(grid);
    m_previous->setObjectName(QStringLiteral("planPrevious"));
    m_next->setObjectName(QStringLiteral("planNext"));
    m_open->setObjectName(QStringLiteral("planOpen"));
    m_edit->setObjectName(QStringLiteral("planEdit"));
    connect(m_previous, &QPushButton::clicked, this, &LessonPlanPanel::previous);
    connect(m_next, &QPushButton::clicked, this, &LessonPlanPanel::next);
    connect(m_open, &QPushButton::clicked, this, &LessonPlanPanel::openRequested);
    connect(m_edit, &QPushButton::clicked, this, &LessonPlanPanel::editRequested);
    // After the window's own handler (connected first), which picks the lesson's first read.
    connect(m_controller, &Controller::traceReady, this, [this] { applyStep(); });
    showSlide();
}

bool LessonPlanPanel::openPlan(const QString& path, QString* error)
{
    auto plan = LessonPlanFile::load(path, m_controller->lessons(), error);
    if (!plan)
        return false;
    setPlan(*plan, path);
    return true;
}

void LessonPlanPanel::setPlan(const LessonPlan& plan, const QString& path, int index, bool apply)
{
    m_plan = plan;
    m_path = path;
    m_index = -1;
    if (m_plan.slides.empty()) {
        showSlide();
        emit slideChanged(m_index, 0);
        return;
    }
    const int clamped = std::clamp(index, 0, int(m_plan.slides.size()) - 1);
    if (apply) {
        goTo(clamped);
    } else {
        m_index = clamped;
        showSlide();
        emit slideChanged(m_index, int(m_plan.slides.size()));
    }
}

void LessonPlanPanel::next()
{
    if (hasPlan() && m_index + 1 < int(m_plan.slides.size()))
        goTo(m_index + 1);
}

void LessonPlanPanel::previous()
{
    if (hasPlan() && m_index > 0)
        goTo(m_index - 1);
}

void LessonPlanPanel::goTo(int index)
{
    if (index < 0 || index >= int(m_plan.slides.size()))
        return;
    m_index = index;
    const LessonSlide& slide = m_plan.slides[size_t(index)];
    m_pendingStep = slide.step;
    // The plan was checked when it was read; selectLesson checks again (a device may limit a value) and says
    // what is wrong in the window's banner.
    // selectLesson always traces anew (and clears the picture), so the step waits for that trace.
    m_controller->selectLesson(slide.lesson, slide.assignments());
    showSlide();
    emit slideChanged(m_index, int(m_plan.slides.size()));
}

void LessonPlanPanel::applyStep()
{
    if (!m_pendingStep || m_index < 0 ||
        QString::fromStdString(m_controller->lessonId()) != m_plan.slides[size_t(m_index)].lesson)
        return;
    const std::vector<uint32_t> steps = m_pattern->availableSteps();
    if (std::find(steps.begin(), steps.end(), *m_pendingStep) == steps.end())
        return; // not traced yet (or this trace has no such step: the lesson's own first picture stays)
    m_pattern->setStep(*m_pendingStep);
    m_pendingStep.reset();
}

QString LessonPlanPanel::pointsText() const
{
    return m_points->toPlainText();
}

void LessonPlanPanel::showSlide()
{
    const QString language = currentLanguage();
    m_previous->setText(tr("◀ Previous (PgUp)"));
    m_next->setText(tr("Next (PgDn) ▶"));
    m_open->setText(tr("Open plan…"));
    m_edit->setText(tr("Edit plan…"));
    m_previous->setEnabled(hasPlan() && m_index > 0);
    m_next->setEnabled(hasPlan() && m_index + 1 < int(m_plan.slides.size()));
    if (!hasPlan()) {
        m_title->setText(tr("No lesson plan open"));
        m_slide->clear();
        m_points->setHtml(
            tr("<p>A lesson plan is a list of slides: a lesson, its parameters, the request step to "
               "show and talking points. Open one (three come with Coalesce: global memory, local "
               "memory and the histogram story), or make one with <b>Edit plan…</b> from the "
               "lessons as you set them up.</p><p>In class, <b>PageDown</b> and <b>PageUp</b> step "
               "through it, in presentation mode too.</p>"));
        return;
    }
    const QString planTitle = m_plan.title(language);
    m_title->setText(planTitle.isEmpty() ? QFileInfo(m_path).completeBaseName() : planTitle);
    const LessonSlide& slide = m_plan.slides[size_t(m_index)];
    const QString slideTitle = slide.title(language);
    m_slide->setText(tr("Slide %1 of %2: %3")
                         .arg(m_index + 1)
                         .arg(m_plan.slides.size())
                         .arg(slideTitle.isEmpty() ? slide.lesson : slideTitle));
    QString html = QStringLiteral("<ul>");
    for (const QString& point : slide.points(language))
        html += QStringLiteral("<li style='margin-bottom:6px'>%1</li>").arg(point.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    m_points->setHtml(html);
}

void LessonPlanPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        showSlide(); // the talking points of the new language
}

} // namespace coalesce::ui
