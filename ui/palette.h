// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Colour-blind-safe colours shared by the pattern view and the chart. Lanes use Paul Tol's "light" scheme
// (dark text stays readable on every entry); meanings (conflict, broadcast, wasted) and chart series use the
// Okabe-Ito set. Colour never carries a meaning alone: conflicts are also hatched and labelled, broadcasts
// have a symbol, series differ in marker and dash as well.
#include <QColor>
#include <QString>

namespace coalesce::ui::palette {

/// Number of distinct lane colours; lane n uses colour n mod kLaneColours.
constexpr int kLaneColours = 8;
int laneColourIndex(uint32_t lane);
QColor laneColour(uint32_t lane);
QColor laneColourAt(int index);

/// Black or white, whichever reads better on `background` (WCAG relative luminance).
QColor textOn(const QColor& background);
double relativeLuminance(const QColor& colour);

// Meanings (Okabe-Ito).
QColor conflict();   ///< vermillion #D55E00: bank conflicts, bad counters
QColor broadcast();  ///< blue #0072B2: one word served to several lanes
QColor good();       ///< bluish green #009E73: efficient, conflict-free
QColor wasted();     ///< grey: bytes moved but not requested
QColor background(); ///< near-white page
QColor ink();        ///< near-black text and lines
QColor gridLine();   ///< dark grey cell borders
QColor emptyCell();  ///< very light grey
QColor highlight();  ///< pale yellow behind fetched segments / the current request

/// Chart series colours in order (Okabe-Ito without yellow): main, then overlays.
constexpr int kSeriesColours = 6;
QColor seriesColour(int index);

} // namespace coalesce::ui::palette
