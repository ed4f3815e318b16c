// SPDX-License-Identifier: GPL-3.0-or-later
// LessonPicture: the lesson's own picture from host-generated traces (no device). scan.padding gets one bar
// per up- and down-sweep level with the degrees worked out in tests/core/test_scan.cpp and marks the selected
// step's level; matmul.order gets A and B with a column of A (rows) or a row of B (columns) in the lanes'
// cells; image.vs.buffer a corner of the picture with the texels and, from a buffer, their segments; other
// lessons get none and the widget hides; the widget paints its bars at the expected places.
#include "ui/lessonpicture.h"
#include "ui/palette.h"

#include "core/geometry.h"
#include "core/hosttrace.h"
#include "core/lesson.h"

#include <QImage>

#include <QTest>
#include <algorithm>
#include <set>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

struct Modelled {
    ParamSet params;
    ModelSummary summary;
};

Modelled modelled(const std::string& lessonId, const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow(lessonId);
    GeometryProfile profile = defaultProfile();
    applyOverrides(profile, "simd=32,banks=32,bank_width=4,conflict_group=32,broadcast=1,segment=32,line=128");
    Modelled m;
    m.params = applyParams(lesson.params(), lesson.defaults(nullptr), assignments);
    m.summary = hostModel(lesson, m.params, profile, 1);
    return m;
}

} // namespace

class TestLessonPicture : public QObject {
    Q_OBJECT
private slots:
    void scanLevelsCarryTheirDegrees()
    {
        const Modelled m = modelled("scan.padding", {"n=512", "wg=256", "pad=0"});
        // Step 2 is the first up-sweep level's read of ai (the load takes steps 0 and 1).
        const LessonPictureData d = lessonPicture("scan.padding", m.params, m.summary, 0, 2);
        QCOMPARE(d.kind, LessonPictureData::Kind::ScanLevels);
        QCOMPARE(int(d.levels.size()), 18);
        const std::vector<uint32_t> expected = {2, 4, 8, 16, 16, 8, 4, 2, 1, 1, 2, 4, 8, 16, 16, 8, 4, 2};
        for (size_t i = 0; i < expected.size(); ++i)
            QCOMPARE(d.levels[i].degree, expected[i]);
        QCOMPARE(d.currentLevel, 0);
        QVERIFY(d.levels[0].up);
        QVERIFY(!d.levels[9].up);
        QVERIFY(d.caption.contains(QStringLiteral("offset 1")));
        // The clear step is no level; the first down-sweep level is index 9.
        const uint32_t clearStep = d.levels[8].firstStep + d.levels[8].steps;
        QCOMPARE(lessonPicture("scan.padding", m.params, m.summary, 0, clearStep).currentLevel, -1);
        QCOMPARE(lessonPicture("scan.padding", m.params, m.summary, 0, clearStep + 1).currentLevel, 9);

        const Modelled padded = modelled("scan.padding", {"n=512", "wg=256", "pad=32"});
        for (const ScanLevelBar& bar :
             lessonPicture("scan.padding", padded.params, padded.summary, 0, 2).levels)
            QCOMPARE(bar.degree, 1u);
    }

    void matmulCellsFormAColumnOrARow()
    {
        const Modelled rows = modelled("matmul.order", {"order=rows", "matrix=64", "wg=64"});
        // Step 2k: k = 3. A: lanes 0..31 read A[lane][3], a column; B: one cell B[3][0].
        LessonPictureData d = lessonPicture("matmul.order", rows.params, rows.summary, 0, 6);
        QCOMPARE(d.kind, LessonPictureData::Kind::MatrixTiles);
        QCOMPARE(int(d.matrices.size()), 2);
        QCOMPARE(int(d.matrices[0].cells.size()), 32);
        for (const MatrixCell& c : d.matrices[0].cells) {
            QCOMPARE(c.col, 3);
            QCOMPARE(uint32_t(c.row), c.lane);
        }
        QCOMPARE(int(d.matrices[1].cells.size()), 32); // 32 lanes on one cell
        for (const MatrixCell& c : d.matrices[1].cells)
            QVERIFY(c.row == 3 && c.col == 0);

        const Modelled cols = modelled("matmul.order", {"order=columns", "matrix=64", "wg=64"});
        d = lessonPicture("matmul.order", cols.params, cols.summary, 0, 7);
        for (const MatrixCell& c : d.matrices[1].cells) {
            QCOMPARE(c.row, 3);
            QCOMPARE(uint32_t(c.col), c.lane);
        }
        // k = 40 lies in the second 32-column corner of A (and row corner of B).
        d = lessonPicture("matmul.order", cols.params, cols.summary, 0, 80);
        QCOMPARE(d.matrices[0].firstCol, 32);
        QCOMPARE(d.matrices[1].firstRow, 32);
    }

