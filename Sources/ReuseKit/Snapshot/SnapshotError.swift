/// Why ``Snapshot/init(validating:)`` refused its sections: an identity that
/// occurs more than once, as a server's data can have. No snapshot is made.
///
/// ``description`` gives the message: the call, every repeated identity and
/// the type it identifies, as in "Snapshot<String, Message>(validating:):
/// items are not unique: the identities 3 and 7 of Message appear more than
/// once". To keep one copy of each instead, use
/// ``Snapshot/deduplicating(_:keeping:)``.
public enum SnapshotError: Error, Equatable, Sendable {
  /// These section identities occur more than once, each named once, in the
  /// order of their first repeat; `type` names the section type, and `call`
  /// the call that refused them.
  case duplicateSectionsSupplied([String], type: String, call: String)
  /// These item identities occur more than once, in one section or across
  /// sections, each named once, in the order of their first repeat; `type`
  /// names the item type, and `call` the call that refused them.
  case duplicateItemsSupplied([String], type: String, call: String)
}

extension SnapshotError: CustomStringConvertible {
  /// The message, naming the call, the repeated identities and their type.
  public var description: String {
    switch self {
    case .duplicateSectionsSupplied(let ids, let type, let call):
      "\(call): \(Self.repeats(ids, of: "sections", type: type))"
    case .duplicateItemsSupplied(let ids, let type, let call):
      "\(call): \(Self.repeats(ids, of: "items", type: type))"
    }
  }

  // MARK: - Internal

  /// "items are not unique: the identities 3 and 7 of Message appear more
  /// than once"; without a type, "… the identity 3 appears …".
  static func repeats(_ ids: [String], of noun: String, type: String?) -> String {
    let of = type.map { " of \($0)" } ?? ""
    let list = ids.count <= 1 ? ids.joined() : ids.dropLast().joined(separator: ", ") + " and " + ids[ids.count - 1]
    let subject = ids.count == 1 ? "the identity \(list)\(of) appears" : "the identities \(list)\(of) appear"
    return "\(noun) are not unique: \(subject) more than once"
  }
}
