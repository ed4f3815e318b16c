#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails if clang-format (version 14) would change any C++ file of the project. --fix rewrites them.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
mapfile -t files < <(git ls-files '*.cpp' '*.h' | grep -v '^kernels/')
[ ${#files[@]} -eq 0 ] && exit 0
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
  exit 0
fi
if ! clang-format --dry-run --Werror "${files[@]}" 2>/tmp/coalesce-format.txt; then
  grep -oE '^[^:]+\.(cpp|h)' /tmp/coalesce-format.txt | sort -u | sed 's/^/needs clang-format: /' >&2
  echo "check-format.sh: run scripts/check-format.sh --fix" >&2
  exit 1
fi
