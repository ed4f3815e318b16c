# SPDX-License-Identifier: GPL-3.0-or-later
# (1) NVIDIA's kernel cache hides the register report: the same build twice in two processes, then with
# CUDA_CACHE_DISABLE=1. (2) private.spill with the register-bound spill model (the cache off by coalesce-cli
# itself), the default sweep and groups of 32, 64, 128, predicted with model36's measured profile.
out=$1
K=.device/extra/kernels
spec="private_spill.cl|-DWORDS=64 -DLOG2WORDS=6 -DITERS=1024 -DCACHECHECK"
for i in 1 2; do echo "== run $i (cache on)"; .device/extra/nvregs $K "$spec" | grep -c "Used"; done > $out/cache.txt 2>&1
echo "== run 3 (CUDA_CACHE_DISABLE=1)" >> $out/cache.txt; CUDA_CACHE_DISABLE=1 .device/extra/nvregs $K "$spec" | grep -c "Used" >> $out/cache.txt 2>&1
export COALESCE_MEASURED_DIR=$(pwd)/.device/extra/measured
r=$out/spill; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
s default private.spill
for wg in 32 64 128; do s wg$wg private.spill -s wg=$wg -p words=16,32,64,128,256; done
s default-again private.spill -p words=32,64,128
cd $out && tar -czf spill.tgz spill && rm -rf spill
cat $out/cache.txt
