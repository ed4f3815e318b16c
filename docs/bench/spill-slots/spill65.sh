#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-06 (late morning), issue 11, for an H200 (or a second H100 board): spill62.sh's
# four variants at 4, 16 and 64 words, and slots.cl's stores and loads at 64 words over live areas of 32 to 72
# MiB (4 MiB steps), then the lesson. Beside this script in .device/extra/: slots.cl, slots.json, spill62.sh,
# spillg.cl, spillg.json.
#   bash .device/on-device.sh bash .device/extra/spill65.sh $OUT
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
nvidia-smi --query-gpu=name,serial,clocks.sm,clocks.mem,power.draw --format=csv > "$out/gpu65.txt" 2>&1
bash "$here/spill62.sh" "$out"
{
  for v in 1 2; do
    echo "== W=64 V=$v"
    timeout 150 coalesce-cli kernel sweep "$here/slots.cl" -s w=64 -s log2w=6 -s v=$v -p "s=131072..294912:16384" \
      --device nvidia --out "$out/slots-w64-v$v.json" 2>&1
  done
} > "$out/spill65.txt"
tar -czf "$out/slots65.tgz" -C "$out" $(cd "$out" && ls slots-*.json) && rm -f "$out"/slots-*.json
