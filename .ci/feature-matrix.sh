#!/usr/bin/env bash
# Keeps Sources/ReuseKit/ReuseKit.docc/FeatureMatrix.md true to Tests/:
# - every test a cell of its table names exists, once: in the headless
#   column an @Test function of Tests/ReuseKitTests, Tests/GalleryTests or
#   Tests/ReuseKitDiffTests; in the UIKit columns a ModelTest of
#   Tests/UIKitModelTests or Tests/SwiftUIModelTests, in the SwiftUI column
#   one of Tests/SwiftUIModelTests, either of them in an array that the
#   folder's AllTests.swift runs;
# - every cell names tests, or is "— (x)" (not offered, note x says why) or
#   "untested"; every note a cell refers to is written under the table;
# - the rows of DiffableList's parity with the data source (marked †, and
#   listed below so that a mark cannot be dropped quietly) name a test in
#   the SwiftUI column: no "—", no "untested".
# A name listed in the pending file (.ci/feature-matrix-pending.txt when it
# exists, or the file given with --pending FILE) is a test being written: it
# may be missing, and is counted apart. --strict ignores the pending file.
# Reads files only; builds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

pending=""
[[ -f .ci/feature-matrix-pending.txt ]] && pending=.ci/feature-matrix-pending.txt
while [[ $# -gt 0 ]]; do
  case "$1" in
    --pending) pending="$2"; shift 2 ;;
    --strict) pending=""; shift ;;
    *) echo "usage: $0 [--pending FILE | --strict]" >&2; exit 2 ;;
  esac
done
if [[ -n "$pending" && ! -f "$pending" ]]; then
  echo "error: no pending file at $pending" >&2
  exit 2
fi

PENDING="$pending" python3 - <<'PY'
import glob
import os
import re
import sys

MATRIX = "Sources/ReuseKit/ReuseKit.docc/FeatureMatrix.md"
COLUMNS = ["Capability", "Headless", "UIKit table", "UIKit collection view", "SwiftUI (`DiffableList`)"]
HEADLESS = ["Tests/ReuseKitTests", "Tests/GalleryTests", "Tests/ReuseKitDiffTests"]
UIKIT_MODEL = "Tests/UIKitModelTests"
SWIFTUI_MODEL = "Tests/SwiftUIModelTests"
# Where each column's names are looked up.
SUITES = {
    "Headless": "headless",
    "UIKit table": "model:" + UIKIT_MODEL + "," + SWIFTUI_MODEL,
    "UIKit collection view": "model:" + UIKIT_MODEL + "," + SWIFTUI_MODEL,
    "SwiftUI (`DiffableList`)": "model:" + SWIFTUI_MODEL,
}
SWIFTUI = COLUMNS[4]
# The rows of DiffableList's parity with the data source: each must be in
# the table, marked †, with a test in the SwiftUI column.
PARITY = [
    "List",
    "Grid",
    "Carousel",
    "Waterfall",
    "A layout per section",
    "List appearances",
    "Headers and footers",
    "Outlines",
    "Loading more at an edge, with the retry view",
    "Empty, loading and error state view",
    "Reading position kept through updates",
    "Reading position saved and restored",
    "Selection",
    "Reordering",
    "Deletion",
    "Swipe actions",
    "Context menus",
    "Pull to refresh",
]
MARK = "†"
DASH = "—"


def source(path):
    """A Swift file without its comment lines and block comments."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return "\n".join("" if line.lstrip().startswith("//") else line for line in text.split("\n"))


def swift_files(root):
    return sorted(glob.glob(os.path.join(root, "**", "*.swift"), recursive=True))


def headless_tests():
    """Each @Test function's name, with the files that declare it."""
    found = {}
    for root in HEADLESS:
        for path in swift_files(root):
            text = source(path)
            for attribute in re.finditer(r"@Test\b", text):
                function = re.compile(r"\bfunc\s+(\w+)").search(text, attribute.end())
                if not function:
                    continue
                between = text[attribute.end():function.start()]
                disabled = ".disabled" in between
                found.setdefault(function.group(1), []).append((path, disabled))
    return found


def model_tests(folder):
    """Each ModelTest's name in `folder`, with its file and whether AllTests.swift runs its array."""
    with open(os.path.join(folder, "AllTests.swift"), encoding="utf-8") as handle:
        runner = handle.read()
    run = set(re.findall(r"\b(\w+Tests)\b", runner))
    found = {}
    for path in swift_files(folder):
        text = source(path)
        arrays = [(m.start(), m.group(1)) for m in re.finditer(r"\b(?:let|var)\s+(\w+)\s*:\s*\[ModelTest\]", text)]
        for test in re.finditer(r"ModelTest\(\s*name:\s*\"([^\"\\]+)\"", text):
            array = next((name for start, name in reversed(arrays) if start < test.start()), None)
            found.setdefault(test.group(1), []).append((path, array is not None and array in run, array))
    return found


def cells(line):
    parts = [part.strip() for part in line.strip().strip("|").split("|")]
    return parts


