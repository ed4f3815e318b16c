// SPDX-License-Identifier: GPL-3.0-or-later
// Declared waves of resident work-groups in the launch-time model (core/models/launchtime.cpp): a partly full
// last wave takes a whole wave's time, so the on-chip parts count whole waves; hand-worked.
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "tests/core/modelprofile.h"
#include "tests/core/modeltrace.h"
#include "tests/core/pocl.h"

#include <gtest/gtest.h>

using namespace coalesce;

namespace {

using coalesce::test::twoPassTrace;

// 1000 groups of 32 work-items, 1000 counted bytes per traced group, on `units` compute units whose groups
// hold `localBytes` of local memory each.
WorkingSet launch(uint32_t units, uint64_t localBytes = 0)
{
    WorkingSet w;
    w.traceComplete = true;
    w.countedBytes = 1000;
    w.launchGroups = 1000;
    w.groupSize = 32;
    w.waveUnits = units;
    w.waveLocalBytes = localBytes;
    return w;
}

// DRAM 1000 B/ns; local memory 128 GB/s: one pass of 32 banks x 4 B is 1 ns, the traced group's two passes
// 2 ns, the launch's 1000 groups 2 us; floor 5 us.
GeometryProfile profile(std::map<std::string, double> more)
{
    std::map<std::string, double> figures{
        {"dram_read_gbs", 1000}, {"local_read_gbs", 128}, {"launch_floor_ns", 5000}};
    figures.insert(more.begin(), more.end());
    return coalesce::test::withFigures(coalesce::test::gpuProfile(), figures);
}

LaunchTime timeOf(const GeometryProfile& p, const WorkingSet& w)
{
    return launchTime(analyseTrace(twoPassTrace(), p, "local", w).requests, modelGeometry(p),
                      ceilingsFromProfile(p), w);
}

} // namespace

TEST(ModelsWaves, APartlyFullWaveTakesAWholeWavesTime)
{
    // 2048 resident work-items a unit: 64 groups of 32; 10 units keep 640 at once, so 1000 groups are 1.5625
    // waves, run as 2: the bank passes take 2 / 1.5625 = 1.28 x 2 us = 2.56 us, + 5 us floor = 7.56 us.
    const GeometryProfile p = profile({{"resident_items", 2048}});
    const LaunchTime t = timeOf(p, launch(10));
    EXPECT_DOUBLE_EQ(t.waves, 1.5625);
    EXPECT_DOUBLE_EQ(t.waveFactor, 1.28);
    EXPECT_NEAR(t.localNs, 2.56, 1e-12);
    EXPECT_NEAR(t.launchNs, 7560, 1e-6);
    const ModelSummary s = analyseTrace(twoPassTrace(), p, "local", launch(10));
    EXPECT_NEAR(s.predictedRelative, 1000.0 / 7.56 / 1000.0, 1e-12);
    EXPECT_EQ(s.note, "launch time 7.6 us: global memory 0.0 us (the hierarchy) + local memory 2.6 us (bank "
                      "passes at the measured local bandwidth) + load/store slots 0.0 us + launch 5.0 us; local "
                      "memory and load/store slots x 1.28: 1.56 waves of work-groups take 2 waves' time (a "
                      "partly full wave takes as long as a full one)");

    // Each group's 4 KiB of local memory, 64 KiB a unit: 16 groups a unit, 1000 / 160 = 6.25 waves, run as 7:
    // x 1.12, 2.24 + 5 us.
    const GeometryProfile tiles = profile({{"resident_items", 2048}, {"resident_local_bytes", 65536}});
    const LaunchTime tiled = timeOf(tiles, launch(10, 4096));
    EXPECT_DOUBLE_EQ(tiled.waves, 6.25);
    EXPECT_NEAR(tiled.launchNs, 7240, 1e-6);
}

TEST(ModelsWaves, WholeWavesAndUnknownResidencyChangeNothing)
{
    // 3200 resident work-items: 100 groups a unit, 1000 groups on 10 units are exactly 1 wave: 2 + 5 us, and
    // the note says nothing of waves.
    const GeometryProfile whole = profile({{"resident_items", 3200}});
    const LaunchTime t = timeOf(whole, launch(10));
    EXPECT_DOUBLE_EQ(t.waves, 1.0);
    EXPECT_DOUBLE_EQ(t.waveFactor, 1.0);
    EXPECT_NEAR(t.launchNs, 7000, 1e-6);
    EXPECT_EQ(analyseTrace(twoPassTrace(), whole, "local", launch(10)).note.find("waves"), std::string::npos);
    // Residency not measured (probe compute.residency), or no units declared: no waves, 7 us.
    const GeometryProfile unknown = profile({});
    EXPECT_DOUBLE_EQ(timeOf(unknown, launch(10)).waves, 0);
    EXPECT_NEAR(timeOf(unknown, launch(10)).launchNs, 7000, 1e-6);
    const GeometryProfile p = profile({{"resident_items", 2048}});
    EXPECT_NEAR(timeOf(p, launch(0)).launchNs, 7000, 1e-6);
}

TEST(ModelsWaves, TheDeclarationIsReadWholeOrNotAtAll)
{
    const WorkingSet w = workingSetFromLaunch(Json{{"waves", {{"units", 132}, {"local_bytes", 16384}}}});
    EXPECT_EQ(w.waveUnits, 132u);
    EXPECT_EQ(w.waveLocalBytes, 16384u);
    for (const Json& bad : {Json{{"waves", {{"units", 0}, {"local_bytes", 0}}}},
                            Json{{"waves", {{"units", 132}}}},
                            Json{{"waves", {{"units", "many"}, {"local_bytes", 0}}}},
                            Json{{"waves", {{"units", 132}, {"local_bytes", -1}}}},
                            Json{{"waves", {{"units", 1e300}, {"local_bytes", 0}}}}, Json{{"waves", 132}}}) {
        const WorkingSet none = workingSetFromLaunch(bad);
        EXPECT_EQ(none.waveUnits, 0u) << bad.dump();
        EXPECT_EQ(none.waveLocalBytes, 0u) << bad.dump();
    }
}
