import Foundation
import Testing

@testable import GalleryKit

/// `--help`, the status line and the DocC article "Getting started" list the same keys, all from
/// ``GalleryKeys``, and every key the gallery reacts to is listed.
@MainActor
@Suite struct GalleryKeysTests {
  /// The key lines of the "The Gallery" section of the DocC article "Getting
  /// started" (`GettingStarted.md`): its `text` block.
  static func readmeKeyLines() throws -> [String] {
    let article = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Sources/ReuseKit/ReuseKit.docc/GettingStarted.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "\n### The Gallery\n").dropFirst().first)
      .components(separatedBy: "\n#")[0]
    let block = try #require(section.components(separatedBy: "```text\n").dropFirst().first)
    return block.components(separatedBy: "\n```")[0].components(separatedBy: "\n")
  }

  @Test func helpStatusLineAndReadmeListTheSameKeys() throws {
    let help = GalleryOptions.usage.components(separatedBy: "\n").drop { !$0.hasPrefix("keys: ") }
    #expect(Array(help) == GalleryKeys.helpLines)
    #expect(try Self.readmeKeyLines() == Array(help), "GettingStarted.md's key list differs from --help")

    let gallery = Gallery(width: 400, height: 24)
    let status = try #require(gallery.frame().last)
    let statusKeys = try #require(status.components(separatedBy: " · keys ").last).trimmingCharacters(in: .whitespaces)
      .components(separatedBy: " ")
    // The keys of the help's first two lines, those of every screen.
    let helpKeys = help.prefix(2).flatMap { line in
      line.dropFirst(6).components(separatedBy: " · ").flatMap {
        $0.components(separatedBy: " ")[0].components(separatedBy: "/")
      }
    }
    #expect(statusKeys == helpKeys)
  }

  /// The keys the scripted session and the gallery use are listed: `b`, `g`
  /// and `l` among them.
  @Test func everyKeyOfEveryScreenIsListed() {
    let shared = Set(GalleryKeys.groups.filter { $0.screen == nil }.flatMap(\.bindings).flatMap(\.keys))
    #expect(shared.isSuperset(of: ["1–9", "Tab", "g", "l", "b", "j", "k", "space", "r", "t", "q"]))
    let screens = Set(GalleryKeys.groups.compactMap(\.screen))
    #expect(screens == ["Cards", "Chat", "Tasks", "Files", "Store"])
  }
}
