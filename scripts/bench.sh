#!/usr/bin/env bash
# Whole-command benchmark at scale, against the Python peer, in the same run.
#
#   scripts/bench.sh [RUNS] [SCALES]          e.g. scripts/bench.sh 5 "1 4 16"
#
# Generates the large synthetic app with ../shared/peers/gen_large.py at each scale (1×: 5,000
# color sets, 20,000 pairings, 2,000 Swift files; N×: N times the pairings and Swift files, the
# same color sets), builds the release binary, and times whole processes (median of RUNS,
# default 5; wall time and peak memory from GNU time), each writing its report where a user
# would: the default terminal run, --quiet, --format json (and --detail full), --format sarif,
# --junit FILE, --markdown FILE; then ../shared/peers/py_audit.py (Python + ColorAide; no scanner, no
# suggestions) plain and with --format json, when PEER_PYTHON (default python3) can import
# coloraide (pip install coloraide==8.13.1). Prints a table with the ratio to the peer and the
# bytes written per check.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=${1:-5}
scales=${2:-1}
peers="$root/../shared/peers"
python=${PEER_PYTHON:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "building the release binary…" >&2
# The binary scripts/install.sh installs: on Linux the Swift runtime and Foundation are linked in,
# which is what a user runs (a dynamically linked build starts about 6 ms slower).
flags=(-c release --product contrast-audit)
[ "$(uname -s)" = Darwin ] || flags+=(--static-swift-stdlib)
swift build "${flags[@]}" >/dev/null
binary="$(swift build "${flags[@]}" --show-bin-path)/contrast-audit"
peer_available=0
if "$python" -c 'import coloraide' 2>/dev/null; then peer_available=1; fi

source "$root/scripts/median-time.sh"

# median of the runs of one command: prints "seconds megabytes"
measure() {
  local t m
  read -r t m < <(median_time_and_memory "$runs" "$work/time" "$@")
  echo "$t $((m / 1024))"
}

size_of() { # bytes of the report a command wrote (stdout or the named file)
  if [ -e "$1" ]; then du -sb "$1" | cut -f1; else echo 0; fi
}

for scale in $scales; do
  app="$work/app-$scale"
  "$python" "$peers/gen_large.py" "$app" --pairings $((20000 * scale)) \
    --swift-files $((2000 * scale)) >/dev/null
  # Input JSON files are capped at 16 MB; from 8× on the pairings are split over several files,
  # as a real app would, which both tools read.
  "$python" - "$app/large.pairings.json" <<'PY'
import json, os, sys
path = sys.argv[1]
if os.path.getsize(path) > 12_000_000:
    data = json.load(open(path))
    pairings = data.pop("pairings")
    parts = -(-os.path.getsize(path) // 12_000_000)
    size = -(-len(pairings) // parts)
    for part in range(parts):
        chunk = dict(data, pairings=pairings[part * size:(part + 1) * size])
        json.dump(chunk, open(path.replace("large.", f"large-{part + 1}."), "w"), indent=1)
    os.remove(path)
PY
  # The summary leads the JSON report; a large report is not parsed whole for one number.
  checks=$({ "$binary" "$app" --format json 2>/dev/null || true; } | head -c 4096 \
    | grep -o '"checks": [0-9]*' | head -n 1 | grep -o '[0-9]*$' || true)
  checks=${checks:-0}
  echo
  echo "scale ${scale}×: $((20000 * scale)) pairings, $((2000 * scale)) Swift files, $checks checks; median of $runs"
  if [ "$peer_available" = 1 ]; then
    read -r peer_time peer_mem < <(measure "$python" "$peers/py_audit.py" "$app")
    read -r peer_json_time peer_json_mem < <(measure "$python" "$peers/py_audit.py" "$app" --format json)
  fi
  printf '%-40s %9s %9s %10s %12s\n' command seconds "peak MB" "vs peer" "bytes/check"
  row() { # label seconds megabytes peer_seconds report_bytes
    local ratio="-"
    if [ "$peer_available" = 1 ]; then
      ratio=$(awk -v a="$2" -v b="$4" 'BEGIN { if (a < b) printf "%.1f× faster", b / a; else printf "%.1f× slower", a / b }')
    fi
    local per="-"
    if [ "$5" != 0 ] && [ "$checks" != 0 ]; then per=$(($5 / checks)); fi
    printf '%-40s %9s %9s %10s %12s\n' "$1" "$2" "$3" "$ratio" "$per"
  }
  pt=${peer_time:-0}
  pjt=${peer_json_time:-0}
  read -r t m < <(measure "$binary" "$app"); row "contrast-audit APP" "$t" "$m" "$pt" 0
  read -r t m < <(measure "$binary" "$app" --quiet); row "contrast-audit APP --quiet" "$t" "$m" "$pt" 0
  read -r t m < <(measure "$binary" "$app" --format json)
  "$binary" "$app" --format json >"$work/report.json" 2>/dev/null || true
  row "contrast-audit APP --format json" "$t" "$m" "$pjt" "$(size_of "$work/report.json")"
  read -r t m < <(measure "$binary" "$app" --format json --detail full)
  "$binary" "$app" --format json --detail full >"$work/report-full.json" 2>/dev/null || true
  row "  … --detail full" "$t" "$m" "$pjt" "$(size_of "$work/report-full.json")"
  read -r t m < <(measure "$binary" "$app" --format sarif)
  "$binary" "$app" --format sarif >"$work/report.sarif" 2>/dev/null || true
  row "contrast-audit APP --format sarif" "$t" "$m" "$pjt" "$(size_of "$work/report.sarif")"
  read -r t m < <(measure "$binary" "$app" --quiet --junit "$work/report.xml")
  "$binary" "$app" --quiet --junit "$work/report.xml" >/dev/null 2>&1 || true
  row "contrast-audit APP --quiet --junit FILE" "$t" "$m" "$pjt" "$(size_of "$work/report.xml")"
  if [ "${BENCH_MARKDOWN:-1}" = 1 ]; then
    read -r t m < <(measure "$binary" "$app" --quiet --markdown "$work/report.md")
    row "contrast-audit APP --quiet --markdown FILE" "$t" "$m" "$pjt" 0
  fi
  if [ "$peer_available" = 1 ]; then
    row "peer: py_audit.py APP" "$peer_time" "$peer_mem" "$pt" 0
    row "peer: py_audit.py APP --format json" "$peer_json_time" "$peer_json_mem" "$pjt" 0
  else
    echo "(peer not run: $python cannot import coloraide; pip install coloraide==8.13.1)"
  fi
  rm -rf "$app"
done
