#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# model27 (H200): the full model run (final.sh: probes, every lesson, peers), then with its measured profile
# the scan sizes of exp18 (phase rounds) and the local lessons at groups of 32 and 64 (the banks' rate with
# fewer SIMD groups per compute unit, local_read_gbs_simd).
set -u
out=$1
bash .device/extra/final.sh "$out"
x=$(mktemp -d); tar -C "$x" -xzf "$out/model.tar.gz"
export COALESCE_MEASURED_DIR=$x/model/measured
r=$(mktemp -d)/exp19; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
P=pad=0,2,4,8,16,32,64
s scan-256-1024 scan.padding -s wg=256 -s n=1024 -p $P
s scan-128-256 scan.padding -s wg=128 -s n=256 -p $P
s scan-128-512 scan.padding -s wg=128 -s n=512 -p $P
s scan-64-128 scan.padding -s wg=64 -s n=128 -p $P
s scan-64-512 scan.padding -s wg=64 -s n=512 -p $P
s scan-32-64 scan.padding -s wg=32 -s n=64 -p $P
s bcast-again local.broadcast -p wg=32,64,128,256
s reuse-32 local.reuse -s wg=32 -p reuse=1,4,16
s reuse-64 local.reuse -s wg=64 -p reuse=1,4,16
s shuffle-32 subgroup.shuffle -s wg=32
tar -C $(dirname $r) -czf $out/exp19.tgz exp19
grep -h "local_read_gbs" $x/model/probe.txt
for f in $r/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-100; done
