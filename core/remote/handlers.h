// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The serve protocol's device methods (info, profile, trace, run, sweep, probe), each run by the device's
// worker thread on its DeviceContext. Parameters and results are the JSON of docs/PROTOCOL.md; errors are
// thrown as coalesce::Error and become error replies.
#include "core/geometry.h"
#include "core/json.h"
#include "core/measure.h"

#include <functional>
#include <string>

namespace coalesce {
class DeviceContext;
}

namespace coalesce::remote {

/// Sends an event {"id", "event": name, ...fields} for the request being handled.
using EventFn = std::function<void(const std::string& name, Json fields)>;

/// `probe` (probehandler.cpp): the report of `coalesce-cli probe --json`, with progress events.
Json probeResult(DeviceContext& device, const Json& params, const CancelToken& cancel, const EventFn& event);

/// True for the methods handled here.
bool isDeviceMethod(const std::string& method);

/// Runs one device method. `baseProfile` is the device's own profile; the request's "profile" (a whole
/// profile) or "overrides" ("key=value,...") apply to it for this request only.
Json handleDeviceMethod(const std::string& method, const Json& params, DeviceContext& device,
                        const GeometryProfile& baseProfile, const CancelToken& cancel, const EventFn& event);

} // namespace coalesce::remote
