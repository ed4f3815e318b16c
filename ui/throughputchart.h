// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// ThroughputChart: the swept parameter against effective bandwidth (GB/s). The measured median as a line with
// markers and its p10-p90 band, the model's prediction dashed, the device peak as a horizontal line when
// known, the current point as a big ring, other result files overlaid (another device, an earlier run) with
// their own colour, dash and marker. Tooltips on hover give the value, p10/p90, the model and the validation.
// The only class that includes Qt Charts (this header only forward-declares it), so a move to Qt Graphs
// touches this file alone. "% of each device's peak" (percentOfPeakAction, in the chart's context menu) draws
// every series as a share of its own device's peak; a series whose peak is unknown is left out and named in a
// note. "Overlays' models" (overlayModelsAction, on by default) draws each overlay's stored prediction dashed
// in its colour: a GPU's run opened beside this one shows what the model said for that GPU beside what it
// measured (not for the references shipped with the app: their predictions are an older model's).
//
// Usage (GUI thread):
//   chart->setSeries(resultFile);              // a finished sweep (title, axis, peak from the file)
//   chart->clearSeries(); chart->setParameter("stride", "elements", ThroughputChart::XScale::Log2);
//   chart->appendPoint(point);                 // live, as a sweep measures
//   chart->setCurrentX("32");                  // the configuration the controls show
//   chart->addOverlay(otherFile, "H100, yesterday"); chart->clearOverlays();
//   chart->exportPng(path, &error) / exportSvg / exportPdf;  chart->setFontScale(1.75);
#include "ui/chartaxes.h"
#include "ui/chartdata.h"

#include "core/measure.h"
#include "core/results.h"

#include <QFont>
#include <QList>
#include <QPointF>
#include <QSize>
#include <QString>
#include <QWidget>

#include <optional>
#include <utility>

#include <vector>

QT_BEGIN_NAMESPACE
class QAction;
class QAbstractAxis;
class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QPaintDevice;
class QPainter;
QT_END_NAMESPACE

namespace coalesce::ui {

class ChartBand;
class ChartLegend;
class ChartStacks;
struct LegendEntry;

class ThroughputChart : public QWidget {
    Q_OBJECT

public:
    enum class XScale { Auto, Linear, Log2 }; ///< Auto: log 2 for a positive numeric sweep spanning >= 8x

    explicit ThroughputChart(QWidget* parent = nullptr);
    ~ThroughputChart() override;

    /// Replaces the main series with a result file's points; takes the swept parameter, lesson and device for
    /// the titles and the peak from its profile (setPeak overrides it afterwards).
    void setSeries(const ResultFile& main);
    /// Empties the main series (before a live sweep); keeps overlays, parameter and peak.
    void clearSeries();
    /// Adds one measured point of a running sweep (same parameter as the series).
    void appendPoint(const PointResult& point);
    /// Adds a batch of points with one chart update (the series and axes are updated in place).
    void appendPoints(const std::vector<PointResult>& points);
    /// Axis title and scale for the swept parameter (the GUI knows the ParamSpec: name, unit, log2Axis).
    void setParameter(const QString& name, const QString& unit, XScale scale = XScale::Auto);
    void setXScale(XScale scale);
    void setTitle(const QString& title);
    /// Marks the point whose swept value is `value` (text as in PointResult::sweptValue); empty: no marker.
    void setCurrentX(const QString& value);
    /// Device peak in GB/s drawn as a horizontal line; 0 hides it.
    void setPeak(double gbs);
    void addOverlay(const ResultFile& file, const QString& label);
    /// Replaces every overlay with one chart update (fifty opened files: one rebuild, not fifty).
    void setOverlays(std::vector<ChartSeries> overlays);
    void clearOverlays();
    /// A warning shown over the chart (an overlay of another lesson or unit); empty hides it.
    void setWarning(const QString& text);
    QString warning() const;
    QLabel* warningLabel() const { return m_warning; }
    /// Draws every series as a percentage of its own device's peak (the main series: peak(); an overlay or the
    /// compare device's series: the peak in its file's profile). A series whose peak is unknown is not drawn
    /// and is named in peakNote() and in the legend. Not in time mode (transfer lessons plot times).
    void setPercentOfPeak(bool on);
    bool percentOfPeak() const { return m_percent; }
    /// Checkable; in the chart's context menu (the window's View menu adds it too).
    QAction* percentOfPeakAction() const { return m_percentAction; }
    /// Draws each overlay's model (the predictions stored in its file, or the compare device's) as a thin
    /// dashed line in the overlay's colour; off: overlays show their measurements only, and their predictions
    /// no longer set the y range. Not in time mode (no model line there), nor for a reference shipped with the
    /// app (its predictions are those of the model when it was measured).
    void setOverlayModels(bool on);
    bool overlayModels() const { return m_overlayModels; }
    /// Checkable; in the chart's context menu (the window's View menu adds it too).
    QAction* overlayModelsAction() const { return m_overlayModelsAction; }
    /// In % mode: which series are left out and why, as a sentence shown over the chart; empty otherwise.
    QString peakNote() const;
    QLabel* peakNoteLabel() const { return m_peakNote; }
    /// What the empty chart says in its middle (no point, no overlay): how to get points.
    void setEmptyText(const QString& text);
    QLabel* emptyLabel() const { return m_empty; }
    /// Multiplies every font and line (presentation mode 1.5-2). Clamped to [0.5, 3]. Fonts also follow the
    /// widget size (11-22 px at scale 1; exports use the export size).
    void setFontScale(double scale);

