#!/usr/bin/env bash
# Validates the reporters' output against the published schemas.
#
#   scripts/validate-reports.sh [SHARED_DIR] [SAMPLES_DIR]
#
# SHARED_DIR holds schemas/junit-10.xsd and schemas/sarif-schema-2.1.0.json (default: the
# repository's sibling `shared` folder). SAMPLES_DIR, when given, is a folder of reports to
# check as they are; otherwise the script writes sample reports with
# `CONTRAST_AUDIT_REPORT_SAMPLES=<tmp> swift test --filter ReportSamples` and checks those.
#
# Needs xmllint (Debian libxml2-utils) and Python's jsonschema. Checks:
#   - every junit-strict*.xml (--junit-strict) against junit-10.xsd exactly, and every other
#     junit*.xml against junit-10.xsd with `file` and `line` added to <testcase> (the default
#     output carries them; the extended schema is derived from the original here, not kept);
#   - every *.sarif against the SARIF 2.1.0 schema, plus GitHub code scanning's expectations;
#   - every report*.json parses, has the documented keys, and its pairingIndex and fix indices
#     point into pairings[] and fixes[];
#   - every swatch SVG is well-formed XML and every image the markdown links to exists.
set -euo pipefail

root="$(git rev-parse --show-toplevel)"
shared="${1:-$root/../shared}"
samples="${2:-}"
schemas="$shared/schemas"

for tool in xmllint python3; do
  command -v "$tool" >/dev/null || { echo "validate-reports: $tool not found" >&2; exit 2; }
done
python3 -c 'import jsonschema' 2>/dev/null \
  || { echo "validate-reports: Python jsonschema not installed (pip install jsonschema)" >&2; exit 2; }
[ -f "$schemas/junit-10.xsd" ] || { echo "validate-reports: no $schemas/junit-10.xsd" >&2; exit 2; }

if [ -z "$samples" ]; then
  samples="$(mktemp -d)"
  trap 'rm -rf "$samples"' EXIT
  log="$samples/swift-test.log"
  if ! (cd "$root" && CONTRAST_AUDIT_REPORT_SAMPLES="$samples" \
    swift test --filter ReportSamples >"$log" 2>&1); then
    cat "$log" >&2
    echo "validate-reports: writing the sample reports failed" >&2
    exit 1
  fi
fi

# junit-10.xsd with two optional attributes on <testcase>, declared beside its `classname`:
# `file` (what GitLab, Jenkins and the test-report actions link to) and `line`.
extended="$(mktemp)"
python3 - "$schemas/junit-10.xsd" "$extended" <<'PY'
import re, sys
source, target = sys.argv[1], sys.argv[2]
text = open(source, encoding="utf-8").read()
anchor = re.compile(r'^(\s*)<xs:attribute name="classname" type="xs:string"/>\n', re.M)
matches = anchor.findall(text)
if len(matches) != 1:
    sys.exit(f"validate-reports: expected one classname attribute in {source}, found {len(matches)}")
text = anchor.sub(lambda m: m.group(0)
                  + f'{m.group(1)}<xs:attribute name="file" type="xs:string"/>\n'
                  + f'{m.group(1)}<xs:attribute name="line" type="xs:positiveInteger"/>\n', text)
open(target, "w", encoding="utf-8").write(text)
PY

status=0
found=0
strict=0
while IFS= read -r -d '' xml; do
  found=$((found + 1))
  case "$(basename "$xml")" in
    junit-strict*)
      strict=$((strict + 1))
      xmllint --noout --schema "$schemas/junit-10.xsd" "$xml" || status=1
      # Strict output must not carry what the schema lacks.
      if grep -q '<testcase [^>]*\(file\|line\)=' "$xml"; then
        echo "$xml: --junit-strict output has file or line attributes" >&2
        status=1
      fi
      ;;
    *) xmllint --noout --schema "$extended" "$xml" || status=1 ;;
  esac
done < <(find "$samples" -name 'junit*.xml' -print0)
rm -f "$extended"
[ "$found" -gt 0 ] || { echo "validate-reports: no junit*.xml under $samples" >&2; exit 1; }
[ -n "${2:-}" ] || [ "$strict" -gt 0 ] \
  || { echo "validate-reports: no junit-strict*.xml under $samples" >&2; exit 1; }

python3 "$root/scripts/validate_reports.py" "$schemas/sarif-schema-2.1.0.json" "$samples" || status=1

if [ "$status" -eq 0 ]; then echo "validate-reports: all reports valid"; fi
exit "$status"
