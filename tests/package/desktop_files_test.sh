#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The desktop file and the AppStream metainfo as written in the source tree and configured by CMake are valid.
# Usage: desktop_files_test.sh FILE.desktop FILE.metainfo.xml
set -euo pipefail
desktop=$1 metainfo=$2
for tool in desktop-file-validate appstreamcli; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: run scripts/deps.sh" >&2; exit 1; }
done
# desktop-file-validate exits 0 on hints too: any output line but hints is a failure.
out=$(desktop-file-validate "$desktop" 2>&1 || echo "desktop-file-validate failed")
if echo "$out" | grep -v ': hint: ' | grep -q .; then
  echo "$out" >&2
  exit 1
fi
appstreamcli validate --no-net --explain "$metainfo"
# The metainfo names the desktop file it launches, and the file is named after the component id.
id=$(sed -n 's:.*<id>\(.*\)</id>.*:\1:p' "$metainfo")
[ "$(basename "$desktop")" = "$id.desktop" ] || { echo "desktop file is not named $id.desktop" >&2; exit 1; }
[ "$(basename "$metainfo")" = "$id.metainfo.xml" ] || { echo "metainfo is not named $id.metainfo.xml" >&2; exit 1; }
grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo" ||
  { echo "metainfo does not launch $id.desktop" >&2; exit 1; }
grep -q "^Icon=$id\$" "$desktop" || { echo "desktop file's Icon is not $id" >&2; exit 1; }
echo "desktop file and metainfo are valid"
