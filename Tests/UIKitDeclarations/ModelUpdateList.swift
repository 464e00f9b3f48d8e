import Foundation

/// The update items of one batch as UIKit keeps them: one per index path a
/// call named, repeats included, in call order. A section operation is the
/// index path `{S, NSNotFound}` (UIKIT-RULES.md, the note before section A),
/// so it sorts after every item of its section. Deletes and reloads name old
/// paths, inserts final ones, a move an old path and a final one (rules 2–5).
struct ModelUpdateList {
  var deletes: [IndexPath] = []
  var inserts: [IndexPath] = []
  var reloads: [IndexPath] = []
  var moves: [(from: IndexPath, to: IndexPath)] = []

  /// The index path of a whole-section operation.
  static func section(_ section: Int) -> IndexPath { IndexPath(item: NSNotFound, section: section) }

  mutating func deleteSections(_ sections: some Sequence<Int>) { deletes += sections.map(Self.section) }
  mutating func insertSections(_ sections: some Sequence<Int>) { inserts += sections.map(Self.section) }
  mutating func reloadSections(_ sections: some Sequence<Int>) { reloads += sections.map(Self.section) }
  mutating func moveSection(_ section: Int, to newSection: Int) {
    moves.append((Self.section(section), Self.section(newSection)))
  }
}

extension IndexPath {
  /// Whether this is a whole-section operation's path, `{S, NSNotFound}`.
  var isSectionOperation: Bool { item == NSNotFound }
}
