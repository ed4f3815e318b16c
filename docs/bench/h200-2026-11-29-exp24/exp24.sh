#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# exp24: histogram GPU2 and GPU3 at 64 centroids: descriptor counts a little off the powers of two (the
# transposed rows are n x 4 B apart: power-of-two strides may fall on the same cache sets or channels), groups
# of 64 and 32. Run: bash .device/on-device.sh bash .device/extra/exp24.sh $OUT
set -u
out=$1
m=$(mktemp -d); cp .device/extra/measured/*.json "$m/"
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp24; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
for v in 2 3; do
  s gpu$v-c64-wg64 histogram.gpu$v -s centroids=64 -s wg=64 -p descriptors=245760,253952,262144,266240,270336,393216,516096,524288,532480
  s gpu$v-c64-wg32 histogram.gpu$v -s centroids=64 -s wg=32 -p descriptors=253952,262144,270336,524288,532480
done
s gpu2-c8-wg64 histogram.gpu2 -s centroids=8 -s wg=64 -p descriptors=253952,262144,270336
tar -C $(dirname $r) -czf $out/exp24.tgz exp24
for f in $r/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-100; done
