#!/usr/bin/env bash
# Fuzzes one input parser through the whole pipeline and every report format.
#
#   scripts/fuzz.sh TARGET [SECONDS]     TARGET: json colorset palette pairings swift objc xib pbxproj swiftgen
#
# Builds scripts/fuzz/FuzzHarness.swift with the library's sources under libFuzzer and
# AddressSanitizer (Linux), seeds the corpus from Examples/ and ../shared/corpus, and runs for
# SECONDS (default 30), with FUZZ_SEED (default 0: random). With FUZZ_RUNS=N it stops after N
# inputs instead (SECONDS is then only a safety limit): with a fixed seed and a fresh corpus that
# replays exactly the same inputs on any machine, however fast. Crashes and failed checks are saved
# as .build/fuzz/crash-*; exits non-zero on one. Re-run a saved input with: .build/fuzz/harness .build/fuzz/crash-…
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
target=${1:?usage: scripts/fuzz.sh TARGET [SECONDS]}
seconds=${2:-30}
out="$root/.build/fuzz"
mkdir -p "$out"

harness="$out/harness"
newest=$(find Sources/ContrastAudit Sources/generate-builtin-rules scripts/fuzz Rules \( -name '*.swift' -o -name '*.json' \) \
  -newer "$harness" 2>/dev/null | head -1 || true)
if [ ! -x "$harness" ] || [ -n "$newest" ]; then
  echo "building the fuzz harness…"
  # The library compiles Rules/ in; SwiftPM's EmbedRules plugin does it there, this does it here.
  swiftc -O Sources/generate-builtin-rules/main.swift -o "$out/generate-builtin-rules"
  "$out/generate-builtin-rules" "$out/EmbeddedRules.swift" Rules/*.json
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name ContrastAudit \
    $(find Sources/ContrastAudit -name '*.swift' | sort) "$out/EmbeddedRules.swift" \
    scripts/fuzz/FuzzHarness.swift -o "$harness"
fi

corpus="$out/corpus-$target"
mkdir -p "$corpus"
seed() { find "$@" -type f 2>/dev/null | sort | head -400 | while read -r f; do cp "$f" "$corpus/$(echo "$f" | md5sum | cut -c1-16)"; done; }
if [ -z "$(ls -A "$corpus")" ]; then
  shared="$root/../shared/corpus/xcassets"
  case "$target" in
    json|pairings) seed Examples -name 'contrast-audit.json' -o -name '*.pairings.json' ; seed Rules -name '*.pairings.json' ;;
    colorset) seed "$shared" Examples Tests -name Contents.json -path '*.colorset/*' ;;
    palette) seed Examples Tests -name '*.palette.json' ;;
    swift) seed Examples Tests -name '*.swift' -path '*Fixtures*' ;;
    objc) seed Examples Tests -name '*.m' -path '*Fixtures*' ;;
    xib) seed Examples Tests -name '*.xib' -o -name '*.storyboard' ;;
    pbxproj) seed Tests -name project.pbxproj ;;
    swiftgen) seed Tests -name 'swiftgen*.yml' ;;
    *) echo "unknown target $target" >&2; exit 2 ;;
  esac
fi

# The harness writes each input into a scratch folder inside this one, removed after the run.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export FUZZ_TARGET="$target" CONTRAST_AUDIT_RULES="$root/Rules" FUZZ_SCRATCH="$scratch"
export LSAN_OPTIONS="suppressions=$root/scripts/fuzz/lsan.supp:print_suppressions=0"
# Swift's own crash backtracer reads the stack in a way AddressSanitizer reports as an overflow,
# which hid the real message of a trap ("Fatal error: Range requires lowerBound <= upperBound"):
# without it, a trap prints its message and libFuzzer's stack of the failing thread.
export SWIFT_BACKTRACE=enable=no
cd "$out"
"$harness" "$corpus" -max_total_time="$seconds" -runs="${FUZZ_RUNS:--1}" -seed="${FUZZ_SEED:-0}" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix="$out/crash-$target-" -print_final_stats=1
