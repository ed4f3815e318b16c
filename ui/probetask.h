// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Measure geometry" as a backend task (issue 11): the probes of core/probes/ run on the worker thread on the
// open device, report which probe runs (n of m), and on success their decided values enter the device's profile
// with source "measured" and are kept in the per-device store (core/geometrystore.h), exactly as
// `coalesce-cli probe` does. A cancelled or failed run stores nothing: the previous measured values stay.
#include "core/probes/probe.h"
#include "ui/backend.h"

#include <string>
#include <vector>

namespace coalesce {
struct DeviceEntry;
} // namespace coalesce

namespace coalesce::ui {

/// Which probes to run (all when `only` is empty) and how long to time them.
struct ProbeRequest {
    std::vector<std::string> only;
    ProbeOptions options;
};

/// What a probe run found, after its values were applied and stored.
struct ProbeRun {
    std::string device;               ///< the device's label
    std::vector<ProbeResult> results; ///< every probe's values (decided or with the reason), methods, curves
    GeometryProfile profile;          ///< the device's profile with the decided values as "measured"
    std::vector<std::string> set;     ///< the keys the run set
    std::string stored;               ///< the store file written, "" when none (no store, nothing decided)
    Json measured;                    ///< the export: the store's document plus "probes" (each with its curves)
};

/// Applies the decided values of `run.results` to `run.profile` (applyProbeResults), keeps them in the store
/// (saveMeasured) and fills run.set, run.stored and run.measured. Throws Error(Io) when the store cannot be
/// written.
void finishProbeRun(ProbeRun& run, const DeviceEntry& entry);

/// Names of every probe (probeList()), for the fake backend and the panel.
std::vector<std::string> probeNames();

} // namespace coalesce::ui
