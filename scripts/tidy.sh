#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs clang-tidy (version 14, checks in .clang-tidy) on every source file of core/ against a configured build's
# compile_commands.json; fails on any finding. Usage: scripts/tidy.sh [build dir, default build/ci]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
build=${1:-build/ci}
[ -f "$build/compile_commands.json" ] || { echo "tidy.sh: no $build/compile_commands.json (build first)" >&2; exit 1; }
command -v clang-tidy >/dev/null || { echo "tidy.sh: clang-tidy is not installed (scripts/deps.sh)" >&2; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# One file per clang-tidy process, as many at once as there are cores; the exit status of any is kept.
if ! git ls-files 'core/*.cpp' | xargs -P "$(nproc)" -n 1 clang-tidy -p "$build" --quiet >"$log" 2>&1; then
  grep -E 'error:|warning:' "$log" | sort -u >&2 || cat "$log" >&2
  echo "tidy.sh: clang-tidy found problems in core/ (checks: .clang-tidy)" >&2
  exit 1
fi
echo "tidy.sh: core/ is clean ($(git ls-files 'core/*.cpp' | wc -l) files)"
