#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-06 (late morning), issue 11: the spill area's L2 knee in finer steps. slots.cl
# (beside this script in .device/extra/, with slots.json; s = g mod S): stores only (V 1) and loads only
# (V 2) at 64 words over areas of 16 to 64 MiB in 4 MiB steps, stores at 16 words over 16 to 64 MiB.
#   bash .device/on-device.sh bash .device/extra/spill64.sh $OUT
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
nvidia-smi --query-gpu=name,serial,clocks.sm,clocks.mem,power.draw --format=csv > "$out/gpu64.txt" 2>&1
{
  for v in 1 2; do
    echo "== W=64 V=$v"
    timeout 150 coalesce-cli kernel sweep "$here/slots.cl" -s w=64 -s log2w=6 -s v=$v -p "s=65536..262144:16384" \
      --device nvidia --out "$out/slots-w64-v$v.json" 2>&1
  done
  echo "== W=16 V=1"
  timeout 150 coalesce-cli kernel sweep "$here/slots.cl" -s w=16 -s log2w=4 -s v=1 -p "s=262144..1048576:65536" \
    --device nvidia --out "$out/slots-w16-v1.json" 2>&1
} > "$out/spill64.txt"
tar -czf "$out/slots64.tgz" -C "$out" $(cd "$out" && ls slots-*.json) && rm -f "$out"/slots-*.json
