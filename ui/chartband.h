// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The p10-p90 band of the throughput chart, drawn by hand under the series. Qt Charts' QAreaSeries fills its
// outline antialiased, and the software rasterizer (offscreen, Xvfb, machines without GL) takes 6-25 ms per
// repaint for the spiky band of a bank-conflict sweep; the same polygon filled aliased takes under 1 ms, and at
// this alpha it looks the same under the antialiased median line. Mapped through the median series, so log
// axes and ranges follow. Part of the Qt Charts adapter.
#include <QBrush>
#include <QGraphicsObject>
#include <QList>
#include <QPointF>

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
QT_END_NAMESPACE

namespace coalesce::ui {

class ChartBand : public QGraphicsObject {
public:
    /// A child of `chart`, mapped through `anchor`'s axes; object name "band".
    ChartBand(QChart* chart, QAbstractSeries* anchor);
    /// The upper and lower edges at the same x values, left to right; fewer than two points draw nothing.
    void setData(const QList<QPointF>& upper, const QList<QPointF>& lower);
    void setBrush(const QBrush& brush) { m_brush = brush; }
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override;

private:
    void relayout();

    QChart* m_chart;
    QAbstractSeries* m_anchor;
    QList<QPointF> m_upper, m_lower;
    QBrush m_brush;
    QRectF m_rect;
};

} // namespace coalesce::ui
