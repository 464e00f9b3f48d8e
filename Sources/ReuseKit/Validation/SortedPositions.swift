/// Positions on one axis (the items of one section, or the sections), sorted,
/// with the questions a batch update asks of them in O(log n).
///
/// Duplicates are kept: UIKit counts an operation given twice twice.
struct SortedPositions: Sendable {
  // MARK: - Lifecycle

  /// Sorts `positions`.
  ///
  /// - Complexity: O(n log n).
  init(_ positions: [Int]) {
    values = positions.sorted()
    var running = Int.min
    prefixMaximum = values.enumerated().map { offset, value in
      running = max(running, value - offset)
      return running
    }
  }

  // MARK: - Internal

  /// The positions in ascending order.
  let values: [Int]

  /// How many positions are below `position`.
  func count(below position: Int) -> Int {
    firstIndex { $0 >= position }
  }

  /// How many positions are at or below `position`.
  func count(atOrBelow position: Int) -> Int {
    firstIndex { $0 > position }
  }

  /// Whether `position` is one of the positions.
  func contains(_ position: Int) -> Bool {
    count(atOrBelow: position) > count(below: position)
  }

  /// The index that the element at `index` takes when these positions are
  /// filled in first, in ascending order, each pushing it one further when it
  /// is at or below it; that is UIKit's way of applying inserts.
  ///
  /// For distinct positions this is the `index`-th position (from zero) that
  /// is not one of them.
  func shifting(_ index: Int) -> Int {
    // Insert j pushes the index while every earlier insert did, and
    // values[j] <= index + j; the running maximum of values[j] - j makes the
    // pushing prefix searchable.
    index + firstIndexOfMaximum { $0 > index }
  }

  /// The index that `index` moves to when these positions are taken out in
  /// descending order, each pulling it one back when it is at or below its
  /// running value; that is UIKit's way of applying item deletes to a
  /// reload's insert position (decision 17).
  ///
  /// Without duplicates this is `index - count(atOrBelow: index)`. A
  /// repeated position pulls again only while it is still at or below the
  /// running value, so the walk stops at one less than the repeated value
  /// less the positions below it: the running maximum of
  /// `values[j] - j - 1` bounds the result from below.
  func pullingBack(_ index: Int) -> Int {
    let pulling = count(atOrBelow: index)
    return pulling == 0 ? index : max(index - pulling, prefixMaximum[pulling - 1] - 1)
  }

  /// Like ``pullingBack(_:)``, leaving out the positions equal to `index`:
  /// the section deletes that shift a reload's section, in which the
  /// section's own delete never moves it (decision 2), while every copy of
  /// a repeated delete below it that is at or below the running value pulls
  /// it back again (decision 17).
  ///
  /// The positions left out are above every running value, so the walk is
  /// ``pullingBack(_:)``'s over the positions below `index`.
  func pullingBack(skipping index: Int) -> Int {
    let pulling = count(below: index)
    return pulling == 0 ? index : max(index - pulling, prefixMaximum[pulling - 1] - 1)
  }

  // MARK: - Private

  /// The running maximum of `values[j] - j`.
  private let prefixMaximum: [Int]

  private func firstIndex(where predicate: (Int) -> Bool) -> Int {
    Self.partition(values, predicate)
  }

  private func firstIndexOfMaximum(where predicate: (Int) -> Bool) -> Int {
    Self.partition(prefixMaximum, predicate)
  }

  /// The first index of the non-decreasing `sorted` whose value satisfies the
  /// monotone `predicate`, or `sorted.count`.
  private static func partition(_ sorted: [Int], _ predicate: (Int) -> Bool) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = low + (high - low) / 2
      if predicate(sorted[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
