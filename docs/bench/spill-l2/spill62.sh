#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU session of 2026-12-06 (morning), issue 11: do a spilled array's stores reach the L2? spillg.cl (beside
# this script in .device/extra/, with spillg.json) at 4, 16 and 64 words, its four variants, and the lesson.
#   bash .device/on-device.sh bash .device/extra/spill62.sh $OUT
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
{
  for wl in 4:2 16:4 64:6; do
    w=${wl%:*}; l=${wl#*:}
    timeout 120 coalesce-cli kernel sweep "$here/spillg.cl" -s w=$w -s log2w=$l -p v=0..3 --device nvidia 2>&1
  done
  timeout 60 coalesce-cli sweep private.spill --device nvidia --no-predict -p words=4,16,64 2>&1
} > "$out/spill62.txt"
