#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-06 (late morning), issue 11: a read:write stream over a fixed grid. grid.cl
# (beside this script in .device/extra/, with grid.json, mix.cl and mix.json) at 3 and 4 reads a write over
# grids of 135168 to 8650752 work-items, mix.cl's one-item-a-work-item stream at the same mixes, global.dtype's
# ulong point, between two BabelStream runs.
#   bash .device/on-device.sh bash .device/extra/grid67.sh $OUT
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
nvidia-smi --query-gpu=name,serial,clocks.sm,clocks.mem,power.draw --format=csv > "$out/gpu67.txt" 2>&1
dev=$(ocl-stream --list 2>/dev/null | grep -i nvidia | head -1 | cut -d: -f1 | tr -d ' ')
ocl-stream --device "${dev:-0}" -s 268435456 -n 50 > "$out/babelstream1.txt" 2>&1
{
  for r in 3 4; do
    timeout 170 coalesce-cli kernel sweep "$here/grid.cl" -s n=86507520 -s r=$r -p "g=135168..8650752:*2" \
      --device nvidia 2>&1
    n=$(( (268435456 / r) / 256 * 256 ))
    timeout 100 coalesce-cli kernel sweep "$here/mix.cl" -s n=$n -p r=$r --device nvidia 2>&1
  done
  timeout 60 coalesce-cli sweep global.dtype --device nvidia --no-predict -p type=ulong 2>&1
} > "$out/grid67.txt"
ocl-stream --device "${dev:-0}" -s 268435456 -n 50 > "$out/babelstream2.txt" 2>&1
