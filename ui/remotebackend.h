// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Backend on a remote machine: `ssh DEST coalesce-cli serve` (the system's OpenSSH client, with the user's keys
// and agent; BatchMode, so it never waits at a password prompt, and nothing of the user's is stored) speaking
// the serve protocol (docs/PROTOCOL.md). Pictures, measurements and sweeps come back as the same values as
// RealBackend's; the models run here on the remote trace. The process is started on the first call, from the
// worker thread that owns the backend; a server of another protocol version is refused naming both versions
// ("HOST runs coalesce-cli protocol 2; this app speaks 1: update one of them"); a host that cannot be reached
// is "Could not reach HOST: " and ssh's own reason; a dropped connection is an Error(Io) on the pending call
// ("connection lost"), and the next call reconnects.
#include "ui/backend.h"

#include <QStringList>

#include <memory>
#include <optional>

class QProcess;

namespace coalesce::ui {

class RemoteBackend : public Backend {
public:
    /// destination: shown in messages ("lab-gpu"); command: program and arguments that start the server
    /// (sshCommand(destination), or `coalesce-cli serve` itself in tests).
    RemoteBackend(QString destination, QStringList command);
    ~RemoteBackend() override;

    /// {"ssh", "-T", "-o", "BatchMode=yes", ..., "--", destination, "coalesce-cli", "serve"}; `binary` is the
    /// remote coalesce-cli (a path, or a name on the remote PATH), quoted for the remote shell.
    static QStringList sshCommand(const QString& destination,
                                  const QString& binary = QStringLiteral("coalesce-cli"));
    /// `text` as one word for a POSIX shell ('…', a ' inside written '\''); plain words stay as they are.
    static QString shellQuote(const QString& text);

    std::vector<LessonEntry> lessons() const override;
    ScanResult scan() override;
    DeviceSnapshot open(const std::string& selector) override;
    bool isOpen() const override { return !m_selector.empty(); }
    void setProfile(const GeometryProfile& profile) override;
    TraceOutcome trace(const std::string& lesson, const ParamSet& params, const CancelToken& cancel) override;
    PointResult measure(const std::string& lesson, const ParamSet& params, const MeasureOptions& options,
                        const CancelToken& cancel) override;
    ResultFile sweep(const std::string& lesson, const ParamSet& fixed, const SweepRange& range,
                     const MeasureOptions& options, const CancelToken& cancel, const ProgressFn& progress,
                     const PointFn& onPoint) override;

    /// The server's coalesce-cli version after the first call ("" before).
    const std::string& serverVersion() const { return m_serverVersion; }

private:
    using EventFn = std::function<void(const Json& event)>;
    /// Sends one request and waits for its reply, handing its events on; cancel sends `cancel` once.
    Json call(const std::string& method, Json params = Json::object(), const CancelToken* cancel = nullptr,
              const EventFn& onEvent = {});
    void connect();
    [[noreturn]] void lost(const std::string& doing);
    Json deviceParams() const;
    /// The server refused our protocol version (its message); connect() asks which version it speaks.
    struct ProtocolRefused {
        std::string message;
    };

    QString m_destination;
    QStringList m_command;
    std::unique_ptr<QProcess> m_process;
    std::string m_serverVersion;
    bool m_greeting = false; ///< waiting for the first hello's answer: a failure means the host was not reached
    int64_t m_nextId = 1;
    std::string m_selector;
    std::optional<GeometryProfile> m_profile; ///< set by setProfile; else the remote device's own
    GeometryProfile m_deviceProfile;
    LastTrace m_lastTrace; ///< the prediction beside a measurement
};

} // namespace coalesce::ui
