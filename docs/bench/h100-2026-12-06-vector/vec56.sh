#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# global.vector's wide loads (issue 11: float16 measured 6 % slower than float, predicted flat): the vector
# sweep at L2-resident and DRAM-sized buffers, and with 1-byte and 8-byte elements (16 B and 128 B a lane).
#   bash .device/on-device.sh bash .device/extra/vec56.sh $OUT
set -u
out=$1
for size in 16M 32M 64M 256M 1G; do
  echo "### float size=$size"
  timeout 60 coalesce-cli sweep global.vector --device nvidia --no-predict --set size=$size
done > "$out/vec-sizes.txt" 2>&1
for type in uchar ushort uint double; do
  echo "### $type size=1G"
  timeout 60 coalesce-cli sweep global.vector --device nvidia --no-predict --set size=1G --set type=$type
done > "$out/vec-types.txt" 2>&1
for wg in 64 128 512 1024; do
  echo "### float wg=$wg size=1G"
  timeout 60 coalesce-cli sweep global.vector --device nvidia --no-predict --set size=1G --set wg=$wg
done > "$out/vec-wg.txt" 2>&1
