// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Pixel geometry of the pattern view: where the title, counters, lanes, links, cells, labels and legend of a
// PatternScene go in a given size. Pure computation on Qt value types (no widgets, no painting), so it is
// tested alone and shared by the widget, the PNG and the SVG exports. Everything scales with the base font
// size, which follows the widget size and the presentation-mode font scale.
#include "ui/patternscene.h"

#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <vector>

namespace coalesce::ui {

/// Number of counter boxes in the counter row.
constexpr int kPatternCounters = 5;

struct PatternLayout {
    QRectF bounds;
    double font = 16;     ///< base font size in pixels; labels and line widths derive from it
    double cellFont = 12; ///< font size that fits inside one cell
    /// The smallest text to draw, in pixels (presentation mode: 14 for a projector); 0: no floor. Text that
    /// cannot be that large where it belongs (numbers in thin cells, every row's label) is left out instead.
    double minText = 0;
    QRectF title;
    std::vector<QRectF> counters; ///< kPatternCounters boxes, left to right
    QRectF lanes;                 ///< the strip of work-item lanes
    QRectF links;                 ///< the band between lanes and grid where links start
    QRectF columnLabels;          ///< bank / channel numbers (empty for segments)
    QRectF grid;                  ///< bounding box of all cells
    QRectF footer;                ///< banks: conflict degree labels; channels: load bars
    QRectF legend;
    std::vector<QRectF> laneRects; ///< per scene lane
    std::vector<QRectF> cellRects; ///< per scene cell
    std::vector<QLineF> linkLines; ///< per scene link: lane bottom centre -> cell top centre
    std::vector<QRectF>
        rowLabelRects; ///< per scene row: left of the row (banks, channels), under it (segments)
    std::vector<QRectF> columnLabelRects; ///< per column (banks, channels)
    std::vector<QRectF> segmentRects;     ///< segments: outline of each segment (per scene row)
    std::vector<QRectF> gapRects;         ///< where skipped rows / segments are marked
    std::vector<QRectF> footerRects;      ///< per column: degree label slot (banks), load bar slot (channels)
    int segmentsPerLine = 0;              ///< segments: segments in one line of the wrapped strip
};

/// Base font pixel size for a view of `size`: min(width / 64, height / 30) clamped to [10, 40], times `scale`.
double baseFontPixels(const QSizeF& size, double scale);

/// Cell (column, row) of a uniform grid of `columns` x `rows` cells filling `grid`.
QRectF gridCellRect(const QRectF& grid, int columns, int rows, int column, int row);
/// Lane `lane` of `lanes` equal slots across `area`.
QRectF laneRect(const QRectF& area, int lanes, int lane);
/// Segments per line for the wrapped segment strip: the most segments whose units stay at least `minUnit`
/// pixels wide, given `gap` pixels between segments (at least 1, at most `segments`).
int segmentsPerLine(double width, int segments, int unitsPerSegment, double gap, double minUnit);

/// Lays out `scene` in a view of `size` with the given font scale (1 = normal, 1.5-2 = presentation). The font
/// is baseFontPixels(size, fontScale), capped at 0.6 * height / 16 so the grid keeps room.
/// `minText`: PatternLayout::minText; the base font then grows so that the ordinary labels (0.62 of it) reach
/// it.
PatternLayout layoutPattern(const PatternScene& scene, const QSizeF& size, double fontScale,
                            double minText = 0);

struct PatternHit {
    enum class Kind { None, Lane, Cell, Counter };
    Kind kind = Kind::None;
    int index = -1; ///< lane, cell or counter index
};
/// What is under `point` (lanes first, then cells, then counters).
PatternHit hitTest(const PatternLayout& layout, const QPointF& point);

} // namespace coalesce::ui
