// SPDX-License-Identifier: GPL-3.0-or-later
// The pattern widget on the offscreen platform: pixel probes at known cells, the frame property, playback,
// selection, exports re-read, and a paint benchmark with 1024 work-items.
#include "patternfixtures.h"

#include "ui/palette.h"
#include "ui/patternview.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

using namespace coalesce;
using namespace coalesce::ui;
using coalesce::testing::nvidiaLikeProfile;
using coalesce::testing::stridedRequest;
using coalesce::testing::summaryOf;

namespace {

bool isConflictColour(QRgb rgb)
{
    const QColor want = palette::conflict();
    const int dr = qRed(rgb) - want.red(), dg = qGreen(rgb) - want.green(), db = qBlue(rgb) - want.blue();
    return dr * dr + dg * dg + db * db < 50 * 50;
}

int conflictPixels(const QImage& image, const QRectF& area)
{
    int n = 0;
    const QRect r = area.toAlignedRect().intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += isConflictColour(image.pixel(x, y)) ? 1 : 0;
    return n;
}

QImage grabImage(PatternView& view)
{
    return view.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

} // namespace

class TestPatternView : public QObject {
    Q_OBJECT

private slots:
    void conflictCellsMarkedAtStride32()
    {
        PatternView view;
        view.resize(1280, 720);
        view.setData(summaryOf({stridedRequest(Space::Local, 32)}), nvidiaLikeProfile(), "local");
        QCOMPARE(view.effectiveMode(), PatternMode::Banks);
        QCOMPARE(view.frame(), view.frameCount() - 1); // the final picture first
        const QImage image = grabImage(view);
        const PatternScene& s = view.scene();
        const PatternLayout& l = view.layout();
        for (int row = 0; row < 32; ++row) {
            const QRectF cell = l.cellRects[size_t(s.cellIndex(row, 0))];
            QVERIFY2(conflictPixels(image, cell) > 10,
                     qPrintable(QStringLiteral("row %1 not marked").arg(row)));
            // The neighbouring bank is empty and unmarked.
            QCOMPARE(conflictPixels(image, l.cellRects[size_t(s.cellIndex(row, 1))].adjusted(2, 2, -2, -2)), 0);
        }
        QVERIFY(conflictPixels(image, l.footerRects[0]) > 10); // "32-way" under bank 0
        QCOMPARE(conflictPixels(image, l.footerRects[1]), 0);
    }

    void noConflictMarksAtStride33()
    {
        PatternView view;
        view.resize(1280, 720);
        view.setData(summaryOf({stridedRequest(Space::Local, 33)}), nvidiaLikeProfile(), "local");
        const QImage image = grabImage(view);
        const PatternLayout& l = view.layout();
        QCOMPARE(conflictPixels(image, l.grid.united(l.footer)), 0);
        // Yet every lane's cell is filled with its lane colour: lane 7 sits in bank 7, row 7.
        const QRectF cell = l.cellRects[size_t(view.scene().cellIndex(7, 7))];
        QCOMPARE(image.pixelColor(cell.topLeft().toPoint() + QPoint(3, 3)), palette::laneColour(7));
    }

    void framePropertyIsDeterministic()
    {
        PatternView view;
        view.resize(1280, 720);
        view.setData(summaryOf({stridedRequest(Space::Local, 32)}), nvidiaLikeProfile(), "local");
        QCOMPARE(view.phaseCount(), 32);
        QCOMPARE(view.frameCount(), 32 * PatternView::kFramesPerPhase);
        const QRectF row5 = view.layout().cellRects[size_t(view.scene().cellIndex(5, 0))];
        const QPoint probe = row5.center().toPoint() + QPoint(0, -int(row5.height() / 4));

        QVERIFY(view.setProperty("frame", 0));
        QCOMPARE(view.phase(), 0);
        QCOMPARE(grabImage(view).pixelColor(probe), palette::emptyCell()); // pass 5 not played yet

        view.setFrame(6 * PatternView::kFramesPerPhase - 1); // end of pass 5 (0-based)
        QCOMPARE(view.phase(), 5);
        const QImage after = grabImage(view);
        QVERIFY(after.pixelColor(probe) != palette::emptyCell());
        QVERIFY(conflictPixels(after, row5) > 10);
        QCOMPARE(grabImage(view), after); // same frame, same picture (cached layers are consistent)

        view.setFrame(0);
        view.setFrame(6 * PatternView::kFramesPerPhase - 1); // backwards then forwards again
        QCOMPARE(grabImage(view), after);
        QImage direct(view.size(), QImage::Format_RGB32);
        {
            QPainter p(&direct);
            view.renderTo(p, direct.rect()); // the uncached export path draws the same picture
        }
        QCOMPARE(direct.pixelColor(probe), after.pixelColor(probe));
    }

