// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Byte counts as text, one helper for core and the CLI (the GUI uses QLocale::formattedDataSize).
#include <cstdint>
#include <string>

namespace coalesce {

enum class ByteStyle {
    Rounded, ///< tables and reports: "1.50 MiB", "512 MiB", "100 B" (two decimals unless whole)
    /// messages about limits: "512 MiB" when whole, else "1234 bytes", from 1 MiB up with the rounded size
    /// beside it: "1940991 bytes (1.85 MiB)"
    Exact,
};

/// Binary units (KiB, MiB, GiB, TiB).
std::string formatBytes(uint64_t bytes, ByteStyle style = ByteStyle::Rounded);

} // namespace coalesce
