import ReuseKit
import StoreFront

/// The store front that UIKitGallery and SwiftUIGallery show too, from the
/// same file (`Samples/StoreFront`): a carousel of featured products, a
/// grid of products and a list of reviews, loading more reviews at the
/// bottom, with a retry view when a page fails, a state view while the
/// store is empty or loads, and a pull to refresh.
///
/// `x` retries a failed page; `p` pulls the list down from its top.
@MainActor
final class StoreFrontScreen: GalleryScreen {
  // MARK: - Lifecycle

  /// The store front in a viewport of `width` by `height` lines, served by
  /// `server`.
  init(environment: GalleryEnvironment, width: Int, height: Int, server: StoreServer = StoreServer()) {
    self.environment = environment
    collection = HeadlessCollection(
      viewport: Viewport(width: Double(width), height: Double(height)),
      arrangement: CompositionalArrangement(section: .list(itemHeight: .fixed(1))))
    dataSource = DiffableDataSource(collection) { .view(StoreItemView.self, $0) }
    // A terminal draws a line for every 20 points.
    dataSource.sectionLayout = { StoreFront.layout(of: $0, scale: 0.05) }
    dataSource.supplementaryViewProvider = { kind, section in
      kind == .header ? .view(LineView.self, section.title) : nil
    }
    dataSource.background.provider = { .view(LineView.self, StoreFront.statusTitle($0)) }
    dataSource.paging.retryViewProvider = { _, _ in .view(RetryView.self, StoreFront.retryTitle) }
    dataSource.paging.threshold = 0
    dataSource.paging.loader = { request in try await server.page(after: request.boundaryItem) }
    dataSource.refreshing.action = { await server.refresh() }
    dataSource.refreshing.eventHandler = { [environment] event in
      environment.log.append("\(environment.timestamp) store front refresh: \(event)")
    }
    dataSource.paging.eventHandler = { [environment] event in
      guard case .failed(let edge, let error) = event else { return }
      environment.log.append("\(environment.timestamp) store front: the page at the \(edge) failed: \(error)")
    }
    dataSource.paging.edges = [.bottom]
  }

  // MARK: - Internal

  let collection: HeadlessCollection
  let dataSource: DiffableDataSource<StoreSection, StoreItem>

  var name: String { "Store front" }

  var subtitle: String {
    "carousel, grid and reviews · the same file in UIKit and SwiftUI · x retry · p pull to refresh"
  }

  var stats: ContainerStats { ContainerStats(collection) }

  var isSettled: Bool { !dataSource.paging.state(of: .bottom).isLoading && !dataSource.refreshing.state.isRefreshing }

  /// What the screen shows, as the store front's script reads it.
  var shown: StoreScript.Shown {
    let sections = collection.content.sectionCounts.count
    let footer =
      sections > 0 ? collection.content.supplementaryConfiguration(ofKind: .footer, inSection: sections - 1) : nil
    return StoreScript.Shown(
      items: dataSource.snapshot().itemIdentifiers.map(\.id),
      showsRetry: footer?.reuseIdentifier == ReuseIdentifier(RetryView.self),
      status: collection.backgroundView(as: LineView.self)?.view.text)
  }

  func resize(width: Int, height: Int) { collection.resize(width: width, height: height) }

  func scroll(by lines: Double) { collection.scroll(by: lines) }

  func randomChange() { scroll(by: collection.viewport.height) }

  @discardableResult
  func handle(character: Character) -> Bool {
    switch character {
    case "x": dataSource.paging.retry(.bottom)
    case "p": collection.interaction.pullToRefresh()
    default: return false
    }
    return true
  }

  func layoutIfNeeded() { collection.layoutIfNeeded() }

  func render() -> [String] { ContainerRenderer.render(collection) }

  func stopLoading() {
    dataSource.paging.edges = []
    dataSource.paging.reset()
    dataSource.refreshing.cancel()
  }

  // MARK: - Private

  private let environment: GalleryEnvironment
}
