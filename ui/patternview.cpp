// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/patternview.h"

#include "ui/patternstrokes.h"
#include "ui/stepmeaning.h"

#include "ui/savefile.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QHelpEvent>
#include <QImage>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <set>

namespace coalesce::ui {

namespace {
// The smaller of two text sizes, 0 meaning none.
double smaller(double a, double b)
{
    return a > 0 && b > 0 ? std::min(a, b) : std::max(a, b);
}
} // namespace

PatternView::PatternView(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
    setFocusPolicy(Qt::StrongFocus); // a click on the picture takes the keys back from a focused input
    m_timer.setInterval(kTimerMs);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &PatternView::tick);
    rebuild();
}

void PatternView::setData(const ModelSummary& summary, const GeometryProfile& profile,
                          const QString& lessonSpace, std::vector<uint32_t> lines)
{
    const bool had = hasData();
    const uint32_t oldGroup = group();
    const uint32_t oldStep = step();
    const StepMeaning meaning = stepMeaning(m_summary, m_lines, m_request);
    pause();
    m_lines = std::move(lines);
    m_summary = summary;
    m_profile = profile;
    m_space = lessonSpace.trimmed().toLower();
    m_requests.clear();
    for (size_t i = 0; i < m_summary.requests.size(); ++i)
        if (m_space.isEmpty() || m_space == QLatin1String(spaceName(m_summary.requests[i].space)))
            m_requests.push_back(static_cast<int>(i));
    if (m_requests.empty())
        for (size_t i = 0; i < m_summary.requests.size(); ++i)
            m_requests.push_back(static_cast<int>(i));
    m_request = m_requests.empty() ? -1 : m_requests.front();
    if (had) {
        // The step that means the same in the same SIMD group; else the same step number.
        std::vector<int> sameGroup;
        for (int index : m_requests)
            if (m_summary.requests[static_cast<size_t>(index)].group == oldGroup)
                sameGroup.push_back(index);
        if (const int same = findMeaning(m_summary, m_lines, sameGroup, meaning); same >= 0) {
            m_request = same;
        } else {
            for (int index : sameGroup)
                if (m_summary.requests[static_cast<size_t>(index)].step == oldStep) {
                    m_request = index;
                    break;
                }
        }
    }
    rebuild();
    emit selectionChanged(group(), step());
}

void PatternView::clear()
{
    setData(ModelSummary(), m_profile, QString());
}

void PatternView::setNote(const QString& note)
{
    if (note == m_note)
        return;
    m_note = note;
    rebuild();
}

void PatternView::setMode(PatternMode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    rebuild();
}

std::vector<uint32_t> PatternView::availableGroups() const
{
    std::set<uint32_t> groups;
    for (int index : m_requests)
        groups.insert(m_summary.requests[static_cast<size_t>(index)].group);
    return {groups.begin(), groups.end()};
}

std::vector<uint32_t> PatternView::availableSteps() const
{
    std::set<uint32_t> steps;
    for (int index : m_requests)
        if (m_summary.requests[static_cast<size_t>(index)].group == group())
            steps.insert(m_summary.requests[static_cast<size_t>(index)].step);
    return {steps.begin(), steps.end()};
}

uint32_t PatternView::group() const
{
    return m_request >= 0 ? m_summary.requests[static_cast<size_t>(m_request)].group : 0;
}

uint32_t PatternView::step() const
{
    return m_request >= 0 ? m_summary.requests[static_cast<size_t>(m_request)].step : 0;
}

void PatternView::setGroup(uint32_t newGroup)
{
    int fallback = -1;
    for (int index : m_requests) {
        const Request& r = m_summary.requests[static_cast<size_t>(index)];
        if (r.group != newGroup)
            continue;
        if (r.step == step())
            return setCurrentRequest(index);
        if (fallback < 0)
            fallback = index;
    }
    if (fallback >= 0)
        setCurrentRequest(fallback);
}

void PatternView::setStep(uint32_t newStep)
{
    for (int index : m_requests) {
        const Request& r = m_summary.requests[static_cast<size_t>(index)];
        if (r.group == group() && r.step == newStep)
            return setCurrentRequest(index);
    }
}

QString PatternView::stepLabel(uint32_t forStep) const
{
    // A step may hold several requests (atomics.contention reads a word and counts it in one step): the
    // current step is named by the request shown.
    if (m_request >= 0 && forStep == step())
        return coalesce::ui::stepLabel(m_summary.requests[size_t(m_request)],
                                       size_t(m_request) < m_lines.size() ? m_lines[size_t(m_request)] : 0);
    for (int index : m_requests) {
        const Request& r = m_summary.requests[static_cast<size_t>(index)];
        if (r.group == group() && r.step == forStep)
            return coalesce::ui::stepLabel(r, size_t(index) < m_lines.size() ? m_lines[size_t(index)] : 0);
    }
    return {};
}

