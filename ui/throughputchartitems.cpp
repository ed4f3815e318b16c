// SPDX-License-Identifier: GPL-3.0-or-later
// ThroughputChart's Qt Charts objects: build() makes the axes and series of a chart for its shape (fonts,
// log or linear, overlays), fill() puts the data into them in place (split from throughputchart.cpp, which
// keeps the state and the data). Part of the Qt Charts adapter.
#include "ui/chartband.h"
#include "ui/palette.h"
#include "ui/throughputchart.h"

#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace coalesce::ui {
namespace {

QFont chartFont(double px, bool bold = false)
{
    QFont font;
    font.setPixelSize(std::max(6, static_cast<int>(std::lround(px))));
    font.setBold(bold);
    return font;
}

// Overlays: colours after the main blue, skipping the model's green; each with its own dash and marker.
QColor overlayColour(int i)
{
    static const int kOrder[] = {3, 4, 5, 1}; // vermillion last: it is also the current-point ring
    return palette::seriesColour(kOrder[i % 4]);
}

Qt::PenStyle overlayDash(int i)
{
    static const Qt::PenStyle kDash[] = {Qt::DashDotLine, Qt::DotLine, Qt::DashDotDotLine, Qt::DashLine};
    return kDash[i % 4];
}

QScatterSeries::MarkerShape overlayMarker(int i)
{
    static const QScatterSeries::MarkerShape kShape[] = {
        QScatterSeries::MarkerShapeRectangle, QScatterSeries::MarkerShapeTriangle,
        QScatterSeries::MarkerShapePentagon, QScatterSeries::MarkerShapeStar};
    return kShape[i % 4];
}

// Replacing points re-lays out the series: skip it when nothing changed (most setters touch one series).
void setPoints(QXYSeries* series, const QList<QPointF>& points)
{
    if (series && series->points() != points)
        series->replace(points);
}

// An empty series is hidden, and so is its legend entry (Qt Charts sets a marker's visibility from its series'
// whenever that changes, so the series' visibility is the one that sticks).
void showInLegend(QChart* chart, QAbstractSeries* series, bool visible)
{
    if (!series)
        return;
    if (series->isVisible() != visible)
        series->setVisible(visible);
    for (QLegendMarker* m : chart->legend()->markers(series))
        if (m->isVisible() != visible)
            m->setVisible(visible);
}

// A helper series drawn without a legend entry of its own (the single-point dot).
void hideFromLegend(QChart* chart, QAbstractSeries* series)
{
    for (QLegendMarker* m : chart->legend()->markers(series))
        if (m->isVisible())
            m->setVisible(false);
}

} // namespace

