#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Stream variants against BabelStream, one batch (not part of the product; results go to docs/BENCHMARKS.md).
out=${1:?}
r=$(mktemp -d)/streams; mkdir -p "$r"
dev=$(ocl-stream --list 2>/dev/null | grep -i nvidia | head -1 | cut -d: -f1 | tr -d ' ')
ocl-stream --device "${dev:-0}" -s 268435456 -n 50 > "$r/bs1.txt" 2>&1
for round in 1 2; do
  for v in 0 1 2; do
    for wg in 256 1024; do
      timeout 120 coalesce-cli kernel run .device/extra/stream41_v$v.cl --spec .device/extra/stream41_v$v.json --device nvidia -s n=33554432 -s wg=$wg --no-predict --budget-ms 1000 > "$r/v$v-wg$wg-r$round.txt" 2>&1
    done
  done
  coalesce-cli run global.dtype --device nvidia --set type=double --no-predict --budget-ms 1000 > "$r/dtype-double-r$round.txt" 2>&1
done
ocl-stream --device "${dev:-0}" -s 268435456 -n 50 > "$r/bs2.txt" 2>&1
grep -H -E "EB|validation" "$r"/*.txt | sed "s|$r/||" > "$r/summary.txt"
grep -H -E "^(Copy|Mul|Add|Triad|Dot)" "$r"/bs*.txt | sed "s|$r/||" >> "$r/summary.txt"
tar -C "$(dirname "$r")" -czf "$out/streams.tar.gz" streams
cat "$r/summary.txt"
