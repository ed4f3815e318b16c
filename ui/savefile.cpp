// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/savefile.h"

#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace coalesce::ui {

bool saveFileAtomically(const QString& path, const std::function<bool(QIODevice&)>& write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    if (!write(file) || file.size() == 0) {
        file.cancelWriting();
        return false;
    }
    return file.commit();
}

bool savePng(const QString& path, const QSize& size, const PaintFn& paint)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        paint(p, image.rect());
    }
    return saveFileAtomically(path, [&](QIODevice& file) { return image.save(&file, "PNG"); });
}

bool saveSvg(const QString& path, const QSize& size, const QString& title, const QString& description,
             const PaintFn& paint)
{
    return saveFileAtomically(path, [&](QIODevice& file) {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(size);
        // width/height are written in mm: at 96 DPI (CSS pixels) a browser or slide shows `size` pixels.
        generator.setResolution(96);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(title);
        generator.setDescription(description);
        QPainter p;
        if (!p.begin(&generator))
            return false;
        paint(p, QRect(QPoint(0, 0), size));
        return p.end();
    });
}

} // namespace coalesce::ui
