#!/usr/bin/env bash
# Builds the behavioural SwiftUI model (Tests/SwiftUIDeclarations, a module
# named `SwiftUI` that is never a SwiftPM target) on top of the UIKit model,
# compiles ReuseKitDiff, ReuseKit, the UIKit adapters, ReuseKitSwiftUI and
# the SwiftUIGallery sample against them with plain swiftc (Swift 6,
# warnings are errors), checks ReuseKitSwiftUI's public API record and
# builds its DocC catalog, then builds Tests/SwiftUIModelTests and runs
# each test in a process of its own (the runner and the seeded generator
# are the UIKit model tests'). The run ends in "N passed, 0 failed" and
# fails unless every named test below ran and passed. It first checks,
# before building anything, that each named test's cites: name a source
# that can be checked. The steps both model scripts share are in
# .ci/model-common.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

source .ci/model-common.sh

# Every named test must cite a source that can be checked (check_cites,
# before anything is built) and must run and pass (a run with --only skips
# this check).
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
  sample.inboxSwipesAndMenusActOnTheirMessageByIdentity
  binding.aTapIsNotUndoneByTheUpdateOfAnEarlierWriteBack
  readme.swiftUIQuickStartShowsAndSelects
  cell.highlightUnderAFingerReachesTheSwiftUIView
  cell.tableRowsHeadersAndFootersShowSwiftUIViews
  cell.collectionHeadersShowSwiftUIViews
  cell.collectionFootersShowSwiftUIViews
  binding.readingPositionRoundTripsThroughCodable
  model.hosting.defaultMarginsInsetTheContentAndOnlyItsOwnTypeIsSupported
  model.hosting.aButtonShowsItsLabelAndATapRunsItsAction
  parity.sectionLayoutsShowACarouselAGridAndAList
  parity.loadingMoreFailsShowsTheRetryViewAndARetryLoadsThePage
  parity.anEmptyListShowsTheStateViewOfItsPhase
  parity.aDragReordersByIdentityAndTheAppsNextUpdateAgrees
  model.refresh.refreshableReachesARepresentablesEnvironment
  parity.aWaterfallSectionPlacesItsItemsInTheShortestColumn
  model.host.aNewWindowSizeResizesTheHostedViewsWithoutAnUpdate
  diffableList.rowsSizeToTheirContentAndALateSizeKeepsTheRowBeingRead
  diffableList.aRotationKeepsTheFirstVisibleItemAndRowsTakeTheNewWidth
  diffableList.aContentChangeThatSwitchesTheViewTypeShowsTheNewView
  parity.refreshableRefreshesTheList
  sample.storeFrontPlaysTheSameScriptAsHeadlessAndUIKit
)
check_cites Tests/SwiftUIModelTests Tests/UIKitModelTests/TestRunner.swift -- "${named[@]}"

mapfile -t swiftui < <(sources Tests/SwiftUIDeclarations)
mapfile -t module < <(sources Sources/ReuseKitSwiftUI)
mapfile -t screens < <(sources Samples/SwiftUIGallery Samples/StoreFront | grep -v -e '/SwiftUIGalleryApp.swift$')
mapfile -t tests < <(sources Tests/SwiftUIModelTests)

reusekit_on_uikit_model
library SwiftUI "${swiftui[@]}" -lUIKit
library ReuseKitSwiftUI "${module[@]}" -lReuseKitUIKit -lReuseKit -lReuseKitDiff -lUIKit -lSwiftUI \
  -emit-symbol-graph -emit-symbol-graph-dir "$out/symbol-graphs"

# ReuseKitSwiftUI's public API, as recorded in .ci/api/ReuseKitSwiftUI.txt,
# and its DocC catalog.
check_api "$out/symbol-graphs" "$out" ReuseKitSwiftUI .ci/swiftui-model.sh
convert_docs ReuseKitSwiftUI

# The sample's app file (its scenes and tabs) is type-checked against the iOS
# SDK only (.ci/ios-sdk.sh); its screens are built here and run in the tests.
library SwiftUIGallery "${screens[@]}" -lReuseKitSwiftUI -lReuseKitUIKit -lReuseKit -lReuseKitDiff -lUIKit -lSwiftUI
extract_quick_start "Quick start (SwiftUI)" ReadmeSwiftUI "Chat()" "Chat" "@available(iOS 16, *)"

echo "build the tests"
swiftc -emit-executable -module-name SwiftUIModelTests "${flags[@]}" -o "$out/SwiftUIModelTests" "${tests[@]}" \
  Tests/UIKitModelTests/TestRunner.swift Tests/UIKitModelTests/RandomSnapshots.swift "$out/ReadmeSwiftUI.swift" -lSwiftUIGallery -lReuseKitSwiftUI -lReuseKitUIKit -lReuseKit -lReuseKitDiff -lUIKit \
  -lSwiftUI -los -Xlinker -rpath -Xlinker "$out"

run_tests "$out/SwiftUIModelTests" "${named[@]}" -- "$@"
