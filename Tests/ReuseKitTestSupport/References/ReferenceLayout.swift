import ReuseKit

/// A naive layout over plain arrays that recomputes every frame on every
/// query: the reference ``FlowLayout`` is checked against.
///
/// It mirrors the public behavior of ``FlowLayout`` (heights, late reports,
/// width changes, batch updates, anchoring) with the simplest code, in O(n)
/// per query.
package struct ReferenceLayout {
  // MARK: - Lifecycle

  /// A reference for a ``ListLayout`` with `arrangement`.
  package init(sectionCounts: [Int], width: Double, list arrangement: ListArrangement) {
    self.init(
      sectionCounts: sectionCounts, width: width, columnRule: nil, itemHeight: arrangement.itemHeight,
      interitemSpacing: 0, lineSpacing: arrangement.rowSpacing, insets: arrangement.insets,
      headerHeight: arrangement.headerHeight, footerHeight: arrangement.footerHeight)
  }

  /// A reference for a ``GridLayout`` with `arrangement`.
  package init(sectionCounts: [Int], width: Double, grid arrangement: GridArrangement) {
    self.init(
      sectionCounts: sectionCounts, width: width, columnRule: arrangement.columnRule,
      itemHeight: arrangement.itemHeight, interitemSpacing: arrangement.interitemSpacing,
      lineSpacing: arrangement.lineSpacing, insets: arrangement.insets, headerHeight: arrangement.headerHeight,
      footerHeight: arrangement.footerHeight)
  }

  private init(
    sectionCounts: [Int], width: Double, columnRule: GridArrangement.Columns?, itemHeight: ItemHeight,
    interitemSpacing: Double, lineSpacing: Double, insets: LayoutInsets, headerHeight: Double, footerHeight: Double
  ) {
    self.width = width
    self.columnRule = columnRule
    self.itemHeight = itemHeight
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
    self.insets = insets
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    heights = sectionCounts.map { Array(repeating: itemHeight.defaultHeight, count: $0) }
    measured = sectionCounts.map { Array(repeating: !itemHeight.isSelfSizing, count: $0) }
    headers = Array(repeating: headerHeight, count: sectionCounts.count)
    footers = Array(repeating: footerHeight, count: sectionCounts.count)
  }

  // MARK: - Public

  /// The container width.
  package private(set) var width: Double
  /// The height of every item.
  package private(set) var heights: [[Double]]
  /// Whether every item was measured.
  package private(set) var measured: [[Bool]]
  /// The header heights.
  package private(set) var headers: [Double]
  /// The footer heights.
  package private(set) var footers: [Double]
  /// How many passes applied reports.
  package private(set) var layoutPassCount = 0

  /// The number of columns: counted up while one more column still fits.
  package var columnCount: Int {
    guard let columnRule else { return 1 }
    let minimum: Double
    switch columnRule {
    case .count(let count): return count
    case .minimumWidth(let width), .fixedWidth(let width): minimum = width
    }
    var count = 1
    while Double(count + 1) * minimum + Double(count) * interitemSpacing <= available { count += 1 }
    return count
  }

  /// The width of every item.
  package var itemWidth: Double {
    switch columnRule {
    case nil: return available
    case .minimumWidth?, .count?:
      let count = columnCount
      return max(0, (available - Double(count - 1) * interitemSpacing) / Double(count))
    case .fixedWidth(let width)?: return width
    }
  }

  /// The frame of every item, computed from the top.
  package var frames: [[LayoutRect]] { walk().frames }

  /// The height of all content.
  package var contentHeight: Double { walk().end + insets.bottom }

  /// The items whose frames meet `viewport`.
  package func visibleItems(in viewport: Viewport) -> [ItemPath] {
    paths(frames).filter { frames[$0.section][$0.item].intersects(viewport) }
  }

  /// The first item whose frame ends below the viewport's top.
  package func anchor(for viewport: Viewport) -> ScrollAnchor {
    let frames = frames
    guard let item = paths(frames).first(where: { frames[$0.section][$0.item].maxY > viewport.offset }) else {
      return ScrollAnchor(item: nil, distance: 0, offset: viewport.offset)
    }
    return ScrollAnchor(
      item: item, distance: viewport.offset - frames[item.section][item.item].minY, offset: viewport.offset)
  }

  /// The offset that restores `anchor`.
  package func offset(restoring anchor: ScrollAnchor) -> Double {
    guard let item = anchor.item, heights.indices.contains(item.section),
      heights[item.section].indices.contains(item.item)
    else { return anchor.offset }
    return frames[item.section][item.item].minY + anchor.distance
  }

  /// Sets a measured height.
  package mutating func setHeight(_ height: Double, for path: ItemPath) {
    heights[path.section][path.item] = height
    measured[path.section][path.item] = true
  }

  /// Goes back to the default height.
  package mutating func invalidateHeight(of path: ItemPath) {
    heights[path.section][path.item] = itemHeight.defaultHeight
    measured[path.section][path.item] = !itemHeight.isSelfSizing
  }

  /// Sets a header height.
  package mutating func setHeaderHeight(_ height: Double, forSection section: Int) { headers[section] = height }

  /// Sets a footer height.
  package mutating func setFooterHeight(_ height: Double, forSection section: Int) { footers[section] = height }

  /// Records a late report.
  package mutating func reportHeight(_ height: Double, for path: ItemPath) { pending.append((path, height)) }

  /// Applies the reports, anchored.
  package mutating func layoutIfNeeded(anchoring viewport: Viewport) -> Viewport {
    guard !pending.isEmpty else { return viewport }
    let anchor = anchor(for: viewport)
    applyPending()
    var result = viewport
    result.offset = offset(restoring: anchor)
    return result
  }

  /// Measures visible items until all are measured, holding the anchor
  /// taken before the first round: rows revealed above it do not push it.
  package mutating func measureVisibleItems(
    in viewport: Viewport, measure: (ItemPath, Double) -> Double?
  ) -> Viewport {
    var result = layoutIfNeeded(anchoring: viewport)
    let anchor = anchor(for: result)
    while true {
      let unmeasured = visibleItems(in: result).filter { !measured[$0.section][$0.item] }
      if unmeasured.isEmpty { return result }
      for path in unmeasured { setHeight(measure(path, itemWidth) ?? heights[path.section][path.item], for: path) }
      result.offset = offset(restoring: anchor)
    }
  }

  /// Changes the width, invalidating self-sized heights when the item width changes.
  package mutating func setWidth(_ newWidth: Double, anchoring viewport: Viewport) -> Viewport {
    let anchor = anchor(for: viewport)
    let oldItemWidth = itemWidth
    width = newWidth
    if itemHeight.isSelfSizing, itemWidth != oldItemWidth {
      pending = []
      heights = heights.map { $0.map { _ in itemHeight.defaultHeight } }
      measured = measured.map { $0.map { _ in false } }
    }
    var result = viewport
    result.width = newWidth
    result.offset = offset(restoring: anchor)
    return result
  }

  /// Applies a batch update's effect, anchored on the first surviving visible item.
  package mutating func apply(_ update: LayoutUpdate, anchoring viewport: Viewport) -> Viewport {
    var candidates = visibleItems(in: viewport)
    if candidates.isEmpty, let item = anchor(for: viewport).item { candidates = [item] }
    let oldFrames = frames
    if !pending.isEmpty { applyPending() }
    var newHeights: [[Double]] = []
    var newMeasured: [[Bool]] = []
    var newHeaders: [Double] = []
    var newFooters: [Double] = []
    var moved: [ItemPath: ItemPath] = [:]
    for (finalSection, section) in update.sections.enumerated() {
      newHeaders.append(section.source.map { headers[$0] } ?? headerHeight)
      newFooters.append(section.source.map { footers[$0] } ?? footerHeight)
      var sectionHeights: [Double] = []
      var sectionMeasured: [Bool] = []
      for (item, source) in section.items.enumerated() {
        switch source {
        case .old(let path):
          sectionHeights.append(heights[path.section][path.item])
          sectionMeasured.append(measured[path.section][path.item])
          moved[path] = ItemPath(item: item, section: finalSection)
        case .new:
          sectionHeights.append(itemHeight.defaultHeight)
          sectionMeasured.append(!itemHeight.isSelfSizing)
        }
      }
      newHeights.append(sectionHeights)
      newMeasured.append(sectionMeasured)
    }
    heights = newHeights
    measured = newMeasured
    headers = newHeaders
    footers = newFooters
    var result = viewport
    if let survivor = candidates.first(where: { moved[$0] != nil }), let destination = moved[survivor] {
      let distance = viewport.offset - oldFrames[survivor.section][survivor.item].minY
      result.offset = frames[destination.section][destination.item].minY + distance
    }
    return result
  }

  // MARK: - Private

  private let columnRule: GridArrangement.Columns?
  private let itemHeight: ItemHeight
  private let interitemSpacing: Double
  private let lineSpacing: Double
  private let insets: LayoutInsets
  private let headerHeight: Double
  private let footerHeight: Double
  private var pending: [(ItemPath, Double)] = []

  private var available: Double { max(0, width - insets.left - insets.right) }

  private mutating func applyPending() {
    for (path, height) in pending { setHeight(height, for: path) }
    pending = []
    layoutPassCount += 1
  }

  private func paths(_ frames: [[LayoutRect]]) -> [ItemPath] {
    frames.indices.flatMap { section in frames[section].indices.map { ItemPath(item: $0, section: section) } }
  }

  private func walk() -> (frames: [[LayoutRect]], end: Double) {
    var y = insets.top
    var result: [[LayoutRect]] = []
    let columns = columnCount
    let width = itemWidth
    for section in heights.indices {
      y += headers[section]
      var frames: [LayoutRect] = []
      var first = 0
      while first < heights[section].count {
        if first > 0 { y += lineSpacing }
        let row = first..<min(first + columns, heights[section].count)
        let height = row.map { heights[section][$0] }.max() ?? 0
        var x = insets.left
        for _ in row {
          frames.append(LayoutRect(x: x, y: y, width: width, height: height))
          x += width + interitemSpacing
        }
        y += height
        first = row.upperBound
      }
      y += footers[section]
      result.append(frames)
    }
    return (result, y)
  }
}
