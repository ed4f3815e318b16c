// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/remotebackend.h"

#include "core/errors.h"
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/prediction.h"
#include "core/remote/protocol.h"
#include "core/remote/wire.h"
#include "ui/realbackend.h"

#include <QProcess>
#include <QRegularExpression>

#include <spdlog/spdlog.h>

namespace coalesce::ui {

namespace {

// How often a wait for a reply looks at the cancel token and at the process.
constexpr int kPollMs = 50;
// Starting the client and the remote server: ssh's own ConnectTimeout ends a dead host first.
constexpr int kStartMs = 30000;

// One point of a `point` event, read by the result-file reader (one place reads points) through a file of one.
PointResult pointFromEvent(const Json& point)
{
    const Json file{{"format", "coalesce-result"}, {"schema_version", 1},
                    {"app_version", "remote"},     {"created_utc", ""},
                    {"device", Json::object()},    {"profile", Json::object()},
                    {"lesson", "remote"},          {"fixed_params", Json::object()},
                    {"swept_param", nullptr},      {"options", remote::optionsToWire(MeasureOptions{})},
                    {"cancelled", false},          {"points", Json::array({point})}};
    return resultFromJson(file).points.at(0);
}

} // namespace

RemoteBackend::RemoteBackend(QString destination, QStringList command)
    : m_destination(std::move(destination)), m_command(std::move(command))
{
}

RemoteBackend::~RemoteBackend()
{
    if (m_process) {
        m_process->closeWriteChannel(); // the server answers what is pending and exits
        if (!m_process->waitForFinished(2000))
            m_process->kill();
        m_process->waitForFinished(1000);
    }
}

QString RemoteBackend::shellQuote(const QString& text)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./+:@%=,-]+$"));
    if (plain.match(text).hasMatch())
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QStringList RemoteBackend::sshCommand(const QString& destination, const QString& binary)
{
    // ssh hands the remote command to the remote user's shell as one string: the binary is quoted so that a
    // path with spaces or shell characters runs that file and nothing else.
    // -T: no terminal (a clean byte stream); BatchMode: fail instead of asking for a password or a host key;
    // keep-alives: a dead link ends ssh in about 15 s instead of hanging. "--" keeps a destination starting
    // with "-" from being read as an option.
    return {"ssh",
            "-T",
            "-o",
            "BatchMode=yes",
            "-o",
            "ConnectTimeout=10",
            "-o",
            "ServerAliveInterval=5",
            "-o",
            "ServerAliveCountMax=3",
            "--",
            destination,
            shellQuote(binary.isEmpty() ? QStringLiteral("coalesce-cli") : binary),
            "serve"};
}

std::vector<LessonEntry> RemoteBackend::lessons() const
{
    std::vector<LessonEntry> out;
    for (const Lesson* lesson : allLessons())
        out.push_back(lessonEntry(*lesson, nullptr));
    return out;
}

void RemoteBackend::lost(const std::string& doing)
{
    std::string why;      // ssh's own last words, else how the client ended
    bool missing = false; // the remote shell found no coalesce-cli to run (exit 127)
    if (m_process) {
        const QString err = QString::fromUtf8(m_process->readAllStandardError()).trimmed();
        const bool ended = m_process->state() == QProcess::NotRunning;
        missing = ended && m_process->exitStatus() == QProcess::NormalExit && m_process->exitCode() == 127;
        if (!err.isEmpty())
            why = err.split('\n').last().trimmed().toStdString();
        else if (ended)
            why = m_process->exitStatus() == QProcess::CrashExit
                      ? std::string("the client was killed")
                      : "the client exited with code " + std::to_string(m_process->exitCode());
        m_process->kill();
        m_process->waitForFinished(1000);
        m_process.reset();
    }
    const std::string host = m_destination.toStdString();
    if (m_greeting) { // nothing was ever answered: the host (or the server on it) was not reached
        if (why.rfind("ssh: ", 0) == 0) // "ssh: Could not resolve hostname ...": ssh's reason, not its name
            why.erase(0, 5);
        if (why.empty())
            why = "the connection closed before the server answered";
        if (missing)
            throw Error(ErrorKind::Io, host + " answered, but coalesce-cli did not start there: " + why +
                                           " (install it on " + host + " or give its path)");
        throw Error(ErrorKind::Io, "Could not reach " + host + ": " + why);
    }
    throw Error(ErrorKind::Io, "the connection to " + host + " was lost while " + doing +
                                   (why.empty() ? std::string() : ": " + why) + "; reconnect to try again");
}

