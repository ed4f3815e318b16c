#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-06 (morning), issue 11: what a partly written store request pays for.
# blocks2.cl (beside this script in .device/extra/, with blocks2.json) at 1 and 2 stores a line over its five
# layouts, then global.store at strides 16, 31 and 32 over offsets that move a request's start by lines, and the
# strides around 32 and 64.
#   bash .device/on-device.sh bash .device/extra/store59.sh $OUT
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
r=$(mktemp -d)/store59; mkdir -p "$r"
for k in 1 2; do
  timeout 60 coalesce-cli kernel sweep "$here/blocks2.cl" -s n=4194304 -s k=$k -p p=0..4 --device nvidia \
    -o "$r/blocks-k$k.json" > "$r/blocks-k$k.txt" 2>&1
done
sweep() { # name, then the sweep's arguments
  local name=$1; shift
  timeout 90 coalesce-cli sweep global.store --device nvidia --no-predict "$@" -o "$r/store-$name.json" \
    > "$r/store-$name.txt" 2>&1
}
sweep s32-offsets -s stride=32 -p offset=0,1,16,31,32,33,64,96,128
sweep s16-offsets -s stride=16 -p offset=0,16,32,48,64,96
sweep s31-offsets -s stride=31 -p offset=0,32,64,96
sweep s12-offsets -s stride=12 -p offset=0,32,64,96
sweep strides-28-40 -p stride=28..40
sweep strides-60-68 -p stride=60..68
cat "$r"/*.txt > "$out/store59.txt"
tar -C "$(dirname "$r")" -czf "$out/store59.tgz" store59
