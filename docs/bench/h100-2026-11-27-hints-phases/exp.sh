#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Experiments (not part of the product): load hints for the 4:1 stream, barrier phase shapes.
out=${1:?}
r=$(mktemp -d)/exp; mkdir -p "$r"
dev=$(ocl-stream --list 2>/dev/null | grep -i nvidia | head -1 | cut -d: -f1 | tr -d ' ')
ocl-stream --device "${dev:-0}" -s 268435456 -n 50 > "$r/bs1.txt" 2>&1
for round in 1 2; do
  for v in 0 3 4 5 6 7; do
    timeout 120 coalesce-cli kernel run .device/extra/hint_v$v.cl --spec .device/extra/hint_v$v.json --device nvidia -s n=33554432 -s wg=256 --no-predict --budget-ms 1000 > "$r/hint-v$v-r$round.txt" 2>&1
  done
  coalesce-cli run global.dtype --device nvidia --set type=double --no-predict --budget-ms 1000 > "$r/dtype-double-r$round.txt" 2>&1
done
ocl-stream --device "${dev:-0}" -s 268435456 -n 50 > "$r/bs2.txt" 2>&1
for s in 0 1 2 3; do
  for ph in 16 144; do
    timeout 120 coalesce-cli kernel run .device/extra/phases.cl --spec .device/extra/phases.json --device nvidia -s s=$s -s phases=$ph -s g=8448 --no-predict --budget-ms 300 > "$r/ph-s$s-p$ph.txt" 2>&1
  done
done
for pad in 0 16; do coalesce-cli run scan.padding --device nvidia --set pad=$pad --no-predict --budget-ms 300 > "$r/scan-pad$pad.txt" 2>&1; done
coalesce-cli run subgroup.shuffle --device nvidia --set mode=local --no-predict --budget-ms 300 > "$r/shuffle-local.txt" 2>&1
grep -H -E "EB|time  |validation|error" "$r"/*.txt | sed "s|$r/||" > "$r/summary.txt"
grep -H -E "^(Copy|Mul|Add|Triad|Dot)" "$r"/bs*.txt | sed "s|$r/||" >> "$r/summary.txt"
tar -C "$(dirname "$r")" -czf "$out/exp.tar.gz" exp
cat "$r/summary.txt"
