// SPDX-License-Identifier: GPL-3.0-or-later
// RemoteBackend against a real `coalesce-cli serve` started directly (the launcher command is injected, so no
// ssh is needed): devices, a device snapshot, a traced picture modelled here, a measurement, a sweep with
// progress and points, cancel mid-sweep; a fake "ssh" whose server is killed (SIGKILL) mid-sweep is an
// Error(Io) naming the lost connection, without a hang, and the next call reconnects; a server of another
// protocol version is refused naming both versions.
#include "ui/remotebackend.h"

#include "core/errors.h"
#include "core/remote/protocol.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

QStringList serveCommand()
{
    return {COALESCE_CLI_PATH, "serve"};
}

// A script standing in for ssh: `body` runs with $CLI set to coalesce-cli.
QString script(const QTemporaryDir& dir, const QString& name, const QString& body)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(("#!/bin/sh\nCLI='" COALESCE_CLI_PATH "'\n" + body + "\n").toUtf8());
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

ParamSet smallStride(const DeviceSnapshot& s)
{
    const LessonEntry* entry = findEntry(s.lessons, "global.stride");
    return applyParams(entry->specs, entry->defaults, {"size=64K", "stride=2"});
}

MeasureOptions quick()
{
    MeasureOptions o;
    o.warmup = 1;
    o.budgetSeconds = 0.001;
    o.minReps = 2;
    o.maxReps = 20;
    return o;
}

SweepRange strides(const DeviceSnapshot& s, const std::string& text)
{
    return parseSweep(findEntry(s.lessons, "global.stride")->specs, text);
}

} // namespace

class TestRemoteBackend : public QObject {
    Q_OBJECT

private slots:
    void sshCommandNeverPrompts()
    {
        const QStringList c = RemoteBackend::sshCommand("-oProxyCommand=x");
        QCOMPARE(c.front(), QString("ssh"));
        QVERIFY(c.contains("BatchMode=yes"));
        QVERIFY(c.indexOf("--") < c.indexOf("-oProxyCommand=x")); // a destination is never an option
        QCOMPARE(c.mid(c.size() - 2), (QStringList{"coalesce-cli", "serve"}));
        // The remote binary is one word for the remote shell, whatever its characters.
        const QStringList b = RemoteBackend::sshCommand("gpu-box", "/opt/my apps/coalesce-cli;rm -rf ~");
        QCOMPARE(b.at(b.size() - 2), QString("'/opt/my apps/coalesce-cli;rm -rf ~'"));
        QCOMPARE(RemoteBackend::shellQuote("it's"), QString("'it'\\''s'"));
        QCOMPARE(RemoteBackend::shellQuote("/usr/local/bin/coalesce-cli"),
                 QString("/usr/local/bin/coalesce-cli"));
    }

    void worksLikeALocalDevice()
    {
        RemoteBackend backend("test-host", serveCommand());
        const ScanResult scan = backend.scan();
        QVERIFY(!scan.devices.empty());
        QVERIFY(QString::fromStdString(scan.devices[0].label).endsWith("(on test-host)"));
        QVERIFY(!backend.serverVersion().empty());

        const DeviceSnapshot s = backend.open(scan.devices[0].selector);
        QVERIFY(backend.isOpen());
        QVERIFY(!s.info.empty());
        QVERIFY(findEntry(s.lessons, "global.stride"));

        CancelToken cancel;
        const ParamSet params = smallStride(s);
        const TraceOutcome t = backend.trace("global.stride", params, cancel);
        QVERIFY(!t.trace.records.empty());
        QVERIFY(!t.summary.requests.empty());
        QVERIFY(!t.hostGenerated);

        const PointResult p = backend.measure("global.stride", params, quick(), cancel);
        QVERIFY(p.timing.reps > 0);
        QVERIFY(p.validation.passed);
        QVERIFY(p.prediction.has_value()); // from the picture just traced

        int progress = 0;
        std::vector<PointResult> points;
        const ResultFile f = backend.sweep(
            "global.stride", params, strides(s, "stride=1,2"), quick(), cancel,
            [&](const Progress&) { ++progress; }, [&](const PointResult& pt) { points.push_back(pt); });
        QCOMPARE(f.points.size(), size_t(2));
        QCOMPARE(points.size(), size_t(2));
        QCOMPARE(points[1].sweptValue, std::string("2"));
        QVERIFY(progress >= 2);
        QVERIFY(!f.cancelled);
    }

