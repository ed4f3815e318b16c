// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The engine side of the serve protocol (docs/PROTOCOL.md): reads request lines, answers the quick ones (hello,
// devices, lessons, cancel) at once and queues device work (info, profile, trace, run, sweep) on one worker
// thread per device, so a cancel is read while a sweep runs and two devices work side by side. Replies and
// events go out through one writer, a whole line at a time. It runs only what the protocol names: no shell, no
// file access. No Qt.
#include "core/json.h"

#include <functional>
#include <memory>
#include <string>

namespace coalesce::remote {

class Server {
public:
    /// Writes one protocol line (no newline); returns false once the output is gone (the client hung up).
    using LineWriter = std::function<bool(const std::string& line)>;

    Server(int inputFd, LineWriter write);
    ~Server();
    Server(const Server&) = delete;
    Server& operator=(const Server&) = delete;

    /// Serves until the input ends (pending requests are still answered) or the output is gone (pending
    /// requests are cancelled); returns when every worker has stopped.
    void run();

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

} // namespace coalesce::remote
