#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Quick start: installs what is missing, builds Release, and starts Coalesce on the default device
# (the first GPU, else PoCL on the CPU). With no display it runs a headless demo sweep instead and writes
# its results and chart to out/demo/. Extra arguments are passed to the program.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bash scripts/deps.sh
bash scripts/build.sh release
bin=build/release/app
mkdir -p out/demo
if [ -x "$bin/coalesce" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
  exec "$bin/coalesce" "$@"
fi
echo "run.sh: no display: running the headless demo sweep (global.stride) on the default device"
if [ -x "$bin/coalesce" ]; then
  QT_QPA_PLATFORM=offscreen "$bin/coalesce" --lesson global.stride --sweep stride=1..32 \
    --export out/demo/global-stride.png,out/demo/global-stride.svg,out/demo/global-stride.csv,out/demo/global-stride.json \
    --quit "$@"
  echo "run.sh: chart: $root/out/demo/global-stride.png (also .svg), data: out/demo/global-stride.json, .csv"
else
  "$bin/coalesce-cli" sweep global.stride --param stride=1..32 --out out/demo/global-stride.json \
    --csv out/demo/global-stride.csv "$@"
  echo "run.sh: results: $root/out/demo/global-stride.json and .csv"
fi
