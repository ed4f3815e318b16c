#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Gives every source file of the project an SPDX licence line (GPL-3.0-or-later, see LICENSE) as its first line,
# after a shebang where there is one: `//` in C++, OpenCL C and header templates, `#` in CMake, shell and
# Python. JSON, Markdown, XML, translations and data files carry none.
# Usage: scripts/spdx.sh            adds the line where it is missing
#        scripts/spdx.sh --check    lists the files without it and fails (the test suite runs this)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
readonly spdx="SPDX-License-Identifier: GPL-3.0-or-later"

check=false
case "${1:-}" in
  --check) check=true ;;
  "") ;;
  *) echo "usage: scripts/spdx.sh [--check]" >&2; exit 2 ;;
esac

# The comment marker for a file, or nothing when the file takes no licence line. Builtins only: this runs for
# every file of the tree in the test suite.
marker() {
  local name=${1##*/} first=""
  case "$name" in
    *.cpp | *.h | *.cl | *.h.in) REPLY="//" ;;
    CMakeLists.txt | *.cmake | *.sh | *.py) REPLY="#" ;;
    .* | *.*) REPLY="" ;;
    *) # extension-less scripts (.ci/run)
      read -r first <"$1" || true
      [[ $first == '#!'* ]] && REPLY="#" || REPLY=""
      ;;
  esac
}

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files --cached --others --exclude-standard)
else # an unpacked source tarball
  mapfile -t files < <(find . -path ./build -prune -o -path ./.git -prune -o -type f -print | sed 's|^\./||')
fi

missing=()
for f in "${files[@]}"; do
  [ -f "$f" ] || continue
  marker "$f"
  m=$REPLY
  [ -n "$m" ] || continue
  l1="" l2="" l3=""
  { read -r l1 && read -r l2 && read -r l3; } <"$f" || true
  [[ "$l1$l2$l3" == *"$spdx"* ]] && continue
  missing+=("$f")
  $check && continue
  if [[ $l1 == '#!'* ]]; then
    sed -i "1a $m $spdx" "$f"
  elif [ -s "$f" ]; then
    sed -i "1i $m $spdx" "$f"
  else
    echo "$m $spdx" >"$f"
  fi
done

if $check; then
  if [ ${#missing[@]} -gt 0 ]; then
    printf 'no SPDX licence line: %s\n' "${missing[@]}" >&2
    echo "spdx.sh: ${#missing[@]} file(s) lack \"$spdx\": run scripts/spdx.sh" >&2
    exit 1
  fi
  echo "spdx.sh: every source file carries \"$spdx\""
  exit 0
fi
echo "spdx.sh: added the licence line to ${#missing[@]} file(s)"
