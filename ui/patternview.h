// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PatternView: the animated picture of one memory request. Work-item lanes across the top, coloured by id,
// send their accesses into the cells of the grid that fits the memory space:
//  - global / constant: the segment strip (segments of `segment` bytes cut into units; requested units in the
//    lane's colour, moved-but-unused units hatched grey), segments fetched one after another;
//  - local: the bank grid (columns = banks, rows = words; each cell shows the lane that hit it; conflicting
//    cells in hazard tape with "N-way" under their bank; broadcasts with a blue dot), passes one after another;
//  - channels (optional for global): channels across, requests down, a load bar per channel.
// Counters (transactions, bytes, efficiency, conflict degree, the current pass) are drawn large; every size
// follows the widget size and setFontScale() (presentation mode 1.5-2x). Colour-blind-safe (ui/palette.h).
//
// Usage (GUI thread):
//   view->setData(summary, profile, "local");   // after each trace; shows the final picture of the first
//                                               // request in that space, ready to play
//   view->setGroup(g); view->setStep(s);        // choose the request (availableGroups()/availableSteps())
//   view->play(); view->pause(); view->stepForward(); view->stepBack(); view->setSpeed(2.0);
//   view->exportPng(path, &error); view->exportSvg(path, &error);
// The animation is frame-based: frame() in [0, frameCount()), kFramesPerPhase frames per phase (a pass, a
// fetched segment, a request), played by a 30 Hz timer; setFrame() shows a frame deterministically (tests).
// Rendering caches the static picture and the finished phases in pixmaps; paintStats() reports paint times.
#include "ui/patterngeometry.h"
#include "ui/patternpainter.h"
#include "ui/patternscene.h"
#include "ui/stepmeaning.h"

#include "core/geometry.h"
#include "core/models.h"

#include <QPixmap>
#include <QTimer>
#include <QWidget>

#include <cstdint>
#include <vector>

class QPainter;

namespace coalesce::ui {

class PatternView : public QWidget {
    Q_OBJECT
    Q_PROPERTY(int frame READ frame WRITE setFrame NOTIFY frameChanged)
    Q_PROPERTY(bool playing READ isPlaying NOTIFY playingChanged)
    Q_PROPERTY(double speed READ speed WRITE setSpeed)
    Q_PROPERTY(double fontScale READ fontScale WRITE setFontScale)

public:
    static constexpr int kFramesPerPhase = 30; ///< 0.5 s per pass at speed 1
    static constexpr int kTimerMs = 16;        ///< about 60 frames per second

    explicit PatternView(QWidget* parent = nullptr);

    /// Shows `summary`'s requests in `lessonSpace` ("global", "local", "constant"; empty or unmatched: all
    /// requests). Selects the first such request (or keeps the current group/step when it still exists) and
    /// shows its final frame. Stops playback.
    /// `lines`: the source line of every request (ui/stepmeaning.h requestLines); with them a new trace keeps
    /// the step that does the same thing (same access, buffer and line), not the same step number.
    void setData(const ModelSummary& summary, const GeometryProfile& profile, const QString& lessonSpace,
                 std::vector<uint32_t> lines = {});
    void clear();
    bool hasData() const { return m_request >= 0; }
    /// A short line about where the picture comes from ("model only: no device"), shown before the title and
    /// in the exports; empty: none. Kept across setData().
    void setNote(const QString& note);
    const QString& note() const { return m_note; }
    /// The title as drawn (with the note).
    const QString& title() const { return m_texts.title; }

    /// Auto (default) follows the space; Channels shows global requests on the channel grid.
    void setMode(PatternMode mode);
    PatternMode mode() const { return m_mode; }
    PatternMode effectiveMode() const { return m_scene.mode; }

    // Which request: SIMD groups and steps present in the shown space.
    std::vector<uint32_t> availableGroups() const;
    std::vector<uint32_t> availableSteps() const; ///< steps of the current group
    uint32_t group() const;
    uint32_t step() const;
    void setGroup(uint32_t group); ///< keeps the step when the new group has it, else its first step
    void setStep(uint32_t step);
    /// What a step of the current group does ("read tile · line 57"); empty when it has no request.
    QString stepLabel(uint32_t step) const;
    /// The kernel source line of the current request; 0 when unknown.
    uint32_t currentLine() const;
    /// Indices into summary.requests that the selection ranges over, and the selected one (-1: none).
    const std::vector<int>& requestIndices() const { return m_requests; }
    int currentRequest() const { return m_request; }
    void setCurrentRequest(int summaryIndex);
    /// What the shown request does (ui/stepmeaning.h); a default meaning when nothing is shown.
    StepMeaning currentMeaning() const;
    /// Shows the request of SIMD group `group` that does what `meaning` says (else the same step number, else
    /// the group's first step; else nothing changes): another picture of the same kernel follows this one.
    /// Returns whether a request of `group` is shown.
    bool showMeaning(uint32_t group, const StepMeaning& meaning, uint32_t step);

