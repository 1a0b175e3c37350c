#!/usr/bin/env python3
"""Writes the files the audit reads from a repository's HEAD into a folder.

    scripts/extract-sources.py GIT_DIR DEST

For measuring on fetched apps: Swift, Objective-C and header files, Interface Builder documents,
asset catalogs' `Contents.json`, Xcode project files and `.xcconfig`s, XcodeGen and Tuist specs,
package manifests, podspecs and Bazel `BUILD` files (other builds than the project's), without
images and other large blobs (a repository too large to check out whole can still be read). GIT_DIR may be a bare repository; blobs it cannot read (absent from a partial
snapshot) are skipped and counted.
"""

import os
import subprocess
import sys

READ = (
    ".swift", ".m", ".mm", ".h", ".xib", ".storyboard", ".json", ".pbxproj", ".xcconfig",
    ".yml", ".yaml", ".plist", ".xcworkspacedata", ".xcscheme", ".podspec", "/BUILD",
    "/BUILD.bazel",
)


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    git, dest = sys.argv[1], sys.argv[2]
    listing = subprocess.run(
        ["git", "--git-dir", git, "ls-tree", "-r", "-z", "HEAD"], capture_output=True, check=True
    ).stdout.split(b"\0")
    written = skipped = 0
    for entry in listing:
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split()
        name = path.decode("utf-8", "replace")
        if kind != b"blob" or mode == b"120000" or not ("/" + name).endswith(READ):
            continue
        blob = subprocess.run(["git", "--git-dir", git, "cat-file", "blob", sha], capture_output=True)
        if blob.returncode != 0:
            skipped += 1
            continue
        target = os.path.join(dest, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as file:
            file.write(blob.stdout)
        written += 1
    print(f"{written} files written, {skipped} not readable")
    return 0


if __name__ == "__main__":
    sys.exit(main())
