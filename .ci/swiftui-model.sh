#!/usr/bin/env bash
# Builds the behavioural SwiftUI model (Tests/SwiftUIDeclarations, a module
# named `SwiftUI` that is never a SwiftPM target) on top of the UIKit model,
# compiles ReuseKitDiff, ReuseKit, the UIKit adapters, ReuseKitSwiftUI and
# the SwiftUIGallery sample against them with plain swiftc (Swift 6,
# warnings are errors), checks ReuseKitSwiftUI's public API record and
# builds its DocC catalog, then builds Tests/SwiftUIModelTests and runs
# each test in a process of its own (the runner and the seeded generator are the UIKit model tests'). The run ends in "N passed, 0 failed"
# and fails unless every named test below ran and passed.
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

mapfile -t uikit < <(sources Tests/UIKitDeclarations)
mapfile -t swiftui < <(sources Tests/SwiftUIDeclarations)
mapfile -t diff < <(sources Sources/ReuseKitDiff)
mapfile -t core < <(sources Sources/ReuseKit)
mapfile -t adapters < <(sources Sources/ReuseKitUIKit)
mapfile -t module < <(sources Sources/ReuseKitSwiftUI)
mapfile -t screens < <(sources Samples/SwiftUIGallery | grep -v -e '/SwiftUIGalleryApp.swift$')
mapfile -t tests < <(sources Tests/SwiftUIModelTests)

library UIKit "${uikit[@]}"
library SwiftUI "${swiftui[@]}" -lUIKit
library os Tests/OSDeclarations/*.swift
library ReuseKitDiff "${diff[@]}"
library ReuseKit "${core[@]}" -lReuseKitDiff -lm -los
library ReuseKitUIKit "${adapters[@]}" -lReuseKit -lReuseKitDiff -lUIKit
library ReuseKitSwiftUI "${module[@]}" -lReuseKitUIKit -lReuseKit -lReuseKitDiff -lUIKit -lSwiftUI \
  -emit-symbol-graph -emit-symbol-graph-dir "$out/symbol-graphs"

# ReuseKitSwiftUI's public API, recorded in .ci/api/ReuseKitSwiftUI.txt
# (UPDATE_API=1 rewrites the record), and free of `Any` and existentials.
python3 .ci/public-api.py "$out/symbol-graphs" ReuseKitSwiftUI >"$out/ReuseKitSwiftUI.api"
if [ -n "${UPDATE_API:-}" ]; then
  cp "$out/ReuseKitSwiftUI.api" .ci/api/ReuseKitSwiftUI.txt
elif ! diff -u .ci/api/ReuseKitSwiftUI.txt "$out/ReuseKitSwiftUI.api"; then
  echo "error: the public API of ReuseKitSwiftUI differs from .ci/api/ReuseKitSwiftUI.txt (above); if that is" >&2
  echo "meant, run 'UPDATE_API=1 bash .ci/swiftui-model.sh' and commit the record" >&2
  exit 1
fi
echo "public API of ReuseKitSwiftUI: $(wc -l <.ci/api/ReuseKitSwiftUI.txt) declarations, as recorded"
if ! python3 .ci/public-api.py "$out/symbol-graphs" ReuseKitSwiftUI --any; then
  echo "error: the public API of ReuseKitSwiftUI exposes Any or an existential (above)" >&2
  exit 1
fi
mkdir -p "$out/docc-graphs"
python3 - "$out/symbol-graphs" "$out/docc-graphs" <<'PY'
import glob, json, os, sys
for path in glob.glob(os.path.join(sys.argv[1], "*.symbols.json")):
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        if "/Sources/ReuseKitSwiftUI/" not in symbol.get("location", {}).get("uri", ""):
            symbol.pop("docComment", None)
    json.dump(graph, open(os.path.join(sys.argv[2], os.path.basename(path)), "w"))
PY
echo "docc convert Sources/ReuseKitSwiftUI/ReuseKitSwiftUI.docc"
docc convert Sources/ReuseKitSwiftUI/ReuseKitSwiftUI.docc \
  --additional-symbol-graph-dir "$out/docc-graphs" \
  --fallback-display-name ReuseKitSwiftUI \
  --fallback-bundle-identifier org.reusekit.ReuseKitSwiftUI \
  --output-path "$out/ReuseKitSwiftUI.doccarchive" \
  --warnings-as-errors

# The sample's app file (its scenes and tabs) is type-checked against the iOS
# SDK only (.ci/ios-sdk.sh); its screens are built here and run in the tests.
library SwiftUIGallery "${screens[@]}" -lReuseKitSwiftUI -lReuseKitUIKit -lReuseKit -lReuseKitDiff -lUIKit -lSwiftUI
echo "extract README.md's SwiftUI quick start"
swiftc -swift-version 6 -o "$out/ReadmeSnippetExtractor" Tests/ReadmeSnippetExtractor/main.swift
"$out/ReadmeSnippetExtractor" README.md "$out/ReadmeSwiftUI.swift" "Quick start (SwiftUI)" ReadmeSwiftUI \
  "Chat()" "Chat" "@available(iOS 16, *)"

echo "build the tests"
swiftc -emit-executable -module-name SwiftUIModelTests "${flags[@]}" -o "$out/SwiftUIModelTests" "${tests[@]}" \
  Tests/UIKitModelTests/TestRunner.swift Tests/UIKitModelTests/RandomSnapshots.swift "$out/ReadmeSwiftUI.swift" -lSwiftUIGallery -lReuseKitSwiftUI -lReuseKitUIKit -lReuseKit -lReuseKitDiff -lUIKit \
  -lSwiftUI -los -Xlinker -rpath -Xlinker "$out"

echo "run the tests"
log="$out/log"
status=0
"$out/SwiftUIModelTests" "$@" | tee "$log" || status=$?

named=(
  rule1.oneChangeAppliesOnceThoughUpdatedSeveralTimes
  rule1.markedSnapshotReconfiguresOnceThoughUpdatedSeveralTimes
  rule2.animatedTransactionAnimatesAndNoneDoesNot
  rule3.noStateWriteDuringAnUpdate
  rule4.teardownReleasesCoordinatorDataSourceAndView
  rule5.unknownIdentityInABindingIsIgnoredAndLogged
  property.randomSwiftUIChanges
  sample.chatSticksToTheBottom
  sample.gridSelectsSeveralTiles
  sample.outlineOpensTheSelectedFolder
  readme.swiftUIQuickStartShowsAndSelects
  cell.highlightUnderAFingerReachesTheSwiftUIView
  cell.tableRowsHeadersAndFootersShowSwiftUIViews
  cell.collectionHeadersShowSwiftUIViews
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
