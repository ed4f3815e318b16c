// SPDX-License-Identifier: GPL-3.0-or-later
// formatBytes: the one byte formatter of core and the CLI.
#include "core/units.h"

#include <gtest/gtest.h>

using namespace coalesce;

TEST(Units, RoundedForTables)
{
    EXPECT_EQ(formatBytes(0), "0 B");
    EXPECT_EQ(formatBytes(1023), "1023 B");
    EXPECT_EQ(formatBytes(1024), "1 KiB");
    EXPECT_EQ(formatBytes(1536), "1.50 KiB");
    EXPECT_EQ(formatBytes(uint64_t(512) << 20), "512 MiB");
    EXPECT_EQ(formatBytes(uint64_t(3) << 40), "3 TiB");
    EXPECT_EQ(formatBytes(uint64_t(5000) << 40), "5000 TiB"); // TiB is the largest unit
}

TEST(Units, ExactForLimits)
{
    EXPECT_EQ(formatBytes(uint64_t(512) << 20, ByteStyle::Exact), "512 MiB");
    EXPECT_EQ(formatBytes(3072, ByteStyle::Exact), "3 KiB");
    EXPECT_EQ(formatBytes(1234, ByteStyle::Exact), "1234 bytes");
    EXPECT_EQ(formatBytes((uint64_t(1) << 20) + 1, ByteStyle::Exact), "1048577 bytes (1.00 MiB)");
    // The rounded size beside the exact count, never a truncated one (a 2 MiB L2 measured at 1940991 bytes
    // was shown as "1 MiB").
    EXPECT_EQ(formatBytes(1940991, ByteStyle::Exact), "1940991 bytes (1.85 MiB)");
    EXPECT_EQ(formatBytes((uint64_t(7) << 29) + 1, ByteStyle::Exact), "3758096385 bytes (3.50 GiB)");
    EXPECT_EQ(formatBytes(uint64_t(2) << 30, ByteStyle::Exact), "2 GiB");
}
