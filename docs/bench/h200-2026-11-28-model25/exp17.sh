#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# For the next round (with model25's measured profile, kept in .device/extra/measured/): private.spill's L1
# share against the resident work-items (work-group size), histogram GPU1's atomic tail against the launch's
# length, scan.padding's phases at other sizes.
set -u
out=$1
m=$(mktemp -d); cp .device/extra/measured/*.json "$m/"
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp17; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
s spill64-wg private.spill -s words=64 -p wg=32,64,128,256
s spill128-wg private.spill -s words=128 -p wg=32,64,256
s gpu1-desc histogram.gpu1 -s centroids=8 -p descriptors=65536,262144,1048576
s gpu3-desc histogram.gpu3 -s centroids=8 -p descriptors=65536,262144,1048576
s scan-n1024 scan.padding -s n=1024 -p pad=0,2,4,32
s scan-n256 scan.padding -s n=256 -p pad=0,2,4,32
tar -C $(dirname $r) -czf $out/exp17.tgz exp17
cat $r/*.txt | grep -v '^$' | cut -c1-120
