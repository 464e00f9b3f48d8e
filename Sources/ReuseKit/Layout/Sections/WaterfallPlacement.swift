/// Where the items of one waterfall section are: the column and the top of
/// each item, and the items of each column in order.
///
/// Each item goes to the shortest column, the leftmost of equals, when it
/// enters the section, and keeps its column while every item before it
/// stays: a height change moves only the later items of its column.
///
/// Per item it holds its column (4 bytes), its top (8 bytes) and its entry
/// in its column's list (4 bytes). The columns' lists share one array, one
/// column after another, so that a placement is a handful of allocations
/// whatever its column count.
struct WaterfallPlacement {
  // MARK: - Lifecycle

  /// Places `heights` (the section's items in order) in `columns` columns,
  /// `spacing` apart vertically: the first `kept.count` items in the columns
  /// `kept` gives, the others each in the shortest column.
  ///
  /// - Complexity: O(k c) for k items and c columns.
  init(heights: ArraySlice<Double>, columns: Int, spacing: Double, keeping kept: ArraySlice<Int32>) {
    let count = heights.count
    var sizes = [Int](repeating: 0, count: columns)
    // `init(unsafeUninitializedCapacity: 0)` would write into the shared
    // empty-array storage.
    guard count > 0 else {
      self.init(columnOfItem: [], tops: [], items: [], sizes: sizes)
      return
    }
    var tops = [Double](repeating: 0, count: count)
    var bottoms = [Double](repeating: 0, count: columns)
    let columnOfItem = [Int32](unsafeUninitializedCapacity: count) { placed, initialized in
      heights.withUnsafeBufferPointer { heights in
        tops.withUnsafeMutableBufferPointer { tops in
          sizes.withUnsafeMutableBufferPointer { sizes in
            bottoms.withUnsafeMutableBufferPointer { bottoms in
              Self.place(
                heights, keeping: kept, spacing: spacing, into: placed, tops: tops, sizes: sizes, bottoms: bottoms)
            }
          }
        }
      }
      initialized = count
    }
    self.init(columnOfItem: columnOfItem, tops: tops, items: Self.grouped(columnOfItem, sizes: sizes), sizes: sizes)
  }

  private init(columnOfItem: [Int32], tops: [Double], items: [Int32], sizes: [Int]) {
    var starts = [0]
    starts.reserveCapacity(sizes.count + 1)
    for size in sizes { starts.append(starts[starts.count - 1] + size) }
    self.columnOfItem = columnOfItem
    self.tops = tops
    self.items = items
    columnStarts = starts
  }

  // MARK: - Internal

  /// The column of each item, by its index in the section.
  private(set) var columnOfItem: [Int32]
  /// The top of each item, by its index in the section, from the top of the
  /// section's items.
  private(set) var tops: [Double]

  /// The number of columns.
  var columnCount: Int { columnStarts.count - 1 }

  /// The bytes the placement holds.
  var allocatedByteCount: Int {
    columnOfItem.capacity * 4 + items.capacity * 4 + tops.capacity * 8 + columnStarts.capacity * 8
  }

  /// The items of `column`, in order, by their index in the section.
  ///
  /// - Complexity: O(1).
  func items(inColumn column: Int) -> ArraySlice<Int32> { items[columnStarts[column]..<columnStarts[column + 1]] }

  /// The top of the item at `local`, from the top of the section's items.
  ///
  /// - Complexity: O(1).
  func top(of local: Int) -> Double { tops[local] }

  /// Moves the items after the one at `local` in its column by `delta`: its
  /// height changed by that much.
  ///
  /// - Complexity: O(log k + m) for the m items that move.
  mutating func heightOfItem(_ local: Int, changedBy delta: Double) {
    guard delta != 0 else { return }
    let column = Int(columnOfItem[local])
    let end = columnStarts[column + 1]
    // The items of a column are in order: find the one at `local`.
    var low = columnStarts[column]
    var high = end - 1
    let target = Int32(local)
    while low < high {
      let middle = (low + high) / 2
      if items[middle] < target { low = middle + 1 } else { high = middle }
    }
    let items = items
    tops.withUnsafeMutableBufferPointer { tops in
      for position in (low + 1)..<end { tops[Int(items[position])] += delta }
    }
  }

