import ReuseKit

/// A number of squares to lay out in lines: the model of ``SquaresView``.
///
/// Identified by `id`, so a new count is a content update, reconfigured in place.
public struct Squares: Identifiable, Hashable, Sendable, Diffable {
  // MARK: - Lifecycle

  /// Creates a model of `count` squares.
  public init(id: Int, title: String, count: Int) {
    self.id = id
    self.title = title
    self.count = count
  }

  // MARK: - Public

  /// The identity of the model.
  public let id: Int
  /// A title, shown above the squares.
  public var title: String
  /// How many squares to show.
  public var count: Int
}
