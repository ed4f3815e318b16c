// SPDX-License-Identifier: GPL-3.0-or-later
// The main window over the fake backend: the device of the last session is found again by its name (not its
// index), a device that is gone opens the default without an error, closing saves the device by name; result
// files opened from the window arrive as overlays on the chart.
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/mainwindow.h"
#include "ui/sessionsettings.h"
#include "ui/throughputchart.h"

#include "core/results.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

DeviceChoice named(const std::string& platform, const std::string& name)
{
    DeviceChoice d;
    d.platform = platform;
    d.name = name;
    return d;
}

std::unique_ptr<Controller> fakeController()
{
    return std::make_unique<Controller>(std::make_unique<FakeBackend>());
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_mainwindow"));
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void theSavedDeviceIsOpenedByName()
    {
        SessionSettings::saveDevice(named("Fake platform", "Fake CPU")); // "0:1" in the fake's scan
        MainWindow window(fakeController());
        QSignalSpy opened(window.controller(), &Controller::deviceOpened);
        QSignalSpy errors(window.controller(), &Controller::errorOccurred);
        window.start(true);
        QVERIFY(opened.wait(3000));
        QCOMPARE(opened.at(0).at(0).value<DeviceSnapshot>().selector, std::string("0:1"));
        QCOMPARE(errors.count(), 0);
    }

    void aDeviceThatIsGoneOpensTheDefault()
    {
        SessionSettings::saveDevice(named("NVIDIA CUDA", "NVIDIA H100"));
        MainWindow window(fakeController());
        QSignalSpy opened(window.controller(), &Controller::deviceOpened);
        QSignalSpy errors(window.controller(), &Controller::errorOccurred);
        window.start(true);
        QVERIFY(opened.wait(3000));
        QCOMPARE(opened.at(0).at(0).value<DeviceSnapshot>().selector, std::string("0:0"));
        QCOMPARE(errors.count(), 0);
    }

    void closingSavesTheDeviceByName()
    {
        {
            MainWindow window(fakeController());
            window.setInitialDevice(QStringLiteral("0:1"));
            QSignalSpy opened(window.controller(), &Controller::deviceOpened);
            window.start(true);
            QVERIFY(opened.wait(3000));
            window.close();
        }
        QSettings settings;
        QCOMPARE(settings.value(QStringLiteral("session/deviceName")).toString(), QStringLiteral("Fake CPU"));
        QCOMPARE(settings.value(QStringLiteral("session/devicePlatform")).toString(),
                 QStringLiteral("Fake platform"));
        QVERIFY(!settings.value(QStringLiteral("session/lesson")).toString().isEmpty());
    }

    void openedResultFilesBecomeOverlays()
    {
        QTemporaryDir dir;
        ResultFile file;
        file.lesson = "fake.stride";
        file.sweptParam = "stride";
        file.device = Json{{"name", "Fake GPU"}};
        file.profile = profileToJson(defaultProfile());
        file.fixedParams = Json::object();
        for (int s : {1, 2, 4}) {
            PointResult p;
            p.sweptValue = std::to_string(s);
            p.params.setRaw("stride", p.sweptValue);
            p.ebGBs = 100.0 / s;
            p.validation.passed = true;
            file.points.push_back(p);
        }
        const QString path = dir.filePath(QStringLiteral("run.json"));
        saveResultJson(path.toStdString(), file);
        MainWindow window(fakeController());
        window.setScripted(true); // errors on stderr, no message boxes
        QSignalSpy loaded(window.controller(), &Controller::resultLoaded);
        window.controller()->openResults({path, path});
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 3000);
        QTRY_COMPARE_WITH_TIMEOUT(int(window.chart()->overlays().size()), 2, 3000); // one chart update
        QCOMPARE(window.chart()->overlays().front().label,
                 QStringLiteral("run: Fake GPU")); // what differs: no device here
        QVERIFY(window.currentResult());           // the first opened file, for the data exports

        // Files loaded just before an export are on the exported chart (the batch is flushed first).
        QSignalSpy more(window.controller(), &Controller::resultLoaded);
        window.controller()->openResults({path});
        QVERIFY(more.wait(3000));
        QString error;
        QVERIFY2(window.exportTo(dir.filePath(QStringLiteral("chart.png")), &error), qPrintable(error));
        QCOMPARE(int(window.chart()->overlays().size()), 3);
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
