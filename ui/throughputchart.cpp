#include "ui/throughputchart.h"

#include "ui/palette.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QCursor>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QImage>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QPdfWriter>
#include <QScatterSeries>
#include <QSvgGenerator>
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
    rebuild();
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
    rebuild();
}

void ThroughputChart::clearSeries()
{
    m_main.points.clear();
    rebuild();
}

void ThroughputChart::appendPoint(const PointResult& point)
{
    m_main.points.push_back(chartPoint(point));
    finishSeries(m_main);
    if (!updateInPlace())
        rebuild();
}

void ThroughputChart::setParameter(const QString& name, const QString& unit, XScale scale)
{
    m_paramName = name;
    m_paramUnit = unit;
    m_scale = scale;
    rebuild();
}

void ThroughputChart::setXScale(XScale scale)
{
    m_scale = scale;
    rebuild();
}

void ThroughputChart::setTitle(const QString& title)
{
    m_title = title;
    rebuild();
}

void ThroughputChart::setCurrentX(const QString& value)
{
    m_current = value;
    rebuild();
}

void ThroughputChart::setPeak(double gbs)
{
    m_peak = std::max(0.0, gbs);
    m_peakSet = true;
    rebuild();
}

void ThroughputChart::addOverlay(const ResultFile& file, const QString& label)
{
    m_overlays.push_back(chartSeries(file, label));
    rebuild();
}

void ThroughputChart::clearOverlays()
{
    m_overlays.clear();
    rebuild();
}

void ThroughputChart::setFontScale(double scale)
{
    m_fontScale = std::clamp(scale, 0.5, 3.0);
    rebuild();
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
    if (!m_current.isEmpty()) {
        const auto it = std::find_if(m_main.points.begin(), m_main.points.end(),
                                     [&](const ChartPoint& p) { return p.label == m_current; });
        if (it != m_main.points.end() && (it->measured || !std::isnan(it->predicted))) {
            d.hasCurrent = true;
            d.current = QPointF(it->x, it->measured ? it->median : it->predicted);
        }
    }
    return d;
}

ThroughputChart::Frame ThroughputChart::frame() const
{
    Range xs;
    Range ys;
    ys.add(0);
    auto scan = [&](const ChartSeries& s) {
        for (const ChartPoint& p : s.points) {
            xs.add(p.x);
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
    } else {
        const double pad = xs.hi > xs.lo ? 0.04 * (xs.hi - xs.lo) : 1.0;
        f.xlo = xs.lo - pad;
        f.xhi = xs.hi + pad;
    }
    f.yhi = ys.hi > 0 ? ys.hi * 1.1 : 1.0;
    return f;
}

QString ThroughputChart::modelName() const
{
    return m_main.absolutePrediction ? tr("model") : tr("model (relative, anchored at its best point)");
}

// A point of a running sweep changes the data, rarely the shape: replace the series' points and the axis
// ranges in place (a rebuild of every series and axis per point blocked the GUI thread for 40-145 ms).
bool ThroughputChart::updateInPlace()
{
    QChart* chart = m_view->chart();
    auto named = [&](const QString& name) -> QXYSeries* {
        for (QAbstractSeries* s : chart->series())
            if (s->objectName() == name)
                return qobject_cast<QXYSeries*>(s);
        return nullptr;
    };
    QAreaSeries* band = nullptr;
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == QLatin1String("band"))
            band = qobject_cast<QAreaSeries*>(s);
    const MainData d = mainData();
    const Frame f = frame();
    QXYSeries* median = named(QStringLiteral("median"));
    QXYSeries* dot = named(QStringLiteral("dot"));
    QXYSeries* failed = named(QStringLiteral("failed"));
    QXYSeries* model = named(QStringLiteral("model"));
    QXYSeries* current = named(QStringLiteral("current"));
    QXYSeries* peak = named(QStringLiteral("peak"));
    const QList<QAbstractAxis*> xAxes = chart->axes(Qt::Horizontal);
    const QList<QAbstractAxis*> yAxes = chart->axes(Qt::Vertical);
    auto* y = yAxes.isEmpty() ? nullptr : qobject_cast<QValueAxis*>(yAxes.front());
    const bool sameShape =
        m_main.numeric && m_builtNumeric && f.log2 == m_builtLog2 && band && median && y && !xAxes.isEmpty() &&
        (dot != nullptr) == (d.median.size() == 1) && (failed != nullptr) == !d.failed.isEmpty() &&
        (model != nullptr) == !d.model.isEmpty() && (!model || model->name() == modelName()) &&
        (current != nullptr) == d.hasCurrent && (peak != nullptr) == (m_peak > 0);
    if (!sameShape)
        return false;
    band->upperSeries()->replace(d.upper);
    band->lowerSeries()->replace(d.lower);
    median->replace(d.median);
    if (dot)
        dot->replace(d.median);
    if (failed)
        failed->replace(d.failed);
    if (model)
        model->replace(d.model);
    if (current)
        current->replace(QList<QPointF>{d.current});
    if (peak)
        peak->replace(QList<QPointF>{QPointF(f.xlo, m_peak), QPointF(f.xhi, m_peak)});
    xAxes.front()->setRange(f.xlo, f.xhi);
    y->setRange(0, f.yhi);
    y->applyNiceNumbers();
    return true;
}

void ThroughputChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    const int font = static_cast<int>(std::lround(baseFont(size())));
    if (font != m_builtFont) // fonts follow the pane size
        rebuild();
}

void ThroughputChart::rebuild()
{
    m_builtFont = static_cast<int>(std::lround(baseFont(size())));
    m_builtNumeric = m_main.numeric;
    m_builtLog2 = usesLog2();
    build(m_view->chart(), true, size());
}

void ThroughputChart::build(QChart* chart, bool interactive, const QSize& size) const
{
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
    chart->setTitle(m_title);
    chart->setTitleFont(chartFont(1.3 * f, true));
    chart->setTitleBrush(palette::ink());
    // Large fonts: the legend goes to the right, where its entries have a line each.
    chart->legend()->setAlignment(m_fontScale >= 1.4 ? Qt::AlignRight : Qt::AlignBottom);
    chart->legend()->setFont(chartFont(0.95 * f));
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);

    const Frame frame = this->frame();
    const MainData data = mainData();
    QAbstractAxis* x = nullptr;
    const bool log2 = frame.log2;
    if (!m_main.numeric) {
        auto* axis = new QCategoryAxis;
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        for (size_t i = 0; i < m_main.points.size(); ++i)
            axis->append(m_main.points[i].label, double(i));
        axis->setRange(frame.xlo, frame.xhi);
        x = axis;
    } else if (log2) {
        auto* axis = new QLogValueAxis;
        axis->setBase(2.0);
        axis->setLabelFormat(QStringLiteral("%g"));
        axis->setRange(frame.xlo, frame.xhi);
        x = axis;
    } else {
        auto* axis = new QValueAxis;
        axis->setRange(frame.xlo, frame.xhi);
        axis->setLabelFormat(QStringLiteral("%g"));
        x = axis;
    }
    QString xTitle = m_paramName.isEmpty() ? tr("configuration") : m_paramName;
    if (!m_paramUnit.isEmpty())
        xTitle += QStringLiteral(" (%1)").arg(m_paramUnit);
    if (log2)
        xTitle += tr(", log 2 scale");
    x->setTitleText(xTitle);
    auto* y = new QValueAxis;
    y->setTitleText(tr("effective bandwidth (GB/s)"));
    y->setRange(0, frame.yhi);
    y->applyNiceNumbers();
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
    auto attach = [&](QAbstractSeries* s) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
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

    // Main series: band, median, points that could not be measured.
    auto* upper = new QLineSeries;
    auto* lower = new QLineSeries;
    auto* median = new QLineSeries;
    upper->append(data.upper);
    lower->append(data.lower);
    median->append(data.median);
    auto* band = new QAreaSeries(upper, lower);
    band->setName(tr("p10–p90"));
    band->setObjectName(QStringLiteral("band"));
    QColor bandColour = blue;
    bandColour.setAlpha(55);
    band->setBrush(bandColour);
    band->setPen(Qt::NoPen);
    attach(band);
    for (QLegendMarker* m : chart->legend()->markers(band)) // the median's entry names the band
        m->setVisible(false);
    median->setName(tr("measured: median, band p10–p90"));
    median->setObjectName(QStringLiteral("median"));
    median->setPen(QPen(blue, line));
    median->setPointsVisible(true);
    median->setMarkerSize(0.7 * f);
    attach(median);
    hover(median);
    if (median->count() == 1) { // a line of one point shows no clean marker: add a dot
        auto* dot = new QScatterSeries;
        dot->setObjectName(QStringLiteral("dot"));
        dot->append(median->at(0));
        dot->setColor(blue);
        dot->setBorderColor(blue);
        dot->setMarkerSize(0.9 * f);
        attach(dot);
        hover(dot);
        for (QLegendMarker* m : chart->legend()->markers(dot))
            m->setVisible(false);
    }
    if (!data.failed.isEmpty()) {
        auto* failed = new QScatterSeries;
        failed->setObjectName(QStringLiteral("failed"));
        failed->append(data.failed);
        failed->setName(tr("not measured (hover for why)"));
        failed->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
        failed->setMarkerSize(1.1 * f);
        failed->setColor(palette::conflict());
        failed->setBorderColor(palette::conflict());
        attach(failed);
        hover(failed);
    }

    // The model: dashed, in green.
    if (!data.model.isEmpty()) {
        auto* model = new QLineSeries;
        model->setObjectName(QStringLiteral("model"));
        model->append(data.model);
        model->setName(modelName());
        model->setPen(QPen(palette::seriesColour(2), line, Qt::DashLine, Qt::RoundCap));
        attach(model);
        hover(model);
    }

    if (m_peak > 0) {
        auto* peak = new QLineSeries;
        peak->setObjectName(QStringLiteral("peak"));
        peak->append(frame.xlo, m_peak);
        peak->append(frame.xhi, m_peak);
        peak->setName(tr("device peak %1 GB/s").arg(m_peak, 0, 'f', 0));
        peak->setPen(QPen(palette::ink(), std::max(1.0, 0.13 * f), Qt::DotLine));
        attach(peak);
    }

    // Overlays: line in its colour and dash; markers of their own shape carry the legend entry.
    for (size_t i = 0; i < m_overlays.size(); ++i) {
        const ChartSeries& o = m_overlays[i];
        auto* lineSeries = new QLineSeries;
        auto* markers = new QScatterSeries;
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
            lineSeries->append(px, p.median);
            markers->append(px, p.median);
        }
        const QColor colour = overlayColour(int(i));
        lineSeries->setPen(QPen(colour, line * 0.85, overlayDash(int(i))));
        lineSeries->setName(o.label);
        markers->setName(o.label);
        markers->setMarkerShape(overlayMarker(int(i)));
        markers->setMarkerSize(0.9 * f);
        markers->setColor(colour);
        markers->setBorderColor(colour.darker(130));
        attach(lineSeries);
        attach(markers);
        for (QLegendMarker* m : chart->legend()->markers(lineSeries))
            m->setVisible(false);
    }

    // The current configuration: a big ring on top.
    if (data.hasCurrent) {
        {
            auto* current = new QScatterSeries;
            current->setObjectName(QStringLiteral("current"));
            current->append(data.current);
            current->setName(tr("current: %1").arg(m_current));
            current->setMarkerSize(1.9 * f);
            current->setColor(QColor(255, 255, 255, 0));
            current->setBorderColor(palette::conflict());
            QPen ring(palette::conflict(), std::max(2.0, 0.25 * f));
            current->setPen(ring);
            attach(current);
            hover(current);
        }
    }
}

