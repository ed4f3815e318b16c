// SPDX-License-Identifier: GPL-3.0-or-later
// The compiler's resource report (core/compilerreport.h): NVIDIA's build log with -cl-nv-verbose, as the H200's
// driver 580.159.04 wrote it for kernels/probe_private.cl and kernels/histogram.cl (VARIANT=4).
#include "core/compilerreport.h"

#include <gtest/gtest.h>

using namespace coalesce;

TEST(CompilerReport, ReadsEachEntryFunctionsRegistersStackAndLocalMemory)
{
    const std::string log =
        "ptxas info    : 0 bytes gmem\n"
        "ptxas info    : Compiling entry function 'probe_spill' for 'sm_90a'\n"
        "ptxas info    : Function properties for probe_spill\n"
        "ptxas         .     32 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
        "ptxas info    : Used 18 registers, used 0 barriers\n"
        "ptxas info    : Compile time = 10.985 ms\n"
        "ptxas info    : Compiling entry function 'probe_residency' for 'sm_90a'\n"
        "ptxas info    : Function properties for probe_residency\n"
        "ptxas         .     0 bytes stack frame, 24 bytes spill stores, 16 bytes spill loads\n"
        "ptxas info    : Used 12 registers, used 1 barriers, 8 bytes smem\n"
        "ptxas info    : Compiling entry function 'histogram_gpu' for 'sm_90a'\n"
        "ptxas info    : Function properties for histogram_gpu\n"
        "ptxas         .     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
        "ptxas info    : Used 32 registers, used 1 barriers, 16388 bytes smem\n";
    const auto found = parseNvidiaBuildLog(log);
    ASSERT_EQ(found.size(), 3u);
    const KernelResources& spill = found.at("probe_spill");
    EXPECT_EQ(spill.registers, 18);
    EXPECT_EQ(spill.stackBytes, 32u);
    EXPECT_EQ(spill.spillStoreBytes, 0u);
    EXPECT_EQ(spill.sharedBytes, 0u);
    const KernelResources& residency = found.at("probe_residency");
    EXPECT_EQ(residency.registers, 12);
    EXPECT_EQ(residency.spillStoreBytes, 24u);
    EXPECT_EQ(residency.spillLoadBytes, 16u);
    EXPECT_EQ(residency.sharedBytes, 8u);
    EXPECT_EQ(found.at("histogram_gpu").registers, 32);
    EXPECT_EQ(found.at("histogram_gpu").sharedBytes, 16388u);
}

TEST(CompilerReport, NothingFromOtherLogsOrBrokenLines)
{
    // Another compiler's log, an empty one, a report cut short (no register line), and nonsense numbers.
    EXPECT_TRUE(parseNvidiaBuildLog("").empty());
    EXPECT_TRUE(parseNvidiaBuildLog("warning: unused variable 'x'\n1 warning generated.\n").empty());
    EXPECT_TRUE(parseNvidiaBuildLog("ptxas info    : Compiling entry function 'k' for 'sm_90a'\n"
                                    "ptxas info    : Function properties for k\n")
                    .empty());
    EXPECT_TRUE(parseNvidiaBuildLog("ptxas info    : Compiling entry function 'k' for 'sm_90a'\n"
                                    "ptxas info    : Used 99999999999999999999 registers\n")
                    .empty());
    EXPECT_TRUE(parseNvidiaBuildLog("ptxas info    : Used 38 registers\n").empty()); // no entry named
    EXPECT_TRUE(parseNvidiaBuildLog("ptxas info    : Compiling entry function 'k\n"
                                    "ptxas info    : Used 38 registers\n")
                    .empty()); // an unclosed name
}

TEST(CompilerReport, OneLineForPeople)
{
    EXPECT_EQ(describeCompilerReport(Json{{"registers", 38},
                                          {"stack_bytes", 256},
                                          {"spill_store_bytes", 0},
                                          {"spill_load_bytes", 0},
                                          {"local_bytes", 0}}),
              "38 registers a work-item, 256 B stack frame, no register spills (the compiler's report)");
    EXPECT_EQ(describeCompilerReport(Json{{"registers", 1},
                                          {"stack_bytes", 0},
                                          {"spill_store_bytes", 24},
                                          {"spill_load_bytes", 16},
                                          {"local_bytes", 16388}}),
              "1 register a work-item, register spills: 24 B stored, 16 B loaded, 16388 B local memory (the "
              "compiler's report)");
    // Missing, malformed or hostile reports say nothing rather than something wrong.
    EXPECT_EQ(describeCompilerReport(Json()), "");
    EXPECT_EQ(describeCompilerReport(Json::array()), "");
    EXPECT_EQ(describeCompilerReport(Json{{"registers", "38"}}), "");
    EXPECT_EQ(describeCompilerReport(Json{{"registers", -5}}), "");
    EXPECT_EQ(describeCompilerReport(Json{{"registers", 38}}),
              "38 registers a work-item (the compiler's report)");
    EXPECT_EQ(describeCompilerReport(Json{{"registers", 38}, {"stack_bytes", 1e300}}),
              "38 registers a work-item (the compiler's report)");
}

