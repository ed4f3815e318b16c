// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/customlessontext.h"

#include <algorithm>
#include <array>

namespace coalesce::ui {

namespace {

// The sentences of custom::specSummary, each opened by its own words (core/custom/specsummary.cpp).
struct Part {
    const char* opening; // where the sentence starts in the summary
    const char* label;
    bool strip; // whether the opening words are left out under the label
};

const std::array<Part, 5> kParts = {{
    {"Your kernel ", QT_TRANSLATE_NOOP("CustomLessonText", "Kernel"), true},
    {" Launch: ", QT_TRANSLATE_NOOP("CustomLessonText", "Launch"), true},
    {" Buffers: ", QT_TRANSLATE_NOOP("CustomLessonText", "Buffers"), true},
    {" Sweeps ", QT_TRANSLATE_NOOP("CustomLessonText", "Sweep"), false},
    {" Outputs ", QT_TRANSLATE_NOOP("CustomLessonText", "Check"), false},
}};

} // namespace

bool CustomLessonText::isCustom(const QString& id)
{
    return id.startsWith(QLatin1String("custom."));
}

QString CustomLessonText::explanation(const std::string& summary)
{
    QString html =
        QStringLiteral("<p>") +
        tr("Your own kernel, checked on the open device. Its accesses are traced from your source: the "
           "Source dock highlights the line of the shown access. Its points are measured as a "
           "lesson's; points whose outputs were not checked are drawn as hollow rings. Edit it in "
           "the My kernel window and check it again to update this lesson.") +
        QStringLiteral("</p>");
    // Where each sentence starts; a missing one (no buffers, no parameter) is left out.
    std::array<size_t, kParts.size()> starts{};
    for (size_t i = 0; i < kParts.size(); ++i)
        starts[i] = summary.find(kParts[i].opening);
    if (starts[0] != 0) { // not a summary of specSummary's shape: shown as it is
        html +=
            QStringLiteral("<p>") + QString::fromStdString(summary).toHtmlEscaped() + QStringLiteral("</p>");
        return html;
    }
    html += QStringLiteral("<table cellspacing='2'>");
    for (size_t i = 0; i < kParts.size(); ++i) {
        if (starts[i] == std::string::npos)
            continue;
        size_t end = summary.size();
        for (size_t j = i + 1; j < kParts.size(); ++j) {
            if (starts[j] != std::string::npos && starts[j] > starts[i]) {
                end = std::min(end, starts[j]);
            }
        }
        const size_t from = starts[i] + (kParts[i].strip ? std::string(kParts[i].opening).size() : 1);
        const QString sentence = QString::fromStdString(summary.substr(from, end - from)).trimmed();
        html += QStringLiteral("<tr><td valign='top'><b>%1</b></td><td>%2</td></tr>")
                    .arg(tr(kParts[i].label).toHtmlEscaped(), sentence.toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    return html;
}

} // namespace coalesce::ui
