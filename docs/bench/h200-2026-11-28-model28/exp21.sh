#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# model28 (H200): the full model run (final.sh), then with its measured profile (group_rate_gps now measured)
# streams by group size: the rate of starting work-groups.
set -u
out=$1
bash .device/extra/final.sh "$out"
x=$(mktemp -d); tar -C "$x" -xzf "$out/model.tar.gz"
export COALESCE_MEASURED_DIR=$x/model/measured
r=$(mktemp -d)/exp21; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
s stride1-wg global.stride -s stride=1 -p wg=32,64,128,256
s vec1-wg global.vector -s vector=1 -p wg=32,64,128,256
s vec4-wg global.vector -s vector=4 -p wg=32,64,128,256
s store1-wg global.store -s stride=1 -p wg=32,64,128,256
s dtype-wg64 global.dtype -s wg=64
s offset-wg32 global.offset -s wg=32 -p offset=0,1,16
tar -C $(dirname $r) -czf $out/exp21.tgz exp21
grep -h "group_rate\|launch_floor" $x/model/probe.txt
for f in $r/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-100; done