    void imageReadsAreATwoDimensionalBlock()
    {
        // side 64: band 16. SIMD group 0 is work-items x 0..15, y 0..1 of the first 16 x 16 group; at step 1 a
        // row read takes texels (x, y + 16): rows 16-17, columns 0-15; 32 B segments hold 2 texels, so 16
        // segments, each a run of 2 cells along a row.
        const Modelled row = modelled("image.vs.buffer", {"side=64", "source=buffer", "access=row"});
        LessonPictureData d = lessonPicture("image.vs.buffer", row.params, row.summary, 0, 1);
        QCOMPARE(d.kind, LessonPictureData::Kind::MatrixTiles);
        QCOMPARE(int(d.matrices.size()), 1);
        const MatrixView& r = d.matrices[0];
        QCOMPARE(r.firstRow, 16);
        QCOMPARE(r.rows, 8); // the rows the texels span, in whole 8-row bands
        QCOMPARE(r.firstCol, 0);
        QCOMPARE(int(r.cells.size()), 32);
        for (const MatrixCell& c : r.cells) {
            QCOMPARE(c.row, 16 + int(c.lane / 16));
            QCOMPARE(uint32_t(c.col), c.lane % 16);
        }
        QCOMPARE(int(r.outlines.size()), 16);
        for (const QRect& run : r.outlines)
            QVERIFY(run.width() == 2 && run.height() == 1 && run.x() % 2 == 0);
        QVERIFY(d.caption.contains(QStringLiteral("16 segments of 32 B")));

        // A column read takes texel (yy, x), row x: rows 0-15 at columns 16 and 17 — still 16 segments of two
        // texels, but now stacked down the picture, every one in a line of its own.
        const Modelled col = modelled("image.vs.buffer", {"side=64", "source=buffer", "access=column"});
        d = lessonPicture("image.vs.buffer", col.params, col.summary, 0, 1);
        const MatrixView& c = d.matrices[0];
        QCOMPARE(c.firstRow, 0);
        QCOMPARE(c.rows, 16);
        QCOMPARE(c.firstCol, 16);
        std::set<int> rows, cols;
        for (const MatrixCell& cell : c.cells) {
            rows.insert(cell.row);
            cols.insert(cell.col);
        }
        QCOMPARE(int(rows.size()), 16);
        QCOMPARE(cols, (std::set<int>{16, 17}));
        QCOMPARE(int(c.outlines.size()), 16);

        // From an image: the same texels, no segments (the layout is the driver's), the 2-D footprint named.
        const Modelled img = modelled("image.vs.buffer", {"side=64", "source=image", "access=block"});
        d = lessonPicture("image.vs.buffer", img.params, img.summary, 0, 0);
        const MatrixView& b = d.matrices[0];
        QVERIFY(b.outlines.empty());
        QCOMPARE(int(b.cells.size()), 4 * 32); // four texels per lane
        QVERIFY2(d.caption.contains(QStringLiteral("17 x 3 block")), qPrintable(d.caption));
        // The widget carries the whole caption as its tooltip (a narrow window elides the line).
        LessonPicture widget;
        widget.setData("image.vs.buffer", img.params, img.summary);
        widget.setSelection(0, 0);
        QCOMPARE(widget.toolTip(), d.caption);
        // The write step has no texels: the caption says what it is.
        d = lessonPicture("image.vs.buffer", img.params, img.summary, 0, 4);
        QVERIFY(d.caption.contains(QStringLiteral("write")));
    }

    void reuseCountsGlobalAndTileReadsPerWord()
    {
        // wg = 64, reuse = 4: the group sums words 0..66; SIMD group 0 sums words 0..34.
        const Modelled local = modelled("local.reuse", {"source=local", "reuse=4", "wg=64"});
        LessonPictureData d = lessonPicture("local.reuse", local.params, local.summary, 0, 0);
        QCOMPARE(d.kind, LessonPictureData::Kind::WordReuse);
        QVERIFY(d.tile);
        QCOMPARE(int(d.words.size()), 35);
        for (const WordUse& w : d.words) {
            QCOMPARE(w.globalReads, 1u); // filled once
            QVERIFY(w.filled);
            // Word w is summed by work-items w-3 .. w of the group (fewer at the group's first words).
            QCOMPARE(w.tileReads, uint32_t(std::min(w.word, 3) + 1));
        }
        QCOMPARE(d.words.front().word, 0);
        QCOMPARE(d.words.back().word, 34);
        QVERIFY2(d.caption.contains(QStringLiteral("67 words")) && d.caption.contains(QStringLiteral("256")),
                 qPrintable(d.caption));

        const Modelled global = modelled("local.reuse", {"source=global", "reuse=4", "wg=64"});
        d = lessonPicture("local.reuse", global.params, global.summary, 1, 0);
        QVERIFY(!d.tile);
        QCOMPARE(int(d.words.size()), 35); // SIMD group 1: words 32..66
        QCOMPARE(d.words.front().word, 32);
        for (const WordUse& w : d.words) {
            QCOMPARE(w.tileReads, 0u);
            QVERIFY(!w.filled);
            QCOMPARE(w.globalReads, uint32_t(std::min({w.word, 3, 66 - w.word}) + 1)); // reuse times
        }
    }