    void playbackAndStepping()
    {
        PatternView view;
        view.resize(800, 600);
        view.setData(summaryOf({stridedRequest(Space::Local, 2)}), nvidiaLikeProfile(), "local");
        const int f = PatternView::kFramesPerPhase;
        QCOMPARE(view.phaseCount(), 2);
        view.setFrame(0);
        view.stepForward();
        QCOMPARE(view.frame(), f - 1);
        view.stepForward();
        QCOMPARE(view.frame(), 2 * f - 1);
        view.stepForward(); // clamps at the end
        QCOMPARE(view.frame(), 2 * f - 1);
        view.stepBack();
        QCOMPARE(view.frame(), f - 1);
        view.stepBack();
        QCOMPARE(view.frame(), 0);

        QSignalSpy playing(&view, &PatternView::playingChanged);
        QSignalSpy frames(&view, &PatternView::frameChanged);
        view.setSpeed(4.0);
        view.play(); // from the start
        QVERIFY(view.isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(!view.isPlaying(), 3000); // 30 frames at 4 per tick: about 0.25 s
        QCOMPARE(view.frame(), view.frameCount() - 1);
        QCOMPARE(playing.count(), 2);
        QVERIFY(frames.count() >= 5);

        view.setLoop(true);
        view.play();
        QTest::qWait(400);
        QVERIFY(view.isPlaying()); // loops instead of stopping
        view.togglePlay();
        QVERIFY(!view.isPlaying());
    }

    void selectionOfGroupAndStep()
    {
        std::vector<Request> rs;
        for (uint32_t g = 0; g < 2; ++g)
            for (uint32_t step = 0; step < 3; ++step)
                rs.push_back(stridedRequest(Space::Local, step + 1, 32, 4, 0, g, step));
        rs.push_back(stridedRequest(Space::Global, 1, 32, 4, 0, 0, 0)); // other space: filtered out
        PatternView view;
        view.resize(800, 600);
        QSignalSpy selection(&view, &PatternView::selectionChanged);
        view.setData(summaryOf(rs), nvidiaLikeProfile(), "local");
        QCOMPARE(view.requestIndices().size(), size_t(6));
        QCOMPARE(view.availableGroups(), (std::vector<uint32_t>{0, 1}));
        QCOMPARE(view.availableSteps(), (std::vector<uint32_t>{0, 1, 2}));
        view.setStep(1);
        QCOMPARE(view.scene().conflictDegree, 2u); // step 1 is stride 2
        view.setGroup(1);
        QCOMPARE(view.group(), 1u);
        QCOMPARE(view.step(), 1u); // step kept
        QCOMPARE(view.currentRequest(), 4);
        QCOMPARE(selection.count(), 3);
        // New data keeps the group and step when they still exist.
        view.setData(summaryOf(rs), nvidiaLikeProfile(), "local");
        QCOMPARE(view.currentRequest(), 4);
        view.setData(summaryOf(rs), nvidiaLikeProfile(), "global");
        QCOMPARE(view.effectiveMode(), PatternMode::Segments);
        view.setMode(PatternMode::Channels);
        QCOMPARE(view.effectiveMode(), PatternMode::Channels);
        view.clear();
        QVERIFY(!view.hasData());
        QVERIFY(!grabImage(view).isNull()); // empty state paints
    }

    void degenerateInputsDoNotCrash()
    {
        PatternView view;
        view.resize(10, 10); // far below the minimum size
        QVERIFY(!view.grab().isNull());
        Request silent = stridedRequest(Space::Local, 1);
        for (LaneAccess& a : silent.lanes)
            a.size = 0; // divergent: nobody accesses
        for (const GeometryProfile& profile : {GeometryProfile(), nvidiaLikeProfile()}) {
            for (const char* space : {"local", "global", "constant"}) {
                view.setData(summaryOf({silent, stridedRequest(Space::Constant, 0)}), profile, space);
                QVERIFY(!view.grab().isNull());
                view.setMode(PatternMode::Channels);
                QVERIFY(!view.grab().isNull());
                view.setMode(PatternMode::Auto);
            }
        }
        view.resize(800, 600);
        view.setData(summaryOf({silent}), nvidiaLikeProfile(), "local");
        QCOMPARE(view.phaseCount(), 1);
        QVERIFY(view.describeAt(view.layout().laneRects[0].center()).contains("no access"));
        view.setData(summaryOf({stridedRequest(Space::Local, 4, 1024)}), nvidiaLikeProfile(1024), "local");
        QVERIFY(view.scene().hiddenRows == 0 && view.scene().rows.size() == 128);
        view.setData(summaryOf({stridedRequest(Space::Local, 64, 1024)}), nvidiaLikeProfile(1024), "local");
        QCOMPARE(view.scene().hiddenRows, 1024 - 128); // shown up to kMaxSceneRows, the rest counted
        QVERIFY(!view.grab().isNull());
        // A profile core's models refuse (SIMD groups above 1024 lanes) draws nothing rather than guessing.
        view.setData(summaryOf({stridedRequest(Space::Local, 1, 4096)}), nvidiaLikeProfile(4096), "local");
        QVERIFY(view.scene().rows.empty());
        QVERIFY(!view.grab().isNull());
    }

    void tooltipsAndFontScale()
    {
        PatternView view;
        view.resize(1280, 720);
        view.setData(summaryOf({stridedRequest(Space::Local, 32)}), nvidiaLikeProfile(), "local");
        const QRectF cell = view.layout().cellRects[size_t(view.scene().cellIndex(3, 0))];
        const QString tip = view.describeAt(cell.center());
        QVERIFY2(tip.contains("Bank 0") && tip.contains("lane 3") && tip.contains("32 passes"),
                 qPrintable(tip));
        QVERIFY(view.describeAt(view.layout().laneRects[4].center()).contains("Lane 4"));
        view.resize(1280, 1440); // tall enough that a doubled font leaves the grid its room
        const double font = view.layout().font;
        view.setFontScale(2.0);
        QCOMPARE(view.layout().font, 2 * font);
        view.resize(1280, 720); // short: the font is capped so the grid keeps 40 % of the height
        QCOMPARE(view.layout().font, 0.6 * 720 / 16);
    }

    void exportsAreReadable()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        PatternView view;
        view.resize(1000, 700);
        view.setData(summaryOf({stridedRequest(Space::Global, 2)}), nvidiaLikeProfile(), "global");
        QString error;
        const QString png = dir.filePath("frame.png");
        QVERIFY2(view.exportPng(png, &error, QSize(1600, 900)), qPrintable(error));
        QImage image(png);
        QCOMPARE(image.size(), QSize(1600, 900));
        const QString svg = dir.filePath("frame.svg");
        QVERIFY2(view.exportSvg(svg, &error), qPrintable(error));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox(), QRect(0, 0, 1000, 700));
        QVERIFY(!view.exportPng(dir.filePath("missing/folder/x.png"), &error));
        QVERIFY(error.contains("missing/folder/x.png"));
        error.clear();
        QVERIFY(!view.exportSvg(dir.filePath("missing/folder/x.svg"), &error));
        QVERIFY(error.contains("x.svg"));
    }

