// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Everything about a device that matters for memory, as clinfo would show it, plus vendor extension queries.
// Keys are snake_case after the CL constant (CL_DEVICE_LOCAL_MEM_SIZE -> "local_mem_size").
#include "core/cl.h"
#include "core/json.h"

#include <string>
#include <vector>

namespace coalesce {

struct InfoField {
    std::string key;   ///< "local_mem_size"
    Json value;        ///< number, string, bool or array
    std::string group; ///< "device", "memory", "local", "cache", "compute", "vectors", "vendor", ...
    std::string unit;  ///< "bytes", "MHz", "" ...
    std::string source = "queried";
};

/// Queries every field; a field the device does not support is left out (not an error).
std::vector<InfoField> queryDeviceInfo(const cl::Device& device);

/// Whether a space-separated extension list (CL_DEVICE_EXTENSIONS) names `name`.
bool hasExtension(const std::string& extensions, const std::string& name);

/// {"key": value, ...} in query order.
Json infoToJson(const std::vector<InfoField>& fields);

/// The value of a field, or nullptr Json if absent.
const Json& infoValue(const std::vector<InfoField>& fields, const std::string& key);

} // namespace coalesce
