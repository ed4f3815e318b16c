// SPDX-License-Identifier: GPL-3.0-or-later
// The local bandwidth at the SIMD groups a compute unit keeps (core/models/unitceilings.cpp localRateGBs):
// the local.banks probe measures the banks' rate with groups of 256 (local_read_gbs) and with groups of one
// SIMD group (local_read_gbs_simd), which a GPU keeps fewer of (its group limit); a launch's bank passes run
// at the rate of the SIMD groups its own groups leave resident, linear between the two.
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/predict.h"
#include "tests/core/modelprofile.h"
#include "tests/core/modeltrace.h"
#include "tests/core/pocl.h"

#include <gtest/gtest.h>

using namespace coalesce;
using coalesce::test::twoPassTrace;

namespace {

// 2048 work-items and 16 groups per compute unit: groups of 256 with a 4 KiB tile: 8 (the items) x 8 SIMD
// groups = 64; groups of one SIMD group (32): 16 (the group limit) x 1 = 16.
GeometryProfile residency(double simdGBs)
{
    return coalesce::test::withFigures(coalesce::test::gpuProfile(), {{"dram_read_gbs", 1000},
                                                                      {"local_read_gbs", 128},
                                                                      {"local_read_gbs_simd", simdGBs},
                                                                      {"launch_floor_ns", 5000},
                                                                      {"resident_items", 2048},
                                                                      {"resident_groups", 16}});
}

WorkingSet launch(uint32_t groupSize)
{
    WorkingSet w;
    w.traceComplete = true;
    w.countedBytes = 1000;
    w.launchGroups = 1000;
    w.groupSize = groupSize;
    return w;
}

} // namespace

TEST(ModelsLocalRate, TheBanksRunAtTheRateOfTheResidentSimdGroups)
{
    const Ceilings g = ceilingsFromProfile(residency(64));
    ASSERT_EQ(g.localSimdGBs, 64);
    double simdGroups = -1;
    // Groups of 32: 16 resident, 16 SIMD groups, as few as the probe's groups of one: its 64 GB/s.
    EXPECT_DOUBLE_EQ(localRateGBs(g, 32, 32, &simdGroups), 64);
    EXPECT_DOUBLE_EQ(simdGroups, 16);
    // Groups of 64: 16 resident (the group limit), 32 SIMD groups: a third of the way from 16 to 64:
    // 64 + (128 - 64) x 16 / 48.
    EXPECT_NEAR(localRateGBs(g, 64, 32, &simdGroups), 64 + 64.0 / 3.0, 1e-12);
    EXPECT_DOUBLE_EQ(simdGroups, 32);
    // Groups of 128: 16 x 4 = 64 SIMD groups, as many as the groups of 256 keep: the full rate.
    EXPECT_DOUBLE_EQ(localRateGBs(g, 128, 32, &simdGroups), 128);
    EXPECT_DOUBLE_EQ(simdGroups, 0);
    EXPECT_DOUBLE_EQ(localRateGBs(g, 1024, 32), 128);
    // Groups of 16 (half a SIMD group): 16 resident, 16 SIMD groups: never below the measured point.
    EXPECT_DOUBLE_EQ(localRateGBs(g, 16, 32), 64);
}

TEST(ModelsLocalRate, WithoutTheFiguresTheFullRate)
{
    // No simd figure, one as fast as the full rate or faster, no residency, no SIMD width, no group size.
    EXPECT_DOUBLE_EQ(localRateGBs(ceilingsFromProfile(residency(0)), 32, 32), 128);
    EXPECT_DOUBLE_EQ(localRateGBs(ceilingsFromProfile(residency(128)), 32, 32), 128);
    EXPECT_DOUBLE_EQ(localRateGBs(ceilingsFromProfile(residency(200)), 32, 32), 128);
    GeometryProfile unknown = residency(64);
    unknown.figures.erase("resident_items");
    EXPECT_DOUBLE_EQ(localRateGBs(ceilingsFromProfile(unknown), 32, 32), 128);
    EXPECT_DOUBLE_EQ(localRateGBs(ceilingsFromProfile(residency(64)), 32, 0), 128);
    EXPECT_DOUBLE_EQ(localRateGBs(ceilingsFromProfile(residency(64)), 0, 32), 128);
    // Groups of 256 as the probe's, the SIMD width as wide: no fewer SIMD groups to tell apart.
    EXPECT_DOUBLE_EQ(localRateGBs(ceilingsFromProfile(residency(64)), 256, 256), 128);
}

TEST(ModelsLocalRate, ALaunchOfFewSimdGroupsTakesLongerInTheBanks)
{
    // twoPassTrace: groups of 32, two conflict-free passes each (1 ns each at 128 GB/s); 1000 groups: 2 us of
    // passes at the full rate, 4 us at the 64 GB/s of 16 SIMD groups per compute unit; + 5 us floor.
    const GeometryProfile full = residency(0), few = residency(64);
    const auto time = [&](const GeometryProfile& p) {
        return launchTime(analyseTrace(twoPassTrace(), p, "local", launch(32)).requests, modelGeometry(p),
                          ceilingsFromProfile(p), launch(32));
    };
    EXPECT_NEAR(time(full).localNs * 1000, 2000, 1e-9);
    EXPECT_NEAR(time(few).localNs * 1000, 4000, 1e-9);
    EXPECT_NEAR(time(few).launchNs, 9000, 1e-9);
    EXPECT_DOUBLE_EQ(time(few).localRateGBs, 64);
    EXPECT_DOUBLE_EQ(time(few).simdGroupsPerUnit, 16);
    const ModelSummary s = analyseTrace(twoPassTrace(), few, "local", launch(32));
    EXPECT_NEAR(s.predictedRelative, 1000.0 / 9.0 / 1000.0, 1e-12);
    EXPECT_EQ(s.note,
              "launch time 9.0 us: global memory 0.0 us (the hierarchy) + local memory 4.0 us (bank passes "
              "at 64 GB/s, the local bandwidth with 16 SIMD groups per compute unit (fewer than at the "
              "measured 128 GB/s)) + load/store slots 0.0 us + launch 5.0 us");
    EXPECT_EQ(
        analyseTrace(twoPassTrace(), full, "local", launch(32)).note,
        "launch time 7.0 us: global memory 0.0 us (the hierarchy) + local memory 2.0 us (bank passes at the "
        "measured local bandwidth) + load/store slots 0.0 us + launch 5.0 us");
}

TEST(ModelsLocalRate, TheFigureIsReadWithinBounds)
{
    EXPECT_EQ(ceilingsFromProfile(residency(-5)).localSimdGBs, 0);
    EXPECT_EQ(ceilingsFromProfile(residency(1e12)).localSimdGBs, 0);
    EXPECT_EQ(ceilingsFromProfile(residency(64)).localSimdGBs, 64);
}
