// SPDX-License-Identifier: GPL-3.0-or-later
// Shared pieces of coalesce-cli's commands.
#include "app/cli/clicommon.h"

#include "core/devices.h"
#include "core/geometry.h"
#include "core/params.h"

#include <spdlog/sinks/base_sink.h>
#include <spdlog/spdlog.h>

#include <atomic>
#include <mutex>
#include <pthread.h>
#include <thread>

#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <unistd.h>

namespace coalesce::cli {

namespace {

bool g_verbose = false;
CancelToken g_cancel;

std::atomic<int> g_signal{0};

// SIGINT, SIGTERM and SIGHUP all cancel: the running command stops between launches (and inside a long input
// fill), writes no file and leaves no temporary file. They are blocked in every thread and taken by one thread
// in sigwait(), so no OpenCL driver thread is ever interrupted by them (no EINTR inside PoCL) and nothing runs
// in a signal handler. A second signal ends the process at once.
void waitForSignals(sigset_t set)
{
    for (;;) {
        int sig = 0;
        if (::sigwait(&set, &sig) != 0)
            continue;
        if (g_cancel.cancelled())
            std::_Exit(128 + sig);
        g_signal = sig;
        g_cancel.cancel();
    }
}

std::string withoutFirstLine(const std::string& details, const std::string& message)
{
    if (details.compare(0, message.size(), message) == 0) {
        const auto newline = details.find('\n');
        return newline == std::string::npos ? std::string() : details.substr(newline + 1);
    }
    return details;
}

std::string fixed(double value, int digits)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
    return buffer;
}

// Log lines on stderr; on a terminal each first clears the progress line it would otherwise run into (the next
// progress update redraws it).
class StderrSink : public spdlog::sinks::base_sink<std::mutex> {
protected:
    void sink_it_(const spdlog::details::log_msg& msg) override
    {
        spdlog::memory_buf_t formatted;
        formatter_->format(msg, formatted);
        if (m_terminal)
            std::fputs("\r\033[K", stderr);
        std::fwrite(formatted.data(), 1, formatted.size(), stderr);
    }
    void flush_() override { std::fflush(stderr); }

private:
    bool m_terminal = stderrIsTerminal();
};

} // namespace

void setupLogging()
{
    auto logger = std::make_shared<spdlog::logger>("coalesce", std::make_shared<StderrSink>());
    spdlog::set_default_logger(logger);
    spdlog::set_pattern("coalesce-cli: %l: %v");
    spdlog::set_level(spdlog::level::warn);
}

int reportError(const std::exception& error)
{
    std::fflush(stdout);
    const auto* e = dynamic_cast<const Error*>(&error);
    std::string message = error.what();
    if (const auto newline = message.find('\n'); newline != std::string::npos)
        message = message.substr(0, newline);
    std::cerr << "coalesce-cli: error: " << message << "\n";
    if (!e)
        return 1;
    const std::string details = withoutFirstLine(e->details(), message);
    const bool show =
        !details.empty() && (e->kind() == ErrorKind::Build || e->kind() == ErrorKind::NoPlatform || g_verbose);
    if (show)
        std::cerr << details << (details.back() == '\n' ? "" : "\n");
    if (e->kind() == ErrorKind::Cancelled)
        return cancelledExitCode();
    return exitCodeFor(e->kind());
}

int guarded(const std::function<int()>& body)
{
    try {
        return body();
    } catch (const Error& e) {
        return reportError(e);
    } catch (const cl::Error& e) {
        return reportError(Error(ErrorKind::OpenCL,
                                 std::string("OpenCL call ") + e.what() + " failed: " + clErrorName(e.err())));
    } catch (const std::bad_alloc&) {
        return reportError(Error(ErrorKind::OpenCL, "out of host memory"));
    } catch (const std::exception& e) {
        std::cerr << "coalesce-cli: internal error: " << e.what() << "\n";
        return 1;
    }
}

