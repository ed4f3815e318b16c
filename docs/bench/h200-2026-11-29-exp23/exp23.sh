#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# exp23: histogram GPU2/GPU3 at 64 centroids by group size over 262144, 1048576 and 4194304 descriptors (is
# the groups-of-32 speed-up the L1 holding the resident descriptors, or the launch's waves?), and GPU2 at 8
# centroids, 4194304 descriptors, groups of 32 and 64. Run: bash .device/on-device.sh bash .device/extra/exp23.sh $OUT
set -u
out=$1
m=$(mktemp -d); cp .device/extra/measured/*.json "$m/"
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp23; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
for v in 2 3; do
  for d in 1048576 4194304; do
    s gpu$v-c64-d$d histogram.gpu$v -s descriptors=$d -s centroids=64 -p wg=32,64,128
  done
done
s gpu2-c8-d4194304 histogram.gpu2 -s descriptors=4194304 -s centroids=8 -p wg=32,64,128
tar -C $(dirname $r) -czf $out/exp23.tgz exp23
for f in $r/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-100; done
