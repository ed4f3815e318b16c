// SPDX-License-Identifier: GPL-3.0-or-later
// The pattern view's scene (what is drawn) and layout (where), without widgets: hand-worked requests and
// hand-computed rectangles.
#include "patternfixtures.h"

#include "ui/palette.h"
#include "ui/patterngeometry.h"
#include "ui/patternscene.h"

#include <QtTest>

using namespace coalesce;
using namespace coalesce::ui;
using coalesce::testing::nvidiaLikeProfile;
using coalesce::testing::stridedRequest;
using coalesce::testing::summaryOf;

namespace {

bool near(const QRectF& a, const QRectF& b)
{
    return std::abs(a.x() - b.x()) < 1e-6 && std::abs(a.y() - b.y()) < 1e-6 &&
           std::abs(a.width() - b.width()) < 1e-6 && std::abs(a.height() - b.height()) < 1e-6;
}

QString str(const QRectF& r)
{
    return QStringLiteral("(%1, %2, %3 x %4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

#define CHECK_RECT(actual, expected)                                                                           \
    QVERIFY2(near((actual), (expected)), qPrintable(str(actual) + " vs " + str(expected)))

PatternScene scene(const Request& r, PatternMode mode = PatternMode::Auto)
{
    return buildScene(summaryOf({r}), 0, nvidiaLikeProfile(), mode);
}

} // namespace

class TestPatternGeometry : public QObject {
    Q_OBJECT

private slots:
    void fontFollowsSizeAndScale()
    {
        QCOMPARE(baseFontPixels(QSizeF(1280, 720), 1.0), 20.0);
        QCOMPARE(baseFontPixels(QSizeF(800, 600), 1.0), 12.5);
        QCOMPARE(baseFontPixels(QSizeF(100, 100), 1.0), 10.0);   // clamped up
        QCOMPARE(baseFontPixels(QSizeF(1200, 390), 1.0), 13.0);  // a short, wide pane follows its height
        QCOMPARE(baseFontPixels(QSizeF(6400, 3600), 1.0), 40.0); // clamped down
        QCOMPARE(baseFontPixels(QSizeF(1280, 720), 2.0), 40.0);  // presentation mode
    }

    void primitiveRects()
    {
        CHECK_RECT(gridCellRect(QRectF(10, 20, 320, 160), 32, 16, 3, 2), QRectF(40, 40, 10, 10));
        CHECK_RECT(laneRect(QRectF(100, 50, 640, 30), 32, 5), QRectF(200, 50, 20, 30));
        // 8 segments of 8 units, gap 20, units >= 22 px in 1000 px: 5 fit ((1000 - 80) / 40 = 23), 6 do not.
        QCOMPARE(segmentsPerLine(1000, 8, 8, 20, 22), 5);
        QCOMPARE(segmentsPerLine(1000, 3, 8, 20, 22), 3);
        QCOMPARE(segmentsPerLine(100, 8, 32, 20, 22), 1);
    }

    void laneColours()
    {
        QCOMPARE(palette::laneColourIndex(0), 0);
        QCOMPARE(palette::laneColourIndex(9), 1);
        QCOMPARE(palette::laneColour(3), palette::laneColour(11));
        QVERIFY(palette::laneColour(3) != palette::laneColour(4));
        QCOMPARE(palette::textOn(Qt::white), QColor(0x11, 0x11, 0x11));
        QCOMPARE(palette::textOn(QColor(0, 0x30, 0x70)), QColor(Qt::white));
        for (int i = 0; i < palette::kLaneColours; ++i) // dark text must stay readable on every lane colour
            QCOMPARE(palette::textOn(palette::laneColourAt(i)), QColor(0x11, 0x11, 0x11));
    }

    void bankSceneStride32AllInOneBank()
    {
        const PatternScene s = scene(stridedRequest(Space::Local, 32));
        QCOMPARE(s.mode, PatternMode::Banks);
        QCOMPARE(s.columns, 32);
        QCOMPARE(int(s.rows.size()), 32); // word rows 0..31, one word per row, all in bank 0
        QCOMPARE(s.conflictDegree, 32u);
        QCOMPARE(s.phases, 32);
        QCOMPARE(s.columnDegree[0], 32);
        QCOMPARE(s.columnDegree[1], 1);
        for (int lane = 0; lane < 32; ++lane) {
            QCOMPARE(s.lanes[size_t(lane)].phase, lane);
            const SceneCell& c = s.cells[size_t(s.cellIndex(lane, 0))];
            QCOMPARE(c.state, CellState::Used);
            QVERIFY(c.conflict);
            QCOMPARE(c.degree, 32);
            QCOMPARE(c.lane, lane);
            QCOMPARE(s.cells[size_t(s.cellIndex(lane, 1))].state, CellState::Empty);
        }
        QCOMPARE(s.efficiency, 1.0 / 32);
    }

    void bankSceneStride33IsConflictFree()
    {
        const PatternScene s = scene(stridedRequest(Space::Local, 33));
        QCOMPARE(s.conflictDegree, 1u);
        QCOMPARE(s.phases, 1);
        QCOMPARE(int(s.rows.size()), 32); // word 33i: bank i, row i
        for (int lane = 0; lane < 32; ++lane) {
            const SceneCell& c = s.cells[size_t(s.cellIndex(lane, lane))];
            QCOMPARE(c.lane, lane);
            QVERIFY(!c.conflict);
        }
        for (const SceneCell& c : s.cells)
            QVERIFY(!c.conflict);
    }

    void bankSceneStride2TwoWay()
    {
        const PatternScene s = scene(stridedRequest(Space::Local, 2));
        QCOMPARE(s.conflictDegree, 2u);
        QCOMPARE(int(s.rows.size()), 2);
        QCOMPARE(s.lanes[16].phase, 1); // lane 16: word 32 = bank 0 again, second pass
        QCOMPARE(s.cells[size_t(s.cellIndex(1, 0))].lane, 16);
        QVERIFY(s.cells[size_t(s.cellIndex(0, 0))].conflict);
        QCOMPARE(s.cells[size_t(s.cellIndex(0, 1))].state, CellState::Empty); // odd banks unused
    }

    void broadcastIsOnePass()
    {
        const PatternScene s = scene(stridedRequest(Space::Local, 0));
        QCOMPARE(s.conflictDegree, 1u);
        QCOMPARE(s.broadcastLanes, 31u);
        const SceneCell& c = s.cells[size_t(s.cellIndex(0, 0))];
        QVERIFY(c.broadcast);
        QCOMPARE(c.hits, 32);
        QVERIFY(!c.conflict);
    }

    void bankPassesAreCores()
    {
        // Lanes 0..3 at words 0, 32, 0, 64 (bank 0): word 0 twice is a broadcast. The scene draws core's
        // passes.
        Request r = stridedRequest(Space::Local, 0, 4);
        r.lanes[1].byteOffset = 128;
        r.lanes[3].byteOffset = 256;
        auto phases = [&](const GeometryProfile& profile) {
            std::vector<int> out;
            for (const SceneLane& lane : buildScene(summaryOf({r}), 0, profile, PatternMode::Auto).lanes)
                out.push_back(lane.phase);
            return out;
        };
        GeometryProfile p = nvidiaLikeProfile();
        QCOMPARE(phases(p), (std::vector<int>{0, 1, 0, 2}));
        p.broadcast.value = 0;
        QCOMPARE(phases(p), (std::vector<int>{0, 1, 2, 3}));
        p = nvidiaLikeProfile();
        p.conflictGroup.value = 2;
        QCOMPARE(phases(p), (std::vector<int>{0, 1, 0, 1})); // two conflict groups
    }

    void wideAccessesFollowCore()
    {
        // 32 contiguous doubles on 32 x 4-byte banks: two words each, two passes (docs/MODELS.md).
        const PatternScene s = scene(stridedRequest(Space::Local, 1, 32, 8));
        QCOMPARE(s.conflictDegree, 2u);
        QCOMPARE(s.lanes[0].phase, 0);
        QCOMPARE(s.lanes[16].phase, 1);
        QCOMPARE(s.cells[size_t(s.cellIndex(0, 1))].lane, 0); // lane 0's second word, bank 1
    }

    void segmentScene()
    {
        PatternScene s = scene(stridedRequest(Space::Global, 1));
        QCOMPARE(s.mode, PatternMode::Segments);
        QCOMPARE(int(s.rows.size()), 4);
        QCOMPARE(s.columns, 8);
        QCOMPARE(s.transactions, 4u);
        QCOMPARE(s.bytesMoved, 128ull);
        QCOMPARE(s.efficiency, 1.0);
        QCOMPARE(s.phases, 4);
        QCOMPARE(s.lanes[9].phase, 1);

        s = scene(stridedRequest(Space::Global, 2));
        QCOMPARE(s.transactions, 8u);
        QCOMPARE(s.efficiency, 0.5);
        QCOMPARE(s.cells[1].state, CellState::Wasted);
        QCOMPARE(s.cells[2].state, CellState::Used);
        QCOMPARE(s.cells[2].lane, 1);

        s = scene(stridedRequest(Space::Global, 64)); // 256 B apart: segments 0, 8, 16, ...
        QCOMPARE(int(s.rows.size()), 32);
        QCOMPARE(s.rows[1].index, 8);
        QVERIFY(!s.rows[0].gapBefore);
        QVERIFY(s.rows[1].gapBefore);
        QCOMPARE(s.efficiency, 0.125);
    }

    void channelScene()
    {
        // Four SIMD groups reading 128 consecutive bytes each: channels of 256 B -> groups 0,1 on ch 0, 2,3 on
        // ch 1.
        std::vector<Request> rs;
        for (uint32_t g = 0; g < 4; ++g)
            rs.push_back(stridedRequest(Space::Global, 1, 32, 4, g * 128, g));
        const PatternScene s = buildScene(summaryOf(rs), 2, nvidiaLikeProfile(), PatternMode::Channels);
        QCOMPARE(s.mode, PatternMode::Channels);
        QCOMPARE(s.columns, 8);
        QCOMPARE(int(s.rows.size()), 4);
        QCOMPARE(s.currentRow, 2);
        QCOMPARE(s.cells[size_t(s.cellIndex(2, 1))].value, 4u);
        QCOMPARE(s.loadAfterPhase.back()[0], 8ull);
        QCOMPARE(s.loadAfterPhase.back()[1], 8ull);
        QCOMPARE(s.loadAfterPhase[0][0], 4ull);
        QCOMPARE(s.imbalance, 4.0);
        QCOMPARE(int(s.links.size()), 32);
        QCOMPARE(s.links[0].cell, s.cellIndex(2, 1));
    }

    void bankLayoutHandComputed()
    {
        // 1280 x 720: font 20, margin 12, grid from x = 12 + 3.6 * 20 = 84 to 1268 (1184 wide, 37 per bank).
        // y: title 12..44, counters 44..110, lanes 118..152, links 152..212, bank numbers 212..236, grid 236.
        const PatternScene s = scene(stridedRequest(Space::Local, 1));
        const PatternLayout l = layoutPattern(s, QSizeF(1280, 720), 1.0);
        QCOMPARE(l.font, 20.0);
        CHECK_RECT(l.title, QRectF(12, 12, 1256, 32));
        CHECK_RECT(l.counters[1], QRectF(12 + 251.2, 44, 251.2, 66));
        CHECK_RECT(l.lanes, QRectF(84, 118, 1184, 34));
        CHECK_RECT(l.laneRects[5], QRectF(269, 118, 37, 34));
        CHECK_RECT(l.columnLabels, QRectF(84, 212, 1184, 24));
        // One word row: cell height min(room, max(0.8 * 37, 1.3 * 20), 2.4 * 20) = 29.6.
        CHECK_RECT(l.cellRects[size_t(s.cellIndex(0, 5))], QRectF(269, 236, 37, 29.6));
        CHECK_RECT(l.legend, QRectF(12, 678, 1256, 30));
        QCOMPARE(l.linkLines[5], QLineF(287.5, 152, 287.5, 212)); // ends above the bank number
        CHECK_RECT(l.footerRects[5], QRectF(269, 236 + 29.6 + 6, 37, 28));

        // Stride 32: 32 rows share the 400 px between grid top and footer: 12.5 px each.
        const PatternScene s32 = scene(stridedRequest(Space::Local, 32));
        const PatternLayout l32 = layoutPattern(s32, QSizeF(1280, 720), 1.0);
        CHECK_RECT(l32.cellRects[size_t(s32.cellIndex(3, 0))], QRectF(84, 236 + 3 * 12.5, 37, 12.5));
        QCOMPARE(l32.linkLines[3].p2(), QPointF(102.5, 212)); // above bank 0, never across the grid
    }

    void segmentLayoutHandComputed()
    {
        // 4 segments of 8 units, gap 18: all on one line, unit (1184 - 3 * 18) / 32 = 35.3125 px.
        const PatternScene s = scene(stridedRequest(Space::Global, 1));
        const PatternLayout l = layoutPattern(s, QSizeF(1280, 720), 1.0);
        QCOMPARE(l.segmentsPerLine, 4);
        const double unit = 35.3125;
        const double height = unit * 1.3; // below 2.4 * font and the room left
        CHECK_RECT(l.segmentRects[1], QRectF(84 + 8 * unit + 18, 212, 8 * unit, height));
        CHECK_RECT(l.cellRects[9], QRectF(84 + 9 * unit + 18, 212, unit, height)); // lane 9: segment 1, unit 1
        CHECK_RECT(l.rowLabelRects[1], QRectF(84 + 8 * unit + 18, 212 + height, 8 * unit, 20));

        // 32 segments wrap into lines; every cell stays inside the grid and below the lanes.
        const PatternScene wide = scene(stridedRequest(Space::Global, 64));
        const PatternLayout lw = layoutPattern(wide, QSizeF(1280, 720), 1.0);
        QVERIFY(lw.segmentsPerLine < 32);
        for (const QRectF& r : lw.cellRects) {
            QVERIFY(lw.grid.adjusted(-0.01, -0.01, 0.01, 0.01).contains(r));
            QVERIFY(r.top() >= lw.links.bottom() - 1e-9);
        }
        QCOMPARE(int(lw.gapRects.size()), 31);
    }

    void hitTesting()
    {
        const PatternScene s = scene(stridedRequest(Space::Local, 32));
        const PatternLayout l = layoutPattern(s, QSizeF(1280, 720), 1.0);
        PatternHit h = hitTest(l, l.cellRects[size_t(s.cellIndex(7, 0))].center());
        QCOMPARE(h.kind, PatternHit::Kind::Cell);
        QCOMPARE(h.index, s.cellIndex(7, 0));
        h = hitTest(l, QPointF(269 + 10, 130)); // lane 5
        QCOMPARE(h.kind, PatternHit::Kind::Lane);
        QCOMPARE(h.index, 5);
        h = hitTest(l, l.counters[2].center());
        QCOMPARE(h.kind, PatternHit::Kind::Counter);
        QCOMPARE(h.index, 2);
        QCOMPARE(hitTest(l, QPointF(3, 3)).kind, PatternHit::Kind::None);
    }

    void manyLanesStayInside()
    {
        const Request r = stridedRequest(Space::Local, 1, 1024);
        const PatternScene s = buildScene(summaryOf({r}), 0, nvidiaLikeProfile(1024), PatternMode::Auto);
        QCOMPARE(int(s.lanes.size()), 1024);
        QCOMPARE(s.conflictDegree, 1u);
        const PatternLayout l = layoutPattern(s, QSizeF(1920, 1080), 1.0);
        QCOMPARE(int(l.laneRects.size()), 1024);
        QVERIFY(l.lanes.contains(l.laneRects.back().center()));
        QVERIFY(l.bounds.contains(l.cellRects.back()));
    }
};

QTEST_APPLESS_MAIN(TestPatternGeometry)
#include "test_patterngeometry.moc"