std::unique_ptr<DeviceContext> openDevice(const std::string& selector)
{
    const DeviceScan scan = scanDevices();
    const DeviceEntry& entry = selectDevice(scan, selector);
    spdlog::debug("opening {}", entry.label());
    return std::make_unique<DeviceContext>(entry);
}

void checkProfileSpec(const std::string& spec)
{
    if (spec.empty())
        return;
    GeometryProfile profile = defaultProfile();
    applyOverrides(profile, spec);
}

void applyProfileSpec(DeviceContext& device, const std::string& spec)
{
    if (spec.empty())
        return;
    GeometryProfile profile = device.profile();
    applyOverrides(profile, spec);
    device.setProfile(profile);
}

CancelToken& cancelToken()
{
    return g_cancel;
}

void installCancelHandler()
{
    static std::once_flag once;
    std::call_once(once, [] {
        // Blocked before the device is opened, so the driver's threads inherit the mask.
        sigset_t set;
        sigemptyset(&set);
        for (int sig : {SIGINT, SIGTERM, SIGHUP})
            sigaddset(&set, sig);
        ::pthread_sigmask(SIG_BLOCK, &set, nullptr);
        std::thread(waitForSignals, set).detach();
    });
}

int cancelledExitCode()
{
    const int sig = g_signal;
    return 128 + (sig == 0 ? SIGINT : sig);
}

bool stderrIsTerminal()
{
    return ::isatty(STDERR_FILENO) == 1;
}

void setVerbose(bool verbose)
{
    g_verbose = verbose;
}

bool verbose()
{
    return g_verbose;
}

std::string formatNs(double ns)
{
    const double a = std::abs(ns);
    if (a >= 1e9)
        return fixed(ns / 1e9, 3) + " s";
    if (a >= 1e6)
        return fixed(ns / 1e6, a >= 1e8 ? 1 : a >= 1e7 ? 2 : 3) + " ms";
    if (a >= 1e3)
        return fixed(ns / 1e3, a >= 1e5 ? 1 : a >= 1e4 ? 2 : 3) + " us";
    return fixed(ns, 0) + " ns";
}

std::string formatGBs(double gbs)
{
    return fixed(gbs, gbs >= 100 ? 1 : gbs >= 10 ? 2 : 3) + " GB/s";
}

CLI::Validator nonEmpty()
{
    return CLI::Validator(
        [](std::string& value) { return value.empty() ? std::string("an empty value is not allowed") : ""; },
        "", "NONEMPTY");
}

CLI::Validator wholeNumber(int64_t min, int64_t max)
{
    const std::string range = std::to_string(min) + " to " + std::to_string(max);
    return CLI::Validator(
        [min, max, range](std::string& value) {
            int64_t number = 0;
            if (!CLI::detail::lexical_cast(value, number) || number < min || number > max)
                return "expected a whole number from " + range + ", got \"" + value + "\"";
            return std::string();
        },
        "INT " + range, "WHOLE");
}

void checkStdout()
{
    errno = 0;
    std::cout.flush();
    const bool lost = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout);
    if (lost)
        throw Error(ErrorKind::Io, std::string("cannot write to standard output: ") +
                                       (errno != 0 ? std::strerror(errno) : "write error"));
}

CLI::Option* addDeviceOption(CLI::App& command, std::string& selector)
{
    return command.add_option("-d,--device", selector,
                              "Device: a name/vendor/platform substring (pocl, nvidia, h100), gpu, cpu or P:D "
                              "indices; default: $COALESCE_DEVICE, else the first GPU, else the first device");
}

SweepRange fitDefaultSweepNoted(const Lesson& lesson, const SweepRange& range, const ParamSet& fixed)
{
    std::vector<std::string> leftOut;
    SweepRange fitted = fitDefaultSweep(lesson, range, fixed, &leftOut);
    if (!leftOut.empty()) {
        std::string values;
        for (const std::string& v : leftOut)
            values += (values.empty() ? "" : ",") + v;
        std::cerr << "default sweep fitted to the parameters: " << range.param << "=" << values
                  << " left out (not allowed with the others; name the range to see why)\n";
    }
    return fitted;
}

} // namespace coalesce::cli
