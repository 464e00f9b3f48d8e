/// The storage and algorithms behind ``FlowLayout``, free of generics.
///
/// The content is a vertical stack of *slots*: for each section a header
/// slot, one slot per row of items, and a footer slot. A slot's extent is the
/// header height, the footer height, or the row height plus the line spacing
/// above every row but a section's first. A ``FenwickTree`` over the extents
/// gives the top of any slot and the slot at any offset in O(log n).
///
/// Each section has a layout of its own (``SectionLayout``): a list or a
/// grid has a slot per row; a carousel has one slot for its row, which
/// scrolls sideways by the section's horizontal offset; a waterfall has one
/// slot for its columns, whose items a ``WaterfallPlacement`` places. A
/// section's top inset is part of its header slot, its bottom inset of its
/// footer slot.
///
/// Per item the engine keeps its height (8 bytes) and whether it was measured
/// (1 byte); per slot, one tree node (8 bytes); per waterfall item, 16 bytes
/// of placement; per section, its layout and a dozen numbers. Row extents are
/// not stored: they follow from the item heights.
struct LayoutEngine {
  // MARK: - Lifecycle

  /// Builds the layout of `sectionCounts` items at `width`, each section
  /// laid out as `layouts` says (by default, the rules' layout); `height`
  /// gives the known height of an item, or `nil` for the default height.
  ///
  /// - Complexity: O(n + s) for n items and s sections, plus n calls of
  ///   `height`, plus O(k c) for each waterfall of k items in c columns.
  init(
    sectionCounts: [Int], rules: LayoutRules, width: Double, layouts: [SectionLayout]? = nil,
    height: ((ItemPath) -> Double?)?
  ) {
    self.rules = rules
    self.width = width
    var starts = [Int]()
    starts.reserveCapacity(sectionCounts.count + 1)
    starts.append(0)
    for count in sectionCounts {
      guard count >= 0 else {
        fatalError("FlowLayout: a section cannot hold \(count) items")
      }
      starts.append(starts[starts.count - 1] + count)
    }
    itemStarts = starts
    let layouts = layouts ?? Array(repeating: rules.defaultSection, count: sectionCounts.count)
    guard layouts.count == sectionCounts.count else {
      fatalError("FlowLayout: \(layouts.count) section layouts for \(sectionCounts.count) sections")
    }
    sectionLayouts = layouts
    geometries = layouts.map { SectionGeometry($0, width: width, insets: rules.insets) }
    let itemCount = starts[starts.count - 1]
    if let height {
      var heights = [Double]()
      var measured = [Bool]()
      heights.reserveCapacity(itemCount)
      measured.reserveCapacity(itemCount)
      for (section, count) in sectionCounts.enumerated() {
        let rule = geometries[section].itemHeight
        let defaultHeight = Self.checked(rule.defaultHeight)
        for item in 0..<count {
          let known = height(ItemPath(item: item, section: section))
          heights.append(Self.checked(known ?? defaultHeight))
          measured.append(!rule.isSelfSizing || known != nil)
        }
      }
      self.heights = heights
      self.measured = measured
    } else {
      heights = Self.filled(starts, with: geometries.map { Self.checked($0.itemHeight.defaultHeight) })
      measured = Self.filled(starts, with: geometries.map { !$0.itemHeight.isSelfSizing })
    }
    headerHeights = geometries.map(\.headerHeight)
    footerHeights = geometries.map(\.footerHeight)
    headerMeasured = Array(repeating: false, count: sectionCounts.count)
    footerMeasured = Array(repeating: false, count: sectionCounts.count)
    horizontalOffsets = Array(repeating: 0, count: sectionCounts.count)
    waterfalls = Array(repeating: nil, count: sectionCounts.count)
    carouselRows = []
    slotStarts = []
    tree = FenwickTree(values: [])
    for section in 0..<sectionCounts.count { placeWaterfall(section, keeping: []) }
    rebuildSlots()
    checkInvariants()
  }

  // MARK: - Internal

  /// Container insets and the layout of sections that have none of their own.
  var rules: LayoutRules
  /// The width of the container.
  var width: Double
  /// The layout of each section.
  var sectionLayouts: [SectionLayout]
  /// The layout of each section at the current width.
  var geometries: [SectionGeometry]
  /// The flat index of each section's first item, and the item count last.
  var itemStarts: [Int]
  /// The index of each section's header slot, and the slot count last.
  var slotStarts: [Int]
  /// The height of each section's header.
  var headerHeights: [Double]
  /// The height of each section's footer.
  var footerHeights: [Double]
  /// Whether each section's header has its height from its view (or from
  /// having none) at the current width, rather than the default.
  var headerMeasured: [Bool]
  /// Whether each section's footer has its height from its view, likewise.
  var footerMeasured: [Bool]
  /// The height of each item, by flat index: measured, fixed or estimated.
  var heights: [Double]
  /// Whether each item's height was measured at the current width.
  var measured: [Bool]
  /// The horizontal offset of each section: how far a carousel is scrolled
  /// sideways; 0 for other sections.
  var horizontalOffsets: [Double]
  /// The placement of each waterfall section's items; `nil` for other sections.
  var waterfalls: [WaterfallPlacement?]
  /// The tallest item of each carousel, its row's height (none for other
  /// sections), kept so that a carousel's frames cost O(1), not O(k).
  var carouselRows: [TallestItem]
  /// Prefix sums of the slot extents.
  var tree: FenwickTree
  /// Heights reported since the last layout pass, in order.
  var pending: [PendingHeight] = []

