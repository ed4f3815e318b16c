#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-06 (late morning), issue 11: does the lesson's own spill fall off the L2's store
# cliff by its live area? The probes (saved for this device, so the sweeps predict with them), then
# private.spill at 32, 64 and 128 words over groups of 64 to 1024: the kernel's registers keep 1536 work-items
# a compute unit up to groups of 512 and 1024 at groups of 1024, so 64 words are 51.9 MB live, or 34.6 MB.
#   bash .device/on-device.sh bash .device/extra/spill66.sh $OUT
set -u
out=$1
nvidia-smi --query-gpu=name,serial,clocks.sm,clocks.mem,power.draw --format=csv > "$out/gpu66.txt" 2>&1
export COALESCE_MEASURED_DIR=$out/measured
timeout 120 coalesce-cli probe --device nvidia > "$out/probe66.txt" 2>&1
{
  for w in 32 64 128; do
    timeout 100 coalesce-cli sweep private.spill --device nvidia --set words=$w -p wg=64..1024:*2 \
      --out "$out/spill-w$w.json" 2>&1
  done
} > "$out/spill66.txt"
tar -czf "$out/spill66.tgz" -C "$out" measured $(cd "$out" && ls spill-w*.json) && rm -rf "$out"/spill-w*.json "$out/measured"
