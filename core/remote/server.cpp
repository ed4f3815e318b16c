// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/remote/server.h"

#include "core/context.h"
#include "core/devices.h"
#include "core/errors.h"
#include "core/lesson.h"
#include "core/measure.h"
#include "core/remote/handlers.h"
#include "core/remote/protocol.h"
#include "core/remote/wire.h"

#include "coalesce_version.h"

#include <spdlog/spdlog.h>

#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <thread>

namespace coalesce::remote {

namespace {

// A refusal that has no ErrorKind: its wire kind (protocol.h) and message.
struct ProtocolError {
    std::string kind;
    std::string message;
};

struct Job {
    Request request;
    std::shared_ptr<CancelToken> cancel;
};

} // namespace

struct Server::Impl {
    Impl(int fd, LineWriter w) : input(fd), write(std::move(w)) {}

    // One thread per device: it opens the device on its first job and owns it after (core/context.h).
    class DeviceWorker {
    public:
        DeviceWorker(Impl& server, DeviceEntry entry) : m_server(server), m_entry(std::move(entry))
        {
            m_thread = std::thread([this] { loop(); });
        }
        ~DeviceWorker()
        {
            {
                std::lock_guard lock(m_mutex);
                m_stop = true;
            }
            m_wake.notify_all();
            m_thread.join();
        }
        void post(Job job)
        {
            {
                std::lock_guard lock(m_mutex);
                m_jobs.push_back(std::move(job));
            }
            m_wake.notify_all();
        }

    private:
        void loop()
        {
            for (;;) {
                Job job;
                {
                    std::unique_lock lock(m_mutex);
                    m_wake.wait(lock, [&] { return m_stop || !m_jobs.empty(); });
                    if (m_jobs.empty())
                        return;
                    job = std::move(m_jobs.front());
                    m_jobs.pop_front();
                }
                m_server.finish(job.request.id, execute(job));
            }
        }
        Json execute(const Job& job)
        {
            const Json& id = job.request.id;
            try {
                if (job.cancel->cancelled())
                    throw Error(ErrorKind::Cancelled, job.request.method + " cancelled before it started");
                if (!m_device) {
                    m_device = std::make_unique<DeviceContext>(m_entry);
                    m_profile = m_device->profile();
                }
                auto event = [&](const std::string& name, Json fields) {
                    m_server.send(makeEvent(id, name, std::move(fields)));
                };
                return makeReply(id, handleDeviceMethod(job.request.method, job.request.params, *m_device,
                                                        m_profile, *job.cancel, event));
            } catch (const Error& e) {
                return makeError(id, e);
            } catch (const cl::Error& e) {
                return makeError(id, Error(ErrorKind::OpenCL, std::string("OpenCL call ") + e.what() +
                                                                  " failed: " + clErrorName(e.err())));
            } catch (const std::bad_alloc&) {
                return makeError(id, Error(ErrorKind::OpenCL, "out of host memory"));
            } catch (const std::exception& e) {
                return makeError(id, kInternal, std::string("internal error: ") + e.what());
            }
        }

        Impl& m_server;
        DeviceEntry m_entry;
        std::unique_ptr<DeviceContext> m_device;
        GeometryProfile m_profile;
        std::mutex m_mutex;
        std::condition_variable m_wake;
        std::deque<Job> m_jobs;
        bool m_stop = false;
        std::thread m_thread; // last: started when everything above exists
    };

    void send(const Json& message)
    {
        const std::string line = encodeLine(message);
        std::lock_guard lock(writeMutex);
        if (outputGone)
            return;
        if (!write(line)) {
            outputGone = true;
            spdlog::warn("serve: the client's end of the output is closed; stopping");
            cancelAll();
        }
    }

    // The final reply of a queued request: it is no longer pending (its id may be used again).
    void finish(const Json& id, const Json& reply)
    {
        {
            std::lock_guard lock(pendingMutex);
            pending.erase(id.dump());
        }
        send(reply);
    }

    void cancelAll()
    {
        std::lock_guard lock(pendingMutex);
        for (auto& [id, token] : pending)
            token->cancel();
    }

    bool isGone()
    {
        std::lock_guard lock(writeMutex);
        return outputGone;
    }

    const DeviceScan& devices()
    {
        if (!scan)
            scan = std::make_unique<DeviceScan>(scanDevices());
        return *scan;
    }

    Json hello(const Json& params)
    {
        if (const auto it = params.find("protocol"); it != params.end() && !it->is_null()) {
            if (!it->is_number_integer())
                throw Error(ErrorKind::InvalidParameter, "\"protocol\" must be a whole number");
            if (it->get<int64_t>() != kProtocolVersion)
                throw ProtocolError{kProtocolMismatch, "the client speaks protocol version " + it->dump() +
                                                           ", this server (coalesce-cli " COALESCE_VERSION
                                                           ") speaks version " +
                                                           std::to_string(kProtocolVersion)};
        }
        Json methods = Json::array(
            {"hello", "devices", "lessons", "info", "profile", "trace", "run", "sweep", "cancel", "probe"});
        return Json{{"protocol", kProtocolVersion},
                    {"server", "coalesce-cli"},
                    {"app_version", COALESCE_VERSION},
                    {"max_line_bytes", kMaxLineBytes},
                    {"methods", std::move(methods)}};
    }

