#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SM clock, power and throttle reasons while private.spill, global.dtype and scan.padding run (issue 11: is the
# H100's long spill kernel clocked lower than the probes' short ones?).
#   bash .device/on-device.sh bash .device/extra/clocks55.sh $OUT
set -u
out=$1
stamp() { echo "### $1 $(date '+%Y/%m/%d %H:%M:%S.%N')" >> "$out/marks.txt"; }
nvidia-smi -q -d CLOCK,POWER,PERFORMANCE,TEMPERATURE > "$out/smi-before.txt" 2>&1
reasons=clocks_event_reasons.active
nvidia-smi --help-query-gpu 2>/dev/null | grep -q clocks_event_reasons.active || reasons=clocks_throttle_reasons.active
nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu,$reasons --format=csv -lms 50 \
  > "$out/clk.csv" 2>&1 &
pid=$!
sleep 2
stamp spill
timeout 150 coalesce-cli sweep private.spill --device nvidia --out "$out/spill.json" > "$out/spill.txt" 2>&1
stamp spill-static
timeout 60 coalesce-cli sweep private.spill --device nvidia --set mode=static > "$out/spill-static.txt" 2>&1
stamp dtype
timeout 60 coalesce-cli sweep global.dtype --device nvidia > "$out/dtype.txt" 2>&1
stamp scan
timeout 60 coalesce-cli sweep scan.padding --device nvidia > "$out/scan.txt" 2>&1
stamp probe-local
timeout 60 coalesce-cli probe --device nvidia --only compute.residency private.misses --no-save > "$out/probe.txt" 2>&1
stamp end
sleep 1
kill $pid
nvidia-smi -q -d CLOCK,POWER,PERFORMANCE,TEMPERATURE > "$out/smi-after.txt" 2>&1
tar -C "$out" -czf "$out/clocks.tgz" clk.csv marks.txt smi-before.txt smi-after.txt spill.json && rm -f "$out"/clk.csv "$out"/smi-*.txt "$out"/spill.json
