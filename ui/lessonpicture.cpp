// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessonpicture.h"

#include "ui/coretexts.h"
#include "ui/palette.h"

#include "core/lessons/occupancy.h"
#include "core/lessons/scan.h"

#include <algorithm>
#include <map>

namespace coalesce::ui {

namespace {

constexpr int kMatrixCorner = 32;             // rows and columns of A and B shown at most
constexpr uint64_t kComputeUnitLocal = 65536; // seed 000's compute unit: 64 KiB of local memory

LessonPictureData occupancyPicture(const ParamSet& params)
{
    LessonPictureData data;
    data.kind = LessonPictureData::Kind::ResidentGroups;
    const int64_t wg = params.integer("wg");
    const int64_t selected = params.integer("local_kib");
    for (const int64_t kib : {0, 1, 2, 4, 8, 12, 16, 20, 24, 32, 40, 48}) {
        ScanLevelBar bar;
        bar.label = QString::number(kib);
        const uint64_t bytes = uint64_t(std::max<int64_t>(kib * 1024, wg * 4));
        bar.degree = residentGroupsByLocalMemory(kComputeUnitLocal, bytes);
        bar.name = LessonPicture::tr("%1 KiB per group: %2 groups fit 64 KiB").arg(kib).arg(bar.degree);
        if (kib == selected)
            data.currentLevel = int(data.levels.size());
        data.levels.push_back(bar);
    }
    if (data.currentLevel >= 0)
        data.caption = LessonPicture::tr("%1 (seed 000's compute unit); this device's count is the run's "
                                         "resident_groups_by_local_memory")
                           .arg(data.levels[size_t(data.currentLevel)].name);
    return data;
}

LessonPictureData scanPicture(const ParamSet& params, const ModelSummary& summary, uint32_t step)
{
    LessonPictureData data;
    data.kind = LessonPictureData::Kind::ScanLevels;
    const std::vector<ScanPhase> phases =
        scanPhases(uint64_t(params.integer("n")), uint64_t(params.integer("wg")));
    for (const ScanPhase& phase : phases) {
        if (phase.kind != ScanPhase::Kind::UpSweep && phase.kind != ScanPhase::Kind::DownSweep)
            continue;
        ScanLevelBar bar;
        bar.up = phase.kind == ScanPhase::Kind::UpSweep;
        // An arrow and the offset: short enough for 18 bars in a narrow window.
        bar.label = QString(bar.up ? QChar(0x2191) : QChar(0x2193)) + QString::number(phase.offset);
        bar.name = CoreTexts::translate(scanPhaseName(phase));
        bar.firstStep = phase.firstStep;
        bar.steps = phase.steps;
        for (const Request& r : summary.requests)
            if (r.space == Space::Local && r.step >= phase.firstStep && r.step < phase.firstStep + phase.steps)
                bar.degree = std::max(bar.degree, r.conflictDegree);
        if (step >= phase.firstStep && step < phase.firstStep + phase.steps)
            data.currentLevel = int(data.levels.size());
        data.levels.push_back(bar);
    }
    if (data.currentLevel >= 0) {
        const ScanLevelBar& bar = data.levels[size_t(data.currentLevel)];
        data.caption = LessonPicture::tr("Step %1 is in the %2: conflict degree %3")
                           .arg(step)
                           .arg(bar.name)
                           .arg(bar.degree);
    } else if (const ScanPhase* phase = scanPhaseAt(phases, step)) {
        data.caption =
            LessonPicture::tr("Step %1: %2").arg(step).arg(CoreTexts::translate(scanPhaseName(*phase)));
    }
    return data;
}

LessonPictureData matmulPicture(const ParamSet& params, const ModelSummary& summary, uint32_t group,
                                uint32_t step)
{
    LessonPictureData data;
    data.kind = LessonPictureData::Kind::MatrixTiles;
    const int size = int(params.integer("matrix"));
    const int k = int(step / 2);
    const bool rows = params.text("order") == "rows";
    MatrixView a, b;
    a.name = QStringLiteral("A");
    b.name = QStringLiteral("B");
    a.rows = a.cols = b.rows = b.cols = std::min(size, kMatrixCorner);
    // The corner that holds column k of A and row k of B.
    a.firstCol = std::min(k / kMatrixCorner * kMatrixCorner, size - a.cols);
    b.firstRow = a.firstCol;
    for (const Request& r : summary.requests) {
        if (r.group != group || r.space != Space::Global || r.kind != AccessKind::Read ||
            r.step / 2 != uint32_t(k))
            continue;
        MatrixView& m = r.buffer == 0 ? a : b;
        for (const LaneAccess& lane : r.lanes) {
            const int word = int(lane.byteOffset / 4);
            const MatrixCell cell{word / size, word % size, lane.lane};
            if (cell.row >= m.firstRow && cell.row < m.firstRow + m.rows && cell.col >= m.firstCol &&
                cell.col < m.firstCol + m.cols)
                m.cells.push_back(cell);
        }
    }
    if (step < uint32_t(2 * size))
        data.caption =
            (rows ? LessonPicture::tr("k = %1, order=rows: the lanes read a column of A (a row of K "
                                      "words apart each) and one word of B")
                  : LessonPicture::tr("k = %1, order=columns: the lanes read one word of A and a row "
                                      "of B (consecutive words)"))
                .arg(k);
    else
        data.caption = LessonPicture::tr("The write of C");
    data.matrices = {a, b};
    return data;
}

LessonPictureData imagePicture(const ParamSet& params, const ModelSummary& summary, uint32_t group,
                               uint32_t step)
{
    constexpr uint64_t kTexel = 16; // float4
    LessonPictureData data;
    data.kind = LessonPictureData::Kind::MatrixTiles;
    const int n = int(params.integer("side"));
    const bool image = params.text("source") == "image";
    const std::string access = params.text("access");
    MatrixView view;
    view.name = image ? LessonPicture::tr("image") : LessonPicture::tr("buffer");
    view.rows = view.cols = std::min(n, kMatrixCorner);
    struct Segment {
        uint64_t first, texels;
    };
    std::vector<MatrixCell> cells;
    std::vector<Segment> segments;
    bool write = false;
    for (const Request& r : summary.requests) {
        if (r.group != group || r.step != step || r.space != Space::Global)
            continue;
        write = write || r.kind == AccessKind::Write;
        if (r.kind != AccessKind::Read || r.buffer != 0)
            continue;
        const uint64_t segmentBytes = r.transactions > 0 ? r.bytesMoved / r.transactions : 0;
        for (const LaneAccess& lane : r.lanes) {
            const uint64_t texel = lane.byteOffset / kTexel;
            cells.push_back({int(texel / uint64_t(n)), int(texel % uint64_t(n)), lane.lane});
            if (segmentBytes >= kTexel) {
                const uint64_t perSegment = segmentBytes / kTexel;
                const Segment seg{texel / perSegment * perSegment, perSegment};
                if (std::none_of(segments.begin(), segments.end(),
                                 [&](const Segment& s) { return s.first == seg.first; }))
                    segments.push_back(seg);
            }
        }
    }
    if (write) {
        data.caption =
            LessonPicture::tr("Step %1: the write of out[] (row-major, one float4 per work-item)").arg(step);
        data.matrices = {view};
        return data;
    }
    if (cells.empty())
        return data;
    // The corner: from the texels' first row and column, on the grid's 8-cell lines, inside the picture.
    int minRow = INT32_MAX, minCol = INT32_MAX, maxRow = 0, maxCol = 0;
    for (const MatrixCell& c : cells) {
        minRow = std::min(minRow, c.row);
        minCol = std::min(minCol, c.col);
        maxRow = std::max(maxRow, c.row);
        maxCol = std::max(maxCol, c.col);
    }
    // As many rows as the texels span, in whole 8-row bands (a row read: 8, a column: 16), so the cells stay
    // large enough to see the segments in a short panel.
    const int firstRow = minRow / 8 * 8;
    view.rows = std::min(std::clamp((maxRow - firstRow + 8) / 8 * 8, 8, kMatrixCorner), n);
    view.firstRow = std::clamp(firstRow, 0, n - view.rows);
    view.firstCol = std::clamp(minCol / 8 * 8, 0, n - view.cols);
    const QRect corner(view.firstCol, view.firstRow, view.cols, view.rows);
    for (const MatrixCell& c : cells)
        if (corner.contains(c.col, c.row))
            view.cells.push_back(c);
    if (!image)
        for (const Segment& seg : segments) {
            const QRect run(int(seg.first % uint64_t(n)), int(seg.first / uint64_t(n)), int(seg.texels), 1);
            if (run.intersects(corner))
                view.outlines.push_back(run.intersected(corner));
        }
    data.matrices = {view};
    const int footprintW = maxCol - minCol + 1, footprintH = maxRow - minRow + 1;
    const QString what = LessonPicture::tr("access=%1, step %2").arg(QString::fromStdString(access)).arg(step);
    data.caption =
        image ? LessonPicture::tr("%1: %2 texels in a %3 x %4 block; an image is tiled in 2-D, so a column "
                                  "costs what a row does (the request above shows row-major indices)")
                    .arg(what)
                    .arg(cells.size())
                    .arg(footprintW)
                    .arg(footprintH)
              : LessonPicture::tr("%1: %2 texels in %3 segments of %4 B, outlined: a buffer is row-major, so "
                                  "its segments lie along rows")
                    .arg(what)
                    .arg(cells.size())
                    .arg(segments.size())
                    .arg(segments.empty() ? 0 : qulonglong(segments.front().texels * kTexel));
    return data;
}

LessonPictureData reusePicture(const ParamSet& params, const ModelSummary& summary, uint32_t group)
{
    LessonPictureData data;
    data.kind = LessonPictureData::Kind::WordReuse;
    data.tile = params.text("source") == "local";
    const int64_t reuse = params.integer("reuse");
    const auto selected = std::find_if(summary.requests.begin(), summary.requests.end(),
                                       [&](const Request& r) { return r.group == group; });
    if (selected == summary.requests.end())
        return data;
    const uint32_t workGroup = selected->workGroup;
    auto isInput = [](const Request& r) {
        return r.space == Space::Global && r.kind == AccessKind::Read && r.buffer == 0;
    };
    auto isTile = [](const Request& r) { return r.space == Space::Local && r.buffer == 2; };
    // Words count from the work-group's first input word; tile index i holds that word + i.
    uint64_t base = UINT64_MAX;
    for (const Request& r : summary.requests)
        if (r.workGroup == workGroup && isInput(r))
            for (const LaneAccess& lane : r.lanes)
                base = std::min(base, lane.byteOffset / 4);
    if (base == UINT64_MAX)
        return data;
    std::map<int, WordUse> words;
    int first = INT32_MAX, last = -1; // the window the selected SIMD group sums
    uint64_t globalReads = 0, tileReads = 0;
    for (const Request& r : summary.requests) {
        if (r.workGroup != workGroup || !(isInput(r) || isTile(r)))
            continue;
        const bool tileUse = isTile(r) && r.kind == AccessKind::Read;
        // The sums' own reads: of the tile (source=local), or of in[] (source=global; its fill has no tile).
        const bool sums = data.tile ? tileUse : isInput(r);
        for (const LaneAccess& lane : r.lanes) {
            const int word = int(isTile(r) ? lane.byteOffset / 4 : lane.byteOffset / 4 - base);
            WordUse& use = words[word];
            use.word = word;
            if (isInput(r)) {
                ++use.globalReads;
                ++globalReads;
            } else if (tileUse) {
                ++use.tileReads;
                ++tileReads;
            } else if (r.kind == AccessKind::Write) {
                use.filled = true;
            }
            if (sums && r.group == group) {
                first = std::min(first, word);
                last = std::max(last, word);
            }
        }
    }
    for (const auto& [word, use] : words)
        if (word >= first && word <= last)
            data.words.push_back(use);
    const auto distinct = qulonglong(words.size());
    data.caption = data.tile
                       ? LessonPicture::tr("source=local, reuse=%1: the group copies its %2 words into the "
                                           "tile once (%3 global reads), then reads the tile %4 times")
                             .arg(reuse)
                             .arg(distinct)
                             .arg(qulonglong(globalReads))
                             .arg(qulonglong(tileReads))
                       : LessonPicture::tr("source=global, reuse=%1: the group reads its %2 words %3 times "
                                           "from global memory, each up to %1 times")
                             .arg(reuse)
                             .arg(distinct)
                             .arg(qulonglong(globalReads));
    return data;
}

} // namespace

PatternMode lessonPatternMode(const std::string& lessonId)
{
    return lessonId == "global.channels" ? PatternMode::Channels : PatternMode::Auto;
}

LessonPictureData lessonPicture(const std::string& lessonId, const ParamSet& params,
                                const ModelSummary& summary, uint32_t group, uint32_t step)
{
    try {
        if (lessonId == "scan.padding")
            return scanPicture(params, summary, step);
        if (lessonId == "local.occupancy")
            return occupancyPicture(params);
        if (lessonId == "matmul.order")
            return matmulPicture(params, summary, group, step);
        if (lessonId == "local.reuse")
            return reusePicture(params, summary, group);
        if (lessonId == "image.vs.buffer")
            return imagePicture(params, summary, group, step);
    } catch (const std::exception&) {
        // Parameters of another lesson version: no picture rather than a wrong one.
    }
    return {};
}

LessonPicture::LessonPicture(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("lessonPicture"));
    hide();
}

