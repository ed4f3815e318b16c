// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/exportimage.h"

#include "ui/palette.h"

#include "coalesce_version.h"

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <cmath>

namespace coalesce::ui {

namespace {

// The picture above its footer, in layout pixels (`logical`); the painter is already scaled.
void paintCaptioned(QPainter& p, const QSize& logical, const ExportCaption& caption, const PaintFn& paint)
{
    const QFont font = captionFont(logical);
    const int footer = captionHeight(caption, logical.width(), font);
    p.fillRect(QRect(QPoint(0, 0), logical), palette::background());
    paint(p, QRect(0, 0, logical.width(), logical.height() - footer));
    paintCaption(p, QRect(0, logical.height() - footer, logical.width(), footer), caption, font);
}

double scaleOf(const ExportSettings& s)
{
    return s.dpi / 96.0;
}

} // namespace

QSize ExportSettings::layoutSize() const
{
    const double k = 96.0 / dpi;
    return QSize(int(std::lround(size.width() * k)), int(std::lround(size.height() * k)));
}

QString ExportSettings::check() const
{
    if (size.width() < kMinSide || size.height() < kMinSide || size.width() > kMaxSide ||
        size.height() > kMaxSide)
        return QCoreApplication::translate("coalesce::ui::Exporter",
                                           "The size %1×%2 is outside %3 to %4 pixels a side.")
            .arg(size.width())
            .arg(size.height())
            .arg(kMinSide)
            .arg(kMaxSide);
    if (dpi < kMinDpi || dpi > kMaxDpi)
        return QCoreApplication::translate("coalesce::ui::Exporter", "%1 DPI is outside %2 to %3.")
            .arg(dpi)
            .arg(kMinDpi)
            .arg(kMaxDpi);
    const QSize logical = layoutSize();
    if (logical.width() < kMinSide || logical.height() < kMinSide)
        return QCoreApplication::translate(
                   "coalesce::ui::Exporter",
                   "%1×%2 pixels at %3 DPI leave too little room for the picture: give more pixels or fewer "
                   "DPI.")
            .arg(size.width())
            .arg(size.height())
            .arg(dpi);
    return {};
}

std::optional<ImageFormat> imageFormatFor(const QString& path)
{
    const QString lower = path.toLower();
    if (lower.endsWith(QLatin1String(".png")))
        return ImageFormat::Png;
    if (lower.endsWith(QLatin1String(".svg")))
        return ImageFormat::Svg;
    if (lower.endsWith(QLatin1String(".pdf")))
        return ImageFormat::Pdf;
    return std::nullopt;
}

std::optional<QSize> parseExportSize(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d{1,5})\\s*[xX×]\\s*(\\d{1,5})\\s*$"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return QSize(m.captured(1).toInt(), m.captured(2).toInt());
}

QImage renderCaptioned(const ExportSettings& settings, const ExportCaption& caption, const PaintFn& paint)
{
    QImage image(settings.size, QImage::Format_ARGB32_Premultiplied);
    image.fill(palette::background());
    const int dpm = int(std::lround(settings.dpi / 0.0254));
    image.setDotsPerMeterX(dpm);
    image.setDotsPerMeterY(dpm);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    p.scale(scaleOf(settings), scaleOf(settings));
    paintCaptioned(p, settings.layoutSize(), caption, paint);
    return image;
}

bool writeCaptionedImage(const QString& path, ImageFormat format, const ExportSettings& settings,
                         const ExportCaption& caption, const PaintFn& paint, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (const QString bad = settings.check(); !bad.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(path, bad));
    bool ok = false;
    switch (format) {
    case ImageFormat::Png: {
        QImage image = renderCaptioned(settings, caption, paint);
        image.setText(QStringLiteral("Title"), caption.title);
        image.setText(QStringLiteral("Description"), caption.description());
        image.setText(QStringLiteral("Device"), caption.device);
        image.setText(QStringLiteral("Parameters"), caption.parameters);
        image.setText(QStringLiteral("Creation Time"), caption.date.toUTC().toString(Qt::ISODate));
        image.setText(QStringLiteral("Software"), QStringLiteral("Coalesce " COALESCE_VERSION));
        ok = saveFileAtomically(path, [&](QIODevice& file) { return image.save(&file, "PNG"); });
        break;
    }
    case ImageFormat::Svg: {
        const QSize size = settings.size;
        ok = saveSvg(path, size, caption.title, caption.description(),
                     [&](QPainter& p, const QRect&) { paintCaptioned(p, size, caption, paint); });
        break;
    }
    case ImageFormat::Pdf:
        ok = saveFileAtomically(path, [&](QIODevice& file) {
            QPdfWriter writer(&file);
            writer.setResolution(settings.dpi);
            writer.setPageSize(QPageSize(QSizeF(settings.size) * (72.0 / settings.dpi), QPageSize::Point));
            writer.setPageMargins(QMarginsF(0, 0, 0, 0));
            writer.setTitle(caption.title);
            writer.setCreator(QStringLiteral("Coalesce " COALESCE_VERSION " · ") + caption.description());
            QPainter p;
            if (!p.begin(&writer))
                return false;
            p.setRenderHint(QPainter::Antialiasing, true);
            p.scale(scaleOf(settings), scaleOf(settings));
            paintCaptioned(p, settings.layoutSize(), caption, paint);
            return p.end();
        });
        break;
    }
    if (ok)
        return true;
    return fail(
        QCoreApplication::translate("coalesce::ui::Exporter",
                                    "Could not write %1 (check that the folder exists and is writable).")
            .arg(path));
}

} // namespace coalesce::ui
