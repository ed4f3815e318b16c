#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes docs/screenshots/fit-*.png: the GUI as our users' screens show it, under Xvfb with a window manager
# (openbox), on PoCL. Each screen gets global.stride, local.padding and global.channels after a sweep, and
# local.padding in presentation mode (F11). The window is not given a size: it opens as fitToScreen decides
# (maximised on a small screen), so the shots show what a teacher or a student sees first.
#
# Usage: scripts/screenshots.sh [BUILD_DIR] [SCREEN...]
#   BUILD_DIR  default build/release (app/coalesce in it)
#   SCREEN     1024x768 1280x720 1366x768 1920x1080 1024x768@dpi144 1280x720@dpi144 1366x768@scale2
#              1366x768@nodevice (default: all of them)
#              @dpi144: QT_FONT_DPI=144 (large system fonts) on that screen;
#              @nodevice: no OpenCL device (model only), `--lesson local.stride` alone: one shot;
#              @scale2: QT_SCALE_FACTOR=2 on a 2x screen of twice that size (a HiDPI laptop: the PNG is 2x).
# Needs xvfb, openbox, imagemagick (import, convert). Env: SHOT_WAIT (seconds after start, default 16),
# SHOT_OUT (folder, default docs/screenshots). Settings and PoCL's cache live in a temporary folder: no saved
# window state or session changes what is shown.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
[ $# -gt 0 ] && shift
bin=$build/app/coalesce
[ -x "$bin" ] || { echo "screenshots.sh: no $bin (build the coalesce target first)" >&2; exit 2; }
out=${SHOT_OUT:-$root/docs/screenshots}
wait_s=${SHOT_WAIT:-16}
mkdir -p "$out"
screens=("$@")
[ ${#screens[@]} -gt 0 ] ||
  screens=(1024x768 1280x720 1366x768 1920x1080 1024x768@dpi144 1280x720@dpi144 1366x768@scale2 1366x768@nodevice)
tmp=$(mktemp -d)
export POCL_CACHE_DIR=$tmp/pocl # shared by every shot: kernels are built once
xvfb=
wm=
cleanup() {
  [ -n "$wm" ] && kill "$wm" 2>/dev/null || true
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

shot() { # shot FILE ARGS...: starts coalesce with ARGS and a fresh configuration, waits, grabs the screen
  local file=$1
  shift
  local config
  config=$(mktemp -d "$tmp/config.XXXX")
  XDG_CONFIG_HOME=$config DISPLAY=$display "${env[@]}" "$bin" --device pocl "$@" >"$config/log" 2>&1 &
  local pid=$!
  sleep "$wait_s"
  DISPLAY=$display import -window root "$file"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  # 8-bit PNG: the UI has few colours, and the folder stays small.
  convert "$file" -strip -colors 256 PNG8:"$file"
  echo "screenshots.sh: $file ($(du -k "$file" | cut -f1) KiB)"
}

for screen in "${screens[@]}"; do
  size=${screen%@*}
  variant=
  [ "$screen" != "$size" ] && variant=${screen#*@}
  w=${size%x*}
  h=${size#*x}
  env=(env)
  case $variant in
  "" | nodevice) ;;
  dpi144) env+=(QT_FONT_DPI=144) ;;
  scale2)
    env+=(QT_SCALE_FACTOR=2)
    w=$((w * 2)) h=$((h * 2))
    ;;
  *) echo "screenshots.sh: unknown variant @$variant" >&2; exit 2 ;;
  esac
  display=:$((90 + RANDOM % 9))
  Xvfb "$display" -screen 0 "${w}x${h}x24" -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  sleep 1
  DISPLAY=$display openbox >/dev/null 2>&1 &
  wm=$!
  sleep 1
  name=fit-$size${variant:+-$variant}
  if [ "$variant" = nodevice ]; then
    mkdir -p "$tmp/no-vendors"
    env+=(OCL_ICD_VENDORS="$tmp/no-vendors")
    shot "$out/$name-local-stride.png" --lesson local.stride --set stride=32
  else
    shot "$out/$name-global-stride.png" --lesson global.stride --set stride=2 --sweep stride=1..32:*2
    if [ "$variant" != scale2 ]; then # a 2x shot is four times the pixels: two of them are enough
      shot "$out/$name-local-padding.png" --lesson local.padding --set pad=0 --sweep pad=0..4
      shot "$out/$name-global-channels.png" --lesson global.channels --set size=4M --sweep pitch=4K..8K:512
    fi
    shot "$out/$name-presentation-local-padding.png" --lesson local.padding --set pad=1 --sweep pad=0..4 \
      --presentation
  fi
  kill "$wm" "$xvfb" 2>/dev/null || true
  wait "$wm" "$xvfb" 2>/dev/null || true
  wm= xvfb=
done
