// SPDX-License-Identifier: GPL-3.0-or-later
// The item models under QAbstractItemModelTester, the info filter, and geometry overrides.
#include "ui/deviceinfomodel.h"
#include "ui/geometrymodel.h"
#include "ui/resultsmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

std::vector<InfoField> sampleInfo()
{
    return {{"name", Json("pthread-haswell"), "device", "", "queried"},
            {"global_mem_size", Json(uint64_t(24) << 30), "memory", "bytes", "queried"},
            {"max_mem_alloc_size", Json(uint64_t(8) << 30), "memory", "bytes", "queried"},
            {"local_mem_size", Json(524288), "local", "bytes", "queried"},
            {"local_mem_type", Json("global"), "local", "", "queried"},
            {"global_mem_cacheline_size", Json(64), "cache", "bytes", "queried"},
            {"extensions", Json::array({"cl_khr_fp64", "cl_khr_fp16"}), "device", "", "queried"},
            {"image_support", Json(true), "device", "", "queried"}};
}

PointResult samplePoint(const std::string& value, double gbs)
{
    PointResult p;
    p.params.setRaw("stride", value);
    p.sweptValue = value;
    p.ebGBs = gbs;
    p.ebP10GBs = gbs * 0.9;
    p.ebP90GBs = gbs * 1.1;
    p.ebMaxGBs = gbs * 1.2;
    p.timing.reps = 12;
    p.timing.medianNs = 1500;
    p.validation.passed = true;
    p.validation.checked = 4096;
    p.prediction = Prediction{};
    p.prediction->space = "global";
    p.prediction->relative = 0.5;
    return p;
}

} // namespace

