extension IdentityTable {
  /// How many slots ``probeWindows(from:tag:_:)`` reads at once.
  @usableFromInline static var windowWidth: Int { 8 }

  /// ``probe(mixed:_:)``, reading 4-byte slots 8 at a time, for lookups
  /// where the first empty slot lies at a distance that varies from probe
  /// to probe, as in a table half full that mostly lacks the identities
  /// looked up: a branch on each slot read is then mispredicted about once
  /// a probe, while a window of 8 slots is compared with zero and with the
  /// tag without a branch. Where most probes stop at the home slot, as
  /// while a table fills, the slot-by-slot probe is cheaper.
  @inlinable @inline(__always)
  func probeByWindows(mixed: UInt64, _ matches: (Int32) -> Bool) -> (slot: Int, found: Bool) {
    let home = home(mixed: mixed)
    let tag = tag(mixed: mixed)
    guard Slot.self == UInt32.self else { return probe(home: home, tag: tag, matches) }
    let (slot, found, decided) = probeWindows(from: home, tag: tag, matches)
    return decided ? (slot, found) : probe(home: slot, tag: tag, matches)
  }

  /// ``probe(home:tag:_:)`` for 4-byte slots, a window of 8 at a time, up
  /// to the last window that fits before the end of the table.
  ///
  /// The identities are compared, in order, only in slots whose tag
  /// matches, before the first empty one, so the result is the
  /// slot-by-slot probe's.
  ///
  /// - Returns: What ``probe(home:tag:_:)`` returns, with `decided` true;
  ///   or, with `decided` false, the first slot not read yet (0 past the
  ///   end), every slot read full and without the identity.
  @inlinable @inline(__always)
  func probeWindows(from home: Int, tag: Slot, _ matches: (Int32) -> Bool) -> (slot: Int, found: Bool, decided: Bool) {
    let tags = SIMD8<UInt32>(repeating: UInt32(truncatingIfNeeded: tag))
    let mask = SIMD8<UInt32>(repeating: UInt32(truncatingIfNeeded: tagMask))
    // Bit i of the low byte: slot i is empty; of the second byte: its tag matches.
    let emptyBits = SIMD8<UInt32>(1, 2, 4, 8, 16, 32, 64, 128)
    let taggedBits = emptyBits &<< 8
    let zero = SIMD8<UInt32>()
    guard let start = slots.baseAddress else { return (home, false, false) }
    let base = UnsafeRawPointer(start)
    var slot = home
    while slot &+ Self.windowWidth <= slots.count {
      let window = base.loadUnaligned(fromByteOffset: slot &* 4, as: SIMD8<UInt32>.self)
      let lanes =
        zero.replacing(with: emptyBits, where: window .== zero)
        | zero.replacing(with: taggedBits, where: window & mask .== tags)
      let half = lanes.lowHalf | lanes.highHalf
      let quarter = half.lowHalf | half.highHalf
      let bits = quarter[0] | quarter[1]
      let empty = bits & 0xFF
      // Slots after the first empty one are not part of the probe.
      var candidates = (bits &>> 8) & ((empty & (0 &- empty)) &- 1)
      while candidates != 0 {
        let offset = candidates.trailingZeroBitCount
        if matches(decode(slots[slot &+ offset])) { return (slot &+ offset, true, true) }
        candidates &= candidates &- 1
      }
      if empty != 0 { return (slot &+ empty.trailingZeroBitCount, false, true) }
      slot &+= Self.windowWidth
    }
    // The windows may end at the end of the table: the probe wraps around.
    return (slot == slots.count ? 0 : slot, false, false)
  }
}
