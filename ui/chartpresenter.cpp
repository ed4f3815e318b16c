// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chartpresenter.h"

#include "ui/chartdata.h"
#include "ui/controller.h"
#include "ui/lessontexts.h"
#include "ui/overlaymodel.h"
#include "ui/paramform.h"
#include "ui/throughputchart.h"

namespace coalesce::ui {

ChartPresenter::ChartPresenter(Controller* controller, ThroughputChart* chart, QObject* parent)
    : QObject(parent), m_controller(controller), m_chart(chart), m_overlays(new OverlayModel(controller, this))
{
    m_flush.setSingleShot(true);
    m_flush.setInterval(kFlushMs);
    connect(&m_flush, &QTimer::timeout, this, [this] {
        m_chart->appendPoints(m_pending);
        m_pending.clear();
    });
    m_overlaysDue.setSingleShot(true);
    m_overlaysDue.setInterval(kOverlayBatchMs);
    connect(&m_overlaysDue, &QTimer::timeout, this, &ChartPresenter::showOverlays);
    Controller* c = controller;
    connect(c, &Controller::lessonChanged, this, &ChartPresenter::onLessonChanged);
    connect(c, &Controller::paramsChanged, this, &ChartPresenter::update);
    connect(c, &Controller::profileChanged, this,
            [this] { m_chart->setPeak(double(m_controller->profile().peakBandwidth.value) / 1000.0); });
    connect(c, &Controller::pointMeasured, this, &ChartPresenter::onPoint);
    connect(c, &Controller::sweepStarted, this, &ChartPresenter::onSweepStarted);
    connect(c, &Controller::sweepPointAdded, this, &ChartPresenter::onSweepPoint);
    connect(c, &Controller::sweepFinished, this, &ChartPresenter::onSweepFinished);
    connect(m_overlays, &OverlayModel::overlaysChanged, this, &ChartPresenter::onOverlaysChanged);
    connect(c, &Controller::deviceOpened, this, &ChartPresenter::updateContext);
    updateContext();
}

void ChartPresenter::onLessonChanged()
{
    if (!m_controller->lesson())
        return;
    m_interactive.clear();
    m_chart->clearSeries();
    setTitle();
    configureAxis(QString::fromStdString(m_controller->mainParam()));
    update();
}

void ChartPresenter::onPoint(const PointResult& point)
{
    const LessonEntry* entry = m_controller->lesson();
    const std::string main = m_controller->mainParam();
    m_interactive.add(point, main, entry ? findSpec(entry->specs, main) : nullptr);
    update();
}

void ChartPresenter::onSweepStarted(const QString& param)
{
    m_chart->clearSeries();
    m_pending.clear();
    configureAxis(param);
}

void ChartPresenter::onSweepPoint(const PointResult& point)
{
    m_pending.push_back(point);
    if (!m_flush.isActive())
        m_flush.start();
}

void ChartPresenter::onSweepFinished()
{
    m_flush.stop();
    m_pending.clear();
    update();
}

void ChartPresenter::flush()
{
    if (m_overlaysDue.isActive()) {
        m_overlaysDue.stop();
        showOverlays();
    }
    if (m_flush.isActive()) {
        m_flush.stop();
        m_chart->appendPoints(m_pending);
        m_pending.clear();
    }
}

void ChartPresenter::onOverlaysChanged()
{
    // Files opened together arrive one by one: the chart is rebuilt once for the batch.
    if (!m_overlaysDue.isActive())
        m_overlaysDue.start();
}

void ChartPresenter::showOverlays()
{
    m_chart->setOverlays(m_overlays->shownSeries());
    m_chart->setWarning(m_overlays->warnings());
}

void ChartPresenter::updateContext()
{
    ChartContext context;
    const auto& sweep = m_controller->sweepResult();
    const bool sweepShown = sweep && !sweep->points.empty() && sweep->lesson == m_controller->lessonId();
    context.lesson = m_controller->lessonId();
    context.param = sweepShown ? sweep->sweptParam : m_controller->mainParam();
    context.params = m_controller->params().values();
    if (sweepShown && !resultDevice(*sweep).empty())
        context.device = resultDevice(*sweep);
    else if (m_controller->device())
        context.device = m_controller->device()->label;
    if (sweepShown)
        context.date = resultDate(sweep->createdUtc);
    m_overlays->setContext(context);
}

void ChartPresenter::setTitle()
{
    // The device is in the window's own picker; the chart names the lesson, in the user's language.
    if (const LessonEntry* entry = m_controller->lesson())
        m_chart->setTitle(LessonTexts::title(QString::fromStdString(entry->info.id),
                                             QString::fromStdString(entry->info.title)));
}

void ChartPresenter::configureAxis(const QString& param)
{
    const LessonEntry* entry = m_controller->lesson();
    const ParamSpec* spec = entry ? findSpec(entry->specs, param.toStdString()) : nullptr;
    if (!spec) {
        m_chart->setParameter(param, QString());
        return;
    }
    const auto scale = spec->kind == ParamKind::Choice ? ThroughputChart::XScale::Linear
                       : spec->log2Axis                ? ThroughputChart::XScale::Log2
                                                       : ThroughputChart::XScale::Auto;
    m_chart->setParameter(ParamForm::label(*spec), ParamForm::unitText(spec->unit), scale);
}

void ChartPresenter::update()
{
    updateContext();
    const auto& sweep = m_controller->sweepResult();
    const bool sweepShown = sweep && !sweep->points.empty() && sweep->lesson == m_controller->lessonId();
    if (!m_controller->sweepRunning()) {
        if (sweepShown) {
            m_chart->setSeries(*sweep);
            configureAxis(QString::fromStdString(sweep->sweptParam));
            setTitle();
        } else if (!m_interactive.empty()) {
            ResultFile file;
            file.lesson = m_controller->lessonId();
            file.sweptParam = m_controller->mainParam();
            file.points = m_interactive.points();
            if (m_controller->device())
                file.device = Json{{"name", m_controller->device()->label}};
            file.profile = profileToJson(m_controller->profile());
            m_chart->setSeries(file);
            configureAxis(QString::fromStdString(file.sweptParam));
            setTitle();
        }
    }
    m_chart->setPeak(double(m_controller->profile().peakBandwidth.value) / 1000.0);
    const std::string param = sweepShown ? sweep->sweptParam : m_controller->mainParam();
    m_chart->setCurrentX(!param.empty() && m_controller->params().has(param)
                             ? QString::fromStdString(m_controller->params().text(param))
                             : QString());
}

void ChartPresenter::retranslate()
{
    if (!m_controller->lesson())
        return;
    setTitle();
    const auto& sweep = m_controller->sweepResult();
    const bool sweepShown = sweep && !sweep->points.empty() && sweep->lesson == m_controller->lessonId();
    configureAxis(QString::fromStdString(sweepShown ? sweep->sweptParam : m_controller->mainParam()));
}

} // namespace coalesce::ui
