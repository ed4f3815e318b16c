# SPDX-License-Identifier: GPL-3.0-or-later
out=$1
cd .device/extra && g++ -O2 -std=c++17 wgtest.cpp -o wgtest -lOpenCL
./wgtest kernels "probe_global.cl" "private_spill.cl|-DWORDS=64 -DLOG2WORDS=6 -DITERS=1024" "local_broadcast.cl|-DWG=256" "global_read.cl" "histogram.cl|-DVARIANT=2 -DNFEAT=64 -DWG=64" "local_occupancy.cl" "probe_onchip.cl" > $out/wg.txt 2>&1
nvidia-smi -q | grep -i -E "product name|cuda version|driver version" >> $out/wg.txt