void LessonPicture::setData(const std::string& lessonId, const ParamSet& params, const ModelSummary& summary)
{
    m_lesson = lessonId;
    m_params = params;
    m_summary = summary;
    const uint32_t step = summary.requests.empty() ? 0 : summary.requests.front().step;
    setSelection(0, step);
}

void LessonPicture::clear()
{
    m_lesson.clear();
    m_summary = ModelSummary();
    m_data = LessonPictureData();
    hide();
}

void LessonPicture::setSelection(uint32_t group, uint32_t step)
{
    m_data = lessonPicture(m_lesson, m_params, m_summary, group, step);
    setVisible(m_data.kind != LessonPictureData::Kind::None);
    setToolTip(m_data.caption); // whole, where a narrow window elides the caption line
    const int line = fontMetrics().height();
    // A matrix needs its 32 rows; the reuse strip two rows of numbers, the arrows and the word numbers.
    setMinimumHeight(m_data.kind == LessonPictureData::Kind::MatrixTiles ? std::max(140, 9 * line)
                     : m_data.kind == LessonPictureData::Kind::WordReuse ? 7 * line
                                                                         : 90);
    updateGeometry();
    update();
}

QSize LessonPicture::sizeHint() const
{
    return QSize(600, m_data.kind == LessonPictureData::Kind::MatrixTiles ? 240 : 130);
}

} // namespace coalesce::ui
