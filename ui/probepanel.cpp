// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/probepanel.h"

#include "ui/controller.h"
#include "ui/coretexts.h"
#include "ui/probetask.h"
#include "ui/savefile.h"

#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QIODevice>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace coalesce::ui {

ProbePanel::ProbePanel(QWidget* parent)
    : QWidget(parent), m_measure(new QPushButton(tr("Measure geometry"), this)),
      m_cancel(new QPushButton(tr("Cancel"), this)), m_export(new QPushButton(tr("Export…"), this)),
      m_progress(new QProgressBar(this)), m_status(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Two short rows (measure and cancel; progress and export): the Device dock must stay narrow enough for its
    // tab bar on a 1280x720 projector with large fonts (tests/ui/test_fit.cpp).
    auto* row = new QHBoxLayout;
    row->addWidget(m_measure);
    row->addWidget(m_cancel);
    row->addStretch(1);
    layout->addLayout(row);
    auto* second = new QHBoxLayout;
    second->addWidget(m_progress, 1);
    second->addWidget(m_export, 0, Qt::AlignLeft);
    // Not wider than its text: while the progress bar is hidden it stays at the left, under Measure geometry.
    m_export->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    layout->addLayout(second);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // wraps at the area's width
    // A run's report (one line per undecided value: a dozen on a CPU) scrolls in at most six lines, so the
    // geometry table above keeps its room on a 1366x768 laptop.
    m_statusArea = new QScrollArea(this);
    m_statusArea->setObjectName(QStringLiteral("probeStatusArea"));
    m_statusArea->setWidget(m_status);
    m_statusArea->setWidgetResizable(true);
    m_statusArea->setFrameShape(QFrame::NoFrame);
    m_statusArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_statusArea->setMaximumHeight(6 * fontMetrics().lineSpacing() + 4);
    // No taller than its text: the height left over goes to the geometry table above, not to an empty report.
    m_statusArea->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(m_statusArea);
    m_statusArea->hide(); // until there is something to report
    m_measure->setToolTip(tr("Runs probe kernels on the device and keeps the values they measure for it"));
    m_export->setToolTip(
        tr("Saves the measured values with each probe's method, confidence and curves as JSON"));
    m_measure->setEnabled(false);
    m_export->setEnabled(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    setRunning(false);
    connect(m_measure, &QPushButton::clicked, this, &ProbePanel::start);
    connect(m_export, &QPushButton::clicked, this, &ProbePanel::exportAs);
}

void ProbePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange && m_statusArea) // presentation mode's larger font
        m_statusArea->setMaximumHeight(6 * fontMetrics().lineSpacing() + 4);
    QWidget::changeEvent(event);
}

void ProbePanel::attach(Controller* controller)
{
    m_controller = controller;
    m_measure->setEnabled(controller->device().has_value());
    connect(controller, &Controller::deviceOpened, this,
            [this] { m_measure->setEnabled(!m_controller->geometryRunning()); });
    connect(controller, &Controller::geometryProgress, this, &ProbePanel::onProgress);
    connect(controller, &Controller::geometryMeasured, this, &ProbePanel::onMeasured);
    connect(controller, &Controller::geometryStopped, this, &ProbePanel::onStopped);
    connect(controller, &Controller::errorOccurred, this,
            [this](Task task, const QString& title, const QString& text) {
                if (task == Task::Probe)
                    setStatus(title + QLatin1Char(' ') + text);
            });
    connect(m_cancel, &QPushButton::clicked, controller, &Controller::cancelGeometry);
}

void ProbePanel::start()
{
    if (!m_controller)
        return;
    if (m_controller->measureGeometry()) {
        setRunning(true);
        setStatus(tr("Starting the probes…"));
    }
}

void ProbePanel::onProgress(int probe, int probes, const QString& text)
{
    m_progress->setRange(0, probes);
    m_progress->setValue(probe);
    m_progress->setFormat(tr("Probe %1 of %2").arg(probe + 1).arg(probes));
    setStatus(
        tr("Probe %1 of %2: %3").arg(probe + 1).arg(probes).arg(CoreTexts::translate(text.toStdString())));
}

void ProbePanel::onMeasured(const ProbeRun& run)
{
    setRunning(false);
    m_progress->setValue(m_progress->maximum());
    m_measured = run.measured;
    m_export->setEnabled(true);
    QStringList lines;
    lines
        << tr("%n value(s) measured by %1 probe(s); each is in the table above with its method and confidence.",
              nullptr, int(run.set.size()))
               .arg(run.results.size());
    for (const ProbeResult& r : run.results) {
        const QString name = QString::fromStdString(r.name);
        if (!r.skipped.empty())
            lines << tr("%1: not run: %2").arg(name, CoreTexts::translate(r.skipped));
        else if (!r.error.empty())
            lines << tr("%1: failed: %2").arg(name, CoreTexts::translate(r.error));
        else if (!r.validated)
            lines << tr("%1: its kernel's output was wrong (%2); nothing was taken from it")
                         .arg(name, QString::fromStdString(r.validation));
        for (const ProbeValue& v : r.values)
            if (!v.decided && r.skipped.empty() && r.error.empty())
                lines << tr("%1: cannot decide %2: %3; the table value stays")
                             .arg(name, QString::fromStdString(v.key), CoreTexts::translate(v.reason));
    }
    if (!run.stored.empty())
        lines << tr("Kept for this device in %1").arg(QString::fromStdString(run.stored));
    setStatus(lines.join(QLatin1Char('\n')));
    emit message(tr("Geometry measured: %n value(s)", nullptr, int(run.set.size())));
}

void ProbePanel::onStopped(bool cancelled)
{
    setRunning(false);
    m_progress->setValue(0);
    if (cancelled)
        setStatus(tr("Cancelled: the previous measured values are kept."));
}

void ProbePanel::setRunning(bool running)
{
    m_measure->setEnabled(!running && m_controller && m_controller->device().has_value());
    m_cancel->setEnabled(running);
    m_progress->setTextVisible(running);
    // Idle, an empty bar looks like a text field to type in: it shows only while the probes run.
    m_progress->setVisible(running);
}

void ProbePanel::setStatus(const QString& text)
{
    m_status->setText(text);
    m_statusArea->setVisible(!text.isEmpty());
}

bool ProbePanel::exportTo(const QString& path)
{
    if (m_measured.is_null()) {
        emit message(tr("Nothing measured yet: run Measure geometry first"));
        return false;
    }
    const std::string text = m_measured.dump(2) + "\n";
    const bool ok = saveFileAtomically(path, [&text](QIODevice& out) {
        return out.write(text.data(), qint64(text.size())) == qint64(text.size());
    });
    emit message(ok ? tr("Measured geometry exported to %1").arg(path)
                    : tr("Could not write %1; nothing was changed").arg(path));
    return ok;
}

void ProbePanel::exportAs()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export measured geometry"),
                                     QStringLiteral("measured-geometry.json"), tr("JSON files (*.json)"));
    if (!path.isEmpty())
        exportTo(path);
}

} // namespace coalesce::ui
