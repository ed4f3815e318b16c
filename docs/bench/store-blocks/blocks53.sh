#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-05 (night): blocks.cl (beside this script in .device/extra/, with blocks.json) at
# 1, 2, 4 and 8 stores a line, packed against split, then the full model run (scripts/gpu-model.sh).
#   bash .device/on-device.sh bash .device/extra/blocks53.sh $OUT [blocks-only]
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
r=$(mktemp -d)/blocks; mkdir -p "$r"
for k in 1 2 4 8; do
  timeout 40 coalesce-cli kernel sweep "$here/blocks.cl" -s n=4194304 -s k=$k -p p=0..1 --device nvidia \
    -o "$r/k$k.json" > "$r/k$k.txt" 2>&1
done
cat "$r"/k*.txt > "$out/blocks.txt"
tar -C "$(dirname "$r")" -czf "$out/blocks.tgz" blocks
[ "${2:-}" = blocks-only ] && exit 0
timeout 450 bash scripts/gpu-model.sh "$out" nvidia > "$out/run.txt" 2>&1
