#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-05 (evening): read+write streams with NVIDIA's cache hints (hints.cl, beside this
# script in .device/extra/), copy and add, 256 MiB and 2 GiB buffers, against BabelStream in the same run.
#   bash .device/on-device.sh bash .device/extra/hints52.sh $OUT
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
dev=$(ocl-stream --list 2>/dev/null | grep -i nvidia | head -1 | cut -d: -f1 | tr -d ' ')
timeout 60 ocl-stream --device "${dev:-0}" -s 268435456 -n 50 > "$out/babelstream.txt" 2>&1
r=$(mktemp -d)/hints; mkdir -p "$r"
k() { local n=$1; shift; timeout 150 coalesce-cli kernel sweep "$here/hints.cl" "$@" --device nvidia -o "$r/$n.json" > "$r/$n.txt" 2>&1; }
k add16 -s n=16777216 -p hint=0..3
k copy16 -s n=16777216 -s variant=1 -p hint=0..3
k add128 -s n=134217728 -p hint=0..3
k copy128 -s n=134217728 -s variant=1 -p hint=0..3
k addwg -s n=134217728 -s hint=1 -p wg=128,512,1024
timeout 60 ocl-stream --device "${dev:-0}" -s 268435456 -n 50 > "$out/babelstream2.txt" 2>&1
cat "$r"/*.txt > "$out/hints.txt"
tar -C "$(dirname "$r")" -czf "$out/hints.tgz" hints
