// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chartunchecked.h"

#include "ui/palette.h"

#include <QCoreApplication>
#include <QPen>
#include <QScatterSeries>

#include <algorithm>

namespace coalesce::ui {

QScatterSeries* makeUncheckedSeries(double font, const QColor& colour)
{
    auto* rings = new QScatterSeries;
    rings->setObjectName(QStringLiteral("unchecked"));
    rings->setName(uncheckedLegend(colour).text);
    rings->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    // Larger than the median's filled marker, so the page colour inside the ring hides it.
    rings->setMarkerSize(1.15 * font);
    rings->setColor(palette::background());
    rings->setPen(QPen(colour, std::max(2.0, 0.2 * font)));
    return rings;
}

LegendEntry uncheckedLegend(const QColor& colour)
{
    return {QCoreApplication::translate("coalesce::ui::ThroughputChart",
                                        "not checked (outputs compared with nothing)"),
            colour, Qt::NoPen, LegendEntry::Marker::Ring};
}

} // namespace coalesce::ui
