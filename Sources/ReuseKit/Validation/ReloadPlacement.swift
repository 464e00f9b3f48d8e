/// Where the insert half of a reload lands (rule 9b of the UIKit rules).
///
/// UIKit turns a reload at the old position P into a delete of P and an
/// insert at P′: P less one per section deleted before it and one per item
/// deleted at or before it in its section, plus one per section and per item
/// inserted at or before it. Each delete and insert is compared with the
/// running value of P′, deletes descending, then inserts ascending
/// (decision 17), which matters only when a position is given twice: each
/// copy of a repeated delete at or before the running value pulls it back
/// again, for a reload's section as for its item. Moves are ignored, which
/// is why a reload next to moves can collide with a move's target. The
/// section delete of the reload's own section is skipped (decision 2), and
/// so are item deletes of a section that has a section operation
/// (decision 16). Item inserts count whether or not rule 10 drops
/// them later (decision 9).
struct ReloadPlacement {
  // MARK: - Lifecycle

  /// Collects the caller's deletes and inserts that shift reloads.
  ///
  /// - Parameters:
  ///   - sectionDeletes: Sections deleted by the caller (old indexes).
  ///   - sectionInserts: Sections inserted by the caller (final indexes).
  ///   - itemDeletes: Items deleted by the caller (old paths).
  ///   - itemInserts: Items inserted by the caller (final paths).
  ///   - sectionsWithOperations: Old sections that are deleted, reloaded or
  ///     moved; item deletes in them do not shift a reload.
  /// - Complexity: O(k log k) for k operations.
  init(
    sectionDeletes: [Int],
    sectionInserts: [Int],
    itemDeletes: [ItemPath],
    itemInserts: [ItemPath],
    sectionsWithOperations: Set<Int>
  ) {
    self.sectionDeletes = SortedPositions(sectionDeletes)
    self.sectionInserts = SortedPositions(sectionInserts)
    self.itemDeletes = Self.group(itemDeletes)
    self.itemInserts = Self.group(itemInserts)
    self.sectionsWithOperations = sectionsWithOperations
  }

  // MARK: - Internal

  /// The final index at which a reload of the old section `section` inserts
  /// it again.
  func destination(ofSection section: Int) -> Int {
    sectionInserts.shifting(sectionDeletes.pullingBack(skipping: section))
  }

  /// The final path at which a reload of the item at the old `path` inserts
  /// it again.
  func destination(ofItem path: ItemPath) -> ItemPath {
    let section = destination(ofSection: path.section)
    var item = path.item
    if !sectionsWithOperations.contains(path.section), let deletes = itemDeletes[path.section] {
      item = deletes.pullingBack(path.item)
    }
    if let inserts = itemInserts[section] {
      item = inserts.shifting(item)
    }
    return ItemPath(item: item, section: section)
  }

  // MARK: - Private

  private let sectionDeletes: SortedPositions
  private let sectionInserts: SortedPositions
  private let itemDeletes: [Int: SortedPositions]
  private let itemInserts: [Int: SortedPositions]
  private let sectionsWithOperations: Set<Int>

  private static func group(_ paths: [ItemPath]) -> [Int: SortedPositions] {
    Dictionary(grouping: paths, by: \.section).mapValues { SortedPositions($0.map(\.item)) }
  }
}
