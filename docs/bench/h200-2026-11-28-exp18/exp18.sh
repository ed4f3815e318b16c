#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# exp18 (H200, model26's measured profile in .device/extra/measured/): scan.padding's phases at other group
# sizes and scan lengths (the window of phases a compute unit's groups share), local passes at half occupancy
# (local.broadcast and local.padding at groups of 32), global.vector by bytes per lane.
set -u
out=$1
m=$(mktemp -d); cp .device/extra/measured/*.json "$m/"
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp18; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
P=pad=0,2,4,8,16,32,64
s scan-256-512 scan.padding -s wg=256 -s n=512 -p $P
s scan-256-1024 scan.padding -s wg=256 -s n=1024 -p $P
s scan-256-2048 scan.padding -s wg=256 -s n=2048 -p $P
s scan-128-256 scan.padding -s wg=128 -s n=256 -p $P
s scan-128-512 scan.padding -s wg=128 -s n=512 -p $P
s scan-64-128 scan.padding -s wg=64 -s n=128 -p $P
s scan-64-512 scan.padding -s wg=64 -s n=512 -p $P
s scan-32-64 scan.padding -s wg=32 -s n=64 -p $P
s scan-512-1024 scan.padding -s wg=512 -s n=1024 -p $P
s scan-1024-2048 scan.padding -s wg=1024 -s n=2048 -p $P
s bcast local.broadcast -p wg=32,64,128,256,512,1024
s lpad-32 local.padding -s wg=32 -p pad=0,1,2,32
s lpad-64 local.padding -s wg=64 -p pad=0,1,2,32
s lpad-256 local.padding -s wg=256 -p pad=0,1,2,32
s vec-double global.vector -s type=double -p vector=1,2,4,8,16
s vec-uint-1024 global.vector -s wg=1024 -p vector=1,2,4,8,16
s vec-uint-64 global.vector -s wg=64 -p vector=1,2,4,8,16
s vec-uchar global.vector -s type=uchar -p vector=1,2,4,8,16
tar -C $(dirname $r) -czf $out/exp18.tgz exp18
for f in $r/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-100; done
