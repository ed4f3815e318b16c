#include "ui/throughputchart.h"

#include "ui/palette.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QCursor>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsObject>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace coalesce::ui {
namespace {

// Font in pixels at font scale 1 for a chart of `size`: 18 px at 1600 x 900 (readable on a projector), less in
// a small pane so the axis titles still fit, never below 11 px.
double baseFont(const QSize& size)
{
    return std::clamp(std::min(size.width() / 88.0, size.height() / 30.0), 11.0, 22.0);
}

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

struct Range {
    double lo = 0;
    double hi = 0;
    bool any = false;
    void add(double v)
    {
        if (std::isnan(v))
            return;
        lo = any ? std::min(lo, v) : v;
        hi = any ? std::max(hi, v) : v;
        any = true;
    }
};

// A round axis maximum at or above `hi` (> 0) and its tick count: steps of 1, 2, 2.5 or 5 times a power of 10,
// at most 6 intervals.
std::pair<double, int> niceAxis(double hi)
{
    const double raw = hi / 5.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double norm = raw / magnitude;
    const double step = (norm <= 1.0   ? 1.0
                         : norm <= 2.0 ? 2.0
                         : norm <= 2.5 ? 2.5
                         : norm <= 5.0 ? 5.0
                                       : 10.0) *
                        magnitude;
    const int intervals = std::max(1, static_cast<int>(std::ceil(hi / step - 1e-9)));
    return {intervals * step, intervals + 1};
}

// An integer tick step (1, 2, 5, 10, 20, 50 ...) giving at most `maxTicks` ticks over [lo, hi].
double integerStep(double lo, double hi, int maxTicks)
{
    if (!(hi - lo < 1e15))
        return 1;
    for (double magnitude = 1;; magnitude *= 10)
        for (double m : {1.0, 2.0, 5.0})
            if ((hi - lo) / (m * magnitude) + 1 <= maxTicks)
                return m * magnitude;
}

QAbstractSeries* seriesNamed(QChart* chart, const QString& name)
{
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == name)
            return s;
    return nullptr;
}

template <typename T>
T* seriesAs(QChart* chart, const QString& name)
{
    return qobject_cast<T*>(seriesNamed(chart, name));
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

// The p10-p90 band, drawn by hand under the series. Qt Charts' QAreaSeries fills its outline antialiased, and
// the software rasterizer (offscreen, Xvfb, machines without GL) takes 6-25 ms per repaint for the spiky band
// of a bank-conflict sweep; the same polygon filled aliased takes under 1 ms, and at this alpha it looks the
// same under the antialiased median line. Mapped through the median series, so log axes and ranges follow.
class BandItem : public QGraphicsObject {
public:
    BandItem(QChart* chart, QAbstractSeries* anchor) : QGraphicsObject(chart), m_chart(chart), m_anchor(anchor)
    {
        setObjectName(QStringLiteral("band"));
        setZValue(2.5); // over the grid (2), under the axes (3) and the series (4)
        setAcceptedMouseButtons(Qt::NoButton);
        connect(chart, &QChart::plotAreaChanged, this, &BandItem::relayout);
        relayout();
    }
    void setData(const QList<QPointF>& upper, const QList<QPointF>& lower)
    {
        m_upper = upper;
        m_lower = lower;
        update(); // also after a range change: paint maps the values again
    }
    void setBrush(const QBrush& brush) { m_brush = brush; }
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        if (m_upper.size() < 2 || m_upper.size() != m_lower.size())
            return;
        QPolygonF polygon;
        polygon.reserve(2 * m_upper.size());
        for (const QPointF& p : m_upper)
            polygon << m_chart->mapToPosition(p, m_anchor);
        for (auto it = m_lower.crbegin(); it != m_lower.crend(); ++it)
            polygon << m_chart->mapToPosition(*it, m_anchor);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setClipRect(m_rect);
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_brush);
        painter->drawPolygon(polygon);
        painter->restore();
    }

