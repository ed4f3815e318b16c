// SPDX-License-Identifier: GPL-3.0-or-later
// The animated GIF export: GifWriter's files read back with giflib (DGifSlurp): frame count, size, the
// NETSCAPE2.0 loop, delays, equal frames merged, changed rectangles only, colours exact; and the pattern's
// animation through the Exporter over the fake backend: one frame run per pass, frames that differ, the view's
// frame restored, cancelling and unwritable paths writing nothing.
#include "ui/controller.h"
#include "ui/exportanimation.h"
#include "ui/exporter.h"
#include "ui/fakebackend.h"
#include "ui/gifwriter.h"
#include "ui/patternview.h"
#include "ui/throughputchart.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gif_lib.h>

#include <cstring>
#include <memory>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

struct Reader {
    QByteArray bytes;
    int offset = 0;
};

int readFromBytes(GifFileType* gif, GifByteType* out, int length)
{
    auto* r = static_cast<Reader*>(gif->UserData);
    const int n = std::min(length, int(r->bytes.size()) - r->offset);
    std::memcpy(out, r->bytes.constData() + r->offset, size_t(std::max(0, n)));
    r->offset += std::max(0, n);
    return std::max(0, n);
}

// A GIF read back whole; composite(i) is what a viewer shows after frame i.
struct Gif {
    Reader reader;
    GifFileType* file = nullptr;
    ~Gif()
    {
        int code = 0;
        if (file)
            DGifCloseFile(file, &code);
    }
    bool read(const QByteArray& bytes)
    {
        reader.bytes = bytes;
        int code = 0;
        file = DGifOpen(&reader, readFromBytes, &code);
        return file && DGifSlurp(file) == GIF_OK;
    }
    int frames() const { return file->ImageCount; }
    int delay(int i) const
    {
        GraphicsControlBlock gcb;
        return DGifSavedExtensionToGCB(file, i, &gcb) == GIF_OK ? gcb.DelayTime : -1;
    }
    int disposal(int i) const
    {
        GraphicsControlBlock gcb;
        return DGifSavedExtensionToGCB(file, i, &gcb) == GIF_OK ? gcb.DisposalMode : -1;
    }
    // The NETSCAPE2.0 block and its loop count (0: forever); -1 when absent.
    int loopCount() const
    {
        const SavedImage& first = file->SavedImages[0];
        for (int i = 0; i + 1 < first.ExtensionBlockCount; ++i) {
            const ExtensionBlock& b = first.ExtensionBlocks[i];
            const ExtensionBlock& data = first.ExtensionBlocks[i + 1];
            if (b.Function == APPLICATION_EXT_FUNC_CODE && b.ByteCount == 11 &&
                std::memcmp(b.Bytes, "NETSCAPE2.0", 11) == 0 && data.ByteCount == 3 && data.Bytes[0] == 1)
                return data.Bytes[1] | (data.Bytes[2] << 8);
        }
        return -1;
    }
    QRect rect(int i) const
    {
        const GifImageDesc& d = file->SavedImages[i].ImageDesc;
        return QRect(d.Left, d.Top, d.Width, d.Height);
    }
    QImage composite(int upTo) const
    {
        QImage out(file->SWidth, file->SHeight, QImage::Format_RGB32);
        out.fill(Qt::black);
        const ColorMapObject* map = file->SColorMap;
        for (int i = 0; i <= upTo; ++i) {
            const SavedImage& s = file->SavedImages[i];
            for (int y = 0; y < s.ImageDesc.Height; ++y)
                for (int x = 0; x < s.ImageDesc.Width; ++x) {
                    const GifColorType c = map->Colors[s.RasterBits[y * s.ImageDesc.Width + x]];
                    out.setPixel(s.ImageDesc.Left + x, s.ImageDesc.Top + y, qRgb(c.Red, c.Green, c.Blue));
                }
        }
        return out;
    }
};

QImage picture(int boxes)
{
    QImage image(64, 48, QImage::Format_RGB32);
    image.fill(qRgb(250, 250, 248));
    QPainter p(&image);
    const QColor colours[] = {QColor(0x77, 0xaa, 0xdd), QColor(0xee, 0x88, 0x66), QColor(0x44, 0xbb, 0x99)};
    for (int i = 0; i < boxes; ++i)
        p.fillRect(QRect(4 + i * 20, 10, 16, 16), colours[i % 3]);
    return image;
}

} // namespace

