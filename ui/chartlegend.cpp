// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chartlegend.h"

#include "ui/palette.h"

#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace coalesce::ui {

LegendLayout layoutLegend(const std::vector<LegendEntry>& entries, const QFont& font, double width,
                          double maxHeight, bool column)
{
    LegendLayout out;
    const QFontMetricsF metrics(font);
    const double em = metrics.height();
    const double swatch = 2.2 * em;
    const double gap = 0.4 * em;
    const double spacing = 1.2 * em;
    const double rowGap = 0.2 * em;
    width = std::max(width, swatch + gap + 4 * em); // never narrower than a few characters

    double x = 0, y = 0, rowHeight = 0, widest = 0;
    auto place = [&](int index, const QString& text) {
        const double natural = metrics.horizontalAdvance(text) + 1;
        const double entryWidth = swatch + gap + std::min(natural, width - swatch - gap);
        if (x > 0 && (column || x + entryWidth > width)) { // the next row
            y += rowHeight + rowGap;
            x = 0;
            rowHeight = 0;
        }
        const double room = width - x - swatch - gap;
        int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
        QRectF box = metrics.boundingRect(QRectF(0, 0, room, 1e6), flags, text);
        if (box.width() > room + 0.5) { // one word longer than the row (a path): break it anywhere
            flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWrapAnywhere;
            box = metrics.boundingRect(QRectF(0, 0, room, 1e6), flags, text);
        }
        const double height = std::max(em, box.height());
        if (y > 0 && x == 0 && y + height > maxHeight)
            return false;
        LegendLayout::Item item;
        item.entry = index;
        item.text = text;
        item.swatch = QRectF(x, y + (em - 0.8 * em) / 2, swatch, 0.8 * em);
        item.textBox = QRectF(x + swatch + gap, y, std::min(room, box.width() + 1), height);
        item.flags = flags;
        out.items.push_back(item);
        x += swatch + gap + item.textBox.width() + spacing;
        widest = std::max(widest, item.textBox.right());
        rowHeight = std::max(rowHeight, height);
        return true;
    };
    for (size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].text.trimmed().isEmpty())
            continue;
        if (!place(int(i), entries[i].text)) {
            for (size_t j = i; j < entries.size(); ++j)
                out.omitted += entries[j].text.trimmed().isEmpty() ? 0 : 1;
            break;
        }
    }
    if (out.omitted > 0) {
        // The note goes on the last row when it fits, else on a row of its own (a little past maxHeight).
        const QString note = QCoreApplication::translate("coalesce::ui::ThroughputChart",
                                                         "and %n more (see Overlays)", nullptr, out.omitted);
        const double maxHeightSaved = maxHeight;
        maxHeight = 1e9;
        place(-1, note);
        maxHeight = maxHeightSaved;
    }
    if (!out.items.empty())
        out.rows = 1;
    for (size_t i = 1; i < out.items.size(); ++i)
        out.rows += out.items[i].textBox.top() > out.items[i - 1].textBox.top() ? 1 : 0;
    out.size = out.items.empty() ? QSizeF(0, 0) : QSizeF(widest, y + rowHeight);
    return out;
}

ChartLegend::ChartLegend(QChart* chart, const QMargins& base)
    : QGraphicsObject(chart), m_chart(chart), m_base(base)
{
    setObjectName(QStringLiteral("legend"));
    setZValue(6); // over the series
    setAcceptedMouseButtons(Qt::NoButton);
    connect(chart, &QGraphicsWidget::geometryChanged, this, &ChartLegend::relayout);
    connect(chart, &QChart::plotAreaChanged, this, &ChartLegend::relayout);
    relayout();
}

void ChartLegend::setEntries(const std::vector<LegendEntry>& entries, const QFont& font, Place place)
{
    if (entries == m_entries && font == m_font && place == m_place)
        return;
    m_entries = entries;
    m_font = font;
    m_place = place;
    relayout();
}

