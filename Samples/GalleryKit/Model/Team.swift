/// A team and its members: the model of ``NestedListView``, which lists the
/// members in an inner list.
public struct Team: Identifiable, Hashable, Sendable {
  // MARK: - Lifecycle

  /// Creates a team.
  public init(id: Int, name: String, members: [Card]) {
    self.id = id
    self.name = name
    self.members = members
  }

  // MARK: - Public

  /// The identity of the team.
  public let id: Int
  /// The team's name.
  public var name: String
  /// The members, in order.
  public var members: [Card]
}
