// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// JSON type used by core: insertion-ordered so result files and `info --json` read in a sensible order.
#include <nlohmann/json.hpp>

namespace coalesce {
using Json = nlohmann::ordered_json;
}
