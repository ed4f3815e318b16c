// SPDX-License-Identifier: GPL-3.0-or-later
// The throughput chart's "% of each device's peak" mode: two devices of different peaks plotted against their
// own peaks (points, model, the 100 % line, tooltips with both % and GB/s, the axis title, the SVG export), a
// series whose peak is unknown left out with a visible note naming it, and the way back to GB/s. And the
// overlays' models: a reference run's stored predictions drawn in its colour, in its tooltip, switchable.
#include "ui/chartlegend.h"
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/mainwindow.h"
#include "ui/throughputchart.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QFontMetricsF>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>
#include <QtTest>

#include <algorithm>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

// A stride sweep 1, 2, 4, 8 on device `name`: `base` / stride GB/s; the model says peak / stride when the peak
// is known. peakMBs 0: the profile has no peak.
ResultFile sweep(const std::string& name, double peakMBs, double base)
{
    ResultFile f;
    f.lesson = "global.stride";
    f.sweptParam = "stride";
    f.device = Json{{"name", name}};
    if (peakMBs > 0)
        f.profile = Json{{"peak_bandwidth", Json{{"value", peakMBs}, {"source", "test"}}}};
    for (int s = 1; s <= 8; s *= 2) {
        PointResult p;
        p.sweptValue = std::to_string(s);
        p.timing.reps = 20;
        p.ebGBs = base / s;
        p.ebP10GBs = 0.9 * base / s;
        p.ebP90GBs = 1.1 * base / s;
        p.validation.passed = true;
        p.validation.checked = 64;
        p.prediction = Prediction{};
        p.prediction->relative = 1.0 / s;
        if (peakMBs > 0)
            p.prediction->predictedGBs = peakMBs / 1000.0 / s;
        f.points.push_back(p);
    }
    return f;
}

QXYSeries* named(QChart* chart, const QString& objectName)
{
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == objectName)
            return qobject_cast<QXYSeries*>(s);
    return nullptr;
}

QList<double> ys(QChart* chart, const QString& objectName)
{
    QList<double> out;
    if (QXYSeries* s = named(chart, objectName))
        for (const QPointF& p : s->points())
            out << p.y();
    return out;
}

bool legendHas(const ThroughputChart& chart, const QString& text)
{
    for (const LegendEntry& e : chart.legend()->entries())
        if (e.text.contains(text))
            return true;
    return false;
}

} // namespace

class TestChartPeak : public QObject {
    Q_OBJECT

private slots:
    void theModelsNoteIsInThePointsTooltip()
    {
        // The model's account of a prediction (here the launch-time model's parts) is shown with its line.
        ResultFile f = sweep("GPU", 200000, 100);
        const std::string note = "launch time 463.4 us: global memory 271.1 us (the hierarchy, few bytes in "
                                 "flight per work-item: x 1.4) + local memory 186.3 us (bank passes at the "
                                 "measured local bandwidth) + launch 6.1 us";
        f.points[1].prediction->note = note;
        ThroughputChart chart;
        chart.resize(1200, 800);
        chart.setSeries(f);
        // Broken into lines of a readable width (a plain-text tooltip does not wrap): the words all there, in
        // order.
        const QString tip = chart.describePoint(1);
        QVERIFY2(tip.simplified().contains(QString::fromStdString(note)), qPrintable(tip));
        const QFontMetricsF fm(QToolTip::font());
        const QStringList lines = tip.split(QLatin1Char('\n'));
        const auto first = std::find_if(lines.begin(), lines.end(), [](const QString& l) {
            return l.startsWith(QStringLiteral("launch time"));
        });
        const auto last = std::find_if(
            first, lines.end(), [](const QString& l) { return l.startsWith(QStringLiteral("validation")); });
        QVERIFY2(last - first >= 3, qPrintable(tip)); // the note takes three lines or more
        for (auto it = first; it != last; ++it)
            QVERIFY2(fm.horizontalAdvance(*it) <= 60 * fm.averageCharWidth(), qPrintable(*it));
        QVERIFY2(!chart.describePoint(0).contains(QStringLiteral("launch time")),
                 qPrintable(chart.describePoint(0)));
    }

