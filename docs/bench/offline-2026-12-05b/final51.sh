#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-05 (afternoon): the full model run (scripts/gpu-model.sh) with the day's model
# changes (2-D groups, DRAM writes at the measured write speed), then the read+write stream variants of
# docs/bench/stream-variants (copy, add, in place, one read two writes, three reads one write; one and four
# float4 items a work-item, groups of 256), each validated against PoCL. Copy into .device/extra/
# with docs/bench/stream-variants/streams.{cl,json} and run
#   bash .device/on-device.sh bash .device/extra/final51.sh $OUT
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
timeout 400 bash scripts/gpu-model.sh "$out" nvidia > "$out/run.txt" 2>&1
r=$(mktemp -d)/streams; mkdir -p "$r"
k() { local n=$1; shift; timeout 80 coalesce-cli kernel sweep "$here/streams.cl" "$@" --device nvidia -o "$r/$n.json" > "$r/$n.txt" 2>&1; }
k u1 -s n=16777216 -p variant=1..5
k u4 -s n=16777216 -s unroll=4 -p variant=1..5
tar -C "$(dirname "$r")" -czf "$out/streams.tgz" streams
