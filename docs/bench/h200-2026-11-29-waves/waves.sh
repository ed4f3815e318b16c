# SPDX-License-Identifier: GPL-3.0-or-later
# Histogram launches over 0.25 to 4 waves (a wave: 132 units x 32 groups of 64 = 270336 descriptors), 64
# centroids, predicted with model36's profile: where does the one-wave launch's extra time come from?
out=$1
export COALESCE_MEASURED_DIR=$(pwd)/.device/extra/measured
r=$out/waves; mkdir -p $r
d=67584,135168,202752,270336,337920,405504,540672,675840,811008,1081344
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
for v in 1 2 3; do s gpu$v-wg64 histogram.gpu$v -s centroids=64 -s wg=64 -p descriptors=$d; done
for v in 2 3; do s gpu$v-wg32 histogram.gpu$v -s centroids=64 -s wg=32 -p descriptors=$d; done
cd $out && tar -czf waves.tgz waves && rm -rf waves
