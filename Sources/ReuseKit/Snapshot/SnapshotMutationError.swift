/// Why a snapshot refused a mutation (`perform(_:)`, or the check behind an
/// Apple-named method, which stops with its message). The snapshot is
/// unchanged after any of them.
///
/// ``description`` gives the message, with the offending identifiers; the texts
/// follow `NSDiffableDataSourceSnapshot`'s where it has one, and those of the
/// repeats are ``SnapshotError``'s. A trapping method puts its call and the
/// snapshot's type in front: "Snapshot<Int, Model>.appendItems(_:toSection:):
/// items are not unique: the identity 1 appears more than once".
@usableFromInline
package enum SnapshotMutationError: Error, Equatable, Sendable {
  /// The same section identifier was supplied more than once in one call.
  case duplicateSectionsSupplied([String])
  /// The same item identifier was supplied more than once in one call.
  case duplicateItemsSupplied([String])
  /// Sections that are already in the snapshot were inserted or appended again.
  case sectionsAlreadyExist([String])
  /// Items that are already in the snapshot were inserted or appended again.
  case itemsAlreadyExist([String])
  /// Items were added while the snapshot has no section.
  case noSections
  /// A section identifier is not in the snapshot.
  case unknownSection(String)
  /// An item identifier is not in the snapshot.
  case unknownItem(String)
  /// A reload named an item that is not in the snapshot.
  case reloadOfUnknownItem(String)
  /// A reload named a section that is not in the snapshot.
  case reloadOfUnknownSection(String)
  /// A reconfigure named an item that is not in the snapshot.
  case reconfigureOfUnknownItem(String)
  /// An insertion's anchor is one of the identifiers being inserted.
  case insertionAnchorIsInserted(String)
  /// A move's destination is its source.
  case moveOntoItself(String)
}

extension SnapshotMutationError: CustomStringConvertible {
  /// The message, naming the identifiers involved.
  @usableFromInline package var description: String {
    switch self {
    case .duplicateSectionsSupplied(let ids):
      SnapshotError.repeats(ids, of: "sections", type: nil)
    case .duplicateItemsSupplied(let ids):
      SnapshotError.repeats(ids, of: "items", type: nil)
    case .sectionsAlreadyExist(let ids):
      "Diffable data source detected an attempt to insert or append \(ids.count) section identifier"
        + "\(ids.count == 1 ? "" : "s") that already exist\(ids.count == 1 ? "s" : "") in the snapshot. "
        + "Identifiers in a snapshot must be unique. Section identifier\(ids.count == 1 ? "" : "s") that already "
        + "exist\(ids.count == 1 ? "s" : ""): \(Self.list(ids))"
    case .itemsAlreadyExist(let ids):
      "Diffable data source detected an attempt to insert or append \(ids.count) item identifier"
        + "\(ids.count == 1 ? "" : "s") that already exist\(ids.count == 1 ? "s" : "") in the snapshot. "
        + "Identifiers in a snapshot must be unique. Item identifier\(ids.count == 1 ? "" : "s") that already "
        + "exist\(ids.count == 1 ? "s" : ""): \(Self.list(ids))"
    case .noSections:
      "There are currently no sections in the data source. Please add a section first."
    case .unknownSection(let id):
      "Section identifier was not found in the snapshot: \(id)"
    case .unknownItem(let id):
      "Item identifier was not found in the snapshot: \(id)"
    case .reloadOfUnknownItem(let id):
      "Attempted to reload item identifier that does not exist in the snapshot: \(id)"
    case .reloadOfUnknownSection(let id):
      "Attempted to reload section identifier that does not exist in the snapshot: \(id)"
    case .reconfigureOfUnknownItem(let id):
      "Attempted to reconfigure item identifier that does not exist in the snapshot: \(id)"
    case .insertionAnchorIsInserted(let id):
      "Invalid update: destination for insertion operation [\(id)] is in the insertion identifier list."
    case .moveOntoItself(let id):
      "Invalid update: destination for move is the same as the source [\(id)]."
    }
  }

  private static func list(_ ids: [String]) -> String { "[" + ids.joined(separator: ", ") + "]" }
}

extension SnapshotMutationError {
  // MARK: - Internal

  /// Runs `body`, and stops with the message of the error it throws, after
  /// `type` and `call` ("Snapshot<Int, Model>.appendItems(_:toSection:): …"):
  /// how a snapshot's mutators report a programmer error, by the same checks
  /// that throw for outside data.
  @inlinable
  static func trapping(
    in type: Any.Type, call: String = #function, _ body: () throws(SnapshotMutationError) -> Void
  ) {
    do {
      try body()
    } catch {
      error.stop(in: type, call: call)
    }
  }

  /// Stops with this error's message, after `type` and `call`.
  @usableFromInline
  func stop(in type: Any.Type, call: String) -> Never {
    fatalError("\(type).\(call): \(description)")
  }
}
