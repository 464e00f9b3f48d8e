/// One batch update, in the index spaces UIKit uses for
/// `performBatchUpdates(_:completion:)`.
///
/// - Deletes and reloads name positions *before* the update.
/// - Inserts name positions *after* the update.
/// - Moves go from a position before the update to a position after it.
/// - Reconfigures name an item that is neither deleted, moved nor reloaded,
///   by its position before the update; a container configures its cell at
///   the item's final position.
///
/// The order of the elements in each array carries no meaning, as inside a
/// UIKit update block.
public struct BatchUpdate: Hashable, Sendable {
  /// Sections to delete, by their index before the update.
  public var deletedSections: [Int]
  /// Sections to insert, by their index after the update.
  public var insertedSections: [Int]
  /// Sections to move, from their index before to their index after the update.
  public var movedSections: [Move<Int>]
  /// Sections to reload, by their index before the update.
  public var reloadedSections: [Int]
  /// Items to delete, by their path before the update.
  public var deletedItems: [ItemPath]
  /// Items to insert, by their path after the update.
  public var insertedItems: [ItemPath]
  /// Items to move, from their path before to their path after the update.
  public var movedItems: [Move<ItemPath>]
  /// Items to reload (delete and insert again), by their path before the update.
  public var reloadedItems: [ItemPath]
  /// Items whose visible cell is configured again in place, by their path
  /// before the update.
  public var reconfiguredItems: [ItemPath]

  /// Creates a batch update; every kind of change defaults to none.
  public init(
    deletedSections: [Int] = [],
    insertedSections: [Int] = [],
    movedSections: [Move<Int>] = [],
    reloadedSections: [Int] = [],
    deletedItems: [ItemPath] = [],
    insertedItems: [ItemPath] = [],
    movedItems: [Move<ItemPath>] = [],
    reloadedItems: [ItemPath] = [],
    reconfiguredItems: [ItemPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.movedSections = movedSections
    self.reloadedSections = reloadedSections
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.movedItems = movedItems
    self.reloadedItems = reloadedItems
    self.reconfiguredItems = reconfiguredItems
  }

  /// Whether the update changes nothing.
  public var isEmpty: Bool { changeCount == 0 }

  /// The number of operations in the update, over all kinds.
  public var changeCount: Int {
    deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
      + deletedItems.count + insertedItems.count + movedItems.count + reloadedItems.count
      + reconfiguredItems.count
  }

  /// Whether the item at a path before the update moves away on screen: it
  /// is moved itself, or its section is. Such an item never anchors the
  /// reading position, which stays with the items that keep their order.
  ///
  /// - Complexity: O(m) to build, for m moves; O(1) expected per call.
  package var movesAway: (ItemPath) -> Bool {
    let items = Set(movedItems.map(\.source))
    let sections = Set(movedSections.map(\.source))
    return { items.contains($0) || sections.contains($0.section) }
  }

}
