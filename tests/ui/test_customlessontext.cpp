// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson panel's text for a user's kernel (issue 13): the kernel's description (core/custom/specsummary.h)
// under translated labels, with a translated introduction; 简体中文 through the app's own .qm file.
#include "core/custom/kernelspec.h"
#include "core/custom/specsummary.h"
#include "core/custom/templates.h"
#include "ui/customlessontext.h"
#include "ui/lessonpanel.h"

#include <QTextBrowser>
#include <QTranslator>
#include <QtTest>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

std::string templateSummary()
{
    const auto& templates = custom::kernelTemplates();
    const auto it = std::find_if(templates.begin(), templates.end(),
                                 [](const custom::KernelTemplate& t) { return t.id == "read_1d"; });
    if (it == templates.end())
        return {};
    return custom::specSummary(custom::parseSpec(it->spec), "read.cl");
}

} // namespace

class TestCustomLessonText : public QObject {
    Q_OBJECT
private slots:
    void labelsEachSentence()
    {
        const std::string summary = templateSummary();
        QVERIFY(!summary.empty());
        const QString html = CustomLessonText::explanation(summary);
        QTextDocument doc;
        doc.setHtml(html);
        const QString text = doc.toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Kernel")) && text.contains(QStringLiteral("read.cl (kernel ")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Launch")) && text.contains(QStringLiteral("1-D, global")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Buffers")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Outputs checked")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Launch: ")), "the label replaces the opening words");
        QVERIFY(text.contains(QStringLiteral("Source dock")));
    }

    void unknownShapeShownAsItIs()
    {
        const QString html = CustomLessonText::explanation("A kernel <b>from</b> an older file.");
        QVERIFY(html.contains(QStringLiteral("A kernel &lt;b&gt;from&lt;/b&gt; an older file.")));
        QVERIFY(CustomLessonText::isCustom(QStringLiteral("custom.copy")));
        QVERIFY(!CustomLessonText::isCustom(QStringLiteral("global.stride")));
    }

    void panelShowsItTranslated()
    {
        LessonEntry entry;
        entry.info.id = "custom.read";
        entry.info.title = "read";
        entry.info.space = "global";
        entry.info.summary = templateSummary();
        LessonPanel panel;
        panel.setLessons({entry});
        panel.showLesson(entry, {});
        auto* text = panel.findChild<QTextBrowser*>(QStringLiteral("lessonText"));
        QVERIFY(text);
        QVERIFY2(text->toPlainText().contains(QStringLiteral("Launch")), qPrintable(text->toPlainText()));

        QTranslator zh;
        QVERIFY(zh.load(QStringLiteral(":/i18n/coalesce_zh_CN.qm")));
        QCoreApplication::installTranslator(&zh);
        panel.showLesson(entry, {});
        const QString shown = text->toPlainText();
        QCoreApplication::removeTranslator(&zh);
        QVERIFY2(shown.contains(QStringLiteral("启动")) && shown.contains(QStringLiteral("缓冲区")),
                 qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("read.cl")), qPrintable(shown));
    }
};

QTEST_MAIN(TestCustomLessonText)
#include "test_customlessontext.moc"
