#!/usr/bin/env bash
# Measures the path that Architecture.md writes out, "From a snapshot item
# to a visible cell, headless": which files of Sources/ReuseKit run between a
# data source's apply and the moment the inserted item's view is configured,
# and checks that there are at most APPLY_PATH_MAX of them (20 by default),
# and that the article's list of them is exactly the measured one.
#
# Not counted, as the article says: the diff (Sources/ReuseKitDiff), the
# snapshot's own storage (Snapshot/), the validator's checks and the values
# they use (Validation/, except its entry, BatchUpdateMapping.swift), and the
# layout engine's internals (Layout/, except its face, FlowLayout.swift).
#
# How: ApplyPathTests runs twice in a build with coverage and without the
# internal checks, as an app builds ReuseKit. With REUSEKIT_APPLY_PATH=apply
# the process ends as the new item's view is configured; with =setup, where
# the apply would start. Each run writes its profile as it exits. A file is on
# the path when its functions ran more often in the first run.
set -euo pipefail
cd "$(dirname "$0")/.."

limit="${APPLY_PATH_MAX:-20}"
scratch=.build/apply-path
toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

REUSEKIT_INTERNAL_CHECKS= swift build --build-tests --enable-code-coverage --scratch-path "$scratch" \
  -Xswiftc -warnings-as-errors
tests="$(swift build --scratch-path "$scratch" --show-bin-path)/ReuseKitPackageTests.xctest"
for run in apply setup; do
  # The run ends with exit(0) in the middle of the test, by design.
  REUSEKIT_APPLY_PATH=$run LLVM_PROFILE_FILE="$work/$run.profraw" \
    "$tests" --testing-library swift-testing --filter ApplyPathTests > "$work/$run.log" 2>&1 || {
    cat "$work/$run.log" >&2
    echo "error: the $run run of ApplyPathTests failed" >&2
    exit 1
  }
  "$toolchain/llvm-profdata" merge -sparse "$work/$run.profraw" -o "$work/$run.profdata"
  "$toolchain/llvm-cov" export -format=text -skip-expansions -instr-profile "$work/$run.profdata" "$tests" \
    > "$work/$run.json"
done

python3 - "$work" "$limit" <<'PY'
import json
import re
import sys

work, limit = sys.argv[1], int(sys.argv[2])
ARTICLE = "Sources/ReuseKit/ReuseKit.docc/Architecture.md"
ROOT = "/Sources/ReuseKit/"


def calls(run):
    with open(f"{work}/{run}.json", encoding="utf-8") as profile:
        data = json.load(profile)["data"][0]
    by_file = {}
    for function in data["functions"]:
        name = function["filenames"][0]
        if ROOT in name:
            path = name.split(ROOT, 1)[1]
            by_file[path] = by_file.get(path, 0) + function["count"]
    return by_file


def counted(path):
    if path.startswith("Snapshot/"):
        return False
    if path.startswith("Validation/"):
        return path == "Validation/BatchUpdateMapping.swift"
    if path.startswith("Layout/"):
        return path == "Layout/FlowLayout.swift"
    return True


apply, setup = calls("apply"), calls("setup")
ran = sorted(path for path, count in apply.items() if count > setup.get(path, 0))
if not ran:
    sys.exit("error: no file of Sources/ReuseKit ran in the apply: the measurement is broken")
path = [file for file in ran if counted(file)]
left_out = {}
for file in ran:
    if not counted(file):
        folder = file.split("/", 1)[0]
        left_out[folder] = left_out.get(folder, 0) + 1
print(f"{len(ran)} files of Sources/ReuseKit ran; not counted: "
      + ", ".join(f"{count} of {folder}/" for folder, count in sorted(left_out.items())))
print(f"{len(path)} count:")
for file in path:
    print(f"  {file}")

with open(ARTICLE, encoding="utf-8") as article:
    text = article.read()
section = re.search(r"### From a snapshot item to a visible cell, headless\n(.*?)\n### ", text, re.S)
if not section:
    sys.exit(f"error: {ARTICLE} has no section 'From a snapshot item to a visible cell, headless'")
listed = re.search(r"That is (\d+) files: (.*?)\.(?:\n\n|\n?\Z)", section.group(1), re.S)
if not listed:
    sys.exit(f"error: {ARTICLE}: the headless path's section has no line 'That is N files: ...'")
names = re.findall(r"`([^`]+\.swift)`", listed.group(2))
problems = []
if int(listed.group(1)) != len(names):
    problems.append(f"the article says {listed.group(1)} files and lists {len(names)}")
measured = sorted(file.rsplit("/", 1)[-1] for file in path)
if sorted(names) != measured:
    problems.append(
        "the article's list differs from the measured path: "
        f"listed but not run: {sorted(set(names) - set(measured))}; run but not listed: {sorted(set(measured) - set(names))}")
if len(path) > limit:
    problems.append(f"the path runs {len(path)} files, more than {limit}")
for problem in problems:
    print(f"error: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
PY
