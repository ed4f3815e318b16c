// SPDX-License-Identifier: GPL-3.0-or-later
// Remote devices in the window: "Add remote device…" lists the host's devices in the picker beside the local
// (fake) ones, marked "(on HOST)", remembered in the settings; choosing one opens it through the
// RoutingBackend and a lesson's picture and sweep run there (a real `coalesce-cli serve` started by an injected
// launcher instead of ssh); a connection lost mid-sweep is a banner with "Reconnect", which opens the device
// again; an unreachable host is a banner, never a hang, and the local devices stay; a bad destination is
// refused before anything runs.
#include "ui/controller.h"
#include "ui/deviceexplorer.h"
#include "ui/fakebackend.h"
#include "ui/language.h"
#include "ui/mainwindow.h"
#include "ui/remotedevices.h"
#include "ui/remotehostdialog.h"
#include "ui/remotehosts.h"
#include "ui/remoterouter.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

constexpr int kListMs = 60000; // a loaded machine starting coalesce-cli and PoCL (waits end when done)

std::unique_ptr<Controller> routedController()
{
    return std::make_unique<Controller>(
        std::make_unique<RoutingBackend>(std::make_unique<FakeBackend>(), std::make_shared<RemoteRegistry>()));
}

RemoteDevices* remoteOf(MainWindow& w, const QStringList& command)
{
    auto* remote = w.findChild<RemoteDevices*>();
    remote->setLauncher([command](const RemoteHost&) { return command; });
    return remote;
}

QStringList serve()
{
    return {COALESCE_CLI_PATH, "serve"};
}

int remoteItem(QComboBox* picker, const QString& destination)
{
    for (int i = 0; i < picker->count(); ++i)
        if (picker->itemText(i).endsWith(QStringLiteral("(on %1)").arg(destination)))
            return i;
    return -1;
}

QString reconnectLink(QLabel* banner)
{
    const QString text = banner->text();
    const int at = text.indexOf(QLatin1String("#reconnect:"));
    return at < 0 ? QString() : text.mid(at, text.indexOf(QLatin1Char('"'), at) - at);
}

// Opens the remote device at `index` and waits for its picture.
void openRemote(MainWindow& w, int index)
{
    QSignalSpy opened(w.controller(), &Controller::deviceOpened);
    emit w.deviceCombo()->activated(index);
    QVERIFY(opened.wait(kListMs));
    const auto snapshot = opened.at(0).at(0).value<DeviceSnapshot>();
    QVERIFY(snapshot.selector.rfind("remote/", 0) == 0);
    QCOMPARE(w.deviceCombo()->currentIndex(), index);
}

} // namespace

