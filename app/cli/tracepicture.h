// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Terminal pictures of one modelled request for `coalesce-cli trace`, at most 80 columns wide: the bank grid
// of a local request, the segment row of a global request, the distinct addresses of a constant request.
#include "core/models.h"

#include <string>

namespace coalesce::cli {

/// The picture of `request` (already modelled with `geometry`), ending with a newline.
std::string drawRequest(const Request& request, const ModelGeometry& geometry);

/// Words joined by spaces after `prefix`, broken into lines of at most `width` columns (continuation lines
/// indented by the prefix's width); ends with a newline.
std::string wrapWords(const std::string& prefix, const std::vector<std::string>& words, size_t width = 80);
/// The same for a text: its words are what spaces separate.
std::string wrapText(const std::string& prefix, const std::string& text, size_t width = 80);

/// "0-7,9,11-12": sorted values as ranges, cut to about maxChars with "...".
std::string compactRanges(std::vector<uint32_t> values, size_t maxChars = 30);

} // namespace coalesce::cli
