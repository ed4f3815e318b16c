// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What an overlay is, compared with the chart it is drawn on: its legend label says what differs (device,
// parameters, date), and a warning says when it answers another question (another lesson, another swept
// parameter or unit), so a local.stride result on a global.stride chart never passes silently. Pure data,
// tested alone.
#include "ui/backend.h"

#include "core/results.h"

#include <QString>
#include <QStringList>

#include <map>
#include <string>
#include <vector>

namespace coalesce::ui {

/// What the chart shows now (the session's lesson and device, or the sweep shown).
struct ChartContext {
    std::string lesson;                        ///< id; empty: no lesson (nothing to compare with)
    std::string param;                         ///< the swept (main) parameter
    std::string device;                        ///< device name; empty: none
    std::map<std::string, std::string> params; ///< every parameter, canonical text
    QString date;                              ///< "2026-11-23" of a file shown; empty for a live session
};

struct OverlayInfo {
    QString name;            ///< the file's name, or "H100 reference"
    QString label;           ///< legend text: name, then what differs
    QStringList differences; ///< "device NVIDIA H100", "size 64M (here 256M)", "2026-11-23"
    QString warning;         ///< non-empty: another lesson, parameter or unit (a sentence)
    QString details;         ///< tooltip: lesson, device, date, parameters
};

/// Describes `file` against `main`. `lessons` gives the swept parameters' units (may be empty); `name` is the
/// overlay's short name (file base name or reference name).
OverlayInfo describeOverlay(const ChartContext& main, const ResultFile& file, const QString& name,
                            const std::vector<LessonEntry>& lessons);

/// "2026-11-23" from "2026-11-23T16:44:46Z"; empty when the text is not a date.
QString resultDate(const std::string& createdUtc);
/// The file's device name ("" when absent).
std::string resultDevice(const ResultFile& file);

} // namespace coalesce::ui