    void cancelStopsASweep()
    {
        RemoteBackend backend("test-host", serveCommand());
        const DeviceSnapshot s = backend.open("0:0");
        CancelToken cancel;
        MeasureOptions o = quick();
        o.budgetSeconds = 0.05; // 64 points take seconds: the cancel after the first one always lands in time
        o.maxReps = 100000;
        const ResultFile f = backend.sweep("global.stride", smallStride(s), strides(s, "stride=1..64"), o,
                                           cancel, {}, [&](const PointResult&) { cancel.cancel(); });
        QVERIFY(f.cancelled);
        QVERIFY(!f.points.empty());
        QVERIFY(f.points.size() < 64);
        // The connection is still good after a cancel.
        CancelToken fresh;
        QVERIFY(backend.measure("global.stride", smallStride(s), quick(), fresh).timing.reps > 0);
    }

    void droppedConnectionIsAnErrorAndReconnects()
    {
        QTemporaryDir dir;
        // Stands in for an ssh whose server is killed mid-sweep: the server runs in the background (its input
        // is the client's, kept on descriptor 3 because a background job's stdin is /dev/null) and writes into
        // a fifo; the shell passes its lines on until the first point of a sweep, then kills the server with
        // SIGKILL and exits 255 as ssh does when the connection is gone.
        const QString ssh =
            script(dir, "ssh-dies",
                   "out=$(mktemp -u \"$(dirname \"$0\")/out.XXXXXX\") && mkfifo \"$out\" || exit 1\n"
                   "exec 3<&0\n"
                   "\"$CLI\" serve <&3 >\"$out\" &\n"
                   "server=$!\n"
                   "while IFS= read -r l; do\n"
                   "  printf '%s\\n' \"$l\"\n"
                   "  case \"$l\" in *'\"event\":\"point\"'*) kill -9 $server; exit 255;; esac\n"
                   "done <\"$out\"\n"
                   "wait $server");
        RemoteBackend backend("flaky-host", {ssh});
        const DeviceSnapshot s = backend.open("0:0");
        CancelToken cancel;
        int points = 0;
        try {
            backend.sweep("global.stride", smallStride(s), strides(s, "stride=1..64"), quick(), cancel, {},
                          [&](const PointResult&) { ++points; });
            QFAIL("the sweep should fail when the connection drops");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Io);
            const QString message = e.what();
            QVERIFY2(message.contains("flaky-host") && message.contains("lost"), e.what());
        }
        QCOMPARE(points, 1);
        // The next call starts a new connection.
        QVERIFY(!backend.scan().devices.empty());
    }

    void otherProtocolVersionIsRefused()
    {
        QTemporaryDir dir;
        const QString ssh = script(
            dir, "ssh-old", "read line; echo '{\"id\":1,\"ok\":true,\"result\":{\"protocol\":99}}'; sleep 5");
        RemoteBackend backend("old-host", {ssh});
        try {
            backend.scan();
            QFAIL("a server of protocol 99 should be refused");
        } catch (const Error& e) {
            QCOMPARE(QString(e.what()),
                     QStringLiteral("old-host runs coalesce-cli protocol 99; this app speaks %1: "
                                    "update one of them")
                         .arg(remote::kProtocolVersion));
        }
    }

    void serverRefusingOurVersionIsNamedWithItsOwn()
    {
        QTemporaryDir dir;
        // A newer server refuses our hello; asked again without a version (as the protocol allows), it says 7.
        const QString ssh =
            script(dir, "ssh-new",
                   "read line\n"
                   "echo '{\"id\":1,\"ok\":false,\"error\":{\"kind\":\"protocol_mismatch\","
                   "\"message\":\"the client speaks protocol version 1, this server speaks version "
                   "7\"}}'\n"
                   "read line\n"
                   "case \"$line\" in *protocol*) echo '{\"id\":2,\"ok\":true,\"result\":{}}';;\n"
                   "  *) echo '{\"id\":2,\"ok\":true,\"result\":{\"protocol\":7}}';; esac\n"
                   "sleep 5");
        RemoteBackend backend("new-host", {ssh});
        try {
            backend.scan();
            QFAIL("a server of protocol 7 should be refused");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Io);
            QCOMPARE(QString(e.what()),
                     QStringLiteral("new-host runs coalesce-cli protocol 7; this app speaks %1: "
                                    "update one of them")
                         .arg(remote::kProtocolVersion));
        }
        // One that will not say its version: its own words are kept.
        const QString mute = script(dir, "ssh-mute",
                                    "read line\n"
                                    "echo '{\"id\":1,\"ok\":false,\"error\":{\"kind\":\"protocol_mismatch\","
                                    "\"message\":\"go away\"}}'\n"
                                    "read line\n"
                                    "echo '{\"id\":2,\"ok\":false,\"error\":{\"kind\":\"protocol_mismatch\","
                                    "\"message\":\"go away\"}}'\n"
                                    "sleep 5");
        RemoteBackend other("odd-host", {mute});
        try {
            other.scan();
            QFAIL("a server refusing our version should be refused");
        } catch (const Error& e) {
            QCOMPARE(QString(e.what()),
                     QStringLiteral("odd-host runs another coalesce-cli protocol (it says: go away); this app "
                                    "speaks %1: update one of them")
                         .arg(remote::kProtocolVersion));
        }
    }

    void unreachableHostGivesSshsReason()
    {
        QTemporaryDir dir;
        // What OpenSSH prints (BatchMode) for a name it cannot resolve, and its exit status.
        const QString ssh = script(dir, "ssh-nohost",
                                   "echo 'ssh: Could not resolve hostname lab-gpu.invalid: Name or service not "
                                   "known' >&2\nexit 255");
        RemoteBackend backend("lab-gpu.invalid", {ssh});
        try {
            backend.scan();
            QFAIL("an unreachable host should be an error");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Io);
            QCOMPARE(QString(e.what()),
                     QStringLiteral("Could not reach lab-gpu.invalid: Could not resolve hostname "
                                    "lab-gpu.invalid: Name or service not known"));
        }
        // A refused key: ssh's own last line, whatever came before it.
        const QString denied =
            script(dir, "ssh-denied",
                   "echo 'Warning: Permanently added 10.0.0.9 to the list of known hosts.' >&2\n"
                   "echo 'ann@10.0.0.9: Permission denied (publickey).' >&2\nexit 255");
        RemoteBackend locked("ann@10.0.0.9", {denied});
        try {
            locked.scan();
            QFAIL("a refused login should be an error");
        } catch (const Error& e) {
            QCOMPARE(
                QString(e.what()),
                QStringLiteral("Could not reach ann@10.0.0.9: ann@10.0.0.9: Permission denied (publickey)."));
        }
        // Nothing said: how the client ended.
        RemoteBackend silent("quiet-host", {script(dir, "ssh-silent", "exit 255")});
        try {
            silent.scan();
            QFAIL("a client that exits at once should be an error");
        } catch (const Error& e) {
            QCOMPARE(QString(e.what()),
                     QStringLiteral("Could not reach quiet-host: the client exited with code 255"));
        }
    }

    void hostWithoutCoalesceCliSaysSo()
    {
        QTemporaryDir dir;
        // The host was reached; its shell found no coalesce-cli (exit 127).
        const QString ssh = script(dir, "ssh-nocli", "echo 'sh: 1: coalesce-cli: not found' >&2\nexit 127");
        RemoteBackend backend("bare-box", {ssh});
        try {
            backend.scan();
            QFAIL("a host without coalesce-cli should be an error");
        } catch (const Error& e) {
            QCOMPARE(QString(e.what()),
                     QStringLiteral("bare-box answered, but coalesce-cli did not start there: sh: 1: "
                                    "coalesce-cli: not found (install it on bare-box or give its "
                                    "path)"));
        }
    }

    void missingClientIsAnError()
    {
        RemoteBackend backend("nowhere", {"/nonexistent/ssh"});
        try {
            backend.scan();
            QFAIL("a missing ssh should be an error");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).contains("cannot start"), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestRemoteBackend)
#include "test_remotebackend.moc"
