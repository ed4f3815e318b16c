#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The full model run (scripts/gpu-model.sh), then constant tables of 1..64 KiB and transfers of 32 MiB..1 GiB
# predicted with the same run's measured profile.
set -u
out=$1
bash scripts/gpu-model.sh "$out" nvidia > "$out/run.txt" 2>&1
x=$(mktemp -d); tar -C "$x" -xzf "$out/model.tar.gz"
export COALESCE_MEASURED_DIR=$x/model/measured
r=$(mktemp -d)/extra; mkdir -p "$r"
for mode in divergent random; do
  coalesce-cli sweep constant.index --device nvidia --predict -s mode=$mode -p table=1024,2048,4096,8192,16384,32768,65536 --out $r/const-$mode.json > $r/const-$mode.txt 2>&1
done
for size in 32M 64M 1G; do
  coalesce-cli sweep transfer.zerocopy --device nvidia --predict -s size=$size --out $r/transfer-$size.json > $r/transfer-$size.txt 2>&1
done
for wg in 64 256; do coalesce-cli sweep local.reuse --device nvidia --predict -s size=256M -s wg=$wg -p reuse=1,2,4,16 --out $r/reuse-wg$wg.json > $r/reuse-wg$wg.txt 2>&1; done
coalesce-cli sweep histogram.gpu2 --device nvidia --predict -s descriptors=262144 -p wg=32,64 --out $r/gpu2-wg.json > $r/gpu2-wg.txt 2>&1
tar -C "$(dirname "$r")" -czf "$out/extra.tgz" extra
cat $r/*.txt | grep -v '^$' | cut -c1-160
grep -A3 "transfer.copy\|constant_line" "$x/model/probe.txt" | head -30
