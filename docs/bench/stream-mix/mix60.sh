#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-06 (morning), issue 11: the read:write mix of a stream. mix.cl (beside this script
# in .device/extra/, with mix.json) at R = 1..16 reads a write, about 2 GiB read a launch, between two
# BabelStream runs, with global.dtype's ulong point in the same call.
#   bash .device/on-device.sh bash .device/extra/mix60.sh $OUT
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
dev=$(ocl-stream --list 2>/dev/null | grep -i nvidia | head -1 | cut -d: -f1 | tr -d ' ')
ocl-stream --device "${dev:-0}" -s 268435456 -n 50 > "$out/babelstream1.txt" 2>&1
{
  for r in 1 2 3 4 6 8 12 16; do
    n=$(( (268435456 / r) / 256 * 256 ))
    timeout 150 coalesce-cli kernel sweep "$here/mix.cl" -s n=$n -p r=$r --device nvidia 2>&1
  done
  timeout 60 coalesce-cli sweep global.dtype --device nvidia --no-predict -p type=ulong,double 2>&1
} > "$out/mix.txt"
ocl-stream --device "${dev:-0}" -s 268435456 -n 50 > "$out/babelstream2.txt" 2>&1
