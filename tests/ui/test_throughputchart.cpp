// SPDX-License-Identifier: GPL-3.0-or-later
// The throughput chart adapter: series built from hand-made result files, axes (log 2 for strides, categories
// for choices), overlays, the current point, tooltips, and exports re-read.
#include "ui/chartdata.h"
#include "ui/chartlegend.h"
#include "ui/chartstacks.h"
#include "ui/throughputchart.h"

#include <QCategoryAxis>
#include <QChart>
#include <QElapsedTimer>
#include <QFile>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QtTest>

#include <cmath>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

PointResult point(const std::string& value, double gbs, double relative, bool passed = true)
{
    PointResult p;
    p.sweptValue = value;
    p.timing.reps = 20;
    p.ebGBs = gbs;
    p.ebP10GBs = gbs * 0.9;
    p.ebP90GBs = gbs * 1.05;
    p.validation.passed = passed;
    p.validation.checked = 4096;
    if (!passed)
        p.validation.firstMismatch = "out[17] = 3 expected 5";
    p.prediction = Prediction{};
    p.prediction->relative = relative;
    return p;
}

// A global.stride sweep 1..64: bandwidth falls with the stride, the model says 1 / stride.
ResultFile strideFile(double peakMBs = 0, double scale = 1.0)
{
    ResultFile f;
    f.lesson = "global.stride";
    f.sweptParam = "stride";
    f.device = Json{{"name", "pthread-test"}};
    f.profile = Json{{"peak_bandwidth", Json{{"value", peakMBs}, {"source", "test"}}}};
    for (int s = 1; s <= 64; s *= 2) {
        PointResult p = point(std::to_string(s), scale * 400.0 / s + 3, 1.0 / s);
        if (peakMBs > 0)
            p.prediction->predictedGBs = peakMBs / 1000.0 / s;
        f.points.push_back(p);
    }
    return f;
}

// The shown series whose legend name starts with `prefix` (every series exists from the start; an empty one
// shows nothing).
QLineSeries* seriesNamed(QChart* chart, const QString& prefix)
{
    for (QAbstractSeries* s : chart->series())
        if (s->name().startsWith(prefix) && qobject_cast<QXYSeries*>(s)->count() > 0)
            return qobject_cast<QLineSeries*>(s);
    return nullptr;
}

int shownSeries(QChart* chart)
{
    int n = 0;
    for (QAbstractSeries* s : chart->series())
        n += qobject_cast<QXYSeries*>(s)->count() > 0 ? 1 : 0;
    return n;
}

QGraphicsObject* bandItem(QChart* chart)
{
    for (QGraphicsItem* item : chart->childItems())
        if (item->toGraphicsObject() && item->toGraphicsObject()->objectName() == QLatin1String("band"))
            return item->toGraphicsObject();
    return nullptr;
}

} // namespace

class TestThroughputChart : public QObject {
    Q_OBJECT

private slots:
    void numericValues()
    {
        QCOMPARE(numericValue("32").value(), 32.0);
        QCOMPARE(numericValue("1.5").value(), 1.5);
        QCOMPARE(numericValue("64K").value(), 65536.0);
        QCOMPARE(numericValue("256M").value(), 268435456.0);
        QCOMPARE(numericValue("1GiB").value(), 1073741824.0);
        QVERIFY(!numericValue("float").has_value());
        QVERIFY(!numericValue("").has_value());
    }

