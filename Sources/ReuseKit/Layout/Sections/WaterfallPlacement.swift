/// Where the items of one waterfall section are: the column of each item,
/// and the items of each column in order with their tops.
///
/// Each item goes to the shortest column, the leftmost of equals, when it
/// enters the section, and keeps its column while every item before it
/// stays: a height change moves only the later items of its column.
///
/// Per item it holds its column (4 bytes), and in its column its index
/// (4 bytes) and its top (8 bytes).
struct WaterfallPlacement {
  // MARK: - Lifecycle

  /// Places `heights` (the section's items in order) in `columns` columns,
  /// `spacing` apart vertically: the first `kept.count` items in the columns
  /// `kept` gives, the others each in the shortest column.
  ///
  /// - Complexity: O(k c) for k items and c columns.
  init(heights: ArraySlice<Double>, columns: Int, spacing: Double, keeping kept: ArraySlice<Int32>) {
    columnOfItem = []
    columnOfItem.reserveCapacity(heights.count)
    items = Array(repeating: [], count: columns)
    tops = Array(repeating: [], count: columns)
    var bottoms = [Double](repeating: 0, count: columns)
    for (local, height) in heights.enumerated() {
      var column: Int
      if local < kept.count {
        column = Int(kept[kept.startIndex + local])
      } else {
        column = 0
        for candidate in 1..<columns where bottoms[candidate] < bottoms[column] { column = candidate }
      }
      let top = items[column].isEmpty ? 0 : bottoms[column] + spacing
      columnOfItem.append(Int32(column))
      items[column].append(Int32(local))
      tops[column].append(top)
      bottoms[column] = top + height
    }
  }

  // MARK: - Internal

  /// The column of each item, by its index in the section.
  private(set) var columnOfItem: [Int32]
  /// The items of each column, in order, by their index in the section.
  private(set) var items: [[Int32]]
  /// The top of each item of each column, from the top of the section's items.
  private(set) var tops: [[Double]]

  /// The bytes the placement holds.
  var allocatedByteCount: Int {
    columnOfItem.capacity * 4 + items.reduce(0) { $0 + $1.capacity * 4 } + tops.reduce(0) { $0 + $1.capacity * 8 }
  }

  /// The column of the item at `local` and its index in that column.
  ///
  /// - Complexity: O(log k).
  func place(of local: Int) -> (column: Int, rank: Int) {
    let column = Int(columnOfItem[local])
    let target = Int32(local)
    var low = 0
    var high = items[column].count - 1
    while low < high {
      let middle = (low + high) / 2
      if items[column][middle] < target { low = middle + 1 } else { high = middle }
    }
    return (column, low)
  }

  /// The top of the item at `local`, from the top of the section's items.
  ///
  /// - Complexity: O(log k).
  func top(of local: Int) -> Double {
    let (column, rank) = place(of: local)
    return tops[column][rank]
  }

  /// Moves the items after the one at `local` in its column by `delta`: its
  /// height changed by that much.
  ///
  /// - Complexity: O(log k + m) for the m items that move.
  mutating func heightOfItem(_ local: Int, changedBy delta: Double) {
    guard delta != 0 else { return }
    let (column, rank) = place(of: local)
    tops[column].withUnsafeMutableBufferPointer { tops in
      for index in (rank + 1)..<tops.count { tops[index] += delta }
    }
  }

  /// The height of the columns: the bottom of the lowest item, given the
  /// items' heights in `heights` from `start`.
  ///
  /// - Complexity: O(c).
  func extent(heights: [Double], start: Int) -> Double {
    var lowest = 0.0
    for column in items.indices {
      guard let last = items[column].last, let top = tops[column].last else { continue }
      lowest = max(lowest, top + heights[start + Int(last)])
    }
    return lowest
  }

  /// The items whose vertical extent meets `top..<bottom` (from the top of
  /// the section's items), by index in the section, in ascending order; or
  /// only the first item in order that ends below `top` when `firstOnly`.
  ///
  /// - Complexity: O(c log k + v log v) for the v items found.
  func items(
    meeting top: Double, _ bottom: Double, heights: [Double], start: Int, firstOnly: Bool = false
  ) -> [Int] {
    var found: [Int] = []
    for column in items.indices {
      let columnItems = items[column]
      let columnTops = tops[column]
      // Bottoms grow down a column: find the first that ends below `top`.
      var low = 0
      var high = columnItems.count
      while low < high {
        let middle = (low + high) / 2
        if columnTops[middle] + heights[start + Int(columnItems[middle])] > top {
          high = middle
        } else {
          low = middle + 1
        }
      }
      if firstOnly {
        if low < columnItems.count { found.append(Int(columnItems[low])) }
        continue
      }
      while low < columnItems.count, columnTops[low] < bottom {
        found.append(Int(columnItems[low]))
        low += 1
      }
    }
    found.sort()
    return firstOnly ? Array(found.prefix(1)) : found
  }
}
