// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow in another language without a restart. View > Language installs the new translators; Qt then
// sends QEvent::LanguageChange to every widget, parent before children. The window sets its static texts again
// (menus, actions, dock titles, labels and buttons, through language.h's memory of tr() answers) and then the
// texts it composed itself: the lesson list and explanation, the parameter form, the headline, the chart's
// title and axes. Widgets with texts of their own (the pattern, the lesson plan panel, the chart) follow their
// own changeEvent.
#include "ui/chartpresenter.h"
#include "ui/controller.h"
#include "ui/language.h"
#include "ui/lessonpanel.h"
#include "ui/lessonpicture.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/playbackbar.h"
#include "ui/resultsmodel.h"
#include "ui/throughputchart.h"

#include <QEvent>

namespace coalesce::ui {

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void MainWindow::retranslate()
{
    retranslateTexts(this);
    m_lessonPanel->setLessons(m_controller->lessons());
    if (const LessonEntry* entry = m_controller->lesson())
        m_lessonPanel->showLesson(*entry, m_controller->params());
    emit m_results->headerDataChanged(Qt::Horizontal, 0, m_results->columnCount() - 1);
    m_charts->retranslate();
    m_pattern->setNote(retranslated(m_pattern->note()));                  // "model only: no device"
    m_lessonPicture->setSelection(m_pattern->group(), m_pattern->step()); // the caption names a phase
    m_playback->refresh();
    updateHeadline();
    updateEmptyChart();
}

void MainWindow::updateEmptyChart()
{
    const bool scanned = m_controller->scanResult().has_value();
    m_chart->setEmptyText(
        m_controller->device() ? tr("No measurements yet: Measure (F5) measures this configuration, Sweep "
                                    "(Ctrl+R) the lesson's range.")
        : scanned ? tr("No measurements: there is no OpenCL device. Open saved results (File → Open results) "
                       "or show the lesson's H100 reference (Lesson tab).")
                  : QString());
}

} // namespace coalesce::ui
