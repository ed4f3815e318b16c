// SPDX-License-Identifier: GPL-3.0-or-later
// LessonPicture's painting (the data is lessonpicture.cpp's): every picture fills the width it is given, its
// text in the widget's own font, so it reads on a projector as well as the pattern above it.
#include "ui/lessonpicture.h"

#include "ui/palette.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace coalesce::ui {

namespace {

// A number centred in a cell when it fits there.
void cellText(QPainter& painter, const QRectF& cell, const QString& text, const QColor& background)
{
    if (QFontMetricsF(painter.font()).horizontalAdvance(text) + 2 > cell.width() ||
        QFontMetricsF(painter.font()).height() > cell.height() + 2)
        return;
    painter.setPen(palette::textOn(background));
    painter.drawText(cell, Qt::AlignCenter, text);
}

} // namespace

void LessonPicture::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette::background());
    const QFontMetricsF fm(font());
    const QRectF area = QRectF(rect()).adjusted(8, 4, -8, -fm.height() - 6);
    if (m_data.kind == LessonPictureData::Kind::ScanLevels ||
        m_data.kind == LessonPictureData::Kind::ResidentGroups)
        paintLevels(painter, area);
    else if (m_data.kind == LessonPictureData::Kind::MatrixTiles)
        paintMatrices(painter, area);
    else if (m_data.kind == LessonPictureData::Kind::WordReuse)
        paintReuse(painter, area);
    painter.setPen(palette::ink());
    const QString caption = fm.elidedText(m_data.caption, Qt::ElideRight, width() - 16);
    painter.drawText(QRectF(8, height() - fm.height() - 4, width() - 16, fm.height() + 2),
                     Qt::AlignLeft | Qt::AlignVCenter, caption);
}

void LessonPicture::paintLevels(QPainter& painter, const QRectF& area) const
{
    if (m_data.levels.empty())
        return;
    const QFontMetricsF fm(font());
    // Resident groups: heights stop at 16 (at 0-2 KiB other limits than local memory decide).
    const uint32_t cap = m_data.kind == LessonPictureData::Kind::ResidentGroups ? 16 : UINT32_MAX;
    uint32_t maxDegree = 1;
    for (const ScanLevelBar& bar : m_data.levels)
        maxDegree = std::max(maxDegree, std::min(cap, bar.degree));
    const double labelH = fm.height();
    const double chartH = std::max(10.0, area.height() - 2 * labelH);
    const double slot = area.width() / double(m_data.levels.size());
    const double barW = std::max(4.0, slot * 0.7);
    for (size_t i = 0; i < m_data.levels.size(); ++i) {
        const ScanLevelBar& bar = m_data.levels[i];
        const double h = chartH * double(std::min(cap, bar.degree)) / double(maxDegree);
        const double x = area.left() + slot * double(i) + (slot - barW) / 2;
        const QRectF r(x, area.top() + labelH + chartH - h, barW, h);
        if (int(i) == m_data.currentLevel)
            painter.fillRect(QRectF(area.left() + slot * double(i), area.top(), slot, area.height()),
                             palette::highlight());
        const bool groups = m_data.kind == LessonPictureData::Kind::ResidentGroups;
        // Scan: conflicts are bad; occupancy: more resident groups are good, few (< 4) poor.
        const bool bad = groups ? bar.degree < 4 : bar.degree > 1;
        painter.fillRect(r, bad ? palette::conflict() : palette::good());
        painter.setPen(palette::ink());
        painter.drawText(QRectF(x - 10, r.top() - labelH, barW + 20, labelH), Qt::AlignCenter,
                         groups ? QString::number(bar.degree) : tr("%1-way").arg(bar.degree));
        painter.drawText(QRectF(area.left() + slot * double(i), area.top() + labelH + chartH, slot, labelH),
                         Qt::AlignCenter, bar.label);
    }
}

