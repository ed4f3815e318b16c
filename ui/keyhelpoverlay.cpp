// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/keyhelpoverlay.h"

#include <QAction>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace coalesce::ui {

namespace {

QString plain(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text.replace(QStringLiteral("&&"), QStringLiteral("&"));
}

void collect(const QMenu* menu, QStringList& rows)
{
    QStringList own;
    for (const QAction* a : menu->actions()) {
        if (a->menu()) {
            collect(a->menu(), rows);
            continue;
        }
        if (a->shortcuts().isEmpty() || a->isSeparator())
            continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        keys.removeDuplicates();
        own << plain(a->text()) + QLatin1Char('\t') + keys.join(QStringLiteral(" / "));
    }
    if (!own.isEmpty())
        rows << plain(menu->title()) << own;
}

} // namespace

KeyHelpOverlay::KeyHelpOverlay(QWidget* parent) : QFrame(parent), m_label(new QLabel(this))
{
    setObjectName(QStringLiteral("keyHelp"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setStyleSheet(QStringLiteral("QFrame#keyHelp { background: rgba(20, 24, 32, 235); border-radius: 10px; }"
                                 "QFrame#keyHelp QLabel { color: white; }"));
    setFocusPolicy(Qt::StrongFocus);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(24, 18, 24, 18);
    m_label->setTextFormat(Qt::RichText);
    v->addWidget(m_label);
    parent->installEventFilter(this);
    hide();
}

QStringList KeyHelpOverlay::rows(const QMenuBar* menus)
{
    QStringList rows;
    for (const QAction* a : menus->actions())
        if (a->menu())
            collect(a->menu(), rows);
    return rows;
}

void KeyHelpOverlay::showFor(const QMenuBar* menus)
{
    QString html = QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='3'>").arg(tr("Keyboard"));
    for (const QString& row : rows(menus)) {
        const int tab = int(row.indexOf(QLatin1Char('\t')));
        if (tab < 0)
            html += QStringLiteral("<tr><td colspan='2'><br><b>%1</b></td></tr>").arg(row.toHtmlEscaped());
        else
            html += QStringLiteral("<tr><td>%1&nbsp;&nbsp;&nbsp;</td><td><b>%2</b></td></tr>")
                        .arg(row.left(tab).toHtmlEscaped(), row.mid(tab + 1).toHtmlEscaped());
    }
    html += QStringLiteral("</table><p><small>%1</small></p>").arg(tr("Any key closes this help."));
    m_label->setText(html);
    place();
    show();
    raise();
    setFocus();
}

QString KeyHelpOverlay::text() const
{
    return m_label->text();
}

void KeyHelpOverlay::place()
{
    adjustSize();
    const QSize size = sizeHint().boundedTo(parentWidget()->size());
    resize(size);
    move((parentWidget()->width() - size.width()) / 2, (parentWidget()->height() - size.height()) / 2);
}

void KeyHelpOverlay::keyPressEvent(QKeyEvent* event)
{
    event->accept();
    hide();
}

void KeyHelpOverlay::mousePressEvent(QMouseEvent* event)
{
    Q_UNUSED(event);
    hide();
}

void KeyHelpOverlay::hideEvent(QHideEvent* event)
{
    QFrame::hideEvent(event);
    emit closed();
}

bool KeyHelpOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        place();
    return QFrame::eventFilter(watched, event);
}

} // namespace coalesce::ui