class TestRemoteDevices : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_remotedevices"));
        qRegisterMetaType<DeviceSnapshot>();
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void addedHostIsListedBesideTheLocalDevicesAndRuns()
    {
        MainWindow w(routedController());
        RemoteDevices* remote = remoteOf(w, serve());
        QVERIFY(remote->available());
        QVERIFY(w.findChild<QAction*>(QStringLiteral("addRemoteAction")));
        QVERIFY(w.deviceExplorer()->findChild<QToolButton*>(QStringLiteral("addRemoteButton")));
        w.start(false);
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->device().has_value(), kListMs); // the local (fake) device
        const int local = w.deviceCombo()->count();

        QSignalSpy listed(remote, &RemoteDevices::hostListed);
        QVERIFY(remote->addHost({QStringLiteral("lab-box"), QString()}));
        QVERIFY(listed.wait(kListMs));
        QVERIFY2(listed.at(0).at(1).toBool(), qPrintable(remote->problem("lab-box")));
        QVERIFY(w.deviceCombo()->count() > local);
        QCOMPARE(w.deviceCombo()->itemText(0), QString("0:0 Fake GPU (Fake platform)")); // local ones first
        const int index = remoteItem(w.deviceCombo(), "lab-box");
        QVERIFY(index >= local);
        QVERIFY(w.deviceCombo()->itemData(index).toString().startsWith("remote/lab-box/"));
        // Remembered by destination only.
        QCOMPARE(RemoteHostSettings::load(), (std::vector<RemoteHost>{{"lab-box", ""}}));
        QVERIFY(!QSettings().allKeys().filter("password", Qt::CaseInsensitive).size());

        openRemote(w, index);
        QVERIFY(findEntry(w.controller()->lessons(), "global.stride")); // the remote device's lessons
        QSignalSpy traced(w.controller(), &Controller::traceReady);
        w.controller()->setLiveMeasure(false);
        QVERIFY(w.controller()->selectLesson("global.stride", {"size=64K", "stride=2"}));
        QVERIFY(traced.wait(kListMs));
        QVERIFY(!traced.last().at(0).value<TraceOutcome>().hostGenerated);

        w.controller()->sweepOptions().budgetSeconds = 0.001;
        w.controller()->sweepOptions().maxReps = 10;
        QSignalSpy finished(w.controller(), &Controller::sweepFinished);
        QSignalSpy points(w.controller(), &Controller::sweepPointAdded);
        QVERIFY(w.controller()->runSweep("stride=1,2"));
        QVERIFY(finished.wait(kListMs));
        QCOMPARE(points.count(), 2);
        QCOMPARE(finished.at(0).at(0).value<ResultFile>().points.size(), size_t(2));

        // A rescan of the local devices keeps the remote ones and the current choice.
        QSignalSpy scanned(w.controller(), &Controller::devicesScanned);
        w.controller()->scanDevices();
        QVERIFY(scanned.wait(kListMs));
        QVERIFY(remoteItem(w.deviceCombo(), "lab-box") >= 0);

        remote->forgetHost("lab-box");
        QCOMPARE(remoteItem(w.deviceCombo(), "lab-box"), -1);
        QVERIFY(RemoteHostSettings::load().empty());
    }

    void lastSessionsRemoteDeviceOpensAgainAtStart()
    {
        QString selector;
        {
            MainWindow w(routedController());
            RemoteDevices* remote = remoteOf(w, serve());
            w.start(false);
            QTRY_VERIFY_WITH_TIMEOUT(w.controller()->device().has_value(), kListMs);
            QSignalSpy listed(remote, &RemoteDevices::hostListed);
            QVERIFY(remote->addHost({QStringLiteral("lab-box"), QString()}));
            QVERIFY(listed.wait(kListMs));
            const int index = remoteItem(w.deviceCombo(), "lab-box");
            QVERIFY(index >= 0);
            openRemote(w, index);
            selector = QString::fromStdString(w.controller()->device()->selector);
            w.close(); // saves the session: the device with its host
        }
        QCOMPARE(QSettings().value("session/deviceHost").toString(), QStringLiteral("lab-box"));
        {
            // The next start: a local device opens first, then the remote one once its host has answered.
            MainWindow w(routedController());
            RemoteDevices* remote = remoteOf(w, serve());
            QSignalSpy listed(remote, &RemoteDevices::hostListed);
            w.start(true);
            QVERIFY(listed.wait(kListMs));
            QTRY_COMPARE_WITH_TIMEOUT(w.controller()->device()
                                          ? QString::fromStdString(w.controller()->device()->selector)
                                          : QString(),
                                      selector, kListMs);
            QCOMPARE(w.deviceCombo()->currentData().toString(), selector);
            w.close();
        }
        {
            // --device (or no restore) wins: the remote host is listed, the local device stays.
            MainWindow w(routedController());
            RemoteDevices* remote = remoteOf(w, serve());
            QSignalSpy listed(remote, &RemoteDevices::hostListed);
            w.setInitialDevice(QStringLiteral("0:0"));
            w.start(true);
            QVERIFY(listed.wait(kListMs));
            QTest::qWait(200);
            QTRY_VERIFY_WITH_TIMEOUT(w.controller()->device().has_value(), kListMs);
            QCOMPARE(QString::fromStdString(w.controller()->device()->selector), QStringLiteral("0:0"));
        }
        // A local device chosen later replaces the saved remote one.
        {
            MainWindow w(routedController());
            remoteOf(w, serve());
            w.start(false);
            QTRY_VERIFY_WITH_TIMEOUT(w.controller()->device().has_value(), kListMs);
            w.close();
        }
        QVERIFY(QSettings().value("session/deviceHost").toString().isEmpty());
    }

    void lostConnectionOffersReconnect()
    {
        QTemporaryDir dir;
        // An ssh whose server is killed at the first point of a sweep (see test_remotebackend).
        const QString ssh = dir.filePath("ssh-dies");
        QFile f(ssh);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\nCLI='" COALESCE_CLI_PATH "'\n"
                "out=$(mktemp -u \"$(dirname \"$0\")/out.XXXXXX\") && mkfifo \"$out\" || exit 1\n"
                "exec 3<&0\n\"$CLI\" serve <&3 >\"$out\" &\nserver=$!\n"
                "while IFS= read -r l; do\n  printf '%s\\n' \"$l\"\n"
                "  case \"$l\" in *'\"event\":\"point\"'*) kill -9 $server; exit 255;; esac\ndone <\"$out\"\n"
                "wait $server\n");
        f.close();
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

        MainWindow w(routedController());
        RemoteDevices* remote = remoteOf(w, {ssh});
        w.start(false);
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->device().has_value(), kListMs);
        QSignalSpy listed(remote, &RemoteDevices::hostListed);
        QVERIFY(remote->addHost({QStringLiteral("flaky"), QString()}));
        QVERIFY(listed.wait(kListMs));
        openRemote(w, remoteItem(w.deviceCombo(), "flaky"));
        w.controller()->setLiveMeasure(false);
        QSignalSpy traced(w.controller(), &Controller::traceReady);
        QVERIFY(w.controller()->selectLesson("global.stride", {"size=64K", "stride=2"}));
        QVERIFY(traced.wait(kListMs));

        QSignalSpy failed(w.controller(), &Controller::errorOccurred);
        w.controller()->sweepOptions().budgetSeconds = 0.001;
        QVERIFY(w.controller()->runSweep("stride=1..64"));
        QVERIFY(failed.wait(kListMs));
        QVERIFY2(failed.at(0).at(2).toString().contains("lost"), qPrintable(failed.at(0).at(2).toString()));
        QTRY_VERIFY_WITH_TIMEOUT(!w.controller()->sweepRunning(), kListMs);
        QVERIFY(!w.banner()->isHidden());
        const QString link = reconnectLink(w.banner());
        QVERIFY2(!link.isEmpty(), qPrintable(w.banner()->text()));

        QSignalSpy opened(w.controller(), &Controller::deviceOpened);
        emit w.banner()->linkActivated(link);
        QVERIFY(opened.wait(kListMs)); // a new connection, the same device
        QVERIFY(opened.at(0).at(0).value<DeviceSnapshot>().selector.rfind("remote/flaky/", 0) == 0);
    }

    void unreachableSavedHostIsABannerAndLocalDevicesStay()
    {
        RemoteHostSettings::save({{"gone-box", ""}});
        MainWindow w(routedController());
        RemoteDevices* remote = remoteOf(w, {"/nonexistent/ssh"});
        QSignalSpy listed(remote, &RemoteDevices::hostListed);
        w.start(false);
        QVERIFY(listed.wait(kListMs));
        QVERIFY(!listed.at(0).at(1).toBool());
        QVERIFY(remote->problem("gone-box").contains("cannot start"));
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->device().has_value(), kListMs);
        QCOMPARE(remoteItem(w.deviceCombo(), "gone-box"), -1);
        QCOMPARE(w.deviceCombo()->count(), 2); // the fake's two local devices
        QVERIFY(!w.banner()->isHidden());
        QVERIFY(w.banner()->text().contains("gone-box"));
        QVERIFY(!reconnectLink(w.banner()).isEmpty());
        // The host stays remembered: the lab machine may just be off.
        QCOMPARE(remote->hosts().size(), size_t(1));
        QVERIFY(w.findChild<QMenu*>(QStringLiteral("remoteHostsMenu"))->isEnabled());
    }

    void unreachableHostSaysWhyInBothLanguages()
    {
        QTemporaryDir dir;
        // OpenSSH's words (BatchMode) for a name it cannot resolve.
        const QString ssh = dir.filePath("ssh-nohost");
        QFile f(ssh);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "#!/bin/sh\necho 'ssh: Could not resolve hostname lab-gpu.invalid: Name or service not known' >&2\n"
            "exit 255\n");
        f.close();
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        MainWindow w(routedController());
        RemoteDevices* remote = remoteOf(w, {ssh});
        w.start(false);
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->device().has_value(), kListMs);
        QSignalSpy listed(remote, &RemoteDevices::hostListed);
        QVERIFY(remote->addHost({QStringLiteral("lab-gpu.invalid"), QString()}));
        QVERIFY(listed.wait(kListMs));
        QVERIFY(!listed.at(0).at(1).toBool());
        const QString why =
            QStringLiteral("Could not resolve hostname lab-gpu.invalid: Name or service not known");
        QCOMPARE(remote->problem("lab-gpu.invalid"), QStringLiteral("Could not reach lab-gpu.invalid: ") + why);
        QVERIFY(!w.banner()->isHidden());
        QVERIFY2(w.banner()->text().contains(QStringLiteral("Could not reach lab-gpu.invalid: ") + why),
                 qPrintable(w.banner()->text()));
        QVERIFY(!w.banner()->text().contains(QStringLiteral("hello")));
        const QString link = reconnectLink(w.banner());
        QVERIFY2(!link.isEmpty(), qPrintable(w.banner()->text()));

        // In Chinese: the sentence is translated, ssh's own reason kept as ssh said it.
        QCOMPARE(installTranslations(*qApp, QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        emit w.banner()->linkActivated(link);
        QVERIFY(listed.wait(kListMs));
        const QString zh = remote->problem("lab-gpu.invalid");
        installTranslations(*qApp, QStringLiteral("en"));
        QCOMPARE(zh, QStringLiteral("无法连接 lab-gpu.invalid：") + why);
    }

    void badDestinationsAreRefused()
    {
        MainWindow w(routedController());
        RemoteDevices* remote = remoteOf(w, serve());
        QVERIFY(!remote->addHost({QStringLiteral("-oProxyCommand=evil"), QString()}));
        QVERIFY(!remote->addHost({QStringLiteral("two words"), QString()}));
        QVERIFY(!remote->addHost({QString(), QString()}));
        QVERIFY(remote->hosts().empty());
        QVERIFY(RemoteHostSettings::load().empty());
        QVERIFY(!w.banner()->isHidden());

        RemoteHostDialog dialog;
        QVERIFY(!dialog.okButton()->isEnabled());
        dialog.destinationEdit()->setText("user@gpu box");
        QVERIFY(!dialog.okButton()->isEnabled());
        dialog.destinationEdit()->setText(" user@gpu-box ");
        dialog.binaryEdit()->setText("/opt/coalesce/bin/coalesce-cli");
        QVERIFY(dialog.okButton()->isEnabled());
        QCOMPARE(dialog.host(), (RemoteHost{"user@gpu-box", "/opt/coalesce/bin/coalesce-cli"}));
    }

    void withoutARouterThereIsNoRemoteMenu()
    {
        MainWindow w(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        auto* remote = w.findChild<RemoteDevices*>();
        QVERIFY(!remote->available());
        QVERIFY(!w.findChild<QAction*>(QStringLiteral("addRemoteAction")));
    }

    void selectorsRoundTrip()
    {
        QString destination;
        std::string inner;
        QVERIFY(parseRemoteSelector(remoteSelector("ssh://me@host:22", "0:1"), &destination, &inner));
        QCOMPARE(destination, QString("ssh://me@host:22"));
        QCOMPARE(inner, std::string("0:1"));
        QVERIFY(!parseRemoteSelector("0:1", nullptr, nullptr));
        QVERIFY(!parseRemoteSelector("remote/", nullptr, nullptr));
    }
};

QTEST_MAIN(TestRemoteDevices)
#include "test_remotedevices.moc"