void LessonPicture::paintMatrices(QPainter& painter, const QRectF& area) const
{
    const QFontMetricsF fm(font());
    const size_t count = m_data.matrices.size();
    if (count == 0)
        return;
    // Each matrix takes its share of the width, the grid the whole height under its title: cells may be wider
    // than tall (at most 3:1), so a column of A and a row of B are long, clear strokes.
    const double gap = fm.horizontalAdvance(QStringLiteral("0000"));
    const double tick = fm.horizontalAdvance(QStringLiteral("000")) + 4; // row numbers left of the grid
    const double boxW = (area.width() - gap * double(count - 1)) / double(count);
    const double gridTop = area.top() + fm.height() + 2;
    const double gridH = std::max(8.0, area.bottom() - gridTop);
    for (size_t i = 0; i < count; ++i) {
        const MatrixView& m = m_data.matrices[i];
        if (m.rows <= 0 || m.cols <= 0)
            continue;
        const double left = area.left() + double(i) * (boxW + gap);
        const double cellH = gridH / double(m.rows);
        const double cellW = std::min((boxW - tick) / double(m.cols), 3 * cellH);
        const QRectF grid(left + tick, gridTop, cellW * m.cols, cellH * m.rows);
        painter.setPen(palette::ink());
        painter.drawText(QRectF(left, area.top(), boxW, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                         fm.elidedText(tr("%1: rows %2-%3, columns %4-%5")
                                           .arg(m.name)
                                           .arg(m.firstRow)
                                           .arg(m.firstRow + m.rows - 1)
                                           .arg(m.firstCol)
                                           .arg(m.firstCol + m.cols - 1),
                                       Qt::ElideRight, boxW));
        painter.fillRect(grid, palette::emptyCell());
        // Row numbers every 8 rows (as many as fit the height).
        const int rowStep = std::max(8, int(std::ceil(fm.height() / cellH / 8)) * 8);
        for (int r = 0; r < m.rows; r += rowStep)
            painter.drawText(QRectF(left, grid.top() + r * cellH, tick - 4, fm.height()),
                             Qt::AlignRight | Qt::AlignTop, QString::number(m.firstRow + r));
        QRectF lit;
        for (const MatrixCell& c : m.cells) {
            const QRectF cell(grid.left() + (c.col - m.firstCol) * cellW,
                              grid.top() + (c.row - m.firstRow) * cellH, cellW, cellH);
            painter.fillRect(cell, palette::laneColour(c.lane));
            lit = lit.isNull() ? cell : lit.united(cell);
        }
        painter.setPen(QPen(palette::gridLine(), 0.5));
        for (int r = 0; r <= m.rows; r += 8)
            painter.drawLine(QPointF(grid.left(), grid.top() + r * cellH),
                             QPointF(grid.right(), grid.top() + r * cellH));
        for (int c = 0; c <= m.cols; c += 8)
            painter.drawLine(QPointF(grid.left() + c * cellW, grid.top()),
                             QPointF(grid.left() + c * cellW, grid.bottom()));
        // Segments (image.vs.buffer from a buffer): each run of cells one transaction moves.
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette::ink(), 1.5, Qt::DashLine));
        for (const QRect& run : m.outlines)
            painter.drawRect(QRectF(grid.left() + (run.x() - m.firstCol) * cellW,
                                    grid.top() + (run.y() - m.firstRow) * cellH, run.width() * cellW,
                                    run.height() * cellH)
                                 .adjusted(1, 1, -1, -1));
        if (!lit.isNull()) { // what the SIMD group reads, outlined so that a single cell shows too
            painter.setPen(QPen(palette::ink(), 2));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(lit.adjusted(-1, -1, 1, 1));
        }
    }
}

