import ReuseKitTestSupport
import Testing

@testable import ReuseKitDiff

/// An identity whose `hash(into:)` feeds a value with structure.
private struct Structured: Hashable {
  let value: Int
}

/// Probes per element of the diff's hash table, counted, not timed: hash
/// values with structure must spread as evenly as random ones.
@Suite struct IdentityTableTests {
  /// Inserts `count` distinct hashes at a load of 2/3 and returns the mean
  /// and the longest number of slots read per insert; a lookup of the same
  /// hash reads the same slots. `mix` gives a value's hash, as the table
  /// probes it.
  private func probes<Value>(
    _ values: [Value], sourceLocation: SourceLocation = #_sourceLocation,
    mix: (IdentityTable<UInt32>, Value) -> UInt64
  ) -> (mean: Double, longest: Int) {
    let table = IdentityTable<UInt32>(capacity: values.count + values.count / 2 + 1, indicesBelow: values.count)
    defer { table.deallocate() }
    var total = 0
    var longest = 0
    for (index, value) in values.enumerated() {
      let mixed = mix(table, value)
      let (slot, found) = table.probe(mixed: mixed) { _ in false }
      #expect(!found, sourceLocation: sourceLocation)
      let read = (slot - table.home(mixed: mixed) + table.slots.count) % table.slots.count + 1
      total += read
      longest = max(longest, read)
      table.insert(mixed: mixed, payload: Int32(index), at: slot)
    }
    return (Double(total) / Double(values.count), longest)
  }

  /// Identities whose `hash(into:)` feeds consecutive values, or
  /// multiples of powers of two up to 2^40, through `Hasher`.
  @Test(arguments: [1, 8, 1_024, 1 << 20, 1 << 32, 1 << 40])
  func structuredHashesSpreadEvenly(stride: Int) {
    let (mean, longest) = probes((0..<100_000).map { Structured(value: $0 &* stride) }) { $0.mixed($1) }
    #expect(mean <= 2.1, "mean probes \(mean) for stride \(stride)")
    #expect(longest <= 200, "longest probe \(longest) for stride \(stride)")
  }

  /// `Int` identities skip `Hasher`: sequential ones, strided ones as
  /// servers hand out, and negative ones spread like random hashes, with
  /// the same bounds as ``randomHashesStayNearTheTheory()``.
  @Test(arguments: [1, 8, 1_024, 1 << 20, 1 << 32, 1 << 40, -1, -4_096])
  func structuredIntIdentitiesSpreadLikeRandomOnes(stride: Int) {
    let (mean, longest) = probes((0..<100_000).map { $0 &* stride &+ 1_000_000_007 }) { $0.mixed($1) }
    #expect(mean <= 2.1, "mean probes \(mean) for stride \(stride)")
    #expect(longest <= 200, "longest probe \(longest) for stride \(stride)")
  }

  /// Equal `Int` identities hash alike, without `Hasher`; others hash
  /// alike through `Hasher`, one at a time or a batch at a time.
  @Test func intIdentitiesHashBySeededBits() {
    let table = IdentityTable<UInt32>(capacity: 8, indicesBelow: 8)
    defer { table.deallocate() }
    #expect(table.mixed(42) == table.mixed(Int("42")!))
    #expect(table.mixed(42) != table.mixed(43))
    #expect(table.mixed("42") == table.mixed(String(42)))
    #expect(table.mixed("42") != table.mixed("43"))
    func batch<Identifier: Hashable>(_ identities: [Identifier]) -> [UInt64] {
      [UInt64](unsafeUninitializedCapacity: identities.count) { hashes, initialized in
        table.mix(into: hashes) { identities[$0] }
        initialized = identities.count
      }
    }
    #expect(batch(["42", "43", "42"]) == ["42", "43", "42"].map { table.mixed($0) })
    #expect(batch([42, -7]) == [table.mixed(42), table.mixed(-7)])
  }

  @Test func randomHashesStayNearTheTheory() {
    var generator = SeededGenerator(seed: 0x5EED_000A)
    let (mean, longest) = probes((0..<100_000).map { _ in generator.next() }) { _, hash in hash }
    // Linear probing's expected mean at a final load of 2/3 is 2.0.
    #expect(mean <= 2.1, "mean probes \(mean)")
    #expect(longest <= 200, "longest probe \(longest)")
  }

  /// The probe by windows of 8 slots finds what the slot-by-slot probe
  /// finds, the same slot, in tables at every load up to 9/10, with tags
  /// that collide, identities in slots near the end and past the wrap, and
  /// for 8-byte slots, which it probes slot by slot.
  @Test(arguments: [9, 37, 64, 1_000])
  func probingByWindowsFindsTheSameSlot(capacity: Int) {
    func check<Slot>(_ table: IdentityTable<Slot>, _ generator: inout SeededGenerator) {
      defer { table.deallocate() }
      // Few distinct hashes, so that tags collide and runs grow long.
      let hashes = (0..<(capacity * 9 / 10)).map { _ in generator.next() % 16 &* 0x0F0F_0F0F_1357_9BDF }
      for (index, hash) in hashes.enumerated() {
        for wanted in [Int32(index), -1, Int32(index / 2)] {
          let plain = table.probe(mixed: hash) { $0 == wanted }
          let windows = table.probeByWindows(mixed: hash) { $0 == wanted }
          #expect(plain == windows, "capacity \(capacity), element \(index), wanted \(wanted)")
        }
        let (slot, found) = table.probe(mixed: hash) { $0 == Int32(index) }
        #expect(!found)
        table.insert(mixed: hash, payload: Int32(index), at: slot)
      }
    }
    var generator = SeededGenerator(seed: 0x5EED_000C)
    check(IdentityTable<UInt32>(capacity: capacity, indicesBelow: capacity), &generator)
    check(IdentityTable<UInt64>(capacity: capacity, indicesBelow: capacity), &generator)
  }

  /// A hash with bits set in both halves.
  private static let someHash: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// Payloads, source and target indices alike, survive the slot's packing
  /// at either width, next to the tag and the "reported" bit.
  @Test func payloadsRoundTrip() {
    func check<Slot>(_ table: IdentityTable<Slot>, largest: Int32) {
      defer { table.deallocate() }
      for (slot, payload) in [0, 1, largest, ~0, ~1, ~largest].enumerated() {
        table.insert(mixed: Self.someHash, payload: payload, at: slot)
        #expect(table.payload(at: slot) == payload)
        #expect(table.markReported(at: slot))
        #expect(!table.markReported(at: slot))
        #expect(table.payload(at: slot) == payload)
        table.setPayload(~payload, at: slot)
        #expect(table.payload(at: slot) == ~payload)
        #expect(table.slots[slot] & table.tagMask == table.tag(mixed: Self.someHash))
      }
    }
    #expect(IdentityTable<UInt32>.fits(indicesBelow: 1 << 26 - 1))
    #expect(!IdentityTable<UInt32>.fits(indicesBelow: 1 << 26))
    check(IdentityTable<UInt32>(capacity: 8, indicesBelow: 100_000), largest: 99_999)
    check(IdentityTable<UInt32>(capacity: 8, indicesBelow: 1 << 26 - 1), largest: 1 << 26 - 2)
    check(IdentityTable<UInt64>(capacity: 8, indicesBelow: Int(Int32.max)), largest: Int32.max - 1)
  }
}
