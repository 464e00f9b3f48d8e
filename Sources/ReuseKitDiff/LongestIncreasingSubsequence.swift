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
  // tails[l] is the position of the smallest tail of an increasing run of
  // length l + 1, and tailValues[l] its value, so that the binary search
  // reads one array, not values through tails; previous[p] is the position
  // before p in its run. All are written before they are read, so they
  // start uninitialized.
  let tails = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
  let tailValues = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
  let previous = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
  defer {
    tails.deallocate()
    tailValues.deallocate()
    previous.deallocate()
  }
  var length = 0
  // The value at the longest tail; every entry that counts is above -1.
  var longestTail: Int32 = -1
  for position in 0..<count {
    let value = values[position]
    if value < 0 { continue }
    if value > longestTail {
      previous[position] = length > 0 ? tails[length - 1] : -1
      tails[length] = Int32(truncatingIfNeeded: position)
      tailValues[length] = value
      length += 1
      longestTail = value
      continue
    }
    // Find the first tail whose value is not below `value`.
    var low = 0
    var high = length - 1
    while low < high {
      let mid = (low + high) >> 1
      if tailValues[mid] < value { low = mid + 1 } else { high = mid }
    }
    previous[position] = low > 0 ? tails[low - 1] : -1
    tails[low] = Int32(truncatingIfNeeded: position)
    tailValues[low] = value
    if low == length - 1 { longestTail = value }
  }
  isMember.withUnsafeMutableBufferPointer { isMember in
    // The members, back to front, found by walking the positions down
    // rather than by following `previous` from one to the next: the walk's
    // loads do not wait on one another, and most members follow one another.
    var member = length > 0 ? Int(tails[length - 1]) : -1
    var position = member
    while member >= 0 {
      if position == member {
        isMember[position] = true
        member = Int(previous[position])
      }
      position -= 1
    }
  }
  return isMember
}
