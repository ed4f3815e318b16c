#!/usr/bin/env bash
# The core tests (GoogleTest, PoCL, coalesce-cli) under AddressSanitizer + UndefinedBehaviorSanitizer: the `asan`
# preset (Debug), only the targets the core tests need. Any UBSan report fails the test that caused it; PoCL's own
# leaks are suppressed (tests/lsan.supp). Run by .ci/run after scripts/test.sh.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cmake --preset asan
cmake --build --preset asan -j "$(nproc)" --target coalesce_core_tests
# use_sigaltstack=0: some VMs' threads (PoCL's, Qt's) crash on ASan's alternate signal stack.
export ASAN_OPTIONS="use_sigaltstack=0:detect_leaks=1:abort_on_error=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
ctest --test-dir build/asan -L core -j "$(nproc)" --timeout 900 --output-on-failure
ctest --test-dir build/asan -L perf -LE ui --timeout 900 --output-on-failure
