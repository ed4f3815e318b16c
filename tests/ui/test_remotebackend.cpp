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
            const QString message = e.what();
            QVERIFY2(message.contains("99") &&
                         message.contains("version " + QString::number(remote::kProtocolVersion)),
                     e.what());
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
