#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-06 (late morning), issue 11: the L1's miss share near its capacity. l1share.cl
# (beside this script in .device/extra/, with l1share.json): loads only (V 2) and stores only (V 1) at W = 8 ..
# 64 words, every work-item its own slot (1 081 344 work-items, groups of 256: 2048 resident a compute unit,
# 8 KiB a word of W), so W = 32 fills the 258 KB L1; then the lesson private.spill at 32 and 64 words.
#   bash .device/on-device.sh bash .device/extra/l1share68.sh $OUT
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
nvidia-smi --query-gpu=name,serial,clocks.sm,clocks.mem,power.draw --format=csv > "$out/gpu68.txt" 2>&1
{
  for v in 2 1; do
    echo "== V=$v"
    timeout 200 coalesce-cli kernel sweep "$here/l1share.cl" -s v=$v -p "w=8,12,16,20,24,28,30,32,34,36,40,44,48,56,64" \
      --device nvidia --out "$out/l1share-v$v.json" 2>&1
  done
} > "$out/l1share68.txt"
tar -czf "$out/l1share68.tgz" -C "$out" $(cd "$out" && ls l1share-v*.json) && rm -f "$out"/l1share-v*.json
