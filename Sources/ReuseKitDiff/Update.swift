/// An element whose identity stayed and whose content changed, with its
/// position before and after the update.
@usableFromInline package struct Update<Index: Hashable & Sendable>: Hashable, Sendable {
  /// The position before the update.
  @usableFromInline package var source: Index
  /// The position after the update.
  @usableFromInline package var target: Index

  /// Creates an update of the element at `source` that ends up at `target`.
  @inlinable
  package init(source: Index, target: Index) {
    self.source = source
    self.target = target
  }
}
