#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Streams over work-group size and buffer size (is the best read+write stream the default's?), BabelStream before
# and after; histogram GPU2/GPU3 between 0.75 and 1 wave (where is the L2 step?), model38's measured profile.
# Each command under a time limit, its output appended to $out/log.txt as it ends.
set -u
out=$1
export COALESCE_MEASURED_DIR=$(pwd)/.device/extra/measured
r=$out/exp39; mkdir -p "$r"
log=$out/log.txt
dev=$(timeout 20 ocl-stream --list 2>/dev/null | grep -i nvidia | head -1 | cut -d: -f1 | tr -d ' ')
echo "dev=$dev" >> $log
b() { timeout 60 ocl-stream --device "${dev:-0}" -s 268435456 -n 50 > $r/$1.txt 2>&1; echo "== $1 rc=$?" >> $log; grep -E "Copy|Mul|Add|Triad|Dot" $r/$1.txt >> $log; }
s() { local n=$1; shift; local t0=$(date +%s); timeout 90 coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; echo "== $n rc=$? $(( $(date +%s) - t0 )) s" >> $log; grep -v '^$' $r/$n.txt | grep -v "^wrote\|^parameters" | cut -c1-110 >> $log; }
for step in "$@"; do
  case $step in
    babel1|babel2) b $step ;;
    dtwg) s dt-ulong-wg global.dtype -s type=ulong -p wg=64,128,256,512,1024 ;;
    dtel) s dt-ulong-el global.dtype -s type=ulong -p elements=134217728,268435456,536870912 ;;
    dbwg) s dt-double-wg global.dtype -s type=double -p wg=128,256,512,1024 ;;
    v2wg) s vec2-wg global.vector -s vector=2 -p wg=128,256,512,1024 ;;
    v2sz) s vec2-size global.vector -s vector=2 -p size=512M,1G,2G ;;
    v4wg) s vec4-wg global.vector -s vector=4 -p wg=128,256,512,1024 ;;
    g2|g3) s ${step}step histogram.gpu${step#g} -s centroids=64 -s wg=64 -p descriptors=202752,216256,229760,243264,256768,270336 ;;
  esac
done
tar -C "$out" -czf "$out/exp39.tgz" exp39 && rm -rf "$r"
