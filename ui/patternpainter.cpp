// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/patternpainter.h"

#include "ui/palette.h"
#include "ui/patternstrokes.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QStaticText>

#include <algorithm>
#include <cmath>

namespace coalesce::ui {
using namespace paint;
namespace {

// Labels on a row of equal slots `step` wide (or tall), each label needing `need`: every slot where they fit,
// else every 2nd, 4th … slot, up to `limit`.
size_t labelEvery(double step, double need, size_t limit)
{
    size_t every = 1;
    while (double(every) * step < need && every < limit)
        every *= 2;
    return every;
}

// The lanes' numbers: their size, the width each needs, and which lanes carry one.
struct LaneLabels {
    double px = 0;
    double width = 0;
    size_t every = 1;
};

// As large as a lane allows; with a text floor (presentation), never smaller than the floor, thinned instead.
LaneLabels laneLabels(const PatternLayout& l, double gap)
{
    LaneLabels out;
    if (l.laneRects.empty())
        return out;
    const double lane = l.laneRects.front().width() - 2 * gap; // the box drawn
    const QString widest = QString::number(l.laneRects.size() - 1);
    if (l.minText <= 0) {
        out.px = std::min(0.72 * l.font, lane / 1.5);
        out.width = lane;
        return out;
    }
    out.px = std::max(fitPixels(widest, 0.72 * l.font, lane - 2, true), l.minText);
    out.width = std::max(lane, QFontMetricsF(pixelFont(out.px, true)).horizontalAdvance(widest) + 1);
    out.every = labelEvery(l.laneRects.front().width(), out.width, l.laneRects.size());
    return out;
}

void drawCell(QPainter& p, const PatternScene& scene, const PatternLayout& l, int index)
{
    const SceneCell& cell = scene.cells[static_cast<size_t>(index)];
    const QRectF r = l.cellRects[static_cast<size_t>(index)];
    const double line = std::max(1.0, 0.05 * l.font);
    if (cell.state == CellState::Wasted) {
        p.fillRect(r, QColor(0xE4, 0xE4, 0xE4));
        stripes(p, r, palette::wasted(), std::max(4.0, 0.35 * l.font), std::max(1.0, 0.07 * l.font));
        p.setPen(QPen(palette::gridLine(), line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
        return;
    }
    if (cell.state != CellState::Used)
        return;
    QColor fill;
    QString text;
    if (scene.mode == PatternMode::Channels) {
        fill = channelFill(cell.value, maxCellValue(scene));
        text = QString::number(cell.value);
    } else if (cell.lane >= 0 && static_cast<size_t>(cell.lane) < scene.lanes.size()) {
        fill = laneFill(scene, cell.lane);
        text = QString::number(scene.lanes[static_cast<size_t>(cell.lane)].lane);
    } else { // used, but by no lane of the picture (a request without active lanes): grey, no number
        fill = QColor(0xB0, 0xB0, 0xB0);
    }
    p.fillRect(r, fill);
    p.setRenderHint(QPainter::Antialiasing, false); // axis-aligned: crisp and much cheaper
    p.setPen(QPen(palette::gridLine(), line));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
    p.setRenderHint(QPainter::Antialiasing, true);
    const double minSide = std::min(r.width(), r.height());
    if (cell.conflict) {
        // Hazard tape: a striped band inside a solid border, in the conflict colour.
        const double band = std::clamp(0.2 * minSide, 2.0, 0.35 * l.font);
        QPainterPath tape;
        tape.setFillRule(Qt::OddEvenFill);
        tape.addRect(r);
        tape.addRect(r.adjusted(band, band, -band, -band));
        p.fillPath(tape, QColor(0xF6, 0xD5, 0xC0));
        const double spacing = std::max(3.0, band * 1.6);
        const double width = std::max(1.0, band * 0.55);
        const double anchor = r.left() + r.top();
        for (const QRectF& side :
             {QRectF(r.left(), r.top(), r.width(), band), QRectF(r.left(), r.bottom() - band, r.width(), band),
              QRectF(r.left(), r.top() + band, band, r.height() - 2 * band),
              QRectF(r.right() - band, r.top() + band, band, r.height() - 2 * band)})
            stripes(p, side, anchor, palette::conflict(), spacing, width);
        p.setPen(QPen(palette::conflict(), std::max(1.5, band * 0.45)));
        p.drawRect(r.adjusted(band * 0.2, band * 0.2, -band * 0.2, -band * 0.2));
    }
    if (l.cellFont >= std::max(6.0, l.minText) && r.width() >= l.cellFont * 0.9)
        drawCellLabel(p, r, text, l.cellFont, palette::textOn(fill));
    if (cell.broadcast) {
        // A blue disc with the number of lanes served by this one read.
        const double radius = std::max(3.0, 0.3 * minSide);
        const QPointF centre(r.right() - radius - line, r.top() + radius + line);
        p.setPen(QPen(Qt::white, std::max(1.0, radius * 0.15)));
        p.setBrush(palette::broadcast());
        p.drawEllipse(centre, radius, radius);
        if (radius >= 7 && radius * (cell.hits >= 10 ? 0.95 : 1.2) >= l.minText)
            drawText(p, QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     QString::number(cell.hits), radius * (cell.hits >= 10 ? 0.95 : 1.2), Qt::white, true);
    }
}

void drawLegend(QPainter& p, const PatternLayout& l, const PatternTexts& texts)
{
    // Shrunk as a whole when the entries would run past the right edge.
    double f = l.font;
    double total = 0;
    for (const auto& entry : texts.legend)
        total += 1.65 * f + QFontMetricsF(pixelFont(0.72 * f)).horizontalAdvance(entry.second);
    if (total > l.legend.width()) // shrunk, but not below the layout's text floor (then elided below)
        f = std::max(f * l.legend.width() / total, std::min(f, l.minText / 0.72));
    const double box = 0.95 * f;
    double x = l.legend.left();
    const double y = l.legend.center().y() - box / 2;
    const QFont font = pixelFont(0.72 * f);
    const QFontMetricsF metrics(font);
    for (const auto& [swatch, full] : texts.legend) {
        const double room = l.legend.right() - x - box - 0.35 * f;
        if (room < 2 * f)
            break; // no room left for another entry
        const QString text = metrics.elidedText(full, Qt::ElideRight, room);
        const QRectF r(x, y, box, box);
        switch (swatch) {
        case LegendSwatch::Lane:
            p.fillRect(QRectF(r.left(), r.top(), box / 2, box), palette::laneColourAt(0));
            p.fillRect(QRectF(r.left() + box / 2, r.top(), box / 2, box), palette::laneColourAt(1));
            break;
        case LegendSwatch::Conflict:
            p.fillRect(r, QColor(0xF6, 0xD5, 0xC0));
            stripes(p, r, palette::conflict(), 0.3 * f, 0.1 * f);
            break;
        case LegendSwatch::Broadcast:
            p.setPen(Qt::NoPen);
            p.setBrush(palette::broadcast());
            p.drawEllipse(r.adjusted(box * 0.15, box * 0.15, -box * 0.15, -box * 0.15));
            break;
        case LegendSwatch::Wasted:
            p.fillRect(r, QColor(0xE4, 0xE4, 0xE4));
            stripes(p, r, palette::wasted(), 0.3 * f, 0.07 * f);
            break;
        case LegendSwatch::Segment:
            p.fillRect(r, palette::highlight());
            break;
        case LegendSwatch::Channel:
            p.fillRect(r, channelFill(2, 3));
            break;
        case LegendSwatch::Load:
            p.fillRect(r.adjusted(box * 0.25, box * 0.2, -box * 0.25, 0), palette::seriesColour(0));
            break;
        }
        p.setPen(QPen(swatch == LegendSwatch::Conflict ? palette::conflict() : palette::ink(),
                      std::max(1.0, 0.08 * f)));
        p.setBrush(Qt::NoBrush);
        if (swatch != LegendSwatch::Broadcast)
            p.drawRect(r);
        x += box + 0.35 * f;
        drawText(p, QRectF(x, l.legend.top(), metrics.horizontalAdvance(text) + 2, l.legend.height()), text,
                 0.72 * f, palette::ink(), false, Qt::AlignLeft | Qt::AlignVCenter);
        x += metrics.horizontalAdvance(text) + 1.3 * f;
    }
}

void drawLabels(QPainter& p, const PatternScene& scene, const PatternLayout& l, const PatternTexts& texts)
{
    const double f = l.font;
    const QColor grey(0x44, 0x44, 0x44);
    const double sideWidth = l.grid.left() - l.bounds.left() - 0.8 * f;
    const double side = l.bounds.left() + 0.6 * f;
    drawText(p, QRectF(side, l.lanes.top(), sideWidth, l.lanes.height()), texts.lanesLabel, 0.62 * f, grey,
             false, Qt::AlignRight | Qt::AlignVCenter);
    if (!l.columnLabelRects.empty()) {
        drawText(p, QRectF(side, l.columnLabels.top(), sideWidth, l.columnLabels.height()), texts.columnsLabel,
                 0.62 * f, grey, false, Qt::AlignRight | Qt::AlignVCenter);
        const double width = l.columnLabelRects.front().width();
        const double px = std::max({std::min(0.62 * f, width / 1.6), 7.0, l.minText});
        // Narrow columns: a number every 2, 4 … columns, each as wide as its text.
        const QString widest = QString::number(l.columnLabelRects.size() - 1);
        const double need = 1.1 * QFontMetricsF(pixelFont(px, true)).horizontalAdvance(widest);
        const size_t every = labelEvery(width, need, l.columnLabelRects.size());
        for (size_t c = 0; c < l.columnLabelRects.size(); c += every) {
            const QRectF& r = l.columnLabelRects[c];
            drawText(p, QRectF(r.center().x() - need / 2, r.top(), need, r.height()), QString::number(c), px,
                     palette::ink(), true);
        }
    }
    if (!l.footerRects.empty())
        drawText(p, QRectF(side, l.footer.top(), sideWidth, std::min(l.footer.height(), 1.4 * f)),
                 texts.footerLabel, 0.62 * f, grey, false, Qt::AlignRight | Qt::AlignVCenter);
    // Row labels: thin rows get one label every few rows.
    const bool segments = scene.mode == PatternMode::Segments;
    const double rowHeight = l.rowLabelRects.empty() ? 0 : l.rowLabelRects.front().height();
    const double px = segments ? std::min(0.7 * f, rowHeight * 0.8) : std::min(0.6 * f, rowHeight * 0.85);
    // Thin rows (32 bank rows on a short screen): a label every 2, 4, 8 ... rows, each as tall as its text and
    // centred on its row, so no label is cut to its row's few pixels.
    const double textPx = std::max({px, 7.0, l.minText});
    const size_t every = segments ? 1 : labelEvery(rowHeight, 1.2 * textPx, 64);
    for (size_t r = 0; r < l.rowLabelRects.size(); r += every) {
        const SceneRow& row = scene.rows[r];
        QString text = scene.mode == PatternMode::Channels
                           ? QStringLiteral("g%1 s%2").arg(row.group).arg(row.step)
                           : texts.rowPrefix + QString::number(row.index);
        if (segments) { // with its bytes when they fit
            const uint64_t first = static_cast<uint64_t>(row.index) * scene.segmentBytes;
            const QString full =
                QStringLiteral("%1  (%2–%3)").arg(text).arg(first).arg(first + scene.segmentBytes - 1);
            if (QFontMetricsF(pixelFont(textPx)).horizontalAdvance(full) < l.rowLabelRects[r].width())
                text = full;
        }
        QRectF rect = l.rowLabelRects[r];
        if (!segments && rect.height() < 1.3 * textPx)
            rect = QRectF(rect.left(), rect.center().y() - 0.65 * textPx, rect.width(), 1.3 * textPx);
        drawText(p, rect, text, textPx, grey, false,
                 segments ? Qt::AlignCenter : (Qt::AlignRight | Qt::AlignVCenter));
    }
    p.setPen(QPen(palette::ink(), std::max(1.5, 0.08 * f), Qt::DashLine));
    for (const QRectF& gap : l.gapRects) {
        if (segments)
            drawText(p, gap, QStringLiteral("\u2026"), 0.9 * f, palette::ink(), true);
        else
            p.drawLine(QPointF(gap.left(), gap.center().y()), QPointF(gap.right(), gap.center().y()));
    }
    if (!texts.hiddenRows.isEmpty())
        drawText(p, QRectF(l.grid.left(), l.grid.bottom(), l.grid.width(), 0.8 * f), texts.hiddenRows, 0.6 * f,
                 grey, false, Qt::AlignRight | Qt::AlignTop);
}

void drawCounters(QPainter& p, const PatternLayout& l, const PatternTexts& texts)
{
    const double f = l.font;
    for (int i = 0; i < kPatternCounters; ++i) {
        const QRectF box = l.counters[static_cast<size_t>(i)].adjusted(0.15 * f, 0.1 * f, -0.15 * f, -0.1 * f);
        p.setPen(QPen(QColor(0xBB, 0xBB, 0xBB), std::max(1.0, 0.06 * f)));
        p.setBrush(Qt::white);
        p.drawRoundedRect(box, 0.3 * f, 0.3 * f);
        const QString& caption = texts.captions[static_cast<size_t>(i)];
        const double inner = box.width() - 0.4 * f;
        const double captionPx = std::max(fitPixels(caption, 0.66 * f, inner, false), l.minText);
        drawText(p, QRectF(box.left(), box.bottom() - 1.05 * f, box.width(), 0.95 * f),
                 QFontMetricsF(pixelFont(captionPx)).elidedText(caption, Qt::ElideRight, inner), captionPx,
                 QColor(0x44, 0x44, 0x44), false);
        const QString& value = texts.values[static_cast<size_t>(i)];
        if (i != texts.liveCounter) {
            const double valuePx = std::max(fitPixels(value, 1.55 * f, inner, true), l.minText);
            drawText(p, QRectF(box.left(), box.top() + 0.1 * f, box.width(), 1.95 * f),
                     QFontMetricsF(pixelFont(valuePx, true)).elidedText(value, Qt::ElideRight, inner), valuePx,
                     texts.bad[static_cast<size_t>(i)] ? palette::conflict() : palette::ink(), true);
        }
    }
}

} // namespace

void paintPatternStatic(QPainter& p, const PatternScene& scene, const PatternLayout& l,
                        const PatternTexts& texts)
{
    const double f = l.font;
    p.fillRect(l.bounds, palette::background());
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    // The title shrinks to fit down to a readable size; below that the note before it gives way ("…this CPU
    // has no local-memory banks · Local memory: …"): what is shown stays whole on a 1024 px projector.
    const double titleBase = 0.95 * f;
    const double readable = std::max(std::min(titleBase, std::max(9.0, 0.75 * titleBase)), l.minText);
    double titlePx = fitPixels(texts.title, titleBase, l.title.width(), true);
    QString title = texts.title;
    if (titlePx < readable) {
        titlePx = readable;
        title = QFontMetricsF(pixelFont(titlePx, true)).elidedText(title, Qt::ElideLeft, l.title.width());
    }
    drawText(p, l.title, title, titlePx, palette::ink(), true, Qt::AlignLeft | Qt::AlignVCenter);
    if (scene.lanes.empty()) {
        drawText(p, l.bounds, texts.empty, 0.9 * f, QColor(0x44, 0x44, 0x44), false);
        return;
    }
    drawCounters(p, l, texts);

    const bool labelled = l.laneRects.empty() || l.laneRects.front().width() >= 1.1 * l.cellFont;
    const double laneGap = l.laneRects.front().width() > 8 ? std::min(0.08 * f, 2.0) : 0.0;
    const LaneLabels numbers = laneLabels(l, laneGap); // once per paint of the static layer
    for (size_t i = 0; i < scene.lanes.size(); ++i) {
        const QRectF r = l.laneRects[i].adjusted(laneGap, 0, -laneGap, 0);
        const bool active = scene.lanes[i].phase >= 0;
        const QColor fill = active ? palette::laneColour(scene.lanes[i].lane) : palette::emptyCell();
        p.fillRect(r, fill);
        if (labelled && i % numbers.every == 0)
            drawText(p, QRectF(r.center().x() - numbers.width / 2, r.top(), numbers.width, r.height()),
                     QString::number(scene.lanes[i].lane), numbers.px,
                     active ? palette::textOn(fill) : QColor(0x99, 0x99, 0x99), true);
    }
    if (labelled) {
        p.setPen(QPen(palette::gridLine(), std::max(1.0, 0.05 * f)));
        p.setBrush(Qt::NoBrush);
        for (const QRectF& r : l.laneRects)
            p.drawRect(r.adjusted(laneGap, 0, -laneGap, 0));
    }

    // Empty grid: banks and channels as a full table, segments as outlined strips.
    p.setRenderHint(QPainter::Antialiasing, false);
    const double line = std::max(1.0, 0.05 * f);
    // Snapped to whole pixels so every grid line has the same weight.
    auto snap = [](const QRectF& r) {
        return QRectF(QPointF(std::round(r.left()), std::round(r.top())),
                      QPointF(std::round(r.right()), std::round(r.bottom())));
    };
    for (const QRectF& r : l.cellRects)
        p.fillRect(snap(r), palette::emptyCell());
    p.setPen(QPen(QColor(0xAA, 0xAA, 0xAA), line));
    p.setBrush(Qt::NoBrush);
    for (const QRectF& r : l.cellRects)
        p.drawRect(snap(r));
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(QColor(0x99, 0x99, 0x99), std::max(1.0, 0.07 * f), Qt::DashLine));
    for (const QRectF& r : l.segmentRects)
        p.drawRect(r);

    if (scene.mode == PatternMode::Banks) {
        for (size_t c = 0; c < l.footerRects.size() && c < scene.columnDegree.size(); ++c) {
            const int degree = scene.columnDegree[c];
            if (degree <= 1)
                continue;
            const QRectF r = l.footerRects[c];
            const QString full = QCoreApplication::translate("coalesce::ui::PatternView", "%1-way").arg(degree);
            const double px = std::min(0.75 * f, r.height() * 0.7);
            const bool fits = QFontMetricsF(pixelFont(px, true)).horizontalAdvance(full) <= r.width() * 1.05;
            const double shown = fits ? px : std::min(px, r.width() / 1.3);
            if (shown >= l.minText) // else the counters say it (too narrow for a projector's text)
                drawText(p, r, fits ? full : QString::number(degree), shown, palette::conflict(), true);
        }
    } else if (scene.mode == PatternMode::Channels) {
        for (const QRectF& r : l.footerRects)
            p.fillRect(r.adjusted(0.1 * r.width(), 0, -0.1 * r.width(), 0), palette::emptyCell());
        if (scene.currentRow >= 0 && !l.cellRects.empty()) {
            const QRectF first = l.cellRects[static_cast<size_t>(scene.cellIndex(scene.currentRow, 0))];
            p.fillRect(QRectF(l.grid.left(), first.top(), l.grid.width(), first.height()),
                       palette::highlight());
        }
    }
    drawLabels(p, scene, l, texts);
    drawLegend(p, l, texts);
}

void paintPatternPhase(QPainter& p, const PatternScene& scene, const PatternLayout& l, int phase)
{
    p.setRenderHint(QPainter::Antialiasing, true);
    // Faint links of a finished phase stay, so the final picture shows every lane's destination; not when the
    // segment strip wraps (they would cross the lines above).
    const bool faint =
        scene.mode != PatternMode::Segments || l.segmentsPerLine >= static_cast<int>(scene.rows.size());
    if (faint) {
        const bool few = scene.lanes.size() <= 256;
        static thread_local std::array<std::vector<QLineF>, palette::kLaneColours> lines;
        for (std::vector<QLineF>& v : lines)
            v.clear();
        const size_t every = linkSampling(scene);
        for (size_t i = 0; i < scene.links.size(); i += every)
            if (scene.links[i].phase == phase) {
                const int colour =
                    palette::laneColourIndex(scene.lanes[static_cast<size_t>(scene.links[i].lane)].lane);
                lines[static_cast<size_t>(colour)].push_back(l.linkLines[i]);
            }
        p.setRenderHint(QPainter::Antialiasing, few);
        for (int c = 0; c < palette::kLaneColours; ++c) {
            const std::vector<QLineF>& v = lines[static_cast<size_t>(c)];
            if (v.empty())
                continue;
            QColor colour = palette::laneColourAt(c).darker(170);
            colour.setAlpha(110);
            p.setPen(QPen(colour, few ? std::max(1.0, 0.05 * l.font) : 0.0)); // 0: cosmetic, the fast path
            p.drawLines(v.data(), static_cast<int>(v.size()));
        }
        p.setRenderHint(QPainter::Antialiasing, true);
    }
    for (size_t i = 0; i < scene.cells.size(); ++i)
        if (scene.cells[i].phase == phase)
            drawCell(p, scene, l, static_cast<int>(i));
    if (scene.mode == PatternMode::Segments && phase >= 0 &&
        static_cast<size_t>(phase) < l.segmentRects.size()) {
        p.setPen(QPen(palette::ink(), std::max(2.0, 0.13 * l.font)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(l.segmentRects[static_cast<size_t>(phase)]);
    }
    if (scene.mode == PatternMode::Channels && phase == scene.currentRow && phase >= 0) {
        const QRectF first = l.cellRects[static_cast<size_t>(scene.cellIndex(phase, 0))];
        p.setPen(QPen(palette::ink(), std::max(2.0, 0.12 * l.font)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(l.grid.left(), first.top(), l.grid.width(), first.height()));
    }
}

void paintPatternLoad(QPainter& p, const PatternScene& scene, const PatternLayout& l, int phases)
{
    if (scene.mode != PatternMode::Channels || scene.loadAfterPhase.empty() || phases <= 0)
        return;
    const std::vector<uint64_t>& now = scene.loadAfterPhase[static_cast<size_t>(
        std::min(phases, static_cast<int>(scene.loadAfterPhase.size())) - 1)];
    uint64_t most = 1;
    for (uint64_t v : scene.loadAfterPhase.back())
        most = std::max(most, v);
    const double f = l.font;
    for (size_t c = 0; c < l.footerRects.size() && c < now.size(); ++c) {
        const QRectF slot = l.footerRects[c].adjusted(0.1 * l.footerRects[c].width(), 0.9 * f,
                                                      -0.1 * l.footerRects[c].width(), 0);
        const double h = slot.height() * double(now[c]) / double(most);
        p.fillRect(QRectF(slot.left(), slot.bottom() - h, slot.width(), h), palette::seriesColour(0));
        if (now[c] > 0 && std::min(0.62 * f, slot.width() / 1.2) >= l.minText)
            drawText(p,
                     QRectF(slot.left() - 0.2 * slot.width(), slot.bottom() - h - 0.9 * f, slot.width() * 1.4,
                            0.85 * f),
                     QString::number(now[c]), std::min(0.62 * f, slot.width() / 1.2), palette::ink(), true);
    }
}

void paintPatternMotion(QPainter& p, const PatternScene& scene, const PatternLayout& l,
                        const PatternTexts& texts, const PatternFrame& frame)
{
    if (scene.lanes.empty())
        return;
    const double f = l.font;
    p.setRenderHint(QPainter::Antialiasing, true);
    const size_t live = static_cast<size_t>(texts.liveCounter);
    const QRectF box = l.counters[live].adjusted(0.15 * f, 0.1 * f, -0.15 * f, -0.1 * f);
    const QString value = texts.values[live].arg(frame.phase + 1).arg(scene.phases);
    drawText(p, QRectF(box.left(), box.top() + 0.1 * f, box.width(), 1.95 * f), value,
             std::max(fitPixels(value, 1.55 * f, box.width() - 0.4 * f, true), l.minText), palette::ink(),
             true);

    const double progress = std::min(1.0, frame.t / kArrive);
    const double radius = std::max(2.5, 0.2 * f);
    // Many lanes: thin aliased lines batched per colour keep a frame cheap; few lanes: thick, smooth, packets.
    const bool few = scene.lanes.size() <= 256;
    static thread_local std::array<std::vector<QLineF>, palette::kLaneColours> lines;
    static thread_local std::vector<QRectF> active;
    for (std::vector<QLineF>& v : lines)
        v.clear();
    active.clear();
    const size_t every = linkSampling(scene);
    for (size_t i = 0; i < scene.links.size(); i += every) {
        const SceneLink& link = scene.links[i];
        if (link.phase != frame.phase)
            continue;
        const QLineF& line = l.linkLines[i];
        const int colour = palette::laneColourIndex(scene.lanes[static_cast<size_t>(link.lane)].lane);
        lines[static_cast<size_t>(colour)].emplace_back(line.p1(), line.pointAt(progress));
    }
    p.setRenderHint(QPainter::Antialiasing, few);
    for (int c = 0; c < palette::kLaneColours; ++c) {
        const std::vector<QLineF>& v = lines[static_cast<size_t>(c)];
        if (v.empty())
            continue;
        const QColor colour = palette::laneColourAt(c).darker(few ? 160 : 130);
        p.setPen(QPen(colour, few ? std::max(2.0, 0.11 * f) : 0.0, Qt::SolidLine, Qt::RoundCap));
        p.drawLines(v.data(), static_cast<int>(v.size()));
        if (frame.t < kArrive && few) {
            p.setPen(QPen(Qt::white, 1.5));
            p.setBrush(colour);
            for (const QLineF& line : v)
                p.drawEllipse(line.p2(), radius, radius);
        }
    }
    // Active lanes, and the bank cells they land in, get a dark frame.
    for (size_t i = 0; i < scene.lanes.size(); ++i)
        if (scene.lanes[i].phase == frame.phase)
            active.push_back(l.laneRects[i]);
    if (scene.mode == PatternMode::Banks && frame.t >= kArrive)
        for (size_t i = 0; i < scene.cells.size(); ++i)
            if (scene.cells[i].phase == frame.phase && scene.cells[i].state == CellState::Used)
                active.push_back(l.cellRects[i]);
    p.setPen(QPen(palette::ink(), few ? std::max(2.0, 0.12 * f) : 0.0));
    p.setBrush(Qt::NoBrush);
    p.drawRects(active.data(), static_cast<int>(active.size()));
    p.setRenderHint(QPainter::Antialiasing, true);
}

void paintPatternFrame(QPainter& p, const PatternScene& scene, const PatternLayout& l,
                       const PatternTexts& texts, const PatternFrame& frame)
{
    paintPatternStatic(p, scene, l, texts);
    for (int phase = 0; phase < frame.phase; ++phase)
        paintPatternPhase(p, scene, l, phase);
    if (frame.t >= kArrive)
        paintPatternPhase(p, scene, l, frame.phase);
    paintPatternLoad(p, scene, l, frame.phase + (frame.t >= kArrive ? 1 : 0));
    paintPatternMotion(p, scene, l, texts, frame);
}

} // namespace coalesce::ui
