/// What ``Snapshot/mergeItems(_:intoSection:at:keeping:)`` did with the
/// identities of a page that were already taken: the copies it left out and
/// the items the page's copies replaced.
public struct MergeReport<Item> {
  // MARK: - Lifecycle

  /// A report of a merge that met no repeated identity.
  @inlinable
  public init() {}

  // MARK: - Public

  /// Copies of the page that were left out: a copy that repeats another of
  /// the page, or, keeping ``DuplicateRetention/first``, one whose identity
  /// the snapshot held already.
  public var droppedItems: [Item] = []

  /// Items the snapshot held whose identities the page brought again,
  /// keeping ``DuplicateRetention/last``: each was removed from where it
  /// was, and the page's copy took the page's place, so an item that moved
  /// between pages moves.
  public var replacedItems: [Item] = []

  /// How many of the page's items are in the snapshot after the merge, in
  /// the page's order.
  public var mergedCount = 0

  /// Whether every identity of the page was new: nothing was dropped or replaced.
  public var isEmpty: Bool { droppedItems.isEmpty && replacedItems.isEmpty }
}

extension MergeReport: Sendable where Item: Sendable {}
