// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/gifwriter.h"

#include <QCoreApplication>
#include <QHash>
#include <QIODevice>

#include <gif_lib.h>

#include <algorithm>
#include <cstring>
#include <limits>

namespace coalesce::ui {

namespace {

int writeToDevice(GifFileType* gif, const GifByteType* data, int length)
{
    auto* out = static_cast<QIODevice*>(gif->UserData);
    return int(out->write(reinterpret_cast<const char*>(data), length));
}

// The rectangle where two indexed images of one size differ; empty when they are equal.
QRect changedRect(const QImage& a, const QImage& b)
{
    int top = -1, bottom = -1, left = a.width(), right = -1;
    const int w = a.width();
    for (int y = 0; y < a.height(); ++y) {
        const uchar* pa = a.constScanLine(y);
        const uchar* pb = b.constScanLine(y);
        if (std::memcmp(pa, pb, size_t(w)) == 0)
            continue;
        if (top < 0)
            top = y;
        bottom = y;
        int x0 = 0;
        while (pa[x0] == pb[x0])
            ++x0;
        int x1 = w - 1;
        while (pa[x1] == pb[x1])
            --x1;
        left = std::min(left, x0);
        right = std::max(right, x1);
    }
    return top < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

} // namespace

QList<QRgb> GifWriter::paletteFor(const std::vector<QImage>& images, int count)
{
    QHash<QRgb, qint64> histogram;
    for (const QImage& source : images) {
        const QImage image = source.convertToFormat(QImage::Format_RGB32);
        for (int y = 0; y < image.height(); ++y) {
            const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
            QRgb last = line[0];
            qint64 run = 0;
            // Runs of one colour are counted at once (flat pictures: a few hash updates per line).
            for (int x = 0; x < image.width(); ++x) {
                if (line[x] == last) {
                    ++run;
                    continue;
                }
                histogram[last | 0xff000000u] += run;
                last = line[x];
                run = 1;
            }
            histogram[last | 0xff000000u] += run;
        }
    }
    std::vector<std::pair<qint64, QRgb>> sorted;
    sorted.reserve(size_t(histogram.size()));
    for (auto it = histogram.cbegin(); it != histogram.cend(); ++it)
        sorted.emplace_back(it.value(), it.key());
    // Most frequent first; ties by colour so the palette does not depend on hash order.
    std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    QList<QRgb> out;
    const int popular = int(sorted.size()) <= count ? count : count * 3 / 4;
    for (const auto& entry : sorted) {
        if (out.size() >= popular)
            break;
        out << entry.second;
    }
    if (int(sorted.size()) <= count)
        return out;
    // The rest by farthest point: each next entry is the colour worst served so far, so a small patch of a
    // colour of its own (a lane, a marker) is not lost among the edge shades of the big areas.
    std::vector<int> nearest(sorted.size(), std::numeric_limits<int>::max());
    auto distance = [](QRgb a, QRgb b) {
        const int dr = qRed(a) - qRed(b), dg = qGreen(a) - qGreen(b), db = qBlue(a) - qBlue(b);
        return dr * dr + dg * dg + db * db;
    };
    for (size_t i = 0; i < sorted.size(); ++i)
        for (QRgb c : out)
            nearest[i] = std::min(nearest[i], distance(sorted[i].second, c));
    while (out.size() < count) {
        size_t worst = 0;
        for (size_t i = 1; i < sorted.size(); ++i)
            if (nearest[i] > nearest[worst])
                worst = i;
        if (nearest[worst] == 0)
            break;
        const QRgb pick = sorted[worst].second;
        out << pick;
        for (size_t i = 0; i < sorted.size(); ++i)
            nearest[i] = std::min(nearest[i], distance(sorted[i].second, pick));
    }
    return out;
}

GifWriter::GifWriter(QIODevice* out, const QSize& size, const std::vector<QImage>& samples)
    : m_out(out), m_size(size)
{
    std::vector<QImage> scaled;
    for (const QImage& s : samples)
        scaled.push_back(s.size() == size ? s : s.scaled(size));
    m_palette = paletteFor(scaled);
    if (m_palette.isEmpty())
        m_palette << qRgb(255, 255, 255);
    // giflib wants a power of two entries; the padding repeats the first colour (never the nearest match
    // first).
    int entries = 2;
    while (entries < m_palette.size())
        entries *= 2;
    while (m_palette.size() < entries)
        m_palette << m_palette.front();
    if (!out || !out->isWritable() || size.isEmpty()) {
        m_error = QCoreApplication::translate("coalesce::ui::Exporter", "GIF: nothing to write to");
        return;
    }
    writeHeader();
}

GifWriter::~GifWriter()
{
    if (m_gif) {
        int code = 0;
        EGifCloseFile(m_gif, &code);
    }
}

bool GifWriter::fail(const QString& what, int code)
{
    if (m_error.isEmpty()) {
        const char* text = GifErrorString(code);
        m_error =
            QStringLiteral("GIF: %1 (%2)").arg(what, text ? QString::fromLatin1(text) : QString::number(code));
    }
    return false;
}

bool GifWriter::writeHeader()
{
    int code = 0;
    m_gif = EGifOpen(m_out, writeToDevice, &code);
    if (!m_gif)
        return fail(QStringLiteral("open"), code);
    EGifSetGifVersion(m_gif, true);
    std::vector<GifColorType> colours;
    for (QRgb c : m_palette)
        colours.push_back(GifColorType{GifByteType(qRed(c)), GifByteType(qGreen(c)), GifByteType(qBlue(c))});
    ColorMapObject* map = GifMakeMapObject(int(colours.size()), colours.data());
    if (!map)
        return fail(QStringLiteral("palette"), E_GIF_ERR_NOT_ENOUGH_MEM);
    const int put = EGifPutScreenDesc(m_gif, m_size.width(), m_size.height(), 8, 0, map);
    GifFreeMapObject(map);
    if (put != GIF_OK)
        return fail(QStringLiteral("screen"), m_gif->Error);
    // NETSCAPE2.0 application extension: loop count 0 = forever.
    static const char kApp[] = "NETSCAPE2.0";
    static const GifByteType kLoop[3] = {1, 0, 0};
    if (EGifPutExtensionLeader(m_gif, APPLICATION_EXT_FUNC_CODE) != GIF_OK ||
        EGifPutExtensionBlock(m_gif, 11, kApp) != GIF_OK || EGifPutExtensionBlock(m_gif, 3, kLoop) != GIF_OK ||
        EGifPutExtensionTrailer(m_gif) != GIF_OK)
        return fail(QStringLiteral("loop extension"), m_gif->Error);
    return true;
}

QImage GifWriter::index(const QImage& frame) const
{
    const QImage sized = frame.size() == m_size ? frame : frame.scaled(m_size);
    // Nearest palette entry per colour (Qt caches each colour's match): no dithering, flat areas stay flat.
    return sized.convertToFormat(QImage::Format_RGB32)
        .convertToFormat(QImage::Format_Indexed8, m_palette, Qt::ThresholdDither);
}

bool GifWriter::addFrame(const QImage& frame, int delayCs)
{
    if (!ok() || m_finished)
        return false;
    const int delay = std::clamp(delayCs, 1, 65535);
    QImage indexed = index(frame);
    if (m_pending.isNull()) {
        m_pending = indexed;
        m_pendingRect = indexed.rect();
        m_pendingDelay = delay;
        return true;
    }
    const QRect changed = changedRect(m_pending, indexed);
    if (changed.isEmpty()) {
        m_pendingDelay = std::min(65535, m_pendingDelay + delay);
        return true;
    }
    if (!writePending())
        return false;
    m_pending = std::move(indexed);
    m_pendingRect = changed;
    m_pendingDelay = delay;
    return true;
}

bool GifWriter::writePending()
{
    GraphicsControlBlock gcb;
    gcb.DisposalMode = DISPOSE_DO_NOT;
    gcb.UserInputFlag = false;
    gcb.DelayTime = m_pendingDelay;
    gcb.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const size_t length = EGifGCBToExtension(&gcb, extension);
    if (EGifPutExtension(m_gif, GRAPHICS_EXT_FUNC_CODE, int(length), extension) != GIF_OK)
        return fail(QStringLiteral("frame delay"), m_gif->Error);
    const QRect r = m_pendingRect;
    if (EGifPutImageDesc(m_gif, r.x(), r.y(), r.width(), r.height(), false, nullptr) != GIF_OK)
        return fail(QStringLiteral("frame"), m_gif->Error);
    std::vector<GifPixelType> line(size_t(r.width()));
    for (int y = r.top(); y <= r.bottom(); ++y) {
        std::memcpy(line.data(), m_pending.constScanLine(y) + r.x(), line.size());
        if (EGifPutLine(m_gif, line.data(), r.width()) != GIF_OK)
            return fail(QStringLiteral("pixels"), m_gif->Error);
    }
    ++m_written;
    return true;
}

bool GifWriter::finish()
{
    if (!ok() || m_finished)
        return false;
    m_finished = true;
    if (m_pending.isNull())
        return fail(QStringLiteral("no frames"), D_GIF_ERR_NO_IMAG_DSCR);
    if (!writePending())
        return false;
    int code = 0;
    const int closed = EGifCloseFile(m_gif, &code); // frees m_gif either way
    m_gif = nullptr;
    if (closed != GIF_OK)
        return fail(QStringLiteral("close"), code);
    return true;
}

} // namespace coalesce::ui
