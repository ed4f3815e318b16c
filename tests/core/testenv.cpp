// SPDX-License-Identifier: GPL-3.0-or-later
// The environment every core test runs in, set before main: PoCL only (OCL_ICD_VENDORS at a folder holding just
// pocl.icd), its kernel cache inside the build tree, no COALESCE_DEVICE from the caller's shell. Set here
// rather than through ctest's ENVIRONMENT because gtest_discover_tests splits a list-valued property (only
// LSAN_OPTIONS, needed before the process starts, goes that way). The CLI processes the tests start inherit it.
#include <cstdlib>

namespace {

struct TestEnvironment {
    TestEnvironment()
    {
        // DeviceScanTest.NoPlatformChild re-runs this binary with an empty ICD folder on purpose.
        if (!std::getenv("COALESCE_NO_PLATFORM_CHILD"))
            ::setenv("OCL_ICD_VENDORS", COALESCE_TEST_ICD_DIR, 1);
        ::setenv("POCL_CACHE_DIR", COALESCE_POCL_CACHE, 1);
        ::setenv("COALESCE_DEVICE", "", 1);
        ::setenv("COALESCE_MEASURED_DIR", "", 1); // no stored measurements from the user's config folder
    }
};

const TestEnvironment kEnvironment;

} // namespace