    // Animation.
    int frame() const { return m_frame; }
    int frameCount() const;
    int phase() const;      ///< the pass / segment / request being played, 0-based
    int phaseCount() const; ///< passes (local), fetched segments (global), requests (channels)
    bool isPlaying() const { return m_timer.isActive(); }
    double speed() const { return m_speed; }
    bool loops() const { return m_loop; }

    /// Multiplies every font and line (presentation mode: 1.5-2). Clamped to [0.5, 3].
    void setFontScale(double scale);
    double fontScale() const { return m_fontScale; }

    /// Paints the current frame into `target` of any paint device (uncached; used by the exports).
    void renderTo(QPainter& painter, const QRect& target) const;
    /// Writes the current frame; `size` defaults to the widget size (1600x900 when hidden or tiny).
    /// Returns false and sets `error` (one translated line naming the path) when it cannot be written.
    bool exportPng(const QString& path, QString* error = nullptr, const QSize& size = QSize()) const;
    bool exportSvg(const QString& path, QString* error = nullptr, const QSize& size = QSize()) const;

    struct PaintStats {
        int paints = 0;
        double totalMs = 0;
        double lastMs = 0;
        double maxMs = 0;
        double meanMs() const { return paints > 0 ? totalMs / paints : 0; }
        double smallestTextPx = 0; ///< the smallest text of the last paint (0: none drawn)
    };
    PaintStats paintStats() const { return m_stats; }
    /// The smallest text drawn, in pixels (presentation mode sets 14); 0: no floor. Exports keep their own.
    void setMinTextPixels(double px);
    double minTextPixels() const { return m_minText; }
    void resetPaintStats() { m_stats = PaintStats(); }

    /// What is drawn, for tests and tooltips.
    const PatternScene& scene() const { return m_scene; }
    const PatternLayout& layout() const; ///< for the current widget size
    /// Tooltip text for a point in widget coordinates (empty: nothing there).
    QString describeAt(const QPointF& point) const;
    /// The spill layout private requests are drawn in (the tooltips of their lanes and segments).
    static QString privateLayoutText();

    QSize sizeHint() const override { return QSize(1200, 800); }
    QSize minimumSizeHint() const override { return QSize(480, 360); }

public slots:
    void setFrame(int frame);
    void play();
    void pause();
    void togglePlay();
    void stepForward();          ///< to the end of the current phase, or of the next one when already there
    void stepBack();             ///< to the end of the previous phase (frame 0 from the first)
    void restart();              ///< frame 0 and play
    void setSpeed(double speed); ///< 0.1-8, 1 = kFramesPerPhase frames per 0.5 s
    void setLoop(bool loop);

signals:
    void frameChanged(int frame);
    void playingChanged(bool playing);
    void selectionChanged(uint32_t group, uint32_t step);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

private:
    void rebuild(); ///< scene + texts from the selection, then the layout
    void invalidateLayout();
    void ensureCaches();
    PatternFrame frameAt(int frame) const;
    PatternTexts makeTexts() const;
    PatternTexts makeTitledTexts() const; ///< makeTexts without the note
    void tick();

    ModelSummary m_summary;
    GeometryProfile m_profile;
    QString m_space;
    QString m_note;
    PatternMode m_mode = PatternMode::Auto;
    std::vector<int> m_requests;
    std::vector<uint32_t> m_lines; ///< per summary request
    int m_request = -1;

    PatternScene m_scene;
    PatternTexts m_texts;
    mutable PatternLayout m_layout;
    mutable QSize m_layoutSize;
    QPixmap m_static;
    QPixmap m_layer;       ///< m_static plus the cells of the phases before m_layerPhase
    int m_layerPhase = -1; ///< -1: m_static is stale too
    double m_fontScale = 1.0;

    QTimer m_timer;
    int m_frame = 0;
    double m_position = 0;
    double m_speed = 1.0;
    bool m_loop = false;
    PaintStats m_stats;
    double m_minText = 0;
    double m_staticSmallest = 0; ///< smallest text in m_static
    double m_layerSmallest = 0;  ///< smallest text in m_layer
};

} // namespace coalesce::ui
