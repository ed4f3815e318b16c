#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# model34 (arithmetic adds where local memory holds the parts apart). The full model run (scripts/gpu-model.sh), then, with the same run's measured profile, what the L1 reuse window
# and the overlapping slots change outside the default sweeps: matmul.order rows at 1024 and 2048 and in groups
# of 256, columns, local.reuse by reuse and group size and from global memory, histogram GPU2/GPU3 in groups of
# 32 and 64.
set -u
out=$1
bash scripts/gpu-model.sh "$out" nvidia > "$out/run.txt" 2>&1
x=$(mktemp -d); tar -C "$x" -xzf "$out/model.tar.gz"
export COALESCE_MEASURED_DIR=$x/model/measured
r=$(mktemp -d)/extra; mkdir -p "$r"
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
s matmul-rows matmul.order -s order=rows -p matrix=128,256,512,1024,2048
s matmul-rows-wg256 matmul.order -s order=rows -s wg=256 -p matrix=256,512,1024
s matmul-columns matmul.order -s order=columns -p matrix=128,256,512,1024
for wg in 64 256 1024; do s reuse-local-wg$wg local.reuse -s size=256M -s wg=$wg -p reuse=1,2,4,16; done
s reuse-global-wg256 local.reuse -s size=256M -s wg=256 -s source=global -p reuse=1,2,4,16
for v in 2 3; do s gpu$v-wg histogram.gpu$v -s centroids=64 -s descriptors=1048576 -p wg=32,64,128; done
tar -C "$(dirname "$r")" -czf "$out/extra.tgz" extra
for f in $r/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-100; done
# model34: histogram GPU4/GPU5 past one wave (at 1048576 descriptors) and over group sizes (their arithmetic).
x2=$(mktemp -d)/extra2; mkdir -p "$x2"
t() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $x2/$n.json > $x2/$n.txt 2>&1; }
for v in 4 5; do t gpu$v-big histogram.gpu$v -s descriptors=1048576 -p centroids=8,16,64; done
for v in 4 5; do t gpu$v-wg histogram.gpu$v -s centroids=8 -p wg=32,64,128; done
tar -C "$(dirname "$x2")" -czf "$out/extra2.tgz" extra2
for f in $x2/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-100; done
