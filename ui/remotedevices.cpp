// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/remotedevices.h"

#include "ui/controller.h"
#include "ui/coretexts.h"
#include "ui/deviceexplorer.h"
#include "ui/mainwindow.h"
#include "ui/remotebackend.h"
#include "ui/remotehostdialog.h"
#include "ui/remoterouter.h"

#include <QAction>
#include <QBoxLayout>
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>
#include <QThreadPool>
#include <QTimer>
#include <QToolButton>
#include <QUrl>

#include <utility>

namespace coalesce::ui {

namespace {
const QLatin1String kReconnectLink("#reconnect:");

QString reconnectLink(const QString& destination)
{
    return QStringLiteral(" &nbsp; <a href=\"%1%2\">%3</a>")
        .arg(kReconnectLink, QString::fromLatin1(QUrl::toPercentEncoding(destination)),
             RemoteDevices::tr("Reconnect"));
}
} // namespace

RemoteDevices::RemoteDevices(MainWindow* window)
    : QObject(window), m_window(window), m_controller(window->controller()), m_picker(window->deviceCombo()),
      m_banner(window->banner())
{
    if (auto* router = dynamic_cast<RoutingBackend*>(m_controller->worker()->backend()))
        m_registry = router->registry();
    if (!m_registry)
        return;

    auto* add = new QAction(tr("Add remote device…"), this);
    add->setObjectName(QStringLiteral("addRemoteAction"));
    add->setToolTip(tr("Use a device of another machine through ssh"));
    connect(add, &QAction::triggered, this, &RemoteDevices::addHostInteractively);
    m_menu = new QMenu(tr("Remote hosts"), window);
    m_menu->setObjectName(QStringLiteral("remoteHostsMenu"));
    if (auto* run = window->findChild<QMenu*>(QStringLiteral("runMenu"))) {
        run->addSeparator();
        run->addAction(add);
        run->addMenu(m_menu);
    }
    if (auto* box = qobject_cast<QBoxLayout*>(window->deviceExplorer()->layout())) {
        auto* button = new QToolButton(window->deviceExplorer());
        button->setObjectName(QStringLiteral("addRemoteButton"));
        button->setDefaultAction(add);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        box->insertWidget(1, button, 0, Qt::AlignLeft);
    }

    // After the window's own handlers (connected in its constructor): the picker is refilled first, the banner
    // already shows the error.
    connect(m_controller, &Controller::devicesScanned, this, [this] {
        refreshPicker();
        for (const RemoteHost& h : m_hosts) // the window hid the banner on a good scan: a host's problem stays
            if (const QString why = problem(h.destination); !why.isEmpty()) {
                showProblem(h.destination, why);
                break;
            }
    });
    connect(m_controller, &Controller::errorOccurred, this,
            [this](Task, const QString& title, const QString& message, const QString&) {
                onError(title, message);
            });
    connect(m_picker, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        const std::string selector = m_picker->itemData(index).toString().toStdString();
        m_wanted = selector; // a local one too: it cancels a remote device still to be reopened
        m_restore = {};      // the user's choice wins over the last session's
    });
    connect(m_banner, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(kReconnectLink))
            reconnect(QUrl::fromPercentEncoding(link.mid(kReconnectLink.size()).toUtf8()));
    });

    m_hosts = RemoteHostSettings::load();
    for (const RemoteHost& h : m_hosts)
        m_registry->set(h.destination, command(h));
    rebuildMenu();
    // Listed once the window is up (and a test has set its launcher); the last session's remote device opens
    // when its host answers (MainWindow::start(true) has opened a local one meanwhile).
    QTimer::singleShot(0, this, [this] {
        if (m_window->restoresSavedDevice())
            m_restore = SessionSettings::savedRemoteDevice();
        for (const RemoteHost& h : m_hosts)
            list(h);
    });
}

void RemoteDevices::setLauncher(Launcher launcher)
{
    m_launcher = std::move(launcher);
    if (m_registry)
        for (const RemoteHost& h : m_hosts)
            m_registry->set(h.destination, command(h));
}

QStringList RemoteDevices::command(const RemoteHost& host) const
{
    return m_launcher ? m_launcher(host) : RemoteBackend::sshCommand(host.destination, host.binary);
}

std::vector<DeviceChoice> RemoteDevices::devices(const QString& destination) const
{
    const auto it = m_state.find(destination);
    return it == m_state.end() ? std::vector<DeviceChoice>{} : it->second.devices;
}