void ChartLegend::relayout()
{
    const QSizeF chart = m_chart->size();
    const double em = QFontMetricsF(m_font).height();
    QMargins margins = m_base;
    LegendLayout next;
    if (m_place == Place::Right) {
        // A column of at most a third of the width, as tall as the plot may be.
        const double width = std::max(8 * em, chart.width() / 3 - m_base.right());
        next = layoutLegend(m_entries, m_font, width, std::max(2 * em, chart.height() - 2 * em), true);
        if (!next.items.empty())
            margins.setRight(m_base.right() + int(std::ceil(next.size.width() + 0.8 * em)));
    } else {
        // Under the plot, at most 40 % of the chart's height; the rest is counted in a note.
        const double width = chart.width() - m_base.left() - m_base.right();
        next = layoutLegend(m_entries, m_font, width, std::max(em, 0.4 * chart.height()), false);
        if (!next.items.empty())
            margins.setBottom(m_base.bottom() + int(std::ceil(next.size.height() + 0.4 * em)));
    }
    const bool changed = next.size != m_layout.size || next.items.size() != m_layout.items.size();
    if (changed)
        prepareGeometryChange();
    m_layout = std::move(next);
    if (m_chart->margins() != margins)
        m_chart->setMargins(margins);
    if (m_place == Place::Right)
        setPos(chart.width() - margins.right() + 0.8 * em,
               std::max(double(m_base.top()), m_chart->plotArea().top()));
    else
        setPos(m_base.left(), chart.height() - m_base.bottom() - m_layout.size.height());
    update();
}

void ChartLegend::paintSwatch(QPainter& painter, const LegendEntry& entry, const QRectF& box, double lineWidth)
{
    const QPointF c = box.center();
    if (entry.marker == LegendEntry::Marker::Box) {
        painter.setPen(QPen(entry.colour.darker(130), 1));
        painter.setBrush(entry.colour);
        painter.drawRect(box.adjusted(box.width() * 0.15, 0, -box.width() * 0.15, 0));
        return;
    }
    if (entry.line != Qt::NoPen) {
        painter.setPen(QPen(entry.colour, lineWidth, entry.line, Qt::FlatCap));
        painter.drawLine(QPointF(box.left(), c.y()), QPointF(box.right(), c.y()));
    }
    const double r = box.height() * 0.45;
    painter.setPen(QPen(entry.colour.darker(130), 1));
    painter.setBrush(entry.colour);
    QPolygonF polygon;
    auto regular = [&](int corners, double inner) {
        const int n = inner > 0 ? 2 * corners : corners;
        for (int i = 0; i < n; ++i) {
            const double a = -M_PI / 2 + 2 * M_PI * i / n;
            const double radius = (inner > 0 && i % 2 == 1) ? r * inner : r;
            polygon << c + QPointF(radius * std::cos(a), radius * std::sin(a));
        }
    };
    switch (entry.marker) {
    case LegendEntry::Marker::None:
    case LegendEntry::Marker::Box:
        return;
    case LegendEntry::Marker::Circle:
        painter.drawEllipse(c, r * 0.8, r * 0.8);
        return;
    case LegendEntry::Marker::Ring:
        painter.setPen(QPen(entry.colour, std::max(2.0, lineWidth)));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(c, r, r);
        return;
    case LegendEntry::Marker::Square:
        painter.drawRect(QRectF(c - QPointF(r * 0.75, r * 0.75), QSizeF(1.5 * r, 1.5 * r)));
        return;
    case LegendEntry::Marker::Diamond:
        regular(4, 0);
        break;
    case LegendEntry::Marker::Triangle:
        regular(3, 0);
        break;
    case LegendEntry::Marker::Pentagon:
        regular(5, 0);
        break;
    case LegendEntry::Marker::Star:
        regular(5, 0.45);
        break;
    }
    painter.drawPolygon(polygon);
}

void ChartLegend::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setFont(m_font);
    const double lineWidth = std::max(1.5, 0.2 * QFontMetricsF(m_font).height());
    for (const LegendLayout::Item& item : m_layout.items) {
        if (item.entry >= 0 && item.entry < int(m_entries.size()))
            paintSwatch(*painter, m_entries[size_t(item.entry)], item.swatch, lineWidth);
        painter->setPen(palette::ink());
        painter->drawText(item.textBox, item.flags, item.text);
    }
    painter->restore();
}

} // namespace coalesce::ui
