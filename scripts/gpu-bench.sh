#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the benchmark set of docs/BENCHMARKS.md on the GPU machine and packs the results into one archive.
# Usage there (from the project root, after ../shared/device/prepare.sh build/release/app/coalesce-cli):
#   bash .device/on-device.sh bash scripts/gpu-bench.sh "$OUT" [device selector, default nvidia]
set -uo pipefail
out=${1:?output folder}
sel=${2:-nvidia}
res=$(mktemp -d)/bench
mkdir -p "$res"
cli=coalesce-cli
log="$res/log.txt"
run() { # run NAME COMMAND...: records the command, its wall time and its output
  local name=$1; shift
  echo "### $name: $*" >>"$log"
  local t0=$(date +%s%N)
  "$@" >"$res/$name.txt" 2>&1
  local rc=$?
  local t1=$(date +%s%N)
  echo "rc=$rc wall_ms=$(( (t1 - t0) / 1000000 ))" >>"$log"
}
run clinfo clinfo
run devices $cli devices
run info $cli info --device "$sel" --json
run clpeak1 clpeak --global-bandwidth
run gvector $cli sweep --no-predict global.vector --device "$sel" --out "$res/gvector.json" --csv "$res/gvector.csv"
run gstride $cli sweep --no-predict global.stride --device "$sel" --param stride=1..64 --out "$res/gstride.json" --csv "$res/gstride.csv"
run lstride $cli sweep --no-predict local.stride --device "$sel" --param stride=1..64 --out "$res/lstride.json" --csv "$res/lstride.csv"
run goffset $cli sweep --no-predict global.offset --device "$sel" --out "$res/goffset.json"
run lpadding $cli sweep --no-predict local.padding --device "$sel" --out "$res/lpadding.json"
run lbroadcast $cli sweep --no-predict local.broadcast --device "$sel" --out "$res/lbroadcast.json"
run cindex $cli sweep --no-predict constant.index --device "$sel" --out "$res/cindex.json"
run gdtype $cli sweep --no-predict global.stride --device "$sel" --param type=uchar,ushort,uint,float,ulong,double --set stride=1 --out "$res/gdtype.json"
run gstride_pred $cli sweep global.stride --device "$sel" --param stride=1..64 --predict --out "$res/gstride_pred.json"
run lstride_pred $cli sweep local.stride --device "$sel" --param stride=1..64 --predict --out "$res/lstride_pred.json"
run lpadding_pred $cli sweep local.padding --device "$sel" --predict --out "$res/lpadding_pred.json"
run trace32 $cli trace local.stride --device "$sel" --set stride=32
run trace1 $cli trace global.stride --device "$sel" --set stride=2
run clpeak2 clpeak --global-bandwidth
for t in "$res"/*.txt; do echo "== $(basename "$t")"; tail -n 40 "$t"; done >"$out/summary.txt" 2>&1
tar -C "$(dirname "$res")" -czf "$out/bench.tar.gz" bench
cp "$log" "$out/log.txt"
