// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The values the serve protocol carries that no file format already defines: device entries, info fields,
// traces, request options. Written and read here only (docs/PROTOCOL.md names every field); readers throw
// Error(Io) naming the bad field, so a damaged or foreign reply is an error, never a crash.
#include "core/deviceinfo.h"
#include "core/devices.h"
#include "core/json.h"
#include "core/measure.h"
#include "core/params.h"
#include "core/trace.h"

#include <string>
#include <vector>

namespace coalesce::remote {

/// "P:D", the selector that names this entry on its own machine.
std::string entrySelector(const DeviceEntry& entry);
/// {"selector", "label", "name", "vendor", "type", "platform", "platform_vendor", "platform_version",
/// "device_version", "driver_version"}
Json entryToWire(const DeviceEntry& entry);

Json infoToWire(const std::vector<InfoField>& fields);
std::vector<InfoField> infoFromWire(const Json& json);

Json traceToWire(const Trace& trace);
Trace traceFromWire(const Json& json);

/// {"warmup", "budget_seconds", "min_reps", "max_reps"}, as in result files.
Json optionsToWire(const MeasureOptions& options);
/// Missing keys keep `defaults`; out-of-range values throw Error(InvalidParameter).
MeasureOptions optionsFromWire(const Json& json, MeasureOptions defaults);

/// {"name": value} with integers as numbers, as ParamSet::toJson without specs but typed.
Json paramsToWire(const ParamSet& params);
/// "name=value" assignments for applyParams; throws Error(InvalidParameter) for a non-object or a value that is
/// neither a string nor a whole number.
std::vector<std::string> assignmentsFromWire(const Json& json);
/// A ParamSet as sent (canonical text), for a client reading it back.
ParamSet paramsFromWire(const Json& json);

} // namespace coalesce::remote
