#!/usr/bin/env bash
# Keeps Sources/ReuseKit/ReuseKit.docc/Architecture.md true to Sources:
# - every source file it names (a token in backticks ending in `.swift`) exists:
#   a bare file name matches exactly one file under Sources, and a path is
#   relative to Sources/ReuseKit/, Sources/ReuseKitUIKit/,
#   Sources/ReuseKitSwiftUI/, Sources/ReuseKitDiff/ or the repository's root;
# - every Swift file of Sources/ReuseKit/DataSource (with its subfolders),
#   Sources/ReuseKit/Containers and Sources/ReuseKitUIKit is named at least
#   once, by bare name or by path, so that a new file gets its line;
# - in Sources/ReuseKitUIKit, no extension of UITableView or UICollectionView
#   adds a conformance (the adapters, not UIKit's classes, are ReuseKit's
#   side of a view), and no protocol has more than 12 requirements (members
#   and associated types, counted at the protocol's top level).
# Reads files only; builds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - <<'PY'
import os
import re
import sys

ARTICLE = "Sources/ReuseKit/ReuseKit.docc/Architecture.md"
BASES = ["Sources/ReuseKit", "Sources/ReuseKitUIKit", "Sources/ReuseKitSwiftUI", "Sources/ReuseKitDiff", "."]
COVERED = ["Sources/ReuseKit/DataSource", "Sources/ReuseKit/Containers", "Sources/ReuseKitUIKit"]


def swift_files(root):
    found = []
    for folder, _, names in os.walk(root):
        found += [os.path.normpath(os.path.join(folder, name)) for name in names if name.endswith(".swift")]
    return sorted(found)


if not os.path.isfile(ARTICLE):
    print(f"error: {ARTICLE} is missing", file=sys.stderr)
    sys.exit(1)
with open(ARTICLE, encoding="utf-8") as article:
    text = article.read()

by_name = {}
for path in swift_files("Sources"):
    by_name.setdefault(os.path.basename(path), []).append(path)

problems = []
named = set()
tokens = []
for token in re.findall(r"`+([^`\s]+\.swift)`+", text):
    if token not in tokens:
        tokens.append(token)
for token in tokens:
    if "/" not in token:
        matches = by_name.get(token, [])
        if len(matches) == 1:
            named.add(matches[0])
        elif not matches:
            problems.append(f"`{token}` is named, but no file under Sources has that name")
        else:
            problems.append(f"`{token}` is ambiguous: it names {', '.join(matches)}; give its path")
        continue
    matches = sorted({os.path.normpath(os.path.join(base, token)) for base in BASES
                      if os.path.isfile(os.path.join(base, token))})
    if len(matches) == 1:
        named.add(matches[0])
    elif not matches:
        problems.append(
            f"`{token}` is named, but no such file exists under Sources/ReuseKit, Sources/ReuseKitUIKit, "
            "Sources/ReuseKitSwiftUI, Sources/ReuseKitDiff or the repository's root")
    else:
        problems.append(f"`{token}` is ambiguous: it names {', '.join(matches)}; give a longer path")

checked = [path for root in COVERED for path in swift_files(root)]
for path in checked:
    if path not in named:
        problems.append(f"{path} is not named: give it a line in the article")

UIKIT = "Sources/ReuseKitUIKit"
MAX_REQUIREMENTS = 12
requirement = re.compile(r"^\s*(?:@\w+\s+)*(?:static\s+|mutating\s+|nonisolated\s+)*(?:var|func|associatedtype|subscript|init)\b")
protocols = 0
for path in swift_files(UIKIT):
    with open(path, encoding="utf-8") as source:
        lines = source.read().split("\n")
    for number, line in enumerate(lines, 1):
        if re.match(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?extension\s+"
                    r"(?:UIKit\.)?(?:UITableView|UICollectionView)\s*:", line):
            problems.append(f"{path}:{number}: an extension of a UIKit view adds a conformance; conform the adapter")
        if not re.match(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?protocol\s+\w+",
                        line):
            continue
        protocols += 1
        # The body starts at the first brace, on this line or a later one.
        depth, opened, count = line.count("{") - line.count("}"), "{" in line, 0
        for body in lines[number:]:
            if depth == 1 and requirement.match(body):
                count += 1
            depth += body.count("{") - body.count("}")
            opened = opened or "{" in body
            if opened and depth <= 0:
                break
        if count > MAX_REQUIREMENTS:
            problems.append(f"{path}:{number}: a protocol with {count} requirements (at most {MAX_REQUIREMENTS})")

if problems:
    print(f"error: {ARTICLE} has fallen behind Sources, or {UIKIT} has grown a hub:", file=sys.stderr)
    for problem in problems:
        print(f"  {problem}", file=sys.stderr)
    sys.exit(1)
print(f"{ARTICLE}: {len(named)} source files named ({len(tokens)} names), each found; "
      f"{len(checked)} files of DataSource, Containers and ReuseKitUIKit checked, each named; "
      f"{protocols} protocols of {UIKIT} within {MAX_REQUIREMENTS} requirements, no conformance on UIKit's views")
PY
