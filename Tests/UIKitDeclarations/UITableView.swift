/// UIKit: `UITableView` (https://developer.apple.com/documentation/uikit/uitableview).
///
/// The model lays out one column of rows under optional section headers,
/// realizes cells for the visible rows only, and sizes rows with
/// `automaticDimension` through each cell's `systemLayoutSizeFitting` at the
/// table's width (https://developer.apple.com/documentation/uikit/uitableview/automaticdimension).
@MainActor
open class UITableView: UIScrollView {
  // MARK: - Lifecycle

  /// UIKit: `UITableView.init(frame:style:)`.
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
    engine.readCounts = { [unowned self] in modelReadCounts() }
    engine.provideCell = { [unowned self] path in modelAskCell(at: path) }
  }

  /// UIKit: `UITableView.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates views in code only") }

  // MARK: - Configuration

  /// UIKit: `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// UIKit: `UITableView.Style.plain`.
    case plain
    /// UIKit: `UITableView.Style.grouped`.
    case grouped
    /// UIKit: `UITableView.Style.insetGrouped` (iOS 13): "grouped sections
    /// are inset with rounded corners" (UITableView.h, iOS 16.5 SDK); the
    /// model's insets are ``UITableView/modelSectionInsets``.
    case insetGrouped
  }

  /// UIKit: `UITableView.RowAnimation`, every case with UIKit's raw value
  /// (https://developer.apple.com/documentation/uikit/uitableview/rowanimation).
  public enum RowAnimation: Int, Sendable {
    /// UIKit: `.fade`: the rows fade in or out.
    case fade
    /// UIKit: `.right`: the rows slide in from or out to the right.
    case right
    /// UIKit: `.left`: the rows slide in from or out to the left.
    case left
    /// UIKit: `.top`: the rows slide in from or out to the top.
    case top
    /// UIKit: `.bottom`: the rows slide in from or out to the bottom.
    case bottom
    /// UIKit: `.none`: the rows use the default animations.
    case none
    /// UIKit: `.middle`: the table keeps the old and new cells centered in the space they occupy.
    case middle
    /// UIKit: `.automatic`: the table chooses an animation style.
    case automatic = 100
  }

  /// UIKit: `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable {
    /// UIKit: `.none`.
    case none
    /// UIKit: `.singleLine`.
    case singleLine
  }

  /// UIKit: `UITableView.style`.
  public let style: Style

  /// UIKit: `UITableView.backgroundView`: "the table view automatically
  /// resizes that view to match its own bounds. Your background view appears
  /// behind all cells, header views, and footer views and doesn't scroll
  /// with the rest of the table's content"
  /// (https://developer.apple.com/documentation/uikit/uitableview/backgroundview).
  /// See ``UIScrollView/modelInstallBackgroundView(_:replacing:)``.
  open var backgroundView: UIView? {
    didSet { modelInstallBackgroundView(backgroundView, replacing: oldValue) }
  }

  /// UIKit: `UITableView.automaticDimension`.
  public static let automaticDimension: CGFloat = -1

  /// UIKit: `UITableView.dataSource`, held `weak` as in UIKit.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { reloadData() }
  }

  /// UIKit: `UITableView.delegate`, held `weak` as in UIKit; a new delegate
  /// is asked for the headers and footers again.
  open weak var delegate: (any UITableViewDelegate)? {
    didSet {
      modelEndDisplayingSupplementaryViews()
      setNeedsLayout()
    }
  }

  override var modelScrollViewDelegate: (any UIScrollViewDelegate)? { delegate }

  /// UIKit: `UITableView.prefetchDataSource`, held `weak` as in UIKit
  /// (https://developer.apple.com/documentation/uikit/uitableview/prefetchdatasource).
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

  /// UIKit: `UITableView.rowHeight`; "default is
  /// UITableViewAutomaticDimension" (UITableView.h, iOS 16.5 SDK).
  open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }

  /// UIKit: `UITableView.estimatedRowHeight`; "default is
  /// UITableViewAutomaticDimension, set to 0 to disable" (UITableView.h).
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

  /// UIKit: `UITableView.sectionHeaderHeight`; "default is UITableViewAutomaticDimension" (UITableView.h).
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }

  /// UIKit: `UITableView.estimatedSectionHeaderHeight`; "default is
  /// UITableViewAutomaticDimension, set to 0 to disable" (UITableView.h).
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

  /// UIKit: `UITableView.sectionHeaderTopPadding` (iOS 15): "Padding above
  /// each section header. The default value is UITableViewAutomaticDimension."
  /// (UITableView.h, iOS 16.5 SDK;
  /// https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding).
  /// The model's size of the automatic padding is
  /// ``UITableView/modelAutomaticSectionHeaderTopPadding``.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }

  /// UIKit: `UITableView.sectionFooterHeight`; "default is UITableViewAutomaticDimension" (UITableView.h).
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }

  /// UIKit: `UITableView.estimatedSectionFooterHeight`; "default is
  /// UITableViewAutomaticDimension, set to 0 to disable" (UITableView.h).
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

  /// UIKit: `UITableView.separatorStyle`; a separator takes one pixel below each row.
  open var separatorStyle = SeparatorStyle.singleLine

  /// UIKit: `UITableView.insetsContentViewsToSafeArea`, `true` by default:
  /// cells inset their content view by the safe area.
  open var insetsContentViewsToSafeArea = true

  // MARK: - Registration and dequeue

  /// UIKit: `UITableView.register(_:forCellReuseIdentifier:)` (the class variant).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellQueues.register(cellClass, for: identifier)
  }

  /// UIKit: `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)` (the class variant).
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerQueues.register(aClass, for: identifier)
  }

  /// UIKit: `UITableView.dequeueReusableCell(withIdentifier:for:)`: traps
  /// for an identifier that was never registered; while the row at
  /// `indexPath` is reconfigured, returns its existing cell. A dequeue
  /// outside a request of the table for a cell traps too: iOS 18 asserts on
  /// it for collection views ("Avoid dequeuing views without a request from
  /// the collection view"); Apple says nothing of tables, and the model,
  /// taking the case harder for adapters, traps for both.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    if cellQueues.classes[identifier] != nil, cellRequestDepth == 0 {
      modelRaise(
        "Attempted to dequeue a cell for index path \(ModelBatchCheck.describe(indexPath)) without a request from "
          + "the table view (UIKit model text; iOS 18 asserts: avoid dequeuing views without a request)")
    }
    if let existing = engine.cellBeingReconfigured(
      at: indexPath, identifier: identifier, of: { ($0 as? UITableViewCell)?.reuseIdentifier }),
      let cell = existing as? UITableViewCell
    {
      return cell
    }
    if let cell = cellQueues.dequeueQueued(identifier) as? UITableViewCell {
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = cellQueues.classes[identifier] else {
      modelRaise(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
          + "or connect a prototype cell in a storyboard")
    }
    if cellClass == UITableViewCell.self { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
    guard let instantiable = cellClass as? any UIKitModelTableViewCellClass.Type else {
      modelCannotInstantiate(cellClass)
    }
    return instantiable.init(style: .default, reuseIdentifier: identifier)
  }

  /// UIKit: `UITableView.dequeueReusableHeaderFooterView(withIdentifier:)`;
  /// `nil` for an identifier that was never registered.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    if let view = headerQueues.dequeueQueued(identifier) as? UITableViewHeaderFooterView {
      view.prepareForReuse()
      return view
    }
    guard let viewClass = headerQueues.classes[identifier] else { return nil }
    guard let instantiable = viewClass as? any UIKitModelHeaderFooterViewClass.Type else {
      modelCannotInstantiate(viewClass)
    }
    return instantiable.init(reuseIdentifier: identifier)
  }

  // MARK: - Counts and cells

  /// UIKit: `UITableView.numberOfSections`, as of the last reload or update.
  open var numberOfSections: Int {
    engine.loadCountsIfNeeded()
    return engine.counts.count
  }

  /// UIKit: `UITableView.numberOfRows(inSection:)`, as of the last reload or update.
  open func numberOfRows(inSection section: Int) -> Int {
    engine.loadCountsIfNeeded()
    return engine.counts.indices.contains(section) ? engine.counts[section] : 0
  }

  /// UIKit: `UITableView.indexPathsForVisibleRows`: the rows in the bounds, not the prepared ones.
  open var indexPathsForVisibleRows: [IndexPath]? { visibleRows.sorted() }

  /// UIKit: `UITableView.visibleCells`: the cells of the visible rows.
  open var visibleCells: [UITableViewCell] {
    visibleRows.sorted().compactMap { engine.cells[$0] as? UITableViewCell }
  }

  /// UIKit: `UITableView.cellForRow(at:)`: "Returns any existing visible or
  /// prepared cell for the index path" (UITableView.h, iOS 16.5 SDK), or `nil`.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { engine.cells[indexPath] as? UITableViewCell }

  /// UIKit: `UITableView.indexPath(for:)`: "returns nil if cell is not
  /// visible" (UITableView.h); a prepared cell is not.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    engine.cells.first { $0.value === cell && visibleRows.contains($0.key) }?.key
  }

  /// UIKit: `UITableView.headerView(forSection:)`: the header on screen, or `nil`.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    supplementaryViews[.header]?[section] as? UITableViewHeaderFooterView
  }

  /// UIKit: `UITableView.reloadData()`: reads the counts now, and the cells
  /// and section index titles at the next layout; "reload all the data
  /// ... including cells, section headers and footers, index arrays"
  /// (https://developer.apple.com/documentation/uikit/uitableview/reloaddata()).
  /// It clears the selection, as apps observe (the selection is not kept
  /// across `reloadData()`; apps save and restore it, e.g.
  /// https://github.com/tidev/titanium-sdk/pull/2698).
  open func reloadData() {
    interaction.checkNoUncommittedUpdates("reloadData()")
    modelEndSwipe()
    engine.selected = []
    interaction.prefetched = []
    engine.invalidateCounts()
    engine.loadCountsIfNeeded()
    modelNeedsReload = true
    setNeedsLayout()
  }

  /// Model only: how many cells the view asked its data source for
  /// (`cellForRowAt` or `cellForItemAt`), prepared and reconfigured ones included.
  public var modelCellRequestCount: Int { engine.cellRequestCount }

  /// Model only: how many batch updates UIKit performed; a change outside
  /// a batch counts as one.
  public var modelBatchUpdateCount: Int { engine.batchCount }

  /// Model only: for each batch update, whether `UIView.areAnimationsEnabled`
  /// was on when it began (off inside `UIView.performWithoutAnimation(_:)`,
  /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)).
  public var modelBatchAnimations: [Bool] { engine.batchAnimations }

  // MARK: - Internal

  let engine = ModelItemEngine(
    check: .tableView)
  /// Selection settings, editing, prefetching and index titles.
  var interaction = ModelInteraction()
  /// The row and section changes, with their animations.
  var rowAnimationRecords: [UIKitModelRowAnimationRecord] = []
  var cellQueues = ModelReuseQueues()
  var headerQueues = ModelReuseQueues()
  /// Measured row heights, by path.
  var rowHeights: [IndexPath: CGFloat] = [:]
  /// The displayed rows: those in the bounds.
  var visibleRows: Set<IndexPath> = []
  /// Header and footer views on screen, and the heights measured, by section.
  var supplementaryViews: [ModelTableSupplementaryKind: [Int: UIView]] = [:]
  var supplementaryHeights: [ModelTableSupplementaryKind: [Int: CGFloat]] = [:]
  var headerRequestCount = 0
  /// How deep the table is in asking its data source for cells.
  var cellRequestDepth = 0
  var selfSizingInvalidationRawValue = 1
  /// The width of the last layout: a new width measures every row again.
  var lastLayoutWidth: CGFloat = -1
  /// Whether `reloadData()` waits for the next layout to replace the cells.
  var modelNeedsReload = false

  open override func layoutSubviews() {
    modelLayoutRows()
    modelLayoutBackgroundView(backgroundView)
  }
}
