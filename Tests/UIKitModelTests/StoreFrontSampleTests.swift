import Foundation
import ReuseKitUIKit
import UIKit

@testable import UIKitGallery

/// UIKitGallery's store front on the UIKit model plays the script the
/// terminal Gallery and SwiftUIGallery play (`StoreScript`, from the one
/// shared file): the same items in the same order, the same retry and
/// state views after each step.
@MainActor
let storeFrontSampleTests = [
  ModelTest(
    name: "sample.storeFrontPlaysTheSameScriptAsHeadlessAndSwiftUI",
    cites:
      "UIKitGallery: StoreFrontViewController, Samples/StoreFront/StoreFront.swift's StoreScript; "
      + "UIRefreshControl (https://developer.apple.com/documentation/uikit/uirefreshcontrol)"
  ) {
    let driver = StoreFrontUIKitDriver()
    let run = ScriptRun()
    Task { @MainActor in
      await StoreScript.play(on: driver) { step, shown, expected in
        if shown != expected { run.failures.append("\(step): \(shown), expected \(expected)") }
        run.steps += 1
      }
      run.isDone = true
    }
    for _ in 0..<3_000 where !run.isDone {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
      UIKitModelRunLoop.main.runUntilIdle()
    }
    try expect(run.isDone, "the script stopped after \(run.steps) steps: \(run.failures)")
    try expect(run.steps == StoreScript.Step.allCases.count, "\(run.steps) steps checked")
    try expect(run.failures.isEmpty, run.failures.joined(separator: "; "))
    try expect(driver.screen.collectionView.refreshControl != nil, "the store front has a refresh control")
  }
]

/// What a run of the script found.
@MainActor
final class ScriptRun {
  var failures: [String] = []
  var steps = 0
  var isDone = false
}

/// Plays the store front's script on `StoreFrontViewController` in a
/// window, as a person would: scrolls, a drag after a failure, a pull.
@MainActor
final class StoreFrontUIKitDriver: StoreFrontDriver {
  let screen = StoreFrontViewController()

  init() {
    useModelRunLoop()
    let window = UIWindow(windowScene: UIWindowScene())
    window.rootViewController = screen
    window.makeKeyAndVisible()
    keptAlive.append(window)
    UIKitModelRunLoop.main.runUntilIdle()
  }

  var shown: StoreScript.Shown {
    let view = screen.collectionView
    let last = view.numberOfSections - 1
    let footer =
      last < 0
      ? nil
      : view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: last))
    let retry = (footer as? CollectionReusableView<TitleView>)?.viewModel
    let status = (view.backgroundView as? HostingBackgroundView<TitleView>)?.viewModel
    return StoreScript.Shown(
      items: screen.dataSource.snapshot().itemIdentifiers.map(\.id), showsRetry: retry == StoreFront.retryTitle,
      status: view.backgroundView == nil ? nil : status)
  }

  func scrollToBottom() async {
    let view = screen.collectionView
    view.layoutIfNeeded()
    let bottom = max(
      -view.adjustedContentInset.top, view.contentSize.height - view.bounds.height + view.adjustedContentInset.bottom)
    view.contentOffset = CGPoint(x: 0, y: bottom)
  }

  func scrollToTop() async {
    let view = screen.collectionView
    view.contentOffset = CGPoint(x: 0, y: -view.adjustedContentInset.top)
  }

  func pullToRefresh() async { screen.collectionView.modelPullToRefresh() }

  /// A drag: the screen retries a failed page when a person drags the list.
  func retry() async {
    let view = screen.collectionView
    view.modelIsDragging = true
    view.contentOffset = CGPoint(x: 0, y: view.contentOffset.y - 1)
    view.modelIsDragging = false
  }

  func settle() async {
    for _ in 0..<500 {
      UIKitModelRunLoop.main.runUntilIdle()
      let paging = screen.dataSource.paging
      if !paging.state(of: .bottom).isLoading, !screen.dataSource.refreshing.state.isRefreshing { break }
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    UIKitModelRunLoop.main.advance(by: 1)
  }
}
