#!/usr/bin/env bash
# Installs what is missing, builds (warnings as errors), checks formatting and runs every test with ctest.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bash scripts/deps.sh
bash scripts/check-format.sh
bash scripts/build.sh ci
export QT_QPA_PLATFORM=offscreen
ctest --preset ci -j "$(nproc)" --timeout 600