void RemoteBackend::connect()
{
    if (m_process && m_process->state() == QProcess::Running)
        return;
    if (m_command.isEmpty())
        throw Error(ErrorKind::InvalidParameter, "no command to reach " + m_destination.toStdString());
    m_process = std::make_unique<QProcess>();
    m_process->setProgram(m_command.front());
    m_process->setArguments(m_command.mid(1));
    m_process->start();
    if (!m_process->waitForStarted(kStartMs)) {
        const std::string why = m_process->errorString().toStdString();
        m_process.reset();
        throw Error(ErrorKind::Io, "cannot start \"" + m_command.front().toStdString() + "\" to reach " +
                                       m_destination.toStdString() + ": " + why);
    }
    Json hello;
    std::string refusal; // the server's own words when it refused our version
    m_greeting = true;
    try {
        hello = call("hello", {{"protocol", remote::kProtocolVersion}, {"client", "coalesce"}});
    } catch (const ProtocolRefused& e) {
        // hello without a version is never refused (docs/PROTOCOL.md): it says which protocol the server
        // speaks.
        refusal = e.message;
        try {
            hello = call("hello", {{"client", "coalesce"}});
        } catch (...) { // refused again, or gone: its first words are what we know
            hello = Json::object();
        }
    } catch (...) {
        m_greeting = false;
        throw;
    }
    m_greeting = false;
    const auto field = hello.is_object() ? hello.find("protocol") : hello.end();
    const int version = field != hello.end() && field->is_number_integer() ? field->get<int>() : 0;
    if (!refusal.empty() || version != remote::kProtocolVersion) {
        if (m_process) {
            m_process->kill();
            m_process->waitForFinished(1000);
            m_process.reset();
        }
        const std::string host = m_destination.toStdString();
        const std::string ours = std::to_string(remote::kProtocolVersion);
        if (version > 0 && version != remote::kProtocolVersion)
            throw Error(ErrorKind::Io, host + " runs coalesce-cli protocol " + std::to_string(version) +
                                           "; this app speaks " + ours + ": update one of them");
        throw Error(ErrorKind::Io, host + " runs another coalesce-cli protocol (it says: " +
                                       (refusal.empty() ? std::string("no version") : refusal) +
                                       "); this app speaks " + ours + ": update one of them");
    }
    m_serverVersion = hello.value("app_version", std::string());
}

Json RemoteBackend::call(const std::string& method, Json params, const CancelToken* cancel,
                         const EventFn& onEvent)
{
    if (method != "hello")
        connect();
    const Json id = m_nextId++;
    const std::string line = remote::encodeLine(remote::makeRequest(id, method, params)) + "\n";
    if (m_process->write(line.data(), qint64(line.size())) != qint64(line.size()))
        lost("sending " + method);
    bool cancelSent = false;
    auto sendCancel = [&] {
        if (!cancel || !cancel->cancelled() || cancelSent)
            return;
        cancelSent = true;
        const std::string c =
            remote::encodeLine(remote::makeRequest(m_nextId++, "cancel", {{"request", id}})) + "\n";
        m_process->write(c.data(), qint64(c.size()));
    };
    for (;;) {
        while (m_process->canReadLine()) {
            const QByteArray raw = m_process->readLine();
            const remote::Reply reply = remote::parseReply(raw.trimmed().toStdString());
            if (reply.id != id)
                continue; // a late reply to an earlier, abandoned request
            if (reply.isEvent) {
                if (onEvent)
                    onEvent(reply.body);
                sendCancel(); // at once: more events may be waiting in the pipe
                continue;
            }
            if (!reply.ok) {
                const std::string kind = reply.body.value("kind", std::string());
                if (kind == remote::kProtocolMismatch && method == "hello")
                    throw ProtocolRefused{reply.body.value("message", std::string())};
                throw remote::errorFromReply(reply.body);
            }
            return reply.body;
        }
        sendCancel();
        if (m_process->state() != QProcess::Running && m_process->bytesAvailable() == 0)
            lost("waiting for " + method);
        m_process->waitForReadyRead(kPollMs);
    }
}

Json RemoteBackend::deviceParams() const
{
    Json p{{"device", m_selector}};
    if (m_profile)
        p["profile"] = profileToJson(*m_profile);
    return p;
}

ScanResult RemoteBackend::scan()
{
    const Json r = call("devices");
    ScanResult result;
    result.problem = r.value("problem", std::string());
    for (const auto& d : r.at("devices")) {
        DeviceChoice c;
        c.selector = d.value("selector", std::string());
        c.label = d.value("label", std::string()) + " (on " + m_destination.toStdString() + ")";
        c.type = d.value("type", std::string());
        c.platform = d.value("platform", std::string());
        c.name = d.value("name", std::string());
        result.devices.push_back(std::move(c));
    }
    return result;
}

