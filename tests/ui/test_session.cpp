// SPDX-License-Identifier: GPL-3.0-or-later
// The session's plain parts, without widgets: the saved device found again by its platform and device name
// (not its "P:D" index, which changes when a platform comes or goes), a missing device falling back to the
// default, the older index-only setting, the saved lesson and parameters; the chart's interactive series.
#include "ui/interactiveseries.h"
#include "ui/sessionsettings.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

DeviceChoice choice(const std::string& selector, const std::string& platform, const std::string& name)
{
    DeviceChoice d;
    d.selector = selector;
    d.label = selector + " " + name + " (" + platform + ")";
    d.platform = platform;
    d.name = name;
    return d;
}

PointResult measured(const std::string& stride, const std::string& type, double gbs)
{
    PointResult p;
    p.params.setRaw("stride", stride);
    p.params.setRaw("type", type);
    p.ebGBs = gbs;
    return p;
}

ParamSpec typeSpec()
{
    ParamSpec spec;
    spec.name = "type";
    spec.kind = ParamKind::Choice;
    spec.choices = {"char", "int", "float4"};
    return spec;
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_session"));
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void deviceIsFoundByNameAfterTheIndicesMoved()
    {
        SessionSettings::saveDevice(choice("1:0", "NVIDIA CUDA", "NVIDIA H100"));
        // Next run: a PoCL platform was installed and now comes first.
        ScanResult scan;
        scan.devices = {choice("0:0", "Portable Computing Language", "cpu-haswell"),
                        choice("1:0", "Intel OpenCL", "Intel Arc"),
                        choice("2:0", "NVIDIA CUDA", "NVIDIA H100")};
        QCOMPARE(SessionSettings::savedDevice(scan), QStringLiteral("2:0"));
    }

    void aMissingDeviceFallsBackToTheDefault()
    {
        SessionSettings::saveDevice(choice("0:1", "NVIDIA CUDA", "NVIDIA H100"));
        ScanResult scan;
        scan.devices = {choice("0:0", "Portable Computing Language", "cpu-haswell"),
                        choice("0:1", "NVIDIA CUDA", "NVIDIA A100")}; // same index, another device
        QCOMPARE(SessionSettings::savedDevice(scan), QString());
        QCOMPARE(SessionSettings::savedDevice(ScanResult{}), QString());
    }

    void theOlderIndexSettingIsUsedOnlyWhileItExists()
    {
        QSettings().setValue(QStringLiteral("session/device"), QStringLiteral("0:1"));
        ScanResult scan;
        scan.devices = {choice("0:0", "P", "a"), choice("0:1", "P", "b")};
        QCOMPARE(SessionSettings::savedDevice(scan), QStringLiteral("0:1"));
        scan.devices.pop_back();
        QCOMPARE(SessionSettings::savedDevice(scan), QString());
        SessionSettings::saveDevice(choice("0:0", "P", "a")); // replaces the old form
        QVERIFY(!QSettings().contains(QStringLiteral("session/device")));
    }

    void noSavedDeviceIsTheDefault()
    {
        ScanResult scan;
        scan.devices = {choice("0:0", "P", "a")};
        QCOMPARE(SessionSettings::savedDevice(scan), QString());
    }

    void lessonAndParametersRoundTrip()
    {
        ParamSet params;
        params.setRaw("stride", "8");
        params.setRaw("type", "float");
        SessionSettings::saveLesson("global.stride", params);
        QCOMPARE(SessionSettings::savedLesson(), QStringLiteral("global.stride"));
        QCOMPARE(SessionSettings::savedParams(QStringLiteral("global.stride")),
                 (std::vector<std::string>{"stride=8", "type=float"}));
        QVERIFY(SessionSettings::savedParams(QStringLiteral("other")).empty());
    }

    void planFolderRoundTripsAndStartsAtDocuments()
    {
        QCOMPARE(SessionSettings::planFolder(),
                 QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
        SessionSettings::savePlanFolder(QStringLiteral("/tmp/plans"));
        QCOMPARE(SessionSettings::planFolder(), QStringLiteral("/tmp/plans"));
        QCOMPARE(QSettings().value(QStringLiteral("plans/lastFolder")).toString(),
                 QStringLiteral("/tmp/plans"));
    }

    void interactivePointsAreOnePerValueInOrder()
    {
        InteractiveSeries series;
        series.add(measured("8", "int", 10), "stride", nullptr);
        series.add(measured("2", "int", 40), "stride", nullptr);
        series.add(measured("16", "int", 5), "stride", nullptr);
        series.add(measured("8", "int", 12), "stride", nullptr); // measured again: replaces
        QCOMPARE(int(series.points().size()), 3);
        QCOMPARE(series.points()[0].sweptValue, std::string("2"));
        QCOMPARE(series.points()[1].sweptValue, std::string("8"));
        QCOMPARE(series.points()[1].ebGBs, 12.0);
        QCOMPARE(series.points()[2].sweptValue, std::string("16"));
        series.add(measured("1", "int", 1), "nonsense", nullptr); // not a parameter of the point: ignored
        QCOMPARE(int(series.points().size()), 3);
    }

    void anotherFixedParameterStartsOver()
    {
        InteractiveSeries series;
        series.add(measured("2", "int", 40), "stride", nullptr);
        series.add(measured("4", "int", 20), "stride", nullptr);
        series.add(measured("4", "char", 20), "stride", nullptr);
        QCOMPARE(int(series.points().size()), 1);
        QCOMPARE(series.points()[0].params.text("type"), std::string("char"));
        series.clear();
        QVERIFY(series.empty());
    }

    void choicesFollowTheSpecOrder()
    {
        InteractiveSeries series;
        const ParamSpec spec = typeSpec();
        series.add(measured("1", "float4", 3), "type", &spec);
        series.add(measured("1", "char", 1), "type", &spec);
        series.add(measured("1", "int", 2), "type", &spec);
        QCOMPARE(int(series.points().size()), 3);
        QCOMPARE(series.points()[0].sweptValue, std::string("char"));
        QCOMPARE(series.points()[1].sweptValue, std::string("int"));
        QCOMPARE(series.points()[2].sweptValue, std::string("float4"));
    }
};

QTEST_MAIN(TestSession)
#include "test_session.moc"
