/// An open-addressing hash table of identities, sized once and never rehashed.
///
/// Each slot is one `Slot` word, 4 bytes where the indices allow it, so that
/// the table of 100,000 elements fits in a core's L2 cache. From the top: a
/// "duplicate reported" bit, a tag of hash bits that the home slot does not
/// use, and the payload's code plus one, so that an occupied slot is never
/// zero. A payload `p >= 0` is a source index; `p < 0` is the target index
/// `~p`. The table stores no identities: the caller compares them through
/// the payload, so each identity is hashed exactly once.
///
/// The table owns manually allocated memory: call ``deallocate()`` once done.
@usableFromInline
struct IdentityTable<Slot: FixedWidthInteger & UnsignedInteger> {
  @usableFromInline let slots: UnsafeMutableBufferPointer<Slot>
  @usableFromInline let capacity: UInt64
  /// How many low bits of a slot hold the payload's code plus one.
  @usableFromInline let codeBits: Int
  /// How many bits of hash the tag keeps, between the code and the top bit.
  @usableFromInline let tagBits: Int
  @usableFromInline let codeMask: Slot
  @usableFromInline let tagMask: Slot
  /// A value random per process (fixed under `SWIFT_DETERMINISTIC_HASHING`),
  /// mixed into identities that ``mixed(_:)`` hashes without `Hasher`.
  @usableFromInline let seed: Int

  /// Whether a slot holds the codes of indices below `count`, with a tag of
  /// 4 bits at least.
  @inlinable
  static func fits(indicesBelow count: Int) -> Bool {
    Slot.bitWidth - 1 - codeBits(indicesBelow: count) >= 4
  }

  @inlinable
  static func codeBits(indicesBelow count: Int) -> Int {
    // Codes run up to 2 * (count - 1) + 1, stored plus one.
    Int.bitWidth - (2 * max(1, count)).leadingZeroBitCount
  }