class TestExportGif : public QObject {
    Q_OBJECT

private slots:
    void writerRoundTrips()
    {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        {
            GifWriter gif(&buffer, QSize(64, 48), {picture(0), picture(3)});
            QVERIFY2(gif.ok(), qPrintable(gif.error()));
            QCOMPARE(gif.palette().size(), 4); // the four exact colours: nothing rounded
            QVERIFY(gif.addFrame(picture(0), 10));
            QVERIFY(gif.addFrame(picture(1), 20));
            QVERIFY(gif.addFrame(picture(1), 30)); // equal: lengthens the one before
            QVERIFY(gif.addFrame(picture(3), 40));
            QVERIFY2(gif.finish(), qPrintable(gif.error()));
            QCOMPARE(gif.framesWritten(), 3);
            QVERIFY(!gif.addFrame(picture(2), 10)); // finished
        }
        Gif gif;
        QVERIFY(gif.read(buffer.data()));
        QVERIFY(buffer.data().startsWith("GIF89a"));
        QCOMPARE(gif.frames(), 3);
        QCOMPARE(QSize(gif.file->SWidth, gif.file->SHeight), QSize(64, 48));
        QCOMPARE(gif.loopCount(), 0);
        QCOMPARE(gif.delay(0), 10);
        QCOMPARE(gif.delay(1), 50);
        QCOMPARE(gif.delay(2), 40);
        QCOMPARE(gif.disposal(1), DISPOSE_DO_NOT);
        // Only what changed is stored: the first box, then the second and third.
        QCOMPARE(gif.rect(0), QRect(0, 0, 64, 48));
        QCOMPARE(gif.rect(1), QRect(4, 10, 16, 16));
        QCOMPARE(gif.rect(2), QRect(24, 10, 36, 16));
        QCOMPARE(gif.composite(0), picture(0));
        QCOMPARE(gif.composite(1), picture(1));
        QCOMPARE(gif.composite(2), picture(3));
    }

