#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# For the next session with a GPU (written 2026-12-05 without one): the full model run (scripts/gpu-model.sh;
# its probe now measures the L1 under load, l1_loaded_ns_<n>), then, with the same run's measured profile,
# histogram GPU2/GPU3 where the L1 holds the re-reads (partial waves at 64 and 8 centroids, groups of 32) and
# GPU4/GPU5 over waves at 8 centroids. Copy into .device/extra/ and run
#   bash .device/on-device.sh bash .device/extra/final50.sh $OUT
# then `python3 scripts/gpu-model-report.py DIR docs/bench/h200-2026-11-30-model47 > DIR/report.md`.
set -u
out=$1
timeout 440 bash scripts/gpu-model.sh "$out" nvidia > "$out/run.txt" 2>&1
x=$(mktemp -d); tar -C "$x" -xzf "$out/model.tar.gz"
export COALESCE_MEASURED_DIR=$x/model/measured
r=$(mktemp -d)/extra; mkdir -p "$r"
s() { local n=$1; shift; timeout 60 coalesce-cli sweep "$@" --device nvidia --predict --out "$r/$n.json" > "$r/$n.txt" 2>&1; }
d=27456,54912,109824,219648,262144,329472,439296,878592
for v in 2 3; do s gpu$v-c64 histogram.gpu$v -s centroids=64 -p descriptors=$d; done
for v in 2 3; do s gpu$v-c8 histogram.gpu$v -s centroids=8 -p descriptors=$d; done
for v in 2 3; do s gpu$v-wg32 histogram.gpu$v -s centroids=64 -s wg=32 -p descriptors=67584,135168,270336,540672; done
for v in 4 5; do s gpu$v-c8 histogram.gpu$v -s centroids=8 -p descriptors=$d; done
tar -C "$(dirname "$r")" -czf "$out/extra.tgz" extra
