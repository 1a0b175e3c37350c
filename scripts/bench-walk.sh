#!/usr/bin/env bash
# Whole-process timing of the attributed-text rules against `grep -rl AttributedString`.
#
#   scripts/bench-walk.sh [DIR…]
#
# With no DIR, times the benchmark's generated tree (2,000 Swift files, about 400,000 lines,
# written by `bench-scan --generate`). For each tree, in the same run, the median wall time of
# RUNS (default 9) invocations, after one warm-up each (every command reads from the page cache):
#   - grep -rl AttributedString DIR
#   - bench-scan --scan DIR --quiet: the attributed-text part by itself, as a whole process
#     (start, readdir walk, reading, the project context, the rules)
#   - contrast-audit DIR --format json: the whole audit (also code colors, pairing discovery
#     and the contrast checks), for reference
# and the ratios to grep. The issue's target is the attributed-text part within 2x of grep.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-9}
# Built as scripts/install.sh builds what a user runs: on Linux with the Swift runtime and
# Foundation linked in (a dynamically linked build starts about 6 ms slower).
flags=(-c release)
[ "$(uname -s)" = Darwin ] || flags+=(--static-swift-stdlib)
swift build "${flags[@]}" --product bench-scan >/dev/null
swift build "${flags[@]}" --product contrast-audit >/dev/null
bin=$(swift build "${flags[@]}" --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

trees=("$@")
if [ ${#trees[@]} -eq 0 ]; then
  "$bin/bench-scan" --generate "$work/generated"
  trees=("$work/generated")
fi

# Median wall time in milliseconds of a command, run $runs times after one warm-up.
median_ms() {
  "$@" >/dev/null 2>&1 || true
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    times+=($(((end - start) / 1000)))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]/1000}'
}

for tree in "${trees[@]}"; do
  files=$(find "$tree" -type f \( -name '*.swift' -o -name '*.m' -o -name '*.mm' -o -name '*.h' \
    -o -name '*.xib' -o -name '*.storyboard' \) | wc -l)
  lines=$(find "$tree" -type f \( -name '*.swift' -o -name '*.m' -o -name '*.mm' -o -name '*.h' \) \
    -print0 | xargs -0 cat | wc -l)
  grep_ms=$(median_ms grep -rl AttributedString "$tree")
  scan_ms=$(median_ms "$bin/bench-scan" --scan "$tree" --quiet)
  audit_ms=$(median_ms "$bin/contrast-audit" "$tree" --format json)
  echo "$tree: $files source files, $lines lines (median of $runs)"
  awk -v g="$grep_ms" -v s="$scan_ms" -v a="$audit_ms" 'BEGIN {
    printf "  grep -rl AttributedString      %8.1f ms\n", g
    printf "  bench-scan --scan (rules only) %8.1f ms  %5.1fx grep\n", s, s / g
    printf "  contrast-audit (whole audit)   %8.1f ms  %5.1fx grep\n", a, a / g
  }'
done
