#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# One batched run on the GPU machine for the hierarchical model (docs/BENCHMARKS.md, "The hierarchical model
# on the H100, second round"): the geometry probe (twice: the second run shows what repeats), every lesson's
# default sweep with --predict after it (the probe's values kept in this run's store), clpeak before and after,
# and BabelStream's OpenCL version as the read+write peer. Packs everything into one archive.
# Usage there, from the project root, with .device-model/ prepared like ../shared/device/prepare.sh's .device/
# (bin/coalesce-cli, bin/ocl-stream):
#   bash .device-model/on-device.sh bash .device-model/gpu-model.sh "$OUT" [device selector] [lesson ...]
set -uo pipefail
out=${1:?output folder}
sel=${2:-nvidia}
shift $(( $# > 1 ? 2 : 1 ))
res=$(mktemp -d)/model
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
  mapfile -t lessons < <(coalesce-cli lessons | grep -E '^[a-z]' | cut -d' ' -f1)
fi
export COALESCE_MEASURED_DIR="$res/measured"
run info coalesce-cli info --device "$sel" --json
run probe coalesce-cli probe --device "$sel" --out "$res/probe.json"
run probe_again coalesce-cli probe --device "$sel" --only global.caches global.bandwidth constant.addresses --no-save --json --out "$res/probe_again.json"
run clpeak1 clpeak --global-bandwidth
if command -v ocl-stream >/dev/null; then
  dev=$(ocl-stream --list 2>/dev/null | grep -i nvidia | head -1 | cut -d: -f1 | tr -d ' ')
  run babelstream ocl-stream --device "${dev:-0}" -s 268435456 -n 50
fi
for id in "${lessons[@]}"; do
  run "lesson-$id" coalesce-cli sweep "$id" --device "$sel" --predict --out "$res/lesson-$id.json"
done
if command -v ocl-stream >/dev/null; then
  run babelstream2 ocl-stream --device "${dev:-0}" -s 268435456 -n 50
fi
run clpeak2 clpeak --global-bandwidth
cp "$res"/measured/*.json "$res/measured-profile.json" 2>/dev/null
tar -C "$(dirname "$res")" -czf "$out/model.tar.gz" model
cp "$log" "$out/log.txt"
