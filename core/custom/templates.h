// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Starting points for a new kernel: the templates of kernels/templates/ (a .cl and its spec, embedded at build
// time) and a skeleton spec for a built-in lesson's kernel file ("Copy to my kernels").
#include "core/custom/kernelspec.h"

#include <string>
#include <vector>

namespace coalesce::custom {

struct KernelTemplate {
    std::string id;     ///< "read_1d" (the file is template_read_1d.cl)
    std::string title;  ///< the spec's title
    std::string source; ///< the .cl text
    std::string spec;   ///< the spec's JSON text
};

/// Every embedded template, by id: read_1d, tile_2d, local_exchange.
const std::vector<KernelTemplate>& kernelTemplates();

/// The kernel names (`__kernel void NAME(`) of an OpenCL C source, in order (comments skipped).
std::vector<std::string> kernelNames(const std::string& source);

} // namespace coalesce::custom
