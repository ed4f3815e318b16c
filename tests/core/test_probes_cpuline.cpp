// SPDX-License-Identifier: GPL-3.0-or-later
// A CPU's cache line (probe global.granules on PoCL, issue 11): the pair chase that decides it, the device's
// own figure that overrides a disagreeing chase, and a buffer limit too small for the chase. The decision
// itself is tested on hand-made curves in test_probes_decide.cpp (ProbeDecide.PairLine*).
#include "pocl.h"
#include "probeoptions.h"

#include "core/probes/probe.h"
#include "core/probes/probekit.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

using namespace coalesce;

TEST(Probes, ACpusLineComesFromThePairChase)
{
    // PoCL is a CPU: the line comes from the pair chase (a step's second load d bytes after its first), whose
    // curve the result carries, validated, at d = 4 .. 256 B; line and segment are what pairLine decides of
    // that curve, or undecided with the curve in the reason. Which value it finds depends on the host's CPU, so
    // it is not named here (ACpusLineIsTheOneItReportsOrUndecided checks it against the device's own figure).
    ProbeOptions o = test::quickProbeOptions(64 << 20);
    const auto results = runProbes(test::device(), {"global.granules"}, o, nullptr, nullptr);
    ASSERT_EQ(results.size(), 1u);
    EXPECT_TRUE(results[0].validated) << results[0].validation << results[0].error;
    const auto pair = std::find_if(results[0].curves.begin(), results[0].curves.end(),
                                   [](const ProbeCurve& c) { return c.name == "pair chase"; });
    ASSERT_NE(pair, results[0].curves.end());
    ASSERT_EQ(pair->points.size(), 7u);
    for (size_t i = 0; i < pair->points.size(); ++i) {
        EXPECT_EQ(pair->points[i].x, double(4u << i));
        EXPECT_GT(pair->points[i].y, 0);
    }
    const Decision expected = pairLine(pair->points);
    const uint64_t reported = test::device().device().getInfo<CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE>();
    for (const auto& v : results[0].values) {
        if (v.key != "line" && v.key != "segment")
            continue;
        if (reported > 0 && expected.decided && uint64_t(expected.value) != reported) {
            EXPECT_FALSE(v.decided); // the device's own figure stays
            continue;
        }
        EXPECT_EQ(v.decided, expected.decided) << v.key << ": " << v.reason;
        if (v.decided) {
            EXPECT_EQ(v.value, expected.value) << v.key;
            EXPECT_NE(v.method.find("pair chase"), std::string::npos) << v.method;
        } else {
            EXPECT_NE(v.reason.find("pair chase (ns per step at 4 B"), std::string::npos) << v.reason;
        }
    }
}

TEST(Probes, APairChaseTooLargeForTheBufferLimitSaysSo)
{
    // Below the pair chase's 576 KiB buffer the CPU's line stays undecided, and the reason names the limit.
    ProbeOptions o = test::quickProbeOptions(64 << 20);
    o.maxBufferBytes = 256 << 10;
    const auto results = runProbes(test::device(), {"global.granules"}, o, nullptr, nullptr);
    ASSERT_EQ(results.size(), 1u);
    EXPECT_TRUE(results[0].error.empty()) << results[0].error;
    int checked = 0;
    for (const auto& v : results[0].values) {
        if (v.key != "line" && v.key != "segment")
            continue;
        ++checked;
        EXPECT_FALSE(v.decided) << v.key;
        EXPECT_NE(v.reason.find("below the pair chase's 576 KiB"), std::string::npos) << v.reason;
    }
    EXPECT_EQ(checked, 2);
}

TEST(Probes, ACpusLineIsTheOneItReportsOrUndecided)
{
    // A pair chase that disagrees with the line the device reports decides nothing: the reported line stays. A
    // chase that shows no rise at all (a busy or slow host blurs the timings) decides nothing either, and says
    // so. Skipped where the device reports no line (PoCL on some hosts).
    ProbeOptions o = test::quickProbeOptions(64 << 20);
    const auto results = runProbes(test::device(), {"global.granules"}, o, nullptr, nullptr);
    ASSERT_EQ(results.size(), 1u);
    const uint64_t reported = test::device().device().getInfo<CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE>();
    if (reported == 0)
        GTEST_SKIP() << "the device reports no cache line";
    for (const auto& v : results[0].values) {
        if (v.key != "line" && v.key != "segment")
            continue;
        if (v.decided)
            EXPECT_EQ(uint64_t(v.value), reported) << v.key << ": " << v.method;
        else
            EXPECT_TRUE(v.reason.find("CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE") != std::string::npos ||
                        v.reason.find("pair chase") != std::string::npos)
                << v.reason;
    }
}
