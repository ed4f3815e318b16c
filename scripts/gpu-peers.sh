#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A short batched run on the GPU machine: our streams against BabelStream's kernels of the same reads and writes
# (the bandwidth probe's copy and add, BabelStream's Copy and Add, alternated three times so drift shows), clpeak,
# and the lesson sweeps named after the selector (each as `lesson[@range][/set,set…]`, e.g.
# image.vs.buffer/source=buffer or global.dtype@wg=128..1024:*2/type=ulong).
# Usage there, from the project root, with .device/ prepared by ../shared/device/prepare.sh (coalesce-cli,
# ocl-stream):  bash .device/on-device.sh bash scripts/gpu-peers.sh "$OUT" nvidia [lesson[:sets] ...]
set -uo pipefail
out=${1:?output folder}
sel=${2:-nvidia}
shift $(( $# > 1 ? 2 : 1 ))
res=$(mktemp -d)/peers
mkdir -p "$res"
log="$out/log.txt" # written as it goes, so a run cut short still says where it stopped
run() { # run NAME COMMAND...: records the command, its exit status and wall time, and its output
  local name=$1; shift
  echo "### $name: $*" >>"$log"
  local t0=$(date +%s%N)
  timeout "${STEP_TIMEOUT:-240}" "$@" >"$res/$name.txt" 2>&1
  local rc=$?
  echo "rc=$rc wall_ms=$(( ($(date +%s%N) - t0) / 1000000 ))" >>"$log"
  tar -C "$(dirname "$res")" -czf "$out/peers.tar.gz" peers # after every step: a run cut short keeps its results
}
export COALESCE_MEASURED_DIR="$res/measured"
run info coalesce-cli info --device "$sel" --json
dev=$(ocl-stream --list 2>/dev/null | grep -i nvidia | head -1 | cut -d: -f1 | tr -d ' ')
for i in 1 2 3; do
  run "probe$i" coalesce-cli probe --device "$sel" --only global.bandwidth --no-save --out "$res/probe$i.json"
  run "babelstream$i" ocl-stream --device "${dev:-0}" -s 268435456 -n 50
done
run clpeak clpeak --global-bandwidth
for spec in "$@"; do
  head=${spec%%/*}
  id=${head%%@*}
  range=()
  [ "$id" != "$head" ] && range=(--param "${head#*@}")
  sets=()
  if [ "$head" != "$spec" ]; then
    IFS=, read -ra kv <<<"${spec#*/}"
    for s in "${kv[@]}"; do sets+=(--set "$s"); done
  fi
  name="lesson-$(echo "$spec" | tr ':,=*/' '_+.x_')"
  run "$name" coalesce-cli sweep "$id" "${range[@]}" --device "$sel" --predict "${sets[@]}" --out "$res/$name.json"
done
cp "$log" "$res/log.txt"
tar -C "$(dirname "$res")" -czf "$out/peers.tar.gz" peers
