// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Scripted use of the application:
//   coalesce --device SEL --lesson ID [--set name=value ...] [--sweep name=A..B[:STEP]] [--open FILE.json ...]
//            [--export FILE.png,FILE.svg,FILE.pdf,FILE.csv,FILE.json,FILE.gif] [--export-size WxH]
//            [--export-dpi N] [--quit]
// opens with that state, runs the sweep, exports and quits. Chart exports are .png/.svg/.pdf; data .csv/.json;
// a name ending in .pattern.png or .pattern.svg exports the pattern frame instead of the chart; .gif is the
// animation of the pattern's request. Pictures are --export-size pixels (1600x900) at --export-dpi (96).
// Everything that can be checked before a device is touched is checked by parseScriptOptions.
#include "ui/backend.h"
#include "ui/exportimage.h"

#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

namespace coalesce::ui {

struct ScriptOptions {
    QString device; ///< selector; empty: the saved device, else the default
    bool deviceGiven = false;
    QString lesson;
    std::vector<std::string> sets; ///< "name=value"
    QString sweep;
    QStringList open;
    QStringList exports;
    ExportSettings exportSettings; ///< --export-size, --export-dpi
    bool quit = false;
    bool presentation = false;
    QString language;
    /// True when the state asks for work to be done before the window is interactive. A lesson alone (with its
    /// --set values) only opens the window on it.
    bool scripted() const { return !sweep.isEmpty() || !exports.isEmpty() || quit; }
};

enum class ExportKind { ChartPng, ChartSvg, ChartPdf, PatternPng, PatternSvg, PatternGif, DataCsv, DataJson };
/// By file name; std::nullopt for an unknown extension.
std::optional<ExportKind> exportKindFor(const QString& path);

/// Adds the options to `parser` (plus --help and --version).
void addScriptOptions(QCommandLineParser& parser);
/// Reads the parsed options and validates them against the lessons (lesson id, --set names and values,
/// --sweep syntax, export extensions). Returns std::nullopt and sets `error` to one line on bad input.
std::optional<ScriptOptions> readScriptOptions(const QCommandLineParser& parser,
                                               const std::vector<LessonEntry>& lessons, QString* error);

} // namespace coalesce::ui
