/// Rows of one fixed height, laid out in columns of equal width.
///
/// - Complexity: O(1) per query of one position; O(v + s) for the v visible
///   items of s sections.
struct FixedRowLayout {
  /// The height of every row.
  var rowHeight: Double = 44
  /// How many items share a row.
  var columns: Int = 1

  private(set) var sectionCounts: [Int] = []
  private var sectionStarts: [Int] = []

  /// Adopts new item counts.
  mutating func reset(sectionCounts: [Int]) {
    self.sectionCounts = sectionCounts
    var rows = 0
    sectionStarts = sectionCounts.map { count in
      defer { rows += (count + columns - 1) / columns }
      return rows
    }
    totalRows = rows
  }

  /// The height of all content.
  var contentHeight: Double { Double(totalRows) * rowHeight }

  /// The items that intersect `viewport`, in ascending order.
  func visibleItems(in viewport: Viewport) -> [ItemPath] {
    guard rowHeight > 0, viewport.height > 0 else { return [] }
    let firstRow = max(0, Int((viewport.offset / rowHeight).rounded(.down)))
    let endRow = min(totalRows, Int(((viewport.offset + viewport.height) / rowHeight).rounded(.up)))
    guard firstRow < endRow else { return [] }
    var result: [ItemPath] = []
    for (section, count) in sectionCounts.enumerated() {
      let start = sectionStarts[section]
      let rows = (count + columns - 1) / columns
      let low = max(firstRow, start)
      let high = min(endRow, start + rows)
      guard low < high else { continue }
      for item in ((low - start) * columns)..<min(count, (high - start) * columns) {
        result.append(ItemPath(item: item, section: section))
      }
    }
    return result
  }

  private var totalRows = 0
}
