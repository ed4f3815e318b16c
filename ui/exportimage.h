// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Captioned picture exports for slides and reports: a picture (the chart, the pattern) painted over a footer
// that names the lesson, device, parameters and date (ui/exportcaption.h), written as PNG, SVG or PDF through
// QSaveFile (ui/savefile.h), with the caption also as metadata.
//
// Size and DPI: `size` is the file's size in pixels; `dpi` says how many of them make an inch. The picture is
// laid out at size * 96 / dpi and drawn scaled up, so 3200x1800 at 192 DPI is the 1600x900 picture at twice
// the sharpness (text stays the same size on the slide), and a PNG records its DPI. SVG is a vector drawing:
// it is laid out at the size given and has no DPI. PDF: one page of size / dpi inches.
#include "ui/exportcaption.h"
#include "ui/savefile.h"

#include <QSize>
#include <QString>

#include <optional>

namespace coalesce::ui {

enum class ImageFormat { Png, Svg, Pdf };

struct ExportSettings {
    QSize size{1600, 900}; ///< pixels
    int dpi = 96;

    static constexpr int kMinSide = 160;
    static constexpr int kMaxSide = 8192;
    static constexpr int kMinDpi = 48;
    static constexpr int kMaxDpi = 1200;
    /// The size the picture is laid out at (size * 96 / dpi).
    QSize layoutSize() const;
    /// Empty when usable, else one translated sentence saying what is wrong and what is allowed.
    QString check() const;
};

/// By the file name's extension (.png, .svg, .pdf; any case).
std::optional<ImageFormat> imageFormatFor(const QString& path);
/// "1920x1080" (also "1920X1080", "1920×1080") -> the size; std::nullopt when malformed.
std::optional<QSize> parseExportSize(const QString& text);

/// Paints `paint` over `caption`'s footer at `settings` and writes `format` to `path` atomically. False with
/// a one-line translated error naming the path (bad settings, unwritable folder); the target is then untouched.
bool writeCaptionedImage(const QString& path, ImageFormat format, const ExportSettings& settings,
                         const ExportCaption& caption, const PaintFn& paint, QString* error);
/// The whole captioned picture as an image of settings.size (PNG and the animation's frames use it).
QImage renderCaptioned(const ExportSettings& settings, const ExportCaption& caption, const PaintFn& paint);

} // namespace coalesce::ui
