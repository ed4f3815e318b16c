// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// OpenCL C syntax highlighting for the kernel editor: keywords and types, address-space qualifiers, the access
// macros of kernels/access.h, numbers, strings, preprocessor lines and comments (also across lines).
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

#include <vector>

namespace coalesce::ui {

class KernelHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    explicit KernelHighlighter(QTextDocument* document);

protected:
    void highlightBlock(const QString& text) override;

private:
    struct Rule {
        QRegularExpression pattern;
        QTextCharFormat format;
    };
    std::vector<Rule> m_rules;
    QTextCharFormat m_comment;
};

} // namespace coalesce::ui
