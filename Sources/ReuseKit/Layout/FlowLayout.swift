/// The layout of a list or a grid: the frame of every item, the content size
/// and the items in a viewport, kept up to date through height changes, late
/// size reports, width changes and batch updates.
///
/// Use it as ``ListLayout`` or ``GridLayout``. Items flow into rows of
/// ``ColumnMetrics/count`` columns; a row is as tall as its tallest item, and
/// every item of the row takes that height. Sections stack a header, their
/// rows and a footer.
///
/// <!-- compile: prelude layout-context -->
/// ```swift
/// var layout = ListLayout(
///   sectionCounts: [1_000_000], width: 320,
///   arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 44)))
/// let pin = layout.pin(for: viewport, sticksToBottom: false)
/// let unmeasured = layout.unmeasuredItems(in: viewport)
/// layout.recordMeasuredHeights(unmeasured.map { path in
///   (path, cell(at: path).preferredHeight(forWidth: layout.itemWidth(of: path)))
/// })
/// viewport.offset = layout.offset(for: pin, in: viewport)
/// let paths = layout.visibleItems(in: viewport)
/// ```
///
/// Positions come from prefix sums in a Fenwick tree over the rows, so a
/// height change and a query of the visible items are both O(log n). A layout
/// holds 17 bytes per row of a list: a height, a measured flag and a tree
/// node. Queries never apply pending size reports; ``applyReportedHeights()``
/// does.
///
/// Heights that are not multiples of a power of two round differently in
/// the tree than in a sum from the top, by about 1e-16 of the content height
/// per change; batch updates and width changes rebuild the tree, which resets
/// that drift.
package struct FlowLayout<Arrangement: LayoutArrangement> {
  // MARK: - Lifecycle

  /// Builds the layout of `sectionCounts` items at `width`.
  ///
  /// - Parameters:
  ///   - sectionCounts: The number of items in each section.
  ///   - width: The width of the container.
  ///   - arrangement: The columns, heights, spacing, insets and supplementary heights.
  ///   - sectionLayouts: The layout of each section; by default, the arrangement's.
  ///   - height: The known height of an item, or `nil` for the default (fixed
  ///     or estimated) height. Heights it gives count as measured.
  /// - Complexity: O(n + s) for n items and s sections, plus n calls of `height`.
  package init(
    sectionCounts: [Int], width: Double, arrangement: Arrangement, sectionLayouts: [SectionLayout]? = nil,
    height: ((ItemPath) -> Double?)? = nil
  ) {
    self.arrangement = arrangement
    self.width = width
    engine = LayoutEngine(
      sectionCounts: sectionCounts, rules: LayoutRules(arrangement), width: width, layouts: sectionLayouts,
      height: height)
  }

  // MARK: - Public

  /// The columns, heights, spacing, insets and supplementary heights.
  package let arrangement: Arrangement

  /// The width of the container; change it with ``setWidth(_:)``.
  ///
  /// - Complexity: O(1).
  package internal(set) var width: Double

  /// How many layout passes applied reported heights; see
  /// ``applyReportedHeights()``.
  ///
  /// - Complexity: O(1).
  package internal(set) var layoutPassCount = 0

  /// The columns at the current width of a section laid out as the
  /// arrangement says.
  ///
  /// - Complexity: O(1).
  package var columns: ColumnMetrics { engine.metrics }

  /// The width the items of a section laid out as the arrangement says are
  /// measured at; see ``itemWidth(of:)`` for one item.
  ///
  /// - Complexity: O(1).
  package var itemWidth: Double { engine.metrics.itemWidth }

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  package var numberOfSections: Int { engine.sectionCount }

  /// The number of items in `section`.
  ///
  /// - Complexity: O(1).
  package func numberOfItems(inSection section: Int) -> Int { engine.itemCount(inSection: section) }

  /// The size of all content, insets included, as of the last layout pass.
  ///
  /// - Complexity: O(log n).
  package var contentSize: LayoutSize { LayoutSize(width: width, height: engine.contentHeight) }

  /// The frame of the item at `path`, as of the last layout pass.
  ///
  /// - Complexity: O(log n + c) for c columns.
  package func frame(of path: ItemPath) -> LayoutRect { engine.frame(of: path) }

  /// The frame of the header of `section`.
  ///
  /// - Complexity: O(log n).
  package func headerFrame(inSection section: Int) -> LayoutRect {
    engine.supplementaryFrame(inSection: section, footer: false)
  }

  /// The frame of the footer of `section`.
  ///
  /// - Complexity: O(log n).
  package func footerFrame(inSection section: Int) -> LayoutRect {
    engine.supplementaryFrame(inSection: section, footer: true)
  }

  /// The items whose frames meet `viewport` (see ``LayoutRect/intersects(_:)``),
  /// in ascending order. Only the viewport's offset and height count.
  ///
  /// - Complexity: O(log n + log s + v) for the v items, headers and footers
  ///   in the viewport.
  package func visibleItems(in viewport: Viewport) -> [ItemPath] { engine.visibleItems(in: viewport) }

  /// Whether the item at `path` has its height from a measurement at the
  /// current width, or a fixed height; `false` while it uses the estimate.
  ///
  /// - Complexity: O(1).
  package func isMeasured(_ path: ItemPath) -> Bool { engine.measured[engine.flatIndex(of: path)] }

  /// The bytes of layout state the layout holds: the capacity of its storage
  /// times the size of its elements.
  ///
  /// - Complexity: O(1).
  package var allocatedByteCount: Int { engine.allocatedByteCount }

  // MARK: - Internal

  var engine: LayoutEngine
  var observers = ContentSizeObservers()
  var notifiedSize: LayoutSize?

  /// Tells the observers about a new content size, if it changed.
  ///
  /// - Complexity: O(log n) with observers, O(1) without.
  mutating func contentSizeMayHaveChanged() {
    guard !observers.isEmpty else { return }
    let size = contentSize
    guard size != notifiedSize else { return }
    notifiedSize = size
    observers.notify(size)
  }
}

/// A layout of one column of rows, like `UITableView`'s.
package typealias ListLayout = FlowLayout<ListArrangement>

/// A flow layout of items in columns, like `UICollectionViewFlowLayout`'s.
package typealias GridLayout = FlowLayout<GridArrangement>
