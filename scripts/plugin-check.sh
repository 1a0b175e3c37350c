#!/usr/bin/env bash
# Checks the SwiftPM plugins as a package that depends on contrast-audit uses them: a copy of
# Examples/PluginPackage in a scratch folder, depending on this checkout by path.
#
#   scripts/plugin-check.sh
#
# - `swift package plugin --list` shows the command plugin;
# - `swift package contrast-audit` audits the package (passes, then fails once a color is made
#   too light, exiting non-zero and naming the pairing);
# - `swift build` runs the build-tool plugin: the failing color fails the build with an
#   Xcode-style error line, and the fixed one builds, with no resource added to the target.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Examples/PluginPackage "$work/PluginPackage"
package="$work/PluginPackage"
sed "s|path: \"../..\"|path: \"$root\"|" Examples/PluginPackage/Package.swift >"$package/Package.swift"
cd "$package"
text=Sources/Greeting/Colors.xcassets/Text.colorset/Contents.json

fail() { echo "plugin-check: $*" >&2; exit 1; }
run() {  # run NAME COMMAND...: output in $work/NAME, status in $status
  local name=$1; shift
  status=0
  "$@" >"$work/$name" 2>&1 || status=$?
  # SwiftPM itself has been seen to die of a signal on Linux (a segmentation fault in `swift
  # build`, its backtrace in libdispatch and Foundation); that is the toolchain, not
  # what is checked here: such a run is tried once more, and said so.
  if [ "$status" -ge 128 ]; then
    echo "plugin-check: '$*' died of signal $((status - 128)); running it once more" >&2
    status=0
    "$@" >"$work/$name" 2>&1 || status=$?
  fi
}

run list swift package plugin --list
cat "$work/list"
grep -q "‘contrast-audit’ (plugin ‘ContrastAuditCommand’ in package ‘contrast-audit’)" "$work/list" \
  || fail "swift package plugin --list does not show the contrast-audit command"

run pass swift package contrast-audit --color never
tail -n 3 "$work/pass"
[ "$status" -eq 0 ] || fail "swift package contrast-audit exited $status on a passing package"
grep -q "✓ 1 pairing passes in every trait combination" "$work/pass" || fail "the audit did not run"

# Make the light Text color too light for text on white: 2.84:1.
sed -i.orig 's/"0x59"/"0x99"/g' "$text"
run failing swift package contrast-audit --format json
[ "$status" -ne 0 ] || fail "swift package contrast-audit passed with a failing pairing"
grep -q '"failures": 4' "$work/failing" || { cat "$work/failing"; fail "the audit's JSON does not show the 4 failures"; }

run build-failing swift build
[ "$status" -ne 0 ] || fail "swift build passed although the target's colors fail"
grep -q "contrast-audit.json:3:5: error: Greeting text: Text on Background: text ≥ 4.5:1 fails in 4 trait combinations" \
  "$work/build-failing" || { tail -n 20 "$work/build-failing"; fail "swift build does not show the audit's error"; }
grep "error: Greeting text: Text on Background" "$work/build-failing" | cut -c1-160

mv "$text.orig" "$text"
run build-passing swift build
[ "$status" -eq 0 ] || { tail -n 20 "$work/build-passing"; fail "swift build failed once the colors pass"; }
grep -q "Auditing the colors of Greeting" "$work/build-passing" || fail "the build-tool plugin did not run"
if find .build -name '*.resources' -path '*Greeting*' | grep -q .; then
  fail "the build-tool plugin added a resource bundle to the target"
fi
echo "plugin-check: the command and build-tool plugins work in a package that depends on this one"
