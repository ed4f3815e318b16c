// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scriptoptions.h"

#include "core/errors.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

namespace coalesce::ui {

std::optional<ExportKind> exportKindFor(const QString& path)
{
    const QString lower = path.toLower();
    if (lower.endsWith(QLatin1String(".pattern.png")))
        return ExportKind::PatternPng;
    if (lower.endsWith(QLatin1String(".pattern.svg")))
        return ExportKind::PatternSvg;
    if (lower.endsWith(QLatin1String(".gif")))
        return ExportKind::PatternGif;
    if (lower.endsWith(QLatin1String(".png")))
        return ExportKind::ChartPng;
    if (lower.endsWith(QLatin1String(".svg")))
        return ExportKind::ChartSvg;
    if (lower.endsWith(QLatin1String(".pdf")))
        return ExportKind::ChartPdf;
    if (lower.endsWith(QLatin1String(".csv")))
        return ExportKind::DataCsv;
    if (lower.endsWith(QLatin1String(".json")))
        return ExportKind::DataJson;
    return std::nullopt;
}

void addScriptOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(QCoreApplication::translate(
        "ScriptOptions", "See and measure GPU memory behaviour: coalescing, bank conflicts, channels."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(
        {QStringLiteral("device"),
         QCoreApplication::translate("ScriptOptions", "Device: gpu, cpu, P:D or part of its name."),
         QStringLiteral("SEL")});
    parser.addOption({QStringLiteral("lesson"), QCoreApplication::translate("ScriptOptions", "Lesson id."),
                      QStringLiteral("ID")});
    parser.addOption({QStringLiteral("set"),
                      QCoreApplication::translate("ScriptOptions", "Parameter value (repeatable)."),
                      QStringLiteral("name=value")});
    parser.addOption({QStringLiteral("sweep"),
                      QCoreApplication::translate("ScriptOptions", "Sweep a parameter: name=A..B[:STEP]."),
                      QStringLiteral("RANGE")});
    parser.addOption(
        {QStringLiteral("open"),
         QCoreApplication::translate("ScriptOptions", "Open a result file to overlay (repeatable)."),
         QStringLiteral("FILE.json")});
    parser.addOption({QStringLiteral("export"),
                      QCoreApplication::translate("ScriptOptions",
                                                  "Export files, comma-separated: .png .svg .pdf (chart), "
                                                  ".pattern.png .pattern.svg (pattern), .gif (the pattern's "
                                                  "animation), .csv .json (data)."),
                      QStringLiteral("FILES")});
    parser.addOption(
        {QStringLiteral("export-size"),
         QCoreApplication::translate("ScriptOptions", "Size of exported pictures (default 1600x900)."),
         QStringLiteral("WxH")});
    parser.addOption(
        {QStringLiteral("export-dpi"),
         QCoreApplication::translate("ScriptOptions", "Dots per inch of exported pictures (default 96)."),
         QStringLiteral("N")});
    parser.addOption(
        {QStringLiteral("quit"), QCoreApplication::translate("ScriptOptions", "Quit when the work is done.")});
    parser.addOption({QStringLiteral("presentation"),
                      QCoreApplication::translate("ScriptOptions", "Start in presentation mode.")});
    parser.addOption({QStringLiteral("language"),
                      QCoreApplication::translate("ScriptOptions", "Interface language: system, en, zh_CN."),
                      QStringLiteral("LANG")});
}

std::optional<ScriptOptions> readScriptOptions(const QCommandLineParser& parser,
                                               const std::vector<LessonEntry>& lessons, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (!parser.positionalArguments().isEmpty())
        return fail(QStringLiteral("unexpected argument '%1' (options start with --)")
                        .arg(parser.positionalArguments().first()));
    ScriptOptions options;
    options.deviceGiven = parser.isSet(QStringLiteral("device"));
    options.device = parser.value(QStringLiteral("device"));
    options.lesson = parser.value(QStringLiteral("lesson"));
    options.sweep = parser.value(QStringLiteral("sweep"));
    options.open = parser.values(QStringLiteral("open"));
    options.quit = parser.isSet(QStringLiteral("quit"));
    options.presentation = parser.isSet(QStringLiteral("presentation"));
    options.language = parser.value(QStringLiteral("language"));
    for (const QString& s : parser.values(QStringLiteral("set")))
        options.sets.push_back(s.toStdString());
    // An empty value is a mistake (a variable that was not set), never "nothing to do".
    for (const char* name :
         {"device", "lesson", "set", "sweep", "open", "language", "export-size", "export-dpi"}) {
        for (const QString& value : parser.values(QLatin1String(name)))
            if (value.trimmed().isEmpty())
                return fail(QStringLiteral("--%1: empty value").arg(QLatin1String(name)));
    }
    for (const QString& list : parser.values(QStringLiteral("export"))) {
        for (const QString& path : list.split(QLatin1Char(','))) {
            if (path.trimmed().isEmpty())
                return fail(QStringLiteral("--export '%1': empty file name (give FILE[,FILE...])").arg(list));
            options.exports << path.trimmed();
        }
    }

    if (parser.isSet(QStringLiteral("export-size"))) {
        const QString text = parser.value(QStringLiteral("export-size"));
        const auto size = parseExportSize(text);
        if (!size)
            return fail(
                QStringLiteral("--export-size %1: give WIDTHxHEIGHT in pixels, e.g. 1920x1080").arg(text));
        options.exportSettings.size = *size;
    }
    if (parser.isSet(QStringLiteral("export-dpi"))) {
        const QString text = parser.value(QStringLiteral("export-dpi"));
        bool number = false;
        options.exportSettings.dpi = text.trimmed().toInt(&number);
        if (!number)
            return fail(QStringLiteral("--export-dpi %1: give a whole number, e.g. 192").arg(text));
    }
    if (const QString bad = options.exportSettings.check(); !bad.isEmpty())
        return fail(QStringLiteral("--export-size/--export-dpi: %1").arg(bad));
    if (!options.language.isEmpty() && options.language != QLatin1String("system") &&
        options.language != QLatin1String("en") && options.language != QLatin1String("zh_CN"))
        return fail(QStringLiteral("--language %1: allowed are system, en, zh_CN").arg(options.language));
    if (options.lesson.isEmpty() && (!options.sets.empty() || !options.sweep.isEmpty()))
        return fail(QStringLiteral("--set and --sweep need --lesson ID"));
    if (!options.lesson.isEmpty()) {
        const LessonEntry* entry = findEntry(lessons, options.lesson.toStdString());
        if (!entry) {
            QStringList ids;
            for (const auto& l : lessons)
                ids << QString::fromStdString(l.info.id);
            return fail(
                QStringLiteral("--lesson %1: unknown lesson (known: %2)").arg(options.lesson, ids.join(", ")));
        }
        try {
            makeParams(entry->specs, options.sets);
            if (!options.sweep.isEmpty())
                parseSweep(entry->specs, options.sweep.toStdString());
        } catch (const Error& e) {
            return fail(QString::fromStdString(e.what()));
        }
    }
    bool needsResult = false;
    for (const QString& path : options.exports) {
        const auto kind = exportKindFor(path);
        if (!kind)
            return fail(QStringLiteral("--export %1: unknown file type (allowed: .png .svg .pdf .pattern.png "
                                       ".pattern.svg .gif .csv .json)")
                            .arg(path));
        const QFileInfo info(path);
        if (!info.absoluteDir().exists())
            return fail(QStringLiteral("--export %1: folder %2 does not exist").arg(path, info.absolutePath()));
        needsResult = needsResult || *kind == ExportKind::DataCsv || *kind == ExportKind::DataJson;
    }
    if (needsResult && options.lesson.isEmpty() && options.open.isEmpty())
        return fail(QStringLiteral("--export of .csv/.json needs --lesson or --open"));
    for (const QString& path : options.open) {
        if (!QFileInfo::exists(path))
            return fail(QStringLiteral("--open %1: no such file").arg(path));
    }
    return options;
}

} // namespace coalesce::ui
