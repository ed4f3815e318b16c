// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/remoterouter.h"

#include "core/errors.h"
#include "ui/customtask.h"
#include "ui/probetask.h"
#include "ui/realbackend.h"
#include "ui/remotebackend.h"

namespace coalesce::ui {

namespace {
constexpr const char* kRemotePrefix = "remote/";
} // namespace

std::string remoteSelector(const QString& destination, const std::string& selector)
{
    return kRemotePrefix + destination.toStdString() + "/" + selector;
}

bool parseRemoteSelector(const std::string& selector, QString* destination, std::string* inner)
{
    const std::string prefix = kRemotePrefix;
    if (selector.compare(0, prefix.size(), prefix) != 0)
        return false;
    const size_t slash = selector.rfind('/');
    if (slash <= prefix.size())
        return false;
    if (destination)
        *destination = QString::fromStdString(selector.substr(prefix.size(), slash - prefix.size()));
    if (inner)
        *inner = selector.substr(slash + 1);
    return true;
}

void RemoteRegistry::set(const QString& destination, const QStringList& command)
{
    std::lock_guard lock(m_mutex);
    m_commands[destination] = command;
}

void RemoteRegistry::remove(const QString& destination)
{
    std::lock_guard lock(m_mutex);
    m_commands.erase(destination);
}

std::optional<QStringList> RemoteRegistry::command(const QString& destination) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_commands.find(destination);
    if (it == m_commands.end())
        return std::nullopt;
    return it->second;
}

RoutingBackend::RoutingBackend(std::unique_ptr<Backend> local, std::shared_ptr<RemoteRegistry> registry)
    : m_local(std::move(local)), m_registry(std::move(registry)), m_active(m_local.get())
{
}

RoutingBackend::~RoutingBackend() = default;

ScanResult RoutingBackend::listDevices(const QString& destination, const QStringList& command)
{
    RemoteBackend backend(destination, command);
    ScanResult result = backend.scan();
    for (DeviceChoice& d : result.devices)
        d.selector = remoteSelector(destination, d.selector);
    return result;
}

std::vector<LessonEntry> RoutingBackend::lessons() const
{
    return m_local->lessons();
}

ScanResult RoutingBackend::scan()
{
    return m_local->scan();
}

RemoteBackend& RoutingBackend::remote(const QString& destination)
{
    const std::optional<QStringList> command = m_registry->command(destination);
    if (!command)
        throw Error(ErrorKind::InvalidParameter, "\"" + destination.toStdString() +
                                                     "\" is not a remote host of this window; add it with "
                                                     "Add remote device…");
    Host& host = m_remotes[destination];
    if (!host.backend || host.command != *command) { // new, or its command was changed since
        if (m_active == host.backend.get())
            m_active = m_local.get();
        host.backend = std::make_unique<RemoteBackend>(destination, *command);
        host.command = *command;
    }
    return *host.backend;
}

DeviceSnapshot RoutingBackend::open(const std::string& selector)
{
    QString destination;
    std::string inner;
    if (!parseRemoteSelector(selector, &destination, &inner)) {
        m_active = m_local.get();
        m_activeDestination.clear();
        return m_local->open(selector);
    }
    RemoteBackend& backend = remote(destination);
    m_active = &backend; // a failed open leaves it closed: its calls say "no remote device is open"
    m_activeDestination = destination;
    DeviceSnapshot snapshot = backend.open(inner);
    snapshot.selector = remoteSelector(destination, snapshot.selector);
    return snapshot;
}

Backend& RoutingBackend::active()
{
    return *m_active;
}

bool RoutingBackend::isOpen() const
{
    return m_active->isOpen();
}

void RoutingBackend::setProfile(const GeometryProfile& profile)
{
    active().setProfile(profile);
}

TraceOutcome RoutingBackend::trace(const std::string& lesson, const ParamSet& params, const CancelToken& cancel)
{
    return active().trace(lesson, params, cancel);
}

PointResult RoutingBackend::measure(const std::string& lesson, const ParamSet& params,
                                    const MeasureOptions& options, const CancelToken& cancel)
{
    return active().measure(lesson, params, options, cancel);
}

ResultFile RoutingBackend::sweep(const std::string& lesson, const ParamSet& fixed, const SweepRange& range,
                                 const MeasureOptions& options, const CancelToken& cancel,
                                 const ProgressFn& progress, const PointFn& onPoint)
{
    return active().sweep(lesson, fixed, range, options, cancel, progress, onPoint);
}

CustomCheck RoutingBackend::checkCustom(const CustomKernelText& kernel, const CancelToken& cancel)
{
    return active().checkCustom(kernel, cancel);
}

ProbeRun RoutingBackend::measureGeometry(const ProbeRequest& request, const CancelToken& cancel,
                                         const ProgressFn& progress)
{
    return active().measureGeometry(request, cancel, progress);
}

std::unique_ptr<Backend> makeWindowBackend()
{
    return std::make_unique<RoutingBackend>(std::make_unique<RealBackend>(),
                                            std::make_shared<RemoteRegistry>());
}

} // namespace coalesce::ui
