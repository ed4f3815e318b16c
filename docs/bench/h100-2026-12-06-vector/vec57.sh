#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# global.vector with 8-byte elements (issue 11): ulong against double at vector 8 and 16, and the compiler's
# report (registers, spills) of each wide load.
#   bash .device/on-device.sh bash .device/extra/vec57.sh $OUT
set -u
out=$1
for type in ulong double; do
  echo "### $type size=1G"
  timeout 60 coalesce-cli sweep global.vector --device nvidia --no-predict --set size=1G --set type=$type
done > "$out/vec-8byte.txt" 2>&1
for tv in float:4 float:8 float:16 ulong:8 ulong:16 double:4 double:8 double:16; do
  t=${tv%:*}; v=${tv#*:}
  timeout 60 coalesce-cli run global.vector --device nvidia --set size=1G --set type=$t --set vector=$v --json \
    > "$out/run-$t$v.json" 2> /dev/null
done
python3 - "$out" > "$out/compiler.txt" 2>&1 <<'PY'
import json, sys, glob, os
for f in sorted(glob.glob(os.path.join(sys.argv[1], "run-*.json"))):
    try:
        d = json.load(open(f))
        p = d["points"][0] if "points" in d else d
        print(os.path.basename(f), round(p.get("eb_gbs", 0), 1), json.dumps(p.get("launch", {}).get("compiler")))
    except Exception as e:
        print(os.path.basename(f), "unreadable:", e)
PY
tar -C "$out" -czf "$out/runs.tgz" $(cd "$out" && ls run-*.json) && rm -f "$out"/run-*.json
