// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/exportanimation.h"

#include "ui/gifwriter.h"
#include "ui/patternview.h"

#include <QCoreApplication>
#include <QIODevice>

#include <algorithm>

namespace coalesce::ui {

namespace {

constexpr int kFrameCs = 6;      // the view plays a phase in about 0.5 s
constexpr int kLandedCs = 60;    // each pass held once its cells are filled
constexpr int kFinishedCs = 250; // the whole picture before the loop starts again

} // namespace

std::vector<AnimationFrame> animationFrames(int phases, int framesPerPhase)
{
    phases = std::max(1, phases);
    framesPerPhase = std::max(2, framesPerPhase);
    // Many passes (a 32-way conflict): fewer frames each, so the whole plays in about the same time per pass.
    const int steps = phases > 16 ? 4 : 8;
    std::vector<AnimationFrame> out;
    for (int p = 0; p < phases; ++p) {
        for (int i = 0; i < steps; ++i) {
            AnimationFrame f;
            f.viewFrame = p * framesPerPhase + (i * (framesPerPhase - 1)) / (steps - 1);
            f.delayCs = i + 1 < steps ? kFrameCs * 8 / steps : (p + 1 < phases ? kLandedCs : kFinishedCs);
            out.push_back(f);
        }
    }
    return out;
}

bool writePatternAnimation(const QString& path, PatternView& view, const ExportSettings& settings,
                           const ExportCaption& caption, QString* error,
                           const std::function<bool(int, int)>& progress)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!view.hasData())
        return fail(
            QCoreApplication::translate("coalesce::ui::Exporter", "%1: there is no pattern to animate yet")
                .arg(path));
    if (const QString bad = settings.check(); !bad.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(path, bad));
    if (settings.size.width() > kMaxAnimationSide || settings.size.height() > kMaxAnimationSide)
        return fail(QCoreApplication::translate("coalesce::ui::Exporter",
                                                "%1: an animation may be at most %2 pixels a side")
                        .arg(path)
                        .arg(kMaxAnimationSide));

    const std::vector<AnimationFrame> frames = animationFrames(view.phaseCount(), PatternView::kFramesPerPhase);
    const int request = view.currentRequest();
    const int before = view.frame();
    const PaintFn paint = [&view](QPainter& p, const QRect& r) { view.renderTo(p, r); };
    auto render = [&](int frame) {
        view.setFrame(frame);
        return renderCaptioned(settings, caption, paint);
    };
    QString problem;
    const bool ok = saveFileAtomically(path, [&](QIODevice& file) {
        // The palette holds the empty grid and the finished picture: every colour the animation uses.
        GifWriter gif(&file, settings.size, {render(0), render(view.frameCount() - 1)});
        for (size_t i = 0; i < frames.size() && gif.ok(); ++i) {
            if (!gif.addFrame(render(frames[i].viewFrame), frames[i].delayCs))
                break;
            if (progress && !progress(int(i) + 1, int(frames.size()))) {
                problem = QCoreApplication::translate("coalesce::ui::Exporter",
                                                      "%1: the export was cancelled; nothing was written")
                              .arg(path);
                return false;
            }
            // The progress dialog lets events through: a new trace may have replaced the pattern.
            if (view.currentRequest() != request || !view.hasData()) {
                problem = QCoreApplication::translate(
                              "coalesce::ui::Exporter",
                              "%1: the pattern changed during the export; nothing was written")
                              .arg(path);
                return false;
            }
        }
        if (!gif.finish()) {
            problem = QStringLiteral("%1: %2").arg(path, gif.error());
            return false;
        }
        return true;
    });
    view.setFrame(before);
    if (ok)
        return true;
    return fail(!problem.isEmpty() ? problem
                                   : QCoreApplication::translate(
                                         "coalesce::ui::Exporter",
                                         "Could not write %1 (check that the folder exists and is writable).")
                                         .arg(path));
}

} // namespace coalesce::ui
