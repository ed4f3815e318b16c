// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A `coalesce-cli serve` child process on pipes, for the protocol tests (test_serve*.cpp): send request lines,
// read reply lines with a deadline (a hang fails the test instead of blocking it), close stdin, wait for exit.
// Every stdout line must be a protocol message: a line that is not JSON with an "id" fails the test.
#include "core/json.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <poll.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace coalesce::servetest {

class ServeProcess {
public:
    explicit ServeProcess(const std::string& program = COALESCE_CLI_PATH)
    {
        std::signal(SIGPIPE, SIG_IGN);
        int in[2], out[2];
        if (::pipe(in) != 0 || ::pipe(out) != 0)
            throw std::runtime_error("pipe failed");
        m_pid = ::fork();
        if (m_pid == 0) {
            ::dup2(in[0], STDIN_FILENO);
            ::dup2(out[1], STDOUT_FILENO);
            ::close(in[0]);
            ::close(in[1]);
            ::close(out[0]);
            ::close(out[1]);
            ::execl(program.c_str(), program.c_str(), "serve", static_cast<char*>(nullptr));
            ::_exit(127);
        }
        ::close(in[0]);
        ::close(out[1]);
        m_in = in[1];
        m_out = out[0];
    }
    ~ServeProcess()
    {
        closeInput();
        if (m_pid > 0) {
            ::kill(m_pid, SIGKILL);
            ::waitpid(m_pid, nullptr, 0);
        }
        if (m_out >= 0)
            ::close(m_out);
    }

    bool sendLine(const std::string& line)
    {
        const std::string text = line + "\n";
        size_t done = 0;
        while (done < text.size()) {
            const ssize_t n = ::write(m_in, text.data() + done, text.size() - done);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return false;
            done += size_t(n);
        }
        return true;
    }
    bool send(const Json& message) { return sendLine(message.dump()); }
    Json request(const Json& id, const std::string& method, Json params = Json::object())
    {
        return Json{{"id", id}, {"method", method}, {"params", std::move(params)}};
    }

    /// The next stdout line as JSON; null Json on end of output or after `seconds` (the test then fails).
    Json next(double seconds = 60)
    {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
        for (;;) {
            const auto newline = m_buffer.find('\n');
            if (newline != std::string::npos) {
                const std::string line = m_buffer.substr(0, newline);
                m_buffer.erase(0, newline + 1);
                Json j;
                try {
                    j = Json::parse(line);
                } catch (const Json::exception&) {
                    ADD_FAILURE() << "stdout line is not JSON: " << line.substr(0, 200);
                    return Json();
                }
                EXPECT_TRUE(j.is_object() && j.contains("id")) << line.substr(0, 200);
                return j;
            }
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) {
                ADD_FAILURE() << "no reply from serve within " << seconds << " s";
                return Json();
            }
            pollfd p{m_out, POLLIN, 0};
            if (::poll(&p, 1, int(left.count())) <= 0)
                continue;
            char chunk[65536];
            const ssize_t n = ::read(m_out, chunk, sizeof chunk);
            if (n <= 0)
                return Json(); // end of output
            m_buffer.append(chunk, size_t(n));
        }
    }
    /// The final reply to `id`, skipping events (counted in `events` when given).
    Json replyTo(const Json& id, std::vector<Json>* events = nullptr, double seconds = 60)
    {
        for (;;) {
            Json j = next(seconds);
            if (j.is_null())
                return j;
            if (j.contains("event")) {
                if (events && j["id"] == id)
                    events->push_back(j);
                continue;
            }
            if (j["id"] == id)
                return j;
        }
    }
    Json call(const Json& id, const std::string& method, Json params = Json::object())
    {
        send(request(id, method, std::move(params)));
        return replyTo(id);
    }

    void closeInput()
    {
        if (m_in >= 0)
            ::close(m_in);
        m_in = -1;
    }
    /// Exit code after closing stdin; -1 when it did not end within `seconds` (then it is killed).
    int waitExit(double seconds = 30)
    {
        closeInput();
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
        while (std::chrono::steady_clock::now() < deadline) {
            int status = 0;
            const pid_t r = ::waitpid(m_pid, &status, WNOHANG);
            if (r == m_pid) {
                m_pid = -1;
                return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            }
            ::usleep(20000);
        }
        return -1;
    }
    pid_t pid() const { return m_pid; }

private:
    pid_t m_pid = -1;
    int m_in = -1;
    int m_out = -1;
    std::string m_buffer;
};

} // namespace coalesce::servetest
