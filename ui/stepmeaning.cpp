// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/stepmeaning.h"

#include <QCoreApplication>

#include <map>
#include <tuple>

namespace coalesce::ui {

std::vector<uint32_t> requestLines(const Trace& trace, const ModelSummary& summary)
{
    // One pass over the records: (work-group, step, space, kind, buffer) -> the first line seen.
    using Key = std::tuple<uint32_t, uint32_t, uint8_t, uint8_t, uint8_t>;
    std::map<Key, uint32_t> lines;
    for (const TraceRecord& r : trace.records)
        if (r.line != 0)
            lines.emplace(Key{r.groupId, r.step, uint8_t(r.space), uint8_t(r.kind), r.buffer}, r.line);
    std::vector<uint32_t> out(summary.requests.size(), 0);
    if (lines.empty())
        return out;
    for (size_t i = 0; i < summary.requests.size(); ++i) {
        const Request& q = summary.requests[i];
        const auto it = lines.find(Key{q.workGroup, q.step, uint8_t(q.space), uint8_t(q.kind), q.buffer});
        if (it != lines.end())
            out[i] = it->second;
    }
    return out;
}

StepMeaning stepMeaning(const ModelSummary& summary, const std::vector<uint32_t>& lines, int index)
{
    StepMeaning m;
    if (index < 0 || size_t(index) >= summary.requests.size())
        return m;
    const Request& q = summary.requests[size_t(index)];
    m.space = q.space;
    m.kind = q.kind;
    m.buffer = q.buffer;
    m.line = size_t(index) < lines.size() ? lines[size_t(index)] : 0;
    for (size_t i = 0; i < summary.requests.size(); ++i) {
        const Request& o = summary.requests[i];
        if (o.group == q.group && o.step < q.step && o.space == q.space && o.kind == q.kind &&
            o.buffer == q.buffer && (size_t(i) < lines.size() ? lines[i] : 0) == m.line)
            ++m.occurrence;
    }
    return m;
}

int findMeaning(const ModelSummary& summary, const std::vector<uint32_t>& lines,
                const std::vector<int>& candidates, const StepMeaning& meaning)
{
    int sameAccess = -1;
    int sameAccessOccurrence = -1;
    for (int index : candidates) {
        const StepMeaning m = stepMeaning(summary, lines, index);
        if (m == meaning)
            return index;
        if (m.space != meaning.space || m.kind != meaning.kind || m.buffer != meaning.buffer)
            continue;
        // Without the line (or when the line moved): the same access counted among all such accesses.
        if (sameAccess < 0)
            sameAccess = index;
        if (sameAccessOccurrence < 0 && m.occurrence == meaning.occurrence && meaning.line == 0)
            sameAccessOccurrence = index;
    }
    return sameAccessOccurrence >= 0 ? sameAccessOccurrence : sameAccess;
}

int teachingRequest(const ModelSummary& summary, const std::vector<int>& candidates, const std::string& buffer)
{
    if (!buffer.empty()) {
        int any = -1;
        for (int index : candidates) {
            if (index < 0 || size_t(index) >= summary.requests.size())
                continue;
            const Request& q = summary.requests[size_t(index)];
            if (q.bufferName != buffer)
                continue;
            if (q.kind == AccessKind::Read)
                return index;
            if (any < 0)
                any = index;
        }
        if (any >= 0)
            return any;
    }
    int read = -1;
    for (int index : candidates) {
        if (index < 0 || size_t(index) >= summary.requests.size())
            continue;
        const AccessKind kind = summary.requests[size_t(index)].kind;
        if (kind == AccessKind::Atomic)
            return index;
        if (kind == AccessKind::Read && read < 0)
            read = index;
    }
    if (read >= 0 || candidates.empty())
        return read;
    return candidates.front();
}

QString stepLabel(const Request& request, uint32_t line)
{
    const QString buffer = request.bufferName.empty() ? QString::fromLatin1(spaceName(request.space))
                                                      : QString::fromStdString(request.bufferName);
    QString text;
    switch (request.kind) {
    case AccessKind::Read:
        text = QCoreApplication::translate("StepMeaning", "read %1").arg(buffer);
        break;
    case AccessKind::Write:
        // A local buffer is written to be read back by the group: it is being filled.
        text = (request.space == Space::Local ? QCoreApplication::translate("StepMeaning", "fill %1")
                                              : QCoreApplication::translate("StepMeaning", "write %1"))
                   .arg(buffer);
        break;
    case AccessKind::Atomic:
        text = QCoreApplication::translate("StepMeaning", "atomic on %1").arg(buffer);
        break;
    }
    if (line != 0)
        text += QCoreApplication::translate("StepMeaning", " · line %1").arg(line);
    return text;
}

} // namespace coalesce::ui
