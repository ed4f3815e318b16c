#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 14's measurements (docs/BENCHMARKS.md): (a) two devices compared in one run
# (`coalesce-cli sweep global.stride --device A --device B`), and (b) the same 64-point sweep run directly and
# through `coalesce-cli serve` over a pipe, timed, with the ratio serve/direct. Needs only bash and the CLI (no
# python, no ssh): the serve driver writes its request lines into the server's stdin and closes it; the server
# answers what it was asked, then exits (docs/PROTOCOL.md "End of input").
# Usage: scripts/gpu-serve-bench.sh [options] DEVICE_A [DEVICE_B]
#   DEVICE_A/B: selectors as in --device (nvidia, h100, pocl, 0:1); DEVICE_B omitted: no compare run.
#   --cli PATH    coalesce-cli to use (default: coalesce-cli on PATH, else build/ci/app/coalesce-cli)
#   --out DIR     where the result files, the serve transcript and summary.txt go (default: a temp folder)
#   --set N=V     a lesson parameter for every run (repeatable), e.g. --set size=64M
#   --budget-ms N device time per point (default: the CLI's sweep default, 50 ms)
#   --runs N      direct/serve pairs, alternating (default 3); the medians give the ratio
#   --no-predict  no model prediction per point (both ways alike)
# Example on the GPU machine:  bash scripts/gpu-serve-bench.sh --out "$OUT" nvidia pocl
set -uo pipefail

cli="" out="" budget="" runs=3 predict=true
sets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --cli) cli=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --set) sets+=("$2"); shift 2 ;;
    --budget-ms) budget=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --no-predict) predict=false; shift ;;
    -h|--help) sed -n '3,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    --) shift; break ;;
    -*) echo "gpu-serve-bench: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) break ;;
  esac
done
devA=${1:-}
devB=${2:-}
[ -n "$devA" ] || { echo "gpu-serve-bench: give at least one device (see --help)" >&2; exit 2; }
case "$runs" in ''|*[!0-9]*|0) echo "gpu-serve-bench: --runs takes a whole number >= 1" >&2; exit 2 ;; esac
if [ -z "$cli" ]; then
  cli=$(command -v coalesce-cli || true)
  [ -n "$cli" ] || cli="$(cd "$(dirname "$0")/.." && pwd)/build/ci/app/coalesce-cli"
fi
[ -x "$cli" ] || { echo "gpu-serve-bench: no coalesce-cli at $cli (use --cli)" >&2; exit 2; }
[ -n "$out" ] || out=$(mktemp -d)
mkdir -p "$out" || exit 2
summary="$out/summary.txt"
: >"$summary"
say() { echo "$*" | tee -a "$summary"; }

lesson=global.stride
sweep=stride=1..64
common=(--param "$sweep")
for s in "${sets[@]}"; do common+=(--set "$s"); done
[ -n "$budget" ] && common+=(--budget-ms "$budget")
$predict || common+=(--no-predict)

now_ns() { date +%s%N; }
ms_between() { echo $(( ($2 - $1) / 1000000 )); }

# --- (a) both devices in one run
if [ -n "$devB" ]; then
  say "== compare: $lesson $sweep on $devA and $devB in one run"
  t0=$(now_ns)
  "$cli" sweep "$lesson" --device "$devA" --device "$devB" "${common[@]}" --out "$out/compare.json" \
    >"$out/compare.txt" 2>"$out/compare.stderr"
  rc=$?
  t1=$(now_ns)
  say "rc=$rc wall_ms=$(ms_between "$t0" "$t1") result=$out/compare.json"
  [ "$rc" -eq 0 ] || head -n 3 "$out/compare.stderr" | tee -a "$summary"
  grep -iE "concurrent|sequential|measured" "$out/compare.txt" "$out/compare.stderr" | head -n 4 | tee -a "$summary"
fi

# --- (b) the same 64-point sweep directly and through serve
# The serve request says exactly what the command line says: the same lesson, range, parameters and budget.
json_escape() { local s=${1//\\/\\\\}; s=${s//\"/\\\"}; printf '"%s"' "$s"; }
params="{"
for s in "${sets[@]}"; do
  [ "$params" = "{" ] || params+=","
  params+="$(json_escape "${s%%=*}"):$(json_escape "${s#*=}")"
done
params+="}"
options="{}"
[ -n "$budget" ] && options="{\"budget_seconds\":$(awk -v ms="$budget" 'BEGIN{printf "%.6f", ms/1000}')}"
request="{\"id\":2,\"method\":\"sweep\",\"params\":{\"device\":$(json_escape "$devA"),\"lesson\":\"$lesson\",\
\"sweep\":\"$sweep\",\"params\":$params,\"options\":$options,\"predict\":$predict}}"
hello='{"id":1,"method":"hello","params":{"protocol":1,"client":"gpu-serve-bench"}}'

direct_run() { # $1: run index; prints wall ms
  local t0 t1
  t0=$(now_ns)
  "$cli" sweep "$lesson" --device "$devA" "${common[@]}" --out "$out/direct-$1.json" \
    >"$out/direct-$1.txt" 2>"$out/direct-$1.stderr" || { echo "FAILED"; return 1; }
  t1=$(now_ns)
  ms_between "$t0" "$t1"
}
serve_run() { # $1: run index; prints wall ms
  local t0 t1 transcript="$out/serve-$1.jsonl"
  t0=$(now_ns)
  printf '%s\n%s\n' "$hello" "$request" | "$cli" serve >"$transcript" 2>"$out/serve-$1.stderr"
  t1=$(now_ns)
  # The sweep's reply is the last line: it must be ok and hold 64 points (one point event each).
  if ! tail -n 1 "$transcript" | grep -q '^{"id":2,"ok":true'; then echo "FAILED"; return 1; fi
  local points
  points=$(grep -c '^{"id":2,"event":"point"' "$transcript")
  [ "$points" -eq 64 ] || { echo "FAILED($points points)"; return 1; }
  ms_between "$t0" "$t1"
}
median() { sort -n | awk '{a[NR]=$1} END{ if (NR%2) print a[(NR+1)/2]; else print int((a[NR/2]+a[NR/2+1])/2) }'; }

say "== direct vs serve: $lesson $sweep on $devA (64 points, $runs pair(s), alternating)"
say "request: $request"
directs=() serves=()
for i in $(seq 1 "$runs"); do
  d=$(direct_run "$i"); s=$(serve_run "$i")
  say "run $i: direct_ms=$d serve_ms=$s"
  case "$d$s" in *FAILED*) say "a run failed: see $out/direct-$i.stderr, $out/serve-$i.stderr"; exit 1 ;; esac
  directs+=("$d"); serves+=("$s")
done
dmed=$(printf '%s\n' "${directs[@]}" | median)
smed=$(printf '%s\n' "${serves[@]}" | median)
ratio=$(awk -v s="$smed" -v d="$dmed" 'BEGIN{ if (d > 0) printf "%.3f", s/d; else print "n/a" }')
say "median: direct_ms=$dmed serve_ms=$smed ratio_serve_over_direct=$ratio"
awk -v r="$ratio" 'BEGIN{ exit !(r != "n/a" && r <= 1.05) }' &&
  say "within 5 %: yes" || say "within 5 %: no"
say "files: $out"