private:
    void relayout()
    {
        prepareGeometryChange();
        m_rect = m_chart->plotArea();
        update();
    }

    QChart* m_chart;
    QAbstractSeries* m_anchor;
    QList<QPointF> m_upper, m_lower;
    QBrush m_brush;
    QRectF m_rect;
};

BandItem* bandOf(QChart* chart)
{
    for (QGraphicsItem* item : chart->childItems())
        if (auto* band = dynamic_cast<BandItem*>(item))
            return band;
    return nullptr;
}

} // namespace

ThroughputChart::ThroughputChart(QWidget* parent) : QWidget(parent)
{
    m_view = new QChartView(new QChart, this);
    m_view->setRenderHint(QPainter::Antialiasing, true);
    m_view->setBackgroundBrush(palette::background());
    m_view->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    // The y title follows the plot height (a shorter form in a short pane rather than an elided one).
    connect(m_view->chart(), &QChart::plotAreaChanged, this, [this] { fitYTitle(m_view->chart()); });
    refresh();
}

ThroughputChart::~ThroughputChart() = default;

QChart* ThroughputChart::chart() const
{
    return m_view->chart();
}

void ThroughputChart::setSeries(const ResultFile& main)
{
    m_main = chartSeries(main);
    if (!m_peakSet)
        m_peak = m_main.peakGBs;
    if (m_paramName.isEmpty())
        m_paramName = m_main.param;
    const QString lesson = QString::fromStdString(main.lesson);
    m_title = m_main.label.isEmpty() ? lesson : tr("%1 on %2").arg(lesson, m_main.label);
    refresh();
}

void ThroughputChart::clearSeries()
{
    if (m_main.points.empty())
        return;
    m_main.points.clear();
    refresh();
}

void ThroughputChart::appendPoint(const PointResult& point)
{
    appendPoints({point});
}

void ThroughputChart::appendPoints(const std::vector<PointResult>& points)
{
    if (points.empty())
        return;
    for (const PointResult& p : points)
        m_main.points.push_back(chartPoint(p));
    finishSeries(m_main);
    refresh();
}

void ThroughputChart::setParameter(const QString& name, const QString& unit, XScale scale)
{
    if (name == m_paramName && unit == m_paramUnit && scale == m_scale)
        return;
    m_paramName = name;
    m_paramUnit = unit;
    m_scale = scale;
    refresh();
}

void ThroughputChart::setXScale(XScale scale)
{
    if (scale == m_scale)
        return;
    m_scale = scale;
    refresh();
}

void ThroughputChart::setTitle(const QString& title)
{
    if (title == m_title)
        return;
    m_title = title;
    refresh();
}

void ThroughputChart::setCurrentX(const QString& value)
{
    if (value == m_current)
        return;
    m_current = value;
    refresh();
}

void ThroughputChart::setPeak(double gbs)
{
    const double peak = std::max(0.0, gbs);
    const bool same = m_peakSet && peak == m_peak;
    m_peak = peak;
    m_peakSet = true;
    if (!same)
        refresh();
}

void ThroughputChart::addOverlay(const ResultFile& file, const QString& label)
{
    m_overlays.push_back(chartSeries(file, label));
    ++m_overlayGeneration;
    refresh();
}

void ThroughputChart::clearOverlays()
{
    if (m_overlays.empty())
        return;
    m_overlays.clear();
    ++m_overlayGeneration;
    refresh();
}

void ThroughputChart::setFontScale(double scale)
{
    m_fontScale = std::clamp(scale, 0.5, 3.0);
    refresh();
}

bool ThroughputChart::usesLog2() const
{
    if (!m_main.numeric || m_scale == XScale::Linear)
        return false;
    const bool positive =
        std::all_of(m_main.points.begin(), m_main.points.end(), [](const ChartPoint& p) { return p.x > 0; });
    return m_scale == XScale::Log2 ? positive && !m_main.points.empty() : suitsLog2(m_main);
}

