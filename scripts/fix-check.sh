#!/usr/bin/env bash
# `--fix` on a copy of Examples/palette, checked from outside the tool:
# the dry-run diff applies with patch(1) exactly as --fix --write writes it, nothing outside the
# diff changes, and a second audit has no failure left and no check that passed before failing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
binary=${CONTRAST_AUDIT_BINARY:-$root/.build/debug/contrast-audit}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp -R Examples/palette "$work/written"
cp -R Examples/palette "$work/patched"
cd "$work"

status=0
"$binary" written --format json --color never >before.json || status=$?
[ "$status" -eq 1 ] || { echo "error: the example should fail before the fixes (exit $status)" >&2; exit 1; }

(cd written && "$binary" . --fix >"$work/fix.diff" 2>"$work/fix.err") || { cat fix.err >&2; exit 1; }
cat fix.err
grep -q '^+++ b/' fix.diff || { echo "error: --fix printed no diff" >&2; exit 1; }
# The dry run changed nothing.
diff -r "$root/Examples/palette" written >/dev/null || { echo "error: --fix without --write changed files" >&2; exit 1; }

(cd patched && patch -p1 --quiet --no-backup-if-mismatch <"$work/fix.diff")
(cd written && "$binary" . --fix --write)
# What was written is exactly the diff that was shown.
diff -r patched written || { echo "error: --fix --write differs from the diff --fix showed" >&2; exit 1; }

status=0
"$binary" written --format json --color never >after.json || status=$?
python3 - before.json after.json <<'PY'
import json, sys
def statuses(path):
    report = json.load(open(path))
    titles = [p["title"] for p in report["pairings"]]
    return {(titles[c["pairingIndex"]], json.dumps(c["traits"], sort_keys=True)): c["status"]
            for c in report["checks"]}
before, after = statuses(sys.argv[1]), statuses(sys.argv[2])
assert before.keys() == after.keys(), "the fixes changed which checks are made"
broken = [k for k, s in before.items() if s == "passed" and after[k] != "passed"]
assert not broken, f"checks that passed now fail: {broken}"
left = [k for k, s in after.items() if s == "failed"]
assert not left, f"failures left after --fix --write: {left}"
fixed = sum(1 for k, s in before.items() if s == "failed")
print(f"--fix --write: {fixed} failing checks fixed, {len(before) - fixed} passing checks still pass")
PY
