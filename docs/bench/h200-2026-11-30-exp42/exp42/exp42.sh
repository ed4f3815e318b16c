#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# exp42 (H200): the PTX NVIDIA's compiler makes of histogram GPU1-5 (how many descriptor loads a work-item has in
# flight a step), and histogram GPU4/GPU5 over whole and partial waves of work-groups (the launch's ramp-down).
set -u
out=$1
export COALESCE_MEASURED_DIR=$(pwd)/.device/extra/measured39
r=$out/exp42; mkdir -p "$r/ptx"
PTXDIR=$r/ptx timeout 60 .device/extra/ptxdump .device/extra/kernels "histogram.cl|-DVARIANT=1 -DNFEAT=64 -DWG=64" \
  "histogram.cl|-DVARIANT=2 -DNFEAT=64 -DWG=64" "histogram.cl|-DVARIANT=3 -DNFEAT=64 -DWG=64" \
  "histogram.cl|-DVARIANT=4 -DNFEAT=64 -DWG=64" "histogram.cl|-DVARIANT=5 -DNFEAT=64 -DWG=64" > $r/ptx/regs.txt 2>&1
s() { local n=$1; shift; timeout 90 coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
d=13728,27456,54912,109824,219648,262144,329472,439296,878592
for v in 4 5; do for c in 8 128; do s gpu$v-c$c histogram.gpu$v -s centroids=$c -p descriptors=$d; done; done
for v in 2 3; do s gpu$v-c8 histogram.gpu$v -s centroids=8 -p descriptors=$d; done
tar -C "$out" -czf "$out/exp42.tgz" exp42 && rm -rf "$r"
