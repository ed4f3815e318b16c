// SPDX-License-Identifier: GPL-3.0-or-later
// A user's kernel described as a lesson is (core/custom/specsummary.h): the lesson panel and the CLI show it.
#include "core/custom/customkernel.h"
#include "core/custom/specsummary.h"
#include "core/custom/templates.h"

#include <gtest/gtest.h>

using namespace coalesce;
using namespace coalesce::custom;

TEST(CustomSummary, NamesFileLaunchBuffersSweepAndCheck)
{
    KernelSpec spec = parseSpec(R"({"format": "coalesce-kernel", "version": 1, "kernel": "copy",
        "params": [{"name": "N", "default": 256, "min": 64, "max": 4096, "sweep": "64..4096:*4"},
                   {"name": "WG", "default": 64, "min": 1, "max": 256}],
        "buffers": [{"name": "in", "type": "int", "count": "N", "init": "index"},
                    {"name": "tile", "space": "local", "type": "int", "count": "WG"},
                    {"name": "out", "type": "int", "count": "N", "output": true}],
        "args": ["in", "tile", "out"],
        "global": ["N"], "local": ["WG"]})");
    const std::string s = specSummary(spec, "copy.cl");
    EXPECT_NE(s.find("Your kernel copy.cl (kernel copy)"), std::string::npos) << s;
    EXPECT_NE(s.find("1-D, global N, local WG"), std::string::npos) << s;
    EXPECT_NE(s.find("in (global int × N, index)"), std::string::npos) << s;
    EXPECT_NE(s.find("tile (local int × WG)"), std::string::npos) << s;
    EXPECT_NE(s.find("out (global int × N, output)"), std::string::npos) << s;
    EXPECT_NE(s.find("Sweeps N (64..4096:*4); also set: WG"), std::string::npos) << s;
    EXPECT_NE(s.find("checked against the same kernel on PoCL"), std::string::npos) << s;

    spec.check = CheckMethod::None;
    EXPECT_NE(specSummary(spec, "copy.cl").find("not checked"), std::string::npos);
    spec.check = CheckMethod::Expected;
    EXPECT_NE(specSummary(spec, "copy.cl").find("expected-output files"), std::string::npos);
}

TEST(CustomSummary, IsTheLessonSummaryOfEveryTemplate)
{
    for (const auto& t : kernelTemplates()) {
        SCOPED_TRACE(t.id);
        const CustomKernel k(t.source, parseSpec(t.spec), "template_" + t.id + ".cl", "");
        EXPECT_EQ(k.info().summary, specSummary(k.spec(), "template_" + t.id + ".cl"));
        EXPECT_NE(k.info().summary.find("Launch: "), std::string::npos);
        EXPECT_NE(k.info().summary.find("Buffers: "), std::string::npos);
    }
}
