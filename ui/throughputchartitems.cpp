// SPDX-License-Identifier: GPL-3.0-or-later
// ThroughputChart's Qt Charts objects: build() makes the axes and series of a chart for its shape (fonts,
// log or linear, overlays), fill() puts the data into them in place (split from throughputchart.cpp, which
// keeps the state and the data). Part of the Qt Charts adapter.
#include "ui/chartband.h"
#include "ui/chartlegend.h"
#include "ui/chartstacks.h"
#include "ui/chartunchecked.h"
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

// Overlays: colours after the main blue, skipping the model's green and keeping the sky blue (too near the
// main blue) last; each with its own dash and marker. A reference measurement (a GPU's) is dark grey.
QColor overlayColour(const ChartSeries& overlay, int i)
{
    if (overlay.reference)
        return QColor(0x44, 0x44, 0x44);
    static const int kOrder[] = {3, 4, 1, 5};
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

LegendEntry::Marker overlayLegendMarker(int i)
{
    static const LegendEntry::Marker kShape[] = {LegendEntry::Marker::Square, LegendEntry::Marker::Triangle,
                                                 LegendEntry::Marker::Pentagon, LegendEntry::Marker::Star};
    return kShape[i % 4];
}

// Replacing points re-lays out the series: skip it when nothing changed (most setters touch one series).
void setPoints(QXYSeries* series, const QList<QPointF>& points)
{
    if (series && series->points() != points)
        series->replace(points);
}

// An empty series is hidden (the legend is ChartLegend's, made from what is shown).
void setShown(QAbstractSeries* series, bool visible)
{
    if (series && series->isVisible() != visible)
        series->setVisible(visible);
}

} // namespace

