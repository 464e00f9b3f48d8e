/// Prefix sums of non-negative extents (a Fenwick, or binary indexed, tree),
/// with the descent that finds the extent containing an offset.
///
/// Node `i` (1-based) holds the sum of the `i & -i` values ending at value
/// `i`; it is stored at `nodes[i - 1]`. Values are never stored on their own:
/// callers know them.
///
/// - Complexity: Building is O(n); ``add(_:at:)``, ``prefixSum(_:)`` and
///   ``count(endingAtOrBefore:)`` are O(log n).
struct FenwickTree {
  // MARK: - Lifecycle

  /// Builds the tree over `values`, reusing their storage.
  ///
  /// - Complexity: O(n).
  init(values: [Double]) {
    nodes = values
    let count = nodes.count
    nodes.withUnsafeMutableBufferPointer { nodes in
      var index = 1
      while index <= count {
        let parent = index + (index & -index)
        if parent <= count { nodes[parent - 1] += nodes[index - 1] }
        index += 1
      }
    }
    topStep = count == 0 ? 0 : 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
  }

  // MARK: - Internal

  /// The number of values.
  var count: Int { nodes.count }

  /// The bytes the tree holds.
  var allocatedByteCount: Int { nodes.capacity * MemoryLayout<Double>.stride }

  /// Adds `delta` to the value at `index`.
  ///
  /// - Complexity: O(log n).
  mutating func add(_ delta: Double, at index: Int) {
    precondition(index >= 0 && index < nodes.count, "index \(index) is out of range 0..<\(nodes.count)")
    guard delta != 0 else { return }
    let count = nodes.count
    nodes.withUnsafeMutableBufferPointer { nodes in
      var node = index + 1
      while node <= count {
        nodes[node - 1] += delta
        node += node & -node
      }
    }
  }

  /// The sum of the first `count` values.
  ///
  /// - Complexity: O(log n).
  func prefixSum(_ count: Int) -> Double {
    precondition(count >= 0 && count <= nodes.count, "prefix \(count) is out of range 0...\(nodes.count)")
    return nodes.withUnsafeBufferPointer { nodes in
      var sum = 0.0
      var node = count
      while node > 0 {
        sum += nodes[node - 1]
        node &= node - 1
      }
      return sum
    }
  }

  /// The sum of all values.
  ///
  /// - Complexity: O(log n).
  var total: Double { prefixSum(nodes.count) }

  /// The largest `k` whose prefix sum of `k` values is at most `offset`: the
  /// index of the first value whose end lies after `offset`, or `count` when
  /// every value ends at or before it.
  ///
  /// - Complexity: O(log n).
  func count(endingAtOrBefore offset: Double) -> Int {
    nodes.withUnsafeBufferPointer { nodes in
      var position = 0
      var remaining = offset
      var step = topStep
      while step > 0 {
        let next = position + step
        if next <= nodes.count, nodes[next - 1] <= remaining {
          position = next
          remaining -= nodes[next - 1]
        }
        step >>= 1
      }
      return position
    }
  }

  // MARK: - Private

  private var nodes: [Double]
  private let topStep: Int
}