    // Exports at `size` pixels (PDF: one landscape page). False and a one-line translated error on failure.
    bool exportPng(const QString& path, QString* error = nullptr, const QSize& size = QSize(1600, 900)) const;
    bool exportSvg(const QString& path, QString* error = nullptr, const QSize& size = QSize(1600, 900)) const;
    bool exportPdf(const QString& path, QString* error = nullptr, const QSize& size = QSize(1600, 900)) const;
    /// Paints the chart into `target` of any paint device (a fresh layout at that size).
    void renderTo(QPainter& painter, const QRect& target) const;

    /// The y axis title that fits `length` pixels of axis in `font`: the full one when there is room, then
    /// shorter forms (never elided by Qt Charts in a pane of reasonable size).
    static QString yTitle(const QFont& font, double length, const QString& timeUnit = QString(),
                          bool percent = false);
    /// A label as the chart shows it (legend, title): at most kMaxLabelChars characters, elided in the middle.
    /// A crafted result file's 100 000-character device name would otherwise take seconds to lay out.
    static QString shortLabel(const QString& text);
    static constexpr int kMaxLabelChars = 160; ///< the legend wraps; two lines at most

    // For tests and the results table.
    const ChartSeries& series() const { return m_main; }
    const std::vector<ChartSeries>& overlays() const { return m_overlays; }
    bool usesLog2() const;
    /// The main series has host wall times beside kernel times (transfer.zerocopy): the y axis is time per
    /// cycle, each point a stacked bar (kernel, then the rest of the host's time).
    bool showsTime() const { return m_main.timed; }
    /// In time mode: the y unit ("µs", "ms", "s") and how many of it make a millisecond.
    std::pair<QString, double> timeUnit() const;
    /// The stacked bars of the widget's chart (null outside time mode's build).
    const ChartStacks* stacks() const { return m_items.stacks; }
    double peak() const { return m_peak; }
    double fontScale() const { return m_fontScale; }
    /// Tooltip text for main point `index` (value, p10/p90, model, validation).
    QString describePoint(int index) const;
    /// Tooltip text for point `index` of overlay `overlay` (its label, value and, in % mode, its % of peak).
    QString describeOverlayPoint(int overlay, int index) const;
    QChart* chart() const;
    /// The legend of the widget's chart (entries, their wrapped layout).
    const ChartLegend* legend() const { return m_items.legend; }