    // With COALESCE_SHOTS=folder set, writes the pictures a teacher would see, to be looked at by a person.
    void screenshots()
    {
        const QString folder = qEnvironmentVariable("COALESCE_SHOTS");
        if (folder.isEmpty())
            QSKIP("set COALESCE_SHOTS=folder to write screenshots");
        struct Shot {
            const char* name;
            Space space;
            uint32_t stride;
            PatternMode mode;
            double scale;
            QSize size;
            double at; // fraction of the animation; 1 = final picture
        };
        const Shot shots[] = {
            {"local-stride32", Space::Local, 32, PatternMode::Auto, 1.0, {1920, 1080}, 1.0},
            {"local-stride32-pass6", Space::Local, 32, PatternMode::Auto, 1.0, {1920, 1080}, 0.19},
            {"local-stride33", Space::Local, 33, PatternMode::Auto, 1.0, {1920, 1080}, 1.0},
            {"local-stride2", Space::Local, 2, PatternMode::Auto, 1.0, {1280, 720}, 1.0},
            {"local-broadcast", Space::Local, 0, PatternMode::Auto, 1.0, {1280, 720}, 1.0},
            {"global-stride1", Space::Global, 1, PatternMode::Auto, 1.0, {1920, 1080}, 1.0},
            {"global-stride2-fetch", Space::Global, 2, PatternMode::Auto, 1.0, {1920, 1080}, 0.45},
            {"global-stride64", Space::Global, 64, PatternMode::Auto, 1.0, {1920, 1080}, 1.0},
            {"channels", Space::Global, 1, PatternMode::Channels, 1.0, {1920, 1080}, 0.6},
            {"present-local-stride32", Space::Local, 32, PatternMode::Auto, 1.75, {1920, 1080}, 1.0},
        };
        for (const Shot& shot : shots) {
            std::vector<Request> rs;
            if (shot.mode == PatternMode::Channels)
                for (uint32_t g = 0; g < 16; ++g)
                    rs.push_back(stridedRequest(Space::Global, 8, 32, 4, g * 1024, g));
            else
                rs.push_back(stridedRequest(shot.space, shot.stride));
            PatternView view;
            view.resize(shot.size);
            view.setMode(shot.mode);
            view.setFontScale(shot.scale);
            view.setData(summaryOf(rs), nvidiaLikeProfile(), shot.space == Space::Local ? "local" : "global");
            if (shot.mode == PatternMode::Channels)
                view.setGroup(9);
            view.setFrame(int(shot.at * (view.frameCount() - 1)));
            QVERIFY(view.grab().save(folder + "/pattern-" + shot.name + ".png"));
            if (shot.scale == 1.0 && shot.at == 1.0) { // the SVG export, rendered back, to compare by eye
                const QString svg = folder + "/pattern-" + shot.name + ".svg";
                QVERIFY(view.exportSvg(svg));
                QImage back(shot.size, QImage::Format_RGB32);
                back.fill(Qt::white);
                QPainter p(&back);
                QSvgRenderer(svg).render(&p);
                p.end();
                QVERIFY(back.save(svg + ".png"));
            }
        }
    }

