// SPDX-License-Identifier: GPL-3.0-or-later
// ThroughputChart's exports: the chart rendered off screen into PNG, SVG and PDF (split from
// throughputchart.cpp, which draws the live chart). Part of the Qt Charts adapter.
#include "ui/palette.h"
#include "ui/savefile.h"
#include "ui/throughputchart.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QPainter>
#include <QPdfWriter>

namespace coalesce::ui {

void ThroughputChart::renderTo(QPainter& painter, const QRect& target) const
{
    QChartView view(new QChart);
    view.setRenderHint(QPainter::Antialiasing, true);
    view.setFrameShape(QFrame::NoFrame);
    view.setBackgroundBrush(palette::background());
    view.setAttribute(Qt::WA_DontShowOnScreen);
    const Items items = build(view.chart(), false, target.size());
    fill(view.chart(), items);
    view.resize(target.size());
    view.show();
    QCoreApplication::sendPostedEvents(&view);
    QCoreApplication::sendPostedEvents(view.scene());
    fitYTitle(view.chart()); // needs the laid-out plot area
    QCoreApplication::sendPostedEvents(view.scene());
    view.QWidget::render(&painter, target.topLeft(), QRegion(),
                         QWidget::DrawWindowBackground | QWidget::DrawChildren);
}

bool ThroughputChart::exportPng(const QString& path, QString* error, const QSize& size) const
{
    if (savePng(path, size, [this](QPainter& p, const QRect& r) { renderTo(p, r); }))
        return true;
    if (error)
        *error = tr("Could not write the PNG file %1 (check the folder exists and is writable).").arg(path);
    return false;
}

bool ThroughputChart::exportSvg(const QString& path, QString* error, const QSize& size) const
{
    if (saveSvg(path, size, m_title, QString(), [this](QPainter& p, const QRect& r) { renderTo(p, r); }))
        return true;
    if (error)
        *error = tr("Could not write the SVG file %1 (check the folder exists and is writable).").arg(path);
    return false;
}

bool ThroughputChart::exportPdf(const QString& path, QString* error, const QSize& size) const
{
    const bool ok = saveFileAtomically(path, [&](QIODevice& file) {
        QPdfWriter writer(&file);
        writer.setResolution(96);
        writer.setPageSize(QPageSize(QSizeF(size.width() * 0.75, size.height() * 0.75), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(m_title);
        writer.setCreator(QStringLiteral("Coalesce"));
        QPainter p;
        if (!p.begin(&writer))
            return false;
        renderTo(p, QRect(QPoint(0, 0), size));
        return p.end();
    });
    if (ok)
        return true;
    if (error)
        *error = tr("Could not write the PDF file %1 (check the folder exists and is writable).").arg(path);
    return false;
}

} // namespace coalesce::ui