    void channelsLessonOpensOnTheChannelGrid()
    {
        QCOMPARE(lessonPatternMode("global.channels"), PatternMode::Channels);
        QCOMPARE(lessonPatternMode("global.stride"), PatternMode::Auto);
        QCOMPARE(lessonPatternMode("local.padding"), PatternMode::Auto);
    }

    void matricesFillTheirPanel()
    {
        const Modelled rows = modelled("matmul.order", {"order=rows", "matrix=64", "wg=64"});
        LessonPicture widget;
        widget.resize(1000, 240);
        widget.setData("matmul.order", rows.params, rows.summary);
        widget.setSelection(0, 6);
        QImage image(widget.size(), QImage::Format_ARGB32);
        widget.render(&image);
        // Along a line through the grids' middle most pixels are grid (cells, lines), not page.
        const int y = 120;
        int page = 0;
        for (int x = 0; x < image.width(); ++x)
            page += image.pixelColor(x, y) == palette::background() ? 1 : 0;
        QVERIFY2(page < image.width() / 4, qPrintable(QString::number(page)));
        // The lit column of A (k = 3) in lane colours runs down most of the picture's height.
        std::set<QRgb> lanes;
        for (uint32_t lane = 0; lane < 32; ++lane)
            lanes.insert(palette::laneColour(lane).rgb());
        int litRows = 0;
        for (int row = 0; row < image.height(); ++row) {
            bool lit = false;
            for (int x = 0; x < image.width() / 2 && !lit; ++x)
                lit = lanes.count(image.pixel(x, row)) > 0;
            litRows += lit ? 1 : 0;
        }
        QVERIFY2(litRows > image.height() / 2, qPrintable(QString::number(litRows)));
    }

    void occupancyBarsAreGroupsThatFitSixtyFourKiB()
    {
        const Modelled m = modelled("local.occupancy", {"local_kib=16", "wg=256"});
        const LessonPictureData d = lessonPicture("local.occupancy", m.params, m.summary, 0, 0);
        QCOMPARE(d.kind, LessonPictureData::Kind::ResidentGroups);
        QCOMPARE(int(d.levels.size()), 12);
        // 0 KiB still allocates the 256 words the kernel exchanges: 1 KiB -> 64 groups; 16 KiB -> 4 (seed 000);
        // 20 KiB -> 3; 48 KiB -> 1.
        QCOMPARE(d.levels[0].degree, 64u);
        QCOMPARE(d.levels[6].label, QStringLiteral("16"));
        QCOMPARE(d.levels[6].degree, 4u);
        QCOMPARE(d.levels[7].degree, 3u);
        QCOMPARE(d.levels[11].degree, 1u);
        QCOMPARE(d.currentLevel, 6);
        QVERIFY(d.caption.contains(QStringLiteral("4 groups")));
    }

    void otherLessonsHaveNoPicture()
    {
        const Modelled m = modelled("local.stride", {});
        QCOMPARE(lessonPicture("local.stride", m.params, m.summary, 0, 0).kind, LessonPictureData::Kind::None);
        LessonPicture widget;
        widget.setData("local.stride", m.params, m.summary);
        QVERIFY(widget.isHidden());
        const Modelled scan = modelled("scan.padding", {});
        widget.setData("scan.padding", scan.params, scan.summary);
        QVERIFY(!widget.isHidden());
        widget.clear();
        QVERIFY(widget.isHidden());
    }

    void paintsConflictBarsAndTheCurrentLevel()
    {
        const Modelled m = modelled("scan.padding", {"n=512", "wg=256", "pad=0"});
        LessonPicture widget;
        widget.resize(900, 160);
        widget.setData("scan.padding", m.params, m.summary);
        widget.setSelection(0, 2);
        QImage image(widget.size(), QImage::Format_ARGB32);
        widget.render(&image);
        // 18 slots of 50 px from x = 8; each bar is 70 % of its slot, centred, standing on the label row.
        const double slot = (900.0 - 16) / 18;
        auto colourAt = [&](int level, double fromBottom) {
            const int x = int(8 + slot * level + slot / 2);
            const int y =
                int(160 - QFontMetricsF(widget.font()).height() * 2 - 6 - fromBottom); // above the labels
            return image.pixelColor(x, y);
        };
        // The 16-way bars (levels 3 and 4) are conflict-coloured; level 8 (1-way) is good-coloured near its
        // base; the first level is drawn over the highlight of the selected level.
        QCOMPARE(colourAt(3, 3), palette::conflict());
        QCOMPARE(colourAt(8, 3), palette::good());
        QCOMPARE(image.pixelColor(int(8 + slot * 0 + 2), 8), palette::highlight());
        QCOMPARE(image.pixelColor(int(8 + slot * 1 + 2), 8), palette::background());
    }
};

QTEST_MAIN(TestLessonPicture)
#include "test_lessonpicture.moc"
