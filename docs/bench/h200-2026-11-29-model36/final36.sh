#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The full model run (scripts/gpu-model.sh) with the compiler's register report in every launch (the spill model
# bounds the resident work-items by the kernel's registers), then, with the same run's measured profile,
# private.spill over its words in groups of 32, 64 and 128 (other register-bound group counts).
set -u
out=$1
bash scripts/gpu-model.sh "$out" nvidia > "$out/run.txt" 2>&1
x=$(mktemp -d); tar -C "$x" -xzf "$out/model.tar.gz"
export COALESCE_MEASURED_DIR=$x/model/measured
r=$(mktemp -d)/extra; mkdir -p "$r"
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
for wg in 32 64 128; do s spill-wg$wg private.spill -s wg=$wg -p words=16,32,64,128,256; done
tar -C "$(dirname "$r")" -czf "$out/extra.tgz" extra
for f in $r/*.txt; do echo "== $(basename $f)"; grep -v '^$' $f | grep -v "^wrote\|^parameters" | cut -c1-110; done
