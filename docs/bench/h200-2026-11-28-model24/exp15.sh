#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# For the next round (after final.sh, with its measured profile): histogram GPU4/5's fixed cost against the
# descriptors, matmul's small matrices, the atomic curve against atomics.contention, global.random's knee.
set -u
out=$1
x=$(mktemp -d); tar -C "$x" -xzf "$out/model.tar.gz"
export COALESCE_MEASURED_DIR=$x/model/measured
r=$(mktemp -d)/exp15; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
s gpu5-c8 histogram.gpu5 -s centroids=8 -p descriptors=65536,262144,1048576,4194304
s gpu5-c128 histogram.gpu5 -s centroids=128 -p descriptors=65536,262144,1048576,4194304
s gpu4-c8 histogram.gpu4 -s centroids=8 -p descriptors=65536,262144,1048576,4194304
s gpu4-c128 histogram.gpu4 -s centroids=128 -p descriptors=65536,262144,1048576,4194304
s matmul-rows matmul.order -s order=rows -p matrix=16,32,64,128
s matmul-wg64 matmul.order -s matrix=64 -p wg=8,16,32,64
s atomics atomics.contention -p bins=256,512,1024,2048,4096,8192,16384,65536
s random global.random -p window=1048576,2097152,4194304,8388608,16777216,67108864
tar -C $(dirname $r) -czf $out/exp15.tgz exp15
cat $r/*.txt | grep -v '^$' | cut -c1-120
