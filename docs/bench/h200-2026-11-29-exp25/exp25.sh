#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# exp25: the launch-time model's sum. local.reuse (local tile) at reuse 1, 2, 4, 16 by group size (is the
# ~30 us that reuse >= 2 adds at groups of 256 one round trip per work-group: a quarter at 1024?), the same
# from global memory; matmul.order rows and columns past the default sweep (do the load/store slots alone
# carry it?). Run: bash .device/on-device.sh bash .device/extra/exp25.sh $OUT
set -u
out=$1
m=$(mktemp -d); cp .device/extra/measured/*.json "$m/"
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp25; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
for wg in 64 256 1024; do
  s reuse-local-wg$wg local.reuse -s size=256M -s wg=$wg -p reuse=1,2,4,16
done
s reuse-global-wg256 local.reuse -s size=256M -s wg=256 -s source=global -p reuse=1,2,4,16
s matmul-rows matmul.order -s order=rows -p matrix=128,256,512,1024,2048
s matmul-columns matmul.order -s order=columns -p matrix=128,256,512,1024
s matmul-rows-wg256 matmul.order -s order=rows -s wg=256 -p matrix=256,512,1024
tar -C $(dirname $r) -czf $out/exp25.tgz exp25
for f in $r/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-100; done
