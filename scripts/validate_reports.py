#!/usr/bin/env python3
"""Checks SARIF, JSON and markdown reports under a folder (see validate-reports.sh)."""
import json
import os
import re
import sys
import xml.dom.minidom

import jsonschema

schema_path, folder = sys.argv[1], sys.argv[2]
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
validator = jsonschema.Draft4Validator(schema)
problems = []
counts = {"sarif": 0, "json": 0, "markdown": 0, "svg": 0}


def problem(path, text):
    problems.append(f"{path}: {text}")


for directory, _, files in os.walk(folder):
    for name in sorted(files):
        path = os.path.join(directory, name)
        if name.endswith(".sarif"):
            counts["sarif"] += 1
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
            for error in sorted(validator.iter_errors(doc), key=lambda e: list(e.path)):
                problem(path, f"schema: {'/'.join(map(str, error.path))}: {error.message}")
            # GitHub code scanning's further expectations.
            for run in doc.get("runs", []):
                rules = [r["id"] for r in run["tool"]["driver"].get("rules", [])]
                if len(rules) != len(set(rules)):
                    problem(path, "duplicate rule ids")
                prints = set()
                for result in run.get("results", []):
                    if result["ruleId"] not in rules:
                        problem(path, f"result rule {result['ruleId']} not in driver.rules")
                    if "ruleIndex" in result and rules[result["ruleIndex"]] != result["ruleId"]:
                        problem(path, f"ruleIndex does not match {result['ruleId']}")
                    if not result.get("locations"):
                        problem(path, "result without a location")
                    for location in result.get("locations", []):
                        physical = location["physicalLocation"]
                        uri = physical["artifactLocation"]["uri"]
                        if re.search(r"[ <>\"{}|\\^`]", uri):
                            problem(path, f"uri not percent-encoded: {uri}")
                        if physical["region"]["startLine"] < 1:
                            problem(path, "startLine < 1")
                    fingerprint = json.dumps(result.get("partialFingerprints"), sort_keys=True)
                    if fingerprint in prints:
                        problem(path, f"duplicate partialFingerprints {fingerprint}")
                    prints.add(fingerprint)
        elif name.startswith("report") and name.endswith(".json"):
            # report.json (--detail standard) and report-full.json (--detail full).
            counts["json"] += 1
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
            for key in ("tool", "summary", "checks", "findings", "errors"):
                if key not in doc:
                    problem(path, f"missing key {key}")
            for key in ("checks", "failures", "findings", "errors", "passed"):
                if key not in doc.get("summary", {}):
                    problem(path, f"missing summary.{key}")
            documented = ("foreground", "background", "backdrop", "role", "minimum", "traits",
                          "foregroundColor", "backgroundColor", "ratio", "passed", "suggestion")
            pairings = doc.get("pairings", [])
            fixes = doc.get("fixes", [])
            for check in doc.get("checks", []):
                missing = [k for k in documented if k not in check]
                if missing:
                    problem(path, f"check missing {missing}")
                    break
                # The tables a check points into.
                index = check.get("pairingIndex")
                if not isinstance(index, int) or not 0 <= index < len(pairings):
                    problem(path, f"check pairingIndex {index!r} outside pairings[]")
                    break
                pairing = pairings[index]
                if (pairing["foreground"], pairing["background"]) != (
                        check["foreground"], check["background"]):
                    problem(path, f"check pairingIndex {index} names another pairing")
                    break
                fix = (check["suggestion"] or {}).get("fix")
                if fix is not None and not 0 <= fix < len(fixes):
                    problem(path, f"suggestion fix {fix} outside fixes[]")
                    break
        elif name.endswith(".md"):
            counts["markdown"] += 1
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for src in re.findall(r'<img src="([^"]+)"', text):
                target = os.path.join(directory, src.replace("%20", " "))
                if not os.path.exists(target):
                    problem(path, f"missing image {src}")
        elif name.endswith(".svg"):
            counts["svg"] += 1
            try:
                xml.dom.minidom.parse(path)
            except Exception as error:  # noqa: BLE001 - report any parse failure
                problem(path, f"not well-formed: {error}")

for kind, count in counts.items():
    if count == 0:
        problems.append(f"no {kind} reports under {folder}")
for line in problems:
    print(line, file=sys.stderr)
print(f"validate_reports.py: {counts['sarif']} SARIF, {counts['json']} JSON, "
      f"{counts['markdown']} markdown, {counts['svg']} SVG checked, {len(problems)} problems")
sys.exit(1 if problems else 0)
