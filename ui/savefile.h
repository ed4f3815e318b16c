// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// GUI exports (chart and pattern images, SVG, PDF) are written through QSaveFile: into a temporary file next to
// the target, renamed over it only when everything was written, so a failed or interrupted export never leaves
// half a picture or destroys the previous one.
#include <QRect>
#include <QSize>
#include <QString>

#include <functional>

class QIODevice;
class QPainter;

namespace coalesce::ui {

/// Opens `path` through a QSaveFile, lets `write` fill the device (it returns false on failure) and commits.
/// False when the file could not be opened, written or committed; the target is then untouched.
bool saveFileAtomically(const QString& path, const std::function<bool(QIODevice&)>& write);

/// `paint` draws a picture of `size` on white; written as PNG, or as SVG with a title and description.
using PaintFn = std::function<void(QPainter&, const QRect&)>;
bool savePng(const QString& path, const QSize& size, const PaintFn& paint);
bool saveSvg(const QString& path, const QSize& size, const QString& title, const QString& description,
             const PaintFn& paint);

} // namespace coalesce::ui