// NVIDIA's driver reports CL_KERNEL_WORK_GROUP_SIZE = 256 for every kernel; the registers decide. By hand, on
// the H200's figures (65536 registers a work-group in 4 register files of 16384, SIMD groups of 32, registers
// allocated 8 at a time, at most 1024 work-items), checked there against the largest group the driver launched
// (docs/bench/h200-2026-11-29-wg/wgtest.txt):
//   63 registers -> 64 x 32 = 2048 a SIMD group, 8 in each file, 32 SIMD groups = 1024 (launched 1024);
//   114 -> 120 x 32 = 3840, 4 each, 16 = 512 (launched 512, refused 544: one file of 65536 would allow 17);
//   180 -> 184 x 32 = 5888, 2 each, 8 = 256 (launched 256, refused 288);
//   38 -> 40 x 32 = 1280, 12 each, 48 = 1536 -> 1024; 72 -> 2304, 7 each, 28 = 896; 255 -> 8192, 2 each, 256.
TEST(CompilerReport, WorkGroupLimitFromTheRegisters)
{
    EXPECT_EQ(workGroupLimitByRegisters(63, 65536, 32, 8, 4, 1024), 1024u);
    EXPECT_EQ(workGroupLimitByRegisters(114, 65536, 32, 8, 4, 1024), 512u);
    EXPECT_EQ(workGroupLimitByRegisters(180, 65536, 32, 8, 4, 1024), 256u);
    EXPECT_EQ(workGroupLimitByRegisters(38, 65536, 32, 8, 4, 1024), 1024u);
    EXPECT_EQ(workGroupLimitByRegisters(38, 65536, 32, 8, 4, 4096), 1536u);
    EXPECT_EQ(workGroupLimitByRegisters(72, 65536, 32, 8, 4, 1024), 896u);
    EXPECT_EQ(workGroupLimitByRegisters(255, 65536, 32, 8, 4, 1024), 256u);
    // One register file: 114 registers would allow 17 SIMD groups.
    EXPECT_EQ(workGroupLimitByRegisters(114, 65536, 32, 8, 1, 1024), 544u);
    // Anything unknown: no bound.
    EXPECT_EQ(workGroupLimitByRegisters(-1, 65536, 32, 8, 4, 1024), 0u);
    EXPECT_EQ(workGroupLimitByRegisters(38, 0, 32, 8, 4, 1024), 0u);
    EXPECT_EQ(workGroupLimitByRegisters(38, 65536, 0, 8, 4, 1024), 0u);
    EXPECT_EQ(workGroupLimitByRegisters(38, 65536, 32, 0, 4, 1024), 0u);
    EXPECT_EQ(workGroupLimitByRegisters(38, 65536, 32, 8, 0, 1024), 0u);
    EXPECT_EQ(workGroupLimitByRegisters(38, 65536, 32, 8, 4, 0), 0u);
    // More registers than a register file holds for one SIMD group: not even one.
    EXPECT_EQ(workGroupLimitByRegisters(1024, 65536, 32, 8, 4, 1024), 0u);

    // The enforced limit: the driver's where nothing is reported or the registers allow less than it says.
    EXPECT_EQ(kernelWorkGroupLimit(256, 38, 65536, 32, 8, 4, 1024), 1024u);
    EXPECT_EQ(kernelWorkGroupLimit(256, 114, 65536, 32, 8, 4, 1024), 512u);
    EXPECT_EQ(kernelWorkGroupLimit(256, 180, 65536, 32, 8, 4, 1024), 256u);
    EXPECT_EQ(kernelWorkGroupLimit(256, -1, 65536, 32, 8, 4, 1024), 256u);
    EXPECT_EQ(kernelWorkGroupLimit(256, 38, 0, 32, 8, 4, 1024), 256u);
    EXPECT_EQ(kernelWorkGroupLimit(1024, 200, 65536, 32, 8, 4, 1024), 1024u);
}