    void manyColoursMapToTheNearest()
    {
        // A gradient of 512 colours: the palette keeps 256, every pixel within a few levels of its colour.
        QImage ramp(512, 8, QImage::Format_RGB32);
        for (int x = 0; x < 512; ++x)
            for (int y = 0; y < 8; ++y)
                ramp.setPixel(x, y, qRgb(x / 2, 255 - x / 2, (x * 7) % 256));
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        GifWriter writer(&buffer, ramp.size(), {ramp});
        QCOMPARE(writer.palette().size(), GifWriter::kMaxColours);
        QVERIFY(writer.addFrame(ramp, 5));
        QVERIFY2(writer.finish(), qPrintable(writer.error()));
        Gif gif;
        QVERIFY(gif.read(buffer.data()));
        const QImage back = gif.composite(0);
        int worst = 0;
        for (int x = 0; x < 512; ++x) {
            const QRgb a = ramp.pixel(x, 0), b = back.pixel(x, 0);
            worst = std::max({worst, std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b))});
        }
        QVERIFY2(worst < 64, qPrintable(QString::number(worst)));
    }

    void writeErrorsAreReported()
    {
        QBuffer closed; // not open: nothing can be written
        GifWriter gif(&closed, QSize(8, 8), {picture(1)});
        QVERIFY(!gif.ok());
        QVERIFY(!gif.addFrame(picture(1), 5));
        QVERIFY(!gif.finish());
        QVERIFY(!gif.error().isEmpty());
        QBuffer empty;
        empty.open(QIODevice::WriteOnly);
        GifWriter none(&empty, QSize(8, 8), {});
        QVERIFY(!none.finish()); // no frames is not a GIF
        QVERIFY(!none.error().isEmpty());
    }

    void framePlanHoldsEachPass()
    {
        const auto frames = animationFrames(3, 15);
        QCOMPARE(int(frames.size()), 3 * 8);
        QCOMPARE(frames.front().viewFrame, 0);
        QCOMPARE(frames[7].viewFrame, 14); // the end of the first pass, held
        QVERIFY(frames[7].delayCs > frames[6].delayCs);
        QCOMPARE(frames.back().viewFrame, 44);
        QVERIFY(frames.back().delayCs > frames[7].delayCs);
        for (size_t i = 1; i < frames.size(); ++i)
            QVERIFY(frames[i].viewFrame > frames[i - 1].viewFrame);
        QCOMPARE(int(animationFrames(32, 15).size()), 32 * 4); // many passes: fewer frames each
    }

    void patternAnimationThroughTheExporter()
    {
        Controller controller(std::make_unique<FakeBackend>());
        PatternView view;
        ThroughputChart chart;
        Exporter exporter(&controller, &view, &chart);
        QTemporaryDir dir;
        QString error;
        QVERIFY(!exporter.exportTo(dir.filePath(QStringLiteral("none.gif")), &error)); // nothing traced yet
        QVERIFY2(error.contains(QStringLiteral("no pattern")), qPrintable(error));

        QSignalSpy opened(&controller, &Controller::deviceOpened);
        controller.openDevice(QStringLiteral("0:0"));
        QVERIFY(opened.wait(3000));
        QSignalSpy traced(&controller, &Controller::traceReady);
        QVERIFY(controller.selectLesson(QStringLiteral("fake.bank"), {"stride=2"}));
        QVERIFY(traced.wait(3000));
        const auto outcome = traced.last().at(0).value<TraceOutcome>();
        view.setData(outcome.summary, outcome.profile, QStringLiteral("local"));
        QVERIFY(view.phaseCount() >= 2); // a 2-way conflict: two passes
        view.setFrame(5);

        ExportSettings settings;
        settings.size = QSize(480, 270);
        const QString path = dir.filePath(QStringLiteral("anim.gif"));
        int calls = 0;
        QVERIFY2(exporter.exportTo(path, settings, &error,
                                   [&](int done, int total) {
                                       ++calls;
                                       return done <= total;
                                   }),
                 qPrintable(error));
        QCOMPARE(view.frame(), 5); // restored
        const int planned = int(animationFrames(view.phaseCount(), PatternView::kFramesPerPhase).size());
        QCOMPARE(calls, planned);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        Gif gif;
        QVERIFY(gif.read(file.readAll()));
        QCOMPARE(QSize(gif.file->SWidth, gif.file->SHeight), QSize(480, 270));
        QCOMPARE(gif.loopCount(), 0);
        QVERIFY2(gif.frames() >= 2 * view.phaseCount() && gif.frames() <= planned,
                 qPrintable(QString::number(gif.frames())));
        const QImage first = gif.composite(0);
        const QImage last = gif.composite(gif.frames() - 1);
        QVERIFY(first != last);
        for (int i = 1; i < gif.frames(); ++i)
            QVERIFY(!gif.rect(i).isEmpty()); // every stored frame changes something
        // The last frame is the finished picture, as the PNG export shows it, held before the loop.
        QVERIFY(gif.delay(gif.frames() - 1) >= 100);
        // The caption's footer is in every frame (it is in the first and never redrawn).
        int dark = 0;
        for (int y = 240; y < 270; ++y)
            for (int x = 0; x < 480; ++x)
                dark += qGray(first.pixel(x, y)) < 100 ? 1 : 0;
        QVERIFY(dark > 50);

        // Cancelled half-way: nothing written, the earlier file kept.
        const QByteArray before = [&] {
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        QVERIFY(!exporter.exportTo(path, settings, &error, [](int done, int) { return done < 3; }));
        QVERIFY2(error.contains(QStringLiteral("cancelled")), qPrintable(error));
        QFile again(path);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QCOMPARE(again.readAll(), before);
        QCOMPARE(view.frame(), 5);

        const QString bad = dir.filePath(QStringLiteral("missing/anim.gif"));
        QVERIFY(!exporter.exportTo(bad, settings, &error));
        QVERIFY2(error.contains(bad) && error.contains(QStringLiteral("writable")), qPrintable(error));
        settings.size = QSize(4000, 2000);
        QVERIFY(!exporter.exportTo(path, settings, &error));
        QVERIFY2(error.contains(QStringLiteral("2560")), qPrintable(error));
    }
};

QTEST_MAIN(TestExportGif)
#include "test_exportgif.moc"
