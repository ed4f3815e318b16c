// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a request step does, so that steps are named and followed by meaning rather than number: a step's
// meaning is its access (read, write, atomic), its memory space and buffer, the kernel source line of the
// access (from the trace) and which occurrence of that access it is in its SIMD group. "fill tile" (a local
// write), "read tile · line 57", "write out". A parameter change that adds or removes steps (local.padding's
// pad 0 -> 1) keeps the step that means the same.
#include "core/models.h"
#include "core/trace.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace coalesce::ui {

struct StepMeaning {
    Space space = Space::Global;
    AccessKind kind = AccessKind::Read;
    uint8_t buffer = 0;
    uint32_t line = 0;  ///< 0: unknown (a host-generated trace)
    int occurrence = 0; ///< how many earlier steps of its SIMD group have the same access, space and buffer
    bool operator==(const StepMeaning& o) const
    {
        return space == o.space && kind == o.kind && buffer == o.buffer && line == o.line &&
               occurrence == o.occurrence;
    }
};

/// The source line of every request of `summary` (0 where the trace has none), from the trace's records.
std::vector<uint32_t> requestLines(const Trace& trace, const ModelSummary& summary);
/// The meaning of summary.requests[index]; `lines` as from requestLines (may be empty).
StepMeaning stepMeaning(const ModelSummary& summary, const std::vector<uint32_t>& lines, int index);
/// Among `candidates` (indices into summary.requests, one SIMD group), the request that means `meaning`: same
/// line and occurrence first, else the same access to the same buffer in the same occurrence, else the same
/// access; -1 when none.
int findMeaning(const ModelSummary& summary, const std::vector<uint32_t>& lines,
                const std::vector<int>& candidates, const StepMeaning& meaning);
/// The request a lesson opens on, its teaching step, among `candidates` (indices into summary.requests in
/// order): the first atomic when there is one (an atomics lesson reads its input only to have something to
/// count), else the first read (writes are usually the lesson's set-up, such as filling a local tile), else the
/// first candidate; -1 when there is none. With `buffer` (LessonInfo::teachingBuffer) the first read of that
/// buffer comes first, then its first access of any kind, then the rule above.
int teachingRequest(const ModelSummary& summary, const std::vector<int>& candidates,
                    const std::string& buffer = {});
/// A short translated label: "fill tile", "read tile", "write out", "atomic add on hist", with " · line N".
QString stepLabel(const Request& request, uint32_t line);

} // namespace coalesce::ui
