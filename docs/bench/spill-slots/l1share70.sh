#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-06 (late morning), issue 11: the spill loop's read-modify-write by area / L1.
# l1share.cl (beside this script in .device/extra/, with l1share.json): V 0, 1, 2 at W = 8 .. 44 words (2048
# resident a compute unit: W = 32 is 1.01 x the L1; the live area stays inside the L2 to about 40 words).
#   bash .device/on-device.sh bash .device/extra/l1share70.sh $OUT
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
nvidia-smi --query-gpu=name,serial,clocks.sm,clocks.mem,power.draw --format=csv > "$out/gpu70.txt" 2>&1
{
  for v in 0 1 2; do
    echo "== V=$v"
    timeout 150 coalesce-cli kernel sweep "$here/l1share.cl" -s v=$v -p "w=8,16,20,24,28,30,32,34,36,40,44" \
      --device nvidia 2>&1
  done
} > "$out/l1share70.txt"
