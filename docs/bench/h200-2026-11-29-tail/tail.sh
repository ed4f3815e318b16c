#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The launch tail of histogram GPU4 (no predictions): below one wave (0.25-1.0 of 1716 groups of 64), and over
# 2.0-3.1 waves at 16 and 128 centroids (model35's extra3 has 64).
set -u
out=$1; x=$(mktemp -d)/tail; mkdir -p "$x"
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --out $x/$n.json > $x/$n.txt 2>&1; }
s gpu4-subwave-c64 histogram.gpu4 -s centroids=64 -p descriptors=13696,27456,54912,82368,109824,137280,164736
s gpu4-subwave-c16 histogram.gpu4 -s centroids=16 -p descriptors=13696,27456,54912,82368,109824,137280,164736
s gpu4-waves-c128 histogram.gpu4 -s centroids=128 -p descriptors=219648,241280,262144,296000,329472,339968
s gpu4-waves-c16 histogram.gpu4 -s centroids=16 -p descriptors=219648,241280,262144,296000,329472,339968
s gpu4-big-c128 histogram.gpu4 -s centroids=128 -p descriptors=1048576,2097152
tar -C "$(dirname "$x")" -czf "$out/tail.tgz" tail
cat $x/*.txt | grep -v "^wrote"
