// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The serve protocol's messages (docs/PROTOCOL.md): one JSON object per line between a client and
// `coalesce-cli serve`. A request {"id", "method", "params"} gets exactly one reply {"id", "ok": true,
// "result"} or {"id", "ok": false, "error": {"kind", "message", "details"}}, and a sweep sends events {"id",
// "event", ...} before its reply. Errors are values: a malformed line gets an error reply with "id": null. No
// Qt, no OpenCL.
#include "core/errors.h"
#include "core/json.h"

#include <cstddef>
#include <optional>
#include <string>

namespace coalesce::remote {

/// Raised when a message changes meaning or a method changes its parameters; hello refuses other versions.
constexpr int kProtocolVersion = 1;
/// The longest request line the server reads (bytes, without the newline); longer lines are refused whole.
constexpr size_t kMaxLineBytes = size_t(1) << 20;

/// Error kinds that exist only on the wire (the others are errorWireName(ErrorKind)).
inline constexpr const char* kBadRequest = "bad_request";             ///< not JSON, not an object, bad field
inline constexpr const char* kLineTooLong = "line_too_long";          ///< over kMaxLineBytes
inline constexpr const char* kUnknownMethod = "unknown_method";       ///< a method the server does not have
inline constexpr const char* kProtocolMismatch = "protocol_mismatch"; ///< hello with another version
inline constexpr const char* kInternal = "internal";                  ///< a bug: the server caught an exception

struct Request {
    Json id; ///< a string or an integer; echoed in every reply and event
    std::string method;
    Json params = Json::object();
};

/// "invalid_parameter", "no_platform", "opencl", "build", "unsupported", "validation", "io", "cancelled".
const char* errorWireName(ErrorKind kind);
/// The ErrorKind a client raises for a wire error kind; protocol-only kinds map to Io (a broken exchange).
ErrorKind errorKindFromWire(const std::string& name);

/// Parses one request line. On failure returns nullopt and sets errorReply to the reply to send (its id is the
/// line's id when one could be read, else null).
std::optional<Request> parseRequest(const std::string& line, Json& errorReply);

Json makeRequest(const Json& id, const std::string& method, const Json& params = Json::object());
Json makeReply(const Json& id, const Json& result);
Json makeError(const Json& id, const std::string& kind, const std::string& message,
               const std::string& details = {});
Json makeError(const Json& id, const Error& error);
/// {"id", "event": name, ...fields}
Json makeEvent(const Json& id, const std::string& name, Json fields);

/// One line of the protocol: compact JSON (no newline inside: strings escape it) without the final newline.
/// Invalid UTF-8 in strings is replaced, so a driver's odd device name never breaks the stream.
std::string encodeLine(const Json& message);

/// A client's view of a reply line: the result, or an Error built from the error value.
/// Throws Error(Io) when the line is not a reply of this protocol.
struct Reply {
    Json id;
    bool isEvent = false;
    std::string event; ///< event name when isEvent
    Json body;         ///< the result (ok), the error object (not ok) or the whole event
    bool ok = false;
};
Reply parseReply(const std::string& line);
/// The Error a failed reply's error object stands for (kind from errorKindFromWire, message, details).
Error errorFromReply(const Json& error);

/// Reads lines from a file descriptor with a length limit, so a client cannot make the server buffer without
/// bound: a longer line is consumed and dropped, and reported once as `tooLong`.
class LineReader {
public:
    explicit LineReader(int fd, size_t maxBytes = kMaxLineBytes) : m_fd(fd), m_max(maxBytes) {}
    enum class Status { Line, TooLong, End };
    /// Blocks until a whole line (newline stripped, and a trailing '\r'), an over-long line or end of input.
    /// A last line without a newline is returned before End.
    Status next(std::string& line);

private:
    int m_fd;
    size_t m_max;
    std::string m_buffer;
    size_t m_scan = 0;
    bool m_discarding = false;
    bool m_eof = false;
};

} // namespace coalesce::remote
