// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparemode.h"

#include "ui/comparesession.h"
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/mainwindow.h"
#include "ui/patternview.h"
#include "ui/realbackend.h"
#include "ui/remotedevices.h"
#include "ui/remoterouter.h"
#include "ui/stepmeaning.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QVBoxLayout>

namespace coalesce::ui {

namespace {

std::unique_ptr<Backend> defaultBackend(Controller* main)
{
    if (auto* router = dynamic_cast<RoutingBackend*>(main->worker()->backend()))
        return std::make_unique<RoutingBackend>(std::make_unique<RealBackend>(), router->registry());
    return std::make_unique<FakeBackend>();
}

} // namespace

CompareMode::CompareMode(MainWindow* window, const BackendFactory& factory)
    : QObject(window), m_window(window),
      m_session(new CompareSession(window->controller(),
                                   factory ? factory() : defaultBackend(window->controller()), this)),
      m_dock(new QDockWidget(tr("Compare"), window)), m_header(new QLabel(m_dock)),
      m_pattern(new PatternView(m_dock))
{
    m_dock->setObjectName(QStringLiteral("compareDock"));
    auto* page = new QWidget(m_dock);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    m_header->setObjectName(QStringLiteral("compareHeader"));
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::RichText);
    layout->addWidget(m_header);
    layout->addWidget(m_pattern, 1);
    m_dock->setWidget(page);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();

    m_menu = new QMenu(tr("Compare &with"), window);
    m_menu->setObjectName(QStringLiteral("compareMenu"));
    if (auto* run = window->findChild<QMenu*>(QStringLiteral("runMenu"))) {
        run->addSeparator();
        run->addMenu(m_menu);
    }
    connect(m_menu, &QMenu::aboutToShow, this, &CompareMode::rebuildMenu);
    rebuildMenu();

    connect(m_session, &CompareSession::opened, this, [this] {
        m_error.clear();
        showHeader();
    });
    connect(m_session, &CompareSession::scheduleChanged, this, &CompareMode::showHeader);
    connect(m_session, &CompareSession::traceReady, this, &CompareMode::onTrace);
    connect(m_session, &CompareSession::failed, this, [this](const QString& message) {
        m_error = message;
        showHeader();
    });
    connect(m_session, &CompareSession::sweepFinished, this, [this] { showHeader(); });
    // The second picture follows the first: the same SIMD group, the step that does the same thing.
    connect(window->patternView(), &PatternView::selectionChanged, this, &CompareMode::followMain);
}

void CompareMode::followMain()
{
    const PatternView* main = m_window->patternView();
    if (main->hasData() && m_pattern->hasData())
        m_pattern->showMeaning(main->group(), main->currentMeaning(), main->step());
}

std::vector<DeviceChoice> CompareMode::choices() const
{
    std::vector<DeviceChoice> out;
    const Controller* c = m_window->controller();
    if (c->scanResult())
        out = c->scanResult()->devices;
    if (const auto* remote = m_window->findChild<RemoteDevices*>())
        for (const RemoteHost& h : remote->hosts())
            for (const DeviceChoice& d : remote->devices(h.destination))
                out.push_back(d);
    return out;
}

void CompareMode::compareWith(const DeviceChoice& device)
{
    m_error.clear();
    m_pattern->clear();
    m_session->setDevice(device);
    m_dock->setVisible(!device.selector.empty());
    showHeader();
}

void CompareMode::rebuildMenu()
{
    m_menu->clear();
    auto* group = new QActionGroup(m_menu);
    const std::string current = m_session->device() ? m_session->device()->selector : std::string();
    QAction* off = m_menu->addAction(tr("Off"));
    off->setCheckable(true);
    off->setChecked(current.empty());
    group->addAction(off);
    connect(off, &QAction::triggered, this, [this] { compareWith({}); });
    m_menu->addSeparator();
    for (const DeviceChoice& d : choices()) {
        QAction* a = m_menu->addAction(QString::fromStdString(d.label));
        a->setCheckable(true);
        a->setChecked(d.selector == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, d] { compareWith(d); });
    }
}

void CompareMode::showHeader()
{
    if (!m_session->active()) {
        m_header->clear();
        return;
    }
    const DeviceChoice& d = *m_session->device();
    QString kind;
    if (d.type == "cpu")
        kind = tr("CPU");
    else if (d.type == "gpu")
        kind = tr("GPU");
    QString html = QStringLiteral("<b>%1</b>").arg(QString::fromStdString(d.label).toHtmlEscaped());
    if (!kind.isEmpty())
        html += QStringLiteral(" (%1)").arg(kind);
    html += QStringLiteral("<br><small>%1</small>").arg(m_session->scheduleText().toHtmlEscaped());
    if (!m_error.isEmpty())
        html += QStringLiteral("<br><span style=\"color:#b00020\">%1</span>").arg(m_error.toHtmlEscaped());
    m_header->setText(html);
}

void CompareMode::onTrace(const TraceOutcome& outcome)
{
    const LessonEntry* entry = m_window->controller()->lesson();
    const QString space = entry ? QString::fromStdString(entry->info.space) : QString();
    const bool cpu = m_session->device() && m_session->device()->type == "cpu";
    QString note;
    if (outcome.teachingPicture)
        note = tr("CPU: no local-memory banks; picture drawn with the NVIDIA-like GPU model");
    else if (cpu)
        note = tr("CPU: picture with this CPU's own geometry (%1 lanes)").arg(outcome.profile.simd.value);
    m_pattern->setNote(note);
    m_pattern->setData(outcome.summary, outcome.profile, space, requestLines(outcome.trace, outcome.summary));
    followMain();
    m_error.clear();
    showHeader();
}

} // namespace coalesce::ui
