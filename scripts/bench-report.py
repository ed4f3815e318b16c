#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Summarises a gpu-bench.sh archive (folder `bench/`) into the figures docs/BENCHMARKS.md reports.

Usage: scripts/bench-report.py BENCH_FOLDER
Prints: best global EB vs clpeak's best (same run), local.stride ratios, p90/p10 spread, sweep wall times,
and the Spearman rank correlation between predicted and measured time for the --predict sweeps.
Standard library only."""
import json
import re
import sys
from pathlib import Path


def load(folder, name):
    path = folder / f"{name}.json"
    return json.loads(path.read_text()) if path.exists() else None


def ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    r = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2.0 + 1.0
        i = j + 1
    return r


def spearman(a, b):
    ra, rb = ranks(a), ranks(b)
    n = len(a)
    ma, mb = sum(ra) / n, sum(rb) / n
    cov = sum((x - ma) * (y - mb) for x, y in zip(ra, rb))
    va = sum((x - ma) ** 2 for x in ra) ** 0.5
    vb = sum((y - mb) ** 2 for y in rb) ** 0.5
    return cov / (va * vb)


def clpeak_best(text):
    nvidia = text.split("Platform: NVIDIA")[1] if "Platform: NVIDIA" in text else text
    block = nvidia.split("Platform:")[0]
    return max(float(v) for v in re.findall(r"float\d*\s*:\s*([\d.]+)", block))


def lesson_report(folder):
    """The lesson-*.json sweeps of gpu-lessons.sh: per lesson, the measured spread, Spearman(predicted time,
    measured time) and the predicted/measured throughput ratio, both normalised to the sweep's fastest point."""
    out = []
    for f in sorted(folder.glob("lesson-*.json")):
        d = json.loads(f.read_text())
        rows = [p for p in d.get("points", []) if not p.get("error") and p.get("timing")
                and p.get("prediction") and p["prediction"].get("relative")]
        skipped = len(d.get("points", [])) - len(rows)
        name = f.stem[len("lesson-"):]
        if len(rows) < 2:
            out.append(f"{name}: {len(rows)} measured points with a prediction ({skipped} without)")
            continue
        measured = [p["timing"]["median_ns"] for p in rows]
        moved = [(p.get("bytes_read", 0) + p.get("bytes_written", 0)) or 1 for p in rows]
        predicted = [b / p["prediction"]["relative"] for b, p in zip(moved, rows)]
        mtp = [b / t for b, t in zip(moved, measured)]
        ptp = [b / t for b, t in zip(moved, predicted)]
        spread = max(mtp) / min(mtp)
        best = max(range(len(rows)), key=lambda i: mtp[i])
        ratios = [(ptp[i] / ptp[best]) / (mtp[i] / mtp[best]) for i in range(len(rows))]
        within = sum(1 for r in ratios if 0.85 <= r <= 1.15)
        worst = max(range(len(rows)), key=lambda i: abs(ratios[i] - 1))
        rho = spearman(predicted, measured) if len(set(predicted)) > 1 else float("nan")
        out.append(f"{name}: {len(rows)} points ({skipped} skipped/failed), measured spread {spread:.2f}x, "
                   f"Spearman {rho:.3f}, pred/meas (normalised) within 15 %: {within}/{len(rows)}, "
                   f"worst {ratios[worst]:.2f} at {d.get('swept_param')}={rows[worst].get('swept_value')}, "
                   f"best EB {max(p['eb_gbs'] for p in rows):.1f} GB/s")
    return out


def main():
    folder = Path(sys.argv[1])
    out = []
    peaks = [clpeak_best((folder / f).read_text()) for f in ("clpeak1.txt", "clpeak2.txt") if (folder / f).exists()]
    if peaks:
        out.append(f"clpeak best global read (NVIDIA, reads only): {max(peaks):.1f} GB/s (runs: {', '.join(f'{p:.1f}' for p in peaks)})")
    for name in ("gvector", "gstride", "gdtype"):
        d = load(folder, name)
        if not d:
            continue
        best = max(d["points"], key=lambda p: p["eb_gbs"])
        out.append(f"{name}: best EB {best['eb_gbs']:.1f} GB/s at {d['swept_param']}={best['swept_value']}"
                   + (f" = {best['eb_gbs'] / max(peaks):.3f} x clpeak best" if peaks else ""))
    spreads = []
    for f in sorted(folder.glob("*.json")):
        d = json.loads(f.read_text())
        if "points" not in d:
            continue
        for p in d["points"]:
            t = p.get("timing") or {}
            if t.get("p10_ns"):
                spreads.append((t["p90_ns"] / t["p10_ns"], f.stem, p["swept_value"]))
    if spreads:
        worst = max(spreads)
        over = [s for s in spreads if s[0] > 1.03]
        out.append(f"p90/p10: worst {worst[0]:.4f} ({worst[1]} {worst[2]}), {len(over)} of {len(spreads)} points above 1.03")
    d = load(folder, "lstride")
    if d:
        eb = {p["swept_value"]: p["eb_gbs"] for p in d["points"]}
        odd = [eb[s] / eb[1] for s in eb if s % 2 == 1]
        out.append(f"local.stride: odd strides at {min(odd):.3f}..{max(odd):.3f} of stride 1; "
                   f"stride 32 is {eb[1] / eb[32]:.1f}x slower than stride 1")
    for name in ("gstride_pred", "lstride_pred", "lpadding_pred"):
        d = load(folder, name)
        if not d:
            continue
        rows = [p for p in d["points"] if p.get("prediction") and "relative" in p["prediction"]]
        measured = [p["timing"]["median_ns"] for p in rows]
        predicted = [(p["bytes_read"] + p["bytes_written"]) / p["prediction"]["relative"] for p in rows]
        out.append(f"{name}: Spearman(predicted time, measured time) = {spearman(predicted, measured):.3f} over {len(rows)} points")
        out.append(f"  {d['swept_param']:>8} {'measured us':>12} {'EB GB/s':>10} {'pred. rel':>10} {'pred. time (rel)':>17}")
        base = predicted[0]
        for p, pt in zip(rows, predicted):
            out.append(f"  {p['swept_value']:>8} {p['timing']['median_ns'] / 1000:12.1f} {p['eb_gbs']:10.1f} "
                       f"{p['prediction']['relative']:10.4f} {pt / base:17.3f}")
    out.extend(lesson_report(folder))
    log = folder / "log.txt"
    if log.exists():
        out.append("wall times:")
        out.extend("  " + line for line in log.read_text().splitlines())
    print("\n".join(out))


if __name__ == "__main__":
    main()
