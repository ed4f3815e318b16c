#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# For the next round (after final.sh, with its measured profile): histogram GPU4/5's fill against the work-group
# size (local tile NFEAT x wg floats: fewer groups per compute unit as wg grows), matmul's other order.
set -u
out=$1
x=$(mktemp -d); tar -C "$x" -xzf "$out/model.tar.gz"
export COALESCE_MEASURED_DIR=$x/model/measured
r=$(mktemp -d)/exp16; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
s gpu5-c8-wg histogram.gpu5 -s centroids=8 -s descriptors=262144 -p wg=32,64,128,256
s gpu5-c128-wg histogram.gpu5 -s centroids=128 -s descriptors=262144 -p wg=32,64,128,256
s gpu2-c8-wg histogram.gpu2 -s centroids=8 -s descriptors=262144 -p wg=32,64,128,256
s matmul-columns matmul.order -s order=columns -p matrix=64,128,256,512
s broadcast local.broadcast -p wg=32,48,64,96,128
tar -C $(dirname $r) -czf $out/exp16.tgz exp16
cat $r/*.txt | grep -v '^$' | cut -c1-120
