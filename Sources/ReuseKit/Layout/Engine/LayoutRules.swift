/// The width-independent parts of an arrangement, copied once so that the
/// engine needs no generic parameter.
struct LayoutRules: Sendable {
  // MARK: - Lifecycle

  /// Stops with a message naming the value when a height, spacing or inset
  /// of `arrangement` is negative or not finite: such a layout would place
  /// items at wrong or undefined positions.
  init(_ arrangement: some LayoutArrangement) {
    let values: [(String, Double)] = [
      ("item height", arrangement.itemHeight.defaultHeight), ("line spacing", arrangement.lineSpacing),
      ("header height", arrangement.headerHeight), ("footer height", arrangement.footerHeight),
      ("top inset", arrangement.insets.top), ("bottom inset", arrangement.insets.bottom),
      ("left inset", arrangement.insets.left), ("right inset", arrangement.insets.right),
    ]
    for (name, value) in values {
      guard value >= 0 && value.isFinite else {
        fatalError("\(type(of: arrangement)): the \(name) must be finite and not negative, not \(value)")
      }
    }
    itemHeight = arrangement.itemHeight
    lineSpacing = arrangement.lineSpacing
    insets = arrangement.insets
    headerHeight = arrangement.headerHeight
    footerHeight = arrangement.footerHeight
  }

  // MARK: - Internal

  var itemHeight: ItemHeight
  var lineSpacing: Double
  var insets: LayoutInsets
  var headerHeight: Double
  var footerHeight: Double
}