ThroughputChart::Items ThroughputChart::build(QChart* chart, bool interactive, const QSize& size) const
{
    Items items;
    for (QGraphicsItem* child : chart->childItems())
        delete dynamic_cast<ChartBand*>(child);
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    const double f = baseFont(size) * m_fontScale;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundBrush(palette::background());
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(int(0.5 * f), int(0.5 * f), int(0.5 * f), int(0.3 * f)));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setTitleFont(chartFont(1.3 * f, true));
    chart->setTitleBrush(palette::ink());
    // Large fonts: the legend goes to the right, where its entries have a line each.
    chart->legend()->setAlignment(m_fontScale >= 1.4 ? Qt::AlignRight : Qt::AlignBottom);
    chart->legend()->setFont(chartFont(0.95 * f));
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);

    QAbstractAxis* x = nullptr;
    if (!m_main.numeric) {
        auto* axis = new QCategoryAxis;
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        x = axis;
    } else if (usesLog2()) {
        auto* axis = new QLogValueAxis;
        axis->setBase(2.0);
        axis->setLabelFormat(QStringLiteral("%g"));
        x = axis;
    } else {
        x = new QValueAxis; // ticks and label format follow the data (fill)
    }
    auto* y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%g"));
    for (QAbstractAxis* axis : {x, static_cast<QAbstractAxis*>(y)}) {
        axis->setLabelsFont(chartFont(0.95 * f));
        axis->setTitleFont(chartFont(f, true));
        axis->setLabelsBrush(palette::ink());
        axis->setTitleBrush(palette::ink());
        axis->setGridLinePen(QPen(QColor(0xD8, 0xD8, 0xD8), 1));
        axis->setLinePen(QPen(palette::gridLine(), std::max(1.0, 0.1 * f)));
    }
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    items.x = x;
    items.y = y;
    // Every series exists from the start, empty until it has points (its legend entry hidden until then), so
    // a live sweep never changes the set of series.
    auto attach = [&](QAbstractSeries* s, const QString& objectName) {
        s->setObjectName(objectName);
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        showInLegend(chart, s, false);
    };
    auto hover = [&](QXYSeries* s) {
        if (interactive)
            connect(s, &QXYSeries::hovered, this, [this](const QPointF& p, bool state) {
                if (state)
                    const_cast<ThroughputChart*>(this)->showTooltip(p.x());
            });
    };
    const double line = std::max(1.5, 0.22 * f);
    const QColor blue = palette::seriesColour(0);

    // Main series: median (its legend entry names the band), points that could not be measured.
    auto* median = new QLineSeries;
    median->setName(tr("measured: median, band p10–p90"));
    median->setPen(QPen(blue, line));
    median->setPointsVisible(true);
    median->setMarkerSize(0.7 * f);
    attach(median, QStringLiteral("median"));
    hover(median);
    items.median = median;
    auto* band = new ChartBand(chart, median);
    items.band = band;
    QColor bandColour = blue;
    bandColour.setAlpha(55);
    band->setBrush(bandColour);
    auto* dot = new QScatterSeries;
    dot->setColor(blue);
    dot->setBorderColor(blue);
    dot->setMarkerSize(0.9 * f);
    attach(dot, QStringLiteral("dot"));
    hover(dot);
    items.dot = dot;
    auto* failed = new QScatterSeries;
    failed->setName(tr("not measured (hover for why)"));
    failed->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    failed->setMarkerSize(1.1 * f);
    failed->setColor(palette::conflict());
    failed->setBorderColor(palette::conflict());
    attach(failed, QStringLiteral("failed"));
    hover(failed);
    items.failed = failed;

    // The model: dashed, in green.
    auto* model = new QLineSeries;
    model->setPen(QPen(palette::seriesColour(2), line, Qt::DashLine, Qt::FlatCap)); // round caps: +25 % paint
    attach(model, QStringLiteral("model"));
    hover(model);
    items.model = model;

    auto* peak = new QLineSeries;
    peak->setPen(QPen(palette::ink(), std::max(1.0, 0.13 * f), Qt::DotLine));
    attach(peak, QStringLiteral("peak"));
    items.peak = peak;

    // Overlays: line in its colour and dash; markers of their own shape carry the legend entry.
    for (size_t i = 0; i < m_overlays.size(); ++i) {
        const QColor colour = overlayColour(int(i));
        auto* lineSeries = new QLineSeries;
        lineSeries->setPen(QPen(colour, line * 0.85, overlayDash(int(i))));
        lineSeries->setName(m_overlays[i].label);
        attach(lineSeries, QStringLiteral("overlayLine%1").arg(i));
        auto* markers = new QScatterSeries;
        markers->setName(m_overlays[i].label);
        markers->setMarkerShape(overlayMarker(int(i)));
        markers->setMarkerSize(0.9 * f);
        markers->setColor(colour);
        markers->setBorderColor(colour.darker(130));
        attach(markers, QStringLiteral("overlayMarkers%1").arg(i));
        items.overlays.emplace_back(lineSeries, markers);
    }

    // The current configuration: a big ring on top.
    auto* current = new QScatterSeries;
    current->setMarkerSize(1.9 * f);
    current->setColor(QColor(255, 255, 255, 0));
    current->setBorderColor(palette::conflict());
    current->setPen(QPen(palette::conflict(), std::max(2.0, 0.25 * f)));
    attach(current, QStringLiteral("current"));
    hover(current);
    items.current = current;
    return items;
}