ThroughputChart::Items ThroughputChart::build(QChart* chart, bool interactive, const QSize& size) const
{
    Items items;
    for (QGraphicsItem* child : chart->childItems())
        if (dynamic_cast<ChartBand*>(child) || dynamic_cast<ChartLegend*>(child) ||
            dynamic_cast<ChartStacks*>(child))
            delete child;
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    const double f = baseFont(size) * m_fontScale;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundBrush(palette::background());
    chart->setBackgroundRoundness(0);
    const QMargins margins(int(0.5 * f), int(0.5 * f), int(0.5 * f), int(0.3 * f));
    chart->setMargins(margins);
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setTitleFont(chartFont(1.3 * f, true));
    chart->setTitleBrush(palette::ink());
    chart->legend()->hide(); // ChartLegend wraps instead of eliding

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
        setShown(s, false);
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
    if (showsTime())
        items.stacks = new ChartStacks(chart, median);
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
    items.unchecked = makeUncheckedSeries(f, blue);
    attach(items.unchecked, QStringLiteral("unchecked"));
    hover(items.unchecked);

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
        const QColor colour = overlayColour(m_overlays[i], int(i));
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
        if (interactive)
            connect(markers, &QXYSeries::hovered, this, [this, i](const QPointF& p, bool state) {
                if (state)
                    const_cast<ThroughputChart*>(this)->showOverlayTooltip(int(i), p);
            });
        items.overlays.emplace_back(lineSeries, markers);
        // Its model: dashed like the main model, thinner, in the overlay's colour.
        auto* modelLine = new QLineSeries;
        modelLine->setPen(QPen(colour, std::max(1.0, 0.55 * line), Qt::DashLine, Qt::FlatCap));
        modelLine->setName(shortLabel(tr("model: %1").arg(m_overlays[i].label)));
        attach(modelLine, QStringLiteral("overlayModel%1").arg(i));
        items.overlayModels.push_back(modelLine);
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
    items.legend = new ChartLegend(chart, margins);
    items.font = f;
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
    const QString timeUnitName = showsTime() ? timeUnit().first : QString();
    const bool percent = percentShown();
    if (chart->property("timeUnit").toString() != timeUnitName ||
        chart->property("percent").toBool() != percent || y->titleText().isEmpty()) {
        chart->setProperty("timeUnit", timeUnitName);
        chart->setProperty("percent", percent);
        // fitYTitle shortens it once laid out
        y->setTitleText(yTitle(y->titleFont(), 1e6, timeUnitName, percent));
    }

    items.band->setData(data.upper, data.lower);
    const QColor blue = palette::seriesColour(0);
    std::vector<LegendEntry> legend;
    setPoints(items.median, data.median);
    setShown(items.median, !data.median.isEmpty());
    if (!data.median.isEmpty())
        legend.push_back({items.median->name(), blue, Qt::SolidLine, LegendEntry::Marker::Circle});
    else if (!m_main.points.empty() && scaleOf(m_main) == 0) // % mode, this device's peak unknown
        legend.push_back({tr("%1 (peak unknown: not drawn as % of peak)")
                              .arg(m_main.label.isEmpty() ? tr("the measured series") : m_main.label),
                          blue, Qt::SolidLine, LegendEntry::Marker::Circle});
    QXYSeries* dot = items.dot;
    setPoints(dot, data.dot);
    setShown(dot, !data.dot.isEmpty());
    QXYSeries* failed = items.failed;
    setPoints(failed, data.failed);
    setShown(failed, !data.failed.isEmpty());
    if (!data.failed.isEmpty())
        legend.push_back({failed->name(), palette::conflict(), Qt::NoPen, LegendEntry::Marker::Diamond});
    setPoints(items.unchecked, data.unchecked);
    setShown(items.unchecked, !data.unchecked.isEmpty());
    if (!data.unchecked.isEmpty())
        legend.push_back(uncheckedLegend(blue));

    QXYSeries* model = items.model;
    if (model->name() != modelName())
        model->setName(modelName());
    setPoints(model, data.model);
    setShown(model, !data.model.isEmpty());
    if (!data.model.isEmpty())
        legend.push_back({model->name(), palette::seriesColour(2), Qt::DashLine, LegendEntry::Marker::None});

    QXYSeries* peak = items.peak;
    const QString peakName =
        percent ? tr("100 % = each device's peak") : tr("device peak %1 GB/s").arg(m_peak, 0, 'f', 0);
    if (peak->name() != peakName)
        peak->setName(peakName);
    const bool peakShown = percent || (m_peak > 0 && !showsTime()); // GB/s: not on a time axis
    const double peakY = percent ? 100.0 : m_peak;
    setPoints(peak, peakShown ? QList<QPointF>{QPointF(frame.xlo, peakY), QPointF(frame.xhi, peakY)}
                              : QList<QPointF>{});
    setShown(peak, peakShown);
    if (peakShown)
        legend.push_back({peakName, palette::ink(), Qt::DotLine, LegendEntry::Marker::None});

    if (items.stacks)
        fillStacks(items, legend);
    for (size_t i = 0; i < m_overlays.size() && i < items.overlays.size(); ++i) {
        if (items.stacks && m_overlays[i].timed) { // drawn as bars beside the main ones
            setShown(items.overlays[i].first, false);
            setShown(items.overlays[i].second, false);
            continue;
        }
        const QList<QPointF> points = items.stacks ? QList<QPointF>{} : overlayPoints(m_overlays[i]);
        setPoints(items.overlays[i].first, points);
        setShown(items.overlays[i].first, points.size() > 1);
        QXYSeries* markers = items.overlays[i].second;
        setPoints(markers, points);
        setShown(markers, !points.isEmpty());
        // An overlay none of whose points fit this axis still says so in the legend.
        QString text = m_overlays[i].label;
        if (scaleOf(m_overlays[i]) == 0 && !text.isEmpty())
            text = tr("%1 (peak unknown: not drawn as % of peak)").arg(text);
        else if (points.isEmpty() && !text.isEmpty())
            text = tr("%1 (no point on this axis)").arg(text);
        legend.push_back(
            {text, overlayColour(m_overlays[i], int(i)), overlayDash(int(i)), overlayLegendMarker(int(i))});
        if (i < items.overlayModels.size()) {
            const QList<QPointF> model = items.stacks ? QList<QPointF>{} : overlayModelPoints(m_overlays[i]);
            setPoints(items.overlayModels[i], model);
            setShown(items.overlayModels[i], !model.isEmpty());
            if (!model.isEmpty())
                legend.push_back({shortLabel(tr("model: %1").arg(m_overlays[i].label)),
                                  overlayColour(m_overlays[i], int(i)), Qt::DashLine,
                                  LegendEntry::Marker::None});
        }
    }

    QXYSeries* current = items.current;
    const QString currentName = tr("current: %1").arg(shortLabel(m_current));
    if (current->name() != currentName)
        current->setName(currentName);
    setPoints(current, data.current);
    setShown(current, !data.current.isEmpty());
    if (!data.current.isEmpty())
        legend.push_back({currentName, palette::conflict(), Qt::NoPen, LegendEntry::Marker::Ring});
    // Large fonts: the legend goes to the right, where its entries have a line each.
    items.legend->setEntries(legend, chartFont(0.95 * items.font),
                             m_fontScale >= 1.4 ? ChartLegend::Place::Right : ChartLegend::Place::Bottom);
}

