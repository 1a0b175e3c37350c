#!/usr/bin/env bash
# Times the release binary, as a whole process, on inputs that were once super-linear, and fails
# when one takes longer than a generous bound (they take well under a second each now).
#
#   scripts/bench-hostile.sh [BOUND_SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
bound=${1:-10}
# The same build as scripts/install.sh (and so scripts/release-check.sh): CI builds release once.
flags=(-c release --product contrast-audit)
[ "$(uname -s)" = Darwin ] || flags+=(--static-swift-stdlib)
swift build "${flags[@]}" >/dev/null
binary=$(swift build "${flags[@]}" --show-bin-path)/contrast-audit
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import json, os, sys
root = sys.argv[1]
def write(path, text):
    path = os.path.join(root, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w").write(text)

# A palette reference chain of 16,000 colors.
chain = {f"C{i}": f"C{i + 1}" for i in range(16000)}
chain.update({"C16000": "#777777", "Bg": "#FFFFFF"})
write("chain/a.palette.json", json.dumps({"colors": chain}))
write("chain/contrast-audit.json", json.dumps({"pairings": [{"foreground": "C0", "background": "Bg"}]}))

# 3,000 references to unknown names, among 3,000 known ones.
unknown = {f"Name{i}": f"Missing{i}" for i in range(3000)}
unknown.update({f"Known{i}": "#777777" for i in range(3000)})
unknown["Bg"] = "#FFFFFF"
write("unknown/a.palette.json", json.dumps({"colors": unknown}))
write("unknown/contrast-audit.json", json.dumps(
    {"pairings": [{"foreground": f"Nme{i}", "background": "Bg"} for i in range(3000)]}))

# 50,000 nested parentheses, and 48,000 nested interpolations.
write("parens/a.swift", "let s = " + "(" * 50000 + "1" + ")" * 50000 + "\n")
write("interpolations/a.swift", "let s = " + '"\\(' * 48000 + "\n")

# 4,000 attributed strings in one function.
body = "\n".join(
    f'    let s{i} = NSAttributedString(string: "x{i}")\n    label{i % 10}.attributedText = s{i}'
    for i in range(4000))
write("attributed/a.swift", "final class V {\n  func f() {\n" + body + "\n  }\n}\n")

# A one-line xib with 10,000 attributed fragments.
fragments = "".join(
    f'<fragment content="x{i}"><attributes><font key="NSFont" size="12" name="Helvetica"/>'
    "</attributes></fragment>" for i in range(10000))
write("onelinexib/a.xib",
      '<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" '
      'version="3.0"><objects><textView id="t1"><attributedString key="attributedText">'
      + fragments + "</attributedString></textView></objects></document>")
PY

failed=0
printf '%-16s %8s %8s %6s\n' input seconds "max RSS" exit
for input in chain unknown parens interpolations attributed onelinexib; do
  status=0
  /usr/bin/time -f '%e %M' -o "$work/time" "$binary" "$work/$input" --color never --junit "$work/$input.xml" \
    >/dev/null 2>&1 || status=$?
  read -r seconds kilobytes < <(tail -n 1 "$work/time")
  printf '%-16s %8s %6s MB %6s\n' "$input" "$seconds" "$((kilobytes / 1024))" "$status"
  if [ "$status" -gt 2 ]; then echo "error: $input ended with status $status" >&2; failed=1; fi
  if awk -v s="$seconds" -v b="$bound" 'BEGIN { exit !(s > b) }'; then
    echo "error: $input took ${seconds}s, more than ${bound}s" >&2; failed=1
  fi
done
exit "$failed"
