#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Which H100 is this, and does its private.spill match model54's board? (2026-12-06 morning, issue 11)
#   bash .device/on-device.sh bash .device/extra/board61.sh $OUT
set -u
out=$1
nvidia-smi -q > "$out/smi.txt" 2>&1
store=$(mktemp -d); export COALESCE_MEASURED_DIR=$store
timeout 120 coalesce-cli probe --device nvidia --out "$out/probe.json" > "$out/probe.txt" 2>&1
{
  timeout 60 coalesce-cli sweep private.spill --device nvidia
  timeout 60 coalesce-cli sweep private.spill --device nvidia -s mode=static
  timeout 60 coalesce-cli sweep global.dtype --device nvidia
} > "$out/sweeps.txt" 2>&1