QString ThroughputChart::describePoint(int index) const
{
    if (index < 0 || static_cast<size_t>(index) >= m_main.points.size())
        return QString();
    const ChartPoint& p = m_main.points[static_cast<size_t>(index)];
    QStringList lines;
    lines << (m_paramName.isEmpty() ? p.label : QStringLiteral("%1 = %2").arg(m_paramName, p.label));
    if (p.measured)
        lines << tr("measured %1 GB/s (p10 %2, p90 %3)")
                     .arg(p.median, 0, 'f', 1)
                     .arg(p.p10, 0, 'f', 1)
                     .arg(p.p90, 0, 'f', 1);
    if (!std::isnan(p.predicted))
        lines << (m_main.absolutePrediction ? tr("model %1 GB/s").arg(p.predicted, 0, 'f', 1)
                                            : tr("model %1 GB/s (relative %2, anchored)")
                                                  .arg(p.predicted, 0, 'f', 1)
                                                  .arg(p.relative, 0, 'f', 3));
    if (p.status.isEmpty())
        lines << tr("validation: passed (%1 values checked)").arg(p.checked);
    else
        lines << p.status;
    return lines.join(QLatin1Char('\n'));
}

void ThroughputChart::showTooltip(double x)
{
    int best = -1;
    double distance = 0;
    for (size_t i = 0; i < m_main.points.size(); ++i) {
        const double d = usesLog2() ? std::abs(std::log2(m_main.points[i].x) - std::log2(std::max(x, 1e-12)))
                                    : std::abs(m_main.points[i].x - x);
        if (best < 0 || d < distance) {
            best = static_cast<int>(i);
            distance = d;
        }
    }
    if (best >= 0)
        QToolTip::showText(QCursor::pos(), describePoint(best), m_view);
}

ThroughputChart::MainData ThroughputChart::mainData() const
{
    MainData d;
    for (const ChartPoint& p : m_main.points) {
        if (p.measured) {
            d.upper.append(QPointF(p.x, p.p90));
            d.lower.append(QPointF(p.x, p.p10));
            d.median.append(QPointF(p.x, p.median));
        } else if (!p.status.isEmpty()) {
            d.failed.append(QPointF(p.x, 0));
        }
        if (!std::isnan(p.predicted))
            d.model.append(QPointF(p.x, p.predicted));
    }
    if (d.upper.size() < 2) { // a band needs two points; one point is its marker
        d.upper.clear();
        d.lower.clear();
    }
    if (d.median.size() == 1) // a line of one point shows no clean marker: a dot
        d.dot = d.median;
    if (!m_current.isEmpty()) {
        const auto it = std::find_if(m_main.points.begin(), m_main.points.end(),
                                     [&](const ChartPoint& p) { return p.label == m_current; });
        if (it != m_main.points.end() && (it->measured || !std::isnan(it->predicted)))
            d.current.append(QPointF(it->x, it->measured ? it->median : it->predicted));
    }
    return d;
}

ThroughputChart::Frame ThroughputChart::frame() const
{
    Range xs;
    Range ys;
    ys.add(0);
    bool integers = true;
    auto scan = [&](const ChartSeries& s) {
        for (const ChartPoint& p : s.points) {
            xs.add(p.x);
            integers = integers && p.x == std::round(p.x);
            if (p.measured) {
                ys.add(p.p90);
                ys.add(p.median);
            }
            ys.add(p.predicted);
        }
    };
    scan(m_main);
    for (const ChartSeries& o : m_overlays)
        if (o.numeric == m_main.numeric)
            scan(o);
    if (m_peak > 0)
        ys.add(m_peak);
    if (!xs.any) {
        xs.add(0);
        xs.add(1);
    }
    Frame f;
    f.log2 = usesLog2();
    if (!m_main.numeric) {
        f.xlo = -0.5;
        f.xhi = std::max<double>(0.5, double(m_main.points.size()) - 0.5);
    } else if (f.log2) {
        f.xlo = xs.lo / 1.25;
        f.xhi = xs.hi * 1.25;
    } else if (integers) { // ticks on whole values only, the range padded by half a step
        f.xStep = integerStep(xs.lo, xs.hi, 9);
        f.xlo = xs.lo - 0.5 * f.xStep;
        f.xhi = xs.hi + 0.5 * f.xStep;
    } else {
        const double pad = xs.hi > xs.lo ? 0.04 * (xs.hi - xs.lo) : 1.0;
        f.xlo = xs.lo - pad;
        f.xhi = xs.hi + pad;
    }
    const auto [ymax, ticks] = niceAxis(ys.hi > 0 ? ys.hi * 1.04 : 1.0);
    f.ymax = ymax;
    f.yTicks = ticks;
    return f;
}

