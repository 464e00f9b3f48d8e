#!/usr/bin/env bash
# Builds the behavioural UIKit model (Tests/UIKitDeclarations, a module named
# `UIKit` that is never a SwiftPM target), compiles ReuseKitDiff, ReuseKit,
# the UIKit adapters and the UIKitGallery sample against it with plain swiftc
# (Swift 6, warnings are errors), checks ReuseKitUIKit's public API record and
# builds its DocC catalog (warnings are errors), then builds the tests in
# Tests/UIKitModelTests and runs them. Each test runs in a process of its
# own; the run ends in "N passed, 0 failed" and fails unless every test
# named in the list below ran and passed. It first checks, before building
# anything, that each named test's cites: name a source that can be checked.
# The steps both model scripts share are in .ci/model-common.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

source .ci/model-common.sh

# Every named test (issues 12, 27 and 28, the compositional layout's frames worked
# out from Apple's documentation, the rules file's worked examples and the batches
# UIKit fails on without a message) must cite a source that can be checked
# (check_cites, before anything is built) and must run and pass (a run with
# --only skips this check).
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
  named11.bottomLoadFiresWithinTheThresholdOnly
  named12.failureShowsTheRetryViewAndRetryLoadsAgain
  named13.emptySnapshotShowsTheBackgroundViewAndAnItemHidesIt
  named14.readingPositionRestoredFromJSONOnAFreshView
  sample.feedOpensAtItsReadingPositionAfterARelaunch
  highlight.model.tableTouchDownHighlightsTouchUpUnhighlightsThenSelects
  highlight.model.collectionShouldHighlightFalseBypassesSelection
  highlight.model.tableShouldHighlightFalseHaltsTheSelection
  highlight.model.cancelledTouchUnhighlightsAndSelectsNothing
  highlight.adapter.aHeldFingerReachesTheHostedViewThenTheSelection
  highlight.adapter.anItemThatMayNotBeSelectedIsNeitherHighlightedNorSelected
  highlight.adapter.anApplyWhileTheFingerIsDownKeepsTheHighlight
  named28.carouselLeadingItemSurvivesReloadMoveAndHiddenApply
  carousel.leadingItemFollowsInsertsAndDeletesAndStaysThroughAMove
  carousel.restoredUnderTheHandlersTimingWithTheLeadingInsetInLandscape
  adapter.compositional.mixedSectionsPlaceItemsWhereApplesSectionRulesPutThem
  adapter.compositional.aGridInLandscapeKeepsItsColumnsInsideTheSafeArea
  swipe.model.tableActionsFollowTheirRowAndTrailingNilIsDelete
  swipe.model.collectionShowsActionsOnListCellsInListSectionsOnly
  menu.model.multiItemMenuOnIOS16SingleItemBeforeAndDisabledActionsDoNothing
  swipe.adapter.tableActionsActOnTheirItemByIdentityThroughApplies
  swipe.adapter.collectionListSectionShowsActionsAccessoriesAndTheListBackground
  menu.adapter.menusActByIdentityWithTheirPreviewAndASelectionMenuOnIOS16
  sample.contactsSwipeAndMenuActOnTheirPersonByIdentity
  readingPosition.aRowEndingAtTheTopIsNotTheAnchor
  model.collectionWithoutPrefetchingPreparesNoCellBeyondTheBounds
  model.reconfigure.collectionOutsideABatchSelfSizesAgain
  sample.feedOpensAtItsReadingPositionWhenALockedLaunchIsUnlocked
  model.compositional.aHorizontalGroupRepeatsItsSubitemsUntilTheWidthIsUsed
  model.compositional.sectionInsetsAreMeasuredFromTheSafeArea
  model.compositional.visibleItemsHandlerRunsBeforeLayoutWithSupplementaryItems
  model.rulesFile.decision09.anItemInsertIsCheckedBeforeItsInsertedSectionDropsIt
  model.view.aFlexibleWidthSubviewFollowsItsSuperviewAndLaysOutInTheSamePass
  rotation.adapter.aGridKeepsItsFirstVisibleItemThroughWidthChanges
  model.rulesFile.decision11.aRowMovedTwiceIsReportedBeforeTheLaterMovesBounds
  model.rulesFile.decision12.aSectionMovedTwiceListsItsTargetsInCallOrder
  model.rulesFile.decision13.aSectionReloadCountsAsOneInsertedAndOneDeleted
  model.rulesFile.decision17.repeatedRowDeletesWalkAReloadToRowMinusOne
  model.rulesFile.decision17.repeatedSectionDeletesWalkASectionReloadToSectionMinusOne
  model.rulesFile.rule21.aReloadsInsertLandsOnARowMoveTarget
  model.rulesFile.rule21.aSectionReloadsInsertLandsOnASectionMoveTarget
  model.rulesFile.rule22.twoSectionsMovedToOneSection
  model.rulesFile.rule22.oneItemMovedToTwoPaths
  model.rulesFile.rule22.twoRowsMovedToOnePath
  model.rulesFile.rule22.twoItemsMovedToOnePath
  model.conflicts.rowDeletedTwiceWithAgreeingCountsFailsAsADeviceWould
  model.conflicts.itemInsertIntoAMovedSectionFailsAsADeviceWould
  model.headers.scrolledAwayAreRecycledAndAskedForAgain
  model.headers.survivingSectionsKeepTheirViewThroughABatch
  model.headers.supplementaryViewReturnsVisibleOnly
  model.headers.estimatedHeaderSelfSizes
  headers.adapter.aTallHeaderGetsItsMeasuredHeight
  headers.adapter.anApplyThatChangesAHeaderShowsItsNewTitleWithoutAReload
  headers.adapter.headersScrolledAwayAndBackShowTheirSection
  model.table.sectionHeaderTopPaddingSitsAboveEachHeader
  model.table.insetGroupedInsetsItsSections
  model.scroll.firstOffsetIsMinusTheAdjustedTopInset
  model.scroll.uikitsOwnOffsetChangesAreReported
  model.fitting.anIntrinsicSizeThatShrinksShrinksTheStackAroundIt
  model.scroll.anAdjustedInsetChangeIsToldBeforeTheOffsetMoves
  readingPosition.restoredUnderHeaderTopPaddingAndANavigationBar
  readingPosition.gridRestoredBeforeItsWindowUnderANavigationBar
  contentSized.tableWithHeadersIsAsTallAsItsPaddedSections
  paging.bottomLoadUnderHeadersAndANavigationBarFiresWithinTheThresholdOnly
  model.refresh.aPullSendsValueChangedWhileDraggingThenSettlesBelowTheControl
  model.refresh.beginRefreshingSendsNoActionAndLeavesTheControlOutOfSight
  model.refresh.endRefreshingRemovesTheInsetAndHidesAShowingControlWithAnAnimation
  model.refresh.controlActionsAreUniquedByIdentifierAndSentForTheirEvents
  model.refresh.aListLeavingItsWindowIsToldWithNoWindow
  sample.storeFrontPlaysTheSameScriptAsHeadlessAndSwiftUI
  refresh.adapter.aPullRefreshesEndsAtTheTopAndAFailureShowsTheRetryView
  refresh.adapter.aRefreshStartedLowerKeepsTheReadingPosition
  refresh.adapter.aRefreshFromCodeAtTheTopShowsTheControlAndLeavingTheScreenCancelsIt
  adapter.readingPosition.collectionPrependKeepsTheFirstVisibleItem
  adapter.stickToBottom.collectionKeepsTheEndInViewThroughAppendsAndLateSizes
  adapter.stickToBottom.tableKeepsTheEndThroughALateSizeWhileAnAppendAnimates
  adapter.interaction.gridPrefetchCallbacksByIdentity
  adapter.duplicates.tableShowsEachIdentityOnceAndReportsTheRest
  adapter.duplicates.collectionViewShowsEachIdentityOnceAndReportsTheRest
)
check_cites Tests/UIKitModelTests -- "${named[@]}"

