#!/usr/bin/env bash
# Checks the line coverage of the core, ReuseKitDiff and ReuseKit (not the
# UIKit adapters, which Linux does not build), against two floors:
# - the total is at least 97%;
# - every file is at least 90%. A file is named after its one main type,
#   so this is the floor for each type.
# Prints the lowest files and the total.
#
# It reads the profile of the last `swift test --enable-code-coverage`, which
# CI's test step runs; it runs no tests of its own. By hand:
#   REUSEKIT_INTERNAL_CHECKS=1 swift test --enable-code-coverage && bash .ci/coverage.sh
#
# Exit tests end in fatalError, which writes no profile; they call
# recordCoverageWhenTrapping() (Tests/ReuseKitTestSupport) so that the lines
# they run count.
set -euo pipefail
cd "$(dirname "$0")/.."

total_floor="${COVERAGE_TOTAL_FLOOR:-97}"
file_floor="${COVERAGE_FILE_FLOOR:-90}"
folders=(Sources/ReuseKitDiff Sources/ReuseKit)

# The toolchain's llvm-cov reads the profile format of its own compiler; an
# older llvm-cov on PATH may not.
toolchain_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
if [[ -x "$toolchain_cov" ]]; then llvm_cov="$toolchain_cov"; else llvm_cov="llvm-cov"; fi

bin="$(swift build --show-bin-path)"
profile="$bin/codecov/default.profdata"
tests="$bin/ReuseKitPackageTests.xctest"
if [[ -d "$tests" ]]; then tests="$tests/Contents/MacOS/ReuseKitPackageTests"; fi
if [[ ! -f "$profile" || ! -f "$tests" ]]; then
  echo "error: no coverage profile in $bin; run 'REUSEKIT_INTERNAL_CHECKS=1 swift test --enable-code-coverage' first" >&2
  exit 1
fi
# A profile older than the test binary belongs to an earlier build.
if [[ "$profile" -ot "$tests" ]]; then
  echo "error: $profile is older than the test binary; run the tests with --enable-code-coverage again" >&2
  exit 1
fi

"$llvm_cov" export -summary-only -instr-profile "$profile" "$tests" "${folders[@]}" |
  python3 -c '
import json, os, sys

total_floor, file_floor = float(sys.argv[1]), float(sys.argv[2])
root = os.getcwd() + "/"
files = []
for entry in json.load(sys.stdin)["data"][0]["files"]:
    path = entry["filename"].removeprefix(root)
    lines = entry["summary"]["lines"]
    if lines["count"]:
        files.append((100.0 * lines["covered"] / lines["count"], lines["covered"], lines["count"], path))
if not files:
    sys.exit("error: the profile covers no file of the core")
files.sort()
covered = sum(f[1] for f in files)
count = sum(f[2] for f in files)
total = 100.0 * covered / count

print("%11s  %7s  lowest of %d files" % ("lines", "cover", len(files)))
for percent, hit, lines, path in files[:10]:
    print(f"{hit:>5}/{lines:<5}  {percent:6.2f}%  {path}")
print(f"{covered:>5}/{count:<5}  {total:6.2f}%  total")

low = [f for f in files if f[0] < file_floor]
for percent, _, _, path in low:
    print(f"error: {path} is at {percent:.2f}%, under the {file_floor:g}% floor for a file", file=sys.stderr)
if total < total_floor:
    print(f"error: the core is at {total:.2f}%, under the {total_floor:g}% floor", file=sys.stderr)
sys.exit(1 if low or total < total_floor else 0)
' "$total_floor" "$file_floor"