QString RemoteDevices::problem(const QString& destination) const
{
    const auto it = m_state.find(destination);
    return it == m_state.end() ? QString() : it->second.problem;
}

void RemoteDevices::addHostInteractively()
{
    RemoteHostDialog dialog(m_window);
    if (dialog.exec() == QDialog::Accepted)
        addHost(dialog.host());
}

bool RemoteDevices::addHost(const RemoteHost& host)
{
    if (!m_registry)
        return false;
    QString why = checkDestination(host.destination);
    if (why.isEmpty())
        why = checkBinary(host.binary);
    if (!why.isEmpty()) {
        showProblem(host.destination, why);
        return false;
    }
    const auto it = std::find_if(m_hosts.begin(), m_hosts.end(),
                                 [&](const RemoteHost& h) { return h.destination == host.destination; });
    if (it != m_hosts.end())
        *it = host;
    else
        m_hosts.push_back(host);
    RemoteHostSettings::save(m_hosts);
    m_registry->set(host.destination, command(host));
    rebuildMenu();
    list(host);
    return true;
}

void RemoteDevices::forgetHost(const QString& destination)
{
    m_hosts.erase(std::remove_if(m_hosts.begin(), m_hosts.end(),
                                 [&](const RemoteHost& h) { return h.destination == destination; }),
                  m_hosts.end());
    RemoteHostSettings::save(m_hosts);
    m_state.erase(destination);
    if (m_registry)
        m_registry->remove(destination);
    refreshPicker();
    rebuildMenu();
}

void RemoteDevices::reconnect(const QString& destination)
{
    const auto it = std::find_if(m_hosts.begin(), m_hosts.end(),
                                 [&](const RemoteHost& h) { return h.destination == destination; });
    if (it == m_hosts.end())
        return;
    m_banner->hide();
    list(*it);
    // The device in use (or the one that failed to open) on that host opens again: its backend starts a new
    // connection on its next call.
    std::string selector = m_wanted;
    if (m_controller->device())
        if (QString d; parseRemoteSelector(m_controller->device()->selector, &d, nullptr) && d == destination)
            selector = m_controller->device()->selector;
    if (QString d; parseRemoteSelector(selector, &d, nullptr) && d == destination)
        m_controller->openDevice(QString::fromStdString(selector));
}

void RemoteDevices::list(const RemoteHost& host)
{
    HostState& state = m_state[host.destination];
    const quint64 generation = ++state.generation;
    state.problem.clear();
    m_window->statusBar()->showMessage(tr("Connecting to %1…").arg(host.destination));
    QPointer<RemoteDevices> self(this);
    QThreadPool::globalInstance()->start(
        [self, destination = host.destination, generation, cmd = command(host)] {
            ScanResult result;
            QString error;
            try {
                result = RoutingBackend::listDevices(destination, cmd);
            } catch (const std::exception& e) {
                error = QString::fromStdString(e.what());
            }
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [self, destination, generation, result, error] {
                    if (self)
                        self->onListed(destination, generation, result, error);
                },
                Qt::QueuedConnection);
        });
}

void RemoteDevices::onListed(const QString& destination, quint64 generation, const ScanResult& result,
                             const QString& error)
{
    const auto it = m_state.find(destination);
    if (it == m_state.end() || it->second.generation != generation)
        return; // forgotten, or listed again since
    HostState& state = it->second;
    state.devices = result.devices;
    state.problem = CoreTexts::translate(error); // the backend speaks English, like core
    if (error.isEmpty() && result.devices.empty())
        state.problem = tr("%1 has no OpenCL device: %2")
                            .arg(destination, QString::fromStdString(result.problem).section('\n', 0, 0));
    refreshPicker();
    if (!state.problem.isEmpty()) {
        showProblem(destination, state.problem);
        m_window->statusBar()->clearMessage();
    } else {
        m_window->statusBar()->showMessage(
            tr("%n device(s) on %1", nullptr, int(state.devices.size())).arg(destination), 5000);
    }
    if (m_restore.host == destination) {
        const SessionSettings::RemoteChoice wanted = std::exchange(m_restore, {});
        const QString selector = SessionSettings::findDevice(state.devices, wanted.platform, wanted.name);
        if (!selector.isEmpty()) {
            m_wanted = selector.toStdString();
            const bool noLocal = m_controller->scanResult() && m_controller->scanResult()->devices.empty();
            if (m_controller->device() || noLocal) { // nothing local is opening: open it now
                m_controller->openDevice(selector);
            } else {
                // The local device is still opening: the remote one follows it (opening it now would drop the
                // local one, and a remote device that fails to open would leave none).
                // A scan that finds nothing local opens it at once.
                auto* once = new QObject(this);
                const auto open = [this, once, selector] {
                    QObject::disconnect(m_controller, nullptr, once, nullptr); // once only
                    once->deleteLater();
                    if (m_wanted == selector.toStdString())
                        m_controller->openDevice(selector);
                };
                connect(m_controller, &Controller::deviceOpened, once, open);
                connect(m_controller, &Controller::devicesScanned, once, [this, open] {
                    if (m_controller->scanResult() && m_controller->scanResult()->devices.empty())
                        open();
                });
            }
        }
    }
    emit hostListed(destination, state.problem.isEmpty());
}

