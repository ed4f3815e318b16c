// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's feedback: the kernel source following the shown access, the "measuring…" state (the last value
// greyed while a new one is due), errors in the banner over the picture (never a modal box in front of a class;
// details on demand), and the warning that another Coalesce window is already open.
#include "ui/controller.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/sourceview.h"

#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>

namespace coalesce::ui {

void MainWindow::buildFeedback()
{
    connect(m_banner, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link == QLatin1String("#details")) {
            QMessageBox box(QMessageBox::Warning, tr("Coalesce"), m_errorTitle, QMessageBox::Ok, this);
            box.setInformativeText(m_errorMessage);
            box.setDetailedText(m_errorDetails);
            box.exec();
        } else if (link == QLatin1String("#dismiss")) {
            m_banner->hide();
            m_bannerError = false;
        }
    });
    connect(m_controller.get(), &Controller::measuringChanged, this, &MainWindow::showMeasuring);
    // The kernel source follows the lesson, its highlighted line the shown request.
    const auto showSource = [this] {
        const std::string id = m_controller->lessonId();
        if (const CustomKernelText* kernel = m_controller->customKernel(id)) // a user's kernel: its own text
            m_source->setSource(QString::fromStdString(kernel->name), QString::fromStdString(kernel->source));
        else
            m_source->setLesson(id);
    };
    connect(m_controller.get(), &Controller::lessonChanged, this, showSource);
    connect(m_controller.get(), &Controller::customChecked, this, showSource);
    connect(m_pattern, &PatternView::selectionChanged, this,
            [this] { m_source->setLine(m_pattern->currentLine()); });
}

void MainWindow::showMeasuring(bool measuring)
{
    m_pointLabel->setProperty("stale", measuring);
    m_pointLabel->setStyleSheet(measuring ? QStringLiteral("color: palette(mid);") : QString());
    const QString last = m_pointLabel->property("value").toString();
    m_pointLabel->setText(measuring ? (last.isEmpty() ? tr("measuring…") : tr("measuring… (was %1)").arg(last))
                                    : last);
    updateHeadline();
}

void MainWindow::showError(const QString& title, const QString& message, const QString& details)
{
    m_errorTitle = title;
    m_errorMessage = message;
    m_errorDetails = details;
    QString html = QStringLiteral("<b>%1</b> %2").arg(title.toHtmlEscaped(), message.toHtmlEscaped());
    if (!details.isEmpty())
        html += QStringLiteral(" &nbsp; <a href=\"#details\">%1</a>").arg(tr("Details…"));
    html += QStringLiteral(" &nbsp; <a href=\"#dismiss\">%1</a>").arg(tr("Dismiss"));
    showBanner(html);
    m_bannerError = true;
}

void MainWindow::clearError()
{
    if (!m_bannerError)
        return;
    m_bannerError = false;
    m_banner->hide();
}

void MainWindow::warnSecondInstance()
{
    showBanner(tr("<b>Coalesce is already open in another window.</b> Both use the same device: measurements "
                  "taken at the same time slow each other down.") +
               QStringLiteral(" &nbsp; <a href=\"#dismiss\">%1</a>").arg(tr("Dismiss")));
}

} // namespace coalesce::ui
