// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pattern painter's strokes: pixel fonts, fitted and cached text, diagonal stripes cut to a cell, the
// colours of a lane and of a channel's load. Used by patternpainter.cpp (split from it); what is drawn where is
// decided there.
#include "ui/patternscene.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

#include <cstddef>
#include <cstdint>

class QPainter;

namespace coalesce::ui::paint {

QFont pixelFont(double px, bool bold = false);
/// Diagonal stripes (the lines x + y = anchor + k * spacing) cut to `r` by arithmetic rather than a clip path,
/// so the SVG export, which drops clipping, keeps them inside their cell.
void stripes(QPainter& p, const QRectF& r, double anchor, const QColor& colour, double spacing, double width);
void stripes(QPainter& p, const QRectF& r, const QColor& colour, double spacing, double width);
/// The largest size up to `px` at which `text` fits in `width`.
double fitPixels(const QString& text, double px, double width, bool bold);
void drawText(QPainter& p, const QRectF& r, const QString& text, double px, const QColor& colour, bool bold,
              int flags = Qt::AlignCenter);
/// Past kMaxLinks lanes only every k-th link is drawn: at one or two pixels per lane the fan looks the same,
/// and drawing a thousand long lines per frame would cost the frame rate. Every cell is still drawn.
constexpr size_t kMaxLinks = 256;
size_t linkSampling(const PatternScene& scene);
/// The smallest text size drawText and drawCellLabel have drawn on this thread since the last reset (0: none):
/// how tests check presentation mode's floor.
void resetSmallestText();
double smallestText();
/// A cell's number, centred, with its laid-out text cached (lane ids repeat).
void drawCellLabel(QPainter& p, const QRectF& r, const QString& text, double px, const QColor& colour);
QColor laneFill(const PatternScene& scene, int laneIndex);
QColor channelFill(uint32_t value, uint32_t maxValue);
uint32_t maxCellValue(const PatternScene& scene);

} // namespace coalesce::ui::paint