void RemoteDevices::refreshPicker()
{
    const QString current =
        m_controller->device() ? QString::fromStdString(m_controller->device()->selector) : QString();
    for (int i = m_picker->count() - 1; i >= 0; --i)
        if (parseRemoteSelector(m_picker->itemData(i).toString().toStdString(), nullptr, nullptr))
            m_picker->removeItem(i);
    bool any = false;
    for (const RemoteHost& h : m_hosts)
        for (const DeviceChoice& d : devices(h.destination)) {
            m_picker->addItem(QString::fromStdString(d.label), QString::fromStdString(d.selector));
            m_picker->setItemData(m_picker->count() - 1,
                                  tr("A device of %1, used through ssh").arg(h.destination), Qt::ToolTipRole);
            any = true;
        }
    if (any) { // "No OpenCL device" (here) is no reason to keep the picker off
        for (int i = m_picker->count() - 1; i >= 0; --i)
            if (m_picker->itemData(i).toString().isEmpty())
                m_picker->removeItem(i);
        m_picker->setEnabled(true);
    }
    if (const int index = m_picker->findData(current); index >= 0)
        m_picker->setCurrentIndex(index);
}

void RemoteDevices::rebuildMenu()
{
    m_menu->clear();
    for (const RemoteHost& h : m_hosts) {
        QMenu* host = m_menu->addMenu(h.destination);
        const QString destination = h.destination;
        host->addAction(tr("Reconnect"), this, [this, destination] { reconnect(destination); });
        host->addAction(tr("Forget"), this, [this, destination] { forgetHost(destination); });
    }
    m_menu->setEnabled(!m_hosts.empty());
}

void RemoteDevices::showProblem(const QString& destination, const QString& message)
{
    QString html = QStringLiteral("<b>%1</b> %2")
                       .arg(tr("Cannot use the remote host %1.").arg(destination).toHtmlEscaped(),
                            message.toHtmlEscaped());
    if (std::any_of(m_hosts.begin(), m_hosts.end(),
                    [&](const RemoteHost& h) { return h.destination == destination; }))
        html += reconnectLink(destination);
    html += QStringLiteral(" &nbsp; <a href=\"#dismiss\">%1</a>").arg(tr("Dismiss"));
    m_banner->setText(html);
    m_banner->show();
}

void RemoteDevices::onError(const QString&, const QString& message)
{
    // RemoteBackend names the destination in its connection errors ("the connection to HOST was lost…",
    // "Could not reach HOST: …", "HOST runs coalesce-cli protocol 2…"); the remote device's own errors
    // (a build error there) do not, and need no reconnect.
    // "Could not reach HOST" comes translated (CoreTexts): its words before the host in this language.
    const QString reach = CoreTexts::tr("Could not reach %1: %2").section(QStringLiteral("%1"), 0, 0);
    for (const RemoteHost& h : m_hosts) {
        const QString& d = h.destination;
        if (message.startsWith(reach + d) || message.contains(QStringLiteral("to ") + d + QLatin1Char(' ')) ||
            message.contains(QStringLiteral("reach ") + d) || message.startsWith(d + QLatin1Char(' '))) {
            if (!m_banner->isHidden() && !m_banner->text().contains(kReconnectLink))
                m_banner->setText(m_banner->text() + reconnectLink(d));
            return;
        }
    }
}

} // namespace coalesce::ui
