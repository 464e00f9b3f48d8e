/// The width-independent parts of an arrangement, copied once so that the
/// engine needs no generic parameter.
struct LayoutRules: Sendable {
  // MARK: - Lifecycle

  init(_ arrangement: some LayoutArrangement) {
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
