import ReuseKitTestSupport
import Testing

@testable import ReuseKitDiff

/// Probes per element of the diff's hash table, counted, not timed: hash
/// values with structure must spread as evenly as random ones.
@Suite struct IdentityTableTests {
  /// Inserts `count` distinct hashes at a load of 2/3 and returns the mean
  /// and the longest number of slots read per insert; a lookup of the same
  /// hash reads the same slots.
  private func probes(_ hashes: [Int], sourceLocation: SourceLocation = #_sourceLocation) -> (
    mean: Double, longest: Int
  ) {
    let table = IdentityTable(capacity: hashes.count + hashes.count / 2 + 1)
    defer { table.deallocate() }
    var total = 0
    var longest = 0
    for (index, hash) in hashes.enumerated() {
      let (slot, found) = table.probe(hash: hash) { _ in false }
      #expect(!found, sourceLocation: sourceLocation)
      let read = (slot - table.home(hash) + table.slots.count) % table.slots.count + 1
      total += read
      longest = max(longest, read)
      table.insert(hash: hash, payload: Int32(index), seenInTarget: false, at: slot)
    }
    return (Double(total) / Double(hashes.count), longest)
  }

  /// Consecutive hashes, and multiples of powers of two up to 2^40.
  @Test(arguments: [1, 8, 1_024, 1 << 20, 1 << 32, 1 << 40])
  func structuredHashesSpreadEvenly(stride: Int) {
    let (mean, longest) = probes((0..<100_000).map { $0 &* stride })
    #expect(mean <= 2.0, "mean probes \(mean) for stride \(stride)")
    #expect(longest <= 16, "longest probe \(longest) for stride \(stride)")
  }

  @Test func randomHashesStayNearTheTheory() {
    var generator = SeededGenerator(seed: 0x5EED_000A)
    let (mean, longest) = probes((0..<100_000).map { _ in Int(truncatingIfNeeded: generator.next()) })
    // Linear probing's expected mean at a final load of 2/3 is 2.0.
    #expect(mean <= 2.1, "mean probes \(mean)")
    #expect(longest <= 200, "longest probe \(longest)")
  }
}
