#include "app/cli/tracecommand.h"

#include <iostream>

namespace coalesce::cli {

// Placeholder until the trace command lands (issue 3): registers the subcommand and refuses to run.
void setupTraceCommand(CLI::App& app, int& exitCode)
{
    auto* cmd = app.add_subcommand("trace", "Trace a lesson kernel's accesses and model them");
    cmd->allow_extras();
    cmd->callback([&exitCode] {
        std::cerr << "coalesce-cli: trace is not available in this build\n";
        exitCode = 2;
    });
}

} // namespace coalesce::cli
