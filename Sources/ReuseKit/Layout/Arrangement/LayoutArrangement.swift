/// What makes a container a list or a grid: how the width is split into
/// columns, how tall items are, and the spacing, insets, headers and footers.
///
/// ``ListArrangement`` and ``GridArrangement`` are the two arrangements
/// ReuseKit ships; pass one to a ``HeadlessContainer``.
public protocol LayoutArrangement: Sendable {
  /// The columns, heights, spacing and insets, as the layout reads them.
  var rules: LayoutRules { get }

  /// Whether the arrangement is one column of rows, as a table is: a
  /// container's messages then say "row", and "item" otherwise.
  static var isList: Bool { get }
}

extension LayoutArrangement {
  // MARK: - Internal

  /// The columns for a layout `width` wide.
  ///
  /// - Complexity: O(1).
  package func columns(forWidth width: Double) -> ColumnMetrics { rules.columns(forWidth: width) }
}