  /// A height reported for an item, applied at the next layout pass.
  struct PendingHeight {
    var path: ItemPath
    var height: Double
  }

  /// The columns of the layout of a section without one of its own.
  var metrics: ColumnMetrics { SectionGeometry(rules.defaultSection, width: width, insets: rules.insets).metrics }

  /// The bytes held by the per-item, per-row and per-section storage.
  var allocatedByteCount: Int {
    heights.capacity * MemoryLayout<Double>.stride + measured.capacity * MemoryLayout<Bool>.stride
      + tree.allocatedByteCount + (itemStarts.capacity + slotStarts.capacity) * MemoryLayout<Int>.stride
      + (headerHeights.capacity + footerHeights.capacity + horizontalOffsets.capacity) * MemoryLayout<Double>.stride
      + carouselRows.capacity * MemoryLayout<TallestItem>.stride
      + sectionLayouts.capacity * MemoryLayout<SectionLayout>.stride
      + geometries.capacity * MemoryLayout<SectionGeometry>.stride
      + waterfalls.capacity * MemoryLayout<WaterfallPlacement?>.stride
      + waterfalls.reduce(0) { $0 + ($1?.allocatedByteCount ?? 0) }
  }

  /// Recomputes the slot of every section from the item counts and the
  /// sections' layouts, then rebuilds the tree.
  ///
  /// - Complexity: O(n + s).
  mutating func rebuildSlots() {
    var starts = [Int]()
    starts.reserveCapacity(itemStarts.count)
    var slot = 0
    for section in 0..<(itemStarts.count - 1) {
      starts.append(slot)
      slot += 2 + geometries[section].rowCount(items: itemStarts[section + 1] - itemStarts[section])
    }
    starts.append(slot)
    slotStarts = starts
    rebuildTree()
  }

  /// Rebuilds the tree, and the carousels' heights, from the heights.
  ///
  /// - Complexity: O(n + s).
  mutating func rebuildTree() {
    carouselRows = (0..<sectionCount).map { geometries[$0].kind == .carousel ? tallestItem(inSection: $0) : .none }
    let slotCount = slotStarts[slotStarts.count - 1]
    // `init(unsafeUninitializedCapacity: 0)` would write into the shared
    // empty-array storage, racing with other threads' empty arrays.
    guard slotCount > 0 else {
      tree = FenwickTree(values: [])
      return
    }
    let extents = [Double](unsafeUninitializedCapacity: slotCount) { buffer, initialized in
      var slot = 0
      for section in 0..<(itemStarts.count - 1) {
        let geometry = geometries[section]
        buffer[slot] = headerHeights[section] + geometry.top
        slot += 1
        let rows = slotStarts[section + 1] - slotStarts[section] - 2
        switch geometry.kind {
        case .rows: writeRowExtents(section, geometry, into: buffer, at: slot)
        case .carousel, .waterfall: if rows == 1 { buffer[slot] = rowExtent(section: section, row: 0) }
        }
        slot += rows
        buffer[slot] = geometry.bottom + footerHeights[section]
        slot += 1
      }
      initialized = slot
    }
    tree = FenwickTree(values: extents)
  }

  // MARK: - Private

  /// An array of every section's items, by flat index, each `values[section]`.
  ///
  /// - Complexity: O(n + s).
  private static func filled<Value>(_ starts: [Int], with values: [Value]) -> [Value] {
    let count = starts[starts.count - 1]
    // `init(unsafeUninitializedCapacity: 0)` would write into the shared
    // empty-array storage.
    guard count > 0 else { return [] }
    return [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
      for section in values.indices {
        UnsafeMutableBufferPointer(rebasing: buffer[starts[section]..<starts[section + 1]])
          .initialize(repeating: values[section])
      }
      initialized = count
    }
  }

  /// Writes the extent of every row of the list or grid `section` into
  /// `buffer` from `slot`.
  private func writeRowExtents(
    _ section: Int, _ geometry: SectionGeometry, into buffer: UnsafeMutableBufferPointer<Double>, at slot: Int
  ) {
    let columns = geometry.metrics.count
    let spacing = geometry.lineSpacing
    heights.withUnsafeBufferPointer { heights in
      var slot = slot
      let end = itemStarts[section + 1]
      var first = itemStarts[section]
      if columns == 1, first < end {
        buffer[slot] = heights[first]
        for item in (first + 1)..<end { buffer[slot + item - first] = spacing + heights[item] }
        return
      }
      var lead = 0.0
      while first < end {
        let rowEnd = min(end, first + columns)
        var tallest = 0.0
        for item in first..<rowEnd { tallest = max(tallest, heights[item]) }
        buffer[slot] = lead + tallest
        slot += 1
        lead = spacing
        first = rowEnd
      }
    }
  }
}
