#!/usr/bin/env bash
# Formats (default) or lints (`lint`) the project's Swift code with the toolchain's swift format.
# Test fixtures are left alone: they are inputs, and their exact lines and columns are asserted.
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r -d '' file; do files+=("$file"); done \
  < <(find Package.swift Sources Plugins Tests -name '*.swift' -not -path '*/Fixtures/*' -print0 | sort -z)
if [ "${1:-format}" = lint ]; then
  swift format lint --strict "${files[@]}"
else
  swift format --in-place "${files[@]}"
fi
