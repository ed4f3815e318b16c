// SPDX-License-Identifier: GPL-3.0-or-later
// Byte counts as text (see units.h).
#include "core/units.h"

#include <cmath>
#include <cstdio>

namespace coalesce {

namespace {

constexpr const char* kUnits[] = {"B", "KiB", "MiB", "GiB", "TiB"};

std::string rounded(uint64_t bytes)
{
    double value = double(bytes);
    int unit = 0;
    while (value >= 1024 && unit < 4) {
        value /= 1024;
        ++unit;
    }
    if (unit == 0)
        return std::to_string(bytes) + " B";
    const bool whole = std::abs(value - std::round(value)) < 1e-9;
    char text[64];
    std::snprintf(text, sizeof text, "%.*f %s", whole ? 0 : 2, value, kUnits[unit]);
    return text;
}

std::string exact(uint64_t bytes)
{
    for (int i = 3; i >= 1; --i) {
        const uint64_t unit = uint64_t(1) << (10 * i);
        if (bytes >= unit && bytes % unit == 0)
            return std::to_string(bytes / unit) + " " + kUnits[i];
    }
    if (bytes >= (uint64_t(1) << 20))
        return std::to_string(bytes) + " bytes (" + rounded(bytes) + ")"; // 1940991 bytes (1.85 MiB)
    return std::to_string(bytes) + " bytes";
}

} // namespace

std::string formatBytes(uint64_t bytes, ByteStyle style)
{
    return style == ByteStyle::Exact ? exact(bytes) : rounded(bytes);
}

} // namespace coalesce
