// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Stacked bars of the throughput chart for lessons timed on the host as well as by the kernel's events
// (transfer.zerocopy): per point, the kernel's time at the bottom and the rest of the host's wall time (fill,
// copy or map, wait) on top, so the two are seen apart instead of as one number. Several series (the
// measurement, overlays) stand side by side at each x. Drawn by hand like ChartBand, mapped through an
// anchor series so categories, log and linear axes all work. Part of the Qt Charts adapter.
#include <QColor>
#include <QGraphicsObject>
#include <QList>
#include <QRectF>

#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
QT_END_NAMESPACE

namespace coalesce::ui {

struct StackBar {
    double x = 0;      ///< in axis values
    double kernel = 0; ///< bottom part, in the y axis' unit
    double total = 0;  ///< top of the bar (host wall time), >= kernel
};

struct StackGroup {
    QColor colour; ///< the kernel part; the host part is a light tint of it
    std::vector<StackBar> bars;
    bool operator==(const StackGroup& o) const
    {
        if (colour != o.colour || bars.size() != o.bars.size())
            return false;
        for (size_t i = 0; i < bars.size(); ++i)
            if (bars[i].x != o.bars[i].x || bars[i].kernel != o.bars[i].kernel ||
                bars[i].total != o.bars[i].total)
                return false;
        return true;
    }
};

class ChartStacks : public QGraphicsObject {
public:
    /// A child of `chart`, mapped through `anchor`'s axes; object name "stacks".
    ChartStacks(QChart* chart, QAbstractSeries* anchor);
    void setGroups(const std::vector<StackGroup>& groups);
    const std::vector<StackGroup>& groups() const { return m_groups; }
    /// The drawn rectangles of group `group`, bar `bar`: kernel part and host part, in chart coordinates.
    std::pair<QRectF, QRectF> barRects(size_t group, size_t bar) const;
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override;
    /// The host part's colour for a kernel colour.
    static QColor hostColour(const QColor& kernel);

private:
    void relayout();
    double slotWidth() const;

    QChart* m_chart;
    QAbstractSeries* m_anchor;
    std::vector<StackGroup> m_groups;
    QRectF m_rect;
};

} // namespace coalesce::ui
