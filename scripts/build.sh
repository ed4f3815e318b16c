#!/usr/bin/env bash
# Configures and builds Coalesce. Usage: scripts/build.sh [release|ci|dev|asan]  (default: release)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
preset=${1:-release}
cd "$root"
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j "$(nproc)"
