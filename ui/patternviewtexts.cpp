// SPDX-License-Identifier: GPL-3.0-or-later
// PatternView's words: the title, the counters' captions and values, the legend and the hover tooltips, made
// from the scene in the user's language (split from patternview.cpp, which animates and paints).
#include "ui/datasize.h"
#include "ui/patternatomics.h"
#include "ui/patternview.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace coalesce::ui {
namespace {

QString percentText(double fraction)
{
    const double pct = fraction * 100.0;
    const bool whole = std::abs(pct - std::round(pct)) < 0.05;
    return QStringLiteral("%1 %").arg(pct, 0, 'f', whole ? 0 : 1);
}

} // namespace

QString PatternView::privateLayoutText()
{
    return tr("private array as a GPU spills it: word i of work-item w at (i × work-items + w) × word size, so "
              "lanes at one index make one contiguous run");
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
    const QString kind = s.kind == AccessKind::Read     ? tr("read")
                         : s.kind == AccessKind::Atomic ? tr("atomic")
                                                        : tr("write");
    const QString where = tr("SIMD group %1, step %2 (%3)").arg(s.group).arg(s.step).arg(kind);
    if (s.hiddenRows > 0)
        t.hiddenRows = tr("+%1 rows not shown").arg(s.hiddenRows);
    switch (s.mode) {
    case PatternMode::Banks:
        t.title = tr("Local memory: %1 banks × %2 B — %3").arg(s.columns).arg(s.unitBytes).arg(where);
        t.captions = {tr("conflict degree"), tr("pass"), tr("bytes requested"), tr("broadcast lanes"),
                      tr("bank bandwidth used")};
        t.values = {s.conflictDegree > 1 ? tr("%1-way").arg(s.conflictDegree) : tr("none"),
                    QStringLiteral("%1 / %2"), dataSizeText(s.bytesRequested),
                    QString::number(s.broadcastLanes), percentText(s.efficiency)};
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
            (s.space == Space::Private ? tr("Private memory (spill layout): %1 channels, %2 B interleave — %3")
                                       : tr("Global memory: %1 channels, %2 B interleave — %3"))
                .arg(s.columns)
                .arg(s.unitBytes)
                .arg(where);
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
        t.title = (constant                    ? tr("Constant memory: %1-byte segments — %2")
                   : s.space == Space::Private ? tr("Private memory (spill layout): %1-byte segments — %2")
                                               : tr("Global memory: %1-byte segments — %2"))
                      .arg(s.segmentBytes)
                      .arg(where);
        const bool wasteful = s.efficiency < 0.999;
        if (constant) {
            t.captions = {tr("distinct addresses"), tr("segment fetched"), tr("transactions"),
                          tr("bytes requested"), tr("efficiency")};
            t.values = {QString::number(s.distinctAddresses), QStringLiteral("%1 / %2"),
                        QString::number(s.transactions), dataSizeText(s.bytesRequested),
                        percentText(s.efficiency)};
            t.bad = {s.distinctAddresses > 1, false, false, false, wasteful};
        } else {
            t.captions = {tr("transactions"), tr("segment fetched"), tr("bytes requested"), tr("bytes moved"),
                          tr("efficiency")};
            t.values = {QString::number(s.transactions), QStringLiteral("%1 / %2"),
                        dataSizeText(s.bytesRequested), dataSizeText(s.bytesMoved), percentText(s.efficiency)};
            t.bad = {false, false, false, wasteful, wasteful};
        }
        t.rowPrefix = tr("seg ");
        t.legend = {{LegendSwatch::Lane, tr("bytes a lane requested (number = lane)")},
                    {LegendSwatch::Wasted, tr("moved but not requested")}};
        if (s.space == Space::Private)
            t.legend.push_back({LegendSwatch::Lane, tr("spill layout: lanes at one index make one run")});
        break;
    }
    }
    if (s.kind == AccessKind::Atomic)
        addAtomicTexts(s, t);
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
        if (s.space == Space::Private)
            text += QLatin1Char('\n') + privateLayoutText();
        if (s.mode == PatternMode::Banks)
            text += QLatin1Char('\n') + tr("bank %1, served in pass %2").arg(lane.bank).arg(lane.phase + 1);
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
        if (s.space == Space::Private && s.mode != PatternMode::Banks)
            text += QLatin1Char('\n') + privateLayoutText();
        if (cell.state == CellState::Wasted)
            return text + QLatin1Char('\n') + tr("moved but not requested");
        if (cell.state == CellState::Empty)
            return text;
        if (cell.lane < 0 || static_cast<size_t>(cell.lane) >= s.lanes.size())
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