uint32_t PatternView::currentLine() const
{
    return m_request >= 0 && size_t(m_request) < m_lines.size() ? m_lines[size_t(m_request)] : 0;
}

StepMeaning PatternView::currentMeaning() const
{
    return m_request >= 0 ? stepMeaning(m_summary, m_lines, m_request) : StepMeaning();
}

bool PatternView::showMeaning(uint32_t wantedGroup, const StepMeaning& meaning, uint32_t wantedStep)
{
    std::vector<int> sameGroup;
    for (int index : m_requests)
        if (m_summary.requests[static_cast<size_t>(index)].group == wantedGroup)
            sameGroup.push_back(index);
    if (sameGroup.empty())
        return false;
    int pick = findMeaning(m_summary, m_lines, sameGroup, meaning);
    if (pick < 0) {
        pick = sameGroup.front();
        for (int index : sameGroup)
            if (m_summary.requests[static_cast<size_t>(index)].step == wantedStep)
                pick = index;
    }
    setCurrentRequest(pick);
    return true;
}

void PatternView::setCurrentRequest(int summaryIndex)
{
    if (summaryIndex == m_request ||
        std::find(m_requests.begin(), m_requests.end(), summaryIndex) == m_requests.end())
        return;
    const bool wasPlaying = isPlaying();
    m_request = summaryIndex;
    rebuild();
    if (wasPlaying)
        restart();
    emit selectionChanged(group(), step());
}

int PatternView::frameCount() const
{
    return std::max(1, m_scene.phases) * kFramesPerPhase;
}

int PatternView::phase() const
{
    return frameAt(m_frame).phase;
}

int PatternView::phaseCount() const
{
    return std::max(1, m_scene.phases);
}

PatternFrame PatternView::frameAt(int frame) const
{
    PatternFrame f;
    f.phase = std::clamp(frame / kFramesPerPhase, 0, phaseCount() - 1);
    f.t = double(frame - f.phase * kFramesPerPhase) / (kFramesPerPhase - 1);
    f.t = std::clamp(f.t, 0.0, 1.0);
    return f;
}

void PatternView::setFrame(int frame)
{
    frame = std::clamp(frame, 0, frameCount() - 1);
    m_position = frame;
    if (frame == m_frame)
        return;
    m_frame = frame;
    update();
    emit frameChanged(m_frame);
}

void PatternView::play()
{
    if (isPlaying() || !hasData())
        return;
    if (m_frame >= frameCount() - 1)
        setFrame(0);
    m_position = m_frame;
    m_timer.start();
    emit playingChanged(true);
}

void PatternView::pause()
{
    if (!isPlaying())
        return;
    m_timer.stop();
    emit playingChanged(false);
}

void PatternView::togglePlay()
{
    isPlaying() ? pause() : play();
}

void PatternView::stepForward()
{
    pause();
    const int current = phase();
    const int endOfCurrent = (current + 1) * kFramesPerPhase - 1;
    setFrame(m_frame < endOfCurrent ? endOfCurrent : endOfCurrent + kFramesPerPhase);
}

void PatternView::stepBack()
{
    pause();
    const int current = phase();
    setFrame(current == 0 ? 0 : current * kFramesPerPhase - 1);
}

void PatternView::restart()
{
    pause();
    setFrame(0);
    play();
}

void PatternView::setSpeed(double speed)
{
    m_speed = std::clamp(speed, 0.1, 8.0);
}

void PatternView::setLoop(bool loop)
{
    m_loop = loop;
}

void PatternView::tick()
{
    m_position += m_speed;
    int next = static_cast<int>(std::floor(m_position));
    if (next >= frameCount()) {
        if (m_loop) {
            m_position = 0;
            next = 0;
        } else {
            setFrame(frameCount() - 1);
            pause();
            return;
        }
    }
    const double position = m_position;
    setFrame(next);
    m_position = position; // keep the fractional part for slow speeds
}

void PatternView::setMinTextPixels(double px)
{
    px = std::clamp(px, 0.0, 48.0);
    if (px == m_minText)
        return;
    m_minText = px;
    invalidateLayout();
}

void PatternView::setFontScale(double scale)
{
    scale = std::clamp(scale, 0.5, 3.0);
    if (scale == m_fontScale)
        return;
    m_fontScale = scale;
    invalidateLayout();
}

