#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Histogram GPU1-3 across the L2's step and over waves with 8fd85b0 (a re-read loop the caches hold issues at
# request_l1_gps), predicted with model39's measured profile; and the default sweeps of GPU1-3.
set -u
out=$1
export COALESCE_MEASURED_DIR=$(pwd)/.device/extra/measured39
r=$out/check40; mkdir -p "$r"
s() { local n=$1; shift; timeout 60 coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
d=67584,135168,202752,229760,243264,256768,270336,405504,540672,1081344
for v in 2 3; do s gpu$v-wg64 histogram.gpu$v -s centroids=64 -s wg=64 -p descriptors=$d; done
for v in 2 3; do s gpu$v-wg32 histogram.gpu$v -s centroids=64 -s wg=32 -p descriptors=$d; done
for v in 1 2 3; do s default-gpu$v histogram.gpu$v; done
tar -C "$out" -czf "$out/check40.tgz" check40 && rm -rf "$r"
