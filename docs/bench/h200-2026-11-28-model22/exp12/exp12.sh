#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The L1 probe again (its kernel unrolled, 16x the work-items) on model22's measured profile, then the sweeps
# the L1 ceiling touches, predicted with it.
set -u
out=$1
m=$(mktemp -d); cp .device/extra/measured/*.json "$m/"
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp12; mkdir -p $r
for k in 1 2; do coalesce-cli probe --device nvidia --only global.requests > $r/probe$k.txt 2>&1; done
cp $m/*.json $r/measured-profile.json
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/lesson-$n.json > $r/lesson-$n.txt 2>&1; }
s global.footprint global.footprint
s global.random global.random
s global.dtype global.dtype
tar -C $(dirname $r) -czf $out/exp12.tgz exp12
grep -h "l1_read\|request_rate" $r/probe*.txt | cut -c1-150
cat $r/lesson-*.txt | grep -v '^$' | cut -c1-110