    void seriesFromResultFile()
    {
        ThroughputChart chart;
        chart.setSeries(strideFile(3350000));
        QCOMPARE(chart.peak(), 3350.0);
        QCOMPARE(int(chart.series().points.size()), 7);
        QVERIFY(chart.series().absolutePrediction);
        QChart* c = chart.chart();
        QCOMPARE(shownSeries(c), 3); // median, model, peak (the band is drawn by its own item)
        QLineSeries* median = seriesNamed(c, "measured");
        QVERIFY(median);
        QCOMPARE(median->count(), 7);
        QCOMPARE(median->at(3), QPointF(8, 400.0 / 8 + 3));
        QVERIFY(bandItem(c));
        QCOMPARE(chart.series().points[0].p90, (400.0 + 3) * 1.05);
        QCOMPARE(chart.series().points[0].p10, (400.0 + 3) * 0.9);
        QLineSeries* model = seriesNamed(c, "model");
        QVERIFY(model);
        QCOMPARE(model->pen().style(), Qt::DashLine);
        QCOMPARE(model->at(2).y(), 3350.0 / 4);
        QLineSeries* peak = seriesNamed(c, "device peak");
        QVERIFY(peak);
        QCOMPARE(peak->at(0).y(), 3350.0);
        QVERIFY(c->title().contains("global.stride"));
    }

