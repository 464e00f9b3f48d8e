/// Space left empty around a layout's content.
public struct LayoutInsets: Hashable, Sendable {
  // MARK: - Lifecycle

  /// Creates insets; every edge defaults to zero.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  // MARK: - Public

  /// Space above the first section.
  public var top: Double
  /// Space left of every item.
  public var left: Double
  /// Space below the last section.
  public var bottom: Double
  /// Space right of every item.
  public var right: Double

  // MARK: - Package

  /// No insets, as `LayoutInsets()` says; the arrangements' default.
  @usableFromInline package static let zero = LayoutInsets()
}
