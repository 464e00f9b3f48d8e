import ReuseKit
import StoreFront
import Testing

@testable import GalleryKit

/// The store front, headless: the script that UIKitGallery and
/// SwiftUIGallery play too (`StoreScript`), from the same file, shows the
/// same items in the same order, and the same retry and state views.
@MainActor
@Suite struct StoreFrontTests {
  /// Plays the script on the terminal gallery's screen, as a person would.
  final class Driver: StoreFrontDriver {
    let screen: StoreFrontScreen

    init(server: StoreServer = StoreServer()) {
      screen = StoreFrontScreen(
        environment: GalleryEnvironment(seed: 1, stopwatch: Stopwatch(isEnabled: false)), width: 60, height: 20,
        server: server)
    }

    var shown: StoreScript.Shown { screen.shown }

    func scrollToBottom() async { screen.collection.scroll(to: .bottom) }

    func scrollToTop() async { screen.collection.scroll(to: .top) }

    func pullToRefresh() async { #expect(screen.collection.interaction.pullToRefresh()) }

    func retry() async { #expect(screen.handle(character: "x")) }

    func settle() async {
      for round in 0..<100_000 {
        if screen.isSettled { break }
        if round % 8 == 7 { try? await Task.sleep(nanoseconds: 50_000) } else { await Task.yield() }
      }
      screen.layoutIfNeeded()
    }
  }

  @Test func theScriptShowsTheSameItemsRetryAndStateViewsAsOnUIKitAndSwiftUI() async {
    let driver = Driver()
    var steps: [StoreScript.Step] = []
    await StoreScript.play(on: driver) { step, shown, expected in
      steps.append(step)
      #expect(shown == expected, "\(step): \(shown), expected \(expected)")
    }
    #expect(steps == StoreScript.Step.allCases)
    let sections = driver.screen.dataSource.snapshot().sectionIdentifiers
    #expect(sections == [.featured, .products, .reviews])
  }

  @Test func anEmptyStoreShowsItsEmptyState() async {
    let driver = Driver(server: StoreServer(isEmpty: true))
    #expect(driver.shown.status == StoreFront.statusTitle(.loading))
    await driver.settle()
    #expect(driver.shown == StoreScript.Shown(items: [], showsRetry: false, status: StoreFront.statusTitle(.empty)))
  }

  @Test func theSectionsShowInTheirOwnLayouts() async {
    let driver = Driver()
    await driver.settle()
    let collection = driver.screen.collection
    let featured = [0, 1].map { collection.frameOfItem(at: ItemPath(item: $0, section: 0)) }
    #expect(featured[0].minY == featured[1].minY, "the featured products sit side by side in a carousel")
    let products = [0, 1, 2].map { collection.frameOfItem(at: ItemPath(item: $0, section: 1)) }
    #expect(products[0].minY == products[1].minY && products[2].minY > products[0].minY, "two columns")
    let review = collection.frameOfItem(at: ItemPath(item: 0, section: 2))
    #expect(review.width == collection.viewport.width, "a review is a full-width row")
  }
}
