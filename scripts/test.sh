#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds (warnings as errors), checks formatting, runs clang-tidy on core/ and every
# test with ctest.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bash scripts/deps.sh
bash scripts/check-format.sh
bash scripts/build.sh ci
bash scripts/tidy.sh build/ci
export QT_QPA_PLATFORM=offscreen
# Every label runs: first all tests but the timed ones in parallel, then the `perf` ones (times asserted with
# limits meant for a loaded machine) one at a time, so they do not compete with each other for the cores.
ctest --preset ci -j "$(nproc)" --timeout 600 -LE perf
ctest --preset ci --timeout 600 -L perf
