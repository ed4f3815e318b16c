// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sourceview.h"

#include "core/kernelsource.h"

#include <QFontDatabase>
#include <QRegularExpression>
#include <QTextBlock>

namespace coalesce::ui {

SourceView::SourceView(QWidget* parent) : QPlainTextEdit(parent)
{
    setObjectName(QStringLiteral("sourceView"));
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
}

QString SourceView::kernelFileFor(const std::string& lessonId)
{
    if (lessonId.empty())
        return {};
    const QRegularExpression id(QStringLiteral("(^|[^\\w.])%1($|[^\\w.])")
                                    .arg(QRegularExpression::escape(QString::fromStdString(lessonId))));
    for (const EmbeddedKernel& k : embeddedKernels()) {
        if (!QString::fromStdString(k.name).endsWith(QLatin1String(".cl")))
            continue;
        // The opening comment: the first lines up to the first line that is not a comment.
        QString head;
        for (const QString& line : QString::fromStdString(k.text).split(QLatin1Char('\n'))) {
            if (!line.startsWith(QLatin1String("//")))
                break;
            head += line + QLatin1Char('\n');
        }
        if (head.contains(id))
            return QString::fromStdString(k.name);
    }
    return {};
}

void SourceView::setLesson(const std::string& lessonId)
{
    const QString file = kernelFileFor(lessonId);
    if (file == m_file && !file.isEmpty())
        return;
    m_file = file;
    m_line = 0;
    setExtraSelections({});
    if (file.isEmpty()) {
        setPlainText(tr("No kernel source for this lesson."));
        return;
    }
    try {
        setPlainText(QString::fromStdString(kernelText(file.toStdString())));
    } catch (const std::exception& e) {
        setPlainText(QString::fromStdString(e.what()));
    }
    setDocumentTitle(file);
}

void SourceView::setSource(const QString& name, const QString& text)
{
    if (name == m_file && text == toPlainText())
        return;
    m_file = name;
    m_line = 0;
    setExtraSelections({});
    setPlainText(text);
    setDocumentTitle(name);
}

void SourceView::setLine(uint32_t line)
{
    if (m_file.isEmpty())
        line = 0;
    m_line = line;
    if (line == 0 || int(line) > document()->blockCount()) {
        setExtraSelections({});
        return;
    }
    const QTextBlock block = document()->findBlockByNumber(int(line) - 1);
    QTextEdit::ExtraSelection mark;
    mark.format.setBackground(QColor(255, 214, 102));
    mark.format.setProperty(QTextFormat::FullWidthSelection, true);
    mark.cursor = QTextCursor(block);
    setExtraSelections({mark});
    QTextCursor cursor(block);
    setTextCursor(cursor);
    centerCursor();
}

} // namespace coalesce::ui
