// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The remote hosts a user added: an SSH destination (user@host, or an alias of ~/.ssh/config) and optionally
// the path of coalesce-cli there. Remembered in QSettings by destination; no password, key or passphrase is
// ever asked for or stored (the system's OpenSSH client uses the user's own keys and agent).
#include <QString>

#include <vector>

namespace coalesce::ui {

struct RemoteHost {
    QString destination;
    QString binary; ///< empty: "coalesce-cli" on the remote PATH
    bool operator==(const RemoteHost& other) const
    {
        return destination == other.destination && binary == other.binary;
    }
};

/// Why a destination cannot be used (a translated sentence), or empty when it can.
QString checkDestination(const QString& destination);
/// Why a remote binary path cannot be used, or empty when it can (empty means the default).
QString checkBinary(const QString& binary);

class RemoteHostSettings {
public:
    static std::vector<RemoteHost> load();
    static void save(const std::vector<RemoteHost>& hosts);
};

} // namespace coalesce::ui
