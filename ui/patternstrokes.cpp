// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/patternstrokes.h"

#include "ui/palette.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QStaticText>

#include <algorithm>
#include <cmath>

namespace coalesce::ui::paint {

QFont pixelFont(double px, bool bold)
{
    QFont font;
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(px))));
    font.setBold(bold);
    return font;
}

// Diagonal stripes (the lines x + y = anchor + k * spacing) cut to `r` by arithmetic rather than a clip path,
// so the SVG export, which drops clipping, keeps them inside their cell.
void stripes(QPainter& p, const QRectF& r, double anchor, const QColor& colour, double spacing, double width)
{
    p.setPen(QPen(colour, width, Qt::SolidLine, Qt::FlatCap));
    const double first = r.left() + r.top();
    const double last = r.right() + r.bottom();
    for (double c = anchor + std::ceil((first - anchor) / spacing) * spacing; c <= last; c += spacing) {
        const double lo = std::max(r.left(), c - r.bottom());
        const double hi = std::min(r.right(), c - r.top());
        if (lo < hi)
            p.drawLine(QPointF(lo, c - lo), QPointF(hi, c - hi));
    }
}

void stripes(QPainter& p, const QRectF& r, const QColor& colour, double spacing, double width)
{
    stripes(p, r, r.left() + r.top(), colour, spacing, width);
}

// The largest size up to `px` at which `text` fits in `width`.
double fitPixels(const QString& text, double px, double width, bool bold)
{
    const double advance = QFontMetricsF(pixelFont(px, bold)).horizontalAdvance(text);
    if (advance <= width || advance <= 0)
        return px;
    // Glyph advances do not scale exactly with the pixel size (hinting, integer metrics): shrink until the
    // text really fits, or the smallest size is reached (a title clipped by its last characters otherwise).
    double fitted = std::max(6.0, px * width / advance);
    for (int i = 0; i < 8 && fitted > 6.0; ++i) {
        if (QFontMetricsF(pixelFont(fitted, bold)).horizontalAdvance(text) <= width)
            break;
        fitted = std::max(6.0, fitted * 0.97);
    }
    return fitted;
}

namespace {
thread_local double g_smallest = 0;

void noteText(const QString& text, double px)
{
    if (text.trimmed().isEmpty())
        return;
    const double drawn = std::max(1L, std::lround(px)); // as pixelFont sets it
    g_smallest = g_smallest > 0 ? std::min(g_smallest, drawn) : drawn;
}
} // namespace

void resetSmallestText()
{
    g_smallest = 0;
}

double smallestText()
{
    return g_smallest;
}

void drawText(QPainter& p, const QRectF& r, const QString& text, double px, const QColor& colour, bool bold,
              int flags)
{
    noteText(text, px);
    p.setFont(pixelFont(px, bold));
    p.setPen(colour);
    p.drawText(r, flags, text);
}

size_t linkSampling(const PatternScene& scene)
{
    return std::max<size_t>(1, (scene.lanes.size() + kMaxLinks - 1) / kMaxLinks);
}

// Cell numbers repeat (lane ids), so their laid-out text is kept: laying out a string per cell per paint is
// what made 1024-lane phases slow.
void drawCellLabel(QPainter& p, const QRectF& r, const QString& text, double px, const QColor& colour)
{
    static thread_local QHash<QString, QStaticText> cache;
    static thread_local int cachedPx = -1;
    const int size = std::max(1, static_cast<int>(std::lround(px)));
    noteText(text, size);
    if (size != cachedPx || cache.size() > 4096) {
        cache.clear();
        cachedPx = size;
    }
    const QFont font = pixelFont(size, true);
    auto it = cache.find(text);
    if (it == cache.end()) {
        QStaticText label(text);
        label.setTextFormat(Qt::PlainText);
        label.prepare(QTransform(), font);
        it = cache.insert(text, label);
    }
    p.setFont(font);
    p.setPen(colour);
    const QSizeF extent = it->size();
    p.drawStaticText(QPointF(r.center().x() - extent.width() / 2, r.center().y() - extent.height() / 2), *it);
}

QColor laneFill(const PatternScene& scene, int laneIndex)
{
    return palette::laneColour(scene.lanes[static_cast<size_t>(laneIndex)].lane);
}

QColor channelFill(uint32_t value, uint32_t maxValue)
{
    const double k = 0.2 + 0.8 * double(value) / std::max(maxValue, 1u);
    const QColor blue = palette::seriesColour(0);
    const QColor white(Qt::white);
    return QColor::fromRgbF(white.redF() + (blue.redF() - white.redF()) * k,
                            white.greenF() + (blue.greenF() - white.greenF()) * k,
                            white.blueF() + (blue.blueF() - white.blueF()) * k);
}

uint32_t maxCellValue(const PatternScene& scene)
{
    uint32_t m = 1;
    for (const SceneCell& c : scene.cells)
        m = std::max(m, c.value);
    return m;
}

} // namespace coalesce::ui::paint
