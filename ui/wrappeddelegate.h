// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An item delegate that wraps a cell's text over a few lines instead of cutting it: the device info tree in a
// 300-pixel dock (1024x768) showed "compil...ilable" and "global...m_size". Lines break at spaces and after
// the separators of identifiers and lists (_ , / - . :), else anywhere; past the last allowed line the rest is
// cut with "..." (the whole text stays in the tooltip). Rows grow to their lines, so the view must not use
// uniform row heights.
#include <QStringList>
#include <QStyledItemDelegate>

class QAbstractItemView;

namespace coalesce::ui {

class WrappedDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    /// Wraps the cells of `view` (which it is installed on) over at most `maxLines` lines.
    WrappedDelegate(QAbstractItemView* view, int maxLines);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    /// The lines `text` takes at `width` pixels in `font`, at most `maxLines` (the last one cut with "...").
    static QStringList wrapLines(const QString& text, const QFont& font, int width, int maxLines);

private:
    /// The text's width in a cell of `index`'s column (its header section, less a tree's indentation).
    int textWidth(QStyleOptionViewItem option, const QModelIndex& index) const;

    QAbstractItemView* m_view;
    int m_maxLines;
    bool m_relayoutPending = false;
};

} // namespace coalesce::ui
