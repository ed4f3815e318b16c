// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explanation shown beside each lesson, as rich text, translated so Qt Linguist carries the English and the
// 简体中文 versions. One table entry per text id (LessonInfo::texts() of core's registry); unknown lessons fall
// back to the lesson's own summary from core.
#include <QCoreApplication>
#include <QString>

namespace coalesce::ui {

class LessonTexts {
    Q_DECLARE_TR_FUNCTIONS(LessonTexts)
public:
    /// Rich text: a heading, what happens, what to watch. Empty when there is no text for `id`.
    static QString explanation(const QString& id);
    /// Translated title of a lesson ("Strided global reads"); `fallback` when unknown.
    static QString title(const QString& id, const QString& fallback);
    /// Whether the table has texts for `id`.
    static bool has(const QString& id);
    /// Translated name of a memory space group ("Global memory").
    static QString spaceName(const QString& space);
};

} // namespace coalesce::ui
