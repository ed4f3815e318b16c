#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# One store per line at positions that drift through the line by 4 or 8 bytes (uint) or 1, 2, 4, 8 (uchar),
# as global.store's odd and even strides place them: does the drift alone cost?
set -u
out=$1
r=$(mktemp -d)/exp11; mkdir -p $r
for k in 1 2 3; do coalesce-cli probe --device nvidia --only global.alignment --json --out $r/probe$k.json > $r/probe$k.txt 2>&1; done
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --out $r/$n.json > $r/$n.txt 2>&1; }
s store-uint-wide global.store -p stride=32,33,34,35,36,47,48,63,64,65
tar -C $(dirname $r) -czf $out/exp11.tgz exp11
for k in 1 2 3; do python3 -c "
import json;d=json.load(open('$r/probe$k.json'))
print([round(p[1]/1e3,2) for p in d['probes'][0]['curves'][0]['points']])"; done
cat $r/store*.txt | grep -v '^$' | cut -c1-110
