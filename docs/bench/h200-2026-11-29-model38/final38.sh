#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The full model run (scripts/gpu-model.sh) with 98b1cbd (the one-shot speed through a tile by group size; and the register limit on
# NVIDIA), then, with the same run's measured profile, the
# sweeps that now reach past 256 work-items.
set -u
out=$1
bash scripts/gpu-model.sh "$out" nvidia > "$out/run.txt" 2>&1
x=$(mktemp -d); tar -C "$x" -xzf "$out/model.tar.gz"
export COALESCE_MEASURED_DIR=$x/model/measured
r=$(mktemp -d)/extra; mkdir -p "$r"
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
s broadcast local.broadcast -p wg=32..1024:*2
for wg in 256 512 1024; do s reuse-wg$wg local.reuse -s size=256M -s wg=$wg -p reuse=1,2,4,16; done
s spill-wg private.spill -s words=64 -p wg=256,512,1024
tar -C "$(dirname "$r")" -czf "$out/extra.tgz" extra
for f in $r/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-110; done
