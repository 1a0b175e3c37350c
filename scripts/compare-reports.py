#!/usr/bin/env python3
"""Compares what two builds report on the same app folders.

    scripts/compare-reports.py OLD_BINARY NEW_BINARY DIR [DIR ...]

Runs each binary with `--format json` on each folder and prints, per folder, whether the reports
are byte-identical; if not, the summary counts that changed, the pairings (by title) each build
has alone, the findings (file, line, rule, severity) each has alone, how many findings' messages
changed, and any change in standard error or exit status. A change to the tool should leave every
folder identical except where it means to differ: run it on the apps used to tune the change and
on apps that were not.
"""

import json
import subprocess
import sys


def run(binary, folder):
    done = subprocess.run(
        [binary, folder, "--format", "json"], capture_output=True, text=True, check=False
    )
    return done.stdout, done.stderr, done.returncode


def findings(report):
    return {(f["file"], f.get("line"), f["rule"], f["severity"]): f["message"] for f in report["findings"]}


def compare(old_binary, new_binary, folder):
    old_out, old_err, old_status = run(old_binary, folder)
    new_out, new_err, new_status = run(new_binary, folder)
    if (old_out, old_err, old_status) == (new_out, new_err, new_status):
        print(f"{folder}: identical (exit {old_status})")
        return
    print(f"{folder}: differs")
    if old_status != new_status:
        print(f"  exit status {old_status} -> {new_status}")
    if old_err != new_err:
        print("  standard error differs")
    try:
        old, new = json.loads(old_out), json.loads(new_out)
    except json.JSONDecodeError as error:
        print(f"  a report is not JSON: {error}")
        return
    for key, value in old["summary"].items():
        if not isinstance(value, (dict, list)) and new["summary"].get(key) != value:
            print(f"  {key}: {value} -> {new['summary'].get(key)}")
    old_titles = {p["title"] for p in old["pairings"]}
    new_titles = {p["title"] for p in new["pairings"]}
    for title in sorted(old_titles - new_titles):
        print(f"  - pairing {title}")
    for title in sorted(new_titles - old_titles):
        print(f"  + pairing {title}")
    if old_titles == new_titles and old["checks"] != new["checks"]:
        print("  the same pairings, with different checks")
    old_findings, new_findings = findings(old), findings(new)
    for key in sorted(old_findings.keys() - new_findings.keys(), key=str):
        print(f"  - finding {key[0]}:{key[1]} {key[2]} {key[3]}")
    for key in sorted(new_findings.keys() - old_findings.keys(), key=str):
        print(f"  + finding {key[0]}:{key[1]} {key[2]} {key[3]}")
    reworded = sum(
        1 for key in old_findings.keys() & new_findings.keys() if old_findings[key] != new_findings[key]
    )
    if reworded:
        print(f"  {reworded} findings reworded")


def main():
    if len(sys.argv) < 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    old_binary, new_binary, folders = sys.argv[1], sys.argv[2], sys.argv[3:]
    for folder in folders:
        compare(old_binary, new_binary, folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
