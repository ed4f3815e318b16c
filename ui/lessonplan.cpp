// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessonplan.h"

#include "ui/coretexts.h"
#include "ui/savefile.h"

#include "core/errors.h"
#include "core/params.h"

#include <QFile>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace coalesce::ui {

namespace {

const char* const kFormat = "coalesce-lesson-plan";

bool chinese(const QString& language)
{
    return language.startsWith(QLatin1String("zh"));
}

// {"en": ..., "zh_CN": ...}: a string or a list of strings per language. False on any other shape.
bool readTexts(const QJsonValue& value, QStringList* en, QStringList* zh)
{
    if (value.isUndefined() || value.isNull())
        return true;
    if (!value.isObject())
        return false;
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        QStringList* out = it.key() == QLatin1String("en")      ? en
                           : it.key() == QLatin1String("zh_CN") ? zh
                                                                : nullptr;
        if (!out)
            continue; // another language: kept by nobody, refused by nobody
        if (it->isString()) {
            *out = QStringList{it->toString()};
        } else if (it->isArray()) {
            for (const QJsonValue& line : it->toArray()) {
                if (!line.isString())
                    return false;
                *out << line.toString();
            }
        } else {
            return false;
        }
    }
    return true;
}

QJsonObject texts(const QString& en, const QString& zh)
{
    QJsonObject o;
    if (!en.isEmpty())
        o[QStringLiteral("en")] = en;
    if (!zh.isEmpty())
        o[QStringLiteral("zh_CN")] = zh;
    return o;
}

QJsonObject texts(const QStringList& en, const QStringList& zh)
{
    QJsonObject o;
    if (!en.isEmpty())
        o[QStringLiteral("en")] = QJsonArray::fromStringList(en);
    if (!zh.isEmpty())
        o[QStringLiteral("zh_CN")] = QJsonArray::fromStringList(zh);
    return o;
}

const LessonEntry* findLesson(const std::vector<LessonEntry>& lessons, const QString& id)
{
    const auto it = std::find_if(lessons.begin(), lessons.end(),
                                 [&](const LessonEntry& l) { return QString::fromStdString(l.info.id) == id; });
    return it == lessons.end() ? nullptr : &*it;
}

} // namespace

std::vector<std::string> LessonSlide::assignments() const
{
    std::vector<std::string> out;
    for (const auto& [name, value] : params)
        out.push_back(name + "=" + value);
    return out;
}

QString LessonSlide::title(const QString& language) const
{
    const QString& first = chinese(language) ? titleZh : titleEn;
    return first.isEmpty() ? (chinese(language) ? titleEn : titleZh) : first;
}

QStringList LessonSlide::points(const QString& language) const
{
    const QStringList& first = chinese(language) ? pointsZh : pointsEn;
    return first.isEmpty() ? (chinese(language) ? pointsEn : pointsZh) : first;
}

bool LessonSlide::operator==(const LessonSlide& o) const
{
    return lesson == o.lesson && params == o.params && step == o.step && titleEn == o.titleEn &&
           titleZh == o.titleZh && pointsEn == o.pointsEn && pointsZh == o.pointsZh;
}

QString LessonPlan::title(const QString& language) const
{
    const QString& first = chinese(language) ? titleZh : titleEn;
    return first.isEmpty() ? (chinese(language) ? titleEn : titleZh) : first;
}

QString LessonPlanFile::check(const LessonSlide& slide, const std::vector<LessonEntry>& lessons)
{
    const LessonEntry* entry = findLesson(lessons, slide.lesson);
    if (!entry)
        return tr("there is no lesson \"%1\" in this version of Coalesce").arg(slide.lesson);
    try {
        applyParams(entry->specs, entry->defaults, slide.assignments());
    } catch (const Error& e) {
        return CoreTexts::translate(std::string(e.what()));
    }
    return {};
}

