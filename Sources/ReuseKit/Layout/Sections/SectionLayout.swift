/// How one section lays out its items, as an `NSCollectionLayoutSection`
/// does in a compositional layout: as a list, a grid, a carousel that
/// scrolls sideways, or a waterfall of columns.
///
/// A data source chooses a layout for each section by its identity
/// (``DiffableDataSource/sectionLayout``); one container then shows sections
/// of different layouts, one under the other:
///
/// <!-- compile: prelude store -->
/// ```swift
/// var featured = SectionLayout.carousel(
///   itemWidth: .fractionalWidth(0.8), itemHeight: .fixed(120), interitemSpacing: 8)
/// featured.contentInsets = LayoutInsets(top: 8, left: 16, bottom: 8, right: 16)
/// featured.headerHeight = 30
/// dataSource.sectionLayout = { section in
///   section == "featured" ? featured : .grid(columns: .count(2), itemHeight: .selfSizing(estimate: 80))
/// }
/// ```
///
/// Every layout has ``contentInsets`` between its header and footer and its
/// items, a header and a footer, and may pin its header to the top of the
/// viewport. A layout's numbers are checked when a container lays out the
/// section: a column count under one, a width fraction outside `0 < f ≤ 1`,
/// or a negative spacing, inset or height stops with a message that names
/// the section and the value.
public struct SectionLayout: Hashable, Sendable {
  // MARK: - Lifecycle

  package init(kind: Kind, itemHeight: ItemHeight, interitemSpacing: Double, lineSpacing: Double) {
    self.kind = kind
    self.itemHeight = itemHeight
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
  }

  // MARK: - Public

  /// How wide each item of a carousel is, in the vocabulary of
  /// `NSCollectionLayoutDimension`.
  public enum ItemWidth: Hashable, Sendable {
    /// A fraction, more than 0 and at most 1, of the section's width inside
    /// its insets.
    case fractionalWidth(Double)
    /// A width in points, more than 0.
    case absolute(Double)
  }

  /// How a carousel comes to rest when it is scrolled sideways, as
  /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
  public enum OrthogonalScrollingBehavior: Hashable, Sendable {
    /// It stays wherever it is scrolled to.
    case continuous
    /// It rests with an item's leading edge at the section's leading inset.
    case paging
  }

  /// One column of rows, as wide as the section inside its insets, `spacing`
  /// apart: the layout of a list, and of every section of a ``HeadlessList``.
  ///
  /// - Complexity: O(1); a height change and a query are O(log n) for n items.
  public static func list(itemHeight: ItemHeight = .fixed(44), spacing: Double = 0) -> SectionLayout {
    SectionLayout(kind: .list, itemHeight: itemHeight, interitemSpacing: 0, lineSpacing: spacing)
  }

  /// Apple's list: one column of self-sizing rows, `estimatedItemHeight`
  /// points tall until measured, inside the appearance's insets
  /// (``ListAppearance/contentInsets``). On a collection view the section
  /// is UIKit's list section of that appearance, whose items show their
  /// swipe actions (``ViewConfiguration/swipeActions(edge:allowsFullSwipe:_:)``)
  /// and accessories (``ViewConfiguration/accessories(_:)``); UIKit shows
  /// swipe actions in no other section of a collection view.
  ///
  /// - Complexity: O(1); a height change and a query are O(log n) for n items.
  public static func list(
    appearance: ListAppearance, showsSeparators: Bool = true, estimatedItemHeight: Double = 44
  ) -> SectionLayout {
    var layout = SectionLayout(
      kind: .list, itemHeight: .selfSizing(estimate: estimatedItemHeight), interitemSpacing: 0, lineSpacing: 0)
    layout.listAppearance = appearance
    layout.showsSeparators = showsSeparators
    layout.contentInsets = appearance.contentInsets
    return layout
  }

  /// Rows of as many columns as `columns` says, each row as tall as its
  /// tallest item.
  ///
  /// - Complexity: O(1); a height change is O(log n + c) and a query
  ///   O(log n + v) for n items, c columns and v visible items.
  public static func grid(
    columns: GridArrangement.Columns, itemHeight: ItemHeight, interitemSpacing: Double = 0, lineSpacing: Double = 0
  ) -> SectionLayout {
    SectionLayout(
      kind: .grid(columns), itemHeight: itemHeight, interitemSpacing: interitemSpacing, lineSpacing: lineSpacing)
  }

  /// One row of items that scrolls sideways, with its own horizontal offset
  /// that follows the section's identity through applies, moves and reloads.
  /// The row is as tall as its tallest item, or the fixed height.
  ///
  /// - Complexity: O(1); a query is O(log n + v); a height change is
  ///   O(log n), and O(log n + k) for a carousel of k items when it makes
  ///   the last of its tallest items shorter.
  public static func carousel(
    itemWidth: ItemWidth, itemHeight: ItemHeight, interitemSpacing: Double = 0,
    scrollingBehavior: OrthogonalScrollingBehavior = .continuous
  ) -> SectionLayout {
    SectionLayout(
      kind: .carousel(itemWidth, scrollingBehavior), itemHeight: itemHeight, interitemSpacing: interitemSpacing,
      lineSpacing: 0)
  }

  /// Columns of items of their own heights, as a masonry wall: each item
  /// goes to the shortest column (the leftmost of equals) when it enters the
  /// section, and stays in that column while every item before it stays. A
  /// height change then moves only the items after it in the same column.
  ///
  /// - Complexity: O(1); a height change is O(log n + c + m) for the m items
  ///   after it in its column, and a query O(log n + c log k + v log v) for
  ///   k items in the section.
  public static func waterfall(
    columns: Int, itemHeight: ItemHeight, interitemSpacing: Double = 0, lineSpacing: Double = 0
  ) -> SectionLayout {
    SectionLayout(
      kind: .waterfall(columns), itemHeight: itemHeight, interitemSpacing: interitemSpacing, lineSpacing: lineSpacing)
  }

  /// Space between the header and the first item, around the items, and
  /// between the last item and the footer, as a section's `contentInsets`.
  public var contentInsets = LayoutInsets.zero

  /// The height of the header until its view gives one; 0 for none.
  public var headerHeight = 0.0

  /// The height of the footer until its view gives one; 0 for none.
  public var footerHeight = 0.0

  /// The appearance of a list of Apple's (``list(appearance:showsSeparators:estimatedItemHeight:)``);
  /// `nil` for any other layout.
  public private(set) var listAppearance: ListAppearance?

  /// Whether a list of Apple's shows separators between its rows.
  public private(set) var showsSeparators = false

  /// Whether the header stays at the top of the viewport while its section
  /// is under it, as a boundary item's `pinToVisibleBounds`.
  public var pinsHeaderToVisibleBounds = false

  // MARK: - Internal

  /// The shape of the layout.
  package enum Kind: Hashable, Sendable {
    case list
    case grid(GridArrangement.Columns)
    case carousel(ItemWidth, OrthogonalScrollingBehavior)
    case waterfall(Int)
  }

  package var kind: Kind
  /// How the section finds the heights of its items.
  package var itemHeight: ItemHeight
  /// The horizontal space between two items of a row.
  package var interitemSpacing: Double
  /// The vertical space between two rows, or two items of a column.
  package var lineSpacing: Double

  /// The name of the layout's shape, for messages.
  package var kindName: String {
    switch kind {
    case .list: "list"
    case .grid: "grid"
    case .carousel: "carousel"
    case .waterfall: "waterfall"
    }
  }
}
