// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kernelcodeedit.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QPainter>
#include <QTextBlock>
#include <QToolTip>

namespace coalesce::ui {

namespace {

class LineNumberArea : public QWidget {
public:
    explicit LineNumberArea(KernelCodeEdit* editor) : QWidget(editor), m_editor(editor) {}
    QSize sizeHint() const override { return {m_editor->lineNumberAreaWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* event) override { m_editor->paintLineNumbers(event); }
    bool event(QEvent* e) override
    {
        if (e->type() == QEvent::ToolTip) {
            auto* help = static_cast<QHelpEvent*>(e);
            const QTextCursor c = m_editor->cursorForPosition(QPoint(0, help->pos().y()));
            auto it = m_editor->markedLines().find(c.blockNumber() + 1);
            if (it != m_editor->markedLines().end())
                QToolTip::showText(help->globalPos(), it->second, this);
            else
                QToolTip::hideText();
            return true;
        }
        return QWidget::event(e);
    }

private:
    KernelCodeEdit* m_editor;
};

} // namespace

KernelCodeEdit::KernelCodeEdit(QWidget* parent) : QPlainTextEdit(parent), m_margin(new LineNumberArea(this))
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 4);
    connect(this, &QPlainTextEdit::blockCountChanged, this,
            [this] { setViewportMargins(lineNumberAreaWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, &KernelCodeEdit::updateMargin);
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
}

int KernelCodeEdit::lineNumberAreaWidth() const
{
    int digits = 1;
    for (int max = qMax(1, blockCount()); max >= 10; max /= 10)
        ++digits;
    return 10 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * qMax(3, digits);
}

void KernelCodeEdit::updateMargin(const QRect& rect, int dy)
{
    if (dy)
        m_margin->scroll(0, dy);
    else
        m_margin->update(0, rect.y(), m_margin->width(), rect.height());
}

void KernelCodeEdit::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_margin->setGeometry(QRect(cr.left(), cr.top(), lineNumberAreaWidth(), cr.height()));
}

bool KernelCodeEdit::event(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
    return QPlainTextEdit::event(event);
}

void KernelCodeEdit::paintLineNumbers(QPaintEvent* event)
{
    QPainter painter(m_margin);
    painter.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    QTextBlock block = firstVisibleBlock();
    int number = block.blockNumber();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    int bottom = top + qRound(blockBoundingRect(block).height());
    while (block.isValid() && top <= event->rect().bottom()) {
        if (block.isVisible() && bottom >= event->rect().top()) {
            const bool marked = m_marked.count(number + 1) != 0;
            if (marked)
                painter.fillRect(0, top, m_margin->width(), bottom - top, QColor(0xf4, 0xc7, 0xc3));
            painter.setPen(marked ? QColor(0xb0, 0x00, 0x20) : palette().color(QPalette::PlaceholderText));
            painter.drawText(0, top, m_margin->width() - 5, fontMetrics().height(), Qt::AlignRight,
                             QString::number(number + 1));
        }
        block = block.next();
        top = bottom;
        bottom = top + qRound(blockBoundingRect(block).height());
        ++number;
    }
}

void KernelCodeEdit::setMarkedLines(const std::map<int, QString>& lines)
{
    m_marked = lines;
    applyMarks();
    m_margin->update();
}

void KernelCodeEdit::applyMarks()
{
    QList<QTextEdit::ExtraSelection> selections;
    for (const auto& [line, message] : m_marked) {
        const QTextBlock block = document()->findBlockByNumber(line - 1);
        if (!block.isValid())
            continue;
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(block);
        s.format.setBackground(QColor(0xfd, 0xe8, 0xe6));
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        s.format.setToolTip(message);
        selections.append(s);
    }
    setExtraSelections(selections);
}

void KernelCodeEdit::goToLine(int line, int column)
{
    const QTextBlock block = document()->findBlockByNumber(line - 1);
    if (!block.isValid())
        return;
    QTextCursor c(block);
    c.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, qBound(0, column - 1, block.length() - 1));
    setTextCursor(c);
    centerCursor();
    setFocus();
}

} // namespace coalesce::ui
