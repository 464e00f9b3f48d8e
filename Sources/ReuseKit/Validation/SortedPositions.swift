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

  /// Whether there are no positions.
  var isEmpty: Bool { values.isEmpty }

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

  // MARK: - Private

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
