// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Limits a result file read back must keep (documented in docs/RESULTS.md), so that a crafted or damaged file
// is refused with a message naming the limit before it can exhaust the stack, the memory or the chart: file
// size, nesting depth, string lengths, point count, numbers.
#include <cstdint>
#include <string>

namespace coalesce {

constexpr uint64_t kMaxResultFileBytes = uint64_t(64) << 20; ///< 64 MiB (a 4096-point sweep is ~8 MiB)
constexpr int kMaxResultDepth = 64;                          ///< nesting of objects and arrays (files use < 10)
constexpr size_t kMaxResultString = size_t(1) << 20;         ///< any string: 1 MiB
constexpr size_t kMaxResultName = 256;    ///< names: device, vendor, lesson, parameters and their values
constexpr size_t kMaxResultPoints = 4096; ///< the sweep limit
constexpr double kMaxResultNumber = 1e18; ///< times (ns), bandwidths, counts: finite, at most this
constexpr int64_t kMaxResultInteger = int64_t(1) << 53; ///< parameter values: exact as a double

/// Checks the raw text before it is parsed: size, nesting depth (counted outside strings, so the parser and
/// the destructor never recurse deeper) and string lengths. Throws Error(Io) naming the limit; `what` names the
/// file in the message.
void checkResultText(const std::string& text, const std::string& what);

} // namespace coalesce
