#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# exp22 (H200, model30's measured profile copied to .device/extra/measured/): histogram GPU2 and GPU3 (transposed
# descriptors, predicted 1.17-1.32 x their measured GB/s) by group size and by descriptors: does their time follow
# the bytes, the work-items resident at once (latency), or the L1's share per group?
set -u
out=$1
m=$(mktemp -d); cp .device/extra/measured/*.json "$m/"
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp22; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
for v in 2 3; do
  s gpu$v-wg-c8 histogram.gpu$v -s descriptors=262144 -s centroids=8 -p wg=32,64,128,256
  s gpu$v-wg-c64 histogram.gpu$v -s descriptors=262144 -s centroids=64 -p wg=32,64,128,256
  s gpu$v-desc-c8 histogram.gpu$v -s centroids=8 -p descriptors=65536,262144,1048576,4194304
done
s gpu1-wg-c8 histogram.gpu1 -s descriptors=262144 -s centroids=8 -p wg=32,64,128,256
tar -C $(dirname $r) -czf $out/exp22.tgz exp22
for f in $r/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-100; done
