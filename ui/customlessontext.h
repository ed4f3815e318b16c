// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lesson panel's text for a user's kernel ("custom.<kernel>"): a translated introduction and the kernel's
// description (core/custom/specsummary.h) laid out under translated labels: file, launch, buffers, sweep,
// check.
#include <QCoreApplication>
#include <QString>

#include <string>

namespace coalesce::ui {

class CustomLessonText {
    Q_DECLARE_TR_FUNCTIONS(CustomLessonText)
public:
    /// Whether `id` names a user's kernel.
    static bool isCustom(const QString& id);
    /// Rich text for the panel from the lesson's summary (custom::specSummary's paragraph).
    static QString explanation(const std::string& summary);
};

} // namespace coalesce::ui