# The store front is one file shared with the terminal Gallery and SwiftUIGallery.
mapfile -t sample < <(sources Samples/UIKitGallery Samples/StoreFront)
mapfile -t screens < <(sources Samples/UIKitGallery Samples/StoreFront | grep -v -e '/AppDelegate.swift$')
mapfile -t tests < <(sources Tests/UIKitModelTests)

reusekit_on_uikit_model -emit-symbol-graph -emit-symbol-graph-dir "$out/symbol-graphs"

# ReuseKitUIKit's public API, from the model build, as recorded in
# .ci/api/ReuseKitUIKit.txt, and its DocC catalog.
check_api "$out/symbol-graphs" "$out" ReuseKitUIKit .ci/uikit-model.sh
convert_docs ReuseKitUIKit

echo "typecheck the whole UIKitGallery sample"
swiftc -typecheck -module-name UIKitGallery "${flags[@]}" "${sample[@]}"
library UIKitGallery "${screens[@]}" -lReuseKitUIKit -lReuseKit -lReuseKitDiff -lUIKit
extract_quick_start "Quick start (iOS)" ReadmeIOS \
  "(tableView, dataSource)" "(UITableView, DiffableDataSource<String, Message>)"

echo "build the tests"
swiftc -emit-executable -module-name UIKitModelTests "${flags[@]}" -o "$out/UIKitModelTests" "${tests[@]}" "$out/ReadmeIOS.swift" \
  -lUIKitGallery -lReuseKitUIKit -lReuseKit -lReuseKitDiff -lUIKit -los -Xlinker -rpath -Xlinker "$out"

run_tests "$out/UIKitModelTests" "${named[@]}" -- "$@"
