// SPDX-License-Identifier: GPL-3.0-or-later
// ThroughputChart's exports: the chart rendered off screen into PNG, SVG and PDF (split from
// throughputchart.cpp, which draws the live chart). Part of the Qt Charts adapter.
// Exports draw their own legend in a band under the chart, wrapped into as many rows as it needs: Qt Charts'
// legend keeps one row at the bottom and elides the labels that do not fit ("NVIDIA H100 80GB HB..."), which
// on a slide loses exactly what tells the overlaid devices apart.
#include "ui/palette.h"
#include "ui/savefile.h"
#include "ui/throughputchart.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QScatterSeries>

#include <cmath>

namespace coalesce::ui {

namespace {

struct LegendEntry {
    QString label;
    QPen pen;
    QBrush brush;
    enum class Symbol { Line, Marker, Box } symbol = Symbol::Box;
    QScatterSeries::MarkerShape shape = QScatterSeries::MarkerShapeCircle;
};

std::vector<LegendEntry> legendEntries(QChart* chart)
{
    std::vector<LegendEntry> out;
    for (QLegendMarker* marker : chart->legend()->markers()) {
        if (!marker->isVisible() || !marker->series() || !marker->series()->isVisible() ||
            marker->label().isEmpty())
            continue;
        LegendEntry e;
        e.label = marker->label();
        e.pen = marker->pen();
        e.brush = marker->brush();
        if (auto* scatter = qobject_cast<QScatterSeries*>(marker->series())) {
            e.symbol = LegendEntry::Symbol::Marker;
            e.shape = scatter->markerShape();
            e.pen = scatter->pen();
            e.brush = scatter->brush();
        } else if (auto* line = qobject_cast<QLineSeries*>(marker->series())) {
            e.symbol = LegendEntry::Symbol::Line;
            e.pen = line->pen();
        }
        out.push_back(e);
    }
    return out;
}

// Entries laid out in rows of at most `width`: each entry's rectangle (symbol and label) in band coordinates.
struct LegendLayout {
    std::vector<QRectF> boxes;
    double height = 0;
};

LegendLayout layoutLegend(const std::vector<LegendEntry>& entries, const QFont& font, double width)
{
    const QFontMetricsF fm(font);
    const double em = fm.height();
    const double symbol = 1.6 * em, gap = 0.4 * em, spacing = 1.2 * em, row = 1.35 * em, pad = 0.3 * em;
    LegendLayout out;
    std::vector<std::vector<size_t>> rows(1);
    std::vector<double> rowWidth(1, 0);
    for (size_t i = 0; i < entries.size(); ++i) {
        const double w = std::min(width - 2 * pad, symbol + gap + fm.horizontalAdvance(entries[i].label));
        const double needed = rows.back().empty() ? w : rowWidth.back() + spacing + w;
        if (needed > width - 2 * pad && !rows.back().empty()) {
            rows.emplace_back();
            rowWidth.push_back(0);
        }
        rowWidth.back() = rows.back().empty() ? w : rowWidth.back() + spacing + w;
        rows.back().push_back(i);
    }
    out.boxes.resize(entries.size());
    for (size_t r = 0; r < rows.size(); ++r) {
        double x = (width - rowWidth[r]) / 2;
        for (size_t i : rows[r]) {
            const double w = std::min(width - 2 * pad, symbol + gap + fm.horizontalAdvance(entries[i].label));
            out.boxes[i] = QRectF(x, pad + r * row, w, row);
            x += w + spacing;
        }
    }
    out.height = entries.empty() ? 0 : 2 * pad + rows.size() * row;
    return out;
}

void paintSymbol(QPainter& p, const LegendEntry& e, const QRectF& r)
{
    const QPointF c = r.center();
    const double s = std::min(r.width(), r.height());
    QPen pen = e.pen;
    switch (e.symbol) {
    case LegendEntry::Symbol::Line:
        pen.setWidthF(std::clamp(pen.widthF(), 2.0, 0.25 * s));
        p.setPen(pen);
        p.drawLine(QPointF(r.left(), c.y()), QPointF(r.right(), c.y()));
        return;
    case LegendEntry::Symbol::Box:
        p.setPen(pen);
        p.setBrush(e.brush);
        p.drawRect(QRectF(c.x() - 0.35 * s, c.y() - 0.35 * s, 0.7 * s, 0.7 * s));
        return;
    case LegendEntry::Symbol::Marker:
        break;
    }
    p.setPen(pen);
    p.setBrush(e.brush);
    const double h = 0.32 * s;
    QPainterPath path;
    switch (e.shape) {
    case QScatterSeries::MarkerShapeRectangle:
        path.addRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h));
        break;
    case QScatterSeries::MarkerShapeRotatedRectangle:
        path.addPolygon(
            QPolygonF({c + QPointF(0, -h), c + QPointF(h, 0), c + QPointF(0, h), c + QPointF(-h, 0)}));
        path.closeSubpath();
        break;
    case QScatterSeries::MarkerShapeTriangle:
        path.addPolygon(QPolygonF({c + QPointF(0, -h), c + QPointF(h, h), c + QPointF(-h, h)}));
        path.closeSubpath();
        break;
    case QScatterSeries::MarkerShapeStar:
    case QScatterSeries::MarkerShapePentagon: {
        const int points = e.shape == QScatterSeries::MarkerShapeStar ? 10 : 5;
        QPolygonF polygon;
        for (int i = 0; i < points; ++i) {
            const double a = -M_PI / 2 + i * 2 * M_PI / points;
            const double radius = (e.shape == QScatterSeries::MarkerShapeStar && i % 2) ? 0.45 * h : h;
            polygon << c + QPointF(radius * std::cos(a), radius * std::sin(a));
        }
        path.addPolygon(polygon);
        path.closeSubpath();
        break;
    }
    default:
        path.addEllipse(c, h, h);
        break;
    }
    p.drawPath(path);
}

