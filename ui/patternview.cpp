#include "ui/patternview.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QHelpEvent>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <set>

namespace coalesce::ui {
namespace {

QString bytesText(uint64_t bytes)
{
    if (bytes < 1024)
        return QStringLiteral("%1 B").arg(bytes);
    const double kib = bytes / 1024.0;
    if (kib < 1024)
        return QStringLiteral("%1 KiB").arg(kib, 0, 'f', kib < 10 && std::fmod(kib, 1.0) != 0 ? 1 : 0);
    return QStringLiteral("%1 MiB").arg(kib / 1024.0, 0, 'f', 1);
}

QString percentText(double fraction)
{
    const double pct = fraction * 100.0;
    const bool whole = std::abs(pct - std::round(pct)) < 0.05;
    return QStringLiteral("%1 %").arg(pct, 0, 'f', whole ? 0 : 1);
}

} // namespace

PatternView::PatternView(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
    m_timer.setInterval(kTimerMs);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &PatternView::tick);
    rebuild();
}

void PatternView::setData(const ModelSummary& summary, const GeometryProfile& profile,
                          const QString& lessonSpace)
{
    const bool had = hasData();
    const uint32_t oldGroup = group();
    const uint32_t oldStep = step();
    pause();
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
    if (had)
        for (int index : m_requests) {
            const Request& r = m_summary.requests[static_cast<size_t>(index)];
            if (r.group == oldGroup && r.step == oldStep) {
                m_request = index;
                break;
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
        m_layout = layoutPattern(m_scene, QSizeF(size()), m_fontScale);
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
        paintPatternStatic(p, m_scene, l, m_texts);
        m_layerPhase = -1;
    }
    // The layer holds the cells of every phase that has arrived, the current one included once its links land.
    const PatternFrame f = frameAt(m_frame);
    const int wanted = f.phase + (f.t >= kArrive ? 1 : 0);
    if (m_layerPhase < 0 || m_layerPhase > wanted) {
        m_layer = m_static.copy();
        m_layer.setDevicePixelRatio(dpr);
        m_layerPhase = 0;
    }
    if (m_layerPhase < wanted) {
        QPainter p(&m_layer);
        for (; m_layerPhase < wanted; ++m_layerPhase)
            paintPatternPhase(p, m_scene, l, m_layerPhase);
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
    paintPatternLoad(p, m_scene, l, f.phase + (arrived ? 1 : 0));
    paintPatternMotion(p, m_scene, l, m_texts, f);
    p.end();
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
    const QSize s = exportSize(size, this->size());
    QImage image(s, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        renderTo(p, QRect(QPoint(0, 0), s));
    }
    if (!image.save(path, "PNG")) {
        if (error)
            *error = tr("Could not write the PNG file %1 (check the folder exists and is writable).").arg(path);
        return false;
    }
    return true;
}

bool PatternView::exportSvg(const QString& path, QString* error, const QSize& size) const
{
    const QSize s = exportSize(size, this->size());
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(s);
    generator.setViewBox(QRect(QPoint(0, 0), s));
    generator.setTitle(m_texts.title);
    generator.setDescription(tr("Coalesce memory access pattern"));
    QPainter p;
    if (!p.begin(&generator)) {
        if (error)
            *error = tr("Could not write the SVG file %1 (check the folder exists and is writable).").arg(path);
        return false;
    }
    renderTo(p, QRect(QPoint(0, 0), s));
    p.end();
    if (!QFileInfo(path).isFile() || QFileInfo(path).size() == 0) {
        if (error)
            *error = tr("Could not write the SVG file %1 (check the folder exists and is writable).").arg(path);
        return false;
    }
    return true;
}

PatternTexts PatternView::makeTexts() const
{
    PatternTexts t = makeTitledTexts();
    if (!m_note.isEmpty())
        t.title = tr("%1 · %2", "pattern note · pattern title").arg(m_note, t.title);
    return t;
}

PatternTexts PatternView::makeTitledTexts() const
{
    PatternTexts t;
    const PatternScene& s = m_scene;
    t.empty = tr("No trace yet: pick a lesson and press Trace (or change a parameter).");
    t.lanesLabel = tr("lane");
    if (m_request < 0) {
        t.title = tr("Memory access pattern");
        return t;
    }
    const QString kind = s.kind == AccessKind::Read ? tr("read") : tr("write");
    const QString where = tr("SIMD group %1, step %2 (%3)").arg(s.group).arg(s.step).arg(kind);
    if (s.hiddenRows > 0)
        t.hiddenRows = tr("+%1 rows not shown").arg(s.hiddenRows);
    switch (s.mode) {
    case PatternMode::Banks:
        t.title = tr("Local memory: %1 banks × %2 B — %3").arg(s.columns).arg(s.unitBytes).arg(where);
        t.captions = {tr("conflict degree"), tr("pass"), tr("bytes requested"), tr("broadcast lanes"),
                      tr("bank bandwidth used")};
        t.values = {s.conflictDegree > 1 ? tr("%1-way").arg(s.conflictDegree) : tr("none"),
                    QStringLiteral("%1 / %2"), bytesText(s.bytesRequested), QString::number(s.broadcastLanes),
                    percentText(s.efficiency)};
        t.bad = {s.conflictDegree > 1, false, false, false, s.conflictDegree > 1};
        t.columnsLabel = tr("bank");
        t.footerLabel = tr("conflict");
        t.rowPrefix = tr("row ");
        t.legend = {{LegendSwatch::Lane, tr("word read by a lane (number = lane)")},
                    {LegendSwatch::Conflict, tr("bank conflict: extra passes")},
                    {LegendSwatch::Broadcast, tr("broadcast: one word, several lanes")}};
        break;
    case PatternMode::Channels: {
        int used = 0;
        int busiest = 0;
        const std::vector<uint64_t> empty;
        const std::vector<uint64_t>& load = s.loadAfterPhase.empty() ? empty : s.loadAfterPhase.back();
        for (size_t c = 0; c < load.size(); ++c) {
            used += load[c] > 0 ? 1 : 0;
            if (load[c] > load[static_cast<size_t>(busiest)])
                busiest = static_cast<int>(c);
        }
        t.title =
            tr("Global memory: %1 channels, %2 B interleave — %3").arg(s.columns).arg(s.unitBytes).arg(where);
        t.captions = {tr("channels used"), tr("request"), tr("imbalance (max / mean)"), tr("busiest channel"),
                      tr("transactions (this request)")};
        t.values = {QStringLiteral("%1 / %2").arg(used).arg(s.columns), QStringLiteral("%1 / %2"),
                    QStringLiteral("%1×").arg(s.imbalance, 0, 'f', 1),
                    s.imbalance < 1.05 ? tr("none") : tr("ch %1").arg(busiest),
                    QString::number(s.transactions)};
        t.bad = {used * 2 <= s.columns, false, s.imbalance >= 2.0, false, false};
        t.columnsLabel = tr("channel");
        t.footerLabel = tr("load");
        t.legend = {{LegendSwatch::Channel, tr("segments a request sends to a channel")},
                    {LegendSwatch::Load, tr("segments per channel so far")}};
        break;
    }
    default: {
        const bool constant = s.space == Space::Constant;
        t.title = (constant ? tr("Constant memory: %1-byte segments — %2")
                            : tr("Global memory: %1-byte segments — %2"))
                      .arg(s.segmentBytes)
                      .arg(where);
        const bool wasteful = s.efficiency < 0.999;
        if (constant) {
            t.captions = {tr("distinct addresses"), tr("segment fetched"), tr("transactions"),
                          tr("bytes requested"), tr("efficiency")};
            t.values = {QString::number(s.distinctAddresses), QStringLiteral("%1 / %2"),
                        QString::number(s.transactions), bytesText(s.bytesRequested),
                        percentText(s.efficiency)};
            t.bad = {s.distinctAddresses > 1, false, false, false, wasteful};
        } else {
            t.captions = {tr("transactions"), tr("segment fetched"), tr("bytes requested"), tr("bytes moved"),
                          tr("efficiency")};
            t.values = {QString::number(s.transactions), QStringLiteral("%1 / %2"), bytesText(s.bytesRequested),
                        bytesText(s.bytesMoved), percentText(s.efficiency)};
            t.bad = {false, false, false, wasteful, wasteful};
        }
        t.rowPrefix = tr("seg ");
        t.legend = {{LegendSwatch::Lane, tr("bytes a lane requested (number = lane)")},
                    {LegendSwatch::Wasted, tr("moved but not requested")}};
        break;
    }
    }
    return t;
}

QString PatternView::describeAt(const QPointF& point) const
{
    const PatternLayout& l = layout();
    const PatternHit hit = hitTest(l, point);
    const PatternScene& s = m_scene;
    switch (hit.kind) {
    case PatternHit::Kind::Lane: {
        const SceneLane& lane = s.lanes[static_cast<size_t>(hit.index)];
        QString text = tr("Lane %1 (work-item %2)").arg(lane.lane).arg(lane.localId);
        if (lane.phase < 0)
            return text + QLatin1Char('\n') + tr("no access in this step");
        text += QLatin1Char('\n') + tr("byte offset %1, %2 bytes").arg(lane.byteOffset).arg(lane.size);
        if (s.mode == PatternMode::Banks)
            text += QLatin1Char('\n') + tr("bank %1, served in pass %2")
                                            .arg((lane.byteOffset / std::max(s.unitBytes, 1u)) % s.columns)
                                            .arg(lane.phase + 1);
        return text;
    }
    case PatternHit::Kind::Cell: {
        const SceneCell& cell = s.cells[static_cast<size_t>(hit.index)];
        const SceneRow& row = s.rows[static_cast<size_t>(cell.row)];
        const uint64_t last = cell.byteStart + std::max(cell.bytes, 1u) - 1;
        if (s.mode == PatternMode::Channels)
            return tr("Channel %1, SIMD group %2 step %3: %4 segments")
                .arg(cell.column)
                .arg(row.group)
                .arg(row.step)
                .arg(cell.value);
        QString text = s.mode == PatternMode::Banks
                           ? tr("Bank %1, row %2 (bytes %3-%4)")
                                 .arg(cell.column)
                                 .arg(row.index)
                                 .arg(cell.byteStart)
                                 .arg(last)
                           : tr("Segment %1, bytes %2-%3").arg(row.index).arg(cell.byteStart).arg(last);
        if (cell.state == CellState::Wasted)
            return text + QLatin1Char('\n') + tr("moved but not requested");
        if (cell.state == CellState::Empty)
            return text;
        text += QLatin1Char('\n') + tr("lane %1").arg(s.lanes[static_cast<size_t>(cell.lane)].lane);
        if (cell.hits > 1)
            text += QLatin1Char(' ') + tr("and %1 more").arg(cell.hits - 1);
        if (cell.conflict)
            text +=
                QLatin1Char('\n') + tr("conflict: %1 different words in this bank, %1 passes").arg(cell.degree);
        if (cell.broadcast)
            text += QLatin1Char('\n') + tr("broadcast: one read serves every lane of this word");
        return text;
    }
    case PatternHit::Kind::Counter: {
        const size_t i = static_cast<size_t>(hit.index);
        const QString value = static_cast<int>(i) == m_texts.liveCounter
                                  ? m_texts.values[i].arg(phase() + 1).arg(phaseCount())
                                  : m_texts.values[i];
        return m_texts.captions[i] + QStringLiteral(": ") + value;
    }
    default:
        return QString();
    }
}

} // namespace coalesce::ui