ThroughputChart::Shape ThroughputChart::shape(const QSize& size) const
{
    Shape s;
    s.font = static_cast<int>(std::lround(baseFont(size)));
    s.fontScale = m_fontScale;
    s.numeric = m_main.numeric;
    s.log2 = usesLog2();
    s.overlays = m_overlayGeneration;
    return s;
}

QString ThroughputChart::modelName() const
{
    return m_main.absolutePrediction ? tr("model") : tr("model (relative, anchored at its best point)");
}

QString ThroughputChart::yTitle(const QFont& font, double length)
{
    const QFontMetricsF metrics(font);
    const QStringList forms = {tr("effective bandwidth (GB/s)"), tr("bandwidth (GB/s)")};
    for (const QString& form : forms)
        if (metrics.horizontalAdvance(form) + metrics.height() <= length)
            return form;
    return tr("GB/s");
}

void ThroughputChart::fitYTitle(QChart* chart)
{
    const QList<QAbstractAxis*> axes = chart->axes(Qt::Vertical);
    if (axes.isEmpty() || chart->plotArea().height() <= 0)
        return;
    const QString title = yTitle(axes.front()->titleFont(), chart->plotArea().height());
    if (axes.front()->titleText() != title)
        axes.front()->setTitleText(title);
}

void ThroughputChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (!(shape(size()) == m_built)) // fonts follow the pane size
        refresh();
}

// A sweep's points change the data, rarely the shape: the series and axes are built once and their points
// replaced in place (rebuilding every series and axis blocked the GUI thread for 40-145 ms per update).
void ThroughputChart::refresh()
{
    const Shape now = shape(size());
    if (!(now == m_built)) {
        build(m_view->chart(), true, size());
        m_built = now;
    }
    fill(m_view->chart());
}

void ThroughputChart::build(QChart* chart, bool interactive, const QSize& size) const
{
    delete bandOf(chart);
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
    auto* band = new BandItem(chart, median);
    QColor bandColour = blue;
    bandColour.setAlpha(55);
    band->setBrush(bandColour);
    auto* dot = new QScatterSeries;
    dot->setColor(blue);
    dot->setBorderColor(blue);
    dot->setMarkerSize(0.9 * f);
    attach(dot, QStringLiteral("dot"));
    hover(dot);
    auto* failed = new QScatterSeries;
    failed->setName(tr("not measured (hover for why)"));
    failed->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    failed->setMarkerSize(1.1 * f);
    failed->setColor(palette::conflict());
    failed->setBorderColor(palette::conflict());
    attach(failed, QStringLiteral("failed"));
    hover(failed);

    // The model: dashed, in green.
    auto* model = new QLineSeries;
    model->setPen(QPen(palette::seriesColour(2), line, Qt::DashLine, Qt::FlatCap)); // round caps: +25 % paint
    attach(model, QStringLiteral("model"));
    hover(model);

    auto* peak = new QLineSeries;
    peak->setPen(QPen(palette::ink(), std::max(1.0, 0.13 * f), Qt::DotLine));
    attach(peak, QStringLiteral("peak"));

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
    }

    // The current configuration: a big ring on top.
    auto* current = new QScatterSeries;
    current->setMarkerSize(1.9 * f);
    current->setColor(QColor(255, 255, 255, 0));
    current->setBorderColor(palette::conflict());
    current->setPen(QPen(palette::conflict(), std::max(2.0, 0.25 * f)));
    attach(current, QStringLiteral("current"));
    hover(current);
}

