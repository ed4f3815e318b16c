#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-06 (late morning), issue 11: a spill area's stores and loads by the area's size.
# slots.cl (beside this script in .device/extra/, with slots.json): stores only (V 1) and loads only (V 2) at
# 4, 16 and 64 words, the area W * S * 4 bytes swept over S; then the lesson private.spill for reference.
#   bash .device/on-device.sh bash .device/extra/spill63.sh $OUT
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
nvidia-smi --query-gpu=name,serial,clocks.sm,clocks.mem,power.draw --format=csv > "$out/gpu63.txt" 2>&1
{
  for wl in 16:4:32768..1048576 64:6:8192..1048576 4:2:32768..1048576; do
    IFS=: read -r w l from <<< "$wl"
    for v in 1 2; do
      echo "== W=$w V=$v"
      timeout 150 coalesce-cli kernel sweep "$here/slots.cl" -s w=$w -s log2w=$l -s v=$v -p "s=$from:*2" \
        --device nvidia --out "$out/slots-w$w-v$v.json" 2>&1
    done
  done
  timeout 90 coalesce-cli sweep private.spill --device nvidia --no-predict 2>&1
} > "$out/spill63.txt"
tar -czf "$out/slots63.tgz" -C "$out" $(cd "$out" && ls slots-*.json) && rm -f "$out"/slots-*.json
