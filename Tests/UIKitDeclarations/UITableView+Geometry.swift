/// The geometry a table's style adds around its sections: the padding above
/// each section header (`sectionHeaderTopPadding`, iOS 15) and the insets of
/// an inset grouped table's sections.
///
/// A section is laid out from the top: the padding, when the section has a
/// header (a header measured 0 tall, or none, has no padding above it; an
/// estimated header not asked for yet has), the header, the style's top
/// inset, the rows inside the style's side insets, the style's bottom inset,
/// then the footer.
extension UITableView {
  /// Model only: the padding above each section header under
  /// `sectionHeaderTopPadding`'s default, `automaticDimension`, in a plain
  /// table. Apple does not give its size (UITableView.h: "Padding above each
  /// section header. The default value is UITableViewAutomaticDimension.");
  /// apps find a plain table's headers lower on iOS 15 and set the padding
  /// to 0 to remove it (e.g. https://github.com/pujiaxin33/JXCategoryView/issues/408,
  /// https://github.com/finn-no/FinniversKit/pull/1168). The 22 points are
  /// the model's choice, the figure commonly reported: a nonzero padding,
  /// which moves every row below a header, is the case harder for adapters.
  /// A grouped or inset grouped table spaces its sections with its own
  /// insets, and the model gives them no automatic padding.
  public static let modelAutomaticSectionHeaderTopPadding: CGFloat = 22

  /// Model only: the padding the layout puts above a section header now:
  /// `sectionHeaderTopPadding` (0 or more), or under `automaticDimension`
  /// ``modelAutomaticSectionHeaderTopPadding`` in a plain table and 0 in
  /// the grouped styles.
  public var modelSectionHeaderTopPadding: CGFloat {
    guard sectionHeaderTopPadding == UITableView.automaticDimension else { return max(0, sectionHeaderTopPadding) }
    return style == .plain ? UITableView.modelAutomaticSectionHeaderTopPadding : 0
  }

  /// Model only: the insets of each section's rows in this style. Apple
  /// documents only that an inset grouped table's "grouped sections are
  /// inset with rounded corners" (UITableView.h, iOS 16.5 SDK), not by how
  /// much: the model guesses the figures it guesses for an inset grouped
  /// list (``UICollectionLayoutListConfiguration``): 18 points above and
  /// below the rows and 20 at each side (the layout margins of a
  /// regular-width iPhone). A plain or grouped table's rows run edge to edge.
  public var modelSectionInsets: UIEdgeInsets {
    style == .insetGrouped ? UIEdgeInsets(top: 18, left: 20, bottom: 18, right: 20) : .zero
  }
}