std::optional<double> ThroughputChart::overlayX(const ChartSeries& o, const ChartPoint& p) const
{
    if (m_main.numeric && o.numeric)
        return p.x;
    if (m_main.numeric != o.numeric) // a number cannot stand on a category axis, nor a category on a number one
        return std::nullopt;
    const auto it = std::find_if(m_main.points.begin(), m_main.points.end(), [&](const ChartPoint& m) {
        return m.label == p.label;
    }); // categories by label
    if (it == m_main.points.end())
        return std::nullopt;
    return double(it - m_main.points.begin());
}

QList<QPointF> ThroughputChart::overlayPoints(const ChartSeries& o) const
{
    QList<QPointF> points;
    const double k = scaleOf(o); // 0: not drawn (% mode, its peak unknown)
    for (const ChartPoint& p : o.points) {
        const std::optional<double> x = p.measured && k > 0 ? overlayX(o, p) : std::nullopt;
        if (x)
            points.append(QPointF(ChartAxes::clamp(*x, ChartAxes::kMaxX),
                                  std::max(0.0, ChartAxes::clamp(p.median * k, ChartAxes::kMaxY))));
    }
    return points;
}

QList<QPointF> ThroughputChart::overlayModelPoints(const ChartSeries& o) const
{
    QList<QPointF> points;
    const double k = scaleOf(o);
    // A reference shipped with the app carries the predictions of the model that was current when it was
    // measured, not this one's: not drawn.
    if (!m_overlayModels || showsTime() || k == 0 || o.reference)
        return points;
    for (const ChartPoint& p : o.points) {
        const std::optional<double> x = std::isnan(p.predicted) ? std::nullopt : overlayX(o, p);
        if (x)
            points.append(QPointF(ChartAxes::clamp(*x, ChartAxes::kMaxX),
                                  std::max(0.0, ChartAxes::clamp(p.predicted * k, ChartAxes::kMaxY))));
    }
    return points;
}

void ThroughputChart::fillStacks(const Items& items, std::vector<LegendEntry>& legend) const
{
    const double perMs = timeUnit().second;
    auto group = [&](const ChartSeries& s, const QColor& colour) {
        StackGroup g;
        g.colour = colour;
        for (const ChartPoint& p : s.points) {
            const std::optional<double> x = p.measured && !std::isnan(p.wallMs) ? overlayX(s, p) : std::nullopt;
            if (x)
                g.bars.push_back({ChartAxes::clamp(*x, ChartAxes::kMaxX),
                                  std::max(0.0, ChartAxes::clamp(p.kernelMs * perMs, ChartAxes::kMaxY)),
                                  std::max(0.0, ChartAxes::clamp(p.wallMs * perMs, ChartAxes::kMaxY))});
        }
        return g;
    };
    std::vector<StackGroup> groups;
    const StackGroup main = group(m_main, palette::seriesColour(0));
    groups.push_back(main);
    legend.push_back({tr("kernel (device events)"), main.colour, Qt::NoPen, LegendEntry::Marker::Box});
    legend.push_back({tr("host transfer: fill, copy or map, wait (host wall time minus kernel)"),
                      ChartStacks::hostColour(main.colour), Qt::NoPen, LegendEntry::Marker::Box});
    for (size_t i = 0; i < m_overlays.size(); ++i) {
        if (!m_overlays[i].timed)
            continue;
        StackGroup g = group(m_overlays[i], overlayColour(m_overlays[i], int(i)));
        QString text = m_overlays[i].label;
        if (g.bars.empty() && !text.isEmpty())
            text = tr("%1 (no point on this axis)").arg(text);
        else if (!text.isEmpty())
            text = tr("%1 (kernel dark, host light)").arg(text);
        legend.push_back({text, g.colour, Qt::NoPen, LegendEntry::Marker::Box});
        if (!g.bars.empty())
            groups.push_back(std::move(g));
    }
    items.stacks->setGroups(groups);
}

} // namespace coalesce::ui
