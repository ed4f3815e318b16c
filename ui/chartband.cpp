// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chartband.h"

#include <QChart>
#include <QPainter>

namespace coalesce::ui {

ChartBand::ChartBand(QChart* chart, QAbstractSeries* anchor)
    : QGraphicsObject(chart), m_chart(chart), m_anchor(anchor)
{
    setObjectName(QStringLiteral("band"));
    setZValue(2.5); // over the grid (2), under the axes (3) and the series (4)
    setAcceptedMouseButtons(Qt::NoButton);
    connect(chart, &QChart::plotAreaChanged, this, &ChartBand::relayout);
    relayout();
}

void ChartBand::setData(const QList<QPointF>& upper, const QList<QPointF>& lower)
{
    m_upper = upper;
    m_lower = lower;
    update(); // also after a range change: paint maps the values again
}

void ChartBand::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
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

void ChartBand::relayout()
{
    prepareGeometryChange();
    m_rect = m_chart->plotArea();
    update();
}

} // namespace coalesce::ui
