// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `coalesce-cli trace`: runs a lesson kernel in trace mode and shows the requests the models make of it.
#include <CLI/CLI.hpp>

namespace coalesce::cli {

/// Registers the `trace` subcommand on app; its callback stores the process exit code in exitCode.
void setupTraceCommand(CLI::App& app, int& exitCode);

} // namespace coalesce::cli
