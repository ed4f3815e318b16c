#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Constant tables of 1..64 KiB (uniform, divergent, random), transfers of 32 MiB..1 GiB, small matmuls.
set -u
out=$1
m=$(mktemp -d); cp .device/extra/measured/*.json "$m/"
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp7; mkdir -p $r
for mode in uniform divergent random; do
  coalesce-cli sweep constant.index --device nvidia --predict -s mode=$mode -p table=1024,2048,4096,8192,16384,32768,65536 --out $r/const-$mode.json > $r/const-$mode.txt 2>&1
done
coalesce-cli sweep constant.index --device nvidia --predict -s mode=random -s space=global -p table=1024,4096,16384,65536 --out $r/const-random-global.json > $r/const-random-global.txt 2>&1
for size in 32M 64M 1G; do
  coalesce-cli sweep transfer.zerocopy --device nvidia --predict -s size=$size --out $r/transfer-$size.json > $r/transfer-$size.txt 2>&1
done
coalesce-cli sweep transfer.zerocopy --device nvidia --predict -s wg=1024 --out $r/transfer-wg1024.json > $r/transfer-wg1024.txt 2>&1
coalesce-cli sweep matmul.order --device nvidia --predict -p matrix=16,32,48,64,96,128 --out $r/matmul-small.json > $r/matmul-small.txt 2>&1
coalesce-cli sweep matmul.order --device nvidia --predict -s wg=256 -p matrix=64,128,256 --out $r/matmul-wg256.json > $r/matmul-wg256.txt 2>&1
tar -C $(dirname $r) -czf $out/exp7.tgz exp7
cat $r/*.txt | grep -v '^$' | cut -c1-200
