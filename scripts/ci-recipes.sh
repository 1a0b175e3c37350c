#!/usr/bin/env bash
# Runs the README's CI recipes (section "In CI") as written, in clean folders: every `run:` of
# the GitHub Actions workflow and every `script:` line of the GitLab job, in order, on a copy of
# Examples/palette as the app's `App` folder. What the CI service itself does is simulated: the
# checkout with submodules (.contrast-audit is this checkout), `$GITHUB_PATH`, `$HOME`,
# `$CI_PROJECT_DIR`, and the artifacts (the report files must exist afterwards).
#
#   scripts/ci-recipes.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "ci-recipes: $*" >&2; exit 1; }

# The commands, from the README's two yaml blocks.
python3 - "$work" <<'PY'
import re, sys
readme = open("README.md", encoding="utf-8").read()
section = readme[readme.index("## In CI\n"):]
section = section[:section.index("\n## ", 1)]
blocks = re.findall(r"```yaml\n(.*?)```", section, re.S)
github = next(b for b in blocks if b.startswith("# GitHub Actions"))
gitlab = next(b for b in blocks if b.startswith("# GitLab CI"))
runs = re.findall(r"^\s*- run: (.+)$", github, re.M)
script, inside = [], False
for line in gitlab.splitlines():
    if line.strip() == "script:":
        inside = True
        continue
    if inside:
        match = re.match(r"^    - (.+)$", line)
        if not match:
            break
        script.append(match.group(1))
assert len(runs) == 2 and len(script) == 2, (runs, script)
open(sys.argv[1] + "/github.txt", "w").write("\n".join(runs) + "\n")
open(sys.argv[1] + "/gitlab.txt", "w").write("\n".join(script) + "\n")
PY

app() {  # a clean app repository: App/ and the contrast-audit submodule
  mkdir -p "$1"
  cp -R Examples/palette "$1/App"
  ln -s "$root" "$1/.contrast-audit"
}

check_reports() {  # the artifacts the recipe uploads
  local folder=$1
  [ -s "$folder/reports/contrast.xml" ] || fail "$2: reports/contrast.xml was not written"
  grep -q '<testsuites name="contrast-audit"' "$folder/reports/contrast.xml" || fail "$2: not JUnit"
  [ -s "$folder/reports/contrast.md" ] || fail "$2: reports/contrast.md was not written"
  [ -d "$folder/reports/contrast-swatches" ] || fail "$2: the markdown's swatches are missing"
}

# GitHub Actions: each step in a fresh shell; $GITHUB_PATH lines join PATH for later steps.
gh="$work/github"
app "$gh"
mkdir -p "$work/github-home"
: >"$work/github-path"
step=0
statuses=()
while IFS= read -r command; do
  step=$((step + 1))
  path="$PATH"
  while IFS= read -r entry; do path="$entry:$path"; done <"$work/github-path"
  status=0
  (cd "$gh" && env HOME="$work/github-home" GITHUB_PATH="$work/github-path" PATH="$path" \
    bash -e -c "$command") >"$work/github-$step.log" 2>&1 || status=$?
  statuses+=("$status")
  echo "github step $step: exit $status: $command"
done <"$work/github.txt"
[ "${statuses[0]}" -eq 0 ] || { cat "$work/github-1.log"; fail "the GitHub install step failed"; }
# The example fails on purpose: the audit step fails the job (exit 1), and the reports are still
# uploaded (`if: always()`).
[ "${statuses[1]}" -eq 1 ] || { cat "$work/github-2.log"; fail "the GitHub audit step exited ${statuses[1]}, expected 1"; }
grep -q '^::error file=App/contrast-audit.json,line=7,col=5,title=Contrast below minimum' "$work/github-2.log" \
  || { cat "$work/github-2.log"; fail "the GitHub audit step printed no annotation"; }
check_reports "$gh" GitHub

# GitLab: the script lines in one shell, stopping at the first failure, as the runner does.
gl="$work/gitlab"
app "$gl"
status=0
(cd "$gl" && env CI_PROJECT_DIR="$gl" bash -e "$work/gitlab.txt") >"$work/gitlab.log" 2>&1 || status=$?
echo "gitlab script: exit $status"
[ "$status" -eq 1 ] || { cat "$work/gitlab.log"; fail "the GitLab job exited $status, expected 1 (the example fails)"; }
[ -x "$gl/.tools/bin/contrast-audit" ] || fail "the GitLab install line installed nothing"
grep -q '✗ 2 of 15 pairings fail' "$work/gitlab.log" || fail "the GitLab job's log has no verdict"
check_reports "$gl" GitLab
echo "ci-recipes: both recipes work as written"
