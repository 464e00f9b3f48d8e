/// A section of a sectioned collection: a model that identifies the section,
/// and its items.
///
/// Its identity and content are those of its model; its items are diffed on
/// their own, across all sections.
public struct DiffSection<Model: Diffable, Item: Diffable>: Diffable {
  /// The section's own model, for example its header.
  public var model: Model
  /// The items of the section, in order.
  public var items: [Item]

  /// Creates a section.
  @inlinable
  public init(model: Model, items: [Item]) {
    self.model = model
    self.items = items
  }

  /// The identity of the model.
  @inlinable
  public var diffIdentifier: Model.DiffIdentifier { model.diffIdentifier }

  /// Whether the models show the same content; the items do not count.
  @inlinable
  public func isContentEqual(to other: DiffSection) -> Bool { model.isContentEqual(to: other.model) }
}

extension DiffSection: Equatable where Model: Equatable, Item: Equatable {}
extension DiffSection: Hashable where Model: Hashable, Item: Hashable {}
extension DiffSection: Sendable where Model: Sendable, Item: Sendable {}
