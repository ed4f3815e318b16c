// SPDX-License-Identifier: GPL-3.0-or-later
// `coalesce-cli lessons`: every lesson with its parameters, their ranges and the default sweep.
#include "app/cli/clicommon.h"
#include "app/cli/commands.h"

#include "core/lesson.h"
#include "core/params.h"

#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

namespace coalesce::cli {

namespace {

const char* kindName(ParamKind kind)
{
    switch (kind) {
    case ParamKind::Integer:
        return "integer";
    case ParamKind::Size:
        return "size";
    case ParamKind::Choice:
        return "choice";
    }
    return "?";
}

// "1..4096", "1, 2, 4, 8, 16", "uchar, float", "4K..1G"
std::string rangeText(const ParamSpec& spec)
{
    std::string text;
    auto list = [&text](const auto& items) {
        for (const auto& item : items) {
            std::ostringstream s;
            s << item;
            text += (text.empty() ? "" : ", ") + s.str();
        }
    };
    switch (spec.kind) {
    case ParamKind::Integer:
        if (!spec.allowed.empty())
            list(spec.allowed);
        else
            text = std::to_string(spec.min) + ".." + std::to_string(spec.max);
        break;
    case ParamKind::Size:
        text = formatSize(spec.min) + ".." + formatSize(spec.max);
        break;
    case ParamKind::Choice:
        list(spec.choices);
        break;
    }
    return text;
}

std::string defaultText(const ParamSpec& spec)
{
    if (spec.kind == ParamKind::Choice)
        return spec.defChoice;
    if (spec.kind == ParamKind::Size)
        return formatSize(spec.def);
    return std::to_string(spec.def);
}

Json specToJson(const ParamSpec& spec)
{
    Json j{{"name", spec.name}, {"kind", kindName(spec.kind)}};
    if (spec.kind == ParamKind::Choice) {
        j["choices"] = spec.choices;
        j["default"] = spec.defChoice;
    } else {
        j["min"] = spec.min;
        j["max"] = spec.max;
        j["default"] = spec.def;
        if (!spec.allowed.empty())
            j["allowed"] = spec.allowed;
    }
    j["unit"] = spec.unit;
    j["log2_axis"] = spec.log2Axis;
    j["help"] = spec.help;
    return j;
}

int lessonsCommand(bool json)
{
    const auto& lessons = allLessons();
    if (json) {
        Json out = Json::array();
        for (const Lesson* lesson : lessons) {
            const LessonInfo& info = lesson->info();
            Json params = Json::array();
            for (const auto& spec : lesson->params())
                params.push_back(specToJson(spec));
            out.push_back({{"id", info.id},
                           {"title", info.title},
                           {"space", info.space},
                           {"summary", info.summary},
                           {"seeds", info.seeds},
                           {"params", params},
                           {"default_sweep", lesson->defaultSweep()},
                           {"traceable", info.traceable},
                           {"trace_groups", info.traceGroups},
                           {"timing", timingMethodName(info.timing)},
                           {"validation", validationMethodName(info.validation)}});
        }
        std::cout << Json{{"schema_version", kJsonSchemaVersion}, {"lessons", out}}.dump(2) << "\n";
        return kExitOk;
    }
    if (lessons.empty()) {
        std::cout << "No lessons in this build.\n";
        return kExitOk;
    }
    for (const Lesson* lesson : lessons) {
        const LessonInfo& info = lesson->info();
        std::cout << info.id << "  " << info.title << "  [" << info.space << "]\n";
        size_t rangeWidth = 10, defaultWidth = 4;
        for (const auto& spec : lesson->params()) {
            rangeWidth = std::max(rangeWidth, rangeText(spec).size());
            defaultWidth = std::max(defaultWidth, defaultText(spec).size());
        }
        for (const auto& spec : lesson->params()) {
            std::cout << "    " << std::left << std::setw(8) << spec.name << " " << std::setw(8)
                      << kindName(spec.kind) << " " << std::setw(int(rangeWidth)) << rangeText(spec)
                      << "  default " << std::setw(int(defaultWidth)) << defaultText(spec);
            if (!spec.unit.empty())
                std::cout << " " << spec.unit;
            if (!spec.help.empty())
                std::cout << "  - " << spec.help;
            std::cout << "\n";
        }
        std::cout << "    default sweep: " << lesson->defaultSweep() << "\n\n";
    }
    std::cout
        << "Run one: coalesce-cli run " << lessons.front()->info().id
        << " --set name=value; sweep: coalesce-cli sweep LESSON --param name=A..B[:STEP] --out FILE.json\n";
    return kExitOk;
}

} // namespace

void setupLessonsCommand(CLI::App& app, int& exitCode)
{
    auto json = std::make_shared<bool>(false);
    auto* lessons = app.add_subcommand("lessons", "List the lessons, their parameters and default sweeps");
    lessons->add_flag("--json", *json, "Print JSON");
    lessons->callback([json, &exitCode] { exitCode = guarded([&] { return lessonsCommand(*json); }); });
}

} // namespace coalesce::cli