DeviceSnapshot RemoteBackend::open(const std::string& selector)
{
    m_selector.clear();
    m_lastTrace.forget();
    m_profile.reset();
    const Json r = call("info", {{"device", selector}});
    DeviceSnapshot s;
    s.selector = r.at("device").value("selector", selector);
    s.label = r.at("device").value("label", selector) + " (on " + m_destination.toStdString() + ")";
    s.info = remote::infoFromWire(r.at("info"));
    s.profile = profileFromJson(r.at("profile"));
    s.lessons = lessons();
    for (const auto& l : r.at("lessons"))
        for (auto& entry : s.lessons)
            if (entry.info.id == l.value("id", std::string()))
                entry.defaults = remote::paramsFromWire(l.at("defaults"));
    m_selector = s.selector;
    m_deviceProfile = s.profile;
    return s;
}

void RemoteBackend::setProfile(const GeometryProfile& profile)
{
    m_profile = profile;
    m_lastTrace.forget();
}

TraceOutcome RemoteBackend::trace(const std::string& lessonId, const ParamSet& params,
                                  const CancelToken& cancel)
{
    const Lesson& lesson = lessonOrThrow(lessonId);
    if (!isOpen())
        throw Error(ErrorKind::NoPlatform, "no remote device is open");
    if (cancel.cancelled())
        throw Error(ErrorKind::Cancelled, "trace cancelled");
    Json p = deviceParams();
    p["lesson"] = lessonId;
    p["params"] = remote::paramsToWire(params);
    const Json r = call("trace", p, &cancel);
    TraceOutcome outcome;
    outcome.lesson = lessonId;
    outcome.params = params;
    outcome.trace = remote::traceFromWire(r.at("trace"));
    const GeometryProfile deviceProfile = profileFromJson(r.at("profile"));
    // With the lesson's declarations about its whole launch, as the server models it (an older server sends
    // no launch info: the trace alone then).
    const auto launch = r.find("launch");
    const WorkingSet declared = launch != r.end() ? workingSetFromLaunch(*launch) : WorkingSet{};
    const ModelSummary deviceSummary =
        analyseTrace(outcome.trace, deviceProfile, lesson.info().space, declared);
    m_lastTrace.remember(lessonId, params, deviceSummary, deviceProfile);
    modelTracePicture(outcome, deviceSummary, deviceProfile, lesson.info().space);
    return outcome;
}

PointResult RemoteBackend::measure(const std::string& lessonId, const ParamSet& params,
                                   const MeasureOptions& options, const CancelToken& cancel)
{
    if (!isOpen())
        throw Error(ErrorKind::NoPlatform, "no remote device is open");
    Json p = deviceParams();
    p["lesson"] = lessonId;
    p["params"] = remote::paramsToWire(params);
    p["options"] = remote::optionsToWire(options);
    p["predict"] = false; // the traced picture of these parameters holds the model's answer
    const ResultFile file = resultFromJson(call("run", p, &cancel));
    if (file.points.empty())
        throw Error(ErrorKind::Io, "the server's run reply has no point");
    PointResult point = file.points.front();
    m_lastTrace.predict(point, lessonId, params);
    return point;
}

ResultFile RemoteBackend::sweep(const std::string& lessonId, const ParamSet& fixed, const SweepRange& range,
                                const MeasureOptions& options, const CancelToken& cancel,
                                const ProgressFn& progress, const PointFn& onPoint)
{
    if (!isOpen())
        throw Error(ErrorKind::NoPlatform, "no remote device is open");
    Json p = deviceParams();
    p["lesson"] = lessonId;
    p["params"] = remote::paramsToWire(fixed);
    if (!range.param.empty()) {
        std::string values;
        for (const auto& v : range.values)
            values += (values.empty() ? "" : ",") + v;
        p["sweep"] = range.param + "=" + values;
    }
    p["options"] = remote::optionsToWire(options);
    auto onEvent = [&](const Json& e) {
        const std::string name = e.value("event", std::string());
        if (name == "progress" && progress) {
            Progress pr;
            pr.point = e.value("point", 0);
            pr.points = e.value("points", 1);
            pr.fraction = e.value("fraction", 0.0);
            pr.message = e.value("message", std::string());
            progress(pr);
        } else if (name == "point" && onPoint) {
            onPoint(pointFromEvent(e.at("point")));
        }
    };
    return resultFromJson(call("sweep", p, &cancel, onEvent));
}

} // namespace coalesce::ui
