import Foundation
import ReuseKit
import SwiftUI
import UIKit

@testable import ReuseKitSwiftUI
@testable import SwiftUIGallery

/// Plays the store front's script on SwiftUIGallery's screen, as a person
/// would: scrolls, a tap on the retry view's button, a pull from the top.
@MainActor
final class SwiftUIStoreFrontDriver: StoreFrontDriver {
  let host: SwiftUIModelHost
  let collectionView: UICollectionView

  init() {
    useModelRunLoop()
    // A screen shorter than a page of reviews, so that a page that loads
    // takes the end out of reach, as on the other front ends.
    host = SwiftUIModelHost(SwiftUIGallery.StoreFrontScreen(), size: CGSize(width: 390, height: 250))
    keptAlive.append(host)
    SwiftUIModelTests.settle()
    guard let collectionView = host.hostedView(UICollectionView.self) else { fatalError("no collection view") }
    self.collectionView = collectionView
  }

  private var coordinator: ListCoordinator<StoreSection, StoreItem>? {
    host.modelCoordinator(ListCoordinator<StoreSection, StoreItem>.self)
  }

  var shown: StoreScript.Shown {
    let items = coordinator?.dataSource.snapshot().itemIdentifiers.map(\.id) ?? []
    let last = collectionView.numberOfSections - 1
    let footer = last < 0 ? nil : footerTexts(collectionView, section: last)
    let status = collectionView.backgroundView.flatMap(hostingView(in:))?.modelTexts.first
    return StoreScript.Shown(
      items: items, showsRetry: footer?.contains(StoreFront.retryTitle) == true, status: status)
  }

  func scrollToBottom() async {
    collectionView.contentOffset.y = max(0, collectionView.contentSize.height - collectionView.bounds.height)
    await turn()
  }

  func scrollToTop() async {
    collectionView.contentOffset.y = -collectionView.adjustedContentInset.top
    await turn()
  }

  func pullToRefresh() async { collectionView.modelPullToRefresh() }

  func retry() async {
    let last = collectionView.numberOfSections - 1
    let footer = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: last)
    ).flatMap(hostingView(in:))
    _ = footer?.modelTapButton("Retry")
  }

  func settle() async {
    for _ in 0..<400 {
      await turn()
      guard let dataSource = coordinator?.dataSource else { continue }
      let loading = ContentEdge.allCases.contains { dataSource.paging.state(of: $0).isLoading }
      if !loading, !dataSource.refreshing.state.isRefreshing, collectionView.refreshControl?.isRefreshing != true {
        break
      }
    }
    await turn()
  }

  /// Lets the server and the data source's tasks run, and the model's run
  /// loop and clock go on.
  private func turn() async {
    try? await Task.sleep(nanoseconds: 2_000_000)
    UIKitModelRunLoop.main.runUntilIdle()
    UIKitModelRunLoop.main.advance(by: 1)
    UIKitModelRunLoop.main.runUntilIdle()
  }
}

/// SwiftUIGallery's store front.
@MainActor
let storeFrontTests: [ModelTest] = [
  ModelTest(
    name: "sample.storeFrontPlaysTheSameScriptAsHeadlessAndUIKit",
    cites: "https://developer.apple.com/documentation/swiftui/view/refreshable(action:); "
      + "https://developer.apple.com/documentation/swiftui/button"
  ) {
    let driver = SwiftUIStoreFrontDriver()
    var results: [String] = []
    var finished = false
    Task { @MainActor in
      await StoreScript.play(on: driver) { step, shown, expected in
        results.append(shown == expected ? "" : "\(step): \(shown), expected \(expected)")
      }
      finished = true
    }
    for _ in 0..<3_000 where !finished {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    try expect(finished, "the script ended")
    try expect(results.count == StoreScript.Step.allCases.count, "every step checked: \(results.count)")
    let failures = results.filter { !$0.isEmpty }
    try expect(failures.isEmpty, failures.joined(separator: "; "))
    try expect(driver.host.stateWritesDuringUpdate.isEmpty, "\(driver.host.stateWritesDuringUpdate)")
  }
]
