// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The throughput chart's "not checked" marker (issue 13): a measured point whose outputs were compared with
// nothing (a custom kernel without PoCL or expected files) is drawn as a hollow ring over its median marker,
// with a legend entry that says so; checked points keep their filled marker. Made by the chart's build() for
// the widget and for every export alike.
#include "ui/chartlegend.h"

#include <QList>
#include <QPointF>

QT_BEGIN_NAMESPACE
class QScatterSeries;
QT_END_NAMESPACE

namespace coalesce::ui {

/// The series of hollow rings (object name "unchecked"), sized for base font `font` px, in `colour`.
QScatterSeries* makeUncheckedSeries(double font, const QColor& colour);
/// Its legend entry: "not checked (outputs compared with nothing)", a ring in `colour`.
LegendEntry uncheckedLegend(const QColor& colour);

} // namespace coalesce::ui
