#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs every registered lesson's default sweep with the model's prediction on the GPU machine (docs/BENCHMARKS.md,
# "Every lesson on the H100"), after the geometry probe, with clpeak before and after as the bandwidth peer, and
# packs the results.
# Usage there (from the project root, after ../shared/device/prepare.sh build/release/app/coalesce-cli):
#   bash .device/on-device.sh bash scripts/gpu-lessons.sh "$OUT" [device selector, default nvidia] [lesson ...]
set -uo pipefail
out=${1:?output folder}
sel=${2:-nvidia}
shift $(( $# > 1 ? 2 : 1 ))
res=$(mktemp -d)/lessons
mkdir -p "$res"
log="$res/log.txt"
run() { # run NAME COMMAND...: records the command, its exit status and wall time, and its output
  local name=$1; shift
  echo "### $name: $*" >>"$log"
  local t0=$(date +%s%N)
  "$@" >"$res/$name.txt" 2>&1
  local rc=$?
  echo "rc=$rc wall_ms=$(( ($(date +%s%N) - t0) / 1000000 ))" >>"$log"
}
if [ $# -gt 0 ]; then
  lessons=("$@")
else
  # A lesson's header line starts in column 0 (`global.stride  Strided global reads  [global]`).
  mapfile -t lessons < <(coalesce-cli lessons | grep -E '^[a-z]' | cut -d' ' -f1)
fi
# The device's geometry is probed first and kept in this run's store, so the predictions use measured values
# as they would after "coalesce-cli probe" on the user's machine.
export COALESCE_MEASURED_DIR="$res/measured"
run info coalesce-cli info --device "$sel" --json
run probe coalesce-cli probe --device "$sel" --out "$res/probe.json"
run clpeak1 clpeak --global-bandwidth
for id in "${lessons[@]}"; do
  run "lesson-$id" coalesce-cli sweep "$id" --device "$sel" --predict --out "$res/lesson-$id.json"
done
run clpeak2 clpeak --global-bandwidth
tar -C "$(dirname "$res")" -czf "$out/lessons.tar.gz" lessons
cp "$log" "$out/log.txt"
