import ReuseKit

// The store front, shared by the three galleries: the terminal Gallery
// (headless), UIKitGallery and SwiftUIGallery compile this one file, so
// the three show the same sections in the same layouts, load the same
// pages, fail and refresh the same way, and their tests play the same
// script (StoreScript) against the same expectations.

/// A section of the store front: a carousel of featured products, a grid
/// of products and a list of reviews.
public enum StoreSection: String, Hashable, Diffable, Sendable, CaseIterable {
  case featured, products, reviews

  /// The section's header.
  public var title: String {
    switch self {
    case .featured: "Featured"
    case .products: "Products"
    case .reviews: "Reviews"
    }
  }

  public var diffIdentifier: String { rawValue }
}

/// A featured product, a product or a review: the one item type of the
/// store front's data source, named by an identity such as `"review-7"`.
public struct StoreItem: Hashable, Diffable, Sendable, CustomStringConvertible {
  /// An item with the identity `id`, titled `title`, with `detail` under it.
  public init(id: String, title: String, detail: String) {
    self.id = id
    self.title = title
    self.detail = detail
  }

  /// The identity, such as `"featured-2"`.
  public let id: String
  /// The headline: a product's name, a review's first words.
  public let title: String
  /// The line under it: a price, a reviewer.
  public let detail: String

  public var diffIdentifier: String { id }
  public var description: String { id }
}

/// The store front's layouts, snapshots and texts.
public enum StoreFront {
  /// The layout of `section`, its sizes in points times `scale` (a
  /// terminal draws a line for every 20 points: `scale` 0.05).
  ///
  /// The featured products scroll sideways in a carousel that pages, the
  /// products sit in a grid of two columns, and the reviews are full-width
  /// rows; every section has a header.
  public static func layout(of section: StoreSection, scale: Double = 1) -> SectionLayout {
    var layout: SectionLayout =
      switch section {
      case .featured:
        .carousel(
          itemWidth: .fractionalWidth(0.8), itemHeight: .fixed(160 * scale), interitemSpacing: 10 * scale,
          scrollingBehavior: .paging)
      case .products: .grid(columns: .count(2), itemHeight: .fixed(120 * scale), interitemSpacing: 10 * scale)
      case .reviews: .list(itemHeight: .fixed(60 * scale), spacing: 0)
      }
    layout.headerHeight = 40 * scale
    return layout
  }

  /// The featured products of `edition`: each refresh brings a new edition,
  /// whose new product comes first.
  public static func featured(edition: Int) -> [StoreItem] {
    let newest = (0..<edition).reversed().map {
      StoreItem(id: "featured-new-\($0 + 1)", title: "New \($0 + 1)", detail: "Just in")
    }
    return newest + (1...4).map { StoreItem(id: "featured-\($0)", title: "Featured \($0)", detail: "$\($0 * 10)") }
  }

  /// The six products of the grid.
  public static let products = (1...6).map {
    StoreItem(id: "product-\($0)", title: "Product \($0)", detail: "$\($0 * 3)")
  }

  /// The reviews of page `page`, five to a page, from 0.
  public static func reviews(page: Int) -> [StoreItem] {
    (page * 5 + 1...page * 5 + 5).map {
      StoreItem(id: "review-\($0)", title: "Review \($0)", detail: "by reader \($0)")
    }
  }

  /// The number of review pages; the last one ends the list.
  public static let reviewPageCount = 3

  /// The first page of the store front of `edition`: every section, with
  /// the first page of reviews.
  public static func firstPage(edition: Int) -> [DiffSection<StoreSection, StoreItem>] {
    [
      DiffSection(model: .featured, items: featured(edition: edition)),
      DiffSection(model: .products, items: products),
      DiffSection(model: .reviews, items: reviews(page: 0)),
    ]
  }

  /// The first page of `edition` as a snapshot: what a refresh shows.
  public static func snapshot(edition: Int) -> Snapshot<StoreSection, StoreItem> {
    var snapshot = Snapshot<StoreSection, StoreItem>()
    for section in firstPage(edition: edition) {
      snapshot.appendSections([section.model])
      snapshot.appendItems(section.items, toSection: section.model)
    }
    return snapshot
  }

  /// The text of the view at the bottom after a page failed to load.
  public static let retryTitle = "Could not load more reviews. Try again."

  /// The state view's text for `phase`: the empty store, its first load, its failure.
  public static func statusTitle(_ phase: ContentPhase) -> String {
    switch phase {
    case .empty: "The store is empty"
    case .loading: "Loading the store…"
    case .failed: "The store could not load"
    }
  }
}

