import ReuseKit

/// The Store screen's data: five sections of cards, each shown in a layout
/// of its own, and the batches that move the sections.
///
/// A section's identity picks its layout (``layout(of:)``), so a section
/// keeps its layout, and a carousel its horizontal position, wherever a
/// batch moves it.
struct StoreCatalog {
  // MARK: - Lifecycle

  /// The catalog in its first order: Featured, Picks, New, Wall, Recent.
  init() {
    var next = 1
    sections = Self.shelves.map { shelf in
      let cards = (0..<shelf.count).map { offset in
        Card(
          id: next + offset, name: SampleText.pick(SampleText.names, next + offset - 1),
          note: SampleText.pick(SampleText.notes, next + offset - 1))
      }
      next += shelf.count
      return Shelf(id: shelf.id, title: shelf.title, cards: cards)
    }
  }

  // MARK: - Internal

  /// A titled section of cards.
  struct Shelf {
    /// The identity of the section, which picks its layout.
    let id: Int
    let title: String
    let cards: [Card]
  }

  /// The identity of the Featured carousel.
  static let featured = 1
  /// The identity of the New carousel.
  static let new = 3

  /// The width of a card in each carousel, by the section's identity.
  static let cardWidths = [featured: 26.0, new: 17.0]
  /// The space between two cards of a carousel.
  static let cardSpacing = 1.0

  /// The identities of the Wall's cards, which are tiles of their own heights.
  static let wall: Range<Int> = {
    var next = 1
    for shelf in shelves {
      if shelf.id == 4 { return next..<(next + shelf.count) }
      next += shelf.count
    }
    return 0..<0
  }()

  /// The sections, in the order shown.
  private(set) var sections: [Shelf]

  /// The titles of the sections, in the order shown.
  var order: [String] { sections.map(\.title) }

  /// The catalog as a snapshot; the section models are titles and counts.
  var snapshot: Snapshot<CardSection, Card> {
    var snapshot = Snapshot<CardSection, Card>()
    for shelf in sections {
      let section = CardSection(id: shelf.id, title: shelf.title, count: shelf.cards.count)
      snapshot.appendSections([section])
      snapshot.appendItems(shelf.cards, toSection: section)
    }
    return snapshot
  }

  /// The layout of `section`, by its identity: two carousels, a grid, a
  /// waterfall and a list, each with a one-line header.
  static func layout(of section: CardSection) -> SectionLayout {
    var layout: SectionLayout =
      switch section.id {
      case featured:
        .carousel(
          itemWidth: .absolute(cardWidths[featured] ?? 1), itemHeight: .fixed(3), interitemSpacing: cardSpacing,
          scrollingBehavior: .paging)
      case 2: .grid(columns: .minimumWidth(24), itemHeight: .fixed(3), interitemSpacing: 1)
      case new:
        .carousel(itemWidth: .absolute(cardWidths[new] ?? 1), itemHeight: .fixed(3), interitemSpacing: cardSpacing)
      case 4: .waterfall(columns: 3, itemHeight: .selfSizing(estimate: 4), interitemSpacing: 1)
      default: .list(itemHeight: .fixed(1))
      }
    layout.headerHeight = 1
    return layout
  }

  /// `m`: moves the first section below the second, and the last above the
  /// one before it; returns the titles that moved.
  mutating func swapNeighbours() -> [String] {
    sections.swapAt(0, 1)
    sections.swapAt(sections.count - 2, sections.count - 1)
    return [sections[1].title, sections[sections.count - 2].title]
  }

  /// `r`: moves a random section to a random other place; returns its title
  /// and its old and new positions.
  mutating func moveRandomSection(using random: inout some RandomNumberGenerator) -> (String, Int, Int) {
    let from = Int.random(in: 0..<sections.count, using: &random)
    var to = Int.random(in: 0..<(sections.count - 1), using: &random)
    if to >= from { to += 1 }
    let shelf = sections.remove(at: from)
    sections.insert(shelf, at: to)
    return (shelf.title, from, to)
  }

  // MARK: - Private

  private static let shelves: [(id: Int, title: String, count: Int)] = [
    (featured, "Featured", 8), (2, "Picks", 6), (new, "New", 10), (4, "Wall", 12), (5, "Recent", 6),
  ]
}
