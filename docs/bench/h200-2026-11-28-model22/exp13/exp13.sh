#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# For the next round (H200, model22's measured profile): global.footprint's cache plateau (24.7 TB/s on both
# GPUs) over work-group sizes and volumes; global.random's knee between 1 and 16 MiB windows.
set -u
out=$1
m=$(mktemp -d); cp .device/extra/measured/*.json "$m/"
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp13; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
s footprint-wg global.footprint -s footprint=4096 -p wg=64,128,256,512,1024
s footprint-volume global.footprint -s footprint=4096 -p volume=64M,256M,1G,4G
s random-knee global.random -p window=1048576,2097152,4194304,8388608,16777216
tar -C $(dirname $r) -czf $out/exp13.tgz exp13
cat $r/*.txt | grep -v '^$' | cut -c1-110
