#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# For the next round: small launches (matmul.order, local.broadcast), odd and even store strides by element
# size, image blocks against bilinear samples by picture side. Predictions with model20's measured profile.
set -u
out=$1
m=$(mktemp -d); cp .device/extra/measured/*.json "$m/"
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp8; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
s matmul-small matmul.order -p matrix=16,32,64,128
s matmul-wg16 matmul.order -s wg=16 -p matrix=16,32,64,128
s broadcast local.broadcast -p wg=16,32,48,64,96,128,256
for t in uchar ushort ulong; do s store-$t global.store -s type=$t -p stride=1..32; done
for side in 1024 2048 8192; do s image-$side image.vs.buffer -s side=$side; done
s image-buffer-8192 image.vs.buffer -s side=8192 -s source=buffer
tar -C $(dirname $r) -czf $out/exp8.tgz exp8
cat $r/*.txt | grep -v '^$' | cut -c1-110
