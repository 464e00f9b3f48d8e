/// The difference between two sectioned collections: section changes, and item
/// changes across all sections, including items that move between sections.
///
/// Items inside a deleted section are deleted with it and items inside an
/// inserted section arrive with it, so neither is listed again; an item that
/// leaves a deleted section for another section, or enters an inserted
/// section from another, is listed as a move.
@usableFromInline package struct SectionedDifference<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
  /// Source indices of deleted sections, ascending.
  @usableFromInline package var sectionDeletions: [Int]
  /// Target indices of inserted sections, ascending.
  @usableFromInline package var sectionInsertions: [Int]
  /// Moved sections (the fewest), ascending by target.
  @usableFromInline package var sectionMoves: [Move<Int>]
  /// Matched sections whose model's content changed, ascending by target.
  @usableFromInline package var sectionUpdates: [Update<Int>]
  /// Deleted items outside deleted sections, by source path, ascending.
  @usableFromInline package var itemDeletions: [ItemPath]
  /// Inserted items outside inserted sections, by target path, ascending.
  @usableFromInline package var itemInsertions: [ItemPath]
  /// Moved items (the fewest inside each section, plus every item that changes
  /// section), ascending by target.
  @usableFromInline package var itemMoves: [Move<ItemPath>]
  /// Matched items whose content changed, ascending by target.
  @usableFromInline package var itemUpdates: [Update<ItemPath>]
  /// Section identities that occur more than once on either side, each once.
  @usableFromInline package var duplicateSections: [SectionIdentifier]
  /// Item identities that occur more than once on either side, each once.
  @usableFromInline package var duplicateItems: [ItemIdentifier]

  /// Whether the two collections are the same, section for section and item for item.
  @usableFromInline package var isEmpty: Bool {
    sectionDeletions.isEmpty && sectionInsertions.isEmpty && sectionMoves.isEmpty && sectionUpdates.isEmpty
      && itemDeletions.isEmpty && itemInsertions.isEmpty && itemMoves.isEmpty && itemUpdates.isEmpty
  }

  /// The difference that turns `source` into `target`.
  ///
  /// - Parameters:
  ///   - source: The sections before the change.
  ///   - target: The sections after it.
  ///   - identities: Whether section and item identities may repeat (the
  ///     default) or are known to be unique, which lets the diff skip hashing
  ///     the untouched ends.
  /// - Complexity: O(S + n + m) expected for S sections and n + m items, plus
  ///   O(k log k) for the k matched items or sections that are out of order.
  @inlinable
  package init<Model, Item>(
    from source: [DiffSection<Model, Item>],
    to target: [DiffSection<Model, Item>],
    identities: IdentityGuarantee = .mayRepeat
  ) where Model.DiffIdentifier == SectionIdentifier, Item.DiffIdentifier == ItemIdentifier {
    self = SectionedDiffCore(source: source, target: target, identities: identities).difference()
  }

  /// An empty difference that reports these duplicates.
  @usableFromInline
  init(duplicateSections: [SectionIdentifier], duplicateItems: [ItemIdentifier]) {
    sectionDeletions = []
    sectionInsertions = []
    sectionMoves = []
    sectionUpdates = []
    itemDeletions = []
    itemInsertions = []
    itemMoves = []
    itemUpdates = []
    self.duplicateSections = duplicateSections
    self.duplicateItems = duplicateItems
  }
}

extension SectionedDifference: Equatable where SectionIdentifier: Equatable, ItemIdentifier: Equatable {}
extension SectionedDifference: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}