  /// A table of `capacity` slots (at least 8), all empty, for payloads whose
  /// indices are below `count`. It must keep one slot empty at least:
  /// probing stops at an empty slot.
  @inlinable
  init(capacity: Int, indicesBelow count: Int) {
    guard Self.fits(indicesBelow: count) else {
      fatalError("ReuseKitDiff: \(Slot.bitWidth)-bit slots cannot hold indices below \(count)")
    }
    let capacity = max(8, capacity)
    self.capacity = UInt64(capacity)
    codeBits = Self.codeBits(indicesBelow: count)
    tagBits = min(Slot.bitWidth - 1 - codeBits, 32)
    codeMask = (1 &<< codeBits) &- 1
    tagMask = ((1 &<< tagBits) &- 1) &<< codeBits
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: 0)
    seed = 0x5EED.hashValue
  }

  /// Frees the slots.
  @inlinable
  func deallocate() { slots.deallocate() }

  @inlinable var reportedBit: Slot { 1 &<< (Slot.bitWidth - 1) }

  /// The hash of `identifier`, spread over all 64 bits.
  ///
  /// An `Int` identity is equal to another exactly when its bits are, so
  /// its bits, xored with the per-process ``seed``, go through the
  /// splitmix64 finalizer (two xor-shift-multiply rounds), whose every
  /// output bit depends on every input bit: sequential and strided
  /// identities spread like random ones, and `Hasher`'s SipHash, which
  /// costs as much as the rest of the table work, is not run. The seed
  /// keeps identities chosen to collide, by a server that hands them out,
  /// from being known ahead.
  ///
  /// Any other identity is fed, by its `hash(into:)`, to a new `Hasher`,
  /// which then finalizes it: `Hasher`'s SipHash with the process's random
  /// key, as `hashValue` runs it, without the seed word that `hashValue`
  /// feeds first. The result is as evenly spread whatever `hash(into:)`
  /// feeds, so it needs no further mixing.
  @inlinable
  func mixed<Identifier: Hashable>(_ identifier: Identifier) -> UInt64 {
    guard Self.hashesItself(Identifier.self) else {
      var hasher = Hasher()
      identifier.hash(into: &hasher)
      return UInt64(truncatingIfNeeded: hasher.finalize())
    }
    var bits = UInt64(truncatingIfNeeded: unsafeBitCast(identifier, to: Int.self) ^ seed)
    bits = (bits ^ (bits &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits &>> 27)) &* 0x94D0_49BB_1331_11EB
    return bits ^ (bits &>> 31)
  }

  /// ``mixed(_:)`` of `identity(step)` into `hashes[step]`, for each step
  /// of `hashes`.
  ///
  /// Identities other than `Int` each go to their own copy of one new
  /// `Hasher`, all fed before any is finalized: finalizing copies the
  /// `Hasher`, and a copy right after the feeding would wait for its
  /// stores to land.
  @inlinable
  func mix<Identifier: Hashable>(into hashes: UnsafeMutableBufferPointer<UInt64>, _ identity: (Int) -> Identifier) {
    guard !Self.hashesItself(Identifier.self) else {
      for step in hashes.indices { hashes[step] = mixed(identity(step)) }
      return
    }
    withUnsafeTemporaryAllocation(of: Hasher.self, capacity: hashes.count) { hashers in
      let template = Hasher()
      for step in hashes.indices {
        hashers.initializeElement(at: step, to: template)
        identity(step).hash(into: &hashers[step])
      }
      for step in hashes.indices { hashes[step] = UInt64(truncatingIfNeeded: hashers[step].finalize()) }
    }
  }

  /// Whether ``mixed(_:)`` hashes identities of `type` itself, in a few
  /// instructions, rather than through `Hasher`.
  @inlinable
  static func hashesItself<Identifier>(_ type: Identifier.Type) -> Bool { type == Int.self }

  /// The first slot to probe for a hash from ``mixed(_:)``: Lemire's
  /// multiply-shift maps the high 32 bits onto 0..<capacity.
  @inlinable
  func home(mixed: UInt64) -> Int {
    Int(truncatingIfNeeded: ((mixed >> 32) &* capacity) >> 32)
  }

  /// The tag, in place: the top bits of the mixed hash's low half, which the
  /// home slot does not use.
  @inlinable
  func tag(mixed: UInt64) -> Slot {
    Slot(truncatingIfNeeded: (mixed & 0xFFFF_FFFF) &>> (32 - tagBits)) &<< codeBits
  }

  /// Probes for the identity with the hash that ``mixed(_:)`` turned into
  /// `mixed`, for which `matches` is true.
  ///
  /// - Returns: The slot that holds it (`found` is true), or the empty slot
  ///   where it belongs (`found` is false).
  @inlinable
  func probe(mixed: UInt64, _ matches: (Int32) -> Bool) -> (slot: Int, found: Bool) {
    probe(home: home(mixed: mixed), tag: tag(mixed: mixed), matches)
  }

  /// ``probe(mixed:_:)`` from the home slot and the tag, in place, that it
  /// computes; or from any later slot, as long as every slot from the home
  /// slot to it is full and does not hold the identity.
  @inlinable
  func probe(home: Int, tag: Slot, _ matches: (Int32) -> Bool) -> (slot: Int, found: Bool) {
    let tagMask = tagMask
    var slot = home
    let end = slots.count
    while true {
      let word = slots[slot]
      if word == 0 { return (slot, false) }
      if word & tagMask == tag && matches(decode(word)) { return (slot, true) }
      slot += 1
      if slot == end { slot = 0 }
    }
  }

  /// The payload that `word` holds.
  @inlinable
  func decode(_ word: Slot) -> Int32 {
    let code = Int(truncatingIfNeeded: word & codeMask) - 1
    return Int32(truncatingIfNeeded: code & 1 == 0 ? code &>> 1 : ~(code &>> 1))
  }

  /// `payload`'s code plus one.
  @inlinable
  func encode(_ payload: Int32) -> Slot {
    Slot(truncatingIfNeeded: (payload >= 0 ? Int(payload) &<< 1 : Int(~payload) &<< 1 | 1) &+ 1)
  }

  /// Fills the empty `slot` that ``probe(mixed:_:)`` returned.
  @inlinable
  func insert(mixed: UInt64, payload: Int32, at slot: Int) {
    slots[slot] = tag(mixed: mixed) | encode(payload)
  }

  @inlinable
  func payload(at slot: Int) -> Int32 { decode(slots[slot]) }

  @inlinable
  func setPayload(_ payload: Int32, at slot: Int) {
    slots[slot] = (slots[slot] & ~codeMask) | encode(payload)
  }

  /// Sets the "duplicate reported" bit; returns whether this call set it.
  @inlinable
  func markReported(at slot: Int) -> Bool {
    let word = slots[slot]
    slots[slot] = word | reportedBit
    return word & reportedBit == 0
  }

  /// Consumes a value so that the loads behind it are not optimized away.
  @usableFromInline @inline(never) @_optimize(none)
  static func keep(_ value: UInt64) {}
}
