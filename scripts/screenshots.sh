#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes the README's screenshots: the GUI under Xvfb at 1920x1080 on PoCL, one per memory space, presentation
# mode and 简体中文. Usage: scripts/screenshots.sh [BUILD_DIR]   (default build/release; needs xvfb, imagemagick)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/build/release}/app/coalesce
out=$root/docs/screenshots
mkdir -p "$out"
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1920x1080x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
sleep 1
shot() { # shot NAME SECONDS ARGS...: starts coalesce with ARGS, waits, grabs the screen
  local name=$1 wait=$2
  shift 2
  DISPLAY=$display "$bin" -geometry 1920x1080+0+0 --device pocl "$@" >/dev/null 2>&1 &
  local pid=$!
  sleep "$wait"
  DISPLAY=$display import -window root "$out/$name.png"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  echo "screenshots.sh: $out/$name.png"
}
shot local-stride 14 --lesson local.stride --set stride=32 --sweep stride=1..64:*2
shot global-stride 14 --lesson global.stride --set stride=2 --sweep stride=1..32:*2
shot constant-index 10 --lesson constant.index --set mode=divergent --sweep mode=uniform,divergent,random
shot presentation-local-padding 12 --lesson local.padding --set pad=0 --sweep pad=0..4 --presentation
shot zh_CN-global-offset 12 --lesson global.offset --set offset=3 --sweep offset=0..16 --language zh_CN
