/// Where a person was reading, by identity: the item at the top of the
/// viewport, its section, and how much of it was scrolled away. Small and
/// `Codable` when the identities are, so an app keeps it across a relaunch
/// (in `NSUserActivity`, scene storage, or a file) and hands it to
/// ``DiffableDataSource/Scrolling/restore(_:)``.
///
/// <!-- compile: prelude message-list, foundation -->
/// ```swift
/// let saved = try JSONEncoder().encode(dataSource.scrolling.readingPosition)
/// // …after a relaunch, once the data source exists:
/// dataSource.scrolling.restore(try JSONDecoder().decode(ReadingPosition<String, Int>.self, from: saved))
/// ```
///
/// Being identities and a share of a height, not points, it holds across a
/// rotation, a change of text size or width, and a refresh in which other
/// items changed.
public struct ReadingPosition<SectionID: Hashable, ItemID: Hashable>: Hashable {
  // MARK: - Lifecycle

  /// The position with `itemID`, in `sectionID`, at the viewport's top,
  /// `fractionOfHeight` of its height scrolled above it; `neighbourIDs` are
  /// the items around it, nearest first, that stand in for it when it is gone.
  public init(itemID: ItemID, sectionID: SectionID, fractionOfHeight: Double, neighbourIDs: [ItemID] = []) {
    self.itemID = itemID
    self.sectionID = sectionID
    self.fractionOfHeight = fractionOfHeight
    self.neighbourIDs = neighbourIDs
  }

  // MARK: - Public

  /// The identity of the item at the viewport's top: the first item whose
  /// frame ends below it.
  public var itemID: ItemID
  /// The identity of that item's section.
  public var sectionID: SectionID
  /// The share of the item's height above the viewport's top, from 0 to 1.
  public var fractionOfHeight: Double
  /// The items that were nearest the anchor, by their old positions: the
  /// one after it, the one before it, the second after, the second before,
  /// up to ``neighbourCount`` in all. When the anchor is gone, the first of
  /// them that survives takes its place, with its top at the viewport's top.
  public var neighbourIDs: [ItemID]

  /// How many neighbours a reading position keeps.
  public static var neighbourCount: Int { 8 }
}

extension ReadingPosition: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension ReadingPosition: Encodable where SectionID: Encodable, ItemID: Encodable {}
extension ReadingPosition: Decodable where SectionID: Decodable, ItemID: Decodable {}
