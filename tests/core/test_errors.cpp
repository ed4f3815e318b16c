// SPDX-License-Identifier: GPL-3.0-or-later
// Error kinds, exit codes, the CL error name table and the cl::Error conversion.
#include "core/errors.h"

#include <gtest/gtest.h>

#include <set>

using namespace coalesce;

TEST(Errors, ExitCodes)
{
    EXPECT_EQ(exitCodeFor(ErrorKind::InvalidParameter), 2);
    EXPECT_EQ(exitCodeFor(ErrorKind::Io), 2);
    EXPECT_EQ(exitCodeFor(ErrorKind::NoPlatform), 3);
    EXPECT_EQ(exitCodeFor(ErrorKind::OpenCL), 3);
    EXPECT_EQ(exitCodeFor(ErrorKind::Build), 3);
    EXPECT_EQ(exitCodeFor(ErrorKind::Unsupported), 3);
    EXPECT_EQ(exitCodeFor(ErrorKind::Validation), 4);
    EXPECT_EQ(exitCodeFor(ErrorKind::Cancelled), 130);
}

TEST(Errors, KindNamesAreDistinct)
{
    std::set<std::string> names;
    for (ErrorKind k : {ErrorKind::InvalidParameter, ErrorKind::NoPlatform, ErrorKind::OpenCL, ErrorKind::Build,
                        ErrorKind::Unsupported, ErrorKind::Validation, ErrorKind::Io, ErrorKind::Cancelled})
        names.insert(errorKindName(k));
    EXPECT_EQ(names.size(), 8u);
}

TEST(Errors, ErrorCarriesKindMessageDetails)
{
    Error e(ErrorKind::Build, "kernel x failed", "log line");
    EXPECT_EQ(e.kind(), ErrorKind::Build);
    EXPECT_STREQ(e.what(), "kernel x failed");
    EXPECT_EQ(e.details(), "log line");
}

TEST(Errors, ClErrorNamesCoverCoreCodes)
{
    EXPECT_EQ(clErrorName(0), "CL_SUCCESS");
    EXPECT_EQ(clErrorName(-1), "CL_DEVICE_NOT_FOUND");
    EXPECT_EQ(clErrorName(-5), "CL_OUT_OF_RESOURCES");
    EXPECT_EQ(clErrorName(-11), "CL_BUILD_PROGRAM_FAILURE");
    EXPECT_EQ(clErrorName(-19), "CL_KERNEL_ARG_INFO_NOT_AVAILABLE");
    EXPECT_EQ(clErrorName(-30), "CL_INVALID_VALUE");
    EXPECT_EQ(clErrorName(-54), "CL_INVALID_WORK_GROUP_SIZE");
    EXPECT_EQ(clErrorName(-61), "CL_INVALID_BUFFER_SIZE");
    EXPECT_EQ(clErrorName(-72), "CL_MAX_SIZE_RESTRICTION_EXCEEDED");
    EXPECT_EQ(clErrorName(-1001), "CL_PLATFORM_NOT_FOUND_KHR");
    // Every defined code from 0 to -19 and -30 to -72 has a CL_ name; the gap has none.
    for (int c = 0; c >= -72; --c) {
        std::string n = clErrorName(c);
        if (c > -20 || c <= -30)
            EXPECT_EQ(n.rfind("CL_", 0), 0u) << c;
        else
            EXPECT_EQ(n, "CL error " + std::to_string(c));
    }
    EXPECT_EQ(clErrorName(-12345), "CL error -12345");
}

TEST(Errors, ClNamesMatchHeaderConstants)
{
    EXPECT_EQ(clErrorName(CL_MEM_OBJECT_ALLOCATION_FAILURE), "CL_MEM_OBJECT_ALLOCATION_FAILURE");
    EXPECT_EQ(clErrorName(CL_INVALID_KERNEL_ARGS), "CL_INVALID_KERNEL_ARGS");
    EXPECT_EQ(clErrorName(CL_INVALID_GLOBAL_WORK_SIZE), "CL_INVALID_GLOBAL_WORK_SIZE");
    EXPECT_EQ(clErrorName(CL_INVALID_DEVICE_QUEUE), "CL_INVALID_DEVICE_QUEUE");
    EXPECT_EQ(clErrorName(CL_PLATFORM_NOT_FOUND_KHR), "CL_PLATFORM_NOT_FOUND_KHR");
}

TEST(Errors, ClCallConvertsClErrorWithCallCodeAndDevice)
{
    try {
        clCall("allocating the input buffer", "Test GPU (Test Platform)",
               []() -> int { throw cl::Error(CL_MEM_OBJECT_ALLOCATION_FAILURE, "clCreateBuffer"); });
        FAIL() << "no exception";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::OpenCL);
        EXPECT_STREQ(e.what(), "allocating the input buffer: CL_MEM_OBJECT_ALLOCATION_FAILURE (-4) in "
                               "clCreateBuffer on Test GPU (Test Platform)");
        EXPECT_NE(e.details().find("clCreateBuffer"), std::string::npos);
    }
}

TEST(Errors, ClCallPassesValuesThrough)
{
    EXPECT_EQ(clCall("adding", "dev", [] { return 42; }), 42);
}