std::optional<LessonPlan> LessonPlanFile::parse(const QByteArray& json, const std::vector<LessonEntry>& lessons,
                                                QString* error)
{
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // The line helps a teacher who edited the file by hand.
        const int line =
            int(std::count(json.begin(), json.begin() + std::min<qsizetype>(parseError.offset, json.size()),
                           '\n')) +
            1;
        *error = tr("This is not a valid JSON file (line %1: %2).").arg(line).arg(parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (!doc.isObject() || root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
        *error = tr("This is not a Coalesce lesson plan (its \"format\" is not \"%1\").")
                     .arg(QLatin1String(kFormat));
        return std::nullopt;
    }
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) || version.toInt() < 1) {
        *error = tr("The plan has no valid \"version\".");
        return std::nullopt;
    }
    if (version.toInt() > kVersion) {
        *error = tr("The plan was written for a newer Coalesce (plan version %1; this one reads version %2).")
                     .arg(version.toInt())
                     .arg(kVersion);
        return std::nullopt;
    }
    LessonPlan plan;
    QStringList en, zh;
    if (!readTexts(root.value(QStringLiteral("title")), &en, &zh)) {
        *error = tr("The plan's \"title\" must be {\"en\": text, \"zh_CN\": text}.");
        return std::nullopt;
    }
    plan.titleEn = en.join(QLatin1Char(' '));
    plan.titleZh = zh.join(QLatin1Char(' '));
    if (!root.value(QStringLiteral("slides")).isArray()) {
        *error = tr("The plan has no \"slides\" list.");
        return std::nullopt;
    }
    const QJsonArray slides = root.value(QStringLiteral("slides")).toArray();
    if (slides.isEmpty()) {
        *error = tr("The plan has no slides.");
        return std::nullopt;
    }
    for (int i = 0; i < slides.size(); ++i) {
        auto fail = [&](const QString& why) {
            *error = tr("Slide %1: %2").arg(i + 1).arg(why);
            return std::nullopt;
        };
        if (!slides[i].isObject())
            return fail(tr("a slide must be a JSON object"));
        const QJsonObject s = slides[i].toObject();
        LessonSlide slide;
        slide.lesson = s.value(QStringLiteral("lesson")).toString();
        if (slide.lesson.isEmpty())
            return fail(tr("it names no \"lesson\""));
        const QJsonValue params = s.value(QStringLiteral("params"));
        if (!params.isUndefined() && !params.isObject())
            return fail(tr("\"params\" must be an object of name: value"));
        const QJsonObject p = params.toObject();
        for (auto it = p.begin(); it != p.end(); ++it) {
            const double number = it->toDouble();
            if (it->isString())
                slide.params[it.key().toStdString()] = it->toString().toStdString();
            else if (it->isDouble() && number == std::floor(number) && std::abs(number) < 9.0e15)
                slide.params[it.key().toStdString()] = std::to_string(int64_t(number));
            else
                return fail(tr("parameter \"%1\" must be a whole number or a text").arg(it.key()));
        }
        const QJsonValue step = s.value(QStringLiteral("step"));
        if (!step.isUndefined() && !step.isNull()) {
            if (!step.isDouble() || step.toDouble() < 0 || step.toDouble() != std::floor(step.toDouble()) ||
                step.toDouble() > 1.0e6)
                return fail(tr("\"step\" must be a whole number from 0"));
            slide.step = uint32_t(step.toDouble());
        }
        QStringList titleEn, titleZh;
        if (!readTexts(s.value(QStringLiteral("title")), &titleEn, &titleZh))
            return fail(tr("\"title\" must be {\"en\": text, \"zh_CN\": text}"));
        slide.titleEn = titleEn.join(QLatin1Char(' '));
        slide.titleZh = titleZh.join(QLatin1Char(' '));
        if (!readTexts(s.value(QStringLiteral("points")), &slide.pointsEn, &slide.pointsZh))
            return fail(tr("\"points\" must be {\"en\": [texts], \"zh_CN\": [texts]}"));
        if (const QString why = check(slide, lessons); !why.isEmpty())
            return fail(why);
        plan.slides.push_back(std::move(slide));
    }
    return plan;
}

std::optional<LessonPlan> LessonPlanFile::load(const QString& path, const std::vector<LessonEntry>& lessons,
                                               QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Could not read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (file.size() > 16 * 1024 * 1024) {
        *error = tr("%1 is too large for a lesson plan.").arg(path);
        return std::nullopt;
    }
    return parse(file.readAll(), lessons, error);
}

QByteArray LessonPlanFile::serialize(const LessonPlan& plan)
{
    QJsonObject root;
    root[QStringLiteral("format")] = QLatin1String(kFormat);
    root[QStringLiteral("version")] = kVersion;
    root[QStringLiteral("title")] = texts(plan.titleEn, plan.titleZh);
    QJsonArray slides;
    for (const LessonSlide& slide : plan.slides) {
        QJsonObject s;
        s[QStringLiteral("lesson")] = slide.lesson;
        QJsonObject params;
        for (const auto& [name, value] : slide.params)
            params[QString::fromStdString(name)] = QString::fromStdString(value);
        s[QStringLiteral("params")] = params;
        if (slide.step)
            s[QStringLiteral("step")] = qint64(*slide.step);
        if (!slide.titleEn.isEmpty() || !slide.titleZh.isEmpty())
            s[QStringLiteral("title")] = texts(slide.titleEn, slide.titleZh);
        s[QStringLiteral("points")] = texts(slide.pointsEn, slide.pointsZh);
        slides.append(s);
    }
    root[QStringLiteral("slides")] = slides;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool LessonPlanFile::save(const QString& path, const LessonPlan& plan, QString* error)
{
    const QByteArray data = serialize(plan);
    if (saveFileAtomically(path, [&](QIODevice& out) { return out.write(data) == data.size(); }))
        return true;
    *error = tr("Could not write %1 (check the folder exists and is writable); the old file is unchanged.")
                 .arg(path);
    return false;
}

} // namespace coalesce::ui
