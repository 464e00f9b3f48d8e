import GalleryKit
import Testing

@Suite struct KeyDecoderTests {
  @Test(arguments: [
    ("q", [GalleryKey.character("q")]),
    ("jk", [.character("j"), .character("k")]),
    ("\u{1B}[A\u{1B}[B", [.up, .down]),
    ("\u{1B}OA", [.up]),
    ("\u{1B}[5~\u{1B}[6~", [.pageUp, .pageDown]),
    ("\t\u{03}", [.tab, .interrupt]),
    ("\u{1B}[1;5C g", [.character(" "), .character("g")]),
    ("\u{1B}", [.escape]),
    ("\u{1B}j\u{1B}", [.escape, .character("j"), .escape]),
    ("é", []),
  ])
  func decodes(input: String, keys: [GalleryKey]) {
    #expect(KeyDecoder.keys(in: Array(input.utf8)) == keys)
  }
}
