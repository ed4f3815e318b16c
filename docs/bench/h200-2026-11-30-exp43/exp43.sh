#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# exp43 (H200): the compute.latency probe, then histogram GPU4/GPU5 predicted with its latencies (model39's
# measured profile plus the probe's three figures): default sweeps and whole and partial waves.
set -u
out=$1
r=$out/exp43; mkdir -p "$r"
m=$(pwd)/.device/extra/measured43; rm -rf "$m"; cp -r .device/extra/measured39 "$m"
export COALESCE_MEASURED_DIR=$m
timeout 60 coalesce-cli probe --device nvidia --only compute.latency --out $r/latency.json > $r/latency.txt 2>&1
timeout 60 coalesce-cli probe --device nvidia --only compute.latency --no-save --out $r/latency2.json > $r/latency2.txt 2>&1
cp -r "$m" $r/measured
s() { local n=$1; shift; timeout 90 coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
for v in 4 5; do s default-gpu$v histogram.gpu$v; done
d=27456,54912,109824,219648,262144,329472,439296,878592
for v in 4 5; do for c in 8 128; do s gpu$v-c$c histogram.gpu$v -s centroids=$c -p descriptors=$d; done; done
for l in matmul.order local.reuse histogram.gpu1; do s default-$l $l; done
tar -C "$out" -czf "$out/exp43.tgz" exp43 && rm -rf "$r"
