// SPDX-License-Identifier: GPL-3.0-or-later
// `coalesce-cli devices` and `coalesce-cli info`.
#include "app/cli/clicommon.h"
#include "app/cli/commands.h"

#include "core/deviceinfo.h"
#include "core/devices.h"
#include "core/geometry.h"

#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>

namespace coalesce::cli {

namespace {

Json entryToJson(const DeviceEntry& e)
{
    return Json{{"index", std::to_string(e.platformIndex) + ":" + std::to_string(e.deviceIndex)},
                {"platform_index", e.platformIndex},
                {"device_index", e.deviceIndex},
                {"name", e.name},
                {"vendor", e.vendor},
                {"type", e.type},
                {"platform", e.platformName},
                {"platform_vendor", e.platformVendor},
                {"platform_version", e.platformVersion},
                {"device_version", e.deviceVersion},
                {"driver_version", e.driverVersion}};
}

// The default device, or nullptr when the scan is empty or COALESCE_DEVICE names nothing.
const DeviceEntry* defaultDevice(const DeviceScan& scan)
{
    try {
        return scan.devices.empty() ? nullptr : &selectDevice(scan, "");
    } catch (const Error&) {
        return nullptr;
    }
}

int devicesCommand(bool json)
{
    const DeviceScan scan = scanDevices();
    const DeviceEntry* chosen = defaultDevice(scan);
    if (json) {
        Json list = Json::array();
        for (const auto& d : scan.devices) {
            Json j = entryToJson(d);
            j["default"] = (&d == chosen);
            list.push_back(std::move(j));
        }
        Json out{{"schema_version", kJsonSchemaVersion},
                 {"devices", list},
                 {"problem", scan.problem.empty() ? Json(nullptr) : Json(scan.problem)}};
        std::cout << out.dump(2) << "\n";
        return kExitOk;
    }
    if (scan.devices.empty()) {
        // A normal state, not an error: say so and how to fix it.
        std::cout << (scan.problem.empty() ? "No OpenCL device found.\n" + noPlatformHelp() : scan.problem)
                  << "\n";
        return kExitOk;
    }
    for (const auto& d : scan.devices) {
        std::cout << (&d == chosen ? "* " : "  ") << d.label() << "  [" << d.type << "]";
        if (!d.vendor.empty())
            std::cout << "  " << d.vendor;
        if (!d.deviceVersion.empty())
            std::cout << ", " << d.deviceVersion;
        if (!d.driverVersion.empty())
            std::cout << ", driver " << d.driverVersion;
        std::cout << "\n";
    }
    std::cout
        << "(* = default; choose with --device SEL or COALESCE_DEVICE: a name substring, gpu, cpu or P:D)\n";
    return kExitOk;
}

std::string valueText(const InfoField& field)
{
    const Json& v = field.value;
    std::string text;
    if (v.is_string())
        text = v.get<std::string>();
    else if (v.is_boolean())
        text = v.get<bool>() ? "yes" : "no";
    else if (v.is_array()) {
        for (const auto& item : v)
            text += (text.empty() ? "" : ", ") + (item.is_string() ? item.get<std::string>() : item.dump());
    } else
        text = v.dump();
    if (field.unit == "bytes" && v.is_number_unsigned() && v.get<uint64_t>() >= 1024)
        return text + " (" + formatBytes(v.get<uint64_t>()) + ")";
    if (!field.unit.empty() && field.unit != "bytes")
        return text + " " + field.unit;
    if (field.unit == "bytes")
        return text + " B";
    return text;
}

int infoCommand(const std::string& selector, const std::string& profileSpec, bool json)
{
    checkProfileSpec(profileSpec);
    auto device = openDevice(selector);
    applyProfileSpec(*device, profileSpec);
    const auto& info = device->info();
    const GeometryProfile& profile = device->profile();
    if (json) {
        Json fields = Json::array();
        for (const auto& f : info)
            fields.push_back({{"key", f.key}, {"group", f.group}, {"unit", f.unit}, {"source", f.source}});
        Json out{{"schema_version", kJsonSchemaVersion},
                 {"device", entryToJson(device->entry())},
                 {"info", infoToJson(info)},
                 {"fields", fields},
                 {"profile", profileToJson(profile)},
                 {"buffer_limit", device->bufferLimit()}};
        std::cout << out.dump(2) << "\n";
        return kExitOk;
    }

    std::cout << device->entry().label() << "  [" << device->entry().type << "]\n";
    // Groups in the order the device info lists them.
    std::vector<std::string> groups;
    size_t width = 0;
    for (const auto& f : info) {
        if (std::find(groups.begin(), groups.end(), f.group) == groups.end())
            groups.push_back(f.group);
        width = std::max(width, f.key.size());
    }
    for (const auto& group : groups) {
        std::cout << "\n" << group << ":\n";
        for (const auto& f : info) {
            if (f.group != group)
                continue;
            std::cout << "  " << std::left << std::setw(int(width)) << f.key << "  " << valueText(f);
            if (f.source != "queried")
                std::cout << "  [" << f.source << "]";
            std::cout << "\n";
        }
    }
    std::cout << "\nlargest lesson buffer: " << formatBytes(device->bufferLimit())
              << " (min of max_mem_alloc_size and a quarter of global_mem_size)\n";

    std::cout << "\ngeometry profile" << (profile.family.empty() ? "" : " (" + profile.family + ")") << ":\n";
    for (const auto& key : geometryKeys()) {
        const GeometryValue& v = geometryField(profile, key);
        std::cout << "  " << std::left << std::setw(15) << key << std::right << std::setw(10) << v.value << "  "
                  << valueSourceName(v.source) << (v.note.empty() ? "" : ": " + v.note) << "\n";
    }
    return kExitOk;
}

} // namespace

void setupDeviceCommands(CLI::App& app, int& exitCode)
{
    struct Options {
        bool devicesJson = false;
        std::string selector;
        std::string profile;
        bool infoJson = false;
    };
    auto o = std::make_shared<Options>();

    auto* devices = app.add_subcommand("devices", "List every OpenCL platform and device");
    devices->add_flag("--json", o->devicesJson, "Print JSON");
    devices->callback([o, &exitCode] { exitCode = guarded([&] { return devicesCommand(o->devicesJson); }); });

    auto* info = app.add_subcommand("info", "Show a device's memory-related properties and geometry profile");
    addDeviceOption(*info, o->selector);
    info->add_option("--profile", o->profile, "Geometry overrides, e.g. banks=32,bank_width=4,segment=32");
    info->add_flag("--json", o->infoJson, "Print JSON");
    info->callback([o, &exitCode] {
        exitCode = guarded([&] { return infoCommand(o->selector, o->profile, o->infoJson); });
    });
}

} // namespace coalesce::cli
