# SPDX-License-Identifier: GPL-3.0-or-later
# Histogram GPU2/GPU3's L1 misses against the launch's footprint: 64 centroids, descriptors from 16 Ki (4 MiB of
# descriptors, inside one L2 partition) to 2 Mi (512 MiB), in groups of 64 (the default, misses) and 32 (all
# L1 hits), predicted with model36's measured profile. Plus a CLI run showing the compiler line.
out=$1
export COALESCE_MEASURED_DIR=$(pwd)/.device/extra/measured
r=$out/fp; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
for v in 2 3; do for wg in 64 32; do
  s gpu$v-wg$wg histogram.gpu$v -s centroids=64 -s wg=$wg -p descriptors=16384,32768,65536,131072,262144,524288,1048576,2097152
done; done
coalesce-cli run private.spill -s words=64 --device nvidia > $r/run-spill64.txt 2>&1
cd $out && tar -czf fp.tgz fp && rm -rf fp