    // Paints whole animations offscreen and reports frames per second. 1024 work-items: one request of 1024
    // lanes (a device whose SIMD group is the work-group) and 32 requests of 32 lanes on the channel grid.
    void paintBenchmark_data()
    {
        QTest::addColumn<int>("stride");
        QTest::addColumn<QString>("space");
        QTest::addColumn<int>("mode");
        QTest::newRow("local stride 32, 1024 lanes") << 32 << "local" << int(PatternMode::Auto);
        QTest::newRow("local stride 1, 1024 lanes") << 1 << "local" << int(PatternMode::Auto);
        QTest::newRow("global stride 1, 1024 lanes") << 1 << "global" << int(PatternMode::Auto);
        QTest::newRow("channels, 32 x 32 lanes") << 1 << "channels" << int(PatternMode::Channels);
    }

    void paintBenchmark()
    {
        QFETCH(int, stride);
        QFETCH(QString, space);
        QFETCH(int, mode);
        ModelSummary summary;
        GeometryProfile profile = nvidiaLikeProfile(1024);
        if (space == "channels") {
            profile = nvidiaLikeProfile(32);
            for (uint32_t g = 0; g < 32; ++g)
                summary.requests.push_back(stridedRequest(Space::Global, 1, 32, 4, g * 128, g));
        } else {
            summary = summaryOf(
                {stridedRequest(space == "local" ? Space::Local : Space::Global, uint32_t(stride), 1024)});
        }
        PatternView view;
        view.resize(1920, 1080);
        view.setMode(PatternMode(mode));
        view.setData(summary, profile, space == "channels" ? "global" : space);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const int frames = std::clamp(view.frameCount(), 120, 600); // short animations loop
        view.repaint();
        view.resetPaintStats();
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < frames; ++i) {
            view.setFrame(i % view.frameCount());
            view.repaint();
        }
        const double seconds = timer.nsecsElapsed() / 1e9;
        const double fps = frames / seconds;
        qInfo("%s: %d frames, %.1f fps (paint mean %.2f ms, max %.2f ms)", QTest::currentDataTag(), frames, fps,
              view.paintStats().meanMs(), view.paintStats().maxMs);
        QCOMPARE(view.paintStats().paints, frames);
        QVERIFY2(fps > 2, "far below the 30 fps goal even allowing for ASan on a loaded VM (perf label)");
    }
};

QTEST_MAIN(TestPatternView)
#include "test_patternview.moc"
