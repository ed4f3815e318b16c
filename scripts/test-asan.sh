#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
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
# On some VMs LeakSanitizer's tracer itself crashes at exit ("Tracer caught signal 11 ... LeakSanitizer has
# encountered a fatal error") while PoCL's threads are alive, after the test passed. Tests that failed only that
# way are run again without leak detection (ASan and UBSan still on); any other failure stays a failure.
log=build/asan/core-tests.log
if ! ctest --test-dir build/asan -L core -j "$(nproc)" --timeout 900 --output-on-failure | tee "$log"; then
  if grep -qE "runtime error:|ERROR: AddressSanitizer|: Failure$" "$log"; then
    exit 1
  fi
  ASAN_OPTIONS="use_sigaltstack=0:detect_leaks=0" ctest --test-dir build/asan --rerun-failed --timeout 900 \
    --output-on-failure
fi
ctest --test-dir build/asan -L perf -LE ui --timeout 900 --output-on-failure
