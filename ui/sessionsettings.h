// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the application remembers between runs (QSettings): the device, by its platform and device name (the
// "P:D" index changes when a platform is installed or removed), the lesson and each lesson's parameters, the
// window's geometry and dock layout, the folder of the last lesson plan. A device that is no longer there is
// not an error: the default device opens instead.
#include "ui/backend.h"

#include <QByteArray>
#include <QString>

#include <string>
#include <vector>

namespace coalesce::ui {

class SessionSettings {
public:
    /// The selector of the saved device in `scan`, found by platform and device name (an older setting that
    /// saved only the "P:D" index is used while that index is in the scan). Empty when there is no saved
    /// device or it is not in the scan: the backend then opens its default device.
    /// A device saved on a remote host gives an empty selector here: it opens once that host has listed its
    /// devices (RemoteDevices, savedRemoteDevice).
    static QString savedDevice(const ScanResult& scan);
    /// `host`: the SSH destination of a remote device (empty: a device of this machine).
    static void saveDevice(const DeviceChoice& device, const QString& host = QString());
    /// The saved device when it is on a remote host: {host, platform, device name}; empty host: none.
    struct RemoteChoice {
        QString host;
        QString platform;
        QString name;
    };
    static RemoteChoice savedRemoteDevice();
    /// The device among `devices` with this platform and device name; empty when none is.
    static QString findDevice(const std::vector<DeviceChoice>& devices, const QString& platform,
                              const QString& name);

    static QString savedLesson();
    static void saveLesson(const std::string& lesson, const ParamSet& params);
    /// The "name=value" assignments saved for `lesson` (empty when none).
    static std::vector<std::string> savedParams(const QString& lesson);

    static QByteArray windowGeometry();
    static QByteArray windowState();
    static void saveWindow(const QByteArray& geometry, const QByteArray& state);

    /// The folder the last lesson plan was opened from (the Documents folder before the first).
    static QString planFolder();
    static void savePlanFolder(const QString& folder);

    /// The chart's "% of each device's peak" axis (View menu), kept between runs.
    static bool percentOfPeak();
    static void savePercentOfPeak(bool on);
    /// The chart's "Overlays' models" (View menu), kept between runs; on by default.
    static bool overlayModels();
    static void saveOverlayModels(bool on);
};

} // namespace coalesce::ui
