// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Errors crossing core's boundary. OpenCL exceptions (cl::Error) are converted into coalesce::Error with the
// error code's name, what was being done and on which device; build failures carry the full build log.
#include <stdexcept>
#include <string>

namespace coalesce {

enum class ErrorKind {
    InvalidParameter, ///< bad user input, caught before the device is touched
    NoPlatform,       ///< no OpenCL platform / ICD at all
    OpenCL,           ///< an OpenCL call failed
    Build,            ///< a kernel failed to build; details() holds the build log
    Unsupported,      ///< the configuration cannot run on this device (e.g. double without fp64)
    Validation,       ///< the device's output differs from the host reference
    Io,               ///< a file could not be read or written, or is corrupt
    Cancelled,        ///< the user cancelled
};

class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, const std::string& message, std::string details = {});
    ErrorKind kind() const noexcept { return m_kind; }
    /// Long form: build log, the list of devices, the OpenCL call. May be empty.
    const std::string& details() const noexcept { return m_details; }

private:
    ErrorKind m_kind;
    std::string m_details;
};

/// Process exit code for an error: 2 bad usage/parameter/file, 3 OpenCL or device, 4 validation, 130 cancelled.
int exitCodeFor(ErrorKind kind);
const char* errorKindName(ErrorKind kind);

/// Name of an OpenCL error code ("CL_OUT_OF_RESOURCES"), or "CL error <n>" for unknown codes.
std::string clErrorName(int code);

/// Runs f(); converts a cl::Error into Error(OpenCL) naming the call, the code, `doing` and `device`.
template <class F>
auto clCall(const std::string& doing, const std::string& device, F&& f) -> decltype(f());

[[noreturn]] void rethrowClError(const std::exception& clError, int code, const std::string& doing,
                                 const std::string& device);

} // namespace coalesce

#include "core/cl.h"

template <class F>
auto coalesce::clCall(const std::string& doing, const std::string& device, F&& f) -> decltype(f())
{
    try {
        return f();
    } catch (const cl::Error& e) {
        rethrowClError(e, e.err(), doing, device);
    }
}
