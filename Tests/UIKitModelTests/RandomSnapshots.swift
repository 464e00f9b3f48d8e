import ReuseKitUIKit

/// A small deterministic generator (SplitMix64), so random tests replay.
struct ModelRandom: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A snapshot of one to three sections of up to twelve distinct items.
func randomSnapshot(_ random: inout ModelRandom) -> Snapshot<Int, Int> {
  var snapshot = Snapshot<Int, Int>()
  let sections = Array(0..<Int.random(in: 1...3, using: &random)).shuffled(using: &random)
  snapshot.appendSections(sections)
  var pool = Array(0..<40).shuffled(using: &random)[...]
  for section in sections {
    let count = Int.random(in: 0...12, using: &random)
    snapshot.appendItems(Array(pool.prefix(count)), toSection: section)
    pool = pool.dropFirst(count)
  }
  return snapshot
}
