// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kernelhighlighter.h"

namespace coalesce::ui {

namespace {

QTextCharFormat makeFormat(const QColor& color, bool bold = false, bool italic = false)
{
    QTextCharFormat f;
    f.setForeground(color);
    if (bold)
        f.setFontWeight(QFont::Bold);
    f.setFontItalic(italic);
    return f;
}

} // namespace

KernelHighlighter::KernelHighlighter(QTextDocument* document) : QSyntaxHighlighter(document)
{
    const QString keywords = QStringLiteral(
        "if|else|for|while|do|return|break|continue|switch|case|default|const|restrict|volatile|inline|static|"
        "struct|typedef|sizeof|void");
    const QString types =
        QStringLiteral("bool|char|uchar|short|ushort|int|uint|long|ulong|float|double|half|size_t|ptrdiff_t|"
                       "(?:char|uchar|short|ushort|int|uint|long|ulong|float|double)(?:2|3|4|8|16)");
    const QString qualifiers =
        QStringLiteral("__kernel|kernel|__global|global|__local|local|__constant|constant|"
                       "__private|private|__read_only|__write_only");
    m_rules.push_back({QRegularExpression(QStringLiteral("\\b(%1)\\b").arg(keywords)),
                       makeFormat(QColor(0x7a, 0x1f, 0xa2), true)});
    m_rules.push_back(
        {QRegularExpression(QStringLiteral("\\b(%1)\\b").arg(types)), makeFormat(QColor(0x1a, 0x5f, 0xb4))});
    m_rules.push_back({QRegularExpression(QStringLiteral("\\b(%1)\\b").arg(qualifiers)),
                       makeFormat(QColor(0xa0, 0x50, 0x00), true)});
    m_rules.push_back(
        {QRegularExpression(QStringLiteral("\\b([GLC](LOAD|STORE)|[GL]ATOMIC_[A-Z]+|TRACE_ARGS)\\b")),
         makeFormat(QColor(0x00, 0x7a, 0x5e), true)});
    m_rules.push_back(
        {QRegularExpression(QStringLiteral("\\b(get_(global|local|group)_id|get_(global|local)_size|"
                                           "get_num_groups|barrier|mem_fence)\\b")),
         makeFormat(QColor(0x00, 0x6d, 0x8f))});
    m_rules.push_back({QRegularExpression(QStringLiteral(
                           "\\b(0[xX][0-9a-fA-F]+|[0-9]+\\.?[0-9]*([eE][-+]?[0-9]+)?)[fFuUlL]*\\b")),
                       makeFormat(QColor(0xb5, 0x40, 0x00))});
    m_rules.push_back({QRegularExpression(QStringLiteral("\"[^\"]*\"")), makeFormat(QColor(0x2e, 0x7d, 0x32))});
    m_rules.push_back(
        {QRegularExpression(QStringLiteral("^\\s*#\\s*\\w+")), makeFormat(QColor(0x6d, 0x4c, 0x41), true)});
    m_comment = makeFormat(QColor(0x70, 0x70, 0x70), false, true);
}

void KernelHighlighter::highlightBlock(const QString& text)
{
    for (const Rule& rule : m_rules) {
        auto it = rule.pattern.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), rule.format);
        }
    }
    // Comments last, so that they win; state 1 = inside /* */ at the end of the block.
    int start = previousBlockState() == 1 ? 0 : -1;
    int pos = 0;
    setCurrentBlockState(0);
    while (pos <= text.size()) {
        if (start < 0) {
            const int line = int(text.indexOf(QStringLiteral("//"), pos));
            const int block = int(text.indexOf(QStringLiteral("/*"), pos));
            if (line >= 0 && (block < 0 || line < block)) {
                setFormat(line, int(text.size()) - line, m_comment);
                return;
            }
            if (block < 0)
                return;
            start = block;
            pos = block + 2;
        }
        const int end = int(text.indexOf(QStringLiteral("*/"), pos));
        if (end < 0) {
            setFormat(start, int(text.size()) - start, m_comment);
            setCurrentBlockState(1);
            return;
        }
        setFormat(start, end + 2 - start, m_comment);
        pos = end + 2;
        start = -1;
    }
}

} // namespace coalesce::ui
