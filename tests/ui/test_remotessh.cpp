// SPDX-License-Identifier: GPL-3.0-or-later
// End to end through a real OpenSSH server: the test starts `/usr/sbin/sshd -D -f CONFIG -p PORT` on
// 127.0.0.1 as the current user with a throwaway host key and client key (ssh-keygen) in a temporary folder,
// writes an ssh config with an alias for it, and runs devices, a device snapshot and a sweep through
// RemoteBackend's own ssh command (plus "-F CONFIG") with the remote binary given as a path. Skipped, saying
// why, where sshd, ssh or ssh-keygen is missing or sshd cannot start (no privilege separation folder, the port
// taken, a sandbox).
#include "ui/remotebackend.h"

#include "core/errors.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <pwd.h>
#include <unistd.h>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

constexpr const char* kSshd = "/usr/sbin/sshd";

bool writeFile(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

QString run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("%1 failed: %2").arg(program, QString::fromUtf8(p.readAllStandardError()));
    return {};
}

} // namespace

class TestRemoteSsh : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QProcess m_sshd;
    QString m_config; // the client's ssh config, with the alias "coalesce-test"
    QString m_skip;

    // Starts sshd on a free port; returns why it could not (empty when it runs).
    QString startSshd(int port)
    {
        const QString d = m_dir.path();
        const QByteArray env =
            "OCL_ICD_VENDORS=" + qgetenv("OCL_ICD_VENDORS") + " POCL_CACHE_DIR=" + qgetenv("POCL_CACHE_DIR");
        const QByteArray config = "ListenAddress 127.0.0.1\n"
                                  "HostKey " +
                                  d.toUtf8() +
                                  "/host_key\n"
                                  "AuthorizedKeysFile " +
                                  d.toUtf8() +
                                  "/authorized_keys\n"
                                  "PidFile none\n"
                                  "StrictModes no\n"
                                  "UsePAM no\n"
                                  "PasswordAuthentication no\n"
                                  "KbdInteractiveAuthentication no\n"
                                  "PubkeyAuthentication yes\n"
                                  "PermitRootLogin prohibit-password\n"
                                  "SetEnv " +
                                  env + "\n";
        if (!writeFile(d + "/sshd_config", config))
            return "cannot write sshd_config";
        const QString log = d + QStringLiteral("/sshd-%1.log").arg(port);
        m_sshd.start(kSshd, {"-D", "-e", "-f", d + "/sshd_config", "-p", QString::number(port), "-E", log});
        if (!m_sshd.waitForStarted(5000))
            return "cannot start " + QString(kSshd) + ": " + m_sshd.errorString();
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 10000) {
            QFile f(log);
            const QByteArray text = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
            if (text.contains("Server listening on"))
                return {};
            if (m_sshd.waitForFinished(100)) // exited: the port is taken, or sshd refuses to run here
                return QString::fromUtf8(text + m_sshd.readAllStandardError()).trimmed();
        }
        m_sshd.kill();
        m_sshd.waitForFinished(2000);
        return "sshd did not report listening within 10 s";
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(kSshd))
            m_skip = "no /usr/sbin/sshd (install openssh-server: scripts/deps.sh)";
        else if (QStandardPaths::findExecutable("ssh").isEmpty() ||
                 QStandardPaths::findExecutable("ssh-keygen").isEmpty())
            m_skip = "no ssh or ssh-keygen (install openssh-client)";
        if (!m_skip.isEmpty())
            return;
        if (geteuid() == 0 && !QDir("/run/sshd").exists())
            QDir().mkpath("/run/sshd"); // sshd's privilege separation folder, made by the package's service
        const QString d = m_dir.path();
        for (const char* key : {"host_key", "client_key"})
            if (const QString e = run("ssh-keygen", {"-q", "-t", "ed25519", "-N", "", "-f", d + "/" + key});
                !e.isEmpty()) {
                m_skip = e;
                return;
            }
        QFile::copy(d + "/client_key.pub", d + "/authorized_keys");
        QString why;
        for (int attempt = 0; attempt < 3; ++attempt) {
            const int port = 20000 + int((getpid() * 7919 + attempt * 104729) % 40000);
            why = startSshd(port);
            if (why.isEmpty()) {
                const passwd* pw = getpwuid(geteuid());
                m_config = d + "/ssh_config";
                writeFile(m_config, "Host coalesce-test\n"
                                    "  HostName 127.0.0.1\n"
                                    "  Port " +
                                        QByteArray::number(port) +
                                        "\n"
                                        "  User " +
                                        QByteArray(pw ? pw->pw_name : "root") +
                                        "\n"
                                        "  IdentityFile " +
                                        d.toUtf8() +
                                        "/client_key\n"
                                        "  IdentitiesOnly yes\n"
                                        "  UserKnownHostsFile " +
                                        d.toUtf8() +
                                        "/known_hosts\n"
                                        "  StrictHostKeyChecking accept-new\n"
                                        "  LogLevel ERROR\n");
                return;
            }
        }
        m_skip = "sshd cannot start here: " + why;
    }

    void cleanupTestCase()
    {
        if (m_sshd.state() != QProcess::NotRunning) {
            m_sshd.terminate();
            if (!m_sshd.waitForFinished(3000))
                m_sshd.kill();
            m_sshd.waitForFinished(1000);
        }
    }

    void sweepThroughARealSshServer()
    {
        if (!m_skip.isEmpty())
            QSKIP(qPrintable(m_skip));
        // The window's own command, pointed at the throwaway config; the binary by its path, as the dialog's
        // "Remote coalesce-cli" field gives it.
        QStringList command = RemoteBackend::sshCommand("coalesce-test", COALESCE_CLI_PATH);
        command.insert(1, "-F");
        command.insert(2, m_config);
        RemoteBackend backend("coalesce-test", command);
        const ScanResult scan = backend.scan();
        QVERIFY2(!scan.devices.empty(), scan.problem.c_str());
        QVERIFY(QString::fromStdString(scan.devices[0].label).endsWith("(on coalesce-test)"));

        const DeviceSnapshot s = backend.open(scan.devices[0].selector);
        const LessonEntry* entry = findEntry(s.lessons, "global.stride");
        QVERIFY(entry);
        const ParamSet params = applyParams(entry->specs, entry->defaults, {"size=64K"});
        MeasureOptions o;
        o.warmup = 1;
        o.budgetSeconds = 0.001;
        o.minReps = 2;
        o.maxReps = 10;
        CancelToken cancel;
        int progress = 0;
        std::vector<PointResult> points;
        const ResultFile f = backend.sweep(
            "global.stride", params, parseSweep(entry->specs, "stride=1,2,4"), o, cancel,
            [&](const Progress&) { ++progress; }, [&](const PointResult& p) { points.push_back(p); });
        QCOMPARE(f.points.size(), size_t(3));
        QCOMPARE(points.size(), size_t(3));
        QVERIFY(progress >= 3);
        for (const PointResult& p : f.points)
            QVERIFY(p.validation.passed);
    }

    void unknownHostKeyIsRefusedNotAsked()
    {
        if (!m_skip.isEmpty())
            QSKIP(qPrintable(m_skip));
        // Another known_hosts with a wrong key for the server: BatchMode refuses instead of prompting.
        const QString d = m_dir.path();
        QVERIFY(run("ssh-keygen", {"-q", "-t", "ed25519", "-N", "", "-f", d + "/other_key"}).isEmpty());
        QFile pub(d + "/other_key.pub");
        QVERIFY(pub.open(QIODevice::ReadOnly));
        QFile cfg(m_config);
        QVERIFY(cfg.open(QIODevice::ReadOnly));
        QByteArray text = cfg.readAll();
        text.replace("/known_hosts", "/wrong_known_hosts");
        text.replace("accept-new", "yes");
        const QByteArray port = text.mid(text.indexOf("Port ") + 5).split('\n').front();
        writeFile(d + "/wrong_known_hosts", "[127.0.0.1]:" + port + " " + pub.readAll());
        writeFile(d + "/wrong_config", text);
        QStringList command = RemoteBackend::sshCommand("coalesce-test", COALESCE_CLI_PATH);
        command.insert(1, "-F");
        command.insert(2, d + "/wrong_config");
        RemoteBackend backend("coalesce-test", command);
        QElapsedTimer clock;
        clock.start();
        try {
            backend.scan();
            QFAIL("a changed host key must be refused");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Io);
            // Said as ssh says it ("Host key verification failed."), after the host it could not reach.
            const QString message = e.what();
            QVERIFY2(message.startsWith("Could not reach coalesce-test: ") && !message.contains("hello") &&
                         message.size() > QStringLiteral("Could not reach coalesce-test: ").size(),
                     e.what());
            qInfo("%s", e.what());
        }
        QVERIFY(clock.elapsed() < 30000); // refused, not waiting at a prompt
    }
};

QTEST_GUILESS_MAIN(TestRemoteSsh)
#include "test_remotessh.moc"