with open(MATRIX, encoding="utf-8") as handle:
    lines = handle.read().split("\n")

problems = []
header = next((i for i, line in enumerate(lines) if line.startswith("|") and cells(line)[0] == "Capability"), None)
if header is None:
    print(f"error: {MATRIX} has no table whose first column is Capability", file=sys.stderr)
    sys.exit(1)
if cells(lines[header]) != COLUMNS:
    problems.append(f"the table's columns are {cells(lines[header])}, not {COLUMNS}")
rows = []
for number in range(header + 2, len(lines)):
    if not lines[number].startswith("|"):
        break
    rows.append((number + 1, cells(lines[number])))
notes = {}
for line in lines:
    note = re.match(r"^- \(([a-z])\) \S", line)
    if note:
        notes[note.group(1)] = False

pending_file = os.environ.get("PENDING", "")
pending = []
if pending_file:
    with open(pending_file, encoding="utf-8") as handle:
        for line in handle:
            name = line.split("#", 1)[0].strip()
            if name:
                pending.append(name)

headless = headless_tests()
models = {folder: model_tests(folder) for folder in [UIKIT_MODEL, SWIFTUI_MODEL]}


def look_up(name, column):
    """The problem with `name` in `column`, or None when it names one test that runs."""
    suite = SUITES[column]
    if suite == "headless":
        places = headless.get(name, [])
        if len(places) == 1:
            path, disabled = places[0]
            return f"`{name}` is disabled in {path}" if disabled else None
        if places:
            return f"`{name}` is ambiguous: @Test functions of that name in {', '.join(p for p, _ in places)}"
        return f"`{name}` names no @Test function in {', '.join(HEADLESS)}"
    folders = suite.split(":", 1)[1].split(",")
    places = [(folder, place) for folder in folders for place in models[folder].get(name, [])]
    if len(places) == 1:
        folder, (path, runs, array) = places[0]
        if not runs:
            return f"`{name}` is in {path}, but {folder}/AllTests.swift does not run its array ({array})"
        return None
    if places:
        return f"`{name}` is ambiguous: ModelTests of that name in {', '.join(p for _, (p, _, _) in places)}"
    return f"`{name}` names no ModelTest in {' or '.join(folders)}"


checked = 0
found = 0
waiting = []
labels = {}
for number, row in rows:
    where = f"{MATRIX}:{number}"
    if len(row) != len(COLUMNS):
        problems.append(f"{where}: {len(row)} cells, not {len(COLUMNS)}")
        continue
    label = row[0]
    marked = label.endswith(MARK)
    label = label.removesuffix(MARK).strip()
    labels[label] = marked
    if marked and label not in PARITY:
        problems.append(f"{where}: '{label}' is marked {MARK} but is not a parity row of this script")
    for column, cell in zip(COLUMNS[1:], row[1:]):
        context = f"{where}, '{label}', {column}"
        refs = re.findall(r"\(([a-z])\)", cell)
        for ref in refs:
            if ref in notes:
                notes[ref] = True
            else:
                problems.append(f"{context}: note ({ref}) is not written under the table")
        if cell.startswith(DASH) or cell == "untested":
            if cell.startswith(DASH) and not refs:
                problems.append(f"{context}: a {DASH} needs a note saying why, such as ({DASH} (a))")
            if marked and column == SWIFTUI:
                problems.append(f"{context}: a parity row needs a SwiftUI test, not '{cell}'")
            continue
        names = re.findall(r"`([^`]+)`", cell)
        rest = re.sub(r"`[^`]+`|\([a-z]\)|[,\s]", "", cell)
        if not names or rest:
            problems.append(f"{context}: '{cell}' is neither test names, '{DASH} (x)' nor 'untested'")
            continue
        for name in names:
            checked += 1
            problem = look_up(name, column)
            if problem is None:
                found += 1
            elif name in pending:
                waiting.append(name)
            else:
                problems.append(f"{context}: {problem}")
for label in PARITY:
    if label not in labels:
        problems.append(f"the parity row '{label}' is not in the table")
    elif not labels[label]:
        problems.append(f"the parity row '{label}' is not marked {MARK}")
for ref, used in notes.items():
    if not used:
        problems.append(f"note ({ref}) under the table is used by no cell")
for name in pending:
    if name not in waiting:
        print(f"note: pending name `{name}` is missing from no cell (it exists now, or no cell names it); "
              f"remove it from {pending_file}")

if problems:
    print(f"error: {MATRIX} names tests that do not exist, or breaks its rules:", file=sys.stderr)
    for problem in problems:
        print(f"  {problem}", file=sys.stderr)
    sys.exit(1)
parity = sum(1 for marked in labels.values() if marked)
print(f"{MATRIX}: {len(rows)} rows ({parity} parity rows, each with a SwiftUI test), {checked} test names checked: "
      f"{found} found, {len(waiting)} pending ({len(set(waiting))} distinct names in {pending_file or 'no file'})")
PY
