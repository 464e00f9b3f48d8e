/// What one operation of a batch update addresses: an item, or a whole
/// section.
///
/// UIKit keeps section and item operations in the same sorted arrays; a
/// section operation is the index path `{section, NSNotFound}`, so it sorts
/// after every item of its section. `UpdateTarget` keeps that order, which
/// decides which error UIKit reports first.
struct UpdateTarget: Hashable, Comparable, Sendable {
  // MARK: - Lifecycle

  /// The target of an operation on the whole section `section`.
  static func section(_ section: Int) -> UpdateTarget {
    UpdateTarget(section: section, item: sectionMarker)
  }

  /// The target of an operation on the item at `path`.
  static func item(_ path: ItemPath) -> UpdateTarget {
    UpdateTarget(section: path.section, item: path.item)
  }

  // MARK: - Internal

  /// The item index UIKit uses for a section operation (`NSNotFound`).
  static let sectionMarker = Int.max

  /// The section the operation addresses.
  let section: Int
  /// The item the operation addresses, or ``sectionMarker``.
  let item: Int

  /// Whether the operation addresses a whole section.
  var isSection: Bool { item == Self.sectionMarker }

  /// The addressed item's path; meaningful for item operations only.
  var path: ItemPath { ItemPath(item: item, section: section) }

  static func < (lhs: UpdateTarget, rhs: UpdateTarget) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}

extension UpdateTarget: CustomStringConvertible {
  /// The target as UIKit prints an index path object in a message.
  var description: String { "<NSIndexPath> {length = 2, path = \(section) - \(item)}" }
}
