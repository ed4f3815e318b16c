// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// LessonPicture: the picture a lesson draws of itself under the pattern view, where the request-by-request
// picture alone does not show the lesson's structure:
//  - scan.padding: one bar per level of the scan (up-sweep, down-sweep), its height the level's conflict
//    degree, the level of the selected step marked and named;
//  - local.occupancy: the work-groups that fit a 64 KiB compute unit (seed 000) for every local_kib, the
//    selected one marked (the device's own count is in the run's launch info);
//  - matmul.order: the corners of A and B as 2-D grids, the cells the selected SIMD group reads at the
//    selected k in its lanes' colours (a column of A and one cell of B, or one cell of A and a row of B).
// Other lessons have none: the widget hides itself. The data (LessonPictureData) is computed without widgets
// from the model summary, so tests check it directly.
#include "core/models.h"
#include "core/params.h"

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
};

struct LessonPictureData {
    enum class Kind { None, ScanLevels, MatrixTiles, ResidentGroups };
    Kind kind = Kind::None;
    std::vector<ScanLevelBar> levels; ///< ScanLevels; ResidentGroups: one bar per local_kib (degree = groups)
    int currentLevel = -1;            ///< index into levels; -1: the selected step is no level
    std::vector<MatrixView> matrices; ///< MatrixTiles: A and B
    QString caption;                  ///< one line under the picture
};

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

    std::string m_lesson;
    ParamSet m_params;
    ModelSummary m_summary;
    LessonPictureData m_data;
};

} // namespace coalesce::ui
