/// An element whose identity stayed and whose content changed, with its
/// position before and after the update.
public struct Update<Index: Hashable & Sendable>: Hashable, Sendable {
  /// The position before the update.
  public var source: Index
  /// The position after the update.
  public var target: Index

  /// Creates an update of the element at `source` that ends up at `target`.
  @inlinable
  public init(source: Index, target: Index) {
    self.source = source
    self.target = target
  }
}
