// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pattern's animation as an animated GIF for slides: every pass (phase) of the request the view shows,
// played as the view plays it, each pass held a moment once it has landed, the finished picture held longer,
// then from the start again. Frames are the view's own frames rendered off screen at the export size, over the
// caption's footer; written with GifWriter through QSaveFile.
#include "ui/exportimage.h"

#include <functional>
#include <vector>

namespace coalesce::ui {

class PatternView;

struct AnimationFrame {
    int viewFrame = 0; ///< PatternView::setFrame index
    int delayCs = 0;   ///< hundredths of a second
};

/// The frames of an animation of `phases` phases of `framesPerPhase` view frames each.
std::vector<AnimationFrame> animationFrames(int phases, int framesPerPhase);

/// Largest side of an animation (each frame is rendered and compared; 4K would take long and weigh much).
constexpr int kMaxAnimationSide = 2560;

/// Writes the view's current request as an animated GIF. `progress(done, total)` is called after each frame
/// and may return false to cancel. The view's frame is restored afterwards. False with a one-line translated
/// error: no pattern, bad settings, cancelled, the pattern changed meanwhile, or the file not writable.
bool writePatternAnimation(const QString& path, PatternView& view, const ExportSettings& settings,
                           const ExportCaption& caption, QString* error,
                           const std::function<bool(int, int)>& progress = {});

} // namespace coalesce::ui
