// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Paints a PatternScene laid out by patterngeometry.h. Split into the static layer (everything that does not
// move: background, texts, lanes, empty grid, labels, legend), the cells served by one phase (added to a cached
// layer as the animation advances) and the moving part of a frame (links in flight, packets, the live
// counter). The widget caches the first two in pixmaps; exports paint all three straight into the target.
#include "ui/patterngeometry.h"
#include "ui/patternscene.h"

#include <QString>
#include <array>
#include <utility>
#include <vector>

class QPainter;

namespace coalesce::ui {

enum class LegendSwatch { Lane, Conflict, Broadcast, Wasted, Segment, Channel, Load };

/// Translated texts the painter writes (the widget fills them through tr()).
struct PatternTexts {
    QString title;
    std::array<QString, kPatternCounters> captions;
    std::array<QString, kPatternCounters> values; ///< the live counter's entry is a format with %1 / %2
    std::array<bool, kPatternCounters> bad{};     ///< drawn in the conflict colour
    int liveCounter = 1;                          ///< index of the counter that shows the phase
    QString lanesLabel;                           ///< left of the lane strip ("lanes")
    QString columnsLabel;                         ///< left of the column numbers ("bank", "channel")
    QString footerLabel;                          ///< left of the footer ("conflict", "load")
    QString rowPrefix;                            ///< before row numbers ("row ", "seg ")
    std::vector<std::pair<LegendSwatch, QString>> legend;
    QString hiddenRows; ///< "+12 rows not shown" or empty
    QString empty;      ///< shown when the scene has no lanes
};

/// Frame position: the phase being played and the progress t in [0, 1] within it.
struct PatternFrame {
    int phase = 0;
    double t = 1.0;
};
/// Progress at which links reach their cells and the cells fill.
constexpr double kArrive = 0.6;

void paintPatternStatic(QPainter& p, const PatternScene& scene, const PatternLayout& l,
                        const PatternTexts& texts);
/// Cells (and faint links) served in phase `phase`, in their final look.
void paintPatternPhase(QPainter& p, const PatternScene& scene, const PatternLayout& l, int phase);
/// Channels: the load bars after `phases` phases have completed (drawn over the slots).
void paintPatternLoad(QPainter& p, const PatternScene& scene, const PatternLayout& l, int phases);
/// The moving part of a frame: active lanes, links in flight, packets, the live counter.
void paintPatternMotion(QPainter& p, const PatternScene& scene, const PatternLayout& l,
                        const PatternTexts& texts, const PatternFrame& frame);
/// Everything for one frame, uncached (exports).
void paintPatternFrame(QPainter& p, const PatternScene& scene, const PatternLayout& l,
                       const PatternTexts& texts, const PatternFrame& frame);

} // namespace coalesce::ui
