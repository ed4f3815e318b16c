// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lesson plan: the slides a teacher steps through in class (PageDown / PageUp), each a lesson with its
// parameters and the request step to show, and talking points in English and Chinese. Stored as a small JSON
// file (format "coalesce-lesson-plan", version 1; docs/LESSON-PLANS.md). Reading checks every slide against
// the lessons this build has, so a bad plan is refused as a whole with a message naming the slide, and the
// plan already open stays open.
#include "ui/backend.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace coalesce::ui {

struct LessonSlide {
    QString lesson;                            ///< lesson id ("global.stride")
    std::map<std::string, std::string> params; ///< name -> value as --set takes it; missing: the default
    std::optional<uint32_t> step;              ///< request step shown; none: the lesson's own first picture
    QString titleEn, titleZh;                  ///< optional headline of the slide
    QStringList pointsEn, pointsZh;            ///< talking points, one per entry

    /// "name=value" assignments for Controller::selectLesson.
    std::vector<std::string> assignments() const;
    /// The title and points in `language` ("zh_CN" or else English); falls back to the other language.
    QString title(const QString& language) const;
    QStringList points(const QString& language) const;
    bool operator==(const LessonSlide& o) const;
};

struct LessonPlan {
    QString titleEn, titleZh;
    std::vector<LessonSlide> slides;

    QString title(const QString& language) const;
    bool operator==(const LessonPlan& o) const
    {
        return titleEn == o.titleEn && titleZh == o.titleZh && slides == o.slides;
    }
};

class LessonPlanFile {
    Q_DECLARE_TR_FUNCTIONS(LessonPlanFile)
public:
    static constexpr int kVersion = 1;
    /// Parses and checks a plan against `lessons` (ids exist, parameters valid). On failure returns nothing and
    /// sets `error` to one translated sentence (with the slide number where one is to blame).
    static std::optional<LessonPlan> parse(const QByteArray& json, const std::vector<LessonEntry>& lessons,
                                           QString* error);
    static std::optional<LessonPlan> load(const QString& path, const std::vector<LessonEntry>& lessons,
                                          QString* error);
    static QByteArray serialize(const LessonPlan& plan);
    /// Written atomically: a failed save leaves the old file as it was.
    static bool save(const QString& path, const LessonPlan& plan, QString* error);
    /// Checks one slide (the editor's "add current" and parse()); empty when it is fine.
    static QString check(const LessonSlide& slide, const std::vector<LessonEntry>& lessons);
};

} // namespace coalesce::ui
