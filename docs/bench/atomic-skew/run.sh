#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Atomics on uneven bins on the GPU (2026-12-05): copy skew.cl, skew.json and this file into .device/extra/
# and run `bash .device/on-device.sh bash .device/extra/run.sh $OUT`.
set -u
out=$1
here=$(cd "$(dirname "$0")" && pwd)
k() { local n=$1; shift; timeout 60 coalesce-cli kernel sweep "$here/skew.cl" "$@" --device nvidia -o "$out/$n.json" > "$out/$n.txt" 2>&1; }
k b8 -s bins=8 -p hot=0,125,277,500,1000
k b16 -s bins=16 -p hot=0,62,150,300,1000
k b8-4m -s bins=8 -s n=4194304 -p hot=0,125,277,500,1000
k b64-4m -s bins=64 -s n=4194304 -p hot=0,16,82,300,1000
k b128-4m -s bins=128 -s n=4194304 -p hot=0,8,48,300,1000
tar -C "$out" -czf "$out/skew.tgz" $(cd "$out" && ls b*.json b*.txt)
