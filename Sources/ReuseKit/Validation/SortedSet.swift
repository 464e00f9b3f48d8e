/// Distinct values in ascending order, asked for membership by binary search.
///
/// The validator looks thousands of operations up in sets of thousands of
/// others; comparing a few integers is much cheaper than hashing an
/// operation with SipHash, and the operations a diff produces usually
/// arrive sorted already, so that building the set is one pass.
struct SortedSet<Element: Comparable & Sendable>: Sendable {
  // MARK: - Lifecycle

  /// The distinct values of `values`.
  ///
  /// - Complexity: O(n) when `values` is already strictly ascending (checked,
  ///   never assumed), O(n log n) otherwise.
  init(_ values: [Element]) {
    self.values = Self.isStrictlyAscending(values) ? values : Self.removingAdjacentDuplicates(values.sorted())
  }

  // MARK: - Internal

  /// The values, ascending, without duplicates.
  let values: [Element]

  var isEmpty: Bool { values.isEmpty }

  /// Whether `value` is one of the values.
  ///
  /// - Complexity: O(log n).
  func contains(_ value: Element) -> Bool {
    var low = 0
    var high = values.count
    while low < high {
      let middle = low + (high - low) / 2
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < values.count && values[low] == value
  }

  /// Whether each value of `values` is less than the next.
  static func isStrictlyAscending(_ values: [Element]) -> Bool {
    zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
  }

  // MARK: - Private

  private static func removingAdjacentDuplicates(_ sorted: [Element]) -> [Element] {
    var unique: [Element] = []
    unique.reserveCapacity(sorted.count)
    for value in sorted where unique.last != value { unique.append(value) }
    return unique
  }
}
