/// UIKit: `UITableView`.
@MainActor
open class UITableView: UIScrollView {
  /// UIKit: `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// UIKit: `UITableView.Style.plain`.
    case plain
    /// UIKit: `UITableView.Style.grouped`.
    case grouped
  }

  /// UIKit: `UITableView.RowAnimation`.
  public enum RowAnimation: Int, Sendable {
    /// UIKit: `UITableView.RowAnimation.fade`.
    case fade
    /// UIKit: `UITableView.RowAnimation.none`.
    case none = 5
    /// UIKit: `UITableView.RowAnimation.automatic`.
    case automatic = 100
  }

  /// UIKit: `UITableView.automaticDimension`.
  public static var automaticDimension: CGFloat { fatalError() }

  /// UIKit: `UITableView.init(frame:style:)`.
  public init(frame: CGRect, style: UITableView.Style) { fatalError() }

  /// UIKit: `UITableView.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError() }

  /// UIKit: `UITableView.dataSource` (`weak` in UIKit).
  open var dataSource: (any UITableViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UITableView.delegate` (`weak` in UIKit).
  open var delegate: (any UITableViewDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UITableView.rowHeight`.
  open var rowHeight: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UITableView.estimatedRowHeight`.
  open var estimatedRowHeight: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UITableView.sectionHeaderHeight`.
  open var sectionHeaderHeight: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UITableView.estimatedSectionHeaderHeight`.
  open var estimatedSectionHeaderHeight: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: - Registration and dequeue

  /// UIKit: `UITableView.register(_:forCellReuseIdentifier:)` (the class variant).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }

  /// UIKit: `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)` (the class variant).
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) { fatalError() }

  /// UIKit: `UITableView.dequeueReusableCell(withIdentifier:for:)`.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    fatalError()
  }

  /// UIKit: `UITableView.dequeueReusableHeaderFooterView(withIdentifier:)`.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    fatalError()
  }

  // MARK: - Counts and visible cells

  /// UIKit: `UITableView.numberOfSections`.
  open var numberOfSections: Int { fatalError() }

  /// UIKit: `UITableView.numberOfRows(inSection:)`.
  open func numberOfRows(inSection section: Int) -> Int { fatalError() }

  /// UIKit: `UITableView.indexPathsForVisibleRows`.
  open var indexPathsForVisibleRows: [IndexPath]? { fatalError() }

  /// UIKit: `UITableView.cellForRow(at:)`.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }

  // MARK: - Updates

  /// UIKit: `UITableView.reloadData()`.
  open func reloadData() { fatalError() }

  /// UIKit: `UITableView.performBatchUpdates(_:completion:)`.
  @available(iOS 11.0, tvOS 11.0, *)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }

  /// UIKit: `UITableView.insertSections(_:with:)`.
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }

  /// UIKit: `UITableView.deleteSections(_:with:)`.
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }

  /// UIKit: `UITableView.reloadSections(_:with:)`.
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }

  /// UIKit: `UITableView.moveSection(_:toSection:)`.
  open func moveSection(_ section: Int, toSection newSection: Int) { fatalError() }

  /// UIKit: `UITableView.insertRows(at:with:)`.
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }

  /// UIKit: `UITableView.deleteRows(at:with:)`.
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }

  /// UIKit: `UITableView.reloadRows(at:with:)`.
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }

  /// UIKit: `UITableView.moveRow(at:to:)`.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }

  /// UIKit: `UITableView.reconfigureRows(at:)`.
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureRows(at indexPaths: [IndexPath]) { fatalError() }
}
