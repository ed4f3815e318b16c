// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/wrappeddelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QHeaderView>
#include <QPainter>
#include <QTableView>
#include <QTextLayout>
#include <QTimer>
#include <QTreeView>

#include <algorithm>

namespace coalesce::ui {

namespace {

constexpr QChar kBreak(0x200B); // zero-width space: a place a line may break

QStyle* styleOf(const QStyleOptionViewItem& option)
{
    return option.widget ? option.widget->style() : QApplication::style();
}

/// The style's margin on each side of an item's text (as QCommonStyle draws it).
int textMargin(const QStyleOptionViewItem& option)
{
    return styleOf(option)->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option.widget) + 1;
}

} // namespace

WrappedDelegate::WrappedDelegate(QAbstractItemView* view, int maxLines)
    : QStyledItemDelegate(view), m_view(view), m_maxLines(std::max(1, maxLines))
{
    // A column's new width changes how many lines its cells take: lay the rows out again, once for every
    // column resized together (a dock dragged wider resizes both columns at each step).
    QHeaderView* header = nullptr;
    if (auto* tree = qobject_cast<QTreeView*>(view))
        header = tree->header();
    else if (auto* table = qobject_cast<QTableView*>(view))
        header = table->horizontalHeader();
    if (header)
        connect(header, &QHeaderView::sectionResized, this, [this] {
            if (m_relayoutPending)
                return;
            m_relayoutPending = true;
            QTimer::singleShot(0, this, [this] {
                m_relayoutPending = false;
                emit sizeHintChanged(QModelIndex());
            });
        });
}

QStringList WrappedDelegate::wrapLines(const QString& text, const QFont& font, int width, int maxLines)
{
    QString breakable;
    breakable.reserve(text.size() * 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        breakable += (c == u'\n' || c == u'\r' || c == u'\t') ? QChar(u' ') : c;
        if (i + 1 < text.size() && QStringView(u"_,/-.:").contains(c))
            breakable += kBreak;
    }
    auto plain = [](QString s) { return s.remove(kBreak); };
    QStringList lines;
    if (width <= 0 || maxLines <= 1) {
        lines << QFontMetrics(font).elidedText(plain(breakable), Qt::ElideRight, std::max(width, 1));
        return lines;
    }
    QTextLayout layout(breakable, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        if (lines.size() + 1 == maxLines) { // the last line allowed: the rest of the text, cut to fit
            const QString rest = plain(breakable.mid(line.textStart())).trimmed();
            lines << QFontMetrics(font).elidedText(rest, Qt::ElideRight, width);
            break;
        }
        line.setLineWidth(width);
        lines << plain(breakable.mid(line.textStart(), line.textLength())).trimmed();
    }
    layout.endLayout();
    if (lines.isEmpty())
        lines << QString();
    return lines;
}

int WrappedDelegate::textWidth(QStyleOptionViewItem option, const QModelIndex& index) const
{
    int cell = 0;
    if (auto* tree = qobject_cast<QTreeView*>(m_view)) {
        cell = tree->header()->sectionSize(index.column());
        if (tree->header()->visualIndex(index.column()) == 0) {
            int depth = tree->rootIsDecorated() ? 1 : 0;
            for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
                ++depth;
            cell -= depth * tree->indentation();
        }
    } else if (auto* table = qobject_cast<QTableView*>(m_view)) {
        cell = table->columnWidth(index.column());
    }
    if (cell <= 0)
        return 0;
    option.rect = QRect(0, 0, cell, 4 * option.fontMetrics.height());
    const QRect text = styleOf(option)->subElementRect(QStyle::SE_ItemViewItemText, &option, option.widget);
    return text.width() - 2 * textMargin(option);
}

void WrappedDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                            const QModelIndex& index) const
{
    QStyleOptionViewItem opt(option);
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear(); // the style draws the background, selection, focus and icon; the text is drawn below
    QStyle* style = styleOf(opt);
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
    QRect area = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget);
    const int margin = textMargin(opt);
    area.adjust(margin, 0, -margin, 0);
    const QStringList lines = wrapLines(text, opt.font, area.width(), m_maxLines);
    const QFontMetrics metrics(opt.font);
    const int lineHeight = metrics.lineSpacing();
    const int height = int(lines.size()) * lineHeight;
    int y = area.top() + std::max(0, (area.height() - height) / 2);
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : (opt.state & QStyle::State_Active) ? QPalette::Active
                                                                            : QPalette::Inactive;
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(group, (opt.state & QStyle::State_Selected) ? QPalette::HighlightedText
                                                                                  : QPalette::Text));
    painter->setClipRect(opt.rect);
    const Qt::Alignment horizontal = opt.displayAlignment & Qt::AlignHorizontal_Mask;
    for (const QString& line : lines) {
        painter->drawText(QRect(area.left(), y, area.width(), lineHeight), int(horizontal | Qt::AlignVCenter),
                          line);
        y += lineHeight;
    }
    painter->restore();
}

QSize WrappedDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QSize one = QStyledItemDelegate::sizeHint(option, index); // one line: the column's natural width
    QStyleOptionViewItem opt(option);
    initStyleOption(&opt, index);
    const int width = textWidth(opt, index);
    if (width <= 0 || opt.text.isEmpty())
        return one;
    const qsizetype lines = wrapLines(opt.text, opt.font, width, m_maxLines).size();
    const QFontMetrics metrics(opt.font);
    const int height = one.height() - metrics.height() + int(lines) * metrics.lineSpacing();
    return {one.width(), std::max(one.height(), height)};
}

} // namespace coalesce::ui