// Puts the data into the series and axes `build` made; touches only what changed.
void ThroughputChart::fill(QChart* chart) const
{
    if (chart->title() != m_title)
        chart->setTitle(m_title);
    const Frame frame = this->frame();
    const MainData data = mainData();

    const QList<QAbstractAxis*> xAxes = chart->axes(Qt::Horizontal);
    const QList<QAbstractAxis*> yAxes = chart->axes(Qt::Vertical);
    if (xAxes.isEmpty() || yAxes.isEmpty())
        return;
    QAbstractAxis* x = xAxes.front();
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
            labels << p.label;
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
            value->setLabelFormat(QStringLiteral("%d"));
        } else {
            value->setTickType(QValueAxis::TicksFixed);
            value->setLabelFormat(QStringLiteral("%g"));
        }
        value->setRange(frame.xlo, frame.xhi);
    }
    auto* y = qobject_cast<QValueAxis*>(yAxes.front());
    y->setRange(0, frame.ymax);
    y->setTickCount(frame.yTicks);
    if (y->titleText().isEmpty())
        y->setTitleText(tr("effective bandwidth (GB/s)")); // fitYTitle shortens it once laid out

    if (BandItem* band = bandOf(chart))
        band->setData(data.upper, data.lower);
    setPoints(seriesAs<QXYSeries>(chart, QStringLiteral("median")), data.median);
    showInLegend(chart, seriesNamed(chart, QStringLiteral("median")), !data.median.isEmpty());
    auto* dot = seriesAs<QXYSeries>(chart, QStringLiteral("dot"));
    setPoints(dot, data.dot);
    if (dot->isVisible() != !data.dot.isEmpty())
        dot->setVisible(!data.dot.isEmpty());
    hideFromLegend(chart, dot);
    auto* failed = seriesAs<QXYSeries>(chart, QStringLiteral("failed"));
    setPoints(failed, data.failed);
    showInLegend(chart, failed, !data.failed.isEmpty());

    auto* model = seriesAs<QXYSeries>(chart, QStringLiteral("model"));
    if (model->name() != modelName())
        model->setName(modelName());
    setPoints(model, data.model);
    showInLegend(chart, model, !data.model.isEmpty());

    auto* peak = seriesAs<QXYSeries>(chart, QStringLiteral("peak"));
    const QString peakName = tr("device peak %1 GB/s").arg(m_peak, 0, 'f', 0);
    if (peak->name() != peakName)
        peak->setName(peakName);
    setPoints(peak, m_peak > 0 ? QList<QPointF>{QPointF(frame.xlo, m_peak), QPointF(frame.xhi, m_peak)}
                               : QList<QPointF>{});
    showInLegend(chart, peak, m_peak > 0);

    for (size_t i = 0; i < m_overlays.size(); ++i) {
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
            points.append(QPointF(px, p.median));
        }
        setPoints(seriesAs<QXYSeries>(chart, QStringLiteral("overlayLine%1").arg(i)), points);
        auto* markers = seriesAs<QXYSeries>(chart, QStringLiteral("overlayMarkers%1").arg(i));
        setPoints(markers, points);
        showInLegend(chart, markers, true);
    }

    auto* current = seriesAs<QXYSeries>(chart, QStringLiteral("current"));
    const QString currentName = tr("current: %1").arg(m_current);
    if (current->name() != currentName)
        current->setName(currentName);
    setPoints(current, data.current);
    showInLegend(chart, current, !data.current.isEmpty());
}

} // namespace coalesce::ui
