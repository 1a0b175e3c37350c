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
#   - every junit*.xml against junit-10.xsd (xmllint --schema);
#   - every *.sarif against the SARIF 2.1.0 schema, plus GitHub code scanning's expectations;
#   - every report.json parses and has the documented keys;
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

status=0
found=0
while IFS= read -r -d '' xml; do
  found=$((found + 1))
  xmllint --noout --schema "$schemas/junit-10.xsd" "$xml" || status=1
done < <(find "$samples" -name 'junit*.xml' -print0)
[ "$found" -gt 0 ] || { echo "validate-reports: no junit*.xml under $samples" >&2; exit 1; }

python3 "$root/scripts/validate_reports.py" "$schemas/sarif-schema-2.1.0.json" "$samples" || status=1

if [ "$status" -eq 0 ]; then echo "validate-reports: all reports valid"; fi
exit "$status"
