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
    nodes.withUnsafeMutableBufferPointer { Self.convert($0) }
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
    guard index >= 0 && index < nodes.count else {
      fatalError("index \(index) is out of range 0..<\(nodes.count)")
    }
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
    guard count >= 0 && count <= nodes.count else {
      fatalError("prefix \(count) is out of range 0...\(nodes.count)")
    }
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

  /// Turns values into tree nodes, in place, in one pass.
  ///
  /// Node i of level L (L trailing zero bits) is value i plus the latest node
  /// of each level below L. Blocks of eight keep levels 0 to 2 in registers,
  /// so that only one node in eight reads the latest nodes of higher levels.
  private static func convert(_ nodes: UnsafeMutableBufferPointer<Double>) {
    let count = nodes.count
    withUnsafeTemporaryAllocation(of: Double.self, capacity: Int.bitWidth) { latest in
      var base = 0
      while base + 8 <= count {
        let node2 = nodes[base + 1] + nodes[base]
        let node4 = nodes[base + 3] + nodes[base + 2] + node2
        let node6 = nodes[base + 5] + nodes[base + 4]
        var node8 = nodes[base + 7] + nodes[base + 6] + node6 + node4
        let level = (base + 8).trailingZeroBitCount
        for below in 3..<level { node8 += latest[below] }
        latest[level] = node8
        nodes[base + 1] = node2
        nodes[base + 3] = node4
        nodes[base + 5] = node6
        nodes[base + 7] = node8
        base += 8
      }
      while base < count {
        var node = nodes[base]
        let level = (base + 1).trailingZeroBitCount
        for below in 0..<level { node += latest[below] }
        latest[level] = node
        nodes[base] = node
        base += 1
      }
    }
  }
  private let topStep: Int
}
