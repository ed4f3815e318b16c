// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sessionsettings.h"

#include <QSettings>
#include <QStandardPaths>
#include <QStringList>

namespace coalesce::ui {

namespace {
const char* kDevicePlatform = "session/devicePlatform";
const char* kDeviceName = "session/deviceName";
const char* kDeviceHost = "session/deviceHost"; // the SSH destination of a remote device
const char* kPercentOfPeak = "chart/percentOfPeak";
const char* kOverlayModels = "chart/overlayModels";
const char* kLegacyDevice = "session/device"; // "P:D", written before 0.2
const char* kLesson = "session/lesson";
const char* kGeometry = "window/geometry";
const char* kState = "window/state";
const char* kPlanFolder = "plans/lastFolder";

QString paramsKey(const QString& lesson)
{
    return QStringLiteral("params/") + lesson;
}
} // namespace

QString SessionSettings::findDevice(const std::vector<DeviceChoice>& devices, const QString& platform,
                                    const QString& name)
{
    for (const DeviceChoice& d : devices)
        if (QString::fromStdString(d.platform) == platform && QString::fromStdString(d.name) == name)
            return QString::fromStdString(d.selector);
    return {};
}

QString SessionSettings::savedDevice(const ScanResult& scan)
{
    QSettings settings;
    if (!settings.value(QLatin1String(kDeviceHost)).toString().isEmpty())
        return {}; // a remote device: opened when its host has been listed
    const QString name = settings.value(QLatin1String(kDeviceName)).toString();
    if (!name.isEmpty())
        return findDevice(scan.devices, settings.value(QLatin1String(kDevicePlatform)).toString(), name);
    QString legacy = settings.value(QLatin1String(kLegacyDevice)).toString();
    for (const DeviceChoice& d : scan.devices)
        if (!legacy.isEmpty() && QString::fromStdString(d.selector) == legacy)
            return legacy;
    return {};
}

void SessionSettings::saveDevice(const DeviceChoice& device, const QString& host)
{
    QSettings settings;
    if (host.isEmpty())
        settings.remove(QLatin1String(kDeviceHost));
    else
        settings.setValue(QLatin1String(kDeviceHost), host);
    settings.setValue(QLatin1String(kDevicePlatform), QString::fromStdString(device.platform));
    settings.setValue(QLatin1String(kDeviceName), QString::fromStdString(device.name));
    settings.remove(QLatin1String(kLegacyDevice));
}

SessionSettings::RemoteChoice SessionSettings::savedRemoteDevice()
{
    QSettings settings;
    RemoteChoice out;
    out.host = settings.value(QLatin1String(kDeviceHost)).toString();
    if (out.host.isEmpty())
        return {};
    out.platform = settings.value(QLatin1String(kDevicePlatform)).toString();
    out.name = settings.value(QLatin1String(kDeviceName)).toString();
    return out;
}

bool SessionSettings::percentOfPeak()
{
    return QSettings().value(QLatin1String(kPercentOfPeak), false).toBool();
}

void SessionSettings::savePercentOfPeak(bool on)
{
    QSettings().setValue(QLatin1String(kPercentOfPeak), on);
}

bool SessionSettings::overlayModels()
{
    return QSettings().value(QLatin1String(kOverlayModels), true).toBool();
}

void SessionSettings::saveOverlayModels(bool on)
{
    QSettings().setValue(QLatin1String(kOverlayModels), on);
}

QString SessionSettings::savedLesson()
{
    return QSettings().value(QLatin1String(kLesson)).toString();
}

void SessionSettings::saveLesson(const std::string& lesson, const ParamSet& params)
{
    const QString id = QString::fromStdString(lesson);
    QStringList assignments;
    for (const auto& [name, value] : params.values())
        assignments << QString::fromStdString(name + "=" + value);
    QSettings settings;
    settings.setValue(QLatin1String(kLesson), id);
    settings.setValue(paramsKey(id), assignments);
}

std::vector<std::string> SessionSettings::savedParams(const QString& lesson)
{
    std::vector<std::string> out;
    for (const QString& a : QSettings().value(paramsKey(lesson)).toStringList())
        out.push_back(a.toStdString());
    return out;
}

QByteArray SessionSettings::windowGeometry()
{
    return QSettings().value(QLatin1String(kGeometry)).toByteArray();
}

QByteArray SessionSettings::windowState()
{
    return QSettings().value(QLatin1String(kState)).toByteArray();
}

void SessionSettings::saveWindow(const QByteArray& geometry, const QByteArray& state)
{
    QSettings settings;
    settings.setValue(QLatin1String(kGeometry), geometry);
    settings.setValue(QLatin1String(kState), state);
}

QString SessionSettings::planFolder()
{
    return QSettings()
        .value(QLatin1String(kPlanFolder), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
        .toString();
}

void SessionSettings::savePlanFolder(const QString& folder)
{
    QSettings().setValue(QLatin1String(kPlanFolder), folder);
}

} // namespace coalesce::ui