/// The store front's server: the first page of every section, then pages
/// of reviews, and the first page again, of a new edition, on a refresh.
/// The second page of reviews fails the first time it is asked for, as a
/// flaky network does, so that every front end shows its retry view.
public actor StoreServer {
  /// What the server refused to send.
  public struct Outage: Error, CustomStringConvertible {
    public var description: String { "the network is down" }
  }

  /// A server whose store holds nothing when `isEmpty`.
  public init(isEmpty: Bool = false) {
    self.isEmpty = isEmpty
  }

  /// The page after `boundary`, the last item shown, or the first page
  /// when nothing is shown.
  public func page(after boundary: StoreItem?) throws -> DiffableDataSource<StoreSection, StoreItem>.Paging.Page {
    guard !isEmpty else { return .init(sections: [], reachedEnd: true) }
    guard let boundary, let number = Int(boundary.id.split(separator: "-").last ?? "") else {
      return .init(sections: StoreFront.firstPage(edition: edition))
    }
    let page = number / 5
    if page == 2, !failedOnce {
      failedOnce = true
      throw Outage()
    }
    return .init(
      items: StoreFront.reviews(page: page), section: .reviews, reachedEnd: page + 1 >= StoreFront.reviewPageCount)
  }

  /// The first page of a new edition.
  public func refresh() -> Snapshot<StoreSection, StoreItem> {
    edition += 1
    return isEmpty ? Snapshot() : StoreFront.snapshot(edition: edition)
  }

  private let isEmpty: Bool
  private var edition = 0
  private var failedOnce = false
}

/// The script every front end plays, and what it must show after each step.
public enum StoreScript {
  /// A step of the script.
  public enum Step: String, CaseIterable, Sendable {
    /// The store opens: its state view says it loads.
    case launch
    /// The first page is on screen.
    case firstLoad
    /// A scroll to the bottom loads the second page of reviews.
    case scrollToBottom
    /// Another scroll to the bottom: the third page fails.
    case failedLoad
    /// The retry view loads it again.
    case retry
    /// A pull from the top refreshes the store: a new edition.
    case refresh
  }

  /// What a front end shows: the items in order, whether the retry view
  /// shows at the bottom, and the state view's title, if any.
  public struct Shown: Equatable, Sendable, CustomStringConvertible {
    public init(items: [String], showsRetry: Bool, status: String?) {
      self.items = items
      self.showsRetry = showsRetry
      self.status = status
    }

    public let items: [String]
    public let showsRetry: Bool
    public let status: String?

    public var description: String {
      "\(items.count) items \(items.prefix(2))…\(items.suffix(2)), retry \(showsRetry), status \(status ?? "none")"
    }
  }

  /// What every front end must show after `step`.
  public static func expected(after step: Step) -> Shown {
    let first = StoreFront.firstPage(edition: 0).flatMap(\.items).map(\.id)
    let reviews = { (pages: Int) in (1..<pages).flatMap { StoreFront.reviews(page: $0) }.map(\.id) }
    switch step {
    case .launch: return Shown(items: [], showsRetry: false, status: StoreFront.statusTitle(.loading))
    case .firstLoad: return Shown(items: first, showsRetry: false, status: nil)
    case .scrollToBottom: return Shown(items: first + reviews(2), showsRetry: false, status: nil)
    case .failedLoad: return Shown(items: first + reviews(2), showsRetry: true, status: nil)
    case .retry: return Shown(items: first + reviews(3), showsRetry: false, status: nil)
    case .refresh:
      return Shown(items: StoreFront.firstPage(edition: 1).flatMap(\.items).map(\.id), showsRetry: false, status: nil)
    }
  }
}

/// A front end that plays the store front's script: a headless list, a
/// UIKit collection view, a SwiftUI list, each driven as a person would.
@MainActor
public protocol StoreFrontDriver: AnyObject {
  /// What the front end shows now.
  var shown: StoreScript.Shown { get }
  /// Scrolls to the end of the list.
  func scrollToBottom() async
  /// Scrolls to the start of the list.
  func scrollToTop() async
  /// Pulls the list down from its top and lets go.
  func pullToRefresh() async
  /// Asks the retry view for the page again, as a person does: a tap, or
  /// a drag on UIKit.
  func retry() async
  /// Waits until no page loads and no refresh runs, and the list is laid out.
  func settle() async
}

extension StoreScript {
  /// Plays the script on `driver`, handing `check` what it shows after
  /// each step, with what it should show.
  @MainActor
  public static func play(
    on driver: some StoreFrontDriver, check: (Step, _ shown: Shown, _ expected: Shown) -> Void
  ) async {
    for step in Step.allCases {
      switch step {
      case .launch: break
      case .firstLoad: await driver.settle()
      case .scrollToBottom, .failedLoad:
        await driver.scrollToBottom()
        await driver.settle()
      case .retry:
        await driver.retry()
        await driver.settle()
      case .refresh:
        await driver.scrollToTop()
        await driver.pullToRefresh()
        await driver.settle()
      }
      check(step, driver.shown, expected(after: step))
    }
  }
}
