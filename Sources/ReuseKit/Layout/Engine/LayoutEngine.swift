/// The storage and algorithms behind ``FlowLayout``, free of generics.
///
/// The content is a vertical stack of *slots*: for each section a header
/// slot, one slot per row of items, and a footer slot. A slot's extent is the
/// header height, the footer height, or the row height plus the line spacing
/// above every row but a section's first. A ``FenwickTree`` over the extents
/// gives the top of any slot and the slot at any offset in O(log n).
///
/// Per item the engine keeps its height (8 bytes) and whether it was measured
/// (1 byte); per slot, one tree node (8 bytes); per section, four numbers.
/// Row extents are not stored: they follow from the item heights.
struct LayoutEngine {
  // MARK: - Lifecycle

  /// Builds the layout of `sectionCounts` items; `height` gives the known
  /// height of an item, or `nil` for the default height.
  ///
  /// - Complexity: O(n + s) for n items and s sections, plus n calls of `height`.
  init(sectionCounts: [Int], rules: LayoutRules, metrics: ColumnMetrics, height: ((ItemPath) -> Double?)?) {
    self.rules = rules
    self.metrics = metrics
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
    let itemCount = starts[starts.count - 1]
    let defaultHeight = rules.itemHeight.defaultHeight
    let fixed = !rules.itemHeight.isSelfSizing
    if let height {
      var heights = [Double]()
      var measured = [Bool]()
      heights.reserveCapacity(itemCount)
      measured.reserveCapacity(itemCount)
      for (section, count) in sectionCounts.enumerated() {
        for item in 0..<count {
          let known = height(ItemPath(item: item, section: section))
          heights.append(Self.checked(known ?? defaultHeight))
          measured.append(fixed || known != nil)
        }
      }
      self.heights = heights
      self.measured = measured
    } else {
      heights = Array(repeating: Self.checked(defaultHeight), count: itemCount)
      measured = Array(repeating: fixed, count: itemCount)
    }
    headerHeights = Array(repeating: rules.headerHeight, count: sectionCounts.count)
    footerHeights = Array(repeating: rules.footerHeight, count: sectionCounts.count)
    headerMeasured = Array(repeating: false, count: sectionCounts.count)
    footerMeasured = Array(repeating: false, count: sectionCounts.count)
    slotStarts = []
    tree = FenwickTree(values: [])
    rebuildSlots()
    checkInvariants()
  }

  // MARK: - Internal

  /// Spacing, insets, default heights.
  var rules: LayoutRules
  /// The columns at the current width.
  var metrics: ColumnMetrics
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
  /// Prefix sums of the slot extents.
  var tree: FenwickTree
  /// Heights reported since the last layout pass, in order.
  var pending: [PendingHeight] = []

  /// A height reported for an item, applied at the next layout pass.
  struct PendingHeight {
    var path: ItemPath
    var height: Double
  }

  /// The bytes held by the per-item, per-row and per-section storage.
  var allocatedByteCount: Int {
    heights.capacity * MemoryLayout<Double>.stride + measured.capacity * MemoryLayout<Bool>.stride
      + tree.allocatedByteCount + (itemStarts.capacity + slotStarts.capacity) * MemoryLayout<Int>.stride
      + (headerHeights.capacity + footerHeights.capacity) * MemoryLayout<Double>.stride
  }

  /// Recomputes the slot of every section from the item counts and the
  /// column count, then rebuilds the tree.
  ///
  /// - Complexity: O(n + s).
  mutating func rebuildSlots() {
    let columns = metrics.count
    var starts = [Int]()
    starts.reserveCapacity(itemStarts.count)
    var slot = 0
    for section in 0..<(itemStarts.count - 1) {
      starts.append(slot)
      let count = itemStarts[section + 1] - itemStarts[section]
      slot += 2 + (count + columns - 1) / columns
    }
    starts.append(slot)
    slotStarts = starts
    rebuildTree()
  }

  /// Rebuilds the tree from the heights.
  ///
  /// - Complexity: O(n + s).
  mutating func rebuildTree() {
    let slotCount = slotStarts[slotStarts.count - 1]
    // `init(unsafeUninitializedCapacity: 0)` would write into the shared
    // empty-array storage, racing with other threads' empty arrays.
    guard slotCount > 0 else {
      tree = FenwickTree(values: [])
      return
    }
    let columns = metrics.count
    let spacing = rules.lineSpacing
    let extents = [Double](unsafeUninitializedCapacity: slotCount) { buffer, initialized in
      heights.withUnsafeBufferPointer { heights in
        var slot = 0
        for section in 0..<(itemStarts.count - 1) {
          buffer[slot] = headerHeights[section]
          slot += 1
          let end = itemStarts[section + 1]
          var first = itemStarts[section]
          if columns == 1, first < end {
            buffer[slot] = heights[first]
            for item in (first + 1)..<end { buffer[slot + item - first] = spacing + heights[item] }
            slot += end - first
            first = end
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
          buffer[slot] = footerHeights[section]
          slot += 1
        }
        initialized = slot
      }
    }
    tree = FenwickTree(values: extents)
  }

  /// `height`, after checking that it is a usable height.
  static func checked(_ height: Double) -> Double {
    guard height >= 0 && height.isFinite else {
      fatalError("FlowLayout: a height must be finite and not negative, not \(height)")
    }
    return height
  }
}
