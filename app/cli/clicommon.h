// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared pieces of coalesce-cli's commands: opening a device from a selector, turning an error into a one-line
// message and an exit code, Ctrl-C handling, option parsing and number formatting.
#include "core/context.h"
#include "core/errors.h"
#include "core/measure.h"
#include "core/sweepfit.h"
#include "core/units.h"

#include <CLI/CLI.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace coalesce::cli {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 2;
/// "schema_version" of the JSON that devices, info, lessons and trace print (docs/CLI.md); run and sweep print
/// result files, which carry their own (kResultSchemaVersion). Raised when a key is removed or changes meaning.
constexpr int kJsonSchemaVersion = 1;

/// Prints "coalesce-cli: error: <message>" (one line) to stderr, then what helps: the build log for build
/// errors, the install hint for "no platform", details of other errors with --verbose. Returns the exit code.
int reportError(const std::exception& error);

/// Runs a command body; any exception becomes reportError's exit code. Use inside subcommand callbacks.
int guarded(const std::function<int()>& body);

/// Scans the platforms and opens the selected device ("" = COALESCE_DEVICE, else the first GPU, else the first
/// device). Throws Error(NoPlatform / InvalidParameter / OpenCL).
std::unique_ptr<DeviceContext> openDevice(const std::string& selector);

/// Checks a --profile "key=value,..." text against the generic profile (before any device is opened).
void checkProfileSpec(const std::string& spec);
/// Applies --profile overrides to an opened device's profile.
void applyProfileSpec(DeviceContext& device, const std::string& spec);

/// The process-wide cancel token, set by SIGINT, SIGTERM or SIGHUP once installCancelHandler() ran (install it
/// before any device work: the signals are blocked in every thread and taken by one sigwait() thread, so an
/// early signal is not lost and no driver call sees EINTR). A second signal ends the process (exit 128 +
/// signal).
CancelToken& cancelToken();
void installCancelHandler();
/// 128 + the signal that cancelled (130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP).
int cancelledExitCode();

bool stderrIsTerminal();
/// spdlog to stderr (so --json output on stdout stays clean), warnings and errors only until --verbose.
void setupLogging();
/// Set by --verbose: details of errors are printed, spdlog logs debug messages.
void setVerbose(bool verbose);
bool verbose();

// Formatting for humans: "1.23 ms", "16 MiB", "123.4 GB/s".
std::string formatNs(double ns);
// formatBytes: core/units.h
std::string formatGBs(double gbs);

/// A typed whole-number option in [min, max]: "--budget-ms: expected a whole number from 1 to 600000, got
/// \"soon\"".
CLI::Validator wholeNumber(int64_t min, int64_t max);
/// A CLI11 check that refuses an empty value (`--out ""` is a mistake, not "no file").
CLI::Validator nonEmpty();

/// Flushes stdout; Error(Io) when anything printed there was lost (a full disk, a closed pipe).
void checkStdout();

/// Adds the shared --device option (falls back to COALESCE_DEVICE).
CLI::Option* addDeviceOption(CLI::App& command, std::string& selector);

/// fitDefaultSweep (core/sweepfit.h), saying on stderr which values it left out and why.
SweepRange fitDefaultSweepNoted(const Lesson& lesson, const SweepRange& range, const ParamSet& fixed);

} // namespace coalesce::cli