void paintLegend(QPainter& p, const QRect& band, const std::vector<LegendEntry>& entries, const QFont& font,
                 const QColor& text)
{
    const LegendLayout layout = layoutLegend(entries, font, band.width());
    const QFontMetricsF fm(font);
    const double symbol = 1.6 * fm.height(), gap = 0.4 * fm.height();
    p.save();
    p.translate(band.topLeft());
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setFont(font);
    for (size_t i = 0; i < entries.size(); ++i) {
        const QRectF box = layout.boxes[i];
        paintSymbol(p, entries[i], QRectF(box.left(), box.top(), symbol, box.height()));
        p.setPen(text);
        const QRectF label(box.left() + symbol + gap, box.top(), box.width() - symbol - gap, box.height());
        p.drawText(label, Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(entries[i].label, Qt::ElideMiddle, label.width() + 1));
    }
    p.restore();
}

} // namespace

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
    // The legend goes into a band of its own under the chart, wrapped (see the file comment). Its markers
    // exist once the scene has handled the series.
    QLegend* legend = view.chart()->legend();
    const std::vector<LegendEntry> entries = legendEntries(view.chart());
    const QFont legendFont = legend->font();
    const QColor legendText = legend->labelColor();
    legend->setVisible(false);
    const int band = int(std::ceil(layoutLegend(entries, legendFont, target.width()).height));
    const QSize chartSize(target.width(), std::max(1, target.height() - band));
    view.resize(chartSize);
    QCoreApplication::sendPostedEvents(&view);
    QCoreApplication::sendPostedEvents(view.scene());
    fitYTitle(view.chart()); // needs the laid-out plot area
    QCoreApplication::sendPostedEvents(view.scene());
    view.QWidget::render(&painter, target.topLeft(), QRegion(),
                         QWidget::DrawWindowBackground | QWidget::DrawChildren);
    if (band > 0) {
        const QRect area(target.left(), target.top() + chartSize.height(), target.width(), band);
        painter.fillRect(area, palette::background());
        paintLegend(painter, area, entries, legendFont, legendText);
    }
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
