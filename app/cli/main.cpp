// SPDX-License-Identifier: GPL-3.0-or-later
// coalesce-cli: devices, info, lessons, run, sweep and trace from the command line. Docs: docs/CLI.md.
#include "app/cli/clicommon.h"
#include "app/cli/commands.h"
#include "app/cli/tracecommand.h"
#include "core/devices.h"

#include "coalesce_version.h"

#include <spdlog/spdlog.h>

#include <iostream>
#include <string>

int main(int argc, char** argv)
{
    using namespace coalesce::cli;
    coalesce::prepareOpenClEnvironment(); // before any thread starts
    setupLogging();

    CLI::App app{"coalesce-cli " COALESCE_VERSION
                 " - see and measure GPU memory behaviour with real OpenCL kernels",
                 "coalesce-cli"};
    app.set_version_flag("-v,--version", "coalesce-cli " COALESCE_VERSION); // -v: --version, as in coalesce
    app.require_subcommand(1);
    app.fallthrough(); // global flags also after the subcommand: `coalesce-cli run LESSON --verbose`
    app.add_flag_callback(
        "--verbose",
        [] {
            setVerbose(true);
            spdlog::set_level(spdlog::level::debug);
        },
        "Log debug messages and error details");
    app.footer(
        "Exit codes: 0 ok, 2 bad usage, parameter or output file, 3 OpenCL or device error, 4 validation "
        "failure, 130 cancelled.\nThe device may also be chosen with the COALESCE_DEVICE environment "
        "variable.");

    int exitCode = 0;
    setupDeviceCommands(app, exitCode);
    setupLessonsCommand(app, exitCode);
    setupRunCommands(app, exitCode);
    setupTraceCommand(app, exitCode);
    setupKernelCommand(app, exitCode);
    setupProbeCommand(app, exitCode);
    setupServeCommand(app, exitCode);

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        // One line, like every other error: what was wrong, and where to look.
        std::string message = e.what();
        if (app.get_subcommands().empty() && argc > 1 && argv[1][0] != '-') {
            message = "unknown command \"" + std::string(argv[1]) + "\": commands are";
            for (const auto* sub : app.get_subcommands({}))
                message += " " + sub->get_name();
        }
        std::cerr << "coalesce-cli: error: " << message << " (see coalesce-cli --help)\n";
        return kExitUsage;
    }
    // Output lost on stdout (`--json > /dev/full`, a closed pipe) is a failure, never a silent success.
    try {
        checkStdout();
    } catch (const coalesce::Error& e) {
        if (exitCode == kExitOk)
            exitCode = reportError(e);
    }
    return exitCode;
}
