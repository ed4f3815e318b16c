// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/remote/protocol.h"

#include <cerrno>
#include <unistd.h>

namespace coalesce::remote {

namespace {

struct KindName {
    ErrorKind kind;
    const char* name;
};
constexpr KindName kKinds[] = {
    {ErrorKind::InvalidParameter, "invalid_parameter"},
    {ErrorKind::NoPlatform, "no_platform"},
    {ErrorKind::OpenCL, "opencl"},
    {ErrorKind::Build, "build"},
    {ErrorKind::Unsupported, "unsupported"},
    {ErrorKind::Validation, "validation"},
    {ErrorKind::Io, "io"},
    {ErrorKind::Cancelled, "cancelled"},
};

bool validId(const Json& id)
{
    return id.is_string() || id.is_number_integer();
}

} // namespace

const char* errorWireName(ErrorKind kind)
{
    for (const auto& k : kKinds)
        if (k.kind == kind)
            return k.name;
    return kInternal;
}

ErrorKind errorKindFromWire(const std::string& name)
{
    for (const auto& k : kKinds)
        if (name == k.name)
            return k.kind;
    return ErrorKind::Io;
}

std::optional<Request> parseRequest(const std::string& line, Json& errorReply)
{
    Json j;
    try {
        j = Json::parse(line);
    } catch (const Json::exception& e) {
        errorReply = makeError(nullptr, kBadRequest, std::string("the line is not JSON: ") + e.what());
        return std::nullopt;
    }
    if (!j.is_object()) {
        errorReply = makeError(nullptr, kBadRequest, "a request must be a JSON object");
        return std::nullopt;
    }
    const auto id = j.find("id");
    if (id == j.end() || !validId(*id)) {
        errorReply = makeError(nullptr, kBadRequest, "a request needs an \"id\" (a string or a whole number)");
        return std::nullopt;
    }
    Request r;
    r.id = *id;
    const auto method = j.find("method");
    if (method == j.end() || !method->is_string() || method->get<std::string>().empty()) {
        errorReply = makeError(r.id, kBadRequest, "a request needs a \"method\" (a string)");
        return std::nullopt;
    }
    r.method = method->get<std::string>();
    if (const auto params = j.find("params"); params != j.end() && !params->is_null()) {
        if (!params->is_object()) {
            errorReply = makeError(r.id, kBadRequest, "\"params\" must be an object");
            return std::nullopt;
        }
        r.params = *params;
    }
    return r;
}

Json makeRequest(const Json& id, const std::string& method, const Json& params)
{
    return Json{{"id", id}, {"method", method}, {"params", params}};
}

Json makeReply(const Json& id, const Json& result)
{
    return Json{{"id", id}, {"ok", true}, {"result", result}};
}

Json makeError(const Json& id, const std::string& kind, const std::string& message, const std::string& details)
{
    Json error{{"kind", kind}, {"message", message}};
    if (!details.empty())
        error["details"] = details;
    return Json{{"id", id}, {"ok", false}, {"error", std::move(error)}};
}

Json makeError(const Json& id, const Error& error)
{
    return makeError(id, errorWireName(error.kind()), error.what(), error.details());
}

Json makeEvent(const Json& id, const std::string& name, Json fields)
{
    Json j{{"id", id}, {"event", name}};
    for (auto& [key, value] : fields.items())
        j[key] = std::move(value);
    return j;
}

std::string encodeLine(const Json& message)
{
    return message.dump(-1, ' ', false, Json::error_handler_t::replace);
}

Reply parseReply(const std::string& line)
{
    Json j;
    try {
        j = Json::parse(line);
    } catch (const Json::exception&) {
        throw Error(ErrorKind::Io, "the server sent a line that is not JSON: \"" + line.substr(0, 80) + "\"");
    }
    if (!j.is_object() || !j.contains("id"))
        throw Error(ErrorKind::Io, "the server sent a message without an id: " + line.substr(0, 80));
    Reply r;
    r.id = j["id"];
    if (const auto event = j.find("event"); event != j.end() && event->is_string()) {
        r.isEvent = true;
        r.event = event->get<std::string>();
        r.body = std::move(j);
        return r;
    }
    const auto ok = j.find("ok");
    if (ok == j.end() || !ok->is_boolean())
        throw Error(ErrorKind::Io, "the server sent a reply without \"ok\": " + line.substr(0, 80));
    r.ok = ok->get<bool>();
    const char* key = r.ok ? "result" : "error";
    if (!j.contains(key))
        throw Error(ErrorKind::Io, std::string("the server sent a reply without \"") + key + "\"");
    r.body = std::move(j[key]);
    return r;
}

Error errorFromReply(const Json& error)
{
    const std::string kind = error.value("kind", std::string(kInternal));
    std::string message = error.value("message", std::string("the server reported an error"));
    if (errorKindFromWire(kind) == ErrorKind::Io && kind != "io")
        message = "the server refused the request (" + kind + "): " + message;
    return Error(errorKindFromWire(kind), message, error.value("details", std::string()));
}

LineReader::Status LineReader::next(std::string& line)
{
    for (;;) {
        const size_t newline = m_buffer.find('\n', m_scan);
        if (newline != std::string::npos) {
            const bool dropped = m_discarding;
            m_discarding = false;
            if (!dropped) {
                line.assign(m_buffer, 0, newline);
                if (!line.empty() && line.back() == '\r')
                    line.pop_back();
            }
            m_buffer.erase(0, newline + 1);
            m_scan = 0;
            if (dropped || line.size() > m_max)
                return Status::TooLong;
            return Status::Line;
        }
        m_scan = m_buffer.size();
        if (m_buffer.size() > m_max) {
            // Keep nothing of an over-long line: its rest is skipped up to the newline.
            m_discarding = true;
            m_buffer.clear();
            m_scan = 0;
        }
        if (m_eof) {
            if (m_discarding) {
                m_discarding = false;
                return Status::TooLong;
            }
            if (!m_buffer.empty()) {
                line.swap(m_buffer);
                m_buffer.clear();
                m_scan = 0;
                return Status::Line;
            }
            return Status::End;
        }
        char chunk[65536];
        const ssize_t n = ::read(m_fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            m_eof = true;
        else
            m_buffer.append(chunk, size_t(n));
    }
}

} // namespace coalesce::remote