void PatternView::rebuild()
{
    m_scene = buildScene(m_summary, m_request, m_profile, m_mode);
    m_texts = makeTexts();
    m_frame = frameCount() - 1; // the final picture until someone presses play
    m_position = m_frame;
    invalidateLayout();
    emit frameChanged(m_frame);
}

void PatternView::invalidateLayout()
{
    m_layoutSize = QSize();
    m_layerPhase = -1;
    update();
}

const PatternLayout& PatternView::layout() const
{
    if (m_layoutSize != size()) {
        m_layout = layoutPattern(m_scene, QSizeF(size()), m_fontScale, m_minText);
        m_layoutSize = size();
    }
    return m_layout;
}

void PatternView::ensureCaches()
{
    const bool stale = m_layoutSize != size() || m_layerPhase < 0;
    const PatternLayout& l = layout();
    const qreal dpr = devicePixelRatioF();
    if (stale || m_static.size() != size() * dpr) {
        m_static = QPixmap(size() * dpr);
        m_static.setDevicePixelRatio(dpr);
        QPainter p(&m_static);
        paint::resetSmallestText();
        paintPatternStatic(p, m_scene, l, m_texts);
        m_staticSmallest = paint::smallestText();
        m_layerPhase = -1;
    }
    // The layer holds the cells of every phase that has arrived, the current one included once its links land.
    const PatternFrame f = frameAt(m_frame);
    const int wanted = f.phase + (f.t >= kArrive ? 1 : 0);
    if (m_layerPhase < 0 || m_layerPhase > wanted) {
        m_layer = m_static.copy();
        m_layer.setDevicePixelRatio(dpr);
        m_layerPhase = 0;
        m_layerSmallest = m_staticSmallest;
    }
    if (m_layerPhase < wanted) {
        QPainter p(&m_layer);
        paint::resetSmallestText();
        for (; m_layerPhase < wanted; ++m_layerPhase)
            paintPatternPhase(p, m_scene, l, m_layerPhase);
        m_layerSmallest = smaller(m_layerSmallest, paint::smallestText());
    }
}

void PatternView::paintEvent(QPaintEvent*)
{
    QElapsedTimer timer;
    timer.start();
    ensureCaches();
    const PatternLayout& l = layout();
    const PatternFrame f = frameAt(m_frame);
    QPainter p(this);
    p.drawPixmap(0, 0, m_layer);
    const bool arrived = f.t >= kArrive;
    paint::resetSmallestText();
    paintPatternLoad(p, m_scene, l, f.phase + (arrived ? 1 : 0));
    paintPatternMotion(p, m_scene, l, m_texts, f);
    p.end();
    m_stats.smallestTextPx = smaller(m_layerSmallest, paint::smallestText());
    const double ms = timer.nsecsElapsed() / 1e6;
    ++m_stats.paints;
    m_stats.totalMs += ms;
    m_stats.lastMs = ms;
    m_stats.maxMs = std::max(m_stats.maxMs, ms);
}

void PatternView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    invalidateLayout();
}

bool PatternView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = describeAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void PatternView::renderTo(QPainter& painter, const QRect& target) const
{
    const PatternLayout l = layoutPattern(m_scene, QSizeF(target.size()), m_fontScale);
    painter.save();
    painter.translate(target.topLeft());
    painter.setClipRect(QRect(QPoint(0, 0), target.size()));
    paintPatternFrame(painter, m_scene, l, m_texts, frameAt(m_frame));
    painter.restore();
}

static QSize exportSize(const QSize& requested, const QSize& widget)
{
    if (requested.isValid() && !requested.isEmpty())
        return requested;
    return widget.width() >= 320 && widget.height() >= 240 ? widget : QSize(1600, 900);
}

bool PatternView::exportPng(const QString& path, QString* error, const QSize& size) const
{
    if (savePng(path, exportSize(size, this->size()), [this](QPainter& p, const QRect& r) { renderTo(p, r); }))
        return true;
    if (error)
        *error = tr("Could not write the PNG file %1 (check the folder exists and is writable).").arg(path);
    return false;
}

bool PatternView::exportSvg(const QString& path, QString* error, const QSize& size) const
{
    if (saveSvg(path, exportSize(size, this->size()), m_texts.title, tr("Coalesce memory access pattern"),
                [this](QPainter& p, const QRect& r) { renderTo(p, r); }))
        return true;
    if (error)
        *error = tr("Could not write the SVG file %1 (check the folder exists and is writable).").arg(path);
    return false;
}

} // namespace coalesce::ui
