# SPDX-License-Identifier: GPL-3.0-or-later
# The compiler line in two processes in a row (the second would hit NVIDIA's kernel cache if it were on).
for i in 1 2; do echo "== process $i"; coalesce-cli run private.spill -s words=64 --device nvidia 2>&1 | grep -E "time  |validation|compiler"; done
echo "== with CUDA_CACHE_DISABLE=0 set by the user, twice"
for i in 1 2; do CUDA_CACHE_DISABLE=0 coalesce-cli run private.spill -s words=32 --device nvidia 2>&1 | grep -E "validation|compiler" || true; done
