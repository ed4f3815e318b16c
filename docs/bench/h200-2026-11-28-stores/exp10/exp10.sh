#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Which stores make a partly written line slower: one store per line at one offset for every line, or offsets
# that differ between neighbouring work-items (the alignment probe's nine variants); global.store at strides 16
# and 32 over offsets (every store shifted alike).
set -u
out=$1
r=$(mktemp -d)/exp10; mkdir -p $r
for k in 1 2 3; do coalesce-cli probe --device nvidia --only global.alignment --json --out $r/probe$k.json > $r/probe$k.txt 2>&1; done
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --out $r/$n.json > $r/$n.txt 2>&1; }
s store-32 global.store -s stride=32 -p offset=0..3
s store-16 global.store -s stride=16 -p offset=0..3
s store-uchar-32 global.store -s type=uchar -s stride=32 -p offset=0..7
s store-uchar-128 global.store -s type=uchar -s stride=128 -p offset=0..7
tar -C $(dirname $r) -czf $out/exp10.tgz exp10
for k in 1 2 3; do python3 -c "
import json;d=json.load(open('$r/probe$k.json'))
print([round(p[1]/1e3,2) for p in d['probes'][0]['curves'][0]['points']])"; done
cat $r/store*.txt | grep -v '^$' | cut -c1-110
