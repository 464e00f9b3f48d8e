/// Why ``Snapshot/init(validating:)`` refused its sections: an identity that
/// occurs more than once, as a server's data can have. No snapshot is made.
///
/// ``description`` gives the message, with every repeated identity; the texts
/// follow `NSDiffableDataSourceSnapshot`'s, which traps where this throws. To
/// keep one copy of each instead, use ``Snapshot/deduplicating(_:keeping:)``.
public enum SnapshotError: Error, Equatable, Sendable {
  /// These section identities occur more than once, each named once, in the
  /// order of their first repeat.
  case duplicateSectionsSupplied([String])
  /// These item identities occur more than once, in one section or across
  /// sections, each named once, in the order of their first repeat.
  case duplicateItemsSupplied([String])
}

extension SnapshotError: CustomStringConvertible {
  /// The message, naming the repeated identities.
  public var description: String {
    switch self {
    case .duplicateSectionsSupplied(let ids):
      "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.list(ids))"
    case .duplicateItemsSupplied(let ids):
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.list(ids))"
    }
  }

  private static func list(_ ids: [String]) -> String { "[" + ids.joined(separator: ", ") + "]" }
}