void LessonPicture::paintReuse(QPainter& painter, const QRectF& area) const
{
    if (m_data.words.empty())
        return;
    const QFontMetricsF fm(font());
    const QString globalLabel = tr("in[] (global)");
    const QString tileLabel = tr("tile (local)");
    const double labelW = std::max(fm.horizontalAdvance(globalLabel), fm.horizontalAdvance(tileLabel)) + 10;
    const int rows = m_data.tile ? 2 : 1;
    const double arrowGap = m_data.tile ? std::max(12.0, fm.height()) : 0;
    const double tickH = fm.height();
    const double rowH = std::min(2.2 * fm.height(), (area.height() - tickH - arrowGap) / rows);
    const double cellW = (area.width() - labelW) / double(m_data.words.size());
    const double top = area.top() + std::max(0.0, (area.height() - tickH - arrowGap - rows * rowH) / 2);
    const QRectF globalRow(area.left() + labelW, top, cellW * double(m_data.words.size()), rowH);
    const QRectF tileRow = globalRow.translated(0, rowH + arrowGap);
    painter.setPen(palette::ink());
    painter.drawText(QRectF(area.left(), globalRow.top(), labelW - 6, rowH), Qt::AlignRight | Qt::AlignVCenter,
                     globalLabel);
    if (m_data.tile)
        painter.drawText(QRectF(area.left(), tileRow.top(), labelW - 6, rowH),
                         Qt::AlignRight | Qt::AlignVCenter, tileLabel);
    for (size_t i = 0; i < m_data.words.size(); ++i) {
        const WordUse& w = m_data.words[i];
        const QRectF g(globalRow.left() + cellW * double(i), globalRow.top(), cellW, rowH);
        // One global read per word is what the tile buys; more are the repeats it saves.
        const QColor gc = w.globalReads == 0   ? palette::emptyCell()
                          : w.globalReads == 1 ? palette::good()
                                               : palette::conflict();
        painter.fillRect(g, gc);
        cellText(painter, g, QString::number(w.globalReads), gc);
        if (m_data.tile) {
            const QRectF t(tileRow.left() + cellW * double(i), tileRow.top(), cellW, rowH);
            const QColor tc = w.tileReads > 0 ? palette::broadcast() : palette::emptyCell();
            painter.fillRect(t, tc);
            cellText(painter, t, QString::number(w.tileReads), tc);
            if (w.filled && cellW >= 4) { // the copy: one arrow from the word to its tile cell
                const double x = g.center().x();
                painter.setPen(QPen(palette::ink(), 1));
                painter.drawLine(QPointF(x, g.bottom() + 1), QPointF(x, t.top() - 3));
                QPainterPath head;
                head.moveTo(x - 3, t.top() - 6);
                head.lineTo(x + 3, t.top() - 6);
                head.lineTo(x, t.top() - 1);
                head.closeSubpath();
                painter.fillPath(head, palette::ink());
            }
        }
    }
    painter.setPen(QPen(palette::gridLine(), 0.5));
    for (size_t i = 0; i <= m_data.words.size(); ++i) {
        const double x = globalRow.left() + cellW * double(i);
        painter.drawLine(QPointF(x, globalRow.top()), QPointF(x, globalRow.bottom()));
        if (m_data.tile)
            painter.drawLine(QPointF(x, tileRow.top()), QPointF(x, tileRow.bottom()));
    }
    // Word numbers under the last row, every 1, 2, 4, 8 ... words, as often as they fit.
    const QRectF lastRow = m_data.tile ? tileRow : globalRow;
    size_t every = 1;
    while (double(every) * cellW < fm.horizontalAdvance(QStringLiteral("0000")) && every < 64)
        every *= 2;
    painter.setPen(palette::ink());
    for (size_t i = 0; i < m_data.words.size(); i += every) {
        const QRectF cell(lastRow.left() + cellW * double(i) - cellW * 2, lastRow.bottom(), cellW * 5, tickH);
        painter.drawText(cell, Qt::AlignHCenter | Qt::AlignTop, QString::number(m_data.words[i].word));
    }
}

} // namespace coalesce::ui