void ThroughputChart::renderTo(QPainter& painter, const QRect& target) const
{
    QChartView view(new QChart);
    view.setRenderHint(QPainter::Antialiasing, true);
    view.setFrameShape(QFrame::NoFrame);
    view.setBackgroundBrush(palette::background());
    view.setAttribute(Qt::WA_DontShowOnScreen);
    build(view.chart(), false, target.size());
    view.resize(target.size());
    view.show();
    QCoreApplication::sendPostedEvents(&view);
    QCoreApplication::sendPostedEvents(view.scene());
    view.QWidget::render(&painter, target.topLeft(), QRegion(),
                         QWidget::DrawWindowBackground | QWidget::DrawChildren);
}

bool ThroughputChart::exportPng(const QString& path, QString* error, const QSize& size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        renderTo(p, image.rect());
    }
    if (image.save(path, "PNG"))
        return true;
    if (error)
        *error = tr("Could not write the PNG file %1 (check the folder exists and is writable).").arg(path);
    return false;
}

bool ThroughputChart::exportSvg(const QString& path, QString* error, const QSize& size) const
{
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(m_title);
    QPainter p;
    if (p.begin(&generator)) {
        renderTo(p, QRect(QPoint(0, 0), size));
        p.end();
        if (QFileInfo(path).size() > 0)
            return true;
    }
    if (error)
        *error = tr("Could not write the SVG file %1 (check the folder exists and is writable).").arg(path);
    return false;
}

bool ThroughputChart::exportPdf(const QString& path, QString* error, const QSize& size) const
{
    QPdfWriter writer(path);
    writer.setResolution(96);
    writer.setPageSize(QPageSize(QSizeF(size.width() * 0.75, size.height() * 0.75), QPageSize::Point));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setTitle(m_title);
    writer.setCreator(QStringLiteral("Coalesce"));
    QPainter p;
    if (p.begin(&writer)) {
        renderTo(p, QRect(QPoint(0, 0), size));
        p.end();
        if (QFileInfo(path).size() > 0)
            return true;
    }
    if (error)
        *error = tr("Could not write the PDF file %1 (check the folder exists and is writable).").arg(path);
    return false;
}

} // namespace coalesce::ui
