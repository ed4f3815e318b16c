#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Summarises a gpu-probe-bench.sh folder (`probes/`): the probe values against the published targets, and for
each lesson sweep with --predict the Spearman rank correlation of predicted and measured time, the spread of the
measured points, and predicted / measured throughput at every point (relative to the sweep's best point).
Usage: scripts/probe-report.py FOLDER. Standard library only."""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from importlib import import_module

spearman = import_module("bench-report").spearman


def main():
    folder = Path(sys.argv[1])
    out = []
    probe = folder / "probe.json"
    if probe.exists():
        d = json.loads(probe.read_text())
        out.append(f"probe: {d['device']}, {d['seconds']} s")
        for p in d["probes"]:
            for v in p["values"]:
                val = v.get("value")
                shown = f"{val:.4g} {v['unit']} (confidence {v.get('confidence')})" if v["decided"] else "undecided: " + v.get("reason", "")
                out.append(f"  {p['name']:<20} {v['key']:<22} {shown}")
            if not p["validated"]:
                out.append(f"  {p['name']}: VALIDATION FAILED {p.get('validation')}")
    ratios = []
    for f in sorted(folder.glob("*.json")):
        d = json.loads(f.read_text())
        if "points" not in d:
            continue
        rows = [p for p in d["points"] if p.get("prediction") and "relative" in p["prediction"] and p.get("timing")]
        if len(rows) < 2:
            continue
        measured = [p["timing"]["median_ns"] for p in rows]
        predicted = [(p["bytes_read"] + p["bytes_written"]) / p["prediction"]["relative"] for p in rows]
        eb = [p["eb_gbs"] for p in rows]
        spread = max(eb) / min(eb)
        # Predicted / measured throughput, each relative to the sweep's ideal (the prediction's 1.0 is the
        # best pattern; the measured ideal is the best measured point scaled by its predicted relative).
        best = max(range(len(rows)), key=lambda i: eb[i] / rows[i]["prediction"]["relative"])
        ideal = eb[best] / rows[best]["prediction"]["relative"]
        r = [rows[i]["prediction"]["relative"] * ideal / eb[i] for i in range(len(rows))]
        ratios += [(x, f.stem, rows[i]["swept_value"]) for i, x in enumerate(r)]
        rho = spearman(predicted, measured) if len(set(predicted)) > 1 else float("nan")
        out.append(f"{f.stem}: {len(rows)} points, measured spread {spread:.3f}x, Spearman {rho:.3f}, "
                   f"pred/meas {min(r):.3f}..{max(r):.3f}")
        for i, p in enumerate(rows):
            pr = p["prediction"]
            absolute = ""
            if pr.get("space") == "global" and pr.get("predicted_eb_gbs"):
                absolute = f"  predicted {pr['predicted_eb_gbs']:8.1f} GB/s = {pr['predicted_eb_gbs'] / eb[i]:.3f} x measured"
            out.append(f"    {str(p['swept_value']):>10} EB {eb[i]:10.1f}  pred.rel {pr['relative']:.4f}"
                       f"  pred/meas (sweep-relative) {r[i]:.3f}{absolute}")
    if ratios:
        within = sum(1 for x in ratios if 0.85 <= x[0] <= 1.15)
        out.append(f"pred/meas within +-15 %: {within} of {len(ratios)} points; worst: " +
                   ", ".join(f"{x[1]} {x[2]} {x[0]:.2f}" for x in sorted(ratios, key=lambda x: abs(x[0] - 1))[-5:]))
    print("\n".join(out))


if __name__ == "__main__":
    main()
