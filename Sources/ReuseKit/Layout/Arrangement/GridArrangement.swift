/// The arrangement of a grid: a flow layout whose column count follows from
/// the width, and whose rows are as tall as their tallest item.
///
/// ```swift
/// let grid = GridLayout(
///   sectionCounts: [120],
///   width: 320,
///   arrangement: GridArrangement(columns: .minimumWidth(100), itemHeight: .selfSizing(estimate: 100)))
/// ```
public struct GridArrangement: LayoutArrangement {
  // MARK: - Lifecycle

  /// Creates a grid arrangement.
  public init(
    columns: Columns,
    itemHeight: ItemHeight,
    interitemSpacing: Double = 0,
    lineSpacing: Double = 0,
    insets: LayoutInsets = .zero,
    headerHeight: Double = 0,
    footerHeight: Double = 0
  ) {
    self.columnRule = columns
    self.itemHeight = itemHeight
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
    self.insets = insets
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
  }

  // MARK: - Public

  /// How the grid splits its width into columns.
  public enum Columns: Hashable, Sendable {
    /// As many columns as fit items at least this wide; the items then
    /// stretch to fill the width.
    case minimumWidth(Double)
    /// As many columns as fit items of exactly this width, from the left.
    /// Item heights then do not depend on the layout's width.
    case fixedWidth(Double)
  }

  /// How the grid splits its width into columns.
  public var columnRule: Columns
  /// How the layout finds item heights.
  public var itemHeight: ItemHeight
  /// The horizontal space between two items of a row.
  public var interitemSpacing: Double
  /// The vertical space between two rows of the same section.
  public var lineSpacing: Double
  /// Space around the content.
  public var insets: LayoutInsets
  /// The default height of a section header.
  public var headerHeight: Double
  /// The default height of a section footer.
  public var footerHeight: Double

  /// The most columns of the rule's width, `interitemSpacing` apart, that fit
  /// in `width` minus the insets; at least one.
  ///
  /// - Complexity: O(1).
  public func columns(forWidth width: Double) -> ColumnMetrics {
    let available = max(0, width - insets.left - insets.right)
    let spacing = interitemSpacing
    switch columnRule {
    case .minimumWidth(let minimum):
      let count = Self.count(fitting: minimum, spacing: spacing, in: available)
      let itemWidth = max(0, (available - Double(count - 1) * spacing) / Double(count))
      return ColumnMetrics(count: count, itemWidth: itemWidth, spacing: spacing, leading: insets.left)
    case .fixedWidth(let itemWidth):
      let count = Self.count(fitting: itemWidth, spacing: spacing, in: available)
      return ColumnMetrics(count: count, itemWidth: itemWidth, spacing: spacing, leading: insets.left)
    }
  }

  // MARK: - Private

  private static func count(fitting itemWidth: Double, spacing: Double, in available: Double) -> Int {
    let stride = itemWidth + spacing
    guard stride > 0, available.isFinite else { return 1 }
    let fitting = ((available + spacing) / stride).rounded(.down)
    return fitting >= 1 ? Int(min(fitting, Double(1 << 20))) : 1
  }
}
