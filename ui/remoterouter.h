// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Backend the window uses when remote devices are possible: the local backend plus one RemoteBackend per
// SSH destination. Local devices keep their "P:D" selectors; a remote device's selector is
// "remote/DEST/P:D" (split at the last '/', so a destination may hold anything but a newline). The command
// that reaches each destination comes from a RemoteRegistry shared with the GUI thread (the only state here
// touched from two threads); everything else runs on the worker thread that owns the backend, like any
// Backend. Remote devices are not in scan(): the window lists them from a separate discovery (listDevices)
// so that an unreachable host never delays the local devices.
#include "ui/backend.h"

#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <mutex>
#include <optional>

namespace coalesce::ui {

class RemoteBackend;

/// The selector of device `selector` ("0:1") on `destination`.
std::string remoteSelector(const QString& destination, const std::string& selector);
/// True for a remote selector; then sets destination and the server's own selector.
bool parseRemoteSelector(const std::string& selector, QString* destination, std::string* inner);

/// Destination -> the command that starts `coalesce-cli serve` there. Thread-safe.
class RemoteRegistry {
public:
    void set(const QString& destination, const QStringList& command);
    void remove(const QString& destination);
    std::optional<QStringList> command(const QString& destination) const;

private:
    mutable std::mutex m_mutex;
    std::map<QString, QStringList> m_commands;
};

class RoutingBackend : public Backend {
public:
    RoutingBackend(std::unique_ptr<Backend> local, std::shared_ptr<RemoteRegistry> registry);
    ~RoutingBackend() override;

    const std::shared_ptr<RemoteRegistry>& registry() const { return m_registry; }

    /// Lists the devices on `destination` through a connection of its own (any thread; blocks up to ssh's
    /// connect timeout). Selectors are remote selectors, labels end in "(on DEST)". Throws Error.
    static ScanResult listDevices(const QString& destination, const QStringList& command);

    std::vector<LessonEntry> lessons() const override;
    ScanResult scan() override;
    DeviceSnapshot open(const std::string& selector) override;
    bool isOpen() const override;
    void setProfile(const GeometryProfile& profile) override;
    TraceOutcome trace(const std::string& lesson, const ParamSet& params, const CancelToken& cancel) override;
    PointResult measure(const std::string& lesson, const ParamSet& params, const MeasureOptions& options,
                        const CancelToken& cancel) override;
    ResultFile sweep(const std::string& lesson, const ParamSet& fixed, const SweepRange& range,
                     const MeasureOptions& options, const CancelToken& cancel, const ProgressFn& progress,
                     const PointFn& onPoint) override;
    /// The user's kernels and the probes run where the open device is (a remote server answers that it does
    /// not run them).
    CustomCheck checkCustom(const CustomKernelText& kernel, const CancelToken& cancel) override;
    ProbeRun measureGeometry(const ProbeRequest& request, const CancelToken& cancel,
                             const ProgressFn& progress) override;

private:
    Backend& active();
    RemoteBackend& remote(const QString& destination);

    std::unique_ptr<Backend> m_local;
    std::shared_ptr<RemoteRegistry> m_registry;
    struct Host {
        QStringList command;
        std::unique_ptr<RemoteBackend> backend;
    };
    std::map<QString, Host> m_remotes;
    Backend* m_active = nullptr;
    QString m_activeDestination; ///< empty for the local backend
};

/// The window's backend, as the application builds it: a RoutingBackend over a RealBackend with an empty
/// registry. Tests that stand for the application use it too, so that a call the router fails to pass on
/// shows there.
std::unique_ptr<Backend> makeWindowBackend();

} // namespace coalesce::ui
