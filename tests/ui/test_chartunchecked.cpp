// SPDX-License-Identifier: GPL-3.0-or-later
// The throughput chart's "not checked" points (issue 13): a measured point whose outputs were compared with
// nothing is drawn as a hollow ring over the median line, named in the legend and the tooltip, in the widget
// and in its exports; a checked point keeps its filled marker.
#include "ui/chartdata.h"
#include "ui/chartlegend.h"
#include "ui/palette.h"
#include "ui/throughputchart.h"

#include <QChart>
#include <QChartView>
#include <QFile>
#include <QImage>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QtTest>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

PointResult point(const std::string& value, double gbs, bool checked)
{
    PointResult p;
    p.sweptValue = value;
    p.timing.reps = 20;
    p.ebGBs = gbs;
    p.ebP10GBs = gbs * 0.9;
    p.ebP90GBs = gbs * 1.05;
    p.validation.passed = true;
    p.validation.checked = checked ? 4096 : 0;
    p.validation.method = checked ? ValidationMethod::CompareDevices : ValidationMethod::NotChecked;
    return p;
}

ResultFile sweep(bool secondChecked)
{
    ResultFile f;
    f.lesson = "custom:copy.cl";
    f.sweptParam = "n";
    f.device = Json{{"name", "pthread-test"}};
    f.points = {point("1", 100, true), point("2", 300, secondChecked), point("3", 200, true)};
    return f;
}

QScatterSeries* rings(QChart* chart)
{
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == QLatin1String("unchecked"))
            return qobject_cast<QScatterSeries*>(s);
    return nullptr;
}

QStringList legendTexts(const ThroughputChart& chart)
{
    QStringList out;
    for (const LegendEntry& e : chart.legend()->entries())
        out << e.text;
    return out;
}

} // namespace

class TestChartUnchecked : public QObject {
    Q_OBJECT

private slots:
    void pointsKnowTheirStatus()
    {
        const ChartSeries series = chartSeries(sweep(false));
        QCOMPARE(int(series.points.size()), 3);
        QVERIFY(!series.points[0].notChecked);
        QVERIFY(series.points[1].notChecked);
        QVERIFY(series.points[1].measured); // measured all the same: on the line, with its band
        // A point of an older file (no method): passed with nothing compared is not checked too.
        PointResult old = point("4", 50, false);
        old.validation.method = ValidationMethod::HostReference;
        QVERIFY(chartPoint(old).notChecked);
        PointResult failed = point("5", 0, false);
        failed.skipped = "double not supported";
        QVERIFY(!chartPoint(failed).notChecked); // skipped, not "not checked"
    }

    void hollowRingLegendAndTooltip()
    {
        ThroughputChart chart;
        chart.resize(900, 500);
        chart.setSeries(sweep(false));
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCoreApplication::processEvents();
        QScatterSeries* ring = rings(chart.chart());
        QVERIFY(ring);
        QCOMPARE(ring->count(), 1);
        QCOMPARE(ring->at(0), QPointF(2, 300));
        QVERIFY(ring->isVisible());
        QVERIFY(legendTexts(chart).contains("not checked (outputs compared with nothing)"));
        QVERIFY2(chart.describePoint(1).contains("not checked"), qPrintable(chart.describePoint(1)));
        QVERIFY(!chart.describePoint(0).contains("not checked"));

        // Pixels: the ring's centre shows the page, a checked point's centre its filled blue marker.
        auto* view = chart.findChild<QChartView*>();
        QVERIFY(view);
        const QImage image = view->grab().toImage();
        auto centre = [&](const QPointF& value) {
            const QPointF scene = chart.chart()->mapToScene(chart.chart()->mapToPosition(value, ring));
            return image.pixelColor(view->mapFromScene(scene) * image.devicePixelRatio());
        };
        const QColor hollow = centre(QPointF(2, 300));
        const QColor filled = centre(QPointF(3, 200));
        const QColor blue = palette::seriesColour(0);
        QVERIFY2(hollow.blue() > 200 && hollow.red() > 200 && hollow.green() > 200, qPrintable(hollow.name()));
        QVERIFY2(std::abs(filled.red() - blue.red()) < 60 && filled.blue() > filled.red(),
                 qPrintable(filled.name()));

        // Every point checked: no ring, no legend entry.
        chart.setSeries(sweep(true));
        QCoreApplication::processEvents();
        QCOMPARE(rings(chart.chart())->count(), 0);
        QVERIFY(!legendTexts(chart).contains("not checked (outputs compared with nothing)"));
    }

    void liveSweepMarksUncheckedPoints()
    {
        ThroughputChart chart;
        chart.setParameter("n", "");
        chart.appendPoint(point("1", 100, true));
        QCOMPARE(rings(chart.chart())->count(), 0);
        chart.appendPoint(point("2", 150, false));
        QCOMPARE(rings(chart.chart())->count(), 1);
    }

    void exportsCarryTheMarker()
    {
        QTemporaryDir dir;
        ThroughputChart chart;
        chart.resize(900, 600);
        chart.setSeries(sweep(false));
        QString error;
        QVERIFY2(chart.exportSvg(dir.filePath("u.svg"), &error, QSize(1200, 700)), qPrintable(error));
        QFile svg(dir.filePath("u.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray text = svg.readAll();
        QVERIFY(text.contains("not checked"));
        QVERIFY2(chart.exportPng(dir.filePath("u.png"), &error, QSize(1200, 700)), qPrintable(error));
        chart.setSeries(sweep(true));
        QVERIFY2(chart.exportPng(dir.filePath("c.png"), &error, QSize(1200, 700)), qPrintable(error));
        QVERIFY2(chart.exportSvg(dir.filePath("c.svg"), &error, QSize(1200, 700)), qPrintable(error));
        QFile checkedSvg(dir.filePath("c.svg"));
        QVERIFY(checkedSvg.open(QIODevice::ReadOnly));
        QVERIFY(!checkedSvg.readAll().contains("not checked"));
        QVERIFY(QImage(dir.filePath("u.png")) != QImage(dir.filePath("c.png")));
    }
};

QTEST_MAIN(TestChartUnchecked)
#include "test_chartunchecked.moc"
