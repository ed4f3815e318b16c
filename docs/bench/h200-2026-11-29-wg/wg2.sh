# SPDX-License-Identifier: GPL-3.0-or-later
# Work-groups past NVIDIA's reported CL_KERNEL_WORK_GROUP_SIZE (256): what the driver launches (wgtest), and
# the lessons and the phases probe with the registers' bound (model36's measured profile).
out=$1
export COALESCE_MEASURED_DIR=$(pwd)/.device/extra/measured
r=$out/wg; mkdir -p $r
(cd .device/extra && g++ -O2 -std=c++17 wgtest.cpp -o wgtest -lOpenCL && ./wgtest kernels "probe_global.cl" "local_broadcast.cl|-DWG=256") > $r/wgtest.txt 2>&1
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
s broadcast local.broadcast -p wg=32..1024:*2
s reuse-wg1024 local.reuse -s size=256M -s wg=1024 -p reuse=1,2,4,16
s reuse-wg512 local.reuse -s size=256M -s wg=512 -p reuse=1,2,4,16
s stride-wg local.stride -s stride=1 -p wg=256,512,1024
s gpu2-wg histogram.gpu2 -s centroids=64 -p wg=256,512,1024
s occupancy local.occupancy -p wg=256,512,1024
coalesce-cli run private.spill -s wg=1024 --device nvidia > $r/spill-wg1024.txt 2>&1
for wg in 256 512 544 1024; do echo "== WG=$wg"; coalesce-cli kernel run .device/extra/heavy.cl --spec .device/extra/heavy.json --device nvidia -s WG=$wg; echo "rc $?"; done > $r/heavy.txt 2>&1
coalesce-cli probe --only local.phases --device nvidia --json --out $r/phases.json > $r/phases.txt 2>&1
cd $out && tar -czf wg.tgz wg && rm -rf wg
