import ReuseKit

/// A person's card: the model of ``CardView``.
///
/// Its identity is its `id`; a changed name, note or revision is a content
/// update, which a ``DiffableDataSource`` reconfigures in place.
public struct Card: Identifiable, Hashable, Sendable, Diffable {
  // MARK: - Lifecycle

  /// Creates a card.
  public init(id: Int, name: String, note: String, revision: Int = 1) {
    self.id = id
    self.name = name
    self.note = note
    self.revision = revision
  }

  // MARK: - Public

  /// The identity of the card.
  public let id: Int
  /// The person's name.
  public var name: String
  /// A short note about the person.
  public var note: String
  /// How many times the card's content changed, starting at 1.
  public var revision: Int

  /// `#id name`, as the card's title.
  public var title: String { "#\(id) \(name)" }
}
