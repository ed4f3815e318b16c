// SPDX-License-Identifier: GPL-3.0-or-later
// ThroughputChart's "% of each device's peak" mode: every series divided by its own device's peak (the main
// series by the window's device peak, an overlay or the compare device's series by the peak in its file's
// profile), the note naming the series left out because their peak is unknown, the overlays' models and
// tooltips (split from throughputchart.cpp). Part of the Qt Charts adapter.
#include "ui/throughputchart.h"

#include <QAction>
#include <QChartView>
#include <QCursor>
#include <QLabel>
#include <QStringList>
#include <QToolTip>

#include <cmath>

namespace coalesce::ui {

void ThroughputChart::setPercentOfPeak(bool on)
{
    if (m_percentAction->isChecked() != on)
        m_percentAction->setChecked(on); // comes back here through toggled
    if (on == m_percent)
        return;
    m_percent = on;
    refresh();
}

void ThroughputChart::setOverlayModels(bool on)
{
    if (m_overlayModelsAction->isChecked() != on)
        m_overlayModelsAction->setChecked(on); // comes back here through toggled
    if (on == m_overlayModels)
        return;
    m_overlayModels = on;
    refresh();
}

double ThroughputChart::scaleOf(const ChartSeries& s) const
{
    if (!percentShown())
        return 1.0;
    const double peak = peakOf(s);
    return peak > 0 && std::isfinite(peak) ? 100.0 / peak : 0.0;
}

QString ThroughputChart::peakNote() const
{
    if (!percentShown())
        return QString();
    QStringList missing;
    if (!m_main.points.empty() && scaleOf(m_main) == 0)
        missing << (m_main.label.isEmpty() ? tr("the measured series") : m_main.label);
    for (const ChartSeries& o : m_overlays)
        if (!o.points.empty() && scaleOf(o) == 0)
            missing << (o.label.isEmpty() ? tr("an overlay") : o.label);
    if (missing.isEmpty())
        return QString();
    return tr("Not drawn as % of peak, because their device's peak bandwidth is unknown: %1. "
              "Uncheck \"% of each device's peak\" (right-click the chart) to see them in GB/s.")
        .arg(missing.join(QStringLiteral("; ")));
}

void ThroughputChart::updatePeakNote()
{
    // Times (transfer lessons) have no peak to divide by: the option waits for a bandwidth chart.
    m_percentAction->setEnabled(!showsTime());
    const QString text = peakNote();
    if (text == m_peakNote->text())
        return;
    m_peakNote->setText(text);
    m_peakNote->setToolTip(text);
    m_peakNote->setVisible(!text.isEmpty());
}

QString ThroughputChart::describeOverlayPoint(int overlay, int index) const
{
    if (overlay < 0 || static_cast<size_t>(overlay) >= m_overlays.size())
        return QString();
    const ChartSeries& o = m_overlays[static_cast<size_t>(overlay)];
    if (index < 0 || static_cast<size_t>(index) >= o.points.size())
        return QString();
    const ChartPoint& p = o.points[static_cast<size_t>(index)];
    QStringList lines;
    lines << o.label;
    lines << (m_paramName.isEmpty() ? p.label : QStringLiteral("%1 = %2").arg(m_paramName, p.label));
    if (!p.measured)
        return (lines << p.status).join(QLatin1Char('\n'));
    lines << tr("measured %1 GB/s (p10 %2, p90 %3)")
                 .arg(p.median, 0, 'f', 1)
                 .arg(p.p10, 0, 'f', 1)
                 .arg(p.p90, 0, 'f', 1);
    if (const double k = percentShown() ? scaleOf(o) : 0; k > 0)
        lines << tr("= %1 % of its device's peak %2 GB/s (p10 %3 %, p90 %4 %)")
                     .arg(p.median * k, 0, 'f', 1)
                     .arg(o.peakGBs, 0, 'f', 0)
                     .arg(p.p10 * k, 0, 'f', 1)
                     .arg(p.p90 * k, 0, 'f', 1);
    // What the model said for that device, beside what it measured (a reference run: the GPU's own model).
    if (!o.reference && !std::isnan(p.predicted) && p.predicted > 0 && p.median > 0) {
        const QString ratio = QString::number(p.predicted / p.median, 'f', 2);
        lines << (o.absolutePrediction
                      ? tr("model %1 GB/s = %2 x the measured").arg(p.predicted, 0, 'f', 1).arg(ratio)
                      : tr("model %1 GB/s (relative %2, anchored) = %3 x the measured")
                            .arg(p.predicted, 0, 'f', 1)
                            .arg(p.relative, 0, 'f', 3)
                            .arg(ratio));
        if (!p.modelNote.isEmpty())
            lines << tooltipNote(p.modelNote);
    }
    return lines.join(QLatin1Char('\n'));
}

void ThroughputChart::showOverlayTooltip(int overlay, const QPointF& at)
{
    if (overlay < 0 || static_cast<size_t>(overlay) >= m_overlays.size())
        return;
    const ChartSeries& o = m_overlays[static_cast<size_t>(overlay)];
    int best = -1;
    double distance = 0;
    for (size_t i = 0; i < o.points.size(); ++i) {
        const std::optional<double> x = o.points[i].measured ? overlayX(o, o.points[i]) : std::nullopt;
        if (!x)
            continue;
        const double d = usesLog2() && *x > 0 && at.x() > 0 ? std::abs(std::log2(*x) - std::log2(at.x()))
                                                            : std::abs(*x - at.x());
        if (best < 0 || d < distance) {
            best = static_cast<int>(i);
            distance = d;
        }
    }
    if (best >= 0)
        QToolTip::showText(QCursor::pos(), describeOverlayPoint(overlay, best), m_view);
}

} // namespace coalesce::ui