    void logAxisForStrides()
    {
        ThroughputChart chart;
        chart.setSeries(strideFile());
        QVERIFY(chart.usesLog2());
        auto* axis = qobject_cast<QLogValueAxis*>(chart.chart()->axes(Qt::Horizontal).front());
        QVERIFY(axis);
        QCOMPARE(axis->base(), 2.0);
        chart.setXScale(ThroughputChart::XScale::Linear);
        QVERIFY(qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).front()));
        chart.setParameter("stride", "elements", ThroughputChart::XScale::Log2);
        QVERIFY(chart.chart()->axes(Qt::Horizontal).front()->titleText().contains("stride (elements)"));
        QCOMPARE(chart.chart()->axes(Qt::Horizontal).size(), 1); // axes replaced, not piled up
    }

    void categoriesForChoices()
    {
        ResultFile f;
        f.sweptParam = "type";
        for (const char* t : {"uchar", "float", "double"})
            f.points.push_back(point(t, 100, 1));
        ThroughputChart chart;
        chart.setSeries(f);
        QVERIFY(!chart.series().numeric);
        QVERIFY(!chart.usesLog2());
        auto* axis = qobject_cast<QCategoryAxis*>(chart.chart()->axes(Qt::Horizontal).front());
        QVERIFY(axis);
        QCOMPARE(axis->categoriesLabels(), (QStringList{"uchar", "float", "double"}));
        QCOMPARE(seriesNamed(chart.chart(), "measured")->at(2).x(), 2.0);
    }

    void relativeModelIsAnchored()
    {
        // No peak: the model's relative values are scaled so its best point sits on the measurement there.
        ThroughputChart chart;
        chart.setSeries(strideFile(0));
        QVERIFY(!chart.series().absolutePrediction);
        const ChartPoint& first = chart.series().points.front();
        QCOMPARE(first.predicted, first.median);
        QCOMPARE(chart.series().points[1].predicted, first.median / 2);
        QVERIFY(!seriesNamed(chart.chart(), "device peak"));
        chart.setPeak(500);
        QVERIFY(seriesNamed(chart.chart(), "device peak"));
    }

    void liveSweepCurrentPointAndFailures()
    {
        ThroughputChart chart;
        chart.setParameter("stride", "elements");
        chart.appendPoint(point("1", 400, 1));
        chart.appendPoint(point("2", 200, 0.5));
        chart.appendPoint(point("4", 0, 0.25, false));
        QCOMPARE(seriesNamed(chart.chart(), "measured")->count(), 2);
        bool foundFailed = false;
        for (QAbstractSeries* s : chart.chart()->series())
            if (s->name().startsWith("not measured"))
                foundFailed = foundFailed || qobject_cast<QScatterSeries*>(s)->count() == 1;
        QVERIFY(foundFailed);
        QVERIFY(chart.describePoint(2).contains("validation failed: out[17]"));
        const QString tip = chart.describePoint(1);
        QVERIFY2(tip.contains("stride = 2") && tip.contains("200.0 GB/s") && tip.contains("p10 180.0") &&
                     tip.contains("passed"),
                 qPrintable(tip));

        chart.setCurrentX("2");
        QScatterSeries* current = nullptr;
        for (QAbstractSeries* s : chart.chart()->series())
            if (s->name().startsWith("current") && qobject_cast<QScatterSeries*>(s)->count() > 0)
                current = qobject_cast<QScatterSeries*>(s);
        QVERIFY(current);
        QCOMPARE(current->at(0), QPointF(2, 200));
        chart.clearSeries();
        QVERIFY(chart.series().points.empty());
    }

    void livePointsUpdateInPlace()
    {
        ThroughputChart chart;
        chart.resize(900, 600);
        chart.setParameter("stride", "elements", ThroughputChart::XScale::Log2);
        chart.setPeak(1000);
        chart.appendPoint(point("1", 400, 1));
        chart.appendPoint(point("2", 200, 0.5));
        QLineSeries* median = seriesNamed(chart.chart(), "measured");
        QVERIFY(median);
        QElapsedTimer clock;
        clock.start();
        for (int s = 4; s <= 1 << 20; s *= 2)
            chart.appendPoint(point(std::to_string(s), 400.0 / s + 1, 1.0 / s));
        const double msPerPoint = clock.nsecsElapsed() / 1e6 / 19;
        qInfo("appendPoint: %.2f ms per point", msPerPoint);
        QCOMPARE(seriesNamed(chart.chart(), "measured"), median); // the same series, updated in place
        QCOMPARE(median->count(), 21);
        QCOMPARE(median->at(20), QPointF(1 << 20, 400.0 / (1 << 20) + 1));
        auto* axis = qobject_cast<QLogValueAxis*>(chart.chart()->axes(Qt::Horizontal).front());
        QVERIFY(axis && axis->max() >= (1 << 20));
        QCOMPARE(seriesNamed(chart.chart(), "device peak")->at(1).x(), axis->max());
        chart.appendPoint(point("2097152", 0, 0.1, false)); // a failed point: its marker series fills
        QVERIFY(chart.describePoint(21).contains("validation failed"));
        QVERIFY(msPerPoint < 200); // perf label: 0.04 ms idle; generous for a loaded VM under ASan

        // What a point costs on screen: the chart repainted after one more point (software raster).
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.repaint();
        clock.restart();
        chart.appendPoint(point("4194304", 1, 0.05));
        QCoreApplication::processEvents(); // the chart relayouts its items on posted events
        chart.repaint();
        qInfo("one more point, relaid out and repainted: %.1f ms", clock.nsecsElapsed() / 1e6);
    }

    void integerParameterGetsIntegerTicks()
    {
        // local.padding pad 0..4: ticks 0, 1, 2, 3, 4 (not -0.16, 0.92, ...), the range padded by half a step.
        ResultFile f;
        f.lesson = "local.padding";
        f.sweptParam = "pad";
        for (int pad = 0; pad <= 4; ++pad)
            f.points.push_back(point(std::to_string(pad), pad == 1 ? 400 : 100, pad == 1 ? 1 : 0.25));
        ThroughputChart chart;
        chart.setSeries(f);
        QVERIFY(!chart.usesLog2());
        auto* axis = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).front());
        QVERIFY(axis);
        QCOMPARE(axis->tickType(), QValueAxis::TicksDynamic);
        QCOMPARE(axis->tickInterval(), 1.0);
        QCOMPARE(axis->labelFormat(), QStringLiteral("%d"));
        QCOMPARE(axis->min(), -0.5);
        QCOMPARE(axis->max(), 4.5);
        QStringList ticks;
        for (double t = axis->tickAnchor(); t <= axis->max(); t += axis->tickInterval())
            if (t >= axis->min())
                ticks << QString::number(t);
        QCOMPARE(ticks, (QStringList{"0", "1", "2", "3", "4"}));

        // A wider integer range takes a round step, still whole numbers; fractional values keep %g.
        f.points.clear();
        for (int v = 0; v <= 40; v += 5)
            f.points.push_back(point(std::to_string(v), 100 + v, 1));
        chart.setSeries(f);
        QCOMPARE(axis, qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).front())); // in place
        QCOMPARE(axis->tickInterval(), 5.0);
        QCOMPARE(axis->min(), -2.5);
        f.points.push_back(point("42.5", 100, 1));
        chart.setSeries(f);
        QCOMPARE(axis->tickType(), QValueAxis::TicksFixed);
        QCOMPARE(axis->labelFormat(), QStringLiteral("%g"));
    }

    void yTitleFitsASmallPane()
    {
        ThroughputChart chart;
        chart.resize(900, 400);
        chart.setSeries(strideFile(3350000));
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCoreApplication::processEvents();
        QChart* c = chart.chart();
        QAbstractAxis* y = c->axes(Qt::Vertical).front();
        const QString title = y->titleText();
        QVERIFY2(QFontMetricsF(y->titleFont()).horizontalAdvance(title) <= c->plotArea().height(),
                 qPrintable(QStringLiteral("%1 in %2 px").arg(title).arg(c->plotArea().height())));
        // Drawn as it is, not elided by Qt Charts ("effective bandwi...").
        bool drawn = false;
        for (QGraphicsItem* item : c->scene()->items())
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item))
                drawn = drawn || text->toPlainText() == title;
        QVERIFY2(drawn, qPrintable(title));
        QVERIFY(title.contains("GB/s"));
        // A roomy pane gets the full title; a very short one a shorter form, never an elided one.
        QCOMPARE(ThroughputChart::yTitle(y->titleFont(), 1000), QStringLiteral("effective bandwidth (GB/s)"));
        QCOMPARE(ThroughputChart::yTitle(y->titleFont(), 30), QStringLiteral("GB/s"));
    }

    void legendHidesEmptySeries()
    {
        ThroughputChart chart;
        chart.resize(900, 400);
        chart.setSeries(strideFile(0));
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCoreApplication::processEvents();
        // The legend names only what is drawn: no entry for the empty failed, peak, dot and current series.
        auto shown = [&chart] {
            QStringList out;
            for (const LegendEntry& e : chart.legend()->entries())
                out << e.text;
            return out;
        };
        QCOMPARE(shown(), (QStringList{"measured: median, band p10–p90",
                                       "model (relative, anchored at its best point)"}));
        QVERIFY(!chart.chart()->legend()->isVisible()); // Qt's own, which elides, is not used
        chart.setPeak(500);
        chart.setCurrentX("4");
        QCOMPARE(shown(),
                 (QStringList{"measured: median, band p10–p90", "model (relative, anchored at its best point)",
                              "device peak 500 GB/s", "current: 4"}));
        QCOMPARE(int(chart.legend()->layout().items.size()), 4);
    }

    void overlaysAddSeries()
    {
        ThroughputChart chart;
        chart.setSeries(strideFile(3350000));
        const int base = chart.chart()->series().size();
        chart.addOverlay(strideFile(0, 0.5), "earlier run");
        chart.addOverlay(strideFile(0, 2.0), "other device");
        QCOMPARE(int(chart.overlays().size()), 2);
        QCOMPARE(chart.chart()->series().size(), base + 6); // a line, a marker and a model series each
        QLineSeries* earlier = seriesNamed(chart.chart(), "earlier run");
        QVERIFY(earlier);
        QCOMPARE(earlier->at(0).y(), 0.5 * 400 + 3);
        QLineSeries* other = nullptr;
        for (QAbstractSeries* s : chart.chart()->series())
            if (s->name() == "other device" && qobject_cast<QLineSeries*>(s) &&
                !qobject_cast<QScatterSeries*>(s))
                other = qobject_cast<QLineSeries*>(s);
        QVERIFY(other);
        QVERIFY(other->pen().color() != earlier->pen().color());
        QVERIFY(other->pen().style() != earlier->pen().style());
        QVERIFY(other->isVisible() &&
                earlier->isVisible()); // the overlay's line is drawn, not only its markers
        chart.setOverlays({chartSeries(strideFile(0, 0.5), QString(300, QLatin1Char('a')))});
        QCOMPARE(int(chart.overlays().size()), 1);
        QCOMPARE(chart.overlays().front().label.size(), ThroughputChart::kMaxLabelChars);
        QCOMPARE(chart.chart()->series().size(), base + 3);
        chart.clearOverlays();
        QCOMPARE(chart.chart()->series().size(), base);
    }

    void transferStacksKernelAndHostTime()
    {
        // transfer.zerocopy times the kernel (events) and the whole cycle (host wall): a stacked bar per mode.
        auto file = [](double kernelScale, double wallScale) {
            ResultFile f;
            f.lesson = "transfer.zerocopy";
            f.sweptParam = "mode";
            const std::vector<std::pair<std::string, double>> modes = {
                {"copy", 40}, {"map", 12}, {"use_host_ptr", 10}};
            for (const auto& [mode, wallMs] : modes) {
                PointResult p = point(mode, 2000, 1.0);
                p.timing.medianNs = kernelScale * 2e6; // 2 ms kernel
                p.wall.reps = 10;
                p.wall.medianNs = wallScale * wallMs * 1e6;
                p.wallGBs = 0.25 / (wallScale * wallMs * 1e-3);
                f.points.push_back(p);
            }
            return f;
        };
        ThroughputChart chart;
        chart.resize(900, 500);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setSeries(file(1, 1));
        QVERIFY(chart.showsTime());
        QCOMPARE(chart.timeUnit().first, QStringLiteral("ms"));
        QCoreApplication::processEvents();
        const ChartStacks* stacks = chart.stacks();
        QVERIFY(stacks); // rebuilt with the overlays: asked for again below
        QCOMPARE(int(stacks->groups().size()), 1);
        const StackGroup& g = stacks->groups().front();
        QCOMPARE(int(g.bars.size()), 3);
        QCOMPARE(g.bars[0].kernel, 2.0);
        QCOMPARE(g.bars[0].total, 40.0);
        QCOMPARE(g.bars[1].total, 12.0);
        // The two parts stack: kernel from the axis up, host on top of it, together as tall as the total.
        const QRectF plot = chart.chart()->plotArea();
        const auto [kernel, host] = stacks->barRects(0, 0);
        QCOMPARE(kernel.bottom(), plot.bottom());
        QVERIFY(qAbs(kernel.top() - host.bottom()) < 0.5);
        const double perMs =
            plot.height() / qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Vertical).front())->max();
        QVERIFY(qAbs(kernel.height() - 2.0 * perMs) < 1.0);
        QVERIFY(qAbs(kernel.height() + host.height() - 40.0 * perMs) < 1.0);
        // Painted in two colours, the kernel's darker.
        const QImage image = chart.grab().toImage();
        const QColor low = image.pixelColor(kernel.center().toPoint());
        const QColor high = image.pixelColor(host.center().toPoint());
        QVERIFY2(low != high && low.lightness() < high.lightness(), qPrintable(low.name() + " " + high.name()));
        // Named in the legend and the axis; GB/s lines (median, model, peak) are not on this time axis.
        QStringList legend;
        for (const LegendEntry& e : chart.legend()->entries())
            legend << e.text;
        QVERIFY2(legend.filter("kernel").size() >= 1 && legend.filter("host transfer").size() == 1,
                 qPrintable(legend.join(" | ")));
        QVERIFY(legend.filter("measured").isEmpty());
        QVERIFY(chart.chart()->axes(Qt::Vertical).front()->titleText().contains("ms"));
        QVERIFY(chart.describePoint(0).contains("kernel 2 ms + host transfer 38 ms = 40 ms"));
        // A timed overlay (a GPU's run) stands beside it, not on it.
        chart.setOverlays({chartSeries(file(0.05, 0.5), "H100 reference")});
        QCoreApplication::processEvents();
        stacks = chart.stacks();
        QCOMPARE(int(stacks->groups().size()), 2);
        const QRectF mine = stacks->barRects(0, 1).first;
        const QRectF theirs = stacks->barRects(1, 1).first;
        QVERIFY(!mine.intersects(theirs));
        QVERIFY(qAbs(mine.right() - theirs.left()) < 0.5);
        // A kernel-only sweep goes back to bandwidth.
        chart.clearOverlays();
        chart.setSeries(strideFile(3350000));
        QVERIFY(!chart.showsTime());
        QVERIFY(!chart.stacks());
    }

    void craftedFilesAreDrawnWithinLimits()
    {
        // Issue 8: swept values 1 and 1e16 gave an integer tick step of 1 (gigabytes), +-1e308 crashed, and a
        // 100 000-character device name took seconds in the legend. Each is drawn (and exported) within limits.
        auto file = [](std::initializer_list<const char*> values, double gbs) {
            ResultFile f;
            f.lesson = "global.stride";
            f.sweptParam = "stride";
            for (const char* v : values) {
                PointResult p;
                p.sweptValue = v;
                p.timing.reps = 3;
                p.ebGBs = gbs;
                p.ebP10GBs = gbs;
                p.ebP90GBs = gbs;
                p.validation.passed = true;
                f.points.push_back(p);
            }
            return f;
        };
        QTemporaryDir dir;
        for (const ResultFile& f :
             {file({"1", "1e16"}, 5), file({"-1e308", "1e308"}, 1e308), file({"1e308"}, 2),
              file({"inf", "nan", "3"}, 1), file({"1", "2"}, -1e308)}) {
            ThroughputChart chart;
            chart.resize(900, 600);
            chart.setSeries(f);
            chart.setParameter(QStringLiteral("stride"), QString(), ThroughputChart::XScale::Linear);
            chart.addOverlay(f, QStringLiteral("again"));
            chart.show();
            QCoreApplication::processEvents();
            auto* x = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).front());
            QVERIFY(x);
            QVERIFY(std::isfinite(x->min()) && std::isfinite(x->max()) && x->min() < x->max());
            if (x->tickType() == QValueAxis::TicksDynamic) {
                QVERIFY((x->max() - x->min()) / x->tickInterval() <= ChartAxes::kMaxTicks);
                if (x->max() > 2e9)
                    QCOMPARE(x->labelFormat(), QStringLiteral("%.0f")); // not %d, which would wrap around
            }
            auto* y = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Vertical).front());
            QVERIFY(std::isfinite(y->max()) && y->max() <= 2 * ChartAxes::kMaxY);
            QString error;
            QVERIFY2(chart.exportPng(dir.filePath(QStringLiteral("crafted.png")), &error), qPrintable(error));
        }

        ResultFile named = file({"1", "2", "4"}, 10);
        const QString longName(100000, QLatin1Char('x'));
        named.device = Json{{"name", longName.toStdString()}};
        ThroughputChart chart;
        chart.resize(900, 600);
        chart.setSeries(named);
        chart.addOverlay(named, QStringLiteral("run (%1)").arg(longName));
        chart.show();
        QCoreApplication::processEvents();
        QVERIFY(chart.chart()->title().size() <= ThroughputChart::kMaxLabelChars);
        for (QAbstractSeries* s : chart.chart()->series())
            QVERIFY(s->name().size() <= ThroughputChart::kMaxLabelChars);
        QCOMPARE(ThroughputChart::shortLabel(QStringLiteral("short")), QStringLiteral("short"));
        QCOMPARE(ThroughputChart::shortLabel(longName).size(), ThroughputChart::kMaxLabelChars);
    }

    void exportsAreReadable()
    {
        QTemporaryDir dir;
        ThroughputChart chart;
        chart.resize(900, 600);
        chart.setSeries(strideFile(3350000));
        chart.setCurrentX("8");
        QString error;
        QVERIFY2(chart.exportPng(dir.filePath("c.png"), &error, QSize(1200, 700)), qPrintable(error));
        const QImage image(dir.filePath("c.png"));
        QCOMPARE(image.size(), QSize(1200, 700));
        // Something blue (the median line) was drawn: the chart is not an empty frame.
        int blue = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2) {
                const QColor c = image.pixelColor(x, y);
                blue += (c.blue() > 150 && c.red() < 60 && c.green() < 140) ? 1 : 0;
            }
        QVERIFY(blue > 50);
        QVERIFY2(chart.exportSvg(dir.filePath("c.svg"), &error), qPrintable(error));
        QSvgRenderer svg(dir.filePath("c.svg"));
        QVERIFY(svg.isValid());
        QVERIFY2(chart.exportPdf(dir.filePath("c.pdf"), &error), qPrintable(error));
        QFile pdf(dir.filePath("c.pdf"));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QCOMPARE(pdf.read(4), QByteArray("%PDF"));
        for (const QString& name :
             {QStringLiteral("x.png"), QStringLiteral("x.svg"), QStringLiteral("x.pdf")}) {
            error.clear();
            const QString bad = dir.filePath("missing/" + name);
            const bool ok = name.endsWith("png")   ? chart.exportPng(bad, &error)
                            : name.endsWith("svg") ? chart.exportSvg(bad, &error)
                                                   : chart.exportPdf(bad, &error);
            QVERIFY(!ok);
            QVERIFY2(error.contains(bad), qPrintable(error));
        }
    }

    void screenshots()
    {
        const QString folder = qEnvironmentVariable("COALESCE_SHOTS");
        if (folder.isEmpty())
            QSKIP("set COALESCE_SHOTS=folder to write screenshots");
        ThroughputChart chart;
        chart.setSeries(strideFile(3350000));
        chart.setParameter("stride", "elements");
        chart.setCurrentX("8");
        chart.addOverlay(strideFile(0, 0.6), "earlier run");
        QString error;
        QVERIFY(chart.exportPng(folder + "/chart-stride.png", &error, QSize(1600, 900)));
        QVERIFY(chart.exportSvg(folder + "/chart-stride.svg", &error, QSize(1600, 900)));
        QImage back(1600, 900, QImage::Format_RGB32);
        back.fill(Qt::white);
        QPainter painter(&back);
        QSvgRenderer(folder + "/chart-stride.svg").render(&painter);
        painter.end();
        QVERIFY(back.save(folder + "/chart-stride.svg.png"));
        chart.setFontScale(1.75);
        QVERIFY(chart.exportPng(folder + "/chart-stride-present.png", &error, QSize(1920, 1080)));
        ThroughputChart noPeak;
        noPeak.setSeries(strideFile(0));
        noPeak.setCurrentX("4");
        QVERIFY(noPeak.exportPng(folder + "/chart-stride-nopeak.png", &error, QSize(1280, 720)));
        // An integer parameter in a small pane: whole-number ticks, the y title fitted.
        ResultFile pad;
        pad.lesson = "local.padding";
        pad.sweptParam = "pad";
        for (int v = 0; v <= 4; ++v)
            pad.points.push_back(point(std::to_string(v), v % 2 == 1 ? 380 : 95, v % 2 == 1 ? 1 : 0.25));
        ThroughputChart padChart;
        padChart.setSeries(pad);
        padChart.setParameter("pad", "elements", ThroughputChart::XScale::Linear);
        padChart.setCurrentX("1");
        QVERIFY(padChart.exportPng(folder + "/chart-padding-small.png", &error, QSize(900, 400)));
        // A bank-conflict sweep 1..64: the spiky band drawn aliased under the antialiased lines.
        ResultFile bank;
        bank.lesson = "local.stride";
        bank.sweptParam = "stride";
        for (int v = 1; v <= 64; ++v) {
            const double g = v % 2 ? 400.0 : 400.0 / std::min(32, v & -v);
            PointResult p = point(std::to_string(v), g, g / 400);
            p.ebP10GBs = g / 1.05;
            p.ebP90GBs = g / 0.97;
            bank.points.push_back(p);
        }
        ThroughputChart bankChart;
        bankChart.setSeries(bank);
        bankChart.setParameter("stride", "elements", ThroughputChart::XScale::Log2);
        bankChart.setCurrentX("32");
        QVERIFY(bankChart.exportPng(folder + "/chart-bank-sweep.png", &error, QSize(1152, 334)));
    }
};

QTEST_MAIN(TestThroughputChart)
#include "test_throughputchart.moc"
