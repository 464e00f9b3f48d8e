/// The position of an item: its section, and its index inside that section.
///
/// `ItemPath` is the standard-library twin of Foundation's two-element
/// `IndexPath`. A list calls the item a *row*; a grid calls it an *item*.
public struct ItemPath: Hashable, Comparable, Sendable {
  /// The index of the section that holds the item.
  public var section: Int
  /// The index of the item inside its section.
  public var item: Int

  /// Creates the path of the item at `item` in `section`.
  @inlinable
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Creates the path of the row at `row` in `section`.
  @inlinable
  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// The item index under the name a list uses.
  @inlinable
  public var row: Int { item }

  /// Orders paths by section, then by item.
  @inlinable
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}

extension ItemPath: CustomStringConvertible {
  /// The path as UIKit prints an index path: `{length = 2, path = S - I}`.
  public var description: String { "{length = 2, path = \(section) - \(item)}" }
}
