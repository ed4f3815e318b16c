// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The program text of a user's kernel: kernels/access.h, in a checked build a prelude that bounds-checks every
// access macro, then the user's file under `#line 1` so the build log and __LINE__ count the user's lines.
// Also reads compiler messages out of a build log (for the editor's links and the CLI).
#include "core/custom/resolved.h"

#include <string>
#include <vector>

namespace coalesce::custom {

/// Pattern records are kept for the first `traceGroups` work-groups; violations for every work-item, at most
/// this many stored (all are counted).
constexpr uint32_t kViolationCapacity = 256;

/// access.h + (checked ? the checking prelude for `resolved` : nothing) + `#line 1 "<name>"` + source.
std::string programText(const std::string& source, const std::string& name, const Resolved* checked,
                        uint32_t traceGroups);

struct BuildMessage {
    int line = 0;
    int column = 0;
    std::string severity; ///< "error", "warning", "note"
    std::string text;
};
/// Messages of the user's file ("<name>:12:5: error: ..."); lines of other files are left out.
std::vector<BuildMessage> parseBuildLog(const std::string& log, const std::string& name);
/// A file name safe inside a #line directive.
std::string lineName(const std::string& name);

} // namespace coalesce::custom
