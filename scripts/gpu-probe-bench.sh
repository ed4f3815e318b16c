#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 11's check on the GPU machine: the full probe (its measured values kept in a store of this run, so the
# sweeps' predictions use them), then every lesson's default sweep with --predict, packed into one archive.
# Usage there (project root, after ../shared/device/prepare.sh .../coalesce-cli):
#   bash .device/on-device.sh bash scripts/gpu-probe-bench.sh "$OUT" [device selector, default nvidia]
# Back here: scripts/probe-report.py FOLDER summarises probe results, Spearman and predicted/measured ratios.
set -uo pipefail
out=${1:?output folder}
sel=${2:-nvidia}
res=$(mktemp -d)/probes
mkdir -p "$res"
export COALESCE_MEASURED_DIR="$res/measured"
cli=${COALESCE_CLI:-coalesce-cli}
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
run info $cli info --device "$sel" --json
run probe $cli probe --device "$sel" --out "$res/probe.json"
run info_measured $cli info --device "$sel" --json
for l in global.stride global.offset global.vector local.stride local.padding local.broadcast constant.index; do
  run "$l" $cli sweep "$l" --device "$sel" --predict --out "$res/$l.json"
done
run global.dtype $cli sweep global.stride --device "$sel" --param type=uchar,ushort,uint,float,ulong,double \
  --set stride=1 --predict --out "$res/global.dtype.json"
run probe_again $cli probe --device "$sel" --only global.granules global.caches --no-save --out "$res/probe_again.json"
cp -r "$COALESCE_MEASURED_DIR" "$res/measured_store" 2>/dev/null
tar -C "$(dirname "$res")" -czf "$out/probes.tar.gz" probes
cp "$log" "$out/log.txt"
cp "$res/probe.txt" "$out/probe.txt"
