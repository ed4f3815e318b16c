#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 13's check on the GPU machine: global.stride copied as the user's own kernel (`coalesce-cli kernel copy`,
# the lesson's kernel file with a spec that reproduces its configuration) is swept with `coalesce-cli kernel
# sweep` and compared point by point with the built-in lesson swept over the same strides, size and work-group.
# Target: every point's throughput within 2 % of the lesson's. Prints one line per point and writes both result
# files, their outputs and the table to OUT.
# Usage there (project root, after ../shared/device/prepare.sh .../coalesce-cli):
#   bash .device/on-device.sh bash scripts/gpu-custom-bench.sh "$OUT" [device, default nvidia] [size bytes]
# Here on PoCL: COALESCE_CLI=build/ci/app/coalesce-cli bash scripts/gpu-custom-bench.sh /tmp/b pthread 4194304
# Environment: COALESCE_SWEEP (default stride=1..64:*2), COALESCE_BUDGET_MS (device time per point, default 200),
# COALESCE_ROUNDS (default 2: lesson, copy, lesson, copy, ...; each point's best median of its rounds is compared,
# so a clock ramp or a neighbour's load in one round does not decide the ratio).
set -uo pipefail
out=${1:?output folder}
sel=${2:-nvidia}
size=${3:-1073741824}
sweep=${COALESCE_SWEEP:-stride=1..64:*2}
budget=${COALESCE_BUDGET_MS:-200}
rounds=${COALESCE_ROUNDS:-2}
cli=${COALESCE_CLI:-coalesce-cli}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

$cli kernel copy global.stride --out-dir "$work" >"$out/copy.txt" 2>&1 || { cat "$out/copy.txt"; exit 2; }
cp "$work/global_stride.cl" "$work/global_stride.json" "$out/"
# The same configuration on both sides: float, vector 1 (the copy's build options), wg 256, the same size.
$cli kernel check "$work/global_stride.cl" --device "$sel" -s size="$size" -s wg=256 >"$out/check.txt" 2>&1 ||
  { cat "$out/check.txt"; exit 3; }
for r in $(seq 1 "$rounds"); do
  $cli sweep global.stride --device "$sel" --param "$sweep" --set size="$size" --set type=float --set vector=1 \
    --set wg=256 --budget-ms "$budget" --no-predict --out "$out/lesson-$r.json" >"$out/lesson-$r.txt" 2>&1 ||
    { cat "$out/lesson-$r.txt"; exit 3; }
  $cli kernel sweep "$work/global_stride.cl" --device "$sel" --param "$sweep" -s size="$size" -s wg=256 \
    --budget-ms "$budget" --no-predict --out "$out/custom-$r.json" >"$out/custom-$r.txt" 2>&1 ||
    { cat "$out/custom-$r.txt"; exit 3; }
done

python3 - "$out" "$rounds" <<'PY' | tee "$out/table.txt"
import json, sys
out, rounds = sys.argv[1], int(sys.argv[2])
def best(kind):
    pts = {}
    for r in range(1, rounds + 1):
        with open(f"{out}/{kind}-{r}.json") as f:
            res = json.load(f)
        for p in res["points"]:
            v = str(p["swept_value"])
            ok = not p["error"] and not p["skipped"] and p["validation"]["passed"]
            if ok:
                pts[v] = max(pts.get(v, 0.0), p["eb_gbs"])
            bad = p["validation"].get("method") == "not checked"
            if kind == "custom" and bad:
                pts.setdefault("_not_checked", set()).add(v)
    return pts
lesson, custom = best("lesson"), best("custom")
unchecked = custom.pop("_not_checked", set())
worst = 0.0
print(f"{'stride':>8} {'lesson GB/s':>12} {'custom GB/s':>12} {'ratio':>8}")
for v in sorted((k for k in lesson), key=lambda s: float(s)):
    if v not in custom:
        print(f"{v:>8} {lesson[v]:12.2f} {'-':>12} {'-':>8}  (custom point missing or failed)")
        worst = max(worst, 1.0)
        continue
    ratio = custom[v] / lesson[v] if lesson[v] > 0 else float("inf")
    worst = max(worst, abs(ratio - 1))
    note = "  not checked" if v in unchecked else ""
    print(f"{v:>8} {lesson[v]:12.2f} {custom[v]:12.2f} {ratio:8.3f}{note}")
print(f"worst deviation {worst * 100:.1f} % (target 2 %): {'PASS' if worst <= 0.02 else 'FAIL'}")
sys.exit(0 if worst <= 0.02 else 1)
PY
