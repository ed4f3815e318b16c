#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Atomic tail: residency (with local memory) and one-shot atomics probes, then the histograms with the model.
set -u
out=$1
m=$(mktemp -d); cp .device/extra/measured/*.json "$m/"
export COALESCE_MEASURED_DIR=$m
r=$(mktemp -d)/exp6; mkdir -p $r
coalesce-cli probe --device nvidia --only compute.residency atomics.once --json --out $r/probe.json > $r/probe.txt 2>&1
for v in 2 3 4 5; do
  coalesce-cli sweep histogram.gpu$v --device nvidia --predict --out $r/gpu$v.json > $r/gpu$v.txt 2>&1
done
coalesce-cli sweep histogram.gpu2 --device nvidia --predict -p centroids=1,2,4 --out $r/gpu2small.json > $r/gpu2small.txt 2>&1
coalesce-cli sweep histogram.gpu4 --device nvidia --predict -s centroids=8 -p wg=32,64,128,256 --out $r/gpu4wg.json > $r/gpu4wg.txt 2>&1
cp $m/*.json $r/measured-profile.json
tar -C $(dirname $r) -czf $out/exp6.tgz exp6
cat $r/probe.txt | grep -v '^$' | grep -v '"' | head; cat $r/gpu*.txt
