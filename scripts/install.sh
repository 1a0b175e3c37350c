#!/usr/bin/env bash
# Builds the release binary and installs it: one self-contained file, the built-in rules compiled
# in (on Linux the Swift runtime and Foundation are linked in statically too).
#
#   scripts/install.sh [PREFIX]      installs PREFIX/bin/contrast-audit (default PREFIX /usr/local)
set -euo pipefail
# -P: a checkout reached through a symbolic link builds in its real folder, reusing its build.
cd -P "$(dirname "$0")/.."
prefix=${1:-/usr/local}
flags=(-c release --product contrast-audit)
# Darwin always links the Swift runtime from the OS; elsewhere it is linked in.
[ "$(uname -s)" = Darwin ] || flags+=(--static-swift-stdlib)
swift build "${flags[@]}"
binary="$(swift build "${flags[@]}" --show-bin-path)/contrast-audit"
mkdir -p "$prefix/bin"
install -m 755 "$binary" "$prefix/bin/contrast-audit"
echo "installed $prefix/bin/contrast-audit ($("$prefix/bin/contrast-audit" --version))"
