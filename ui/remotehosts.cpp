// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/remotehosts.h"

#include <QCoreApplication>
#include <QSettings>

namespace coalesce::ui {

namespace {
const char* const kContext = "RemoteHosts";
} // namespace

QString checkDestination(const QString& destination)
{
    if (destination.trimmed().isEmpty())
        return QCoreApplication::translate(kContext, "Enter an SSH destination, e.g. user@gpu-box or an alias "
                                                     "from ~/.ssh/config.");
    for (const QChar c : destination)
        if (c.isSpace() || c.category() == QChar::Other_Control)
            return QCoreApplication::translate(kContext, "An SSH destination has no spaces or control "
                                                         "characters.");
    if (destination.startsWith(QLatin1Char('-')))
        return QCoreApplication::translate(kContext, "An SSH destination cannot start with \"-\".");
    if (destination.contains(QLatin1Char('/')) && !destination.startsWith(QLatin1String("ssh://")))
        return QCoreApplication::translate(kContext, "An SSH destination has no \"/\" (except an ssh:// "
                                                     "address).");
    return {};
}

QString checkBinary(const QString& binary)
{
    for (const QChar c : binary)
        if (c.category() == QChar::Other_Control)
            return QCoreApplication::translate(kContext, "The remote program's path has no control "
                                                         "characters.");
    return {};
}

std::vector<RemoteHost> RemoteHostSettings::load()
{
    QSettings settings;
    std::vector<RemoteHost> hosts;
    const int n = settings.beginReadArray(QStringLiteral("remote/hosts"));
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        RemoteHost h{settings.value(QStringLiteral("destination")).toString(),
                     settings.value(QStringLiteral("binary")).toString()};
        if (checkDestination(h.destination).isEmpty() && checkBinary(h.binary).isEmpty())
            hosts.push_back(h); // a hand-edited, broken entry is skipped, not an error
    }
    settings.endArray();
    return hosts;
}

void RemoteHostSettings::save(const std::vector<RemoteHost>& hosts)
{
    QSettings settings;
    settings.beginWriteArray(QStringLiteral("remote/hosts"), int(hosts.size()));
    for (int i = 0; i < int(hosts.size()); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("destination"), hosts[size_t(i)].destination);
        settings.setValue(QStringLiteral("binary"), hosts[size_t(i)].binary);
    }
    settings.endArray();
}

} // namespace coalesce::ui
