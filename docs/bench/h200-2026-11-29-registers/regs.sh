# SPDX-License-Identifier: GPL-3.0-or-later
# The compiler's register report for the spill and histogram kernels (nvregs.cpp, built with g++ -O2 -lOpenCL
# and carried as .device/extra/nvregs with a copy of kernels/ in .device/extra/kernels).
OUT=$1
K=.device/extra/kernels
specs=()
for w in 4 8 16 32 64 128 256; do l=$(python3 -c "import math;print(int(math.log2($w)))"); specs+=("private_spill.cl|-DWORDS=$w -DLOG2WORDS=$l -DITERS=1024"); done
specs+=("private_spill.cl|-DWORDS=64 -DLOG2WORDS=6 -DITERS=1024 -DSTATIC")
for v in 1 2 3 4 5; do specs+=("histogram.cl|-DVARIANT=$v -DNFEAT=64 -DWG=64"); done
specs+=("probe_private.cl|")
.device/extra/nvregs $K "${specs[@]}" > $OUT/regs.txt 2>&1
nvidia-smi -q | grep -i -A3 "clocks" | head -30 >> $OUT/regs.txt
