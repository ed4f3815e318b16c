// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessonpicture.h"

#include "ui/coretexts.h"
#include "ui/palette.h"

#include "core/lessons/occupancy.h"
#include "core/lessons/scan.h"

#include <QPainter>

#include <algorithm>

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

} // namespace

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
    setMinimumHeight(m_data.kind == LessonPictureData::Kind::MatrixTiles ? 140 : 90);
    updateGeometry();
    update();
}

QSize LessonPicture::sizeHint() const
{
    return QSize(600, m_data.kind == LessonPictureData::Kind::MatrixTiles ? 240 : 130);
}

void LessonPicture::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette::background());
    const QFontMetricsF fm(font());
    const QRectF area = QRectF(rect()).adjusted(8, 4, -8, -fm.height() - 6);
    if (m_data.kind == LessonPictureData::Kind::ScanLevels ||
        m_data.kind == LessonPictureData::Kind::ResidentGroups)
        paintLevels(painter, area);
    else if (m_data.kind == LessonPictureData::Kind::MatrixTiles)
        paintMatrices(painter, area);
    painter.setPen(palette::ink());
    painter.drawText(QRectF(8, height() - fm.height() - 4, width() - 16, fm.height() + 2),
                     Qt::AlignLeft | Qt::AlignVCenter, m_data.caption);
}

void LessonPicture::paintLevels(QPainter& painter, const QRectF& area) const
{
    if (m_data.levels.empty())
        return;
    const QFontMetricsF fm(font());
    // Resident groups: heights stop at 16 (at 0-2 KiB other limits than local memory decide).
    const uint32_t cap = m_data.kind == LessonPictureData::Kind::ResidentGroups ? 16 : UINT32_MAX;
    uint32_t maxDegree = 1;
    for (const ScanLevelBar& bar : m_data.levels)
        maxDegree = std::max(maxDegree, std::min(cap, bar.degree));
    const double labelH = fm.height();
    const double chartH = std::max(10.0, area.height() - 2 * labelH);
    const double slot = area.width() / double(m_data.levels.size());
    const double barW = std::max(4.0, slot * 0.7);
    for (size_t i = 0; i < m_data.levels.size(); ++i) {
        const ScanLevelBar& bar = m_data.levels[i];
        const double h = chartH * double(std::min(cap, bar.degree)) / double(maxDegree);
        const double x = area.left() + slot * double(i) + (slot - barW) / 2;
        const QRectF r(x, area.top() + labelH + chartH - h, barW, h);
        if (int(i) == m_data.currentLevel)
            painter.fillRect(QRectF(area.left() + slot * double(i), area.top(), slot, area.height()),
                             palette::highlight());
        const bool groups = m_data.kind == LessonPictureData::Kind::ResidentGroups;
        // Scan: conflicts are bad; occupancy: more resident groups are good, few (< 4) poor.
        const bool bad = groups ? bar.degree < 4 : bar.degree > 1;
        painter.fillRect(r, bad ? palette::conflict() : palette::good());
        painter.setPen(palette::ink());
        painter.drawText(QRectF(x - 10, r.top() - labelH, barW + 20, labelH), Qt::AlignCenter,
                         groups ? QString::number(bar.degree) : tr("%1-way").arg(bar.degree));
        painter.drawText(QRectF(area.left() + slot * double(i), area.top() + labelH + chartH, slot, labelH),
                         Qt::AlignCenter, bar.label);
    }
}

void LessonPicture::paintMatrices(QPainter& painter, const QRectF& area) const
{
    const QFontMetricsF fm(font());
    const double gap = 40;
    const size_t count = m_data.matrices.size();
    if (count == 0)
        return;
    const double boxW = (area.width() - gap * double(count - 1)) / double(count);
    for (size_t i = 0; i < count; ++i) {
        const MatrixView& m = m_data.matrices[i];
        const double side = std::min(boxW, area.height() - fm.height());
        const double cell = side / double(std::max(m.rows, m.cols));
        const QRectF box(area.left() + double(i) * (boxW + gap) + (boxW - side) / 2, area.top() + fm.height(),
                         cell * m.cols, cell * m.rows);
        painter.setPen(palette::ink());
        painter.drawText(QRectF(box.left(), area.top(), box.width() + 100, fm.height()), Qt::AlignLeft,
                         tr("%1: rows %2-%3, columns %4-%5")
                             .arg(m.name)
                             .arg(m.firstRow)
                             .arg(m.firstRow + m.rows - 1)
                             .arg(m.firstCol)
                             .arg(m.firstCol + m.cols - 1));
        painter.fillRect(box, palette::emptyCell());
        for (const MatrixCell& c : m.cells)
            painter.fillRect(QRectF(box.left() + (c.col - m.firstCol) * cell,
                                    box.top() + (c.row - m.firstRow) * cell, cell, cell),
                             palette::laneColour(c.lane));
        painter.setPen(QPen(palette::gridLine(), 0.5));
        for (int r = 0; r <= m.rows; r += 8)
            painter.drawLine(QPointF(box.left(), box.top() + r * cell),
                             QPointF(box.right(), box.top() + r * cell));
        for (int c = 0; c <= m.cols; c += 8)
            painter.drawLine(QPointF(box.left() + c * cell, box.top()),
                             QPointF(box.left() + c * cell, box.bottom()));
    }
}

} // namespace coalesce::ui
