// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Remote devices in the window: "Add remote device…" (Run menu and the Device dock), the remote hosts
// remembered in the settings, each host's devices listed in the device picker beside the local ones, marked
// "(on HOST)", and selecting one opens it through the RoutingBackend like a local device. Each host is listed
// by a connection of its own on a pool thread, so an unreachable host never holds up the window or the local
// device; a failure (unreachable, refused, another protocol version, a connection lost mid-sweep) is shown
// in the banner with a "Reconnect" link. Does nothing when the controller's backend is not a RoutingBackend.
#include "ui/backend.h"
#include "ui/remotehosts.h"
#include "ui/sessionsettings.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>
#include <map>

class QComboBox;
class QLabel;
class QMenu;

namespace coalesce::ui {

class Controller;
class MainWindow;
class RemoteRegistry;

class RemoteDevices : public QObject {
    Q_OBJECT
public:
    /// The command that starts the server for a host (RemoteBackend::sshCommand unless a test injects one).
    using Launcher = std::function<QStringList(const RemoteHost&)>;

    /// Hooks itself into the window (menu, device dock, picker, banner) and lists the saved hosts.
    explicit RemoteDevices(MainWindow* window);
    /// False when the window's backend cannot reach remote devices (tests with a fake backend).
    bool available() const { return m_registry != nullptr; }
    /// Replaces ssh (tests): the saved hosts' connections use it too.
    void setLauncher(Launcher launcher);

    const std::vector<RemoteHost>& hosts() const { return m_hosts; }
    /// The devices last listed on `destination` (remote selectors).
    std::vector<DeviceChoice> devices(const QString& destination) const;
    /// Why `destination` could not be listed (empty when it was, or is being listed).
    QString problem(const QString& destination) const;

public slots:
    /// Asks for a destination and adds it.
    void addHostInteractively();
    /// Adds (or updates) a host, saves it and lists its devices. Returns false (banner) for a bad destination.
    bool addHost(const RemoteHost& host);
    void forgetHost(const QString& destination);
    /// Lists the host's devices again; when the open device (or the one being opened) is on it, reopens it.
    void reconnect(const QString& destination);

signals:
    /// A host's device list was read (ok) or could not be (the banner says why).
    void hostListed(const QString& destination, bool ok);

private:
    struct HostState {
        std::vector<DeviceChoice> devices;
        QString problem;
        quint64 generation = 0;
    };
    void list(const RemoteHost& host);
    void onListed(const QString& destination, quint64 generation, const ScanResult& result,
                  const QString& error);
    void refreshPicker();
    void rebuildMenu();
    void showProblem(const QString& destination, const QString& message);
    void onError(const QString& title, const QString& message);
    QStringList command(const RemoteHost& host) const;

    MainWindow* m_window;
    Controller* m_controller;
    QComboBox* m_picker;
    QLabel* m_banner;
    QMenu* m_menu = nullptr; ///< "Remote hosts": reconnect or forget each
    std::shared_ptr<RemoteRegistry> m_registry;
    Launcher m_launcher;
    std::vector<RemoteHost> m_hosts;
    std::map<QString, HostState> m_state;
    std::string m_wanted; ///< the selector last chosen in the picker (or being reopened)
    /// The last session's device when it was on a remote host: opened when that host is first listed, unless a
    /// device has been chosen in the picker since (or --device was given). Empty host: nothing to reopen.
    SessionSettings::RemoteChoice m_restore;
};

} // namespace coalesce::ui
