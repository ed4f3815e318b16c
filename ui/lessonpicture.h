// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// LessonPicture: the picture a lesson draws of itself under the pattern view, where the request-by-request
// picture alone does not show the lesson's structure:
//  - scan.padding: one bar per level of the scan (up-sweep, down-sweep), its height the level's conflict
//    degree, the level of the selected step marked and named;
//  - local.occupancy: the work-groups that fit a 64 KiB compute unit (seed 000) for every local_kib, the
//    selected one marked (the device's own count is in the run's launch info);
//  - matmul.order: the corners of A and B as 2-D grids, the cells the selected SIMD group reads at the
//    selected k in its lanes' colours (a column of A and one cell of B, or one cell of A and a row of B);
//  - image.vs.buffer: a corner of the n x n picture as a 2-D grid, the texels the selected SIMD group reads at
//  the
//    selected step in its lanes' colours; from a buffer the segments they fall in outlined (rows of the
//    row-major layout), from an image their 2-D footprint (an image's layout is the driver's, tiled in 2-D);
//  - local.reuse: the input words the selected SIMD group sums, with how often the work-group reads each from
//    global memory and from the local tile (filled once, read `reuse` times; or `reuse` global reads).
// Other lessons have none: the widget hides itself. The data (LessonPictureData) is computed without widgets
// from the model summary, so tests check it directly.
#include "ui/patternscene.h"

#include "core/models.h"
#include "core/params.h"

#include <QRect>
#include <QString>
#include <QWidget>

#include <cstdint>
#include <vector>

namespace coalesce::ui {

struct ScanLevelBar {
    QString label;       ///< "\u21914" (an up arrow and 4: up-sweep, offset 4)
    QString name;        ///< "up-sweep, offset 4 (64 elements)"
    uint32_t degree = 1; ///< the largest conflict degree of the level's local requests
    uint32_t firstStep = 0, steps = 0;
    bool up = true;
};

struct MatrixCell {
    int row = 0, col = 0;
    uint32_t lane = 0;
};

struct MatrixView {
    QString name;           ///< "A", "B"
    int rows = 0, cols = 0; ///< the shown corner
    int firstRow = 0, firstCol = 0;
    std::vector<MatrixCell> cells; ///< cells read by the selected request, inside the shown corner
    /// Outlined runs (x = column, y = row, in cells, clipped to the corner): image.vs.buffer's segments of a
    /// buffer read, which lie along rows whatever the access's direction.
    std::vector<QRect> outlines;
};

/// local.reuse: how often the selected SIMD group's window of input words is read, and from where.
struct WordUse {
    int word = 0;             ///< the input word, counted from the work-group's first
    uint32_t globalReads = 0; ///< reads of in[] from global memory by the whole work-group
    uint32_t tileReads = 0;   ///< reads of the local tile by the whole work-group
    bool filled = false;      ///< copied into the tile (a local write)
};

struct LessonPictureData {
    enum class Kind { None, ScanLevels, MatrixTiles, ResidentGroups, WordReuse };
    Kind kind = Kind::None;
    std::vector<ScanLevelBar> levels; ///< ScanLevels; ResidentGroups: one bar per local_kib (degree = groups)
    int currentLevel = -1;            ///< index into levels; -1: the selected step is no level
    std::vector<MatrixView> matrices; ///< MatrixTiles: A and B
    std::vector<WordUse> words;       ///< WordReuse: the window the selected SIMD group sums
    bool tile = false;                ///< WordReuse: source=local
    QString caption;                  ///< one line under the picture
};

/// The grid a lesson's pattern opens in: the channel grid for global.channels (the lesson is how the
/// work-groups spread over the channels), else the one of the lesson's memory space (Auto).
PatternMode lessonPatternMode(const std::string& lessonId);

/// The picture of `lessonId` for the selected SIMD group and step of `summary` (the lesson's trace modelled).
LessonPictureData lessonPicture(const std::string& lessonId, const ParamSet& params,
                                const ModelSummary& summary, uint32_t group, uint32_t step);

class LessonPicture : public QWidget {
    Q_OBJECT
public:
    explicit LessonPicture(QWidget* parent = nullptr);
    /// After each trace. Hides the widget for lessons without a picture.
    void setData(const std::string& lessonId, const ParamSet& params, const ModelSummary& summary);
    void clear();
    const LessonPictureData& data() const { return m_data; }
    QSize sizeHint() const override;

public slots:
    void setSelection(uint32_t group, uint32_t step);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintLevels(QPainter& painter, const QRectF& area) const;
    void paintMatrices(QPainter& painter, const QRectF& area) const;
    void paintReuse(QPainter& painter, const QRectF& area) const;

    std::string m_lesson;
    ParamSet m_params;
    ModelSummary m_summary;
    LessonPictureData m_data;
};

} // namespace coalesce::ui
