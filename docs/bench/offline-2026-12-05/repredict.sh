#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Re-predicts stored GPU runs with this build's models (no GPU needed): the H200's model47 run, histogram
# GPU2/GPU3 over partial waves (model47's extra/, exp46), the H100's model20 run. From the project root, after
# `cmake --build --preset ci --target coalesce_repredict`. Writes into $1 (default /tmp/repredict).
set -eu
out=${1:-/tmp/repredict}
tool=build/ci/tests/coalesce_repredict
export OCL_ICD_VENDORS=$PWD/build/ci/test-icd
b=docs/bench
mkdir -p "$out"
# stored RUN NAME: the run's folder as $out/in-NAME with its lesson files unpacked (older runs keep them in
# lessons-json.tar.xz, docs/bench/README.md), and a copy as $out/NAME for the new predictions.
stored() {
    rm -rf "$out/in-$2" "$out/$2"
    cp -r "$b/$1" "$out/in-$2"
    if [ -f "$out/in-$2/lessons-json.tar.xz" ]; then tar -xJf "$out/in-$2/lessons-json.tar.xz" -C "$out/in-$2"; fi
    cp -r "$out/in-$2" "$out/$2"
}
stored h200-2026-11-30-model47 m47
"$tool" --out "$out/m47" "$out/in-m47" > "$out/m47.txt" 2>&1
python3 scripts/gpu-model-report.py "$out/m47" "$out/in-m47" > "$out/h200-model47-report.md"
"$tool" "$b"/h200-2026-11-30-model47/extra/gpu[23]-c64.json "$b"/h200-2026-11-30-exp46/gpu[23]-*.json \
    > "$out/histogram-waves.txt" 2>&1
stored h100-2026-11-28-model20 h20
# The H100's files predate histogram's declared units (132 compute units there).
"$tool" --units 132 --only histogram --out "$out/h20" "$out/in-h20" > "$out/h20.txt" 2>&1
for l in atomics constant global image local matmul private scan subgroup transfer; do
    "$tool" --only "lesson-$l" --out "$out/h20" "$out/in-h20" >> "$out/h20.txt" 2>&1
done
python3 scripts/gpu-model-report.py "$out/h20" "$out/in-h20" > "$out/h100-model20-report.md"
