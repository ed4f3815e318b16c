// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// coalesce-cli's subcommands. Each setup function registers one group on the app; its callbacks store the
// process exit code in exitCode.
#include <CLI/CLI.hpp>

namespace coalesce::cli {

void setupDeviceCommands(CLI::App& app, int& exitCode); ///< devices, info
void setupLessonsCommand(CLI::App& app, int& exitCode); ///< lessons
void setupRunCommands(CLI::App& app, int& exitCode);    ///< run, sweep
void setupKernelCommand(CLI::App& app, int& exitCode);  ///< kernel check|trace|run|sweep (kernelcommand.cpp)
void setupProbeCommand(CLI::App& app, int& exitCode);   ///< probe (probecommand.cpp)
void setupServeCommand(CLI::App& app, int& exitCode);   ///< serve (app/cli/servecommand.cpp)

} // namespace coalesce::cli
