// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Measured geometry kept per device: one JSON file per device (vendor, name, driver) in the user's config
// folder, written by `coalesce-cli probe` and the GUI's "Measure geometry", read whenever the device is opened
// (DeviceContext), so measured values are reused across runs. The file is the export format too.
// Folder: $COALESCE_MEASURED_DIR (empty: no store), else $XDG_CONFIG_HOME/coalesce/measured, else
// ~/.config/coalesce/measured.
#include "core/devices.h"
#include "core/geometry.h"
#include "core/json.h"

#include <string>

namespace coalesce {

/// The store folder, "" when there is none (COALESCE_MEASURED_DIR set empty, no HOME).
std::string measuredStoreDir();
/// The file of a device in the store ("" without a store): <dir>/<vendor>-<name>-<driver>.json, sanitised.
std::string measuredStorePath(const DeviceEntry& entry);

/// The measured part of a profile: every geometry key whose source is Measured, and every figure.
/// {"device": label, "driver": ..., "geometry": {key: {value, note}}, "figures": {key: {value, unit, method,
/// confidence}}}.
Json measuredToJson(const GeometryProfile& profile, const DeviceEntry& entry);
/// Applies measuredToJson's output to a profile (geometry keys become Measured values). Throws Error(Io) for
/// a malformed document; a value outside a key's range is skipped.
void applyMeasuredJson(const Json& json, GeometryProfile& profile);

/// Reads the device's stored measurement into `profile`, if there is one. A missing file changes nothing; a
/// broken one is logged and ignored (the table values stay). Returns whether anything was applied.
bool loadMeasured(const DeviceEntry& entry, GeometryProfile& profile);
/// Writes the measured part of `profile` to the device's file (atomically). Throws Error(Io); returns the path
/// ("" without a store).
std::string saveMeasured(const DeviceEntry& entry, const GeometryProfile& profile);

} // namespace coalesce
