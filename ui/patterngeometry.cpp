// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/patterngeometry.h"

#include <algorithm>
#include <cmath>

namespace coalesce::ui {
namespace {

// Heights in units of the base font.
constexpr double kMargin = 0.6;
constexpr double kTitle = 1.6;
constexpr double kCounters = 3.3;
constexpr double kLanesLabelled = 1.7;
constexpr double kLanesThin = 0.9;
constexpr double kLinks = 3.0;
constexpr double kColumnLabels = 1.2;
constexpr double kDegreeLabels = 1.4;
constexpr double kLegend = 1.5;
constexpr double kRowLabelWidth = 3.6;
constexpr double kSegmentGap = 0.9;
constexpr double kSegmentLabel = 1.0;
constexpr double kLineGap = 0.4;
constexpr double kChromeUnits = 16.0;

void layoutBanksOrChannels(const PatternScene& scene, PatternLayout& l, double bottom)
{
    const double f = l.font;
    const int columns = std::max(scene.columns, 1);
    const int rows = std::max(static_cast<int>(scene.rows.size()), 1);
    const bool channels = scene.mode == PatternMode::Channels;
    const double footerHeight = channels ? std::max(4.0 * f, 0.16 * l.bounds.height()) : kDegreeLabels * f;
    const double available = std::max(bottom - l.grid.top() - footerHeight - 0.3 * f, 1.0);
    const double cellWidth = l.grid.width() / columns;
    const double cellHeight = std::min({available / rows, std::max(cellWidth * 0.8, 1.3 * f), 2.4 * f});
    l.grid.setHeight(cellHeight * rows);
    l.cellFont = std::max(4.0, std::min({0.8 * f, 0.72 * cellHeight, cellWidth / 2.3}));

    l.columnLabelRects.reserve(static_cast<size_t>(columns));
    l.footerRects.reserve(static_cast<size_t>(columns));
    l.footer = QRectF(l.grid.left(), l.grid.bottom() + 0.3 * f, l.grid.width(), footerHeight);
    for (int c = 0; c < columns; ++c) {
        const QRectF cell = gridCellRect(l.grid, columns, rows, c, 0);
        l.columnLabelRects.emplace_back(cell.left(), l.columnLabels.top(), cell.width(),
                                        l.columnLabels.height());
        l.footerRects.emplace_back(cell.left(), l.footer.top(), cell.width(), l.footer.height());
    }
    l.cellRects.reserve(scene.cells.size());
    for (const SceneCell& cell : scene.cells)
        l.cellRects.push_back(gridCellRect(l.grid, columns, rows, cell.column, cell.row));
    for (int r = 0; r < static_cast<int>(scene.rows.size()); ++r) {
        const QRectF first = gridCellRect(l.grid, columns, rows, 0, r);
        l.rowLabelRects.emplace_back(l.bounds.left() + kMargin * f, first.top(),
                                     l.grid.left() - l.bounds.left() - kMargin * f - 0.2 * f, first.height());
        if (scene.rows[static_cast<size_t>(r)].gapBefore)
            l.gapRects.emplace_back(l.grid.left(), first.top() - 0.15 * f, l.grid.width(), 0.3 * f);
    }
}

void layoutSegments(const PatternScene& scene, PatternLayout& l, double bottom)
{
    const double f = l.font;
    const int units = std::max(scene.columns, 1);
    const int segments = static_cast<int>(scene.rows.size());
    const double gap = kSegmentGap * f;
    l.columnLabels = QRectF(l.grid.left(), l.grid.top(), l.grid.width(), 0);
    if (segments == 0) {
        l.grid.setHeight(0);
        return;
    }
    const int perLine = segmentsPerLine(l.grid.width(), segments, units, gap, 1.1 * f);
    const int lines = (segments + perLine - 1) / perLine;
    const double unitWidth = (l.grid.width() - (perLine - 1) * gap) / (perLine * units);
    const double labelHeight = kSegmentLabel * f;
    const double available = std::max(bottom - l.grid.top(), 1.0);
    const double cellHeight = std::max(
        2.0, std::min({unitWidth * 1.3, 2.4 * f, (available - lines * (labelHeight + kLineGap * f)) / lines}));
    l.segmentsPerLine = perLine;
    l.cellFont = std::max(4.0, std::min({0.8 * f, 0.72 * cellHeight, unitWidth / 2.3}));
    const double lineHeight = cellHeight + labelHeight + kLineGap * f;
    const double segmentWidth = unitWidth * units;
    for (int s = 0; s < segments; ++s) {
        const double x = l.grid.left() + (s % perLine) * (segmentWidth + gap);
        const double y = l.grid.top() + (s / perLine) * lineHeight;
        l.segmentRects.emplace_back(x, y, segmentWidth, cellHeight);
        l.rowLabelRects.emplace_back(x, y + cellHeight, segmentWidth, labelHeight);
        if (scene.rows[static_cast<size_t>(s)].gapBefore) {
            const double gx = (s % perLine == 0) ? l.bounds.left() + kMargin * f : x - gap;
            l.gapRects.emplace_back(gx, y, (s % perLine == 0) ? l.grid.left() - gx : gap, cellHeight);
        }
    }
    l.cellRects.reserve(scene.cells.size());
    for (const SceneCell& cell : scene.cells) {
        const QRectF& seg = l.segmentRects[static_cast<size_t>(cell.row)];
        l.cellRects.emplace_back(seg.left() + cell.column * unitWidth, seg.top(), unitWidth, seg.height());
    }
    l.grid.setHeight(lines * lineHeight - kLineGap * f);
    l.footer = QRectF(l.grid.left(), l.grid.bottom(), l.grid.width(), 0);
}

} // namespace

double baseFontPixels(const QSizeF& size, double scale)
{
    const double f = std::clamp(std::min(size.width() / 64.0, size.height() / 30.0), 10.0, 40.0);
    return f * (scale > 0 ? scale : 1.0);
}

QRectF gridCellRect(const QRectF& grid, int columns, int rows, int column, int row)
{
    const double w = grid.width() / std::max(columns, 1);
    const double h = grid.height() / std::max(rows, 1);
    return QRectF(grid.left() + column * w, grid.top() + row * h, w, h);
}

QRectF laneRect(const QRectF& area, int lanes, int lane)
{
    const double w = area.width() / std::max(lanes, 1);
    return QRectF(area.left() + lane * w, area.top(), w, area.height());
}

int segmentsPerLine(double width, int segments, int unitsPerSegment, double gap, double minUnit)
{
    for (int n = std::max(segments, 1); n > 1; --n)
        if ((width - (n - 1) * gap) / (n * std::max(unitsPerSegment, 1)) >= minUnit)
            return n;
    return 1;
}

PatternLayout layoutPattern(const PatternScene& scene, const QSizeF& size, double fontScale, double minText)
{
    PatternLayout l;
    l.bounds = QRectF(QPointF(0, 0), size);
    l.minText = std::max(0.0, minText);
    // Texts, counters, lanes and legend take about kChromeUnits fonts of height; a large font scale on a short
    // view must still leave the grid at least 40 % of the height. A text floor wins over that (the grid then
    // gets less: presentation mode gives the picture the screen's height where it is short).
    const double f =
        std::max(std::min(baseFontPixels(size, fontScale), std::max(8.0, 0.6 * size.height() / kChromeUnits)),
                 l.minText / 0.62);
    l.font = f;
    const double m = kMargin * f;
    const double left = m + kRowLabelWidth * f;
    const double right = size.width() - m;
    const double width = std::max(right - left, 1.0);

    double y = m;
    l.title = QRectF(m, y, size.width() - 2 * m, kTitle * f);
    y += kTitle * f;
    const double counterWidth = (size.width() - 2 * m) / kPatternCounters;
    for (int i = 0; i < kPatternCounters; ++i)
        l.counters.emplace_back(m + i * counterWidth, y, counterWidth, kCounters * f);
    y += kCounters * f + 0.4 * f;

    const int lanes = static_cast<int>(scene.lanes.size());
    const double laneHeight = (lanes <= 64 ? kLanesLabelled : kLanesThin) * f;
    l.lanes = QRectF(left, y, width, laneHeight);
    l.laneRects.reserve(static_cast<size_t>(lanes));
    for (int i = 0; i < lanes; ++i)
        l.laneRects.push_back(laneRect(l.lanes, lanes, i));
    y += laneHeight;
    const double linkHeight = std::max(kLinks * f, 0.07 * size.height());
    l.links = QRectF(left, y, width, linkHeight);
    y += linkHeight;

    const bool segments = scene.mode == PatternMode::Segments;
    l.columnLabels = QRectF(left, y, width, segments ? 0 : kColumnLabels * f);
    y += l.columnLabels.height();
    l.legend = QRectF(m, size.height() - m - kLegend * f, size.width() - 2 * m, kLegend * f);
    l.grid = QRectF(left, y, width, 0);
    const double bottom = l.legend.top() - 0.4 * f;
    if (segments)
        layoutSegments(scene, l, bottom);
    else
        layoutBanksOrChannels(scene, l, bottom);

    // Banks and channels: links end above the number of the cell's column (the bank / channel a lane is sent
    // to), so they never cross the grid; segments: into the cell itself.
    l.linkLines.reserve(scene.links.size());
    for (const SceneLink& link : scene.links) {
        const QRectF& lane = l.laneRects[static_cast<size_t>(link.lane)];
        const QRectF& cell = l.cellRects[static_cast<size_t>(link.cell)];
        const double end = segments ? cell.top() : l.columnLabels.top();
        l.linkLines.emplace_back(QPointF(lane.center().x(), lane.bottom()), QPointF(cell.center().x(), end));
    }
    return l;
}

PatternHit hitTest(const PatternLayout& layout, const QPointF& point)
{
    PatternHit hit;
    if (layout.lanes.contains(point) && !layout.laneRects.empty()) {
        const int n = static_cast<int>(layout.laneRects.size());
        const int lane = static_cast<int>((point.x() - layout.lanes.left()) / layout.lanes.width() * n);
        hit.kind = PatternHit::Kind::Lane;
        hit.index = std::clamp(lane, 0, n - 1);
        return hit;
    }
    for (size_t i = 0; i < layout.cellRects.size(); ++i)
        if (layout.cellRects[i].contains(point)) {
            hit.kind = PatternHit::Kind::Cell;
            hit.index = static_cast<int>(i);
            return hit;
        }
    for (size_t i = 0; i < layout.counters.size(); ++i)
        if (layout.counters[i].contains(point)) {
            hit.kind = PatternHit::Kind::Counter;
            hit.index = static_cast<int>(i);
            return hit;
        }
    return hit;
}

} // namespace coalesce::ui
