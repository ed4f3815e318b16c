#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The full model run (scripts/gpu-model.sh) with 0556fd2 (histogram GPU1-3's re-read loop and the L2's capacity
# for bytes each unit reads alone), then, with the same run's measured profile, GPU2/GPU3 across the L2 step
# and over waves (groups of 64 and of 32).
set -u
out=$1
timeout 420 bash scripts/gpu-model.sh "$out" nvidia > "$out/run.txt" 2>&1
x=$(mktemp -d); tar -C "$x" -xzf "$out/model.tar.gz"
export COALESCE_MEASURED_DIR=$x/model/measured
r=$(mktemp -d)/extra; mkdir -p "$r"
s() { local n=$1; shift; timeout 60 coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
d=67584,135168,202752,229760,243264,256768,270336,405504,540672,1081344
for v in 1 2 3; do s gpu$v-wg64 histogram.gpu$v -s centroids=64 -s wg=64 -p descriptors=$d; done
for v in 2 3; do s gpu$v-wg32 histogram.gpu$v -s centroids=64 -s wg=32 -p descriptors=$d; done
tar -C "$(dirname "$r")" -czf "$out/extra.tgz" extra
for f in $r/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-110; done
