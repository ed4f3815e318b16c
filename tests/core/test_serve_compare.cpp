// SPDX-License-Identifier: GPL-3.0-or-later
// Several devices in one result file (schema 2, docs/RESULTS.md) and `coalesce-cli sweep --device A --device
// B`: both series written and read back, files of one device unchanged (version 1, still read), the CSV's
// device column, which devices share hardware. Two devices on this machine: PoCL's pthread and basic drivers
// (POCL_DEVICES), both on the host CPU, so measured in turn.
#include "tests/core/clifixture.h"

#include "core/comparison.h"
#include "core/errors.h"
#include "core/results.h"

#include <gtest/gtest.h>

using namespace coalesce;
using namespace coalesce::clitest;

namespace {

PointResult point(const std::string& stride, double gbs)
{
    PointResult p;
    p.params.setRaw("stride", stride);
    p.sweptValue = stride;
    p.ebGBs = gbs;
    p.timing.reps = 3;
    p.validation.passed = true;
    return p;
}

ResultFile twoDevices()
{
    ResultFile f;
    f.appVersion = "test";
    f.createdUtc = "2026-11-23T00:00:00Z";
    f.device = {{"name", "GPU A"}, {"type", "gpu"}};
    f.profile = Json::object();
    f.lesson = "global.stride";
    f.fixedParams = Json::object();
    f.sweptParam = "stride";
    f.points = {point("1", 100), point("2", 50)};
    f.compared.push_back({Json{{"name", "CPU, B"}, {"type", "cpu"}}, Json::object(), true, {point("1", 20)}});
    f.measured = "concurrently";
    return f;
}

DeviceEntry entry(int platform, int device, const std::string& type, const std::string& name)
{
    DeviceEntry e;
    e.platformIndex = platform;
    e.deviceIndex = device;
    e.type = type;
    e.name = name;
    e.vendor = "V";
    return e;
}

} // namespace

TEST(ServeCompare, TwoSeriesRoundTripAsSchemaTwo)
{
    const Json json = resultToJson(twoDevices());
    EXPECT_EQ(json["schema_version"], 2);
    EXPECT_EQ(json["measured"], "concurrently");
    const ResultFile back = resultFromJson(json);
    ASSERT_EQ(back.points.size(), 2u);
    ASSERT_EQ(back.compared.size(), 1u);
    EXPECT_EQ(back.compared[0].device["name"], "CPU, B");
    EXPECT_TRUE(back.compared[0].cancelled);
    ASSERT_EQ(back.compared[0].points.size(), 1u);
    EXPECT_DOUBLE_EQ(back.compared[0].points[0].ebGBs, 20);
    EXPECT_EQ(back.measured, "concurrently");

    // One device: version 1 as before, no new keys; a version-1 file of the corpus still opens.
    ResultFile one = twoDevices();
    one.compared.clear();
    const Json single = resultToJson(one);
    EXPECT_EQ(single["schema_version"], 1);
    EXPECT_FALSE(single.contains("compared"));
    EXPECT_NO_THROW(loadResultFile(COALESCE_SOURCE_DIR "/tests/data/bad-results/good.json"));

    // A damaged second series is refused by its path.
    Json bad = json;
    bad["compared"][0]["points"][0].erase("eb_gbs");
    try {
        resultFromJson(bad);
        FAIL();
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("compared[0].points[0].eb_gbs"), std::string::npos) << e.what();
    }
    bad = json;
    bad["schema_version"] = 3;
    EXPECT_THROW(resultFromJson(bad), Error);
}

TEST(ServeCompare, CsvOfSeveralDevicesHasADeviceColumn)
{
    const std::string csv = resultToCsv(twoDevices());
    EXPECT_EQ(csv.rfind("device,point,lesson", 0), 0u) << csv;
    EXPECT_NE(csv.find("\nGPU A,0,global.stride"), std::string::npos) << csv;
    EXPECT_NE(csv.find("\n\"CPU, B\",0,global.stride"), std::string::npos) << csv;
    ResultFile one = twoDevices();
    one.compared.clear();
    EXPECT_EQ(resultToCsv(one).rfind("point,lesson", 0), 0u);
}

TEST(ServeCompare, SharedHardware)
{
    EXPECT_NE(sharedHardware(entry(0, 0, "cpu", "a"), entry(1, 0, "cpu", "b")), "");
    EXPECT_NE(sharedHardware(entry(0, 0, "gpu", "H100"), entry(1, 0, "gpu", "H100")), "");
    EXPECT_NE(sharedHardware(entry(0, 1, "gpu", "x"), entry(0, 1, "gpu", "x")), "");
    EXPECT_EQ(sharedHardware(entry(0, 0, "gpu", "H100"), entry(1, 0, "cpu", "EPYC")), "");
    EXPECT_EQ(sharedHardware(entry(0, 0, "gpu", "H100"), entry(0, 1, "gpu", "A100")), "");
}

TEST_F(Cli, SweepOnTwoDevicesWritesBothSeries)
{
    const std::string out = file("two.json");
    const CliResult r = run("sweep global.stride --device 0:0 --device 0:1 -p stride=1,2 --set size=64K "
                            "--budget-ms 1 --no-predict --out '" +
                                out + "'",
                            COALESCE_TEST_ICD_DIR, "POCL_DEVICES='pthread basic'");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.err.find("sequentially"), std::string::npos) << r.err;
    EXPECT_NE(r.out.find("measured sequentially"), std::string::npos) << r.out;
    const ResultFile f = loadResultFile(out);
    ASSERT_EQ(f.points.size(), 2u);
    ASSERT_EQ(f.compared.size(), 1u);
    EXPECT_EQ(f.compared[0].points.size(), 2u);
    EXPECT_NE(f.device["name"], f.compared[0].device["name"]);
    EXPECT_EQ(f.measured.rfind("sequentially", 0), 0u);
    EXPECT_EQ(f.compared[0].points[1].params.text("stride"), "2");
}

TEST_F(Cli, SameDeviceTwiceIsRefused)
{
    expectRefused("sweep global.stride --device 0:0 --device pocl -p stride=1,2 --set size=64K", 2,
                  "a second time");
}
