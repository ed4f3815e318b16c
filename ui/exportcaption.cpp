// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/exportcaption.h"

#include "ui/palette.h"

#include "coalesce_version.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetrics>
#include <QPainter>
#include <QRect>
#include <QSize>

#include <algorithm>

namespace coalesce::ui {

namespace {

// The second and later footer parts, in reading order.
QStringList details(const ExportCaption& c)
{
    QStringList parts;
    if (!c.device.isEmpty())
        parts << QCoreApplication::translate("coalesce::ui::Exporter", "device: %1").arg(c.device);
    if (!c.parameters.isEmpty())
        parts << QCoreApplication::translate("coalesce::ui::Exporter", "parameters: %1").arg(c.parameters);
    if (!c.detail.isEmpty())
        parts << c.detail;
    if (!c.measured.isEmpty()) {
        const QDateTime when = QDateTime::fromString(c.measured, Qt::ISODate);
        parts << QCoreApplication::translate("coalesce::ui::Exporter", "measured %1")
                     .arg(when.isValid() ? ExportCaption{{}, {}, {}, {}, when, {}}.dateText() : c.measured);
    }
    parts << QCoreApplication::translate("coalesce::ui::Exporter", "exported %1 by Coalesce %2")
                 .arg(c.dateText(), QStringLiteral(COALESCE_VERSION));
    return parts;
}

constexpr int kFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

} // namespace

QString ExportCaption::dateText() const
{
    return date.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
}

QStringList ExportCaption::lines() const
{
    QStringList out;
    if (!title.isEmpty())
        out << title;
    out << details(*this).join(QStringLiteral(" · "));
    return out;
}

QString ExportCaption::description() const
{
    return lines().join(QStringLiteral(" · "));
}

QFont captionFont(const QSize& size)
{
    QFont font;
    // 14 px on a 1024x768 projector, 19 px on a 1600x900 slide.
    font.setPixelSize(std::clamp(int(std::min(size.width() / 1.6, double(size.height())) / 46.0), 14, 20));
    return font;
}

static QFont boldOf(const QFont& font)
{
    QFont bold = font;
    bold.setBold(true);
    return bold;
}

static int margin(const QFont& font)
{
    return std::max(4, font.pixelSize() * 2 / 3);
}

int captionHeight(const ExportCaption& caption, int width, const QFont& font)
{
    const int m = margin(font);
    const QRect room(0, 0, std::max(1, width - 2 * m), 100000);
    const QStringList text = caption.lines();
    int height = 2 * m;
    for (int i = 0; i < text.size(); ++i)
        height += QFontMetrics(i == 0 && text.size() > 1 ? boldOf(font) : font)
                      .boundingRect(room, kFlags, text[i])
                      .height();
    return height;
}

void paintCaption(QPainter& painter, const QRect& rect, const ExportCaption& caption, const QFont& font)
{
    const int m = margin(font);
    painter.save();
    painter.fillRect(rect, palette::background());
    painter.setPen(QPen(palette::gridLine(), 1));
    painter.drawLine(rect.left() + m, rect.top(), rect.right() - m, rect.top());
    painter.setPen(palette::ink());
    QRect room = rect.adjusted(m, m, -m, -m);
    const QStringList text = caption.lines();
    for (int i = 0; i < text.size(); ++i) {
        painter.setFont(i == 0 && text.size() > 1 ? boldOf(font) : font);
        QRect used;
        painter.drawText(room, kFlags, text[i], &used);
        room.setTop(used.bottom() + 1);
    }
    painter.restore();
}

} // namespace coalesce::ui
