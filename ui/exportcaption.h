// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What an exported picture says about itself, so a slide or a report still tells where it came from: the
// lesson, the device, the parameters and the date. Drawn as a footer under the picture (paintCaption) and
// written as metadata where the format has it (PNG text chunks, SVG title and description, PDF title).
#include <QDateTime>
#include <QString>
#include <QStringList>

class QFont;
class QPainter;
class QRect;
class QSize;

namespace coalesce::ui {

struct ExportCaption {
    QString title;      ///< the lesson: "Strided global reads (global.stride)"
    QString device;     ///< "pthread-AMD EPYC 9654" or "model only: no device"
    QString parameters; ///< "n=16M stride=4"
    QString detail;     ///< what else identifies the picture: "sweep of stride", "group 0, step 2: read tile"
    QDateTime date;     ///< when exported (UTC)
    QString measured;   ///< when the data was measured, as the result file says; empty: not known

    /// The footer's text lines: the title, then device, parameters, detail and dates joined with " · ".
    QStringList lines() const;
    /// Everything in one line, for metadata (SVG description, PDF creator, PNG Description).
    QString description() const;
    /// The date as written: "2026-11-23 18:40 UTC".
    QString dateText() const;
};

/// The footer's font for a picture of `size` (logical pixels): 14-20 px, readable on a projector.
QFont captionFont(const QSize& size);
/// Height of the footer for `caption` across `width` in `font` (wrapped lines plus margins).
int captionHeight(const ExportCaption& caption, int width, const QFont& font);
/// Draws the footer into `rect`: a rule at the top, the title in bold, the rest wrapped under it.
void paintCaption(QPainter& painter, const QRect& rect, const ExportCaption& caption, const QFont& font);

} // namespace coalesce::ui
