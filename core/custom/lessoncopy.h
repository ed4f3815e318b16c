// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Copy to my kernels": a built-in lesson's kernel file as a user's kernel, with a spec. For the lessons of
// kernels/global_read.cl (global.stride, global.offset, global.vector) the spec reproduces the lesson's default
// configuration exactly: the same build options, buffers, arguments and launch for every stride, offset, work-
// group size and input size, so the copy measures what the lesson measures (scripts/gpu-custom-bench.sh). For
// the other lessons it is a skeleton read from the kernel's parameter list (its buffers and scalars in order)
// that builds and says what to adapt.
#include <optional>
#include <string>

namespace coalesce::custom {

struct KernelCopy {
    std::string fileName; ///< the embedded file, "global_read.cl"
    std::string source;   ///< its text
    std::string spec;     ///< the spec's JSON text (pretty)
    bool exact = false;   ///< the spec reproduces the lesson's default configuration
    std::string note;     ///< what to adapt, when not exact
};

/// The embedded kernel file of a lesson: the .cl whose opening comment names the lesson id; "" when none.
std::string lessonKernelFile(const std::string& lessonId);

/// The copy of a lesson; none when the lesson id is unknown or it has no kernel file.
std::optional<KernelCopy> lessonCopy(const std::string& lessonId);

} // namespace coalesce::custom
