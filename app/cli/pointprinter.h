// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shows a run or sweep as it happens: a progress line on stderr (one updating line on a terminal, plain lines
// otherwise) and a table row on stdout for each point as it completes; the full report of a single point.
#include "core/context.h"
#include "core/lesson.h"
#include "core/measure.h"

#include <string>

namespace coalesce::cli {

class PointPrinter {
public:
    /// quiet: no table on stdout (--json); progress still goes to stderr.
    PointPrinter(const Lesson& lesson, const DeviceContext& device, const SweepRequest& request, bool quiet);

    /// The progress callback: prints the rows of points completed since the last call.
    void progress(const Progress& progress, const SweepOutcome& partial);
    /// Clears the progress line.
    void finish();
    /// The full report of one point (the `run` command).
    void printDetails(const PointResult& point) const;

private:
    void clearLine();
    void printHeader();
    void printRow(const PointResult& point);

    const Lesson& m_lesson;
    const DeviceContext& m_device;
    const SweepRequest& m_request;
    bool m_quiet = false;
    bool m_terminal = false;
    bool m_lineShown = false;
    bool m_headerShown = false;
    size_t m_printed = 0;
};

} // namespace coalesce::cli
