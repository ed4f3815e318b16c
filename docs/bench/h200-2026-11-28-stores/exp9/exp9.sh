#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every probe (the alignment probe's store_misaligned4/8 among them), twice the alignment probe alone, then
# global.store by element size predicted with the run's measured profile.
set -u
out=$1
m=$(mktemp -d)
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp9; mkdir -p $r
nvidia-smi --query-gpu=name,driver_version,clocks.max.mem --format=csv > $r/info.txt 2>&1
coalesce-cli probe --device nvidia --json --out $r/probe.json > $r/probe.txt 2>&1
coalesce-cli probe --device nvidia --only global.alignment > $r/probe2.txt 2>&1
coalesce-cli probe --device nvidia --only global.alignment > $r/probe3.txt 2>&1
cp $m/*.json $r/measured-profile.json
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
s store-uint global.store
for t in uchar ushort ulong; do s store-$t global.store -s type=$t -p stride=1..32; done
tar -C $(dirname $r) -czf $out/exp9.tgz exp9
grep -B1 -A3 "alignment" $r/probe*.txt | cut -c1-250
cat $r/store*.txt | grep -v '^$' | cut -c1-110
