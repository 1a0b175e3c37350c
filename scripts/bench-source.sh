#!/usr/bin/env bash
# Whole-process benchmark of reading the app's own code: code colors and pairing discovery.
#
#   scripts/bench-source.sh [BASELINE_REV] [RUNS]
#
# Generates the large synthetic app (../shared/peers/gen_large.py: 5,000 color sets, 20,000
# pairings, 2,000 Swift files) plus a code palette and UIKit/SwiftUI views that use it, then
# times whole processes, median of RUNS (default 5), in the same run:
#   - the baseline binary (BASELINE_REV, default f7658fd: before code colors and discovery),
#   - this tree's binary, with the pairings file (code colors read, discovery off),
#   - this tree's binary with `"discover": true` (the same pairings plus those found in use),
#   - the same audit writing its JUnit report,
#   - `contrast-audit colors` (everything listed),
#   - and ../shared/peers/py_audit.py (Python + ColorAide; no scanner, no suggestions) when
#     PEER_PYTHON (default python3) can import coloraide: `pip install coloraide==8.13.1`.
# Prints wall time and peak memory (GNU time) and the ratios to the baseline.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
baseline_rev=${1:-f7658fd}
runs=${2:-5}
peers="$root/../shared/peers"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "building this tree and $baseline_rev in release mode…"
swift build -c release --product contrast-audit >/dev/null
current="$root/.build/release/contrast-audit"
# The baseline's checkout and build are kept between runs.
baseline_src="${TMPDIR:-/tmp}/contrast-audit-baseline-$baseline_rev"
if [ ! -d "$baseline_src" ]; then
  git worktree prune
  git worktree add -q --detach "$baseline_src" "$baseline_rev"
fi
(cd "$baseline_src" && swift build -c release --product contrast-audit >/dev/null)
baseline="$baseline_src/.build/release/contrast-audit"

app="$work/app"
python3 "$peers/gen_large.py" "$app" >/dev/null
# A code palette and views that draw with it, as real apps have them.
python3 - "$app" <<'PY'
import os, random, sys
app = sys.argv[1]; rng = random.Random(7)
src = os.path.join(app, "Sources", "Design")
os.makedirs(src, exist_ok=True)
lines = ["import UIKit", "", "extension UIColor {",
         "    convenience init(hex: UInt32, alpha: CGFloat = 1) {",
         "        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,",
         "                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)", "    }", ""]
for i in range(500):
    a, b = rng.randrange(1 << 24), rng.randrange(1 << 24)
    if i % 3 == 0:
        lines.append(f"    static let token{i} = UIColor {{ $0.userInterfaceStyle == .dark ? UIColor(hex: 0x{a:06X}) : UIColor(hex: 0x{b:06X}) }}")
    else:
        lines.append(f"    static let token{i} = UIColor(hex: 0x{a:06X})")
lines.append("}")
open(os.path.join(src, "Tokens.swift"), "w").write("\n".join(lines) + "\n")
for v in range(200):
    t = [f"final class TokenCell{v}: UITableViewCell {{", "    let titleLabel = UILabel()", "    let detailLabel = UILabel()",
         "    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {",
         "        super.init(style: style, reuseIdentifier: reuseIdentifier)",
         f"        contentView.backgroundColor = .token{rng.randrange(500)}",
         f"        titleLabel.textColor = .token{rng.randrange(500)}",
         "        detailLabel.textColor = .secondaryLabel",
         "        contentView.addSubview(titleLabel)", "    }",
         "    required init?(coder: NSCoder) { fatalError() }", "}"]
    open(os.path.join(src, f"TokenCell{v}.swift"), "w").write("import UIKit\n\n" + "\n".join(t) + "\n")
PY
discover="$work/discover"
mkdir -p "$discover"
cp -R "$app/Colors.xcassets" "$app/Sources" "$app/large.pairings.json" "$discover/"
printf '{"discover": true}\n' >"$discover/contrast-audit.json"
files=$(find "$app/Sources" -name '*.swift' | wc -l)
lines=$(cat "$app"/Sources/*.swift "$app"/Sources/Design/*.swift | wc -l)
echo "app: 5,000 color sets, 20,000 pairings, $files Swift files, $lines lines"

source "$root/scripts/median-time.sh"

measure() { # label, command…
  local label=$1 median_t median_m
  shift
  read -r median_t median_m < <(median_time_and_memory "$runs" "$work/t" "$@")
  printf '%-58s %6.2f s %6d MB\n' "$label" "$median_t" "$((median_m / 1024))"
  echo "$median_t" >"$work/last"
}

rules=(--rules "$root/Rules")
measure "baseline $baseline_rev: audit --quiet (pairings file)" "$baseline" "$app" --quiet "${rules[@]}"
base=$(cat "$work/last")
measure "this tree: audit --quiet (pairings file, code colors read)" "$current" "$app" --quiet "${rules[@]}"
with_colors=$(cat "$work/last")
measure "this tree: audit --quiet, \"discover\": true" "$current" "$discover" --quiet "${rules[@]}"
with_discovery=$(cat "$work/last")
measure "this tree: audit --junit FILE (pairings file, code colors read)" \
  "$current" "$app" --quiet --junit "$work/junit.xml" "${rules[@]}"
measure "this tree: contrast-audit colors" "$current" colors "$app" "${rules[@]}"
peer_python=${PEER_PYTHON:-python3}
if "$peer_python" -c 'import coloraide' 2>/dev/null; then
  measure "peer: py_audit.py (no scanner, no suggestions)" "$peer_python" "$peers/py_audit.py" "$app"
  measure "peer: py_audit.py --format json" "$peer_python" "$peers/py_audit.py" "$app" --format json
else
  echo "peer: skipped (no coloraide for $peer_python; see the comment at the top)"
fi
echo
awk -v b="$base" -v c="$with_colors" -v d="$with_discovery" 'BEGIN {
  printf "code colors add %+.0f%% to the audit; discovery with code colors %+.0f%%\n", (c / b - 1) * 100, (d / b - 1) * 100
}'
