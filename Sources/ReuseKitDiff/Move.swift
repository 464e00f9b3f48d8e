/// A move of one element or section from a position before an update to a
/// position after it.
public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
  /// The position before the update.
  public var source: Index
  /// The position after the update.
  public var destination: Index

  /// Creates a move from `source` (before the update) to `destination` (after it).
  @inlinable
  public init(from source: Index, to destination: Index) {
    self.source = source
    self.destination = destination
  }
}

extension Move: CustomStringConvertible {
  /// The move as `source -> destination`.
  public var description: String { "\(source) -> \(destination)" }
}