  /// The height of the columns: the bottom of the lowest item, given the
  /// items' heights in `heights` from `start`.
  ///
  /// - Complexity: O(c).
  func extent(heights: [Double], start: Int) -> Double {
    var lowest = 0.0
    for column in 0..<columnCount where columnStarts[column + 1] > columnStarts[column] {
      let last = Int(items[columnStarts[column + 1] - 1])
      lowest = max(lowest, tops[last] + heights[start + last])
    }
    return lowest
  }

  /// Appends the items whose vertical extent meets `top..<bottom` (from
  /// the top of the section's items) to `result`, in ascending order, as
  /// items of `section`; `heights` holds the section's items from `start`.
  ///
  /// - Complexity: O(c log k + v log v) for the v items found.
  func appendItems(
    meeting top: Double, _ bottom: Double, heights: [Double], start: Int, section: Int,
    into result: inout [ItemPath]
  ) {
    let first = result.count
    for column in 0..<columnCount {
      var position = firstPosition(inColumn: column, endingBelow: top, heights: heights, start: start)
      let end = columnStarts[column + 1]
      while position < end, tops[Int(items[position])] < bottom {
        result.append(ItemPath(item: Int(items[position]), section: section))
        position += 1
      }
    }
    result[first...].sort { $0.item < $1.item }
  }

  /// The first item, in order, that ends below `top` (from the top of the
  /// section's items); `nil` when none does.
  ///
  /// - Complexity: O(c log k).
  func firstItem(endingBelow top: Double, heights: [Double], start: Int) -> Int? {
    var first: Int?
    for column in 0..<columnCount {
      let position = firstPosition(inColumn: column, endingBelow: top, heights: heights, start: start)
      guard position < columnStarts[column + 1] else { continue }
      first = min(first ?? .max, Int(items[position]))
    }
    return first
  }

  // MARK: - Private

  /// Puts each of `heights` in the column `kept` gives, or the shortest of
  /// `bottoms`, the leftmost of equals: its column into `placed`, its top
  /// into `tops`; counts the items of each column in `sizes`.
  ///
  /// - Complexity: O(k c) for k items and c columns.
  private static func place(
    _ heights: UnsafeBufferPointer<Double>, keeping kept: ArraySlice<Int32>, spacing: Double,
    into placed: UnsafeMutableBufferPointer<Int32>, tops: UnsafeMutableBufferPointer<Double>,
    sizes: UnsafeMutableBufferPointer<Int>, bottoms: UnsafeMutableBufferPointer<Double>
  ) {
    for local in heights.indices {
      var column = 0
      if local < kept.count {
        column = Int(kept[kept.startIndex + local])
        // The buffers are unchecked: a kept column must be one of them.
        guard bottoms.indices.contains(column) else {
          fatalError("WaterfallPlacement: item \(local) keeps column \(column) of \(bottoms.count)")
        }
      } else {
        for candidate in 1..<bottoms.count where bottoms[candidate] < bottoms[column] { column = candidate }
      }
      let top = sizes[column] == 0 ? 0 : bottoms[column] + spacing
      placed[local] = Int32(column)
      tops[local] = top
      sizes[column] += 1
      bottoms[column] = top + heights[local]
    }
  }

  /// The items of `columnOfItem`, by their index in the section, grouped by
  /// column, in order within each: the columns of `sizes` items each.
  ///
  /// - Complexity: O(k + c).
  private static func grouped(_ columnOfItem: [Int32], sizes: [Int]) -> [Int32] {
    var next = [Int](repeating: 0, count: sizes.count)
    for column in 1..<max(1, sizes.count) { next[column] = next[column - 1] + sizes[column - 1] }
    return [Int32](unsafeUninitializedCapacity: columnOfItem.count) { items, initialized in
      for (local, column) in columnOfItem.enumerated() {
        items[next[Int(column)]] = Int32(local)
        next[Int(column)] += 1
      }
      initialized = columnOfItem.count
    }
  }

  /// The items of every column, in order, by their index in the section,
  /// one column after another.
  private var items: [Int32]
  /// Where each column's items start in `items`, and the item count last.
  private var columnStarts: [Int]

  /// The position in `items` of the first item of `column` that ends below
  /// `top`, or the column's end; bottoms grow down a column, so a binary
  /// search finds it.
  ///
  /// - Complexity: O(log k).
  private func firstPosition(inColumn column: Int, endingBelow top: Double, heights: [Double], start: Int) -> Int {
    var low = columnStarts[column]
    var high = columnStarts[column + 1]
    while low < high {
      let middle = (low + high) / 2
      let item = Int(items[middle])
      if tops[item] + heights[start + item] > top {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
