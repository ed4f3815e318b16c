// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Keeps the throughput chart in step with the session: the lesson's title and axis, a running sweep's points
// (in batches: a chart update and repaint costs milliseconds, per point it would stall the GUI thread on a fast
// sweep), the finished sweep, or else the interactive series of points measured one by one, the overlays, the
// device peak and the current configuration. Listens to the controller; owns no widget.
#include "ui/interactiveseries.h"

#include "core/measure.h"

#include <QObject>
#include <QTimer>

#include <vector>

namespace coalesce::ui {

class Controller;
class OverlayModel;
class ThroughputChart;

class ChartPresenter : public QObject {
    Q_OBJECT
public:
    static constexpr int kFlushMs = 400;
    static constexpr int kOverlayBatchMs = 50;

    ChartPresenter(Controller* controller, ThroughputChart* chart, QObject* parent = nullptr);

    const InteractiveSeries& interactive() const { return m_interactive; }
    /// The overlays list (shown or hidden, labels, warnings) the chart draws from.
    OverlayModel* overlays() const { return m_overlays; }
    /// Redraws from the controller's state (sweep, else interactive points; peak; current value).
    void update();
    /// The chart's title and axis titles again, in the new language.
    void retranslate();
    /// Shows what is waiting for its batch (overlays, a running sweep's points) now: before an export.
    void flush();

private:
    void onLessonChanged();
    void onPoint(const PointResult& point);
    void onSweepStarted(const QString& param);
    void onSweepPoint(const PointResult& point);
    void onSweepFinished();
    void onOverlaysChanged();
    void showOverlays();
    void configureAxis(const QString& param);
    void setTitle();
    /// Tells the overlays what the chart shows (lesson, parameters, device, date) for labels and warnings.
    void updateContext();

    Controller* m_controller;
    ThroughputChart* m_chart;
    InteractiveSeries m_interactive;
    OverlayModel* m_overlays;
    QTimer m_flush;
    QTimer m_overlaysDue;
    std::vector<PointResult> m_pending;
};

} // namespace coalesce::ui
