// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/palette.h"

#include <array>
#include <cmath>

namespace coalesce::ui::palette {
namespace {

// Paul Tol, "light" qualitative scheme (pale grey left out: it reads as an empty cell).
constexpr std::array<QRgb, kLaneColours> kLane = {0x77AADD, 0xEE8866, 0xEEDD88, 0xFFAABB,
                                                  0x99DDFF, 0x44BB99, 0xBBCC33, 0xAAAA00};
// Okabe & Ito (2008): blue, vermillion, bluish green, reddish purple, orange, sky blue.
constexpr std::array<QRgb, kSeriesColours> kSeries = {0x0072B2, 0xD55E00, 0x009E73,
                                                      0xCC79A7, 0xE69F00, 0x56B4E9};

double channel(double c)
{
    c /= 255.0;
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

} // namespace

int laneColourIndex(uint32_t lane)
{
    return static_cast<int>(lane % kLaneColours);
}

QColor laneColourAt(int index)
{
    return QColor::fromRgb(kLane[static_cast<size_t>(((index % kLaneColours) + kLaneColours) % kLaneColours)]);
}

QColor laneColour(uint32_t lane)
{
    return laneColourAt(laneColourIndex(lane));
}

double relativeLuminance(const QColor& colour)
{
    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue());
}

QColor textOn(const QColor& background)
{
    // Contrast against black (L + 0.05) / 0.05 versus white 1.05 / (L + 0.05): pick the larger.
    const double l = relativeLuminance(background);
    return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? QColor(0x11, 0x11, 0x11) : QColor(Qt::white);
}

QColor conflict()
{
    return QColor(0xD5, 0x5E, 0x00);
}
QColor broadcast()
{
    return QColor(0x00, 0x72, 0xB2);
}
QColor good()
{
    return QColor(0x00, 0x9E, 0x73);
}
QColor wasted()
{
    return QColor(0x88, 0x88, 0x88);
}
QColor background()
{
    return QColor(0xFC, 0xFC, 0xFA);
}
QColor ink()
{
    return QColor(0x11, 0x11, 0x11);
}
QColor gridLine()
{
    return QColor(0x55, 0x55, 0x55);
}
QColor emptyCell()
{
    return QColor(0xF0, 0xF0, 0xEE);
}
QColor highlight()
{
    return QColor(0xFF, 0xF3, 0xB0);
}

QColor seriesColour(int index)
{
    return QColor::fromRgb(
        kSeries[static_cast<size_t>(((index % kSeriesColours) + kSeriesColours) % kSeriesColours)]);
}

} // namespace coalesce::ui::palette
