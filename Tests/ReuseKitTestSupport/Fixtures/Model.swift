import ReuseKitDiff

/// A test model: identified by `id`, with content `value`.
public struct Model: Identifiable, Equatable, Diffable, Sendable, CustomStringConvertible {
  /// The identity.
  public var id: Int
  /// The content.
  public var value: Int

  /// Creates a model.
  public init(id: Int, value: Int = 0) {
    self.id = id
    self.value = value
  }

  /// `id` or `id:value`.
  public var description: String { value == 0 ? "\(id)" : "\(id):\(value)" }
}
