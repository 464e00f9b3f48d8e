/// Turns the bytes a terminal sends in raw mode into ``GalleryKey``s.
///
/// Understands printable ASCII, Tab, Ctrl-C, and the arrow and page keys as
/// `ESC [` (or `ESC O`) sequences. An `ESC` that starts no such sequence is
/// Esc itself; other sequences and bytes are skipped.
public enum KeyDecoder {
  /// The keys in `bytes`, in order.
  ///
  /// ```swift
  /// KeyDecoder.keys(in: Array("j\u{1B}[6~".utf8))  // [.character("j"), .pageDown]
  /// ```
  public static func keys(in bytes: [UInt8]) -> [GalleryKey] {
    var keys: [GalleryKey] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x03: keys.append(.interrupt)
      case 0x09: keys.append(.tab)
      case 0x0A, 0x0D: keys.append(.enter)
      case 0x1B:
        let (key, length) = escapeSequence(in: bytes[index...])
        if let key { keys.append(key) }
        index += length
      case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
      default: break
      }
    }
    return keys
  }

  /// The key of the escape sequence that starts `rest` (the bytes after
  /// `ESC`), if known, and how many bytes it takes: Esc and none when
  /// `rest` starts no sequence.
  private static func escapeSequence(in rest: ArraySlice<UInt8>) -> (GalleryKey?, Int) {
    guard let introducer = rest.first, introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (.escape, 0)
    }
    // Parameters and intermediates run up to a final byte in 0x40...0x7E.
    var length = 1
    var body: [UInt8] = []
    for byte in rest.dropFirst() {
      length += 1
      body.append(byte)
      if (0x40...0x7E).contains(byte) { break }
    }
    switch body {
    case [UInt8(ascii: "A")]: return (.up, length)
    case [UInt8(ascii: "B")]: return (.down, length)
    case Array("5~".utf8): return (.pageUp, length)
    case Array("6~".utf8): return (.pageDown, length)
    default: return (nil, length)
    }
  }
}
