/// Marks one longest strictly increasing subsequence of the non-negative
/// entries of `values`; negative entries are holes that never belong to it.
///
/// The elements outside it are exactly the fewest that must move so that the
/// rest keeps its relative order, which is how the diff keeps moves minimal.
/// Patience sorting with a fast path: a value above the current longest tail
/// is appended without a search, so a nearly sorted input costs O(k).
///
/// - Returns: `isMember[i]` is true when `values[i]` is in the subsequence.
/// - Complexity: O(k log k) for k values; O(k) when they are nearly sorted.
@inlinable
func longestIncreasingSubsequence(_ values: UnsafeBufferPointer<Int32>) -> [Bool] {
  let count = values.count
  var isMember = [Bool](repeating: false, count: count)
  guard count > 0 else { return isMember }
  // tails[l] is the position of the smallest tail of an increasing run of length l + 1.
  var tails = [Int32]()
  var previous = [Int32](repeating: -1, count: count)
  tails.reserveCapacity(min(count, 1024))
  previous.withUnsafeMutableBufferPointer { previous in
    for position in 0..<count {
      let value = values[position]
      if value < 0 { continue }
      if let last = tails.last, values[Int(last)] >= value {
        // Find the first tail whose value is not below `value`.
        var low = 0
        var high = tails.count - 1
        while low < high {
          let mid = (low + high) >> 1
          if values[Int(tails[mid])] < value { low = mid + 1 } else { high = mid }
        }
        previous[position] = low > 0 ? tails[low - 1] : -1
        tails[low] = Int32(position)
      } else {
        previous[position] = tails.last ?? -1
        tails.append(Int32(position))
      }
    }
    var position = tails.last ?? -1
    while position >= 0 {
      isMember[Int(position)] = true
      position = previous[Int(position)]
    }
  }
  return isMember
}
