// SPDX-License-Identifier: GPL-3.0-or-later
// The chart's axis arithmetic alone (no widget): ranges, log 2 or linear, whole-number ticks, the y maximum,
// and the hard limits a crafted result file meets (swept values 1 and 1e16, +-1e308, NaN, infinities).
#include "ui/chartaxes.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace coalesce::ui;

namespace {

ChartAxesInput input(std::initializer_list<double> xs, std::initializer_list<double> ys, bool log2 = false)
{
    ChartAxesInput in;
    in.log2 = log2;
    for (double x : xs) {
        in.xs.add(x, ChartAxes::kMaxX);
        in.integers = in.integers && (!std::isfinite(x) || x == std::round(x));
    }
    for (double y : ys)
        in.ys.add(y, ChartAxes::kMaxY);
    return in;
}

void verifySane(const ChartAxes& a)
{
    QVERIFY(std::isfinite(a.xlo) && std::isfinite(a.xhi) && std::isfinite(a.ymax));
    QVERIFY(a.xlo < a.xhi);
    QVERIFY(a.ymax > 0);
    QVERIFY(a.yTicks >= 2 && a.yTicks <= ChartAxes::kMaxTicks);
    if (a.xStep > 0)
        QVERIFY(ChartAxes::tickCount(a.xlo, a.xhi, a.xStep) <= ChartAxes::kMaxXTicks + 1);
}

} // namespace

class TestChartAxes : public QObject {
    Q_OBJECT

private slots:
    void strideSweepOnLog2()
    {
        const ChartAxes a = ChartAxes::compute(input({1, 2, 4, 64}, {400, 10}, true));
        QVERIFY(a.log2);
        QCOMPARE(a.xlo, 1 / 1.25);
        QCOMPARE(a.xhi, 64 * 1.25);
        QCOMPARE(a.xStep, 0.0);
        QCOMPARE(a.ymax, 500.0); // 416 rounded up in steps of 100
        QCOMPARE(a.yTicks, 6);
    }

    void integerParameterGetsWholeTicksPaddedByHalfAStep()
    {
        const ChartAxes a = ChartAxes::compute(input({0, 1, 2, 3, 4, 5, 6, 7}, {12}));
        QVERIFY(!a.log2);
        QCOMPARE(a.xStep, 1.0);
        QCOMPARE(a.xlo, -0.5);
        QCOMPARE(a.xhi, 7.5);
        const ChartAxes wide = ChartAxes::compute(input({0, 100}, {12}));
        QCOMPARE(wide.xStep, 20.0);
        verifySane(wide);
    }

    void fractionsArePaddedByFourPercent()
    {
        const ChartAxes a = ChartAxes::compute(input({0.5, 1.5}, {1}));
        QCOMPARE(a.xStep, 0.0);
        QCOMPARE(a.xlo, 0.5 - 0.04);
        QCOMPARE(a.xhi, 1.5 + 0.04);
    }

    void categoriesAndEmptyData()
    {
        ChartAxesInput in;
        in.numeric = false;
        in.categories = 3;
        const ChartAxes a = ChartAxes::compute(in);
        QCOMPARE(a.xlo, -0.5);
        QCOMPARE(a.xhi, 2.5);
        const ChartAxes empty = ChartAxes::compute(ChartAxesInput{});
        verifySane(empty);
        QCOMPARE(empty.ymax, 1.0);
    }

    void hugeIntegerSpanKeepsFewTicks()
    {
        // Issue 8: swept values 1 and 1e16 made the step 1 (1e16 ticks, gigabytes of memory).
        const ChartAxes a = ChartAxes::compute(input({1, 1e16}, {5}));
        verifySane(a);
        QVERIFY(a.xStep >= 1e14);
        QVERIFY(a.xhi <= 2 * ChartAxes::kMaxX);
        QVERIFY(ChartAxes::integerStep(0, 1e300, 9) >= 1e299);
        QVERIFY(ChartAxes::tickCount(0, 1e300, ChartAxes::integerStep(0, 1e300, 9)) <= 9);
    }

    void extremeAndNonFiniteValuesAreClampedOrIgnored()
    {
        // Issue 8: +-1e308 crashed the chart.
        const double inf = std::numeric_limits<double>::infinity();
        const double nan = std::numeric_limits<double>::quiet_NaN();
        for (const ChartAxesInput& in :
             {input({-1e308, 1e308}, {1e308, -1e308}), input({nan, inf, -inf}, {nan, inf}),
              input({1e308}, {1e300}), input({1e-300, 1e300}, {1}, true), input({-1e308, 4}, {2})}) {
            const ChartAxes a = ChartAxes::compute(in);
            verifySane(a);
            QVERIFY(std::abs(a.xlo) <= 2 * ChartAxes::kMaxX && std::abs(a.xhi) <= 2 * ChartAxes::kMaxX);
            QVERIFY(a.ymax <= 2 * ChartAxes::kMaxY);
        }
        QCOMPARE(ChartAxes::clamp(1e308, ChartAxes::kMaxX), ChartAxes::kMaxX);
        QCOMPARE(ChartAxes::clamp(-inf, ChartAxes::kMaxX), -ChartAxes::kMaxX);
        QCOMPARE(ChartAxes::clamp(nan, ChartAxes::kMaxX), 0.0);
    }

    void aLog2AxisTooWideIsDrawnLinearly()
    {
        const ChartAxes a = ChartAxes::compute(input({1e-300, 1e300}, {1}, true));
        QVERIFY(!a.log2); // 2000 octaves would be 2000 ticks
        const ChartAxes ok = ChartAxes::compute(input({1, 1024.0 * 1024 * 1024}, {1}, true));
        QVERIFY(ok.log2);
    }

    void niceMaximumHandlesEverything()
    {
        QCOMPARE(ChartAxes::niceMaximum(416), (std::pair<double, int>(500, 6)));
        QCOMPARE(ChartAxes::niceMaximum(1), (std::pair<double, int>(1, 6)));
        QCOMPARE(ChartAxes::niceMaximum(0), (std::pair<double, int>(1, 2)));
        QCOMPARE(ChartAxes::niceMaximum(std::numeric_limits<double>::infinity()),
                 (std::pair<double, int>(1, 2)));
        QVERIFY(ChartAxes::niceMaximum(1e300).second <= ChartAxes::kMaxTicks);
        QVERIFY(std::isfinite(ChartAxes::niceMaximum(1.7e308).first));
    }
};

QTEST_MAIN(TestChartAxes)
#include "test_chartaxes.moc"
