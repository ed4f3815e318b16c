// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `coalesce-cli run|sweep LESSON --device A --device B`: the same lesson and parameters on several devices,
// concurrently where they are different hardware and in turn where they share it (core/comparison.h); one
// result file with every device's series (docs/RESULTS.md, schema 2).
#include "core/lesson.h"
#include "core/measure.h"
#include "core/params.h"

#include <string>
#include <vector>

namespace coalesce::cli {

struct MultiDeviceRun {
    const Lesson* lesson = nullptr;
    std::vector<std::string> sets; ///< --set name=value
    std::string profile;           ///< --profile overrides, applied to every device
    SweepRange range;              ///< empty param: `run`
    MeasureOptions options;
    bool predict = true;
    bool json = false;
    std::string out;
    std::string csv;
    bool defaultSweep = false; ///< range is the lesson's default: fitted to the first device's parameters
};

/// Runs on every selected device and writes the outputs; returns the exit code (throws Error like `run`).
int runOnDevices(const std::vector<std::string>& selectors, const MultiDeviceRun& job);

} // namespace coalesce::cli
