/// What a registered view is used as: a cell, or a kind of supplementary view.
///
/// The raw values of ``header`` and ``footer`` match UIKit's
/// `elementKindSectionHeader` and `elementKindSectionFooter`.
public struct ElementKind: Hashable, Sendable {
  /// The kind's name.
  public let rawValue: String

  /// A kind with the given name, for custom supplementary views.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A cell: a row of a list or an item of a grid.
  package static let cell = ElementKind(rawValue: "Cell")
  /// A section header.
  public static let header = ElementKind(rawValue: "UICollectionElementKindSectionHeader")
  /// A section footer.
  public static let footer = ElementKind(rawValue: "UICollectionElementKindSectionFooter")
}
