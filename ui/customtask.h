// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The user's own kernel as a backend task (issue 13). The editor hands the kernel's text and spec to the
// controller as a value; on the worker thread the backend builds it on the open device and runs the checked
// launch (every access bounds-tested); when the launch is clean the backend keeps the kernel as a lesson of its
// own, so trace, measure and sweep take its id like a built-in lesson's and the pattern view, the chart and the
// results table show it without knowing it is not built in. A launch that hangs is waited for with the spec's
// time limit and the request's cancel token: abandoning it frees the worker at once, and the device context
// the kernel may still run on is left behind (releasing it would wait for the kernel) and opened again.
#include "ui/backend.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace coalesce::custom {
class CustomKernel;
} // namespace coalesce::custom

namespace coalesce::ui {

/// A kernel as the editor has it: the text of FILE.cl and of its spec.
struct CustomKernelText {
    std::string source;
    std::string spec;               ///< the spec's JSON text (docs/KERNELS.md)
    std::string name = "kernel.cl"; ///< the file's name, in messages and the build log
    std::string dir = ".";          ///< the folder init, expected and reference files are relative to
    bool operator==(const CustomKernelText& o) const
    {
        return source == o.source && spec == o.spec && name == o.name && dir == o.dir;
    }
};

/// What the checked launch on the open device found.
struct CustomCheck {
    LessonEntry entry;  ///< the kernel as a lesson (id "custom.<kernel>")
    std::string device; ///< the device's label
    uint64_t violationCount = 0;
    std::vector<std::string> violations;  ///< "work-item (3,0,0) step 2 line 14: read in at byte ..."
    std::vector<uint32_t> violationLines; ///< the source line of each listed violation
    size_t tracedAccesses = 0;
    uint32_t tracedGroups = 0;
    uint64_t bytesRead = 0;
    uint64_t bytesWritten = 0;
    bool bytesExact = false;
    bool passed() const { return violationCount == 0; }
};

/// The kernel of a text (Error(InvalidParameter) naming the key when the spec is wrong).
std::shared_ptr<custom::CustomKernel> makeCustomKernel(const CustomKernelText& text);

/// Builds the kernel (Error(Build) with the log) and runs its checked launch on `device` with its default
/// parameters; `cancel` ends the wait for the launch with Error(Cancelled).
CustomCheck checkCustomKernel(DeviceContext& device, custom::CustomKernel& kernel, const CancelToken& cancel);

/// True when after this error the device may still be running the kernel (cancelled, or past its time limit):
/// its context must be left behind rather than released.
bool leavesKernelRunning(const Error& error);

/// True for the id of a user's kernel ("custom.NAME").
bool isCustomLesson(const std::string& id);

/// The kernel's text recorded in a result file of a user's kernel (core/custom/customresult.h); none for a
/// lesson's file or a file without the record. Error(Io) when the record is malformed.
std::optional<CustomKernelText> customKernelOfResult(const std::string& path, const ResultFile& file);

} // namespace coalesce::ui
