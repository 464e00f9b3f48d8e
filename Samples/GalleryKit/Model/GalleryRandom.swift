/// A small seeded random number generator (xorshift64*), so that every run of
/// the scripted session shows the same batches.
public struct GalleryRandom: RandomNumberGenerator, Sendable {
  // MARK: - Lifecycle

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    // xorshift must not start at zero; mix the seed so that small seeds differ early.
    state = (seed ^ 0x2545_F491_4F6C_DD1D) | 1
  }

  // MARK: - Public

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }

  // MARK: - Private

  private var state: UInt64
}