    Json deviceList()
    {
        const DeviceScan& scan = devices();
        const DeviceEntry* chosen = nullptr;
        try {
            chosen = scan.devices.empty() ? nullptr : &selectDevice(scan, "");
        } catch (const Error&) {
        }
        Json list = Json::array();
        for (const auto& d : scan.devices) {
            Json j = entryToWire(d);
            j["default"] = (&d == chosen);
            list.push_back(std::move(j));
        }
        return Json{
            {"devices", std::move(list)},
            {"problem", scan.devices.empty() && scan.problem.empty() ? noPlatformHelp() : scan.problem}};
    }

    static Json lessonList()
    {
        Json list = Json::array();
        for (const Lesson* lesson : allLessons()) {
            Json params = Json::array();
            for (const auto& spec : lesson->params())
                params.push_back(spec.name);
            list.push_back({{"id", lesson->info().id},
                            {"title", lesson->info().title},
                            {"space", lesson->info().space},
                            {"default_sweep", lesson->defaultSweep()},
                            {"params", std::move(params)}});
        }
        return Json{{"lessons", std::move(list)}};
    }

    Json cancel(const Json& params)
    {
        const auto it = params.find("request");
        if (it == params.end() || !(it->is_string() || it->is_number_integer()))
            throw Error(ErrorKind::InvalidParameter,
                        "cancel needs \"request\": the id of the request to cancel");
        std::lock_guard lock(pendingMutex);
        const auto found = pending.find(it->dump());
        if (found != pending.end())
            found->second->cancel();
        return Json{{"cancelled", found != pending.end()}};
    }

    // Device methods go to the device's worker; the reply comes from there.
    void queue(Request request)
    {
        std::string selector;
        if (const auto it = request.params.find("device"); it != request.params.end() && !it->is_null()) {
            if (!it->is_string())
                throw Error(ErrorKind::InvalidParameter, "\"device\" must be a selector string, e.g. \"0:0\"");
            selector = it->get<std::string>();
        }
        const DeviceEntry& entry = selectDevice(devices(), selector);
        const std::string key = entrySelector(entry);
        auto token = std::make_shared<CancelToken>();
        {
            std::lock_guard lock(pendingMutex);
            if (!pending.emplace(request.id.dump(), token).second)
                throw ProtocolError{kBadRequest, "request id " + request.id.dump() +
                                                     " is already in use by a pending request"};
        }
        auto& worker = workers[key];
        if (!worker)
            worker = std::make_unique<DeviceWorker>(*this, entry);
        worker->post(Job{std::move(request), std::move(token)});
    }

    void handle(const std::string& line)
    {
        Json error;
        std::optional<Request> request = parseRequest(line, error);
        if (!request) {
            send(error);
            return;
        }
        const Json id = request->id;
        try {
            const std::string& method = request->method;
            if (method == "hello")
                send(makeReply(id, hello(request->params)));
            else if (method == "devices")
                send(makeReply(id, deviceList()));
            else if (method == "lessons")
                send(makeReply(id, lessonList()));
            else if (method == "cancel")
                send(makeReply(id, cancel(request->params)));
            else if (isDeviceMethod(method))
                queue(std::move(*request));
            else
                throw ProtocolError{kUnknownMethod,
                                    "unknown method \"" + method +
                                        "\"; methods: hello, devices, lessons, info, profile, trace, run, "
                                        "sweep, cancel, probe"};
        } catch (const Error& e) {
            send(makeError(id, e));
        } catch (const ProtocolError& e) {
            send(makeError(id, e.kind, e.message));
        } catch (const std::exception& e) {
            send(makeError(id, kInternal, std::string("internal error: ") + e.what()));
        }
    }

    LineReader input;
    LineWriter write;
    std::mutex writeMutex;
    bool outputGone = false;
    std::mutex pendingMutex;
    std::map<std::string, std::shared_ptr<CancelToken>> pending; // by id.dump()
    std::unique_ptr<DeviceScan> scan;
    std::map<std::string, std::unique_ptr<DeviceWorker>> workers; // by "P:D"
};

Server::Server(int inputFd, LineWriter write) : m(std::make_unique<Impl>(inputFd, std::move(write))) {}

Server::~Server() = default;

void Server::run()
{
    std::string line;
    for (;;) {
        if (m->isGone())
            break;
        const LineReader::Status status = m->input.next(line);
        if (status == LineReader::Status::End)
            break;
        if (status == LineReader::Status::TooLong) {
            m->send(makeError(nullptr, kLineTooLong,
                              "the line is longer than " + std::to_string(kMaxLineBytes) +
                                  " bytes and was ignored"));
            continue;
        }
        if (line.find_first_not_of(" \t") == std::string::npos)
            continue; // blank lines are allowed between requests
        m->handle(line);
    }
    // End of input: the requests already read are answered (a script may pipe its requests and close), then
    // the workers stop. A client that is gone is seen on the next write: everything pending is cancelled then.
    m->workers.clear();
}

} // namespace coalesce::remote
