#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# exp20 (H200, model27's measured profile copied to .device/extra/measured/): scan.padding at n = 2048 and 1024
# by group size (why n = 2048 runs 2.4 x longer than its rounds), and one-float streams by group size (groups
# of 64 halved global.vector's throughput at vector 1 in exp18: a rate of starting work-groups?).
set -u
out=$1
m=$(mktemp -d); cp .device/extra/measured/*.json "$m/"
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp20; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
s scan-2048 scan.padding -s n=2048 -s pad=32 -p wg=32,64,128,256
s scan-1024 scan.padding -s n=1024 -s pad=32 -p wg=32,64,128,256
s scan-512 scan.padding -s n=512 -s pad=32 -p wg=32,64,128,256
s vec1-wg global.vector -s vector=1 -p wg=32,64,128,256
s vec4-wg global.vector -s vector=4 -p wg=32,64,128,256
s stride1-wg global.stride -s stride=1 -p wg=32,64,128,256
tar -C $(dirname $r) -czf $out/exp20.tgz exp20
for f in $r/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-100; done
