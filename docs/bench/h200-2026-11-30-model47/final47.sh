#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The full model run (scripts/gpu-model.sh) with the re-read loop's chain (32ee67c; the full probe now includes
# compute.latency with L2 and DRAM), then, with the same run's measured profile, histogram GPU4/GPU5 over whole and partial waves.
set -u
out=$1
timeout 440 bash scripts/gpu-model.sh "$out" nvidia > "$out/run.txt" 2>&1
x=$(mktemp -d); tar -C "$x" -xzf "$out/model.tar.gz"
export COALESCE_MEASURED_DIR=$x/model/measured
r=$(mktemp -d)/extra; mkdir -p "$r"
s() { local n=$1; shift; timeout 60 coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
d=27456,54912,109824,219648,262144,329472,439296,878592
for v in 2 3; do s gpu$v-c64 histogram.gpu$v -s centroids=64 -p descriptors=$d; done
tar -C "$(dirname "$r")" -czf "$out/extra.tgz" extra
