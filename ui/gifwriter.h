// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An animated GIF writer over giflib (slides and web pages accept GIF everywhere), for the pattern animation.
// One global palette for the whole animation, so colours never flicker between frames: the sample frames'
// most frequent exact colours, then the colours worst served by those (farthest point), 256 in all. The
// pictures are flat colours with anti-aliased edges, so the flat colours come out exact (a median cut would
// round them) and a small patch of its own colour keeps it; other shades map to the nearest entry. Each
// frame after the first stores only the rectangle that changed and is left in place (disposal "do not
// dispose"); a frame equal to the one before lengthens its delay instead; NETSCAPE2.0 makes it loop forever.
// Qt Gui only (QImage in, bytes out to a QIODevice): no widgets, no core.
//
// Usage:
//   GifWriter gif(&file, size, {firstFrame, lastFrame});
//   for (...) gif.addFrame(image, 6);   // delay in 1/100 s
//   if (!gif.finish()) error = gif.error();
#include <QImage>
#include <QList>
#include <QRect>
#include <QSize>
#include <QString>

#include <vector>

class QIODevice;
struct GifFileType;

namespace coalesce::ui {

class GifWriter {
public:
    static constexpr int kMaxColours = 256;

    /// Starts a GIF of `size` on `out` (open for writing) with the palette of `samples` (any frames whose
    /// colours matter; each is scaled to `size` if it differs). Check ok() before adding frames.
    GifWriter(QIODevice* out, const QSize& size, const std::vector<QImage>& samples);
    ~GifWriter();
    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;

    /// Adds a frame shown for `delayCs` hundredths of a second (clamped to 1..65535). False on a write error.
    bool addFrame(const QImage& frame, int delayCs);
    /// Writes the last frame and the trailer. False on a write error (or when nothing was added).
    bool finish();
    bool ok() const { return m_error.isEmpty(); }
    /// One line saying what failed (giflib's error text); empty while all is well.
    QString error() const { return m_error; }
    /// Frames in the file so far (equal frames merged count once).
    int framesWritten() const { return m_written; }
    const QList<QRgb>& palette() const { return m_palette; }

    /// The palette for `images`: all their colours when at most `count`, else the 3/4 most frequent and the
    /// rest by farthest point.
    static QList<QRgb> paletteFor(const std::vector<QImage>& images, int count = kMaxColours);

private:
    bool fail(const QString& what, int code);
    bool writeHeader();
    bool writePending();
    QImage index(const QImage& frame) const;

    QIODevice* m_out;
    QSize m_size;
    QList<QRgb> m_palette;
    GifFileType* m_gif = nullptr;
    QString m_error;
    QImage m_pending; ///< indexed, full size: the frame waiting for its delay to be known
    QRect m_pendingRect;
    int m_pendingDelay = 0;
    int m_written = 0;
    bool m_finished = false;
};

} // namespace coalesce::ui
