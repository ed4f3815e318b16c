// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chartstacks.h"

#include <QChart>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <set>

namespace coalesce::ui {

ChartStacks::ChartStacks(QChart* chart, QAbstractSeries* anchor)
    : QGraphicsObject(chart), m_chart(chart), m_anchor(anchor)
{
    setObjectName(QStringLiteral("stacks"));
    setZValue(2.6); // over the grid and the band, under the axes and the series
    setAcceptedMouseButtons(Qt::NoButton);
    connect(chart, &QChart::plotAreaChanged, this, &ChartStacks::relayout);
    relayout();
}

void ChartStacks::setGroups(const std::vector<StackGroup>& groups)
{
    if (groups == m_groups)
        return;
    m_groups = groups;
    update();
}

QColor ChartStacks::hostColour(const QColor& kernel)
{
    QColor c = kernel.lighter(165);
    c.setAlpha(150);
    return c;
}

// The pixel width one x value gets: 70 % of the smallest gap between neighbouring x values (a single x: a
// fifth of the plot).
double ChartStacks::slotWidth() const
{
    std::set<double> pixels;
    for (const StackGroup& g : m_groups)
        for (const StackBar& b : g.bars)
            pixels.insert(m_chart->mapToPosition(QPointF(b.x, 0), m_anchor).x());
    double gap = m_rect.width() / 5;
    for (auto it = pixels.begin(); it != pixels.end() && std::next(it) != pixels.end(); ++it)
        gap = std::min(gap, *std::next(it) - *it);
    return std::max(2.0, 0.7 * gap);
}

std::pair<QRectF, QRectF> ChartStacks::barRects(size_t group, size_t bar) const
{
    if (group >= m_groups.size() || bar >= m_groups[group].bars.size())
        return {};
    const StackBar& b = m_groups[group].bars[bar];
    const double slot = slotWidth();
    const double width = slot / double(m_groups.size());
    const QPointF base = m_chart->mapToPosition(QPointF(b.x, 0), m_anchor);
    const double left = base.x() - slot / 2 + width * double(group);
    const double kernelTop = m_chart->mapToPosition(QPointF(b.x, b.kernel), m_anchor).y();
    const double top = m_chart->mapToPosition(QPointF(b.x, std::max(b.total, b.kernel)), m_anchor).y();
    const double bottom = std::min(base.y(), m_rect.bottom());
    return {QRectF(QPointF(left, kernelTop), QPointF(left + width, bottom)).normalized(),
            QRectF(QPointF(left, top), QPointF(left + width, kernelTop)).normalized()};
}

void ChartStacks::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->save();
    painter->setClipRect(m_rect);
    for (size_t g = 0; g < m_groups.size(); ++g) {
        const QColor kernel = m_groups[g].colour;
        for (size_t i = 0; i < m_groups[g].bars.size(); ++i) {
            const auto [low, high] = barRects(g, i);
            painter->setPen(QPen(kernel.darker(140), 1));
            painter->setBrush(hostColour(kernel));
            painter->drawRect(high);
            painter->setBrush(kernel);
            painter->drawRect(low);
        }
    }
    painter->restore();
}

void ChartStacks::relayout()
{
    prepareGeometryChange();
    m_rect = m_chart->plotArea();
    update();
}

} // namespace coalesce::ui
