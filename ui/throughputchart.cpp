// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/throughputchart.h"

#include "ui/palette.h"

#include <QAction>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QCursor>
#include <QEvent>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsObject>
#include <QLabel>
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

// Font in pixels at font scale 1 for a chart of `size`: 18 px at 1600 x 900 (readable on a projector), less in
// a small pane so the axis titles still fit, never below 11 px.
double ThroughputChart::baseFont(const QSize& size)
{
    return std::clamp(std::min(size.width() / 88.0, size.height() / 30.0), 11.0, 22.0);
}

namespace {

// A long sentence for a tooltip, broken into lines no wider than `maxPx` in the tooltip's font: at spaces, and
// anywhere in a run without them (Chinese). Plain-text tooltips do not wrap by themselves.
QString wrapForTooltip(const QString& text, double maxPx)
{
    const QFontMetricsF fm(QToolTip::font());
    QStringList lines;
    QString line;
    auto add = [&](const QString& piece) { // piece: a word with its leading space, or one character
        if (!line.isEmpty() && fm.horizontalAdvance(line + piece) > maxPx) {
            lines << line;
            line = piece.trimmed();
        } else {
            line += piece;
        }
    };
    const QStringList words = text.split(QLatin1Char(' '));
    for (int i = 0; i < words.size(); ++i) {
        const QString word = (i > 0 ? QStringLiteral(" ") : QString()) + words[i];
        if (fm.horizontalAdvance(word) <= maxPx) {
            add(word);
            continue;
        }
        for (const QChar c : word)
            add(QString(c));
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(QLatin1Char('\n'));
}

// A value as drawn: the axes' limits (ChartAxes) apply to the points too, so nothing is mapped to pixels
// far outside the plot; bandwidths are never below zero.
QPointF drawn(double x, double y)
{
    return QPointF(ChartAxes::clamp(x, ChartAxes::kMaxX), std::max(0.0, ChartAxes::clamp(y, ChartAxes::kMaxY)));
}

} // namespace

QString ThroughputChart::tooltipNote(const QString& note)
{
    return wrapForTooltip(note, 60 * QFontMetricsF(QToolTip::font()).averageCharWidth());
}

ThroughputChart::ThroughputChart(QWidget* parent) : QWidget(parent)
{
    m_view = new QChartView(new QChart, this);
    m_view->setRenderHint(QPainter::Antialiasing, true);
    m_view->setBackgroundBrush(palette::background());
    m_view->setFrameShape(QFrame::NoFrame);
    // Qt Charts moves and replaces its axis labels without always marking their old place dirty: under the
    // default minimal updates, labels of an earlier range (the empty chart's 0..1) stayed on screen beside the
    // new ones. The chart is a few hundred items: repainting all of it on each update costs nothing visible.
    m_view->setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    // Over the chart, not in it: a warning that an overlay answers another question (lesson, unit), and in
    // % mode which series are left out because their peak is unknown.
    auto note = [this](const QString& name) {
        auto* label = new QLabel(this);
        label->setObjectName(name);
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setStyleSheet(
            QStringLiteral("QLabel { background: #FFF3CD; color: #5C3C00; border: 1px solid #D9A300;"
                           " padding: 3px 6px; }"));
        label->hide();
        return label;
    };
    m_warning = note(QStringLiteral("chartWarning"));
    m_peakNote = note(QStringLiteral("chartPeakNote"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_warning);
    layout->addWidget(m_peakNote);
    layout->addWidget(m_view, 1);
    m_empty = new QLabel(tr("No measurements yet"), m_view);
    m_empty->setObjectName(QStringLiteral("chartEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setTextFormat(Qt::PlainText);
    m_empty->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_empty->setStyleSheet(QStringLiteral("QLabel { color: #555555; background: rgba(255, 255, 255, 220); "
                                          "border: 1px solid #CCCCCC; padding: 8px; }"));
    m_percentAction = new QAction(tr("% of each device's peak"), this);
    m_percentAction->setObjectName(QStringLiteral("percentOfPeakAction"));
    m_percentAction->setCheckable(true);
    connect(m_percentAction, &QAction::toggled, this, &ThroughputChart::setPercentOfPeak);
    m_view->addAction(m_percentAction); // the chart's context menu
    m_overlayModelsAction = new QAction(tr("Overlays' models"), this);
    m_overlayModelsAction->setObjectName(QStringLiteral("overlayModelsAction"));
    m_overlayModelsAction->setCheckable(true);
    m_overlayModelsAction->setChecked(m_overlayModels);
    m_overlayModelsAction->setToolTip(
        tr("Draw each overlay's model (the prediction stored in its file) dashed in the overlay's colour"));
    connect(m_overlayModelsAction, &QAction::toggled, this, &ThroughputChart::setOverlayModels);
    m_view->addAction(m_overlayModelsAction);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    // The y title follows the plot height (a shorter form in a short pane rather than an elided one).
    connect(m_view->chart(), &QChart::plotAreaChanged, this, [this] {
        fitYTitle(m_view->chart());
        placeEmptyLabel();
    });
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
        m_peak = std::max(0.0, ChartAxes::clamp(m_main.peakGBs, ChartAxes::kMaxY));
    if (m_paramName.isEmpty())
        m_paramName = m_main.param;
    const QString lesson = QString::fromStdString(main.lesson);
    m_title = shortLabel(m_main.label.isEmpty() ? lesson : tr("%1 on %2").arg(lesson, m_main.label));
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
    if (shortLabel(title) == m_title)
        return;
    m_title = shortLabel(title);
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
    const double peak = std::max(0.0, ChartAxes::clamp(gbs, ChartAxes::kMaxY));
    const bool same = m_peakSet && peak == m_peak;
    m_peak = peak;
    m_peakSet = true;
    if (!same)
        refresh();
}

void ThroughputChart::addOverlay(const ResultFile& file, const QString& label)
{
    m_overlays.push_back(chartSeries(file, label));
    m_overlays.back().label = shortLabel(m_overlays.back().label);
    ++m_overlayGeneration;
    refresh();
}

void ThroughputChart::setOverlays(std::vector<ChartSeries> overlays)
{
    for (ChartSeries& o : overlays)
        o.label = shortLabel(o.label);
    m_overlays = std::move(overlays);
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

void ThroughputChart::setWarning(const QString& text)
{
    if (text == m_warning->text())
        return;
    m_warning->setText(text);
    m_warning->setToolTip(text);
    m_warning->setVisible(!text.isEmpty());
}

QString ThroughputChart::warning() const
{
    return m_warning->text();
}

void ThroughputChart::setFontScale(double scale)
{
    m_fontScale = std::clamp(scale, 0.5, 3.0);
    refresh();
}

bool ThroughputChart::usesLog2() const
{
    return axes().log2; // what the series wants, within the axes' limits
}

bool ThroughputChart::wantsLog2() const
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
    const double percent = percentShown() ? scaleOf(m_main) : 0; // 100 / peak
    if (p.measured)
        lines << tr("measured %1 GB/s (p10 %2, p90 %3)")
                     .arg(p.median, 0, 'f', 1)
                     .arg(p.p10, 0, 'f', 1)
                     .arg(p.p90, 0, 'f', 1);
    if (p.measured && percent > 0)
        lines << tr("= %1 % of this device's peak %2 GB/s (p10 %3 %, p90 %4 %)")
                     .arg(p.median * percent, 0, 'f', 1)
                     .arg(m_peak, 0, 'f', 0)
                     .arg(p.p10 * percent, 0, 'f', 1)
                     .arg(p.p90 * percent, 0, 'f', 1);
    if (p.measured && !std::isnan(p.wallMs))
        lines << tr("kernel %1 ms + host transfer %2 ms = %3 ms per cycle (%4 GB/s end to end)")
                     .arg(p.kernelMs, 0, 'g', 3)
                     .arg(std::max(0.0, p.wallMs - p.kernelMs), 0, 'g', 3)
                     .arg(p.wallMs, 0, 'g', 3)
                     .arg(p.wallGBs, 0, 'f', 2);
    if (!std::isnan(p.predicted))
        lines << (m_main.absolutePrediction ? tr("model %1 GB/s").arg(p.predicted, 0, 'f', 1)
                                            : tr("model %1 GB/s (relative %2, anchored)")
                                                  .arg(p.predicted, 0, 'f', 1)
                                                  .arg(p.relative, 0, 'f', 3));
    if (!std::isnan(p.predicted) && percent > 0)
        lines << tr("model = %1 % of peak").arg(p.predicted * percent, 0, 'f', 1);
    if (!std::isnan(p.predicted) && !p.modelNote.isEmpty())
        lines << tooltipNote(p.modelNote);
    if (p.notChecked || (p.status.isEmpty() && p.checked == 0 && p.measured)) // issue 13: nothing compared
        lines << tr("not checked");
    else if (p.status.isEmpty())
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
    if (showsTime()) { // the stacked bars carry the measurement; the ring marks the current bar's top
        const double perMs = timeUnit().second;
        for (const ChartPoint& p : m_main.points)
            if (!p.measured && !p.status.isEmpty())
                d.failed.append(drawn(p.x, 0));
        const auto it = std::find_if(m_main.points.begin(), m_main.points.end(),
                                     [&](const ChartPoint& p) { return p.label == m_current; });
        if (!m_current.isEmpty() && it != m_main.points.end() && it->measured && !std::isnan(it->wallMs))
            d.current.append(drawn(it->x, it->wallMs * perMs));
        return d;
    }
    const double k = scaleOf(m_main); // 1, or 100 / peak in % mode
    if (k == 0)                       // % mode and this device's peak is unknown: not drawn (peakNote says so)
        return d;
    for (const ChartPoint& p : m_main.points) {
        if (p.measured) {
            d.upper.append(drawn(p.x, p.p90 * k));
            d.lower.append(drawn(p.x, p.p10 * k));
            d.median.append(drawn(p.x, p.median * k));
            if (p.notChecked)
                d.unchecked.append(drawn(p.x, p.median * k));
        } else if (!p.status.isEmpty()) {
            d.failed.append(drawn(p.x, 0));
        }
        if (!std::isnan(p.predicted))
            d.model.append(drawn(p.x, p.predicted * k));
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
            d.current.append(drawn(it->x, (it->measured ? it->median : it->predicted) * k));
    }
    return d;
}

ChartAxes ThroughputChart::axes() const
{
    ChartAxesInput in;
    in.numeric = m_main.numeric;
    in.categories = m_main.points.size();
    in.log2 = wantsLog2();
    in.ys.add(0, ChartAxes::kMaxY);
    const double perMs = showsTime() ? timeUnit().second : 0;
    auto scan = [&](const ChartSeries& s, bool model) {
        const double k = scaleOf(s);
        if (k == 0) // not drawn (% mode, peak unknown)
            return;
        for (const ChartPoint& p : s.points) {
            in.xs.add(p.x, ChartAxes::kMaxX);
            in.integers = in.integers && p.x == std::round(p.x);
            if (perMs > 0) { // time mode: the bars' tops
                if (p.measured && !std::isnan(p.wallMs))
                    in.ys.add(std::max(p.wallMs, p.kernelMs) * perMs, ChartAxes::kMaxY);
                continue;
            }
            if (p.measured) {
                in.ys.add(p.p90 * k, ChartAxes::kMaxY);
                in.ys.add(p.median * k, ChartAxes::kMaxY);
            }
            if (model) // a prediction not drawn sets no range
                in.ys.add(p.predicted * k, ChartAxes::kMaxY);
        }
    };
    scan(m_main, true);
    for (const ChartSeries& o : m_overlays)
        if (o.numeric == m_main.numeric)
            scan(o, m_overlayModels && !o.reference);
    if (percentShown())
        in.ys.add(100, ChartAxes::kMaxY); // the peak line
    else if (m_peak > 0 && perMs == 0)
        in.ys.add(m_peak, ChartAxes::kMaxY);
    return ChartAxes::compute(in);
}

std::pair<QString, double> ThroughputChart::timeUnit() const
{
    double most = 0;
    auto scan = [&](const ChartSeries& s) {
        for (const ChartPoint& p : s.points)
            if (p.measured && std::isfinite(p.wallMs))
                most = std::max(most, p.wallMs);
    };
    scan(m_main);
    for (const ChartSeries& o : m_overlays)
        scan(o);
    if (most < 1)
        return {QStringLiteral("µs"), 1000.0};
    if (most < 2000)
        return {QStringLiteral("ms"), 1.0};
    return {QStringLiteral("s"), 0.001};
}

ThroughputChart::Shape ThroughputChart::shape(const QSize& size) const
{
    Shape s;
    s.font = static_cast<int>(std::lround(baseFont(size)));
    s.fontScale = m_fontScale;
    s.numeric = m_main.numeric;
    s.log2 = usesLog2();
    s.overlays = m_overlayGeneration;
    s.timed = showsTime();
    return s;
}

QString ThroughputChart::modelName() const
{
    return m_main.absolutePrediction ? tr("model") : tr("model (relative, anchored at its best point)");
}

QString ThroughputChart::shortLabel(const QString& text)
{
    if (text.size() <= kMaxLabelChars)
        return text;
    const int half = (kMaxLabelChars - 1) / 2;
    return text.left(half) + QChar(0x2026) + text.right(kMaxLabelChars - 1 - half);
}

QString ThroughputChart::yTitle(const QFont& font, double length, const QString& timeUnit, bool percent)
{
    const QFontMetricsF metrics(font);
    const QStringList forms = !timeUnit.isEmpty() ? QStringList{tr("time per cycle (%1)").arg(timeUnit),
                                                                tr("time (%1)").arg(timeUnit)}
                              : percent           ? QStringList{tr("% of each device's peak"), tr("% of peak")}
                                        : QStringList{tr("effective bandwidth (GB/s)"), tr("bandwidth (GB/s)")};
    for (const QString& form : forms)
        if (metrics.horizontalAdvance(form) + metrics.height() <= length)
            return form;
    return !timeUnit.isEmpty() ? timeUnit : percent ? QStringLiteral("%") : tr("GB/s");
}

void ThroughputChart::fitYTitle(QChart* chart)
{
    const QList<QAbstractAxis*> axes = chart->axes(Qt::Vertical);
    if (axes.isEmpty() || chart->plotArea().height() <= 0)
        return;
    const QString title = yTitle(axes.front()->titleFont(), chart->plotArea().height(),
                                 chart->property("timeUnit").toString(), chart->property("percent").toBool());
    if (axes.front()->titleText() != title)
        axes.front()->setTitleText(title);
}

void ThroughputChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        m_percentAction->setText(tr("% of each device's peak"));
        m_overlayModelsAction->setText(tr("Overlays' models"));
        m_overlayModelsAction->setToolTip(
            tr("Draw each overlay's model (the prediction stored in its file) dashed in the overlay's colour"));
        refresh();
        fitYTitle(m_view->chart());
    }
}

void ThroughputChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (!(shape(size()) == m_built)) // fonts follow the pane size
        refresh();
    placeEmptyLabel();
}

void ThroughputChart::setEmptyText(const QString& text)
{
    m_empty->setText(text);
    placeEmptyLabel();
}

void ThroughputChart::placeEmptyLabel()
{
    const bool empty = m_main.points.empty() && m_overlays.empty();
    m_empty->setVisible(empty && !m_empty->text().isEmpty());
    if (!empty)
        return;
    const QRect area = m_view->chart()->plotArea().toAlignedRect().intersected(m_view->rect());
    const QRect in = area.isValid() && area.width() > 80 ? area : m_view->rect();
    const int width = std::max(80, std::min(in.width() - 16, 520));
    m_empty->setFixedWidth(width);
    const int height = m_empty->heightForWidth(width);
    m_empty->setGeometry(in.center().x() - width / 2, in.center().y() - height / 2, width, height);
    m_empty->raise();
}

// A sweep's points change the data, rarely the shape: the series and axes are built once and their points
// replaced in place (rebuilding every series and axis blocked the GUI thread for 40-145 ms per update).
void ThroughputChart::refresh()
{
    const Shape now = shape(size());
    if (!(now == m_built)) {
        m_items = build(m_view->chart(), true, size());
        m_built = now;
    }
    fill(m_view->chart(), m_items);
    updatePeakNote();
    placeEmptyLabel();
}

} // namespace coalesce::ui
