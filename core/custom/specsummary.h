// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A user's kernel described in one paragraph, as the lesson panel, the CLI's lesson listing and result files
// show a built-in lesson's summary: its file and kernel, the launch, the buffers, the swept parameter and how
// its outputs are checked.
#include "core/custom/kernelspec.h"

#include <string>

namespace coalesce::custom {

/// "Your kernel copy.cl (kernel copy). Launch: 1-D, global N, local 64. Buffers: in (global float × N, random),
/// out (global float × N, output). Sweeps n (1..64:*2). Outputs checked against the same kernel on PoCL
/// (floats within 1e-05)."
std::string specSummary(const KernelSpec& spec, const std::string& fileName);

} // namespace coalesce::custom
