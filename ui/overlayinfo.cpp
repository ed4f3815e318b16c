// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/overlayinfo.h"

#include "ui/chartdata.h"
#include "ui/paramform.h"

#include "core/params.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>

#include <cmath>

namespace coalesce::ui {
namespace {

// A name as a label part: long device names ("NVIDIA H100 80GB HBM3") stay whole, a crafted one is cut.
QString part(const std::string& text, int max = 48)
{
    QString s = QString::fromStdString(text).simplified();
    if (s.size() > max)
        s = s.left(max - 1) + QChar(0x2026);
    return s;
}

const ParamSpec* specOf(const std::vector<LessonEntry>& lessons, const std::string& lesson,
                        const std::string& name)
{
    for (const LessonEntry& e : lessons)
        if (e.info.id == lesson)
            return findSpec(e.specs, name);
    return nullptr;
}

// A parameter value from a file (a number or a string) as the user reads it: sizes as "256M".
std::string valueText(const Json& value, const ParamSpec* spec)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_number_integer()) {
        const int64_t v = value.get<int64_t>();
        return spec && spec->kind == ParamKind::Size && v > 0 ? formatSize(v) : std::to_string(v);
    }
    if (value.is_number())
        return QString::number(value.get<double>()).toStdString();
    return value.dump();
}

bool sameValue(const std::string& a, const std::string& b)
{
    if (a == b)
        return true;
    const auto x = numericValue(QString::fromStdString(a));
    const auto y = numericValue(QString::fromStdString(b));
    return x && y && *x == *y;
}

} // namespace

QString resultDate(const std::string& createdUtc)
{
    static const QRegularExpression kDate(QStringLiteral("^(\\d{4}-\\d{2}-\\d{2})"));
    const auto match = kDate.match(QString::fromStdString(createdUtc.substr(0, 10)));
    if (!match.hasMatch() || !QDate::fromString(match.captured(1), Qt::ISODate).isValid())
        return QString();
    return match.captured(1);
}

std::string resultDevice(const ResultFile& file)
{
    return resultDeviceName(file.device);
}

OverlayInfo describeOverlay(const ChartContext& main, const ResultFile& file, const QString& name,
                            const std::vector<LessonEntry>& lessons)
{
    OverlayInfo info;
    info.name = name;
    const QString lesson = part(file.lesson);
    const QString mainLesson = part(main.lesson);
    const bool sameLesson = main.lesson.empty() || file.lesson == main.lesson;
    const std::string& param = file.sweptParam;

    if (!sameLesson) {
        info.differences << QCoreApplication::translate("coalesce::ui::OverlayInfo", "lesson %1").arg(lesson);
        info.warning = QCoreApplication::translate(
                           "coalesce::ui::OverlayInfo",
                           "“%1” is a %2 result, this chart is %3: it measures another pattern, so its points "
                           "are not comparable with this lesson's.")
                           .arg(name, lesson, mainLesson);
    } else if (!main.param.empty() && !param.empty() && param != main.param) {
        info.differences
            << QCoreApplication::translate("coalesce::ui::OverlayInfo", "swept %1").arg(part(param));
        info.warning = QCoreApplication::translate(
                           "coalesce::ui::OverlayInfo",
                           "“%1” sweeps %2, this chart sweeps %3: its points are placed by their %2 values.")
                           .arg(name, part(param), part(main.param));
    }
    // The same parameter name in another lesson may count in another unit (local.stride in words,
    // global.stride in elements): say so, since the x axis then lies.
    if (!sameLesson && !param.empty() && param == main.param) {
        const ParamSpec* theirs = specOf(lessons, file.lesson, param);
        const ParamSpec* ours = specOf(lessons, main.lesson, main.param);
        if (theirs && ours && theirs->unit != ours->unit)
            info.warning +=
                QLatin1Char(' ') +
                QCoreApplication::translate("coalesce::ui::OverlayInfo", "Its %1 is in %2, this chart's in %3.")
                    .arg(part(param), ParamForm::unitText(theirs->unit), ParamForm::unitText(ours->unit));
    }

    const std::string device = resultDevice(file);
    // The session names its device "name (platform)"; a file only "name".
    const bool sameDevice = device == main.device || main.device.rfind(device + " (", 0) == 0;
    if (!device.empty() && !sameDevice)
        info.differences << part(device);

    QStringList fixed;
    if (file.fixedParams.is_object()) {
        for (const auto& [key, value] : file.fixedParams.items()) {
            const ParamSpec* spec = specOf(lessons, file.lesson, key);
            const std::string text = valueText(value, spec);
            fixed << QStringLiteral("%1=%2").arg(part(key, 32), part(text, 32));
            if (!sameLesson || key == main.param || key == param)
                continue;
            const auto ours = main.params.find(key);
            if (ours != main.params.end() && !sameValue(text, ours->second))
                info.differences << QStringLiteral("%1=%2").arg(part(key, 32), part(text, 32));
        }
    }

    const QString date = resultDate(file.createdUtc);
    // The date names the run (a reference, last week's file); left out only beside a file of the same day.
    if (!date.isEmpty() && date != main.date)
        info.differences << date;

    info.label =
        info.differences.isEmpty() ? name : QStringLiteral("%1: %2").arg(name, info.differences.join(", "));
    QStringList details;
    details << QCoreApplication::translate("coalesce::ui::OverlayInfo", "lesson: %1")
                   .arg(lesson.isEmpty() ? QCoreApplication::translate("coalesce::ui::OverlayInfo", "(none)")
                                         : lesson);
    if (!param.empty())
        details << QCoreApplication::translate("coalesce::ui::OverlayInfo", "swept: %1").arg(part(param));
    details << QCoreApplication::translate("coalesce::ui::OverlayInfo", "device: %1")
                   .arg(device.empty() ? QCoreApplication::translate("coalesce::ui::OverlayInfo", "(unknown)")
                                       : part(device, 120));
    if (!date.isEmpty())
        details << QCoreApplication::translate("coalesce::ui::OverlayInfo", "measured: %1").arg(date);
    if (!fixed.isEmpty())
        details << QCoreApplication::translate("coalesce::ui::OverlayInfo", "parameters: %1")
                       .arg(fixed.join(QStringLiteral(", ")));
    if (!info.warning.isEmpty())
        details << info.warning;
    info.details = details.join(QLatin1Char('\n'));
    return info;
}

} // namespace coalesce::ui