    void eachSeriesAgainstItsOwnPeak()
    {
        ThroughputChart chart;
        chart.resize(1200, 800);
        chart.setSeries(sweep("new GPU", 200000, 100)); // peak 200 GB/s: 100, 50, 25, 12.5 GB/s
        chart.addOverlay(sweep("old GPU", 50000, 40), QStringLiteral("old GPU")); // peak 50: 40, 20, 10, 5
        QCOMPARE(ys(chart.chart(), "median"), (QList<double>{100, 50, 25, 12.5}));
        QCOMPARE(ys(chart.chart(), "overlayMarkers0"), (QList<double>{40, 20, 10, 5}));

        QAction* action = chart.percentOfPeakAction();
        QVERIFY(action->isCheckable() && action->isEnabled());
        // Offered in the chart's context menu.
        auto* view = chart.findChild<QChartView*>();
        QCOMPARE(view->contextMenuPolicy(), Qt::ActionsContextMenu);
        QVERIFY(view->actions().contains(action));
        action->trigger();
        QVERIFY(chart.percentOfPeak());

        QCOMPARE(ys(chart.chart(), "median"), (QList<double>{50, 25, 12.5, 6.25}));
        QCOMPARE(ys(chart.chart(), "overlayMarkers0"), (QList<double>{80, 40, 20, 10}));
        QCOMPARE(ys(chart.chart(), "model"), (QList<double>{100, 50, 25, 12.5}));
        QCOMPARE(ys(chart.chart(), "peak"), (QList<double>{100, 100}));
        auto* y = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Vertical).front());
        QVERIFY(y->max() >= 100 && y->max() <= 150);
        QCOMPARE(y->titleText(), QStringLiteral("% of each device's peak"));
        QVERIFY(legendHas(chart, QStringLiteral("100 % = each device's peak")));
        QVERIFY(chart.peakNote().isEmpty());
        QVERIFY(chart.peakNoteLabel()->isHidden());

        // Tooltips: the % and the GB/s.
        const QString tip = chart.describePoint(1);
        QVERIFY2(tip.contains(QStringLiteral("measured 50.0 GB/s")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("25.0 % of this device's peak 200 GB/s")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("model = 50.0 % of peak")), qPrintable(tip));
        const QString other = chart.describeOverlayPoint(0, 1);
        QVERIFY2(other.contains(QStringLiteral("old GPU")), qPrintable(other));
        QVERIFY2(other.contains(QStringLiteral("measured 20.0 GB/s")), qPrintable(other));
        QVERIFY2(other.contains(QStringLiteral("40.0 % of its device's peak 50 GB/s")), qPrintable(other));

        // The export draws the same (its own chart, built from the same state).
        QTemporaryDir dir;
        QString error;
        QVERIFY2(chart.exportSvg(dir.filePath("p.svg"), &error), qPrintable(error));
        QFile svg(dir.filePath("p.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(svg.readAll());
        QVERIFY(text.contains(QStringLiteral("of each device")));
        QVERIFY(!text.contains(QStringLiteral("GB/s)")));
    }

    void unknownPeakIsNamedNotDrawn()
    {
        ThroughputChart chart;
        chart.resize(1200, 800);
        chart.setSeries(sweep("new GPU", 200000, 100));
        chart.addOverlay(sweep("laptop", 0, 8), QStringLiteral("laptop, no profile"));
        chart.addOverlay(sweep("old GPU", 50000, 40), QStringLiteral("old GPU"));
        chart.setPercentOfPeak(true);
        QVERIFY(chart.percentOfPeakAction()->isChecked());
        QVERIFY(named(chart.chart(), "overlayMarkers0")->points().isEmpty());
        QVERIFY(!named(chart.chart(), "overlayMarkers0")->isVisible());
        QCOMPARE(ys(chart.chart(), "overlayMarkers1"), (QList<double>{80, 40, 20, 10}));
        QCOMPARE(ys(chart.chart(), "median"), (QList<double>{50, 25, 12.5, 6.25}));
        const QString note = chart.peakNote();
        QVERIFY2(note.contains(QStringLiteral("laptop, no profile")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("unknown")), qPrintable(note));
        QVERIFY(!note.contains(QStringLiteral("old GPU")));
        QVERIFY(!chart.peakNoteLabel()->isHidden());
        QCOMPARE(chart.peakNoteLabel()->text(), note);
        QVERIFY(legendHas(chart, QStringLiteral("laptop, no profile (peak unknown: not drawn as % of peak)")));
        // The export says it too (the legend).
        QTemporaryDir dir;
        QString error;
        QVERIFY2(chart.exportSvg(dir.filePath("n.svg"), &error), qPrintable(error));
        QFile svg(dir.filePath("n.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(svg.readAll()).contains(QStringLiteral("peak unknown")));

        // The window's own device without a peak: its series is left out and named as well.
        chart.setPeak(0);
        QVERIFY(named(chart.chart(), "median")->points().isEmpty());
        QVERIFY(named(chart.chart(), "model")->points().isEmpty());
        QVERIFY2(chart.peakNote().contains(QStringLiteral("new GPU")), qPrintable(chart.peakNote()));
        QVERIFY(legendHas(chart, QStringLiteral("new GPU (peak unknown: not drawn as % of peak)")));
        QCOMPARE(ys(chart.chart(), "overlayMarkers1"), (QList<double>{80, 40, 20, 10}));
    }

    void togglingBack()
    {
        ThroughputChart chart;
        chart.resize(1200, 800);
        chart.setSeries(sweep("new GPU", 200000, 100));
        chart.addOverlay(sweep("laptop", 0, 8), QStringLiteral("laptop"));
        chart.percentOfPeakAction()->trigger();
        QVERIFY(!chart.peakNoteLabel()->isHidden());
        chart.percentOfPeakAction()->trigger();
        QVERIFY(!chart.percentOfPeak());
        QCOMPARE(ys(chart.chart(), "median"), (QList<double>{100, 50, 25, 12.5}));
        QCOMPARE(ys(chart.chart(), "overlayMarkers0"), (QList<double>{8, 4, 2, 1}));
        QCOMPARE(ys(chart.chart(), "peak"), (QList<double>{200, 200}));
        QVERIFY(chart.peakNote().isEmpty());
        QVERIFY(chart.peakNoteLabel()->isHidden());
        QVERIFY(!legendHas(chart, QStringLiteral("peak unknown")));
        auto* y = chart.chart()->axes(Qt::Vertical).front();
        QVERIFY2(y->titleText().contains(QStringLiteral("GB/s")), qPrintable(y->titleText()));
        const QString tip = chart.describePoint(1);
        QVERIFY(tip.contains(QStringLiteral("measured 50.0 GB/s")));
        QVERIFY(!tip.contains(QStringLiteral("% of")));
        QCOMPARE(ThroughputChart::yTitle(y->titleFont(), 1000, QString(), true),
                 QStringLiteral("% of each device's peak"));
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the window saves the axis choice
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_chartpeak"));
        QSettings().clear();
    }
    void cleanupTestCase() { QSettings().clear(); }

    void windowKeepsTheChoiceForTheNextRun()
    {
        {
            MainWindow w(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
            QVERIFY(!w.chart()->percentOfPeak()); // the first run: GB/s
            w.chart()->percentOfPeakAction()->trigger();
            QVERIFY(w.chart()->percentOfPeak());
        }
        {
            MainWindow w(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
            QVERIFY(w.chart()->percentOfPeak());
            QVERIFY(w.chart()->percentOfPeakAction()->isChecked());
            w.chart()->percentOfPeakAction()->trigger(); // back to GB/s, also remembered
        }
        MainWindow w(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        QVERIFY(!w.chart()->percentOfPeak());
    }

    void windowOffersItInTheViewMenu()
    {
        MainWindow w(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        QAction* action = w.chart()->percentOfPeakAction();
        QMenu* view = nullptr;
        for (QAction* top : w.menuBar()->actions())
            if (top->menu() && top->menu()->actions().contains(action))
                view = top->menu();
        QVERIFY(view);
        QCOMPARE(view->title(), QStringLiteral("&View"));
        action->trigger();
        QVERIFY(w.chart()->percentOfPeak());
    }

    void anOverlaysStoredModelIsDrawnInItsColour()
    {
        // A GPU's run opened beside this device's: its predictions (peak / stride) as a dashed line of its own,
        // named in the legend, its ratio to the measured in the tooltip.
        ThroughputChart chart;
        chart.resize(1200, 800);
        chart.setSeries(sweep("laptop", 0, 8));
        chart.setParameter("stride", "elements");
        ResultFile gpu = sweep("H200", 4800000, 4000); // measured 4000 / stride, model 4800 / stride
        gpu.points[3].prediction = std::nullopt;       // stride 8: no prediction stored
        chart.addOverlay(gpu, QStringLiteral("H200"));
        QVERIFY(chart.overlayModels()); // on by default
        QCOMPARE(ys(chart.chart(), "overlayModel0"), (QList<double>{4800, 2400, 1200}));
        QVERIFY(named(chart.chart(), "overlayModel0")->isVisible());
        QCOMPARE(named(chart.chart(), "overlayModel0")->pen().style(), Qt::DashLine);
        QCOMPARE(named(chart.chart(), "overlayModel0")->pen().color(),
                 named(chart.chart(), "overlayMarkers0")->color());
        QVERIFY(legendHas(chart, QStringLiteral("model: H200")));
        // The axes are rebuilt when the overlays change: read the current one each time.
        auto yMax = [&] { return qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Vertical).front())->max(); };
        QVERIFY2(yMax() >= 4800, qPrintable(QString::number(yMax())));
        const QString tip = chart.describeOverlayPoint(0, 1);
        QVERIFY2(tip.contains(QStringLiteral("measured 2000.0 GB/s")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("model 2400.0 GB/s = 1.20 x the measured")), qPrintable(tip));
        QVERIFY2(!chart.describeOverlayPoint(0, 3).contains(QStringLiteral("model")),
                 qPrintable(chart.describeOverlayPoint(0, 3)));

        // In % of each device's peak: the model as a share of its own device's peak (4800 GB/s).
        chart.setPercentOfPeak(true);
        QCOMPARE(ys(chart.chart(), "overlayModel0"), (QList<double>{100, 50, 25}));
        chart.setPercentOfPeak(false);

        // Off: no line, no legend entry, and its predictions no longer set the y range (a model far above every
        // measurement would otherwise squeeze the drawn lines into the bottom of the chart).
        ResultFile high = sweep("H200", 4800000, 400); // measured 400 / stride, model 4800 / stride
        chart.clearOverlays();
        chart.addOverlay(high, QStringLiteral("H200"));
        QVERIFY2(yMax() >= 4800, qPrintable(QString::number(yMax())));
        chart.overlayModelsAction()->trigger();
        QVERIFY(!chart.overlayModels());
        QVERIFY(named(chart.chart(), "overlayModel0")->points().isEmpty());
        QVERIFY(!named(chart.chart(), "overlayModel0")->isVisible());
        QVERIFY(!legendHas(chart, QStringLiteral("model: H200")));
        QVERIFY(legendHas(chart, QStringLiteral("H200")));
        QVERIFY2(yMax() < 1000, qPrintable(QString::number(yMax())));
        QCOMPARE(ys(chart.chart(), "overlayMarkers0"), (QList<double>{400, 200, 100, 50}));
        // The tooltip still tells what the model said.
        QVERIFY(chart.describeOverlayPoint(0, 0).contains(QStringLiteral("model 4800.0 GB/s = 12.00 x")));
    }

    void aShippedReferenceShowsNoStaleModel()
    {
        // The H100 references in the app were predicted by the model of their day: measurements only.
        ThroughputChart chart;
        chart.resize(1200, 800);
        chart.setSeries(sweep("laptop", 0, 8));
        chart.setParameter("stride", "elements");
        ChartSeries reference = chartSeries(sweep("H100", 3350000, 3000), QStringLiteral("H100 reference"));
        reference.reference = true;
        chart.setOverlays({reference});
        QVERIFY(chart.overlayModels());
        QVERIFY(named(chart.chart(), "overlayModel0")->points().isEmpty());
        QVERIFY(!legendHas(chart, QStringLiteral("model: H100")));
        QVERIFY(!chart.describeOverlayPoint(0, 0).contains(QStringLiteral("model")));
        QCOMPARE(ys(chart.chart(), "overlayMarkers0"), (QList<double>{3000, 1500, 750, 375}));
    }

    void anOverlaysAnchoredModelSaysSo()
    {
        // A run without the device's peak: relative predictions, anchored at the point they rate best.
        ThroughputChart chart;
        chart.resize(1200, 800);
        chart.setSeries(sweep("new GPU", 200000, 180));
        chart.setParameter("stride", "elements");
        chart.addOverlay(sweep("laptop", 0, 8), QStringLiteral("laptop"));
        QCOMPARE(ys(chart.chart(), "overlayModel0"), (QList<double>{8, 4, 2, 1}));
        const QString tip = chart.describeOverlayPoint(0, 2);
        QVERIFY2(
            tip.contains(QStringLiteral("model 2.0 GB/s (relative 0.250, anchored) = 1.00 x the measured")),
            qPrintable(tip));
    }

    void windowKeepsTheOverlaysModelsChoice()
    {
        {
            MainWindow w(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
            QVERIFY(w.chart()->overlayModels()); // the first run: shown
            QMenu* view = nullptr;
            for (QAction* top : w.menuBar()->actions())
                if (top->menu() && top->menu()->actions().contains(w.chart()->overlayModelsAction()))
                    view = top->menu();
            QVERIFY(view);
            w.chart()->overlayModelsAction()->trigger();
            QVERIFY(!w.chart()->overlayModels());
        }
        {
            MainWindow w(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
            QVERIFY(!w.chart()->overlayModels());
            QVERIFY(!w.chart()->overlayModelsAction()->isChecked());
            w.chart()->overlayModelsAction()->trigger();
        }
        MainWindow w(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        QVERIFY(w.chart()->overlayModels());
    }

    void screenshots()
    {
        const QString folder = qEnvironmentVariable("COALESCE_SHOTS");
        if (folder.isEmpty())
            QSKIP("set COALESCE_SHOTS=folder to write screenshots");
        ThroughputChart chart;
        chart.resize(1024, 600);
        chart.setSeries(sweep("new GPU", 200000, 180));
        chart.setParameter("stride", "elements");
        chart.setCurrentX("2");
        chart.addOverlay(sweep("old GPU", 50000, 40), QStringLiteral("old GPU"));
        chart.addOverlay(sweep("laptop", 0, 8), QStringLiteral("laptop, no profile"));
        chart.setPercentOfPeak(true);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCoreApplication::processEvents();
        QVERIFY(chart.grab().save(folder + "/chart-peak-widget.png"));
        QString error;
        QVERIFY(chart.exportPng(folder + "/chart-peak.png", &error, QSize(1600, 900)));
    }
};

QTEST_MAIN(TestChartPeak)
#include "test_chartpeak.moc"
