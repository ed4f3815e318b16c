#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# exp46 (H200): compute.latency with its L2 and DRAM chases into a copy of model44's measured profile, then
# histogram GPU1-3 predicted with the re-read loop's chain of loads: default sweeps and over sizes.
set -u
out=$1
r=$out/exp46; mkdir -p "$r"
m=$(pwd)/.device/extra/measured46; rm -rf "$m"; cp -r .device/extra/measured44 "$m"
export COALESCE_MEASURED_DIR=$m
timeout 60 coalesce-cli probe --device nvidia --only compute.latency --out $r/latency.json > $r/latency.txt 2>&1
timeout 60 coalesce-cli probe --device nvidia --only compute.latency --no-save --out $r/latency2.json > $r/latency2.txt 2>&1
cp -r "$m" $r/measured
s() { local n=$1; shift; timeout 90 coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
for v in 1 2 3 4 5; do s default-gpu$v histogram.gpu$v; done
d=67584,135168,202752,229760,243264,256768,270336,405504,540672,1081344
for v in 2 3; do s gpu$v-wg64 histogram.gpu$v -s centroids=64 -s wg=64 -p descriptors=$d; done
for v in 2 3; do s gpu$v-wg32 histogram.gpu$v -s centroids=64 -s wg=32 -p descriptors=$d; done
d=27456,54912,109824,219648,262144,329472,439296,878592
for v in 2 3; do s gpu$v-c8 histogram.gpu$v -s centroids=8 -p descriptors=$d; done
tar -C "$out" -czf "$out/exp46.tgz" exp46 && rm -rf "$r"
