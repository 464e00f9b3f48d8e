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