    QSize sizeHint() const override { return QSize(900, 600); }
    /// Room for a plot area of at least 200 px under the title, legend and axis labels.
    QSize minimumSizeHint() const override { return QSize(360, 330); }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override; ///< a new language: the legend and axis titles again

private:
    struct MainData {
        QList<QPointF> upper, lower, median, dot, failed, model, current;
        QList<QPointF> unchecked; ///< measured points whose outputs were not checked (chartunchecked.h)
    };
    // The Qt Charts objects of one chart (the widget's, or an export's), held by pointer; owned by the chart.
    struct Items {
        QAbstractAxis* x = nullptr;
        QValueAxis* y = nullptr;
        ChartBand* band = nullptr;
        QLineSeries* median = nullptr;
        QScatterSeries* dot = nullptr;
        QScatterSeries* failed = nullptr;
        QScatterSeries* unchecked = nullptr;
        QLineSeries* model = nullptr;
        QLineSeries* peak = nullptr;
        std::vector<std::pair<QLineSeries*, QScatterSeries*>> overlays; ///< line, markers
        std::vector<QLineSeries*> overlayModels;                        ///< each overlay's model line
        QScatterSeries* current = nullptr;
        ChartLegend* legend = nullptr;
        ChartStacks* stacks = nullptr;
        double font = 11; ///< px, the base font times the font scale
    };
    // What decides the series and axis objects; a change rebuilds them, anything else updates them in place.
    struct Shape {
        int font = 0;
        double fontScale = 0;
        bool numeric = true;
        bool log2 = false;
        int overlays = -1;
        bool timed = false;
        bool operator==(const Shape& o) const
        {
            return font == o.font && fontScale == o.fontScale && numeric == o.numeric && log2 == o.log2 &&
                   overlays == o.overlays && timed == o.timed;
        }
    };
    MainData mainData() const;
    bool wantsLog2() const;
    ChartAxes axes() const;
    Shape shape(const QSize& size) const;
    QString modelName() const;
    /// Rebuilds when the shape changed, then updates the data in place.
    void refresh();
    static double baseFont(const QSize& size);
    /// Empties `chart` and makes its axes and series for the current shape.
    Items build(QChart* chart, bool interactive, const QSize& size) const;
    /// Puts the data into the items `build` made; touches only what changed.
    void fill(QChart* chart, const Items& items) const;
    static void fitYTitle(QChart* chart);
    /// A model note for a tooltip, wrapped at about 60 characters of the tooltip's font.
    static QString tooltipNote(const QString& note);
    /// An overlay's measured medians at this chart's x (categories matched by label; none when they cannot be).
    QList<QPointF> overlayPoints(const ChartSeries& overlay) const;
    /// An overlay's predictions at this chart's x, as drawn (none when overlays' models are off, or in time
    /// mode).
    QList<QPointF> overlayModelPoints(const ChartSeries& overlay) const;
    /// An overlay point's x on this chart's axis; none when it has no place (another kind of axis, a category
    /// the main series lacks).
    std::optional<double> overlayX(const ChartSeries& overlay, const ChartPoint& point) const;
    /// Time mode's entries: the stacked bars of the main series and of the timed overlays.
    void fillStacks(const Items& items, std::vector<LegendEntry>& legend) const;
    void showTooltip(double x);
    void showOverlayTooltip(int overlay, const QPointF& at);
    /// % mode applies (not on a time axis).
    bool percentShown() const { return m_percent && !showsTime(); }
    /// What a series' GB/s are multiplied by as drawn: 1 in GB/s mode, 100 / its peak in % mode, 0 when it is
    /// not drawn (its peak unknown).
    double scaleOf(const ChartSeries& s) const;
    double peakOf(const ChartSeries& s) const { return &s == &m_main ? m_peak : s.peakGBs; }
    /// The note label and the action's state after a change.
    void updatePeakNote();

    QChartView* m_view = nullptr;
    QLabel* m_warning = nullptr;
    QLabel* m_peakNote = nullptr;
    QLabel* m_empty = nullptr; ///< over the empty plot
    void placeEmptyLabel();
    QAction* m_percentAction = nullptr;
    bool m_percent = false;
    QAction* m_overlayModelsAction = nullptr;
    bool m_overlayModels = true;
    Items m_items; // of m_view's chart
    ChartSeries m_main;
    std::vector<ChartSeries> m_overlays;
    QString m_title;
    QString m_paramName;
    QString m_paramUnit;
    XScale m_scale = XScale::Auto;
    QString m_current;
    double m_peak = 0;
    bool m_peakSet = false;
    double m_fontScale = 1.0;
    int m_overlayGeneration = 0;
    Shape m_built;
};

} // namespace coalesce::ui
