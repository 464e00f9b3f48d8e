/// Reads a fuzzer's bytes as small numbers; past the end, every read is 0,
/// so any input, even an empty one, decodes to something.
public struct FuzzBytes {
  // MARK: - Lifecycle

  /// Creates a reader over `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  // MARK: - Public

  /// Whether every byte was read.
  public var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `0..<bound`, from the next byte; 0 when `bound` is 1 or less.
  public mutating func int(below bound: Int) -> Int {
    let value = Int(byte())
    return bound > 1 ? value % bound : 0
  }

  /// Whether the next byte is odd.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  // MARK: - Private

  private let bytes: [UInt8]
  private var position = 0
}
