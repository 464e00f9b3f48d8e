#!/usr/bin/env bash
# Builds the behavioural UIKit model (Tests/UIKitDeclarations, a module named
# `UIKit` that is never a SwiftPM target), compiles ReuseKitDiff, ReuseKit,
# the UIKit adapters and the UIKitGallery sample against it with plain swiftc
# (Swift 6, warnings are errors), checks ReuseKitUIKit's public API record and
# builds its DocC catalog (warnings are errors), then builds the tests in
# Tests/UIKitModelTests and runs them. Each test runs in a process of its
# own; the run ends in "N passed, 0 failed" and fails unless every test
# named in the list below ran and passed.
set -euo pipefail
cd "$(dirname "$0")/.."

out="$(mktemp -d)"
[[ -n "${KEEP_OUT:-}" ]] || trap 'rm -rf "$out"' EXIT; echo "out: $out"

flags=(-swift-version 6 -package-name reusekit -warnings-as-errors -parse-as-library -I "$out" -L "$out")
sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

library() {
  local name="$1"
  shift
  echo "build $name"
  swiftc -emit-library -emit-module -module-name "$name" "${flags[@]}" -enable-testing \
    -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.so" "$@"
}

mapfile -t model < <(sources Tests/UIKitDeclarations)
mapfile -t diff < <(sources Sources/ReuseKitDiff)
mapfile -t core < <(sources Sources/ReuseKit)
mapfile -t adapters < <(sources Sources/ReuseKitUIKit)
mapfile -t sample < <(sources Samples/UIKitGallery)
mapfile -t screens < <(sources Samples/UIKitGallery | grep -v -e '/AppDelegate.swift$')
mapfile -t tests < <(sources Tests/UIKitModelTests)

library UIKit "${model[@]}"
# A stand-in for Apple's `os` module, so ReuseKit's `#if canImport(os)` code
# (its logger) compiles and runs here as it does on Apple platforms.
library os Tests/OSDeclarations/*.swift
library ReuseKitDiff "${diff[@]}"
library ReuseKit "${core[@]}" -lReuseKitDiff -lm -los
library ReuseKitUIKit "${adapters[@]}" -lReuseKit -lReuseKitDiff -lUIKit \
  -emit-symbol-graph -emit-symbol-graph-dir "$out/symbol-graphs"

# ReuseKitUIKit's public API, from the model build: recorded in
# .ci/api/ReuseKitUIKit.txt (UPDATE_API=1 rewrites the record), and free of
# `Any` and existentials.
python3 .ci/public-api.py "$out/symbol-graphs" ReuseKitUIKit >"$out/ReuseKitUIKit.api"
if [ -n "${UPDATE_API:-}" ]; then
  cp "$out/ReuseKitUIKit.api" .ci/api/ReuseKitUIKit.txt
elif ! diff -u .ci/api/ReuseKitUIKit.txt "$out/ReuseKitUIKit.api"; then
  echo "error: the public API of ReuseKitUIKit differs from .ci/api/ReuseKitUIKit.txt (above); if that is" >&2
  echo "meant, run 'UPDATE_API=1 bash .ci/uikit-model.sh' and commit the record" >&2
  exit 1
fi
echo "public API of ReuseKitUIKit: $(wc -l <.ci/api/ReuseKitUIKit.txt) declarations, as recorded"
if ! python3 .ci/public-api.py "$out/symbol-graphs" ReuseKitUIKit --any; then
  echo "error: the public API of ReuseKitUIKit exposes Any or an existential (above)" >&2
  exit 1
fi
# ReuseKitUIKit's DocC catalog, from the same symbol graph, warnings are errors.
# The graph also holds the symbols ReuseKitUIKit re-exports from ReuseKit, so
# that links to them resolve; their comments are ReuseKit's catalog's to check
# (.ci/docs.sh), and link to its articles, so they are left out here.
mkdir -p "$out/docc-graphs"
python3 - "$out/symbol-graphs" "$out/docc-graphs" <<'PY'
import glob, json, os, sys
for path in glob.glob(os.path.join(sys.argv[1], "*.symbols.json")):
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        if "/Sources/ReuseKitUIKit/" not in symbol.get("location", {}).get("uri", ""):
            symbol.pop("docComment", None)
    json.dump(graph, open(os.path.join(sys.argv[2], os.path.basename(path)), "w"))
PY
echo "docc convert Sources/ReuseKitUIKit/ReuseKitUIKit.docc"
docc convert Sources/ReuseKitUIKit/ReuseKitUIKit.docc \
  --additional-symbol-graph-dir "$out/docc-graphs" \
  --fallback-display-name ReuseKitUIKit \
  --fallback-bundle-identifier org.reusekit.ReuseKitUIKit \
  --output-path "$out/ReuseKitUIKit.doccarchive" \
  --warnings-as-errors

echo "typecheck the whole UIKitGallery sample"
swiftc -typecheck -module-name UIKitGallery "${flags[@]}" "${sample[@]}"
library UIKitGallery "${screens[@]}" -lReuseKitUIKit -lReuseKit -lReuseKitDiff -lUIKit
echo "extract README.md's iOS quick start"
swiftc -swift-version 6 -o "$out/ReadmeSnippetExtractor" Tests/ReadmeSnippetExtractor/main.swift
"$out/ReadmeSnippetExtractor" README.md "$out/ReadmeIOS.swift" "Quick start (iOS)" ReadmeIOS \
  "(tableView, dataSource)" "(UITableView, DiffableDataSource<String, Message>)"

echo "build the tests"
swiftc -emit-executable -module-name UIKitModelTests "${flags[@]}" -o "$out/UIKitModelTests" "${tests[@]}" "$out/ReadmeIOS.swift" \
  -lUIKitGallery -lReuseKitUIKit -lReuseKit -lReuseKitDiff -lUIKit -los -Xlinker -rpath -Xlinker "$out"

echo "run the tests"
log="$out/log"
status=0
"$out/UIKitModelTests" "$@" | tee "$log" || status=$?

# Every named test of issues 12 and 28, and the compositional layout's
# comparison with the headless engine, must have run and passed (skipped with --only).
named=(
  named01.tableDeleteRow0ReconfigureRow2ShowsC
  named02.dataSourceOnVisibleGridThenAnimatedApply
  named09.badBatchThrowsBeforeUIKitSeesIt
  named05.lateHeightViewGrowsInGrid
  named03.sampleGridCellsTakeTheirColumnWidth
  named04.landscapeTableMeasuresAtContentWidth
  named07.completionRunsAfterTheAnimations
  named08.releasedDataSourceThenScrollDoesNotTrap
  named10.everySampleScreenLoadsAppliesScrollsRotates
  named06.contentSizedTableInAStackWithABottomInset
  named28.carouselLeadingItemSurvivesReloadMoveAndHiddenApply
  adapter.compositional.framesMatchTheHeadlessEngineInMixedSections
)
if [[ $# -eq 0 ]]; then
  for test in "${named[@]}"; do
    if ! grep -qx "PASS $test" "$log"; then
      echo "named test $test did not pass" >&2
      status=1
    fi
  done
fi
summary="$(tail -n 1 "$log")"
if [[ ! "$summary" =~ ^[0-9]+\ passed,\ 0\ failed$ ]]; then status=1; fi
exit "$status"