void ThroughputChart::fill(QChart* chart, const Items& items) const
{
    if (chart->title() != m_title)
        chart->setTitle(m_title);
    const ChartAxes frame = axes();
    const MainData data = mainData();

    QAbstractAxis* x = items.x;
    QString xTitle = m_paramName.isEmpty() ? tr("configuration") : m_paramName;
    if (!m_paramUnit.isEmpty())
        xTitle += QStringLiteral(" (%1)").arg(m_paramUnit);
    if (frame.log2)
        xTitle += tr(", log 2 scale");
    if (x->titleText() != xTitle)
        x->setTitleText(xTitle);
    if (auto* categories = qobject_cast<QCategoryAxis*>(x)) {
        QStringList labels;
        for (const ChartPoint& p : m_main.points)
            labels << shortLabel(p.label);
        if (categories->categoriesLabels() != labels) {
            for (const QString& old : categories->categoriesLabels())
                categories->remove(old);
            for (int i = 0; i < labels.size(); ++i)
                categories->append(labels[i], double(i));
        }
        categories->setRange(frame.xlo, frame.xhi);
    } else if (auto* log = qobject_cast<QLogValueAxis*>(x)) {
        log->setRange(frame.xlo, frame.xhi);
    } else if (auto* value = qobject_cast<QValueAxis*>(x)) {
        if (frame.xStep > 0) { // an integer parameter: whole-number ticks
            value->setTickType(QValueAxis::TicksDynamic);
            value->setTickAnchor(0);
            value->setTickInterval(frame.xStep);
            // %d prints an int: past its range (a crafted file) the labels would wrap around.
            const bool fitsInt = std::max(std::abs(frame.xlo), std::abs(frame.xhi)) < 2e9;
            value->setLabelFormat(fitsInt ? QStringLiteral("%d") : QStringLiteral("%.0f"));
        } else {
            value->setTickType(QValueAxis::TicksFixed);
            value->setLabelFormat(QStringLiteral("%g"));
        }
        value->setRange(frame.xlo, frame.xhi);
    }
    QValueAxis* y = items.y;
    y->setRange(0, frame.ymax);
    y->setTickCount(frame.yTicks);
    if (y->titleText().isEmpty())
        y->setTitleText(tr("effective bandwidth (GB/s)")); // fitYTitle shortens it once laid out

    items.band->setData(data.upper, data.lower);
    setPoints(items.median, data.median);
    showInLegend(chart, items.median, !data.median.isEmpty());
    QXYSeries* dot = items.dot;
    setPoints(dot, data.dot);
    if (dot->isVisible() != !data.dot.isEmpty())
        dot->setVisible(!data.dot.isEmpty());
    hideFromLegend(chart, dot);
    QXYSeries* failed = items.failed;
    setPoints(failed, data.failed);
    showInLegend(chart, failed, !data.failed.isEmpty());

    QXYSeries* model = items.model;
    if (model->name() != modelName())
        model->setName(modelName());
    setPoints(model, data.model);
    showInLegend(chart, model, !data.model.isEmpty());

    QXYSeries* peak = items.peak;
    const QString peakName = tr("device peak %1 GB/s").arg(m_peak, 0, 'f', 0);
    if (peak->name() != peakName)
        peak->setName(peakName);
    setPoints(peak, m_peak > 0 ? QList<QPointF>{QPointF(frame.xlo, m_peak), QPointF(frame.xhi, m_peak)}
                               : QList<QPointF>{});
    showInLegend(chart, peak, m_peak > 0);

    for (size_t i = 0; i < m_overlays.size() && i < items.overlays.size(); ++i) {
        QList<QPointF> points;
        const ChartSeries& o = m_overlays[i];
        for (const ChartPoint& p : o.points) {
            if (!p.measured)
                continue;
            double px = p.x;
            if (!m_main.numeric || !o.numeric) { // categories match by label
                auto it = std::find_if(m_main.points.begin(), m_main.points.end(),
                                       [&](const ChartPoint& m) { return m.label == p.label; });
                if (it == m_main.points.end() || m_main.numeric != o.numeric)
                    continue;
                px = double(it - m_main.points.begin());
            }
            points.append(QPointF(ChartAxes::clamp(px, ChartAxes::kMaxX),
                                  std::max(0.0, ChartAxes::clamp(p.median, ChartAxes::kMaxY))));
        }
        setPoints(items.overlays[i].first, points);
        QXYSeries* markers = items.overlays[i].second;
        setPoints(markers, points);
        showInLegend(chart, markers, true);
    }

    QXYSeries* current = items.current;
    const QString currentName = tr("current: %1").arg(shortLabel(m_current));
    if (current->name() != currentName)
        current->setName(currentName);
    setPoints(current, data.current);
    showInLegend(chart, current, !data.current.isEmpty());
}

} // namespace coalesce::ui
