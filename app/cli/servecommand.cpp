// SPDX-License-Identifier: GPL-3.0-or-later
// `coalesce-cli serve`: the JSON-lines protocol of docs/PROTOCOL.md on stdin/stdout, for the GUI's remote
// devices (`ssh HOST coalesce-cli serve`) and for scripts. stdout carries only protocol lines: it is moved to a
// private descriptor and descriptor 1 is pointed at stderr, so nothing else (a driver's printf) can break the
// stream. Logs go to stderr.
#include "app/cli/clicommon.h"
#include "app/cli/commands.h"

#include "core/remote/server.h"

#include <spdlog/spdlog.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace coalesce::cli {

namespace {

bool writeAll(int fd, const std::string& line)
{
    std::string text = line + "\n";
    size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += size_t(n);
    }
    return true;
}

int serveCommand()
{
    // A client that hangs up is an end of output (write fails with EPIPE), not a fatal signal.
    std::signal(SIGPIPE, SIG_IGN);
    std::fflush(stdout);
    const int protocolFd = ::fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
    if (protocolFd < 0 || ::dup2(STDERR_FILENO, STDOUT_FILENO) < 0)
        throw Error(ErrorKind::Io, "serve: cannot set up standard output");
    spdlog::info("serve: protocol on stdin/stdout; logs here");
    remote::Server server(STDIN_FILENO,
                          [protocolFd](const std::string& line) { return writeAll(protocolFd, line); });
    server.run();
    ::close(protocolFd);
    return kExitOk;
}

} // namespace

void setupServeCommand(CLI::App& app, int& exitCode)
{
    auto* serve = app.add_subcommand(
        "serve", "Answer JSON-lines requests on stdin/stdout (docs/PROTOCOL.md): for remote use over ssh");
    serve->callback([&exitCode] { exitCode = guarded([] { return serveCommand(); }); });
}

} // namespace coalesce::cli
