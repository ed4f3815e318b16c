// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The throughput chart's legend, drawn by hand. Qt Charts' QLegend puts every entry on one row and elides
// what does not fit ("H100 refe…"), also in exports, and keeps a marker for a series whose name is empty.
// This legend wraps: entries flow over as many rows as they need (a long label wraps inside its entry), under
// the plot, or in a column on the right at large fonts; the chart's margins make room for it, so the plot
// never lies under it. An entry without text is never drawn. The layout is a plain function, tested without a
// chart. Part of the Qt Charts adapter.
#include <QColor>
#include <QFont>
#include <QGraphicsObject>
#include <QMargins>
#include <QRectF>
#include <QString>

#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace coalesce::ui {

struct LegendEntry {
    enum class Marker { None, Circle, Square, Triangle, Pentagon, Star, Diamond, Ring, Box };
    QString text;
    QColor colour;
    Qt::PenStyle line = Qt::NoPen; ///< a line sample in `colour`, or none
    Marker marker = Marker::None;
    bool operator==(const LegendEntry& o) const
    {
        return text == o.text && colour == o.colour && line == o.line && marker == o.marker;
    }
};

struct LegendLayout {
    struct Item {
        int entry = 0;  ///< index into the entries; -1 for the "and N more" note
        QString text;   ///< as drawn
        QRectF swatch;  ///< line or marker sample
        QRectF textBox; ///< the text, wrapped inside it
        int flags = 0;  ///< Qt::TextFlag for drawText
    };
    std::vector<Item> items;
    QSizeF size;     ///< the legend's extent
    int omitted = 0; ///< entries beyond maxHeight, summarised by the note
    int rows = 0;
};

/// Lays `entries` out in `width` px: in rows (entries side by side while they fit), or one entry per row when
/// `column`. A label longer than its row wraps (at spaces, else anywhere). Entries past `maxHeight` are left
/// out and counted in a last "and N more" note. Entries with empty text are skipped.
LegendLayout layoutLegend(const std::vector<LegendEntry>& entries, const QFont& font, double width,
                          double maxHeight, bool column);

class ChartLegend : public QGraphicsObject {
public:
    enum class Place { Bottom, Right };
    /// A child of `chart`; object name "legend". Sets the chart's margins to `base` plus its own room.
    ChartLegend(QChart* chart, const QMargins& base);
    void setEntries(const std::vector<LegendEntry>& entries, const QFont& font, Place place);
    const std::vector<LegendEntry>& entries() const { return m_entries; }
    const LegendLayout& layout() const { return m_layout; }
    Place place() const { return m_place; }
    const QFont& font() const { return m_font; }
    QRectF boundingRect() const override { return QRectF(QPointF(0, 0), m_layout.size); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override;
    static void paintSwatch(QPainter& painter, const LegendEntry& entry, const QRectF& box, double lineWidth);

private:
    void relayout();

    QChart* m_chart;
    QMargins m_base;
    std::vector<LegendEntry> m_entries;
    QFont m_font;
    Place m_place = Place::Bottom;
    LegendLayout m_layout;
};

} // namespace coalesce::ui
