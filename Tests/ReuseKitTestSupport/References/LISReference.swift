/// The length of a longest strictly increasing subsequence, by the textbook
/// O(n log n) method; the reference for minimal moves.
public func referenceLISLength(_ values: [Int]) -> Int {
  var tails: [Int] = []
  for value in values {
    var low = 0
    var high = tails.count
    while low < high {
      let mid = (low + high) / 2
      if tails[mid] < value { low = mid + 1 } else { high = mid }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return tails.count
}

/// Matches source to target identities in order, duplicates included, with a
/// dictionary of queues: the reference for the diff's matching.
///
/// - Returns: For each target index, the matched source index or `nil`.
public func referenceMatching<ID: Hashable>(source: [ID], target: [ID]) -> [Int?] {
  var queues: [ID: [Int]] = [:]
  for (index, id) in source.enumerated() { queues[id, default: []].append(index) }
  var heads: [ID: Int] = [:]
  return target.map { id in
    let head = heads[id, default: 0]
    guard let queue = queues[id], head < queue.count else { return nil }
    heads[id] = head + 1
    return queue[head]
  }
}
