/// How a layout finds the height of an item.
public enum ItemHeight: Hashable, Sendable {
  /// Every item is this tall, whatever the width; nothing is measured.
  case fixed(Double)
  /// The container measures each item through the view's sizing hook
  /// (``ConfigurableView/preferredHeight(forWidth:)``) at the layout's item
  /// width; until then the item counts as `estimate` tall.
  case selfSizing(estimate: Double)

  // MARK: - Public

  /// The height of an item that was not measured: the fixed height or the
  /// estimate.
  package var defaultHeight: Double {
    switch self {
    case .fixed(let height): height
    case .selfSizing(let estimate): estimate
    }
  }

  /// Whether heights are measured, and so depend on the item width.
  package var isSelfSizing: Bool {
    if case .selfSizing = self { return true }
    return false
  }
}
