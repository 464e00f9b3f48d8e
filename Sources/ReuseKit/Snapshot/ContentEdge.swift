/// An end of a list: where ``Snapshot/mergeItems(_:intoSection:at:keeping:)``
/// puts a page in its section, and where a data source's
/// ``DiffableDataSource/Paging`` loads more.
public enum ContentEdge: Hashable, Sendable, Codable, CaseIterable {
  /// The start: older messages above a chat.
  case top
  /// The end: the next page of a feed.
  case bottom
}
