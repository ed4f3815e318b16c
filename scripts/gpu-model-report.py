#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Summarises a scripts/gpu-model.sh archive (folder `model/`) for docs/BENCHMARKS.md: per lesson the measured
spread, Spearman(predicted time, measured time) plain and with measured times within the noise treated as ties,
predicted/measured throughput normalised to the sweep's fastest measured point (within +-15 %), the distribution
of that ratio over every point, the absolute ratio (predicted_eb_gbs over the measured GB/s, what the chart's
model line shows) where the model predicts one, and the bandwidth peers (BabelStream, clpeak) against our best
streams.

Usage: scripts/gpu-model-report.py MODEL_FOLDER [PREVIOUS_LESSONS_FOLDER]
Standard library only; reuses bench-report.py's rank helpers."""
import importlib.util
import json
import re
import sys
from pathlib import Path

_spec = importlib.util.spec_from_file_location("bench_report", Path(__file__).with_name("bench-report.py"))
br = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(br)

NOISE = 0.01  # measured times closer than 1 % (the runs' p90/p10 is below 1.03 at 381 of 389 points) are ties
STREAMS = ("global.stride", "global.offset", "global.vector", "global.dtype", "global.channels", "global.random")


def noise_ties(values):
    """Each value replaced by its cluster's mean, clusters joining sorted neighbours within NOISE."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = list(values)
    start = 0
    for k in range(1, len(order) + 1):
        if k == len(order) or values[order[k]] > values[order[k - 1]] * (1 + NOISE):
            group = order[start:k]
            mean = sum(values[i] for i in group) / len(group)
            for i in group:
                out[i] = mean
            start = k
    return out


def lesson_rows(folder):
    rows = {}
    for f in sorted(Path(folder).glob("lesson-*.json")):
        d = json.loads(f.read_text())
        pts = [p for p in d.get("points", []) if not p.get("error") and p.get("timing")
               and p["timing"].get("median_ns") and p.get("prediction") and p["prediction"].get("relative")]
        name = f.stem[len("lesson-"):]
        if len(pts) < 2:
            continue
        measured = [p["timing"]["median_ns"] for p in pts]
        moved = [(p.get("bytes_read", 0) + p.get("bytes_written", 0)) or 1 for p in pts]
        predicted = [b / p["prediction"]["relative"] for b, p in zip(moved, pts)]
        mtp = [b / t for b, t in zip(moved, measured)]
        ptp = [b / t for b, t in zip(moved, predicted)]
        best = max(range(len(pts)), key=lambda i: mtp[i])
        ratios = [(ptp[i] / ptp[best]) / (mtp[i] / mtp[best]) for i in range(len(pts))]
        flat = len(set(predicted)) == 1
        rho = float("nan") if flat else br.spearman(predicted, measured)
        tied = noise_ties(measured)
        rho_t = float("nan") if flat or len(set(tied)) == 1 else br.spearman(predicted, tied)
        worst = max(range(len(pts)), key=lambda i: abs(ratios[i] - 1))
        absolute = [p["prediction"]["predicted_eb_gbs"] / p["eb_gbs"] for p in pts
                    if p["prediction"].get("predicted_eb_gbs") and p.get("eb_gbs")]
        rows[name] = dict(points=len(pts), spread=max(mtp) / min(mtp), rho=rho, rho_tied=rho_t,
                          within=sum(1 for r in ratios if 0.85 <= r <= 1.15), ratios=ratios,
                          worst=ratios[worst], worst_at=f"{d.get('swept_param')}={pts[worst].get('swept_value')}",
                          best_eb=max(p.get("eb_gbs", 0) for p in pts), absolute=absolute)
    return rows


def babel_best(text):
    best = {}
    for m in re.finditer(r"^(Copy|Mul|Add|Triad|Dot)\s+([\d.]+)", text, re.M):
        best[m.group(1)] = max(best.get(m.group(1), 0), float(m.group(2)) / 1000)
    return best


def fmt(x):
    return "—" if x != x else f"{x:.3f}"


def main():
    folder = Path(sys.argv[1])
    rows = lesson_rows(folder)
    prev = lesson_rows(sys.argv[2]) if len(sys.argv) > 2 else {}
    print("| lesson | points | measured spread | Spearman (before) | Spearman | noise-tied | within 15 % | worst "
          "| absolute |")
    print("|---|---|---|---|---|---|---|---|---|")
    allr = []
    alla = []
    for name, r in rows.items():
        allr += r["ratios"]
        alla += r["absolute"]
        before = fmt(prev[name]["rho"]) if name in prev else ""
        a = r["absolute"]
        absolute = f"{min(a):.2f}-{max(a):.2f}" if a else "relative only"
        print(f"| {name} | {r['points']} | {r['spread']:.2f}x | {before} | {fmt(r['rho'])} | {fmt(r['rho_tied'])} | "
              f"{r['within']}/{r['points']} | {r['worst']:.2f} at {r['worst_at']} | {absolute} |")
    allr.sort()
    q = lambda f: allr[min(len(allr) - 1, int(f * len(allr)))]
    inside = sum(1 for x in allr if 0.85 <= x <= 1.15)
    print(f"\nall points: {inside} of {len(allr)} within +-15 %; predicted/measured quantiles "
          f"p5 {q(0.05):.2f}, p25 {q(0.25):.2f}, median {q(0.5):.2f}, p75 {q(0.75):.2f}, p95 {q(0.95):.2f}, "
          f"min {allr[0]:.2f}, max {allr[-1]:.2f}")
    if alla:
        print(f"absolute (predicted_eb_gbs / measured GB/s): {sum(1 for x in alla if 0.85 <= x <= 1.15)} of "
              f"{len(alla)} points with one within +-15 %, min {min(alla):.2f}, max {max(alla):.2f}; "
              f"{len(allr) - len(alla)} points relative only")
    if prev:
        pa = sorted(x for r in prev.values() for x in r["ratios"])
        print(f"previous run: {sum(1 for x in pa if 0.85 <= x <= 1.15)} of {len(pa)} within +-15 %")
    spread = [n for n, r in rows.items() if r["spread"] > 1.05]
    met = [n for n in spread if r_ok(rows[n]["rho"])]
    print(f"sweeps spread > 5 %: {len(spread)}; Spearman >= 0.95: {len(met)}; missed: "
          + ", ".join(f"{n} {fmt(rows[n]['rho'])}" for n in spread if n not in met))
    babel = {}
    for f in sorted(folder.glob("babelstream*.txt")):
        for k, v in babel_best(f.read_text()).items():
            babel[k] = max(babel.get(k, 0), v)
    if babel:
        kb = max(babel, key=babel.get)
        ours = max((rows[n]["best_eb"], n) for n in STREAMS if n in rows)
        print(f"BabelStream best per kernel (GB/s): " + ", ".join(f"{k} {v:.1f}" for k, v in babel.items()))
        print(f"our best read+write stream: {ours[0]:.1f} GB/s ({ours[1]}) = {ours[0] / babel[kb]:.3f} x "
              f"BabelStream {kb} {babel[kb]:.1f}")
        # Like with like: the probe's uint4 streams against BabelStream's kernels of the same reads and writes.
        probe = {}
        for f in sorted(folder.glob("probe*.json")):
            try:
                for p in json.loads(f.read_text()).get("probes", []):
                    for v in p.get("values", []):
                        if v.get("decided") and v["key"] in ("dram_copy_gbs", "dram_add_gbs", "dram_write_gbs"):
                            probe[v["key"]] = max(probe.get(v["key"], 0), v["value"])
            except (ValueError, KeyError):
                pass
        for key, kernel in (("dram_copy_gbs", "Copy"), ("dram_add_gbs", "Add")):
            if key in probe and kernel in babel:
                print(f"probe {key} {probe[key]:.1f} GB/s = {probe[key] / babel[kernel]:.3f} x BabelStream {kernel} "
                      f"{babel[kernel]:.1f}; = {probe[key] / babel[kb]:.3f} x its best ({kb})")
    clp = [br.clpeak_best(f.read_text()) for f in sorted(folder.glob("clpeak*.txt"))]
    if clp:
        print(f"clpeak best global read: {max(clp):.1f} GB/s")


def r_ok(rho):
    return rho == rho and rho >= 0.95


if __name__ == "__main__":
    main()
