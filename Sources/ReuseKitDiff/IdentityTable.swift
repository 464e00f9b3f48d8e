/// An open-addressing hash table of identities, sized once and never rehashed.
///
/// Each slot is one 64-bit word: a 30-bit tag from the hash (never zero), a
/// "seen in the target" bit, a "duplicate reported" bit, and a 32-bit payload.
/// A payload `p >= 0` is a source index; `p < 0` is the target index `~p`.
/// The table stores no identities: the caller compares them through the
/// payload, so each identity is hashed exactly once.
///
/// The table owns manually allocated memory: call ``deallocate()`` once done.
@usableFromInline
struct IdentityTable {
  @usableFromInline let slots: UnsafeMutableBufferPointer<UInt64>
  @usableFromInline let capacity: UInt64

  /// A table of `capacity` slots (at least 8), all empty. It must keep one
  /// slot empty at least: probing stops at an empty slot.
  @inlinable
  init(capacity: Int) {
    let capacity = max(8, capacity)
    self.capacity = UInt64(capacity)
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: 0)
  }

  /// Frees the slots.
  @inlinable
  func deallocate() { slots.deallocate() }

  @usableFromInline static var seenBit: UInt64 { 1 << 33 }
  @usableFromInline static var reportedBit: UInt64 { 1 << 32 }
  @usableFromInline static var tagMask: UInt64 { ~((1 << 34) - 1) }

  @inlinable
  static func tag(_ hash: Int) -> UInt64 {
    (UInt64(truncatingIfNeeded: hash) << 34) | (1 << 34)
  }

  /// The first slot to probe for `hash`.
  ///
  /// A shift-xor and a Fibonacci multiply spread every bit of the hash into
  /// the high half first, so that hashes with structure (consecutive, or
  /// multiples of a power of two, as a custom `hashValue` may give) land as
  /// evenly as random ones; then Lemire's multiply-shift maps the high
  /// 32 bits onto 0..<capacity.
  @inlinable
  func home(_ hash: Int) -> Int {
    let bits = UInt64(truncatingIfNeeded: hash)
    let mixed = (bits ^ (bits >> 29)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: ((mixed >> 32) &* capacity) >> 32)
  }

  /// Reads the home slot of each hash, so that the cache lines are on their
  /// way, all at once, before the probes need them.
  @inlinable
  func touchHomes(of hashes: UnsafeBufferPointer<Int>) {
    var touched: UInt64 = 0
    for hash in hashes { touched |= slots[home(hash)] }
    Self.keep(touched)
  }

  /// Consumes a value so that the loads behind it are not optimized away.
  @usableFromInline @inline(never) @_optimize(none)
  static func keep(_ value: UInt64) {}

  /// Probes for the identity with `hash` for which `matches` is true.
  ///
  /// - Returns: The slot that holds it (`found` is true), or the empty slot
  ///   where it belongs (`found` is false).
  @inlinable
  func probe(hash: Int, _ matches: (Int32) -> Bool) -> (slot: Int, found: Bool) {
    let tag = Self.tag(hash)
    var slot = home(hash)
    let end = slots.count
    while true {
      let word = slots[slot]
      if word == 0 { return (slot, false) }
      if word & Self.tagMask == tag && matches(Int32(truncatingIfNeeded: word)) { return (slot, true) }
      slot += 1
      if slot == end { slot = 0 }
    }
  }

  /// Fills the empty `slot` that ``probe(hash:_:)`` returned.
  @inlinable
  func insert(hash: Int, payload: Int32, seenInTarget: Bool, at slot: Int) {
    slots[slot] = Self.tag(hash) | (seenInTarget ? Self.seenBit : 0) | UInt64(UInt32(bitPattern: payload))
  }

  @inlinable
  func payload(at slot: Int) -> Int32 {
    Int32(truncatingIfNeeded: slots[slot])
  }

  @inlinable
  func setPayload(_ payload: Int32, at slot: Int) {
    slots[slot] = (slots[slot] & ~0xFFFF_FFFF) | UInt64(UInt32(bitPattern: payload))
  }

  /// Sets the "seen in the target" bit; returns whether it was set already.
  @inlinable
  func markSeenInTarget(at slot: Int) -> Bool {
    let word = slots[slot]
    slots[slot] = word | Self.seenBit
    return word & Self.seenBit != 0
  }

  /// Sets the "duplicate reported" bit; returns whether this call set it.
  @inlinable
  func markReported(at slot: Int) -> Bool {
    let word = slots[slot]
    slots[slot] = word | Self.reportedBit
    return word & Self.reportedBit == 0
  }
}
