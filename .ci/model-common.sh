# Shared by .ci/uikit-model.sh and .ci/swiftui-model.sh, which source it:
# both compile a behavioural model of an Apple framework and ReuseKit's code
# against it with plain swiftc, check one module's public API record
# (check_api, from .ci/api-record.sh) and DocC catalog (convert_docs), and
# run a test executable whose every test runs in a process of its own.
# Sourcing it sets `out` (a temporary directory, kept when KEEP_OUT is set),
# `flags` and the functions below.

out="$(mktemp -d)"
[[ -n "${KEEP_OUT:-}" ]] || trap 'rm -rf "$out"' EXIT
echo "out: $out"

flags=(-swift-version 6 -package-name reusekit -warnings-as-errors -parse-as-library -I "$out" -L "$out")

# The Swift files under the given folders, in a stable order.
sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

# library NAME SOURCES... [LINKER FLAGS...]: a testable shared library and
# its module in $out.
library() {
  local name="$1"
  shift
  echo "build $name"
  swiftc -emit-library -emit-module -module-name "$name" "${flags[@]}" -enable-testing \
    -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.so" "$@"
}

# reusekit_on_uikit_model [FLAGS...]: the UIKit model (Tests/UIKitDeclarations,
# a module named `UIKit`), a stand-in for Apple's `os` module (so ReuseKit's
# `#if canImport(os)` logger compiles and runs as on Apple platforms),
# ReuseKitDiff, ReuseKit and ReuseKitUIKit, which also gets FLAGS.
reusekit_on_uikit_model() {
  local model diff core adapters
  mapfile -t model < <(sources Tests/UIKitDeclarations)
  mapfile -t diff < <(sources Sources/ReuseKitDiff)
  mapfile -t core < <(sources Sources/ReuseKit)
  mapfile -t adapters < <(sources Sources/ReuseKitUIKit)
  library UIKit "${model[@]}"
  library os Tests/OSDeclarations/*.swift
  library ReuseKitDiff "${diff[@]}"
  library ReuseKit "${core[@]}" -lReuseKitDiff -lm -los
  library ReuseKitUIKit "${adapters[@]}" -lReuseKit -lReuseKitDiff -lUIKit "$@"
}

source .ci/api-record.sh

# convert_docs MODULE: MODULE's DocC catalog, from the same symbol graphs,
# warnings are errors. The graphs also hold the symbols MODULE re-exports
# from ReuseKit, so that links to them resolve; their comments are ReuseKit's
# catalog's to check (.ci/docs.sh), and link to its articles, so they are
# left out here.
convert_docs() {
  local module="$1"
  mkdir -p "$out/docc-graphs"
  python3 - "$out/symbol-graphs" "$out/docc-graphs" "$module" <<'PY'
import glob, json, os, sys
for path in glob.glob(os.path.join(sys.argv[1], "*.symbols.json")):
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        if f"/Sources/{sys.argv[3]}/" not in symbol.get("location", {}).get("uri", ""):
            symbol.pop("docComment", None)
    json.dump(graph, open(os.path.join(sys.argv[2], os.path.basename(path)), "w"))
PY
  echo "docc convert Sources/$module/$module.docc"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$out/docc-graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.reusekit.$module" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors
}

# extract_quick_start TITLE MODULE ARGS...: README.md's quick start headed
# TITLE, as $out/MODULE.swift (the extractor's arguments follow).
extract_quick_start() {
  local title="$1" module="$2"
  shift 2
  echo "extract README.md's $title"
  [[ -x "$out/ReadmeSnippetExtractor" ]] ||
    swiftc -swift-version 6 -o "$out/ReadmeSnippetExtractor" Tests/ReadmeSnippetExtractor/main.swift
  "$out/ReadmeSnippetExtractor" README.md "$out/$module.swift" "$title" "$module" "$@"
}

# run_tests EXECUTABLE NAMED... -- ARGS...: runs the tests (ARGS are passed
# on, e.g. --only), and fails unless the run ends in "N passed, 0 failed"
# and, when no ARGS were given, every NAMED test ran and passed.
run_tests() {
  local executable="$1"
  shift
  local named=()
  while [[ $# -gt 0 && "$1" != -- ]]; do
    named+=("$1")
    shift
  done
  [[ $# -gt 0 ]] && shift
  echo "run the tests"
  local log="$out/log" status=0
  "$executable" "$@" | tee "$log" || status=$?
  if [[ $# -eq 0 ]]; then
    for test in "${named[@]}"; do
      if ! grep -qx "PASS $test" "$log"; then
        echo "named test $test did not pass" >&2
        status=1
      fi
    done
  fi
  local summary
  summary="$(tail -n 1 "$log")"
  if [[ ! "$summary" =~ ^[0-9]+\ passed,\ 0\ failed$ ]]; then status=1; fi
  return "$status"
}

# check_cites FOLDER... -- NAMED...: fails unless each NAMED test is declared
# once in the Swift files under FOLDERs (a file may be given itself), as
# `ModelTest(name: "…", cites: "…")` (either string may be split into
# literals joined with +), and its cites: name a source that can be checked:
# an https://developer.apple.com/ address, a header such as UITableView.h
# (UITableView.h:466 when it quotes one), UIKIT-RULES.md with a rule or
# decision number, or a WWDC session (WWDC21); a sample or readme test
# (sample.*, readme.*), whose subject is the project's own sample, may cite
# it instead (UIKitGallery:, SwiftUIGallery:, README.md). A test made for
# each value of a list, `ModelTest(name: "prefix.\(value.name)", cites:
# value.cites)`, takes the `name:` and `cites:` literals that the list gives
# in the same file. It reads the sources only, so the scripts run it before
# they build anything.
check_cites() {
  python3 - "$@" <<'PY'
import os, re, sys

args = sys.argv[1:]
folders, named = args[:args.index("--")], args[args.index("--") + 1:]
files = sorted({folder for folder in folders if os.path.isfile(folder)} | {
    os.path.join(root, name)
    for folder in folders for root, _, names in os.walk(folder) for name in names if name.endswith(".swift")})

def skip(text, i):
    """The index of the first character at or after i that is not blank or in a comment."""
    while i < len(text):
        if text[i].isspace():
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = len(text) if end < 0 else end
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 2
        else:
            break
    return i

def literal(text, i):
    """The string literal at i, as its parts (text, or ("\\(", expression) for an
    interpolation), and the index after it."""
    if text.startswith('"""', i):
        end = text.index('"""', i + 3)
        return [text[i + 3:end].split("\n", 1)[-1].rsplit("\n", 1)[0].replace("\\\n", "")], end + 3
    i += 1
    parts, chunk = [], ""
    while text[i] != '"':
        if text.startswith("\\(", i):
            depth, j = 1, i + 2
            while depth:
                depth += {"(": 1, ")": -1}.get(text[j], 0)
                j += 1
            parts += [chunk, ("\\(", text[i + 2:j - 1])]
            chunk, i = "", j
        elif text[i] == "\\":
            chunk += {"n": "\n", "t": "\t"}.get(text[i + 1], text[i + 1])
            i += 2
        else:
            chunk += text[i]
            i += 1
    return parts + [chunk], i + 1

def argument(text, i):
    """The argument at i as the parts of its literals joined with +, or None
    when it is not such a string, and the index after it."""
    parts, i = [], skip(text, i)
    if text[i] != '"':
        return None, re.compile(r"[^,)]*").match(text, i).end()
    while True:
        more, i = literal(text, i)
        parts += more
        j = skip(text, i)
        if text[j] != "+":
            return parts, i
        i = skip(text, j + 1)

def joined(parts):
    return None if parts is None else "".join(p for p in parts if isinstance(p, str))

# Every call that opens with `name:` then `cites:`: its type, name, cites and place.
calls = []
for path in files:
    text = open(path, encoding="utf-8").read()
    for match in re.finditer(r"\b([A-Z]\w*)\(\s*name:", text):
        name, end = argument(text, match.end())
        j = skip(text, end)
        if text[j] != "," or not text.startswith("cites:", skip(text, j + 1)):
            continue
        cites, _ = argument(text, skip(text, j + 1) + len("cites:"))
        calls.append((match.group(1), name, cites, f"{path}:{text.count(chr(10), 0, match.start()) + 1}"))

def declarations(test):
    """The cites and places of the ModelTest declarations of `test`."""
    found = []
    for kind, name, cites, place in calls:
        if kind != "ModelTest" or name is None:
            continue
        values = [i for i, part in enumerate(name) if not isinstance(part, str)]
        if not values and joined(name) == test:
            found.append((joined(cites), place))
        elif len(values) == 1 and cites is None and re.fullmatch(r"\s*\w+\.name\s*", name[values[0]][1]):
            prefix, suffix = joined(name[:values[0]]), joined(name[values[0] + 1:])
            if suffix or not test.startswith(prefix):
                continue
            file = place.rsplit(":", 1)[0]
            found += [(joined(c), p) for k, n, c, p in calls
                      if k != "ModelTest" and n is not None and all(isinstance(part, str) for part in n)
                      and joined(n) == test[len(prefix):] and p.rsplit(":", 1)[0] == file]
    return found

sources = [
    r"https://developer\.apple\.com/\S",
    r"\b[A-Z][A-Za-z0-9]*\.h\b",
    r"\bUIKIT-RULES\.md\W{1,3}(rules?|decisions?) \d+",
    r"\bWWDC ?(\d\d|\d{4})\b",
]
samples = [r"\bUIKitGallery:", r"\bSwiftUIGallery:", r"\bREADME\.md\b"]
forms = ("an https://developer.apple.com/ address, a header such as UITableView.h, UIKIT-RULES.md with a rule or "
         "decision number, or a WWDC session such as WWDC21")

failures = 0
def fail(message):
    global failures
    failures += 1
    print(f"error: {message}", file=sys.stderr)

for test in named:
    found = declarations(test)
    if not found:
        fail(f"named test {test}: no ModelTest(name: \"{test}\", cites: …) in {' '.join(folders)}")
    elif len(found) > 1:
        fail(f"named test {test}: declared {len(found)} times: {', '.join(place for _, place in found)}")
    elif found[0][0] is None:
        fail(f"{found[0][1]}: named test {test}: its cites: are not string literals")
    else:
        cites, place = found[0]
        sample = test.split(".")[0] in ("sample", "readme")
        if not any(re.search(form, cites) for form in sources + (samples if sample else [])):
            wanted = forms + (", or for a sample or readme test UIKitGallery:, SwiftUIGallery: or README.md"
                              if sample else "")
            fail(f"{place}: named test {test} cites no source that can be checked ({wanted}); "
                 f"its cites: \"{cites}\"")
if failures:
    print(f"cites: {failures} of {len(named)} named tests fail the check", file=sys.stderr)
    sys.exit(1)
print(f"cites: {len(named)} named tests checked, each cites a source that can be checked")
PY
}
