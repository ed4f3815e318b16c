// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The kernel editor's text field: a QPlainTextEdit with a line-number margin (as in Qt's Code Editor example)
// and marked lines: the build log's errors and the checked launch's violations are underlined in red, and
// goToLine() puts the cursor on a line (the links from the log).
#include <QPlainTextEdit>

#include <map>

namespace coalesce::ui {

class KernelCodeEdit : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit KernelCodeEdit(QWidget* parent = nullptr);

    int lineNumberAreaWidth() const;
    void paintLineNumbers(QPaintEvent* event);
    /// Marks lines (1-based) with a message shown as a tooltip on the margin; empty clears.
    void setMarkedLines(const std::map<int, QString>& lines);
    const std::map<int, QString>& markedLines() const { return m_marked; }
    void goToLine(int line, int column = 1);

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

private:
    void updateMargin(const QRect& rect, int dy);
    void applyMarks();

    QWidget* m_margin;
    std::map<int, QString> m_marked;
};

} // namespace coalesce::ui