class TestModels : public QObject {
    Q_OBJECT
private slots:
    void deviceInfoTreeGroupsFields()
    {
        DeviceInfoModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setInfo(sampleInfo());
        QCOMPARE(model.rowCount(), 4); // device, memory, local, cache in first-seen order
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("device"));
        const QModelIndex device = model.index(0, 0);
        QCOMPARE(model.rowCount(device), 3);
        QCOMPARE(model.index(1, DeviceInfoModel::Value, device).data().toString(),
                 QStringLiteral("cl_khr_fp64, cl_khr_fp16"));
        const QModelIndex memory = model.index(1, 0);
        QCOMPARE(model.index(0, DeviceInfoModel::Value, memory).data().toString(),
                 QStringLiteral("24 GiB  (25769803776)"));
        QCOMPARE(model.index(0, DeviceInfoModel::Source, memory).data().toString(), QStringLiteral("queried"));
        QCOMPARE(model.parent(model.index(0, 1, memory)), memory);
        QVERIFY(model.toText().contains(QStringLiteral("local_mem_size: 512 KiB")));
        QVERIFY(model.toJsonText().contains(QStringLiteral("\"local_mem_type\": \"global\"")));
        model.setInfo({});
        QCOMPARE(model.rowCount(), 0);
    }

    void filterKeepsGroupsOfMatchingFields()
    {
        DeviceInfoModel model;
        model.setInfo(sampleInfo());
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setRecursiveFilteringEnabled(true);
        proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
        proxy.setFilterKeyColumn(-1);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setFilterFixedString(QStringLiteral("CACHELINE"));
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("cache"));
        QCOMPARE(proxy.rowCount(proxy.index(0, 0)), 1);
        proxy.setFilterFixedString(QStringLiteral("fp16")); // matches a value, not a key
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setFilterFixedString(QString());
        QCOMPARE(proxy.rowCount(), 4);
    }

    void resultsTableShowsPointsAndStatus()
    {
        ResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ResultFile file;
        file.sweptParam = "stride";
        file.points = {samplePoint("1", 40), samplePoint("2", 20)};
        model.setResult(file);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.headerData(ResultsModel::Value, Qt::Horizontal).toString(), QStringLiteral("stride"));
        QCOMPARE(model.index(1, ResultsModel::Value).data().toString(), QStringLiteral("2"));
        QCOMPARE(model.index(1, ResultsModel::Median).data().toString(), QLocale().toString(20.0, 'f', 2));
        QCOMPARE(model.index(0, ResultsModel::Predicted).data().toString(), QStringLiteral("50 %"));
        QCOMPARE(model.index(0, ResultsModel::Status).data().toString(), QStringLiteral("valid"));
        PointResult failed = samplePoint("13", 0);
        failed.error = "CL_OUT_OF_RESOURCES";
        PointResult skipped = samplePoint("14", 0);
        skipped.skipped = "double not supported";
        model.appendPoint(failed);
        model.appendPoint(skipped);
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(model.index(2, ResultsModel::Median).data().toString().isEmpty());
        QVERIFY(model.index(2, ResultsModel::Status).data().toString().contains(QStringLiteral("CL_OUT")));
        QVERIFY(model.index(3, ResultsModel::Status).data().toString().startsWith(QStringLiteral("skipped")));
        // Measured with nothing to compare its outputs with (issue 13): "not checked", in its own colour.
        PointResult unchecked = samplePoint("3", 10);
        unchecked.validation.checked = 0;
        unchecked.validation.method = ValidationMethod::NotChecked;
        model.appendPoint(unchecked);
        const QModelIndex status = model.index(4, ResultsModel::Status);
        QCOMPARE(status.data().toString(), QStringLiteral("not checked"));
        QVERIFY(status.data(Qt::ToolTipRole).toString().startsWith(QLatin1String("Not checked")));
        QVERIFY(status.data(Qt::ForegroundRole).value<QColor>().isValid());
        QCOMPARE(model.index(4, ResultsModel::Median).data().toString(), QLocale().toString(10.0, 'f', 2));
        unchecked.validation.method = ValidationMethod::HostReference; // read back from a file: no method
        model.appendPoint(unchecked);
        QCOMPARE(model.index(5, ResultsModel::Status).data().toString(), QStringLiteral("not checked"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void geometryEditsAreValidatedAndMarkedAsOverrides()
    {
        GeometryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProfile(defaultProfile());
        QCOMPARE(model.rowCount(), int(geometryKeys().size()));
        int banksRow = -1;
        for (int r = 0; r < model.rowCount(); ++r) {
            if (model.index(r, GeometryModel::Key).data().toString() == QStringLiteral("banks"))
                banksRow = r;
        }
        QVERIFY(banksRow >= 0);
        QSignalSpy edited(&model, &GeometryModel::profileEdited);
        QSignalSpy rejected(&model, &GeometryModel::editRejected);
        const QModelIndex value = model.index(banksRow, GeometryModel::Value);
        QVERIFY(model.flags(value) & Qt::ItemIsEditable);
        QVERIFY(!(model.flags(model.index(banksRow, GeometryModel::Key)) & Qt::ItemIsEditable));
        QVERIFY(!model.setData(value, 2048)); // past the 1024 banks the models hold
        QCOMPARE(rejected.count(), 1);
        QVERIFY(rejected.at(0).at(0).toString().contains(QStringLiteral("banks")));
        QVERIFY(!model.setData(value, QStringLiteral("lots")));
        QVERIFY(model.setData(value, 16));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(model.profile().banks.value, int64_t(16));
        QCOMPARE(model.profile().banks.source, ValueSource::UserOverride);
        QCOMPARE(model.index(banksRow, GeometryModel::Source).data().toString(),
                 QStringLiteral("user override"));
    }

    void measuredFiguresFollowTheKeysInNaturalOrder()
    {
        // The probes' curves read in order: constant_line_2, _4, _16, _32 (not _16, _2, _32, _4), other keys
        // as text; every figure read-only, with its value and method.
        GeometryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        GeometryProfile p = defaultProfile();
        for (const char* key : {"constant_line_32", "constant_line_4", "after_copy_ns", "constant_line_16",
                                "constant_line_2", "constant_addr_8"})
            p.figures[key] = MeasuredFigure{1.5, "ratio", std::string("method of ") + key, 0.8};
        model.setProfile(p);
        const int first = int(geometryKeys().size());
        QCOMPARE(model.rowCount(), first + 6);
        QStringList keys;
        for (int r = first; r < model.rowCount(); ++r) {
            keys << model.index(r, GeometryModel::Key).data().toString();
            QVERIFY(!(model.flags(model.index(r, GeometryModel::Value)) & Qt::ItemIsEditable));
            QVERIFY(!model.setData(model.index(r, GeometryModel::Value), 2));
            QCOMPARE(model.index(r, GeometryModel::Value).data().toString(), QStringLiteral("1.5"));
        }
        QCOMPARE(keys, (QStringList{"after_copy_ns", "constant_addr_8", "constant_line_2", "constant_line_4",
                                    "constant_line_16", "constant_line_32"}));
    }
};

QTEST_MAIN(TestModels)
#include "test_models.moc"
