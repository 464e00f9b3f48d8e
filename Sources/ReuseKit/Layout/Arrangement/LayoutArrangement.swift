/// What makes a ``FlowLayout`` a list or a grid: how the width is split into
/// columns, how tall items are, and the spacing, insets, headers and footers.
///
/// ``ListArrangement`` and ``GridArrangement`` are the two arrangements
/// ReuseKit ships; ``ListLayout`` and ``GridLayout`` are the layouts using them.
public protocol LayoutArrangement: Sendable {
  /// How the layout finds item heights.
  var itemHeight: ItemHeight { get }
  /// The vertical space between two rows of the same section.
  var lineSpacing: Double { get }
  /// Space around the content.
  var insets: LayoutInsets { get }
  /// The height of each section's header, until it is set for one section.
  var headerHeight: Double { get }
  /// The height of each section's footer, until it is set for one section.
  var footerHeight: Double { get }

  /// The columns for a layout `width` wide.
  func columns(forWidth width: Double) -> ColumnMetrics

  /// Whether the arrangement is one column of rows, as a table is: a
  /// container's messages then say "row", and "item" otherwise.
  static var isList: Bool { get }
}

extension LayoutArrangement {
  /// A custom arrangement is not a list unless it says so.
  public static var isList: Bool { false }
}
